import ModalKit
import ModalKitDriver
import ModalKitTestSupport
import Testing

/// Random navigator actions, random interruptions by the user, and a host that acknowledges
/// in random orders after random delays, for every ability set the driver ships: 300 seeded
/// runs per set in the long run (`MODALKIT_LONG=1`), the first 30 of them in `swift test`.
@Suite("Properties")
struct PropertyTests {
  static let abilitySets: [(String, PlatformAbilities)] = [
    ("conservative", .conservative), ("iOS15", .iOS15), ("iOS16", .iOS16), ("iOS17", .iOS17),
    ("macOS13", .macOS13), ("uiKit", .uiKit),
    (
      "everything",
      PlatformAbilities(
        dismissesSeveralLayersAtOnce: true, pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
        popsAndPushesAtOnce: true, pushesWithPresentation: true,
        selectsDetentDuringOtherChanges: true, presentsAboveDialogs: true)
    ),
  ]

  static let runsPerSet = LongRuns.size(short: 30, long: 300)
  static let moves = 120

  /// Runs one seeded simulation and returns it, settled.
  static func run(
    seed: UInt64, abilities: PlatformAbilities, faults: SimulatedHost.Faults = .none
  ) -> (Simulation, settled: Bool) {
    var simulation = Simulation(abilities: abilities, seed: seed, faults: faults)
    simulation.start()
    for _ in 0..<moves {
      let roll = simulation.random.below(100)
      if roll < 25 {
        let action = RandomActions.action(for: simulation.nav, using: &simulation.random)
        simulation.send(action)
      } else if roll < 45 {
        simulation.interrupt()
      } else {
        simulation.tick()
      }
    }
    let settled = simulation.settle()
    return (simulation, settled)
  }

  @Test(
    "the screen converges to the navigator, no step breaks a rule, phases come in order",
    arguments: abilitySets.indices)
  func convergence(set: Int) {
    let (name, abilities) = Self.abilitySets[set]
    var totals = Simulation(abilities: abilities, seed: 0)

    for run in 0..<Self.runsPerSet {
      let seed = UInt64(set * 100_000 + run)
      let (simulation, settled) = Self.run(seed: seed, abilities: abilities)

      #expect(settled, "seed \(seed) on \(name) never settled")
      let problems = simulation.problems()
      #expect(
        problems.isEmpty,
        "seed \(seed) on \(name): \(problems)\n\(simulation.transcript.suffix(40).joined(separator: "\n"))"
      )
      totals.actions += simulation.actions
      totals.stepsHandedOut += simulation.stepsHandedOut
      totals.acknowledgements += simulation.acknowledgements
      totals.staleAcknowledgements += simulation.staleAcknowledgements
      totals.targetsMidStep += simulation.targetsMidStep
      totals.requests += simulation.requests
      totals.refusedRequests += simulation.refusedRequests
      totals.swipesBegun += simulation.swipesBegun
      totals.swipesCancelled += simulation.swipesCancelled
      totals.swipesCompleted += simulation.swipesCompleted
      totals.promisesKept += simulation.promisesKept
      if problems.isEmpty == false { break }
    }

    print(
      """
      [\(name)] \(Self.runsPerSet) runs: \(totals.actions) actions, \(totals.stepsHandedOut) steps, \
      \(totals.acknowledgements) acknowledgements (\(totals.staleAcknowledgements) stale), \
      \(totals.targetsMidStep) new targets mid-step, \(totals.swipesBegun) swipes \
      (\(totals.swipesCancelled) cancelled, \(totals.swipesCompleted) completed), \
      \(totals.requests) requests (\(totals.refusedRequests) refused), \
      \(totals.promisesKept) steps checked against the plan
      """)
    // The runs exercise what they claim to: each kind of interruption happened.
    #expect(totals.targetsMidStep > 0)
    #expect(totals.swipesCancelled > 0)
    #expect(totals.swipesCompleted > 0)
    #expect(totals.staleAcknowledgements > 0)
    #expect(totals.promisesKept > 0)
  }

  @Test(
    "with a host that loses, repeats and delays acknowledgements and drops presentations, every deadline missed is caught and the screen converges",
    arguments: abilitySets.indices)
  func convergenceWithFaults(set: Int) {
    let (name, abilities) = Self.abilitySets[set]
    var missedDeadlines = 0
    var stale = 0
    var spurious = 0
    let runs = Self.runsPerSet / 3

    for run in 0..<runs {
      let seed = UInt64(set * 100_000 + 50_000 + run)
      let (simulation, settled) = Self.run(seed: seed, abilities: abilities, faults: .unreliable)

      #expect(settled, "seed \(seed) on \(name) never settled")
      let problems = simulation.problems()
      #expect(
        problems.isEmpty,
        "seed \(seed) on \(name): \(problems)\n\(simulation.transcript.suffix(40).joined(separator: "\n"))"
      )
      missedDeadlines += simulation.missedDeadlines
      stale += simulation.staleAcknowledgements
      spurious += simulation.spuriousAcknowledgements
      if !problems.isEmpty { break }
    }

    print(
      "[\(name), unreliable host] \(runs) runs: \(missedDeadlines) missed deadlines, "
        + "\(stale) acknowledgements ignored, \(spurious) spurious ones sent")
    #expect(missedDeadlines > 0)
    #expect(stale > 0)
  }
}
