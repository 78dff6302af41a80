import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import ModalKitTrace
import Testing

/// A state saved near the id limit: `[inbox#0, thread(7)#L-4]`, three ids left (L = 2⁵³ − 1).
private func savedNearTheLimit() throws -> Navigator<Screen> {
  let limit = EntryID.limit.rawValue
  return try Navigator(
    stack: RouteStack(
      root: RouteEntry(id: 0, route: .inbox),
      path: [RouteEntry(id: EntryID(rawValue: limit - 4), route: .thread(7))]),
    nextID: EntryID(rawValue: limit - 3))
}

/// The store's door at the id limit: its ids stop where a trace's do, so what it records
/// replays; and a restore that would need ids past the limit changes nothing.
@MainActor
@Suite("The id limit in a store")
struct IDLimitStoreTests {
  @Test("a store restored near the id limit records a session that replays byte for byte")
  func sessionNearTheLimitReplays() throws {
    let store = NavigatorStore(root: Screen.inbox)
    store.restore(try savedNearTheLimit())
    store.startRecording()
    let actions: [Navigator<Screen>.Action] = [
      .push(.thread(8)), .present(.settings), .replacePath([.account, .profile]),
      .push(.search("a")), .present(.picker, policy: .queue), .push(.thread(9)), .dismiss,
      .apply(Destination(root: .inbox, path: [.thread(1)])), .unwind, .home, .push(.account),
    ]

    var reported: [String] = []
    for action in actions {
      let events = store.send(action)
      reported.append(
        TraceEncoder.replayLine(
          try action.mapRoutes(segment), events: try events.map { try $0.mapRoutes(segment) },
          state: try store.navigator.mapRoutes(segment)))
    }
    let trace = try store.trace(screenSegments)
    let replay = try Trace.parse(trace.text).replay()

    #expect(replay.lines == reported)
    #expect(reported.filter { $0.contains(#""reason":"idsExhausted""#) }.count == 5)
    #expect(store.navigator.nextID == EntryID.limit)
    #expect(store.navigator.allEntries.allSatisfy { $0.id < EntryID.limit })
  }

  @Test("a restore that needs more ids than remain below the limit changes nothing")
  func restoreBeyondTheLimitChangesNothing() throws {
    let store = NavigatorStore(root: Screen.inbox)
    store.restore(try savedNearTheLimit())
    store.send(.replacePath([.account, .profile, .compose]))
    let before = store.navigator
    // Another launch's state: its #1 and #2 name other screens here, and no id is left.
    let saved = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox),
        path: [RouteEntry(id: 1, route: .thread(1)), RouteEntry(id: 2, route: .thread(2))]),
      nextID: 3)

    let events = store.restore(saved)

    #expect(before.nextID == EntryID.limit)
    #expect(events == [])
    #expect(store.navigator == before)
  }
}
