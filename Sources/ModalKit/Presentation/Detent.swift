/// A height a sheet can rest at, as in SwiftUI's `presentationDetents`.
///
/// Detents are compared by value, so `.fraction(0.5)` and `.medium` are different detents even
/// though they resolve to the same height; layout resolves heights with
/// ``LayoutContainer/sheetHeight(at:)``.
public enum Detent: Hashable, Sendable, CustomStringConvertible {
  /// About half of the available height.
  case medium
  /// The whole available height.
  case large
  /// A share of the available height, in `(0, 1]`.
  case fraction(Double)
  /// A fixed height in points, greater than zero and finite.
  case height(Double)

  /// The detent as written in code: `medium`, `large`, `fraction(0.3)`, `height(200.0)`.
  public var description: String {
    switch self {
    case .medium, .large: kind.rawValue
    case .fraction(let value), .height(let value): "\(kind.rawValue)(\(value))"
    }
  }

  /// The share of a sheet's maximum height the detent takes, or `nil` for a fixed height.
  @usableFromInline
  var share: Double? {
    switch self {
    case .medium: 0.5
    case .large: 1
    case .fraction(let value): value
    case .height: nil
    }
  }

  /// Whether the detent can be laid out: fractions in `(0, 1]`, heights positive and finite.
  package var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let value): value > 0 && value <= 1
    case .height(let value): value > 0 && value.isFinite
    }
  }
}
