import ModalKit
import Testing

/// Small-scope exhaustive testing: every sequence of up to five actions over a small alphabet
/// that reaches every kind of layer, the queue, replacement, crossing layers and deep links.
///
/// Each sequence is checked after every step as the random walk is: invariants, the transition
/// audit, the reference model. Sequences share prefixes, so a depth-first walk visits each
/// prefix once.
@Suite("Exhaustive small scope")
struct ExhaustiveTests {
  /// The alphabet; ids #1...#3 are the first entries any sequence creates.
  ///
  /// Computed, not stored: LeakSanitizer cannot follow a pointer kept in an enum payload's
  /// spare bits, and reads a global array of actions holding alert buttons as a leak.
  static var alphabet: [WalkStep] {
    [
      WalkStep(.push(1)),
      WalkStep(.present(2, as: .sheet(detents: [.medium, .large]))),
      WalkStep(.present(3, as: .alert("A"), policy: .queue)),
      WalkStep(.present(1, as: .fullScreenCover, policy: .insteadOfTop)),
      WalkStep(.unwind),
      WalkStep(.unwindTo(1)),
      WalkStep(.dismiss),
      WalkStep(.dismissLayer(2)),
      WalkStep(.tapBackdrop(2)),
      WalkStep(.home),
      WalkStep(
        .apply(Destination(root: 0, path: [1], layers: [.init(2, as: .sheet(), path: [3])]))),
    ]
  }

  static let maxLength = 5

  /// Visits every extension of `harness`'s history up to `maxLength`; returns the count.
  static func explore(
    _ harness: ReliabilityHarness, path: [WalkStep],
    alphabet: [WalkStep], count: inout Int
  ) {
    guard path.count < maxLength else { return }
    for action in alphabet {
      var next = harness
      let sequence = path + [action]
      if let problem = next.step(action) {
        Issue.record("sequence \(sequence) failed at its last step: \(problem)")
        return
      }
      count += 1
      explore(next, path: sequence, alphabet: alphabet, count: &count)
    }
  }

  @Test("every sequence of up to five actions keeps the invariants and matches the model")
  func everySequence() {
    var count = 0
    Self.explore(ReliabilityHarness(), path: [], alphabet: Self.alphabet, count: &count)
    let expected = (1...Self.maxLength).reduce(0) { total, length in
      total + (0..<length).reduce(1) { product, _ in product * Self.alphabet.count }
    }
    print("exhaustive: \(count) sequences of up to \(Self.maxLength) actions, 0 violations")
    #expect(count == expected)
  }
}
