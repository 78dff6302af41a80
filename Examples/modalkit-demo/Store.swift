// The app layer: a NavigatorStore with an onDismiss callback that runs once, a deep link opened
// while a sheet is up, and the session written as a trace that `modalkit replay` reproduces.
// Run: swift run modalkit-demo store [--size WxH]

import ModalKit
import ModalKitStore
import ModalKitText

/// The screens of a mail app, with a link segment each.
enum MailScreen: Hashable, Sendable, CustomStringConvertible, PresentableRoute {
  case inbox
  case thread(Int)
  case settings
  case compose

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let number): "thread(\(number))"
    case .settings: "settings"
    case .compose: "compose"
    }
  }

  var defaultPresentation: Presentation? {
    switch self {
    case .settings: .sheet(detents: [.medium, .large])
    case .compose: .fullScreenCover
    case .inbox, .thread: nil
    }
  }

  /// How each screen is written in a link: `inbox`, `thread:7`, `settings`, `compose`.
  static let segments = RouteSegments<MailScreen>(
    components: { screen in
      switch screen {
      case .inbox: ["inbox"]
      case .thread(let number): ["thread", String(number)]
      case .settings: ["settings"]
      case .compose: ["compose"]
      }
    },
    route: { parts in
      switch (parts.first, parts.count) {
      case ("inbox", 1): .inbox
      case ("thread", 2): Int(parts[1]).map(MailScreen.thread)
      case ("settings", 1): .settings
      case ("compose", 1): .compose
      default: nil
      }
    })
}

/// A store sends actions, runs the settings sheet's callback exactly once (when a link replaces
/// the sheet, not again at `home`), and writes its log as a trace.
@MainActor
func playStore(size: FrameSize) {
  print(String(repeating: "=", count: size.width))
  let heading =
    "store: a NavigatorStore runs a sheet's onDismiss once, opens a deep link while the "
    + "sheet is up, and prints the session as a trace for modalkit replay."
  for line in TextFrame.wrap(heading, width: size.width) { print(line) }
  print(String(repeating: "=", count: size.width))

  let store = NavigatorStore(root: MailScreen.inbox, recordsSession: true)
  let links = DeepLinkFormat(segments: MailScreen.segments)
  var step = 0
  func show(_ title: String, _ events: some Collection<Navigator<MailScreen>.Event>) {
    step += 1
    print(
      TextFrame.renderStep(
        title: "\(step). \(title)", events: events, navigator: store.navigator,
        width: size.width, height: size.height))
    print()
  }

  show("push(thread(7))", store.send(.push(.thread(7))))
  var dismissals = 0
  let presented = store.present(.settings) { reason in
    dismissals += 1
    print("onDismiss of settings ran (\(dismissals)): \(reason)\n")
  }
  show("present(settings, onDismiss: ...)", presented)
  show(
    "selectDetent(large) from the sheet",
    store.send(.selectDetent(.large, of: store.navigator.top.id), from: store.navigator.top.id))
  let link = "/inbox/thread:7/compose;fullScreenCover"
  do {
    show("open(\"\(link)\")", try store.open(link, as: links))
  } catch {
    print("the link did not read: \(error)\n")
  }
  show("home", store.send(.home))
  print("onDismiss of settings ran \(dismissals) time(s) in all.\n")

  print("The session as a trace (swift run modalkit replay FILE reproduces it):")
  do {
    print(try store.trace(MailScreen.segments).text)
  } catch {
    print("a route could not be written: \(error)\n")
  }
}
