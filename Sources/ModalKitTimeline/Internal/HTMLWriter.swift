// Plain string building for the page: escaped text, attributes, numbers, one element a line.

/// An HTML document being written, one element a line, indented by nesting.
///
/// Every text and attribute value goes through ``escaped(_:)``; only the page's own style sheet
/// and script are written raw, with ``raw(_:)``.
struct HTMLWriter {
  /// The document so far.
  private(set) var text = ""

  /// The depth of the open elements, for the indentation.
  private var depth = 0

  /// One attribute: a name and a value, or a name alone (a boolean attribute such as
  /// `data-blocked`) when the value is `nil`.
  typealias Attribute = (name: String, value: String?)

  /// Opens an element on a line of its own; everything until ``close(_:)`` is inside it.
  mutating func open(_ tag: String, _ attributes: [Attribute] = []) {
    line("<" + tag + Self.attributes(attributes) + ">")
    depth += 1
  }

  /// Closes the element opened last.
  mutating func close(_ tag: String) {
    depth -= 1
    line("</" + tag + ">")
  }

  /// Writes an element holding only text, on one line.
  mutating func element(_ tag: String, _ attributes: [Attribute] = [], text content: String) {
    line("<" + tag + Self.attributes(attributes) + ">" + escaped(content) + "</" + tag + ">")
  }

  /// Writes an element with no content, such as `<div class="dim"></div>` or `<input>`.
  mutating func empty(_ tag: String, _ attributes: [Attribute] = [], void: Bool = false) {
    line("<" + tag + Self.attributes(attributes) + (void ? ">" : "></" + tag + ">"))
  }

  /// Writes a line of markup as it is, indented: for markup already escaped.
  mutating func line(_ markup: String) {
    text += String(repeating: "  ", count: max(0, depth)) + markup + "\n"
  }

  /// Writes text as it is, not indented: the style sheet and the script.
  mutating func raw(_ markup: String) {
    text += markup
  }

  /// The attributes as written in a start tag: each ` name="value"`, or ` name` alone.
  static func attributes(_ attributes: [Attribute]) -> String {
    var written = ""
    for attribute in attributes {
      written += " " + attribute.name
      if let value = attribute.value { written += "=\"" + escaped(value) + "\"" }
    }
    return written
  }
}

/// Text made safe to stand in an element or a quoted attribute: `&`, `<`, `>`, `"` and `'` as
/// character references, and line breaks too, so every element stays on one line of the page;
/// everything else as it is.
///
/// Routes, titles and button labels come from a trace file; escaped, a `<script>` in one is
/// text on the page, never markup.
func escaped(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for character in text.unicodeScalars {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    case "\n": result += "&#10;"
    case "\r": result += "&#13;"
    default: result.unicodeScalars.append(character)
    }
  }
  return result
}

/// A length as CSS and the data attributes write it: `400` for a whole number, the shortest
/// exact decimal otherwise (`398.5`), `0` for anything not finite.
///
/// The value is the layout code's number itself, not rounded: a test reads `data-height` back
/// and compares it with `LayoutContainer.sheetHeight(at:)`.
func number(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  if value.rounded(.towardZero) == value, abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

/// A CSS pixel length, one point to one pixel: `400px`.
func pixels(_ value: Double) -> String {
  number(value) + "px"
}
