// The JSON values the trace format reads and writes, and the canonical writer.
//
// Objects keep their members in order: the writer emits keys in the order the encoder lists
// them, which is the order TraceFormat.md documents. Numbers keep the text they were read from,
// so an integer field can tell `2` from `2.0` and a huge literal is never rounded before its
// range is checked.

/// A parsed or to-be-written JSON value.
enum JSON {
  case null
  case bool(Bool)
  /// A number as its JSON text, such as `-12`, `0.5` or `1e+21`.
  case number(String)
  case string(String)
  case array([JSON])
  case object([(key: String, value: JSON)])

  /// The name of the value's JSON type, for error messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

// MARK: - Writing

extension JSON {
  /// The canonical text: no whitespace, members in order, strings escaped as TraceFormat.md says.
  var canonicalText: String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let literal): text += literal
    case .string(let value): JSON.writeString(value, into: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        JSON.writeString(member.key, into: &text)
        text += ":"
        member.value.write(into: &text)
      }
      text += "}"
    }
  }

  /// Writes a string literal: `"` and `\` escaped, control characters as `\b \f \n \r \t` or
  /// `\u00xx` (lowercase hex), every other scalar as itself in UTF-8.
  static func writeString(_ value: String, into text: inout String) {
    // Most strings (every key, most routes) need no escape: written whole, not scalar by scalar.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      text += "\""
      text += value
      text += "\""
      return
    }
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

// MARK: - Making numbers

extension JSON {
  /// An integer number.
  static func integer(_ value: some BinaryInteger) -> JSON {
    .number(String(value))
  }

  /// A floating-point number in ECMAScript's `Number.prototype.toString` form, or `null` when
  /// it is not finite (a trace cannot carry one).
  static func double(_ value: Double) -> JSON {
    guard let literal = ECMAScriptNumber.format(value) else { return .null }
    return .number(literal)
  }
}
