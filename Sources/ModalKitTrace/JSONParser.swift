/// A strict RFC 8259 parser for one JSON text, with the trace format's extra rules.
///
/// Strict: no comments, no trailing commas, no leading `+` or zeros, no `NaN`, raw control
/// characters refused in strings, lone surrogate escapes refused, duplicate keys refused,
/// nothing but whitespace after the value, nesting at most ``maximumDepth`` deep. It never
/// traps: every input either parses or throws a ``JSONSyntaxError``.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON text that is the whole of `bytes` (surrounding whitespace allowed).
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
    guard String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else {
      throw JSONSyntaxError(column: nil, message: "the line is not valid UTF-8")
    }
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(JSONSyntaxError) -> JSON {
    guard let byte = peek() else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character \(describe(byte)), expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSON) throws(JSONSyntaxError) -> JSON
  {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("invalid literal, expected \(word)") }
      index += 1
    }
    return value
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSON {
    try enterNesting()
    index += 1
    var members: [(key: String, value: JSON)] = []
    var keys = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let keyStart = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        throw JSONSyntaxError(column: keyStart + 1, message: "duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSON {
    try enterNesting()
    index += 1
    var elements: [JSON] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func enterNesting() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONParser.maximumDepth else {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  // MARK: - Numbers

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and keeps its text.
  private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
    index += 1
    if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
      throw error("a number cannot start with 0")
    }
    skipDigits()
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let next = peek(), isDigit(next) else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let next = peek(), isDigit(next) else {
        throw error("expected a digit in the exponent")
      }
      skipDigits()
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard let byte = peek() else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw error("control character \(describe(byte)) in a string must be escaped")
      default:
        index += 1
      }
    }
  }

  /// Reads one escape sequence, the backslash included; a surrogate pair counts as one.
  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    index += 1
    guard let byte = peek() else { throw error("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try parseHex4()
      if (0xD800..<0xDC00).contains(unit) {
        guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
          throw error("lone surrogate \\u\(String(unit, radix: 16)) in a string")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("lone surrogate \\u\(String(unit, radix: 16)) in a string")
        }
        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw error("lone surrogate \\u\(String(unit, radix: 16)) in a string")
      }
      return scalar
    default:
      index -= 1
      throw error("invalid escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw error("expected four hex digits after \\u") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected four hex digits after \\u")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  // MARK: - Reading bytes

  private func peek(offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
  }

  private func error(_ message: String) -> JSONSyntaxError {
    let place = index < bytes.count ? "" : "unexpected end of line, "
    return JSONSyntaxError(column: index + 1, message: place + message)
  }
}

/// Why a line is not JSON, and the byte column (1-based) where the parser stopped.
struct JSONSyntaxError: Error {
  var column: Int?
  var message: String
}
