import ModalKit
import ModalKitStore

/// The routes of a small mail app: the fixture of the UIKit host's tests.
enum Mail: Hashable, Sendable, CustomStringConvertible {
  case inbox
  case thread(Int)
  case settings
  case account
  case compose
  case photo
  case delete
  case share
  case picker
  case card
  case player

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let id): "thread(\(id))"
    case .settings: "settings"
    case .account: "account"
    case .compose: "compose"
    case .photo: "photo"
    case .delete: "delete"
    case .share: "share"
    case .picker: "picker"
    case .card: "card"
    case .player: "player"
    }
  }
}

extension Mail: PresentableRoute {
  var defaultPresentation: Presentation? {
    switch self {
    case .settings: .sheet(detents: [.medium, .large], showsGrabber: true)
    case .account: .sheet()
    case .compose: .fullScreenCover
    case .photo: .sheet(detents: [.fraction(0.4), .height(200), .large], selection: .large)
    case .delete:
      .alert(
        "Delete?", buttons: [.cancel, ModalButton("Delete", id: "delete", role: .destructive)])
    case .share: .confirmationDialog("Share", buttons: [.cancel, ModalButton("Copy", id: "copy")])
    case .picker: .overlay(.bottom, .half)
    case .card:
      Presentation(
        .sheet(SheetConfiguration(detents: [.medium, .large])),
        rules: DismissalRules(allowsInteractiveDismissal: true, dismissesOnBackdropTap: false))
    case .player:
      // A cover that lets the screen beneath take input: the only way a stack beneath a cover
      // changes while the cover stays.
      Presentation(
        .fullScreenCover,
        rules: DismissalRules(
          allowsInteractiveDismissal: false, dismissesOnBackdropTap: false,
          blocksInputBeneath: false))
    case .inbox, .thread: nil
    }
  }
}

/// How the fixture's routes are written in links: `/inbox/thread:7/settings;sheet/account`.
let mailLinks = DeepLinkFormat(
  segments: RouteSegments<Mail>(
    components: { route in
      switch route {
      case .thread(let id): ["thread", String(id)]
      default: [route.description]
      }
    },
    route: { components in
      switch components {
      case ["inbox"]: .inbox
      case ["settings"]: .settings
      case ["account"]: .account
      case ["compose"]: .compose
      case ["photo"]: .photo
      case ["delete"]: .delete
      case ["share"]: .share
      case ["picker"]: .picker
      case ["card"]: .card
      case let parts where parts.count == 2 && parts[0] == "thread": Int(parts[1]).map(Mail.thread)
      default: nil
      }
    }))

/// Records every removal callback's call, in order.
@MainActor
final class CallLog {
  /// Each call as `label: reason`.
  private(set) var lines: [String] = []

  /// A callback that records its calls under `label`.
  func callback(_ label: String) -> (RemovalReason) -> Void {
    { [unowned self] reason in lines.append("\(label): \(reason)") }
  }
}
