// Where the action decoder gets its bytes: a seeded generator for the random walk, or a
// fuzzer's input. The fuzz package in Tests/Fuzz links this target's folder, so a byte stream
// decodes to the same actions in both.

/// A supply of bytes that never runs dry.
package protocol ByteSource {
  /// The next byte.
  mutating func next() -> UInt8
}

/// The bytes of a seeded ``SplitMix64``, eight to each 64-bit word, low byte first.
///
/// Deterministic on every platform, so a seed replays the same walk everywhere.
package struct RandomBytes: ByteSource {
  private var words: SplitMix64
  private var buffer: UInt64 = 0
  private var remaining = 0

  /// The bytes of the generator seeded with `seed`.
  package init(seed: UInt64) {
    words = SplitMix64(seed: seed)
  }

  package mutating func next() -> UInt8 {
    if remaining == 0 {
      buffer = words.next()
      remaining = 8
    }
    let byte = UInt8(truncatingIfNeeded: buffer)
    buffer >>= 8
    remaining -= 1
    return byte
  }
}

/// A fuzzer's input, read front to back; past the end it reads zeros.
package struct ByteCursor: ByteSource {
  private let bytes: [UInt8]
  private var index = 0

  /// A cursor at the start of `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { index >= bytes.count }

  package mutating func next() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }
}
