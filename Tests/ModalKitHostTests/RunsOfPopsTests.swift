import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTrace
import Testing

/// A store whose window's stack holds `depth` threads, and a sheet with three pushes over it:
/// `[inbox#0, thread(1)#1, ... thread(depth)#depth] > sheet [settings, account, account,
/// account]`.
@MainActor
private func deepStore(_ depth: Int) -> NavigatorStore<Screen> {
  var navigator = Navigator(root: Screen.inbox)
  for number in 1...depth { navigator.send(.push(.thread(number))) }
  navigator.send(.present(.settings))
  for _ in 0..<3 { navigator.send(.push(.account)) }
  return NavigatorStore(navigator)
}

/// Runs of pops (a home from a deep stack) reach every reader of a store's events as the
/// navigator returned them: each reader that reads them one by one gets every event, in order,
/// exactly as from an array of them.
@MainActor
@Suite("Runs of pops, downstream")
struct RunsOfPopsTests {
  @Test("observers, the log, streams and callbacks see a deep home as an array would show it")
  func listenersSeeEveryEvent() async {
    let store = deepStore(400)
    var heard: [Navigator<Screen>.Events] = []
    store.observeChanges { change in
      if case .didChange(let record) = change { heard.append(record.events) }
    }
    let stream = store.events()
    var removed: [String] = []
    for id: EntryID in [1, 200, 400, 402] {
      store.onRemoval(of: id) { reason in removed.append("\(id) \(reason)") }
    }

    let events = store.send(.home)

    let expected = Array(events)
    #expect(expected.count == 404)  // the sheet's 3 pops and its dismissal, then 400 pops
    #expect(heard.map { Array($0) } == [expected])
    #expect(heard.first == events)
    #expect(store.log.records.last.map { Array($0.events) } == expected)
    #expect(await collect(stream.prefix(expected.count)) == expected)
    #expect(removed == ["#402 popped", "#400 popped", "#200 popped", "#1 popped"])
  }

  @Test("a recording replays a deep home to the same events, and writes them as a trace does")
  func recordingAndTrace() {
    let store = deepStore(300)
    store.startRecording()

    let events = store.send(.home)

    let replayed = store.recording?.records.last?.events
    #expect(replayed == events)
    let strings = Navigator.Events(events.map { $0.mapRoutes { "\($0)" } })
    #expect(TraceEncoder.encode(strings) == TraceEncoder.encode(Array(strings)))
  }

  @Test("a driver takes a deep home's events as it takes the same events built one by one")
  func driverTakesRunsAsEvents() {
    let store = deepStore(500)
    var lazy = PresentationDriver(store.navigator, abilities: .iOS15)
    settle(&lazy)
    var eager = lazy
    var navigator = store.navigator

    lazy.releaseTarget()
    eager.releaseTarget()
    let events = navigator.send(.home)
    let fromRuns = lazy.retarget(to: navigator, events: events)
    let fromArray = eager.retarget(to: navigator, events: Navigator.Events(Array(events)))

    #expect(fromRuns == fromArray)
    #expect(lazy == eager)
  }

  @Test("a loop brings a deep home on screen, each layer dismissed for the navigator's reason")
  func loopFollowsDeepHome() {
    let store = deepStore(1_000)
    let clock = ManualLoopClock()
    var phases: [PhaseChange] = []
    let loop = PresentationLoop(store, abilities: .iOS17, clock: clock)
    loop.perform = { [unowned loop] output, _ in
      phases += output.phases
      guard let step = output.step, let token = output.token else { return }
      for command in step.commands { loop.acknowledge(command.acknowledgement, of: token) }
    }
    loop.start()
    phases = []

    store.send(.home)

    #expect(loop.isSettled)
    #expect(loop.shown.stack.depth == 0 && loop.shown.layers.isEmpty)
    #expect(phases.map(\.phase) == [.dismissing(.programmatic), .dismissed(.programmatic)])
  }

  /// Hands out and acknowledges every step until the driver shows its target.
  private func settle(_ driver: inout PresentationDriver<Screen>) {
    var output = driver.advance()
    while let step = output.step, let token = output.token {
      for command in step.commands {
        output = driver.acknowledge(command.acknowledgement, of: token)
      }
    }
  }
}
