// The fixtures the store's and the host layer's tests share: a small mail app's routes, their
// links (ScreenLinks.swift), random actions over them (RandomActions.swift), and a log of
// removal callbacks.

import ModalKit
import ModalKitStore

/// The routes of a small mail app, as the tests' fixture.
package enum Screen: Hashable, Sendable, CustomStringConvertible {
  case inbox
  case thread(Int)
  case settings
  case account
  case compose
  case photo(Int)
  case search(String)
  case confirm
  case share
  case picker
  case profile

  package var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let id): "thread(\(id))"
    case .settings: "settings"
    case .account: "account"
    case .compose: "compose"
    case .photo(let id): "photo(\(id))"
    case .search(let text): "search(\(text))"
    case .confirm: "confirm"
    case .share: "share"
    case .picker: "picker"
    case .profile: "profile"
    }
  }
}

extension Screen: PresentableRoute {
  package var defaultPresentation: Presentation? {
    switch self {
    case .settings: .sheet(detents: [.medium, .large], showsGrabber: true)
    case .compose: .fullScreenCover
    case .photo: .sheet(detents: [.fraction(0.4), .height(200), .large], selection: .large)
    case .profile: .sheet()
    case .confirm:
      .alert(
        "Delete?", buttons: [.cancel, ModalButton("Delete", id: "delete", role: .destructive)])
    case .share: .confirmationDialog("Share", buttons: [.cancel, ModalButton("Copy")])
    case .picker: .overlay(.bottom, .half)
    case .inbox, .thread, .account, .search: nil
    }
  }
}

/// The presentation a screen shows as by default; the fixture's screens that are presented.
package func shown(_ route: Screen) -> Presentation {
  route.defaultPresentation ?? .sheet()
}

/// Records every removal callback's call, in order.
@MainActor
package final class CallLog {
  /// Each call: the entry's label and the reason.
  package private(set) var calls: [(label: String, reason: RemovalReason)] = []

  package init() {}

  /// A callback that records its calls under `label`.
  package func callback(_ label: String) -> (RemovalReason) -> Void {
    { [unowned self] reason in calls.append((label, reason)) }
  }

  /// The calls as `label: reason` lines, for whole-value comparison.
  package var lines: [String] { calls.map { "\($0.label): \($0.reason)" } }
}
