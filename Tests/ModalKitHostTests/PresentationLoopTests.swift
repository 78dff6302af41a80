import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

/// A store, a loop and a host wired with the two callbacks, and a log of removal callbacks.
@MainActor
struct Rig {
  let store: NavigatorStore<Screen>
  let loop: PresentationLoop<Screen>
  let host: LoopHost
  let clock = ManualLoopClock()
  let calls = CallLog()

  init(
    _ navigator: Navigator<Screen> = Navigator(root: .inbox), abilities: PlatformAbilities,
    seed: UInt64 = 1, store: NavigatorStore<Screen>? = nil
  ) {
    self.store = store ?? NavigatorStore(navigator)
    loop = PresentationLoop(self.store, abilities: abilities, clock: clock)
    host = LoopHost(root: self.store.navigator.stack.root, seed: seed)
    host.clock = clock
    host.wire(loop)
    loop.start()
  }

  /// Sends an action and records a callback for the entry it creates.
  @discardableResult
  func send(_ action: Navigator<Screen>.Action, from screen: EntryID? = nil)
    -> Navigator<Screen>.Events
  {
    let events = loop.send(action, from: screen)
    for case .pushed(let entry) in events {
      store.onRemoval(of: entry.id, perform: calls.callback("\(entry)"))
    }
    for case .presented(let entry, _) in events {
      store.onRemoval(of: entry.id, perform: calls.callback("\(entry)"))
    }
    return events
  }

  /// Whether the host shows the store's navigator (but for the layers the driver holds above
  /// a dialog), nothing animates and nothing broke a rule.
  var converged: Bool {
    host.due.isEmpty && host.animations.isEmpty && loop.isSettled
      && host.shows(store.navigator, belowLevel: loop.driver.heldLevel)
      && host.violations.isEmpty
  }
}

@MainActor
@Suite("The presentation loop: a store, a driver and a host")
struct PresentationLoopTests {
  // MARK: - The whole loop

  @Test("the screen follows every change, one acknowledged step at a time")
  func wholeLoopConverges() {
    let rig = Rig(abilities: .iOS15)

    rig.send(.present(.settings))
    rig.send(.push(.account))
    rig.send(.present(.confirm))
    rig.host.settle()

    #expect(rig.converged)
    #expect(
      rig.host.steps == [
        "present settings#1 as sheet(medium, large; grabber) at level 1",
        "set level 1 to [settings#1, account#2]",
        "present confirm#3 as alert(\"Delete?\") at level 2",
      ])

    rig.send(.home)
    rig.host.settle()

