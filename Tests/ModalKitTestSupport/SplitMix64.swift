/// SplitMix64: a tiny, fast, seedable generator (Steele, Lea and Flood, 2014).
///
/// Deterministic on every platform, so a seed replays the same run everywhere: every random
/// walk, property run and generated navigator in the tests draws from one of these, and a
/// failure prints the seed that replays it.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let route = random.pick(routes)        // always the same route for seed 7
/// if random.chance(25) { ... }           // one time in four
/// ```
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose numbers are a function of `seed` alone.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  package mutating func below(_ bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &self)
  }

  /// Whether an event with this chance in a hundred happens.
  package mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of the elements, which must not be empty; `randomElement(using:)` for a maybe-empty
  /// array draws the same number.
  package mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// A non-empty selection of distinct elements, at most `limit` of them, in a random order.
  package mutating func some<Element>(_ elements: [Element], atMost limit: Int) -> [Element] {
    Array(elements.shuffled(using: &self).prefix(1 + below(min(limit, elements.count))))
  }
}
