import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

/// The findings of the loop's robustness issue, each rebuilt from its description: restores
/// that reuse ids with other content, acknowledgements that come twice or late, a host that
/// never acknowledges.
@MainActor
@Suite("The loop across restores, stale signals and silent hosts")
struct LoopRobustnessTests {
  @Test(
    "a restore that turns the layer with an id into another style converges, both ways",
    arguments: [
      (Presentation.fullScreenCover, Presentation.sheet(detents: [.medium, .large])),
      (Presentation.sheet(detents: [.medium, .large]), Presentation.fullScreenCover),
    ])
  func restoreChangesStyle(before: Presentation, after: Presentation) throws {
    let rig = Rig(try state([0: .inbox], layers: [(before, [1: .settings])]), abilities: .iOS17)
    rig.host.settle()

    rig.store.restore(try state([0: .inbox], layers: [(after, [1: .settings])]))
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.store.navigator.topLayer?.id == 2)
    #expect(rig.host.layers.map(\.presentation) == [after])
    #expect(rig.host.steps.count <= 4)
  }

  @Test(
    "a restore that changes an entry beneath the top of a stack converges within the abilities",
    arguments: [PlatformAbilities.iOS15, .iOS16, .conservative])
  func restoreChangesBeneathTheTop(abilities: PlatformAbilities) throws {
    // Screen [inbox#0, a#1, b#3], restored [inbox#0, x#2, b#3].
    let live = try state([0: .inbox, 1: .thread(1), 3: .thread(3)])
    let saved = try state([0: .inbox, 2: .compose, 3: .thread(3)])
    let rig = Rig(live, abilities: abilities)
    rig.host.settle()

    rig.store.restore(saved)
    rig.host.settle()

    #expect(rig.converged, "\(rig.host.description) vs \(rig.store.navigator)")
    #expect(rig.host.violations == [])
    #expect(rig.store.navigator.description == "[inbox#0, compose#4, thread(3)#5]")
  }

  @Test("an id that leaves and comes back with another route, while a step is under way")
  func idComesBackWithAnotherRoute() throws {
    let rig = Rig(try state([0: .inbox], layers: [(.sheet(), [1: .settings])]), abilities: .iOS16)
    rig.host.settle()

    rig.store.restore(try state([0: .inbox], nextID: 2))  // The dismissal of #1 is under way.
    rig.store.restore(try state([0: .inbox], layers: [(.sheet(), [1: .profile])]))
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.layers.map(\.stack.root) == [RouteEntry(id: 2, route: .profile)])
  }

  @Test("a second or late didDismiss of a layer never dismisses the one shown after it")
  func lateDidDismissAfterRestore() throws {
    let rig = Rig(try state([0: .inbox], layers: [(.sheet(), [1: .settings])]), abilities: .iOS16)
    rig.host.settle()
    let presentToken = rig.loop.driver.stepCount
    rig.store.send(.dismiss)
    let dismissToken = try #require(rig.loop.driver.token)
    rig.host.settle()
    rig.store.restore(try state([0: .inbox], layers: [(.sheet(), [1: .settings])]))
    rig.host.settle()
    let shownBefore = rig.store.navigator

    rig.loop.acknowledge(.didDismiss(1), of: dismissToken)
    rig.loop.acknowledge(.didDismiss(2), of: dismissToken)
    rig.loop.acknowledge(.didPresent(2), of: StepToken(presentToken))

    #expect(rig.store.navigator == shownBefore)
    #expect(rig.converged)
    #expect(rig.loop.driver.diagnostics.staleAcknowledgements == 3)
    #expect(rig.loop.notices.suffix(3).allSatisfy { "\($0)".hasSuffix("(stale)") })
  }

  @Test("a host that never acknowledges: every step's deadline passes, and the screen follows")
  func hostThatNeverAcknowledges() throws {
    let rig = Rig(abilities: .iOS17)
    rig.host.drops = 100
    var random = SplitMix64(seed: 99)
    var counts: [EntryID: Int] = [:]
    var created: Set<EntryID> = []

    for _ in 0..<2000 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: rig.loop.send(.push(random.pick(pushedRoutes)))
      case 1: rig.loop.send(.present(random.pick(presentedRoutes)))
      case 2: rig.loop.send(.dismiss)
      case 3: rig.loop.send(.unwind)
      default: rig.host.tick()
      }
      for entry in rig.store.navigator.allEntries where !created.contains(entry.id) {
        created.insert(entry.id)
        rig.store.onRemoval(of: entry.id) { _ in counts[entry.id, default: 0] += 1 }
      }
    }
    rig.host.drops = 0
    rig.host.settle(limit: 400)

    #expect(rig.converged, "\(rig.host.description) vs \(rig.store.navigator)")
    #expect(rig.loop.driver.diagnostics.missedDeadlines > 20)
    #expect(rig.loop.notices.contains { if case .missedDeadline = $0 { true } else { false } })
    let alive = Set(rig.store.navigator.allEntries.map(\.id))
    for id in created { #expect(counts[id, default: 0] == (alive.contains(id) ? 0 : 1)) }
  }

  @Test("a presentation the platform drops is noticed at its deadline and presented again")
  func droppedPresentation() throws {
    let rig = Rig(abilities: .uiKit)
    rig.host.dropsPresentations = 100

    rig.send(.present(.settings))
    for _ in 0..<4 { rig.host.tick() }
    let before = rig.loop.driver.diagnostics.missedDeadlines
    for _ in 0..<8 { rig.host.tick() }
    rig.host.dropsPresentations = 0
    rig.host.settle()

    #expect(before == 0)
    #expect(rig.loop.driver.diagnostics.missedDeadlines >= 1)
    #expect(rig.converged)
    #expect(rig.host.layers.map(\.id) == [1])
  }
}

