import Foundation
import ModalKit
import ModalKitTestSupport
import Testing

/// Seeded random walks: the navigator, the reference model and the audit in lockstep.
///
/// `swift test` walks 3 seeds x 3,000 steps. The long run (`MODALKIT_LONG=1`, as `.ci/run` sets
/// it) walks 3 other seeds 1,000,000 steps each, in release:
///
///     MODALKIT_LONG=1 swift test -c release --filter RandomWalk
///
/// A failure prints the seed, the step and a command that replays exactly that walk.
/// `MODALKIT_WALK_SEEDS` and `MODALKIT_WALK_STEPS` set the seeds and the steps of any run;
/// `.ci/walk.sh [seeds] [steps]` walks more seeds for longer.
@Suite("Random walk")
struct RandomWalkTests {
  /// The seeds the long run walks.
  static let longSeeds: [UInt64] = [1, 0xC0FFEE, 20_261_129]

  /// The seeds `swift test` walks, each meeting everything the walk must meet within 1,500 steps.
  ///
  /// That is half the short walk. A change to the action decoder changes every walk; if one of
  /// these then misses a rejection or a situation, choose seeds that do not:
  /// `MODALKIT_WALK_SEEDS=$(seq -s, 1 60) MODALKIT_WALK_STEPS=1500 swift test --filter RandomWalk`.
  static let shortSeeds: [UInt64] = [11, 25, 40]

  /// `MODALKIT_WALK_SEEDS` (comma separated), or the seeds of this run.
  static var seeds: [UInt64] {
    let text = ProcessInfo.processInfo.environment["MODALKIT_WALK_SEEDS"] ?? ""
    let parsed = text.split(separator: ",").compactMap {
      UInt64($0.trimmingCharacters(in: .whitespaces))
    }
    return parsed.isEmpty ? LongRuns.size(short: shortSeeds, long: longSeeds) : parsed
  }

  /// The steps of each walk: `MODALKIT_WALK_STEPS`, or the size of this run.
  static var steps: Int {
    ProcessInfo.processInfo.environment["MODALKIT_WALK_STEPS"].flatMap { Int($0) }
      ?? LongRuns.size(short: 3_000, long: 1_000_000)
  }

  /// What a walk saw: how many steps, how many rejections of each reason, which situations.
  struct Tally {
    var steps = 0
    var applied = 0
    var reasons: [String: Int] = [:]
    var situations: Set<String> = []
    var appliedBelowTop = 0
    var deepestLevel = 0
  }

  /// Walks `steps` steps from `seed`; returns the tally, or records the first failure.
  static func walk(seed: UInt64, steps: Int) -> Tally? {
    var generator = RandomBytes(seed: seed)
    var harness = ReliabilityHarness()
    var tally = Tally()
    for index in 0..<steps {
      let before = harness.navigator
      let step = ActionDecoder.step(for: before, from: &generator)
      if let problem = harness.step(step) {
        Issue.record(
          """
          random walk failed at seed \(seed), step \(index)
            before: \(before)
            step:   \(step)
            \(problem)
          replay: MODALKIT_WALK_SEEDS=\(seed) MODALKIT_WALK_STEPS=\(index + 1) \
          swift test -c release --filter RandomWalk
          """)
        return nil
      }
      tally.steps += 1
      tally.deepestLevel = max(tally.deepestLevel, harness.navigator.topLevel)
      if let reason = harness.lastEvents.rejection {
        tally.reasons[Self.name(of: reason), default: 0] += 1
      } else {
        tally.applied += 1
        if let situation = situation(of: step, in: before) {
          tally.situations.insert(situation)
          if situation == Self.belowTop { tally.appliedBelowTop += 1 }
        }
      }
    }
    return tally
  }

  /// The situations the walk must reach, beyond every rejection: the ones issue 8 added.
  static let requiredSituations: Set<String> = [
    belowTop, "close of a pushed entry at the top level",
    "close of a pushed entry below the top level", "close of a layer's root",
    "close of a queued entry", "tapButton on an overlay", "confirmationDialog presented",
  ]

  /// An action sent from a screen beneath the topmost level, through layers that let input by.
  static let belowTop = "from a screen below the top"

  /// Which of ``requiredSituations`` an applied step is an instance of, judged on the state
  /// before it.
  static func situation(of step: WalkStep, in before: WalkNavigator) -> String? {
    if let screen = step.screen,
      let level = (0...before.topLevel).first(where: { level in
        before.stack(atLevel: level)?.contains { $0.id == screen } == true
      }),
      level < before.topLevel
    {
      return belowTop
    }
    switch step.action {
    case .close(let id):
      if before.queue.items.contains(where: { $0.id == id }) { return "close of a queued entry" }
      if before.layers.contains(where: { $0.id == id }) { return "close of a layer's root" }
      return before.topStack.contains { $0.id == id }
        ? "close of a pushed entry at the top level" : "close of a pushed entry below the top level"
    case .tapButton(_, let id):
      let layer = before.layers.first { $0.id == id }
      return layer?.presentation.overlay != nil ? "tapButton on an overlay" : nil
    case .present(_, let presentation?, _):
      if case .confirmationDialog = presentation.style { return "confirmationDialog presented" }
      return nil
    default:
      return nil
    }
  }

  /// The name of a rejection reason, without its payload.
  static func name(of reason: RejectionReason) -> String {
    if case .invalidPresentation = reason { return "invalidPresentation" }
    return "\(reason)"
  }

  /// Every rejection a navigator made with `init(root:)` can reach.
  ///
  /// `idsExhausted` is not among them: it takes 2⁵³ actions.
  static let reachableReasons: Set<String> = [
    "alreadyAtRoot", "alreadyOnTop", "countOutOfRange", "unknownEntry", "noMatchingEntry",
    "notPresented", "nothingPresented", "dismissalNotAllowed", "inputBlocked", "unknownButton",
    "notASheet",
    "detentNotOffered", "invalidPresentation", "alreadyPresented", "slotOccupied",
    "layerNotNavigable", "noPresentation",
  ]

  @Test(
    "a seeded walk keeps every invariant and agrees with the reference model at every step",
    arguments: RandomWalkTests.seeds)
  func walk(seed: UInt64) {
    guard let tally = Self.walk(seed: seed, steps: Self.steps) else { return }
    let rejected = tally.steps - tally.applied
    print(
      "random walk: seed \(seed), \(tally.steps) steps, 0 violations, "
        + "\(tally.applied) applied, \(rejected) rejected, deepest level \(tally.deepestLevel), "
        + "\(tally.appliedBelowTop) applied from a screen below the top")
    #expect(tally.steps == Self.steps)
    #expect(Set(tally.reasons.keys) == Self.reachableReasons, "seed \(seed) missed a rejection")
    #expect(tally.situations == Self.requiredSituations, "seed \(seed) missed a situation")
  }
}
