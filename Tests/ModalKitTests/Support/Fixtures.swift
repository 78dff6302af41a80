import ModalKit

/// The screens most tests navigate: a mail-like app, small enough to read in an assertion.
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

extension Navigator {
  /// Sends an action and fails the calling test if the result breaks an invariant.
  @discardableResult
  mutating func checkedSend(_ action: Action) -> [Event] {
    let events = send(action)
    let violations = invariantViolations()
    precondition(violations.isEmpty, "invariants broken after \(action): \(violations)")
    return events
  }
}
