import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

/// A route as the link mapping writes it, for comparing sessions of string routes.
func segment(_ route: Screen) throws(DeepLinkPrintingError) -> String {
  try screenSegments.segment(for: route)
}

@MainActor
@Suite("Recorded sessions")
struct RecordedSessionTests {
  @Test(
    "a session with its routes written as strings replays to the same state and events",
    arguments: [(8, 11), (32, 12), (500, 13)] as [(Int, UInt64)])
  func stringSessionReplays(capacity: Int, seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let store = NavigatorStore(root: Screen.inbox, logCapacity: capacity, recordsSession: true)
    var snapshots = [store.navigator]
    for step in 0..<250 {
      if step % 41 == 40 {
        store.restore(generator.pick(snapshots))
      } else if step % 3 == 0, let screen = store.navigator.allEntries.last {
        store.send(randomAction(for: store.navigator, using: &generator), from: screen.id)
      } else {
        store.send(randomAction(for: store.navigator, using: &generator))
      }
      snapshots.append(store.navigator)
    }

    let recorded = try #require(store.recording)
    let session = try recorded.withRouteStrings(screenSegments)
    var replayed = session.start
    var events: [[Navigator<String>.Event]] = []
    for input in session.inputs {
      switch input {
      case .send(let action, nil): events.append(Array(replayed.send(action)))
      case .send(let action, let screen?): events.append(Array(replayed.send(action, from: screen)))
      case .restore(let navigator):
        events.append(Array(session.records[events.count].events))
        replayed = navigator
      }
    }

    #expect(replayed == (try store.navigator.mapRoutes(segment)))
    let original = try recorded.records.map { try $0.events.map { try $0.mapRoutes(segment) } }
    #expect(events == original)
    #expect(session.inputs.count == 250)
    let logged = try store.log.records.map { try $0.events.map { try $0.mapRoutes(segment) } }
    #expect(logged == Array(original.suffix(min(capacity, 250))))
  }

  @Test("mapping routes keeps ids, presentations, the queue and the counter")
  func mappingKeepsEverythingButRoutes() throws {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.push(.search("a b")))
    store.send(.present(.settings))
    store.send(.push(.thread(7)))
    store.send(.present(.profile, policy: .queue))

    let mapped = try store.navigator.mapRoutes(segment)

    #expect(
      mapped.description
        == "[inbox#0, search:a%20b#1] > sheet [settings#2, thread:7#3] queued [profile#4]")
    #expect(mapped.nextID == store.navigator.nextID)
    #expect(mapped.queue.level == store.navigator.queue.level)
    #expect(store.navigator.mapRoutes { $0 } == store.navigator)
  }

  @Test("every action and event that names a route is mapped, and only the routes change")
  func actionsAndEventsMapRoutes() throws {
    var navigator = Navigator(root: Screen.inbox)
    let actions: [Navigator<Screen>.Action] = [
      .push(.thread(1)), .pushIfNotOnTop(.thread(2)), .replace(.search("a b")),
      .replacePath([.thread(3), .thread(4)]), .unwindToLast(.thread(3)), .update(2, to: .account),
      .present(.settings), .selectDetent(.large, of: 6), .tapButton("x", in: 6),
      .apply(Destination(root: .inbox, path: [.account], layers: [layer(.profile)])),
      .unwindCount(1), .unwindTo(0), .dismiss, .dismissLayer(9), .dismissAll, .close(9),
      .dismissInteractively(9), .tapBackdrop(9), .home, .unwind, .reset(.account),
    ]
    var strings = try navigator.mapRoutes(segment)

    for action in actions {
      let mapped = try action.mapRoutes(segment)
      let events = navigator.send(action)
      #expect(Array(strings.send(mapped)) == (try events.map { try $0.mapRoutes(segment) }))
      #expect(strings == (try navigator.mapRoutes(segment)))
    }
    #expect(
      try Navigator<Screen>.Action.replacePath([.search("/")]).mapRoutes(segment)
        == .replacePath(["search:%2F"]))
    #expect(
      try Navigator<Screen>.Event.updated(1, from: .thread(1), to: .account).mapRoutes(segment)
        == .updated(1, from: "thread:1", to: "account"))
  }

  @Test("a route the mapping cannot write stops the session with its error")
  func unwritableRouteIsRefused() {
    let store = NavigatorStore(root: Screen.inbox, recordsSession: true)
    store.send(.push(.thread(7)))
    let lossy = RouteSegments<Screen>(components: { _ in ["x"] }, route: { _ in .inbox })

    #expect(throws: DeepLinkPrintingError(.notReversible, segment: 0)) {
      try store.trace(lossy)
    }
  }
}
