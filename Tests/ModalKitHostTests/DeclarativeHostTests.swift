import Foundation
import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

/// `short` in `swift test`, `long` with `MODALKIT_LONG=1` (as `.ci/run`'s long runs).
func longRunSize(short: Int, long: Int) -> Int {
  ProcessInfo.processInfo.environment["MODALKIT_LONG"] == "1" ? long : short
}

/// A store, a loop and a simulated SwiftUI host with probes, on one manual clock.
@MainActor
struct ViewRig {
  let store: NavigatorStore<Screen>
  let loop: PresentationLoop<Screen>
  let host: ViewHost

  init(
    _ navigator: Navigator<Screen> = Navigator(root: .inbox), abilities: PlatformAbilities,
    sources: SignalSources = .uiKitProbes, seed: UInt64 = 1
  ) {
    store = NavigatorStore(navigator)
    let clock = ManualLoopClock()
    loop = PresentationLoop(store, abilities: abilities, clock: clock)
    host = ViewHost(root: navigator.stack.root.id, seed: seed, clock: clock)
    host.wire(loop, sources: sources)
  }

  /// Whether the screen shows the store's navigator (below the layers held above a dialog),
  /// nothing moves and the loop is settled.
  var converged: Bool {
    host.isQuiet && host.shows(store.navigator, belowLevel: loop.driver.heldLevel)
  }
}

@MainActor
@Suite("A SwiftUI host: acknowledgements at the end of transitions, and a deadline for the rest")
struct DeclarativeHostTests {
  // MARK: - Scenarios

  @Test("a deep link to two stacked sheets and an alert: one layer per step, none dropped")
  func deepLinkWithProbes() throws {
    let rig = ViewRig(abilities: .iOS16)
    rig.host.settle()

    try rig.store.open("/inbox/settings;sheet/photo:1;sheet/confirm;alert", as: screenLinks)
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.presentationsDropped == 0)
    #expect(rig.loop.notices.isEmpty)
  }

  @Test("acknowledged on onAppear, as a transition starts, two stacked sheets lose the second")
  func deepLinkOnAppear() throws {
    let rig = ViewRig(abilities: .iOS16, sources: .viewLifecycle)
    rig.host.settle()

    try rig.store.open("/inbox/settings;sheet/photo:1;sheet", as: screenLinks)
    rig.host.settle()

    // UIKit refused what came too early (platform fact 1.2); each deadline found it and asked
    // again.
    #expect(rig.host.presentationsDropped > 0)
    #expect(rig.loop.driver.diagnostics.missedDeadlines > 0)
    #expect(rig.converged)
  }

  @Test("an alert, then a sheet at its level: the sheet waits for the alert's end, none dropped")
  func alertThenSheet() {
    let rig = ViewRig(abilities: .iOS16)
    rig.host.settle()
    rig.loop.send(.present(.confirm))
    rig.host.settle()

    rig.host.tapDialog()
    rig.loop.send(.present(.settings))
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.presentationsDropped == 0)
  }

  @Test("a presentation SwiftUI dropped is noticed at the deadline and presented anew")
  func droppedPresentation() {
    let rig = ViewRig(abilities: .iOS17)
    rig.host.droppedPresentations = 100
    rig.host.settle()

    rig.loop.send(.present(.settings))
    for _ in 0..<5 { rig.host.tick() }
    rig.host.droppedPresentations = 0
    rig.host.settle()

    #expect(rig.converged)
    #expect(rig.host.presentationsDropped == 1)
    #expect(rig.loop.presentation(atLevel: 1)?.attempt == 2)
    #expect(rig.loop.driver.diagnostics.missedDeadlines == 1)
  }

  // MARK: - Properties

  static let runs = longRunSize(short: 12, long: 300)

  @Test(
    "under lost, late, repeated and reordered signals and dropped presentations, it converges",
    arguments: [PlatformAbilities.iOS16, .iOS17])
  func converges(abilities: PlatformAbilities) throws {
    var totals = (signals: 0, lost: 0, dropped: 0, deadlines: 0)
    for seed in UInt64(1)...UInt64(Self.runs) {
      let rig = ViewRig(abilities: abilities, seed: seed)
      rig.host.drops = 20
      rig.host.delays = 20
      rig.host.repeats = 20
      rig.host.droppedPresentations = 20
      var random = SplitMix64(seed: seed &* 6007)
      var counts: [EntryID: Int] = [:]
      var created: Set<EntryID> = []
      for _ in 0..<80 {
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1: rig.loop.send(.push(random.pick(pushedRoutes)))
        case 2, 3: rig.loop.send(.present(random.pick(presentedRoutes)))
        case 4: rig.loop.send(.dismiss)
        case 5: rig.loop.send(.unwind)
        case 6: if Bool.random(using: &random) { rig.loop.send(.home) }
        case 7:
          let link = Bool.random(using: &random) ? "/inbox/thread:3/settings;sheet" : "/inbox"
          try rig.store.open(link, as: screenLinks)
        case 8: rig.host.swipe()
        case 9: rig.host.tapDialog()
        case 10: rig.host.back()
        case 11: rig.host.tapBackdrop()
        default:
          for _ in 0..<Int.random(in: 1...8, using: &random) { rig.host.tick() }
        }
        for entry in rig.store.navigator.allEntries where !created.contains(entry.id) {
          created.insert(entry.id)
          rig.store.onRemoval(of: entry.id) { _ in counts[entry.id, default: 0] += 1 }
        }
      }
      rig.host.settle()

      #expect(
        rig.converged,
        """
        seed \(seed) on \(abilities): \(rig.host.description) vs \(rig.store.navigator)
        shown \(rig.loop.shown), step \(rig.loop.driver.step.map(\.description) ?? "none"), \
        settled \(rig.loop.isSettled), channel \(rig.host.channel.count), later \(rig.host.later.count), \
        paths \(rig.host.pathAnimations), waiting \(rig.loop.driver.isWaitingForTarget), \
        swiping \(rig.loop.driver.swiping)
        \(rig.host.trace.suffix(60).joined(separator: "\n"))
        """)
      let alive = Set(rig.store.navigator.allEntries.map(\.id))
      for id in created {
        #expect(counts[id, default: 0] == (alive.contains(id) ? 0 : 1), "seed \(seed), #\(id)")
      }
      totals.signals += rig.host.signalsSent
      totals.lost += rig.host.signalsLost
      totals.dropped += rig.host.presentationsDropped
      totals.deadlines += rig.loop.driver.diagnostics.missedDeadlines
      if !rig.converged { break }
    }
    print(
      "[\(abilities)] \(Self.runs) runs: \(totals.signals) signals (\(totals.lost) lost), "
        + "\(totals.dropped) presentations dropped, \(totals.deadlines) deadlines missed")
  }
}
