/// A random number generator that replays the same numbers for the same seed (SplitMix64), so
/// a failing run can be run again from its seed.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &self)
  }

  /// Whether an event with this chance in a hundred happens.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of the elements, or `nil` when there is none.
  mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.randomElement(using: &self)
  }
}
