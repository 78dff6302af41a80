import ModalKit
import Testing

/// The screens the text frames draw: a mail-like app whose routes print short.
enum Screen: Hashable, Sendable, CustomStringConvertible {
  case inbox
  case thread(Int)
  case compose
  case settings
  case profile
  case confirm(String)

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let id): "thread(\(id))"
    case .compose: "compose"
    case .settings: "settings"
    case .profile: "profile"
    case .confirm(let text): "confirm(\(text))"
    }
  }
}

typealias Nav = Navigator<Screen>

/// A sheet resting at medium that can grow to large, with a grabber (the half-sheet scenario).
let halfSheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)

extension Navigator {
  /// Sends an action and fails the calling test if the result breaks an invariant.
  @discardableResult
  mutating func checkedSend(_ action: Action) -> Events {
    let events = send(action)
    let violations = invariantViolations()
    #expect(violations.isEmpty, "invariants broken after \(action): \(violations)")
    return events
  }
}

/// A suite whose samples print: `print` appends to ``printed`` instead of writing out (see the
/// samples file).
protocol RecordsPrints: AnyObject {
  var printed: [String] { get set }
}

extension RecordsPrints {
  /// Records the items as `Swift.print` would write them, one entry per call.
  func print(_ items: Any..., separator: String = " ") {
    printed.append(items.map { "\($0)" }.joined(separator: separator))
  }
}
