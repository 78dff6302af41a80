import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

@MainActor
@Suite("Observers and event streams")
struct ObserverTests {
  @Test("willChange sees the old state, didChange the new one with the input and its events")
  func hooksBracketTheChange() {
    let store = NavigatorStore(root: Screen.inbox)
    var heard: [String] = []
    // Unowned: the store keeps its observers, and one that held the store would keep both alive.
    store.observeChanges { [unowned store] change in
      switch change {
      case .willChange: heard.append("will \(store.navigator)")
      case .didChange(let record):
        heard.append("did \(store.navigator) \(record.input) \(record.events)")
      }
    }

    store.send(.push(.thread(7)))

    #expect(
      heard == [
        "will [inbox#0]",
        "did [inbox#0, thread(7)#1] push(thread(7)) [pushed(thread(7)#1)]",
      ])
  }

  @Test("observe hears each change that applies once, after it, with its record")
  func observeHearsAppliedChanges() {
    let store = NavigatorStore(root: Screen.inbox)
    var heard: [String] = []
    store.observe { [unowned store] record in heard.append("\(store.navigator): \(record)") }

    store.send(.push(.thread(7)))
    store.send(.dismiss)
    store.send(.unwind)

    #expect(
      heard == [
        "[inbox#0, thread(7)#1]: push(thread(7)) -> [pushed(thread(7)#1)]",
        "[inbox#0]: unwind -> [popped(thread(7)#1)]",
      ])
  }

  @Test("observers run in the order they were registered, and stop when told")
  func observersRunInOrderUntilStopped() {
    let store = NavigatorStore(root: Screen.inbox)
    var heard: [String] = []
    let first = store.observeChanges { if case .didChange = $0 { heard.append("first") } }
    store.observeChanges { if case .didChange = $0 { heard.append("second") } }

    store.send(.push(.thread(1)))
    store.stopObserving(first)
    store.send(.push(.thread(2)))

    #expect(heard == ["first", "second", "second"])
  }

  @Test("a refused action is not announced, but its rejection reaches the log")
  func refusedActionsAreNotAnnounced() {
    let store = NavigatorStore(root: Screen.inbox)
    var heard = 0
    store.observeChanges { _ in heard += 1 }

    expectRefused(.alreadyAtRoot, by: store) { store.send(.unwind) }

    #expect(heard == 0)
    #expect(store.log.records.map(\.events) == [[.rejected(.unwind, reason: .alreadyAtRoot)]])
  }

  @Test("every action, from the top or a screen, is announced exactly when it applies")
  func announcedExactlyWhenItApplies() {
    var generator = SplitMix64(seed: 26)
    let store = NavigatorStore(root: Screen.inbox)
    var heard: [String] = []
    var seenBefore: Navigator<Screen>?
    store.observeChanges { [unowned store] change in
      switch change {
      case .willChange:
        heard.append("will")
        seenBefore = store.navigator
      case .didChange: heard.append("did")
      }
    }
    var applied = 0
    var refused = 0

    for step in 0..<600 {
      let action = randomAction(for: store.navigator, using: &generator)
      let screen =
        step % 3 == 0 ? store.navigator.allEntries.randomElement(using: &generator)?.id : nil
      let before = store.navigator
      let applies = before.rejection(of: action, from: screen) == nil
      heard = []
      seenBefore = nil

      let events = if let screen { store.send(action, from: screen) } else { store.send(action) }

      #expect(events.isRejected == !applies)
      #expect(
        heard == (applies ? ["will", "did"] : []), "\(action) from \(String(describing: screen))")
      #expect(seenBefore == (applies ? before : nil))
      if applies { applied += 1 } else { refused += 1 }
    }

    #expect(applied > 100)
    #expect(refused > 100)
  }

  @Test("an action that applies and changes nothing is announced with no events")
  func emptyChangesAreAnnounced() {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.present(.settings))
    var heard: [String] = []
    store.observeChanges { change in
      switch change {
      case .willChange: heard.append("will")
      case .didChange(let record): heard.append("did \(record.events)")
      }
    }

    store.send(.selectDetent(.medium, of: 1))

    #expect(heard == ["will", "did []"])
  }

  @Test("every reader of events() gets every event, in order")
  func everyReaderGetsEveryEvent() async {
    let store = NavigatorStore(root: Screen.inbox)
    let readers = (0..<3).map { _ in store.events() }
    var expected: [Navigator<Screen>.Event] = []

    for action: Navigator<Screen>.Action in [
      .push(.thread(1)), .present(.settings), .unwind, .push(.account), .home, .dismiss,
    ] {
      expected += store.send(action)
    }
    let tasks = readers.map { stream in
      Task { await collect(stream.prefix(expected.count)) }
    }

    for task in tasks {
      #expect(await task.value == expected)
    }
    #expect(expected.count == 8)  // Two refusals among them.
  }

  @Test("a reader that started late gets the events from then on")
  func lateReaderStartsAtItsCall() async {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.push(.thread(1)))

    let stream = store.events()
    let events = store.send(.push(.thread(2)))

    #expect(await collect(stream.prefix(1)) == Array(events))
  }

  @Test("the streams finish when the store is deinitialized")
  func streamsEndWithTheStore() async {
    var store: NavigatorStore<Screen>? = NavigatorStore(root: .inbox)
    let first = store?.events()
    let second = store?.events()
    let events = store?.send(.push(.thread(7)))

    store = nil
    var read: [[Navigator<Screen>.Event]] = []
    for stream in [first, second].compactMap(\.self) {
      var all: [Navigator<Screen>.Event] = []
      for await event in stream { all.append(event) }  // Ends only if the stream finished.
      read.append(all)
    }

    #expect(read == [Array(events ?? []), Array(events ?? [])])
  }

  @Test("a reader that stops early is forgotten at the next event, and the others read on")
  func earlyStopIsForgotten() async {
    let store = NavigatorStore(root: Screen.inbox)
    let stayer = store.events()
    let first = store.send(.push(.thread(1)))
    do {
      let quitter = store.events()
      let second = store.send(.push(.thread(2)))
      #expect(await collect(quitter.prefix(1)) == Array(second))  // Then the quitter is gone.
    }
    #expect(store.eventStreamCount == 2)

    let third = store.send(.push(.thread(3)))

    #expect(store.eventStreamCount == 1)
    #expect(
      await collect(stayer.prefix(3)) == Array(first) + Array(store.log.records[1].events)
        + Array(third))
  }

  @Test("a stream nobody iterates stays open while it is held")
  func heldStreamStaysOpen() {
    let store = NavigatorStore(root: Screen.inbox)
    let held = store.events()

    store.send(.push(.thread(1)))
    store.send(.push(.thread(2)))

    #expect(store.eventStreamCount == 1)
    _ = held
  }
}
