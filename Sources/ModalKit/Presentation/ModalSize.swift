/// How tall an overlay is, as a share of its container's safe height.
///
/// Four named sizes and `fraction` for the rest. ``full`` leaves an inset (80 points by
/// default) so the screen beneath stays in sight.
public enum ModalSize: Hashable, Sendable, CustomStringConvertible {
  /// The whole safe height less the full-size inset.
  case full
  /// Three quarters of the safe height.
  case threeQuarters
  /// Half of the safe height.
  case half
  /// A quarter of the safe height.
  case quarter
  /// A share of the safe height, in `(0, 1]`; anything else makes the presentation invalid.
  case fraction(Double)

  /// The four named sizes, largest first.
  public static let named: [ModalSize] = [.full, .threeQuarters, .half, .quarter]

  /// The share of the safe height this size takes, before the full-size inset.
  public var factor: Double {
    switch self {
    case .full: 1
    case .threeQuarters: 0.75
    case .half: 0.5
    case .quarter: 0.25
    case .fraction(let value): value
    }
  }

  /// The size as written in code: `full`, `threeQuarters`, `half`, `quarter`, `fraction(0.3)`.
  public var description: String {
    guard case .fraction(let value) = self else { return kind.rawValue }
    return "\(kind.rawValue)(\(value))"
  }

  /// Whether the size can be laid out: named sizes always, fractions only in `(0, 1]`.
  package var isValid: Bool {
    guard case .fraction(let value) = self else { return true }
    return value > 0 && value <= 1
  }
}
