import ModalKit
import ModalKitStore
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
    #expect(store.log.start.description == "[inbox#0, thread(1)#1, thread(2)#2]")
  }

  @Test("the default log keeps 32 records")
  func defaultCapacity() {
    let store = NavigatorStore(root: Screen.inbox)

    for index in 0..<40 { store.send(.push(.thread(index))) }

    #expect(store.log.capacity == 32)
    #expect(store.log.records.count == 32)
    #expect(store.log.records.first?.input == .send(.push(.thread(8)), from: nil))
  }

  @Test("a log of capacity 0 keeps nothing, and its start is the current state")
  func emptyLog() {
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 0)

    store.send(.push(.thread(1)))
    store.send(.present(.settings))

    #expect(store.log.records.isEmpty)
    #expect(store.log.inputs.isEmpty)
    #expect(store.log.droppedCount == 2)
    #expect(store.log.start == store.navigator)
  }

  @Test(
    "start and the inputs, replayed, give the store's state and events back",
    arguments: [(0, 1), (1, 2), (5, 3), (32, 4), (200, 5)] as [(Int, UInt64)])
  func replayReproducesTheStore(capacity: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let store = NavigatorStore(root: Screen.inbox, logCapacity: capacity)
    var snapshots = [store.navigator]
    var reported: [[Navigator<Screen>.Event]] = []

    for step in 0..<300 {
      let action = randomAction(for: store.navigator, using: &generator)
      if step % 37 == 36, let saved = snapshots.randomElement(using: &generator) {
        reported.append(store.restore(saved))
      } else if step % 5 == 0,
        let screen = store.navigator.allEntries.randomElement(using: &generator)
      {
        reported.append(Array(store.send(action, from: screen.id)))
      } else {
        reported.append(Array(store.send(action)))
      }
      snapshots.append(store.navigator)
    }

    var replayed = store.log.start
    for input in store.log.inputs {
      switch input {
      case .send(let action, nil): replayed.send(action)
      case .send(let action, let screen?): replayed.send(action, from: screen)
      case .restore(let navigator): replayed = navigator
      }
    }
    #expect(replayed == store.navigator)
    #expect(store.log.records.map(\.events) == Array(reported.suffix(min(capacity, 300))))
    #expect(store.log.records.map(\.input) == store.log.inputs)
    #expect(store.log.count == min(capacity, 300))
    #expect(store.log.droppedCount == 300 - min(capacity, 300))
  }

  @Test("the start is right after every input, kept as a checkpoint or replayed in a batch")
  func startAfterEveryInput() {
    let store = NavigatorStore(root: Screen.inbox, logCapacity: 3)
    // Up past the checkpoint limit (12 entries) and back down, twice.
    let depths = Array(0..<20) + Array((0..<20).reversed()) + Array(0..<20)

    for (step, depth) in depths.enumerated() {
      store.send(depth < store.navigator.stack.depth ? .unwind : .push(.thread(depth)))

      var replayed = store.log.start
      for case .send(let action, nil) in store.log.inputs { replayed.send(action) }
      #expect(replayed == store.navigator, "after input \(step + 1)")
      #expect(store.log.count == min(step + 1, 3))
      #expect(store.log.droppedCount == step + 1 - store.log.count)
    }
    #expect(store.log.checkpointLimit == 12)
  }
}