@MainActor
@Suite("The presentation loop under faults, restores and relaunches")
struct LoopFaultPropertyTests {
  /// The number of runs for each ability set: short in `swift test`, long with
  /// `MODALKIT_LONG=1`.
  nonisolated static let runs = LongRuns.size(short: 12, long: 200)

  @Test(
    "with acknowledgements lost, repeated, late and reordered, presentations dropped, and restores from every source, the screen converges and every callback runs once",
    arguments: PresentationLoopPropertyTests.abilitySets)
  func faultyRuns(abilities: PlatformAbilities) throws {
    var figures = Figures()
    for seed in UInt64(1)...UInt64(Self.runs) {
      try run(abilities: abilities, seed: seed, figures: &figures)
    }
    print("loop under faults (\(abilities)): \(Self.runs) runs, \(figures)")
    #expect(figures.restores > 0 && figures.relaunches > 0 && figures.missedDeadlines > 0)
  }

  /// What the runs went through.
  struct Figures: CustomStringConvertible {
    var moves = 0
    var restores = 0
    var relaunches = 0
    var steps = 0
    var missedDeadlines = 0
    var ignoredAcknowledgements = 0

    mutating func add(_ driver: PresentationDriver<Screen>) {
      steps += driver.stepCount
      missedDeadlines += driver.diagnostics.missedDeadlines
      ignoredAcknowledgements += driver.diagnostics.ignoredAcknowledgements
    }

    var description: String {
      "\(moves) moves, \(restores) restores, \(relaunches) relaunches, \(steps) steps, "
        + "\(missedDeadlines) missed deadlines, \(ignoredAcknowledgements) ignored acknowledgements"
    }
  }

  func run(abilities: PlatformAbilities, seed: UInt64, figures: inout Figures) throws {
    var random = SplitMix64(seed: seed &* 104_729)
    var rig = Rig(abilities: abilities, seed: seed)
    func unreliable(_ host: LoopHost) {
      host.drops = 10
      host.repeats = 10
      host.delays = 10
      host.dropsPresentations = 10
    }
    unreliable(rig.host)
    var snapshots: [Navigator<Screen>] = [rig.store.navigator]
    // A class the callbacks share: a local variable captured by callbacks that a local function
    // registers is refused in release builds as a possible data race.
    @MainActor final class Counts { var calls: [Int: Int] = [:] }
    let counts = Counts()
    var launch = 0
    var registered: [(launch: Int, id: EntryID)] = []
    func register() {
      for entry in rig.store.navigator.allEntries
      where !registered.contains(where: { $0.launch == launch && $0.id == entry.id }) {
        let token = registered.count
        registered.append((launch, entry.id))
        rig.store.onRemoval(of: entry.id) { _ in counts.calls[token, default: 0] += 1 }
      }
    }
    register()
    for _ in 0..<60 {
      figures.moves += 1
      switch Int.random(in: 0..<16, using: &random) {
      case 0, 1, 2: rig.loop.send(.push(random.pick(pushedRoutes)))
      case 3, 4: rig.loop.send(.present(random.pick(presentedRoutes)))
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
      case 10:
        // An own snapshot, taken earlier in this launch.
        if let saved = snapshots.randomElement(using: &random) {
          rig.store.restore(saved)
          figures.restores += 1
        }
      case 11:
        // An edited state: a snapshot with its top route changed or its top layer gone.
        if var saved = snapshots.randomElement(using: &random) {
          if saved.isPresenting, Bool.random(using: &random) {
            saved.send(.dismiss)
          } else {
            saved.send(.update(saved.top.id, to: .search("edited")))
          }
          rig.store.restore(saved)
          figures.restores += 1
        }
      case 12:
        // A foreign state, built by another navigator from another root.
        var foreign = Navigator(root: Screen.account)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
          foreign.send(randomAction(for: foreign, using: &random))
        }
        rig.store.restore(foreign)
        figures.restores += 1
      case 13:
        // A relaunch: a fresh store, loop and host restore the last launch's state.
        let saved = rig.store.navigator
        rig.host.settle(limit: 400)
        let fresh = Rig(abilities: abilities, seed: seed &+ 1)
        unreliable(fresh.host)
        fresh.store.restore(saved)
        figures.add(rig.loop.driver)
        figures.relaunches += 1
        rig = fresh
        launch += 1
      default:
        for _ in 0..<Int.random(in: 1...4, using: &random) { rig.host.tick() }
      }
      snapshots.append(rig.store.navigator)
      register()
    }
    rig.host.drops = 0
    rig.host.dropsPresentations = 0
    rig.host.delays = 0
    rig.host.settle(limit: 1000)
    figures.add(rig.loop.driver)

    #expect(rig.converged, "seed \(seed): \(rig.host.description) vs \(rig.store.navigator)")
    #expect(
      rig.host.violations == [],
      "seed \(seed)\n\(rig.host.trace.suffix(40).joined(separator: "\n"))")
    let alive = Set(rig.store.navigator.allEntries.map(\.id))
    for (token, entry) in registered.enumerated() where entry.launch == launch {
      #expect(
        counts.calls[token, default: 0] == (alive.contains(entry.id) ? 0 : 1),
        "seed \(seed), \(entry.id)"
      )
    }
    for (token, _) in registered.enumerated() { #expect(counts.calls[token, default: 0] <= 1) }
  }
}