    #expect(rig.converged)
    #expect(
      Array(rig.host.steps.dropFirst(3)) == [
        "dismiss #3 (programmatic)", "dismiss #1 (programmatic)",
      ])
    #expect(
      rig.calls.lines == [
        "confirm#3: dismissed(programmatic)", "account#2: popped",
        "settings#1: dismissed(programmatic)",
      ])
  }

  @Test("a host that acknowledges from inside perform gets each output in order")
  func synchronousHostConverges() {
    let store = NavigatorStore(root: Screen.inbox)
    let loop = PresentationLoop(store, abilities: .iOS15)
    var performed: [String] = []
    loop.perform = { [unowned loop] output, _ in
      guard let step = output.step, let token = output.token else { return }
      performed.append(step.description)
      for acknowledgement in step.acknowledgements { loop.acknowledge(acknowledgement, of: token) }
    }
    loop.start()

    store.send(.present(.settings))
    store.send(.present(.confirm))
    store.send(.home)

    #expect(loop.isSettled)
    #expect(
      performed == [
        "present settings#1 as sheet(medium, large; grabber) at level 1",
        "present confirm#2 as alert(\"Delete?\") at level 2",
        "dismiss #2 (programmatic)", "dismiss #1 (programmatic)",
      ])
  }

  @Test("a report a host makes from inside perform waits for the output under way, then applies")
  func reportFromInsidePerformWaits() {
    let store = NavigatorStore(root: Screen.inbox)
    let loop = PresentationLoop(store, abilities: .iOS17, clock: ManualLoopClock())
    var layersWhenReported: [EntryID] = []
    var reported = false
    loop.perform = { [unowned loop] output, _ in
      guard let step = output.step, let token = output.token else { return }
      for acknowledgement in step.acknowledgements { loop.acknowledge(acknowledgement, of: token) }
      guard !reported, case .present(let layer, _)? = step.commands.first else { return }
      // The user swipes the sheet away the moment it is up: the loop is still handing out
      // this output, so the report waits its turn.
      reported = true
      loop.report(.dismissed(layer.id, .interactive))
      layersWhenReported = loop.driver.shown.layers.map(\.id)
    }
    loop.start()

    let events = store.send(.present(.settings))

    #expect(events.presentedEntry?.id == 1)
    #expect(reported)
    #expect(layersWhenReported == [1])
    #expect(!store.navigator.isPresenting)
    #expect(
      store.log.records.last?.events == [
        .dismissed(RouteEntry(id: 1, route: Screen.settings), reason: .interactive)
      ])
    #expect(loop.isSettled)
  }

  @Test("a store with sheets up is brought to screen layer by layer when the loop starts")
  func startShowsARestoredState() {
    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.present(.settings))
    navigator.send(.present(.photo(1)))

    let rig = Rig(navigator, abilities: .iOS17)
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.steps.count == 2)
  }

  // MARK: - The user

  @Test("a completed swipe goes through the store: the callback runs once, as interactive")
  func swipeRunsTheCallbackOnce() {
    let rig = Rig(abilities: .iOS17)
    rig.send(.present(.settings))
    rig.host.settle()

    rig.host.swipe(1)
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.calls.lines == ["settings#1: dismissed(interactive)"])
    #expect(rig.store.navigator.layers.isEmpty)
    #expect(rig.host.steps == ["present settings#1 as sheet(medium, large; grabber) at level 1"])
  }

  @Test("a swipe while a step beneath the sheet animates: both finish, the callback runs once")
  func swipeMidStep() {
    let rig = Rig(abilities: .iOS15)
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    rig.send(.present(.settings, as: undimmed))
    rig.host.settle()

    rig.send(.push(.thread(1)), from: 0)  // a button on the inbox beneath the sheet
    #expect(rig.loop.driver.step?.description == "set level 0 to [inbox#0, thread(1)#2]")
    rig.host.swipe(1)
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.store.navigator.description == "[inbox#0, thread(1)#2]")
    #expect(rig.calls.lines == ["settings#1: dismissed(interactive)"])
  }

  @Test("a swipe begun holds the next step; cancelled, the step goes")
  func swipeBegunAndCancelled() {
    let rig = Rig(abilities: .iOS17)
    rig.send(.present(.settings))
    rig.host.settle()

    rig.loop.report(.swipeBegan(1))
    rig.send(.present(.confirm))
    let whileDragging = rig.host.steps.count
    rig.loop.report(.swipeCancelled(1))
    rig.host.settle()

    #expect(whileDragging == 1)
    #expect(rig.converged)
    #expect(rig.calls.lines == [])
  }

  // MARK: - Deep links and restores

  @Test("a deep link while sheets are up dismisses them one by one, then shows the link")
  func deepLinkWhileSheetsAreUp() throws {
    let rig = Rig(abilities: .iOS15)
    rig.send(.push(.thread(7)))
    rig.send(.present(.settings))
    rig.send(.push(.account))
    rig.send(.present(.confirm))
    rig.host.settle()
    let before = rig.host.steps.count

    try rig.store.open("/inbox/profile;sheet", as: screenLinks)
    rig.host.settle()

    #expect(rig.converged)
    #expect(
      Array(rig.host.steps.dropFirst(before)) == [
        "dismiss #4 (programmatic)", "dismiss #2 (programmatic)", "set level 0 to [inbox#0]",
        "present profile#5 as sheet(large) at level 1",
      ])
    #expect(
      rig.calls.lines == [
        "confirm#4: dismissed(programmatic)", "account#3: popped",
        "settings#2: dismissed(programmatic)", "thread(7)#1: popped",
      ])
  }

  @Test("a deep link that arrives mid-step is planned from where the screen really is")
  func deepLinkMidStep() throws {
    let rig = Rig(abilities: .iOS16)
    rig.send(.present(.settings))
    #expect(rig.loop.driver.step != nil)

    try rig.store.open("/inbox/thread:2", as: screenLinks)
    rig.host.settle()

    #expect(rig.converged)
    #expect(
      rig.host.steps == [
        "present settings#1 as sheet(medium, large; grabber) at level 1",
        "dismiss #1 (programmatic)",
        "set level 0 to [inbox#0, thread(2)#2]",
      ])
    #expect(rig.calls.lines == ["settings#1: dismissed(programmatic)"])
  }

  @Test("a restore while sheets are up takes the same path")
  func restoreWhileSheetsAreUp() {
    let rig = Rig(abilities: .iOS17)
    let saved = rig.store.navigator
    rig.send(.present(.settings))
    rig.send(.present(.photo(1)))
    rig.host.settle()

    rig.store.restore(saved)
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.steps.last == "dismiss #2, #1 (programmatic)")
    #expect(
      rig.calls.lines == [
        "photo(1)#2: dismissed(programmatic)", "settings#1: dismissed(programmatic)",
      ])
  }

  // MARK: - Stopping

  @Test("a stopped loop hears nothing; started again, it catches up")
  func stopAndStartAgain() {
    let rig = Rig(abilities: .iOS17)
    rig.loop.stop()

    rig.send(.present(.settings))
    let whileStopped = rig.host.steps.count
    rig.loop.start()
    rig.host.settle()

    #expect(whileStopped == 0)
    #expect(rig.converged)
  }

  @Test("a running loop let go of is freed; the store it followed goes on without it")
  func runningLoopIsFreed() {
    let store = NavigatorStore(Navigator<Screen>(root: .inbox))
    var outputs = 0
    weak var released: PresentationLoop<Screen>?
    do {
      let loop = PresentationLoop(store, abilities: .iOS17, clock: ManualLoopClock()) { _, _ in
        outputs += 1
      }
      loop.start()
      released = loop
      store.send(.push(.thread(1)))
      #expect(outputs == 1)
    }
    // The store's observer holds the loop weakly: nothing else kept it.
    #expect(released == nil)

    let events = store.send(.push(.thread(2)))
    #expect(events.count == 1)
    #expect(store.navigator.stack.depth == 2)
    #expect(outputs == 1)
  }
}

