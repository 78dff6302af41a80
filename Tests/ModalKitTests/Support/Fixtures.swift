import ModalKit
import Testing

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
  ///
  /// The failure names the action and the violations, and is recorded as a test issue rather
  /// than a trap, so the other tests still run. (No source-location parameter: its default
  /// would need `import Testing` in every file that calls this.)
  @discardableResult
  mutating func checkedSend(_ action: Action) -> Events {
    let events = send(action)
    let violations = invariantViolations()
    #expect(violations.isEmpty, "invariants broken after \(action): \(violations)")
    return events
  }

  /// Sends an action from a screen and fails the calling test if the result breaks an
  /// invariant, as ``checkedSend(_:)`` does.
  @discardableResult
  mutating func checkedSend(_ action: Action, from screen: EntryID) -> Events {
    let events = send(action, from: screen)
    let violations = invariantViolations()
    #expect(violations.isEmpty, "invariants broken after \(action) from \(screen): \(violations)")
    return events
  }
}

// MARK: - Presentations the tests share

/// A sheet resting at medium that can grow to large, with a grabber (the half-sheet scenario).
let halfSheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)

/// A large sheet, the default.
let largeSheet = Presentation.sheet()

/// An alert asking to discard a draft: a cancel button and a destructive one.
var discardAlert: Presentation {
  .alert(
    "Discard draft?", buttons: [.cancel, ModalButton("Discard", id: "discard", role: .destructive)])
}

// MARK: - Containers the tests share

/// A phone-sized container with safe-area insets whose shares come out exact in binary:
/// safe rect x 10, y 40, 380 wide, 840 tall.
let phone = LayoutContainer(
  size: LayoutSize(width: 400, height: 900),
  safeArea: LayoutInsets(top: 40, leading: 10, bottom: 20, trailing: 10))
