// A modal coordinator whose route enum names each modal's presentation: a sheet with its own
// stack, a queued sheet, an alert nested over it, a cover replacing it.
// Run: swift run modalkit-demo coordinator [--size WxH]

import ModalKit

/// A coordinator's modal routes and the screens around them; each case knows how it is
/// presented, and the screens that are only pushed answer `nil`.
enum AppRoute: PresentableRoute, CustomStringConvertible {
  case items
  case settings
  case notifications
  case profile
  case addItem
  case editItem(String)
  case imageViewer(String)
  case alert(title: String, message: String)

  var defaultPresentation: Presentation? {
    switch self {
    case .items, .notifications: nil
    case .settings, .editItem: .sheet(detents: [.large])
    case .profile, .addItem: .sheet(detents: [.medium, .large], showsGrabber: true)
    case .imageViewer: .fullScreenCover
    case .alert(let title, let message): .alert(title, message: message)
    }
  }

  var description: String {
    switch self {
    case .items: "items"
    case .settings: "settings"
    case .notifications: "notifications"
    case .profile: "profile"
    case .addItem: "addItem"
    case .editItem(let id): "editItem(\(id))"
    case .imageViewer(let image): "imageViewer(\(image))"
    case .alert(let title, _): "alert(\(title))"
    }
  }
}

/// One slot that cannot disagree with itself, with a queue, nesting and replacement.
@discardableResult
func playCoordinator(size: FrameSize?) -> Recording {
  var play = Player(
    "coordinator: routes that name their presentation; a sheet with its own stack, "
      + "a queued sheet, an alert nested over it, a cover replacing it.",
    root: AppRoute.items, size: size)

  play.send(.present(.settings))
  play.send(.push(.notifications))
  play.send(.present(.profile, policy: .queue))
  play.send(.dismiss)
  play.send(.present(.alert(title: "Saved", message: "Your profile is up to date.")))
  play.send(.tapButton("ok", in: play.topLayer))
  play.send(.present(.imageViewer("beach.jpg"), policy: .insteadOfTop))
  play.send(.present(.imageViewer("beach.jpg"), policy: .insteadOfTop))
  play.send(.present(.notifications))
  play.send(.dismissAll)
  return play.recording
}
