import ModalKit

/// A cursor over a link's UTF-8 bytes that reads the grammar's pieces and throws where they
/// break it.
struct LinkReader {
  /// The link's bytes.
  let bytes: [UInt8]

  /// The offset of the next byte to read.
  var position = 0

  /// The bounds the link must keep.
  let limits: DeepLinkLimits

  /// A reader at the start of `text`, which must not be longer than the limit.
  init(_ text: String, limits: DeepLinkLimits) throws(DeepLinkError) {
    // Checked before copying, so an enormous input costs nothing more than its count.
    guard text.utf8.count <= limits.maxLength else {
      throw DeepLinkError(.tooLong, at: limits.maxLength)
    }
    self.bytes = Array(text.utf8)
    self.limits = limits
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position == bytes.count }

  /// Whether the next byte is `byte`.
  func next(is byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  // MARK: - Routes

  /// Reads a route's components, separated by `:`, up to a `;`, a `/` or the end, and asks the
  /// mapping for the route.
  mutating func readRoute<Route>(_ segments: RouteSegments<Route>) throws(DeepLinkError) -> Route {
    let start = position
    var components: [String] = []
    while true {
      if components.count == limits.maxComponents {
        throw DeepLinkError(.tooManyComponents, at: position)
      }
      let component = try readComponent()
      if components.isEmpty, component.isEmpty { throw DeepLinkError(.emptyRouteName, at: start) }
      components.append(component)
      guard next(is: Byte.colon) else { break }
      position += 1
    }
    guard let route = segments.route(components) else {
      throw DeepLinkError(.unknownRoute, at: start)
    }
    return route
  }

  /// Reads one percent-encoded component up to a `:`, a `;`, a `/` or the end, and decodes it.
  mutating func readComponent() throws(DeepLinkError) -> String {
    var decoded: [UInt8] = []
    var sources: [Int] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == Byte.colon || byte == Byte.semicolon || byte == Byte.slash { break }
      sources.append(position)
      if isUnreserved(byte) {
        decoded.append(byte)
        position += 1
      } else if byte == Byte.percent {
        guard position + 2 < bytes.count, let high = hexValue(bytes[position + 1]),
          let low = hexValue(bytes[position + 2])
        else { throw DeepLinkError(.badPercentEncoding, at: position) }
        decoded.append(high << 4 | low)
        position += 3
      } else {
        throw DeepLinkError(.unexpectedCharacter, at: position)
      }
    }
    if let bad = firstInvalidUTF8(decoded) { throw DeepLinkError(.invalidUTF8, at: sources[bad]) }
    return String(decoding: decoded, as: UTF8.self)
  }

  // MARK: - Tokens

  /// Reads the bytes that `allowed` accepts up to one of `stops` or the end; any other byte is
  /// an unexpected character.
  mutating func readToken(allowed: (UInt8) -> Bool, stops: [UInt8]) throws(DeepLinkError)
    -> String
  {
    let start = position
    while position < bytes.count, !stops.contains(bytes[position]) {
      guard allowed(bytes[position]) else {
        throw DeepLinkError(.unexpectedCharacter, at: position)
      }
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads a layer's style and optional detent, after its `;`, and returns the presentation:
  /// the mapping's, with the detent selected.
  mutating func readPresentation<Route>(for route: Route, _ format: DeepLinkFormat<Route>)
    throws(DeepLinkError) -> Presentation
  {
    let tokenStart = position
    let style = try readToken(allowed: isLetter, stops: [Byte.equals, Byte.slash])
    guard Presentation.Style.Kind(rawValue: style) != nil else {
      throw DeepLinkError(.unknownStyle, at: tokenStart)
    }
    guard var presentation = format.presentation(route) else {
      throw DeepLinkError(.notPresentable, at: tokenStart)
    }
    if let problem = presentation.layerProblem(depth: 0) {
      throw DeepLinkError(DeepLinkError.Problem(problem), at: tokenStart)
    }
    guard presentation.styleName == style else {
      throw DeepLinkError(.styleMismatch(expected: presentation.styleName), at: tokenStart)
    }
    guard next(is: Byte.equals) else { return presentation }
    guard presentation.sheet != nil else { throw DeepLinkError(.unexpectedDetent, at: position) }
    position += 1
    let detentStart = position
    let token = try readToken(allowed: isDetentByte, stops: [Byte.slash])
    guard let detent = Detent(linkToken: token) else {
      throw DeepLinkError(.invalidDetent, at: detentStart)
    }
    do throws(RejectionReason) {
      try presentation.select(detent)  // The core's rule: only a detent the sheet offers.
    } catch {
      throw DeepLinkError(.detentNotOffered, at: detentStart)
    }
    return presentation
  }
}

/// Whether a byte is an ASCII letter.
private func isLetter(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
}

/// Whether a byte can appear in a detent token: letters, digits, `.`, `+`, `-`.
private func isDetentByte(_ byte: UInt8) -> Bool {
  isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
}

// MARK: - Detent tokens

extension Detent {
  /// The detent's token in a link, such as `medium` or `0.3` or `200.0pt`.
  ///
  /// A fraction is written as a number, a height as a number and `pt`. Numbers are Swift's
  /// shortest round-trip spelling, so reading one back gives the same `Double`.
  var linkToken: String {
    switch self {
    case .medium, .large: kind.rawValue
    case .fraction(let value): value.description
    case .height(let value): value.description + "pt"
    }
  }

  /// The detent a link token names, or `nil`.
  ///
  /// A number is `digits [. digits] [(e|E) [+|-] digits]`: no sign, no `inf` or `nan`, no
  /// hexadecimal; one too large for a `Double` (`1e309`) does not read either, so only finite
  /// non-negative values read.
  init?(linkToken token: String) {
    if let kind = Kind(rawValue: token), let named = Detent(kind) {
      self = named
    } else {
      let isHeight = token.hasSuffix("pt")
      let number = isHeight ? String(token.dropLast(2)) : token
      guard isDecimalNumber(number), let value = Double(number), value.isFinite else { return nil }
      self = isHeight ? .height(value) : .fraction(value)
    }
  }
}

/// Whether text is `digits [. digits] [(e|E) [+|-] digits]`.
private func isDecimalNumber(_ text: String) -> Bool {
  var bytes = text.utf8[...]
  func digits() -> Bool {
    let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
    bytes = bytes.dropFirst(count)
    return count > 0
  }
  guard digits() else { return false }
  if bytes.first == UInt8(ascii: ".") {
    bytes = bytes.dropFirst()
    guard digits() else { return false }
  }
  if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
    bytes = bytes.dropFirst()
    if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    guard digits() else { return false }
  }
  return bytes.isEmpty
}
