import ModalKit
import ModalKitTestSupport
import Testing

/// Small-scope exhaustive testing: every sequence of up to five steps (four in `swift test`) over
/// a small alphabet that reaches every kind of layer, the queue, replacement, crossing layers,
/// deep links, closing any kind of screen, and actions sent from a screen beneath an undimmed
/// sheet.
///
/// Each sequence is checked after every step as the random walk is: invariants, the transition
/// audit, the reference model, `rejection(of:from:)`. Sequences share prefixes, so a depth-first
/// walk visits each prefix once. A step that is refused is checked, but what follows it is not
/// walked again: the harness has just checked that it changed nothing (the same navigator, the
/// same model, the same audit), so every sequence through it visits exactly the states of the
/// shorter sequence without it, which the walk covers. Those sequences are counted, not re-run.
@Suite("Exhaustive small scope")
struct ExhaustiveTests {
  /// The alphabet; ids #1...#3 are the first entries any sequence creates.
  ///
  /// The sheet rests at its largest undimmed detent, so steps sent from the screen beneath it
  /// apply there, until `selectDetent(.large)` makes it block.
  ///
  /// Computed, not stored: LeakSanitizer cannot follow a pointer kept in an enum payload's
  /// spare bits, and reads a global array of actions holding alert buttons as a leak.
  static var alphabet: [WalkStep] {
    let done = ModalButton("Done", id: "done")
    let dialog = Presentation.overlay(.center, .half, buttons: [.cancel, done])
    let link = Destination(root: 0, path: [1], layers: [.init(2, as: .sheet(), path: [3])])
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    return [
      WalkStep(.push(1)),
      WalkStep(.present(2, as: undimmed)),
      WalkStep(.present(3, as: .alert("A"), policy: .queue)),
      WalkStep(.present(1, as: dialog, policy: .insteadOfTop)),
      WalkStep(.present(3, as: .confirmationDialog("C", buttons: [.cancel]), policy: .reject)),
      WalkStep(.present(0, as: nil)),
      WalkStep(.unwind),
      WalkStep(.unwindTo(1)),
      WalkStep(.dismiss),
      WalkStep(.dismissLayer(2)),
      WalkStep(.tapBackdrop(2)),
      WalkStep(.tapButton("done", in: 1)),
      WalkStep(.selectDetent(.large, of: 2)),
      WalkStep(.close(0)),
      WalkStep(.close(1)),
      WalkStep(.close(2)),
      WalkStep(.close(3)),
      WalkStep(.home),
      WalkStep(.apply(link)),
      WalkStep(.push(3), from: 0),
      WalkStep(.unwind, from: 1),
      WalkStep(.dismiss, from: 2),
    ]
  }

  /// The longest sequence walked: five in the long run (`MODALKIT_LONG=1`), four in
  /// `swift test`, which visits every state of up to four steps and checks every step from each.
  static let maxLength = LongRuns.size(short: 4, long: 5)

  /// How many sequences the walk covered, and how many steps it ran to cover them.
  struct Tally {
    var covered = 0
    var run = 0
  }

  /// The number of sequences of 0 to `length` steps over `size` letters.
  static func sequences(upTo length: Int, size: Int) -> Int {
    (0...length).reduce(0) { total, exponent in
      total + (0..<exponent).reduce(1) { product, _ in product * size }
    }
  }

  /// Visits every extension of `harness`'s history up to `maxLength`.
  static func explore(
    _ harness: ReliabilityHarness, path: [WalkStep], alphabet: [WalkStep], tally: inout Tally
  ) {
    guard path.count < maxLength else { return }
    for step in alphabet {
      var next = harness
      let sequence = path + [step]
      if let problem = next.step(step) {
        Issue.record("sequence \(sequence) failed at its last step: \(problem)")
        return
      }
      tally.run += 1
      if next.lastEvents.isRejected {
        // This sequence and every extension of it, each the same as a shorter one.
        tally.covered += sequences(upTo: maxLength - sequence.count, size: alphabet.count)
      } else {
        tally.covered += 1
        explore(next, path: sequence, alphabet: alphabet, tally: &tally)
      }
    }
  }

  @Test("every short sequence of steps keeps the invariants and matches the model")
  func everySequence() {
    let alphabet = Self.alphabet
    var tally = Tally()

    Self.explore(ReliabilityHarness(), path: [], alphabet: alphabet, tally: &tally)

    let expected = Self.sequences(upTo: Self.maxLength, size: alphabet.count) - 1
    print(
      "exhaustive: \(tally.covered) sequences of up to \(Self.maxLength) steps over "
        + "\(alphabet.count) steps, \(tally.run) steps run, 0 violations")
    #expect(tally.covered == expected)
  }
}
