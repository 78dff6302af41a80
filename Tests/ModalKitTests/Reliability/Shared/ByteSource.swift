// Where the action decoder gets its bytes: a seeded generator for the random walk and the
// exhaustive test, or a fuzzer's input. Shared with the fuzz package in Tests/Fuzz, which links
// this folder, so a byte stream decodes to the same actions in both.

/// A supply of bytes that never runs dry.
protocol ByteSource {
  /// The next byte.
  mutating func next() -> UInt8
}

/// SplitMix64: a tiny, fast, seedable generator (Steele, Lea and Flood, 2014).
///
/// Deterministic on every platform, so a seed replays the same walk everywhere.
struct SplitMix64: ByteSource {
  private var state: UInt64
  private var buffer: UInt64 = 0
  private var remaining = 0

  init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  mutating func nextWord() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> UInt8 {
    if remaining == 0 {
      buffer = nextWord()
      remaining = 8
    }
    let byte = UInt8(truncatingIfNeeded: buffer)
    buffer >>= 8
    remaining -= 1
    return byte
  }
}

/// A fuzzer's input, read front to back; past the end it reads zeros.
struct ByteCursor: ByteSource {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  mutating func next() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }
}
