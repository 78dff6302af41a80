import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

@MainActor
@Suite("Store log")
struct StoreLogTests {
  @Test("the log keeps the last N inputs with their screens and events")
  func logIsBounded() {
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 3)

    store.send(.push(.thread(1)))
    store.send(.push(.thread(2)))
    store.send(.present(.settings))
    store.send(.push(.thread(3)), from: 2)
    store.send(.unwind)

    #expect(store.log.capacity == 3)
    #expect(store.log.count == 3)
    #expect(store.log.droppedCount == 2)
    #expect(
      store.log.records.map(\.description) == [
        "present(settings, sheet(medium, large; grabber)) -> [presented(settings#3, sheet)]",
        "push(thread(3)) from #2 -> [rejected(push(thread(3)), inputBlocked)]",
        "unwind -> [rejected(unwind, alreadyAtRoot)]",
      ])
  }

  @Test("the default log keeps 32 records")
  func defaultCapacity() {
    let store = NavigatorStore(root: Screen.inbox)

    for index in 0..<40 { store.send(.push(.thread(index))) }

    #expect(store.log.capacity == 32)
    #expect(store.log.records.count == 32)
    #expect(store.log.records.first?.input == .send(.push(.thread(8)), from: nil))
  }

  @Test("a log of capacity 0 keeps nothing and only counts")
  func emptyLog() {
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 0)

    store.send(.push(.thread(1)))
    store.send(.present(.settings))

    #expect(store.log.records.isEmpty)
    #expect(store.log.inputs.isEmpty)
    #expect(store.log.droppedCount == 2)
    #expect(store.recording == nil)
  }

  @Test(
    "a recorded session replays to the store's state and events; the log keeps the last ones",
    arguments: [(0, 1), (1, 2), (5, 3), (32, 4), (200, 5)] as [(Int, UInt64)])
  func replayReproducesTheStore(capacity: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let store = NavigatorStore(root: Screen.inbox, logCapacity: capacity, recordsSession: true)
    let reported = drive(store, steps: 300, using: &generator)

    let session = store.recording!
    #expect(session.start == Navigator(root: Screen.inbox))
    #expect(session.end == store.navigator)
    #expect(session.records.map { Array($0.events) } == reported)
    #expect(
      store.log.records.map { Array($0.events) } == Array(reported.suffix(min(capacity, 300))))
    #expect(store.log.records.map(\.input) == Array(session.inputs.suffix(min(capacity, 300))))
    #expect(store.log.records.map(\.input) == store.log.inputs)
    #expect(store.log.count == min(capacity, 300))
    #expect(store.log.droppedCount == 300 - min(capacity, 300))
  }

  @Test(
    "a recording started mid-session replays to the same states and events",
    arguments: [(0, 21), (40, 22), (299, 23)] as [(Int, UInt64)])
  func recordingStartedLater(startsAfter: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let store = NavigatorStore(root: Screen.inbox)
    _ = drive(store, steps: startsAfter, using: &generator)
    let startState = store.navigator
    store.startRecording()
    #expect(store.isRecording)

    var states: [Navigator<Screen>] = []
    var reported: [[Navigator<Screen>.Event]] = []
    for step in 0..<120 {
      reported += drive(store, steps: 1, from: step, using: &generator)
      states.append(store.navigator)
    }

    let session = store.recording!
    #expect(session.start == startState)
    #expect(session.inputs.count == 120)
    var replayed = session.start
    var replayedStates: [Navigator<Screen>] = []
    for input in session.inputs {
      switch input {
      case .send(let action, nil): replayed.send(action)
      case .send(let action, let screen?): replayed.send(action, from: screen)
      case .restore(let navigator): replayed = navigator
      }
      replayedStates.append(replayed)
    }
    #expect(replayedStates == states)
    #expect(session.records.map { Array($0.events) } == reported)

    // A new recording starts from the state now; stopping hands the session back.
    store.startRecording()
    #expect(store.recording?.start == store.navigator)
    #expect(store.recording?.inputs.isEmpty == true)
    store.send(.push(.thread(99)))
    #expect(store.stopRecording()?.inputs == [.send(.push(.thread(99)), from: nil)])
    #expect(store.recording == nil)
    #expect(!store.isRecording)
  }

  @Test("the ring keeps exactly the last N records, with their events, after every input")
  func ringAfterEveryInput() {
    var generator = SplitMix64(seed: 31)
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 3)
    var all: [StoreRecord<Screen>] = []

    for step in 0..<40 {
      let before = store.navigator
      let events = drive(store, steps: 1, from: step, using: &generator)[0]
      let input = store.log.inputs.last!
      var expected = before
      switch input {
      case .send(let action, nil): #expect(Array(expected.send(action)) == events)
      case .send(let action, let screen?):
        #expect(Array(expected.send(action, from: screen)) == events)
      case .restore: break
      }
      all.append(store.log.records.last!)
      #expect(store.log.records.last.map { Array($0.events) } == events)
      #expect(store.log.records == Array(all.suffix(3)), "after input \(step + 1)")
      #expect(store.log.count == min(step + 1, 3))
      #expect(store.log.droppedCount == step + 1 - store.log.count)
    }
  }

  @Test("a store that is not recording keeps no inputs beyond its ring")
  func notRecordingKeepsOnlyTheRing() throws {
    var generator = SplitMix64(seed: 41)
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 4)
    _ = drive(store, steps: 500, using: &generator)

    #expect(!store.isRecording)
    #expect(store.recording == nil)
    #expect(store.log.inputs.count == 4)
    #expect(store.log.droppedCount == 496)
    let trace = try store.trace(screenSegments)
    #expect(trace.inputs.isEmpty)
    #expect(trace.start == (try store.navigator.mapRoutes(segment)))
  }
}

/// Sends `steps` random inputs to a store (actions, actions from a screen, now and then a
/// restore of an earlier state) and returns the events of each.
@MainActor
func drive(
  _ store: NavigatorStore<Screen>, steps: Int, from first: Int = 0,
  using generator: inout SplitMix64
) -> [[Navigator<Screen>.Event]] {
  var reported: [[Navigator<Screen>.Event]] = []
  var snapshots = [store.navigator]
  for step in first..<first + steps {
    let action = randomAction(for: store.navigator, using: &generator)
    if step % 37 == 36, let saved = snapshots.randomElement(using: &generator) {
      reported.append(Array(store.restore(saved)))
    } else if step % 5 == 0,
      let screen = store.navigator.allEntries.randomElement(using: &generator)
    {
      reported.append(Array(store.send(action, from: screen.id)))
    } else {
      reported.append(Array(store.send(action)))
    }
    snapshots.append(store.navigator)
  }
  return reported
}