/// Seeded runs of 60 moves for each ability set: 40 seeds each in the long run
/// (`MODALKIT_LONG=1`), the first 10 in `swift test`.
@MainActor
@Suite("The presentation loop under random actions, swipes, links and acknowledgement orders")
struct PresentationLoopPropertyTests {
  nonisolated static let abilitySets: [PlatformAbilities] = [
    .conservative, .iOS15, .iOS16, .iOS17, .macOS13, .uiKit,
  ]

  /// How many seeds each ability set runs.
  nonisolated static let seeds = LongRuns.size(short: UInt64(10), long: 40)

  @Test(
    "the screen converges to the store, no step breaks a rule, every callback runs once",
    arguments: abilitySets)
  func randomRuns(abilities: PlatformAbilities) throws {
    for seed in 1...Self.seeds {
      let rig = Rig(abilities: abilities, seed: seed)
      var random = SplitMix64(seed: seed &* 7919)
      var counts: [EntryID: Int] = [:]
      var created: Set<EntryID> = []
      for _ in 0..<60 {
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1, 2:
          rig.loop.send(.push(random.pick(pushedRoutes)))
        case 3, 4:
          rig.loop.send(.present(random.pick(presentedRoutes)))
        case 5: rig.loop.send(.dismiss)
        case 6: rig.loop.send(.unwind)
        case 7: rig.loop.send(.home)
        case 8:
          if let top = rig.host.layers.last, rig.loop.driver.phase(of: top.id) == .presented {
            rig.host.swipe(top.id)
          }
        case 9:
          let link = Bool.random(using: &random) ? "/inbox/thread:3/settings;sheet" : "/inbox"
          try rig.store.open(link, as: screenLinks)
        default:
          for _ in 0..<Int.random(in: 1...3, using: &random) { rig.host.tick() }
        }
        for entry in rig.store.navigator.allEntries where !created.contains(entry.id) {
          created.insert(entry.id)
          rig.store.onRemoval(of: entry.id) { _ in counts[entry.id, default: 0] += 1 }
        }
      }
      rig.host.settle(limit: 1000)

      #expect(rig.converged, "seed \(seed): \(rig.host.description) vs \(rig.store.navigator)")
      #expect(rig.host.violations == [], "seed \(seed)\n\(rig.host.trace.joined(separator: "\n"))")
      let alive = Set(rig.store.navigator.allEntries.map(\.id))
      for id in created {
        #expect(counts[id, default: 0] == (alive.contains(id) ? 0 : 1), "seed \(seed), #\(id)")
      }
    }
  }
}
