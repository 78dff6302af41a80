import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit

/// A store, a UIKit host and a simulated UIKit wired together, on a manual clock, with a log of
/// removal callbacks.
@MainActor
struct Rig<Route: Hashable & Sendable> {
  let store: NavigatorStore<Route>
  let host: UIKitHost<FakeUIKit<Route>>
  let uiKit: FakeUIKit<Route>
  let clock = ManualLoopClock()
  let calls = CallLog()

  init(_ navigator: Navigator<Route>, system: UIKitSystem = .iOS(15)) {
    store = NavigatorStore(navigator)
    host = UIKitHost(store, system: system, clock: clock)
    uiKit = FakeUIKit(root: navigator.stack.root.id)
    host.platform = uiKit
    uiKit.host = host
    host.start()
  }

  init(root: Route, system: UIKitSystem = .iOS(15)) {
    self.init(Navigator(root: root), system: system)
  }

  /// Sends an action through the store, and records a callback for each entry it creates.
  @discardableResult
  func send(_ action: Navigator<Route>.Action, from screen: EntryID? = nil)
    -> Navigator<Route>.Events
  {
    let events = host.loop.send(action, from: screen)
    for case .pushed(let entry) in events {
      store.onRemoval(of: entry.id, perform: calls.callback("\(entry)"))
    }
    for case .presented(let entry, _) in events {
      store.onRemoval(of: entry.id, perform: calls.callback("\(entry)"))
    }
    return events
  }

  /// The calls UIKit got from `start` on, as printed.
  var performed: [String] { uiKit.calls }

  /// Whether UIKit shows the store's navigator, nothing is under way and no rule was broken.
  var converged: Bool {
    uiKit.pending.isEmpty && host.loop.isSettled && uiKit.violations.isEmpty
      && uiKit.shows(store.navigator, system: host.system)
  }
}
