// The app layer: a NavigatorStore with an onDismiss callback and a route handler that each run
// once, a deep link opened while a sheet is up, and the session as a trace for `modalkit replay`.
// Run: swift run modalkit-demo store [--size WxH]

import ModalKit
import ModalKitStore
import ModalKitText
import ModalKitTrace

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
/// the sheet, not again at `home`), and writes its log as a trace: the scenario's recording.
///
/// Prints nothing when `size` is `nil`.
@MainActor
@discardableResult
func playStore(size: FrameSize?) -> Recording {
  let heading =
    "store: a NavigatorStore runs a sheet's onDismiss once, opens a deep link while the "
    + "sheet is up, and prints the session as a trace for modalkit replay."
  func say(_ text: String) {
    if size != nil { print(text) }
  }
  if let size {
    print(String(repeating: "=", count: size.width))
    for line in TextFrame.wrap(heading, width: size.width) { print(line) }
    print(String(repeating: "=", count: size.width))
  }

  let store = NavigatorStore(root: MailScreen.inbox, recordsSession: true)
  let links = DeepLinkFormat(segments: MailScreen.segments)
  // A handler by route: it runs for every compose screen, this one arrives by a deep link.
  store.onRemoval(of: .compose) { removal in say("handler of compose ran: \(removal)\n") }
  var step = 0
  func show(_ title: String, _ events: some Collection<Navigator<MailScreen>.Event>) {
    step += 1
    guard let size else { return }
    print(
      TextFrame(
        store.navigator, title: "\(step). \(title)", events: events, width: size.width,
        height: size.height))
    print()
  }

  show("push(thread(7))", store.send(.push(.thread(7))))
  var dismissals = 0
  let presented = store.present(.settings) { reason in
    dismissals += 1
    say("onDismiss of settings ran (\(dismissals)): \(reason)\n")
  }
  show("present(settings, onDismiss: ...)", presented)
  show(
    "selectDetent(large) from the sheet",
    store.send(.selectDetent(.large, of: store.navigator.top.id), from: store.navigator.top.id))
  let link = "/inbox/thread:7/compose;fullScreenCover"
  do {
    show("open(\"\(link)\")", try store.open(link, as: links))
  } catch {
    say("the link did not read: \(error)\n")
  }
  show("home", store.send(.home))
  say("onDismiss of settings ran \(dismissals) time(s) in all.\n")

  do {
    let trace = try store.trace(MailScreen.segments)
    say("The session as a trace (swift run modalkit replay FILE reproduces it):")
    say(trace.text)
    return Recording(heading: heading, trace: trace)
  } catch {
    say("a route could not be written: \(error)\n")
    return Recording(heading: heading, trace: Trace())
  }
}
