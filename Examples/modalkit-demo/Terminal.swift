// Raw keyboard input for the interactive mode: one key at a time, no Enter, terminal restored.
// Used by `swift run modalkit-demo --interactive`; falls back to reading lines.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input switched to raw mode (no echo, no line editing) until ``restore()``.
final class Terminal {
  private var original = termios()
  private(set) var isRaw = false

  /// Switches standard input to raw mode; if it cannot, keys are read a line at a time.
  init() {
    guard tcgetattr(0, &original) == 0 else { return }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    isRaw = tcsetattr(0, TCSAFLUSH, &raw) == 0
  }

  /// Puts standard input back as it was.
  func restore() {
    if isRaw {
      tcsetattr(0, TCSAFLUSH, &original)
      isRaw = false
    }
  }

  private var pending: [Character] = []

  /// The next key pressed, or `nil` at the end of input.
  func nextKey() -> Character? {
    if isRaw {
      var byte: UInt8 = 0
      guard read(0, &byte, 1) == 1 else { return nil }
      return Character(Unicode.Scalar(byte))
    }
    while pending.isEmpty {
      guard let line = readLine() else { return nil }
      pending = Array(line)
    }
    return pending.removeFirst()
  }
}
