/// A height a sheet can rest at, as in SwiftUI's `presentationDetents`.
///
/// Detents are compared by value, so `.fraction(0.5)` and `.medium` are different detents even
/// though they resolve to the same height; layout resolves heights with
/// ``LayoutContainer/height(of:)``.
public enum Detent: Hashable, Sendable {
  /// About half of the available height.
  case medium
  /// The whole available height.
  case large
  /// A share of the available height, in `(0, 1]`.
  case fraction(Double)
  /// A fixed height in points, greater than zero and finite.
  case height(Double)

  /// Whether the detent can be laid out: fractions in `(0, 1]`, heights positive and finite.
  public var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let value): value > 0 && value <= 1
    case .height(let value): value > 0 && value.isFinite
    }
  }
}
