import Foundation

/// A timeline page read back as a person or a browser test reads it: sections, their headings,
/// and the start tags inside them with their attributes.
///
/// It relies only on what the page promises: one element a line, every text escaped.
struct PageReader {
  /// One start tag: its name and attributes, a boolean attribute with an empty value.
  struct Tag: Equatable {
    var name: String
    var attributes: [String: String]

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Whether the tag's class attribute holds this class.
    func hasClass(_ name: String) -> Bool {
      (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }
  }

  /// One section of `<main>`: the start, then a step.
  struct Section {
    var tag: Tag
    var heading: String
    var lines: [Substring]

    /// The start tags of this section, in order.
    var tags: [Tag] { lines.compactMap(PageReader.startTag) }

    /// The levels drawn in the phone, bottom to top.
    var levels: [Tag] {
      tags.filter { $0.hasClass("level") }
    }

    /// How many dimming elements the phone has.
    var dims: Int { tags.filter { $0.hasClass("dim") }.count }
  }

  let html: String

  init(_ html: String) {
    self.html = html
  }

  /// The sections of `<main>`, in order.
  var sections: [Section] {
    var sections: [Section] = []
    var current: (tag: Tag, lines: [Substring])?
    for line in html.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("<section"), let tag = Self.startTag(trimmed) {
        current = (tag, [])
      } else if trimmed == "</section>", let open = current {
        let heading = open.lines.first { $0.drop { $0 == " " }.hasPrefix("<h2>") }
          .map { Self.text(of: $0.drop { $0 == " " }) }
        sections.append(Section(tag: open.tag, heading: heading ?? "", lines: open.lines))
        current = nil
      } else {
        current?.lines.append(trimmed)
      }
    }
    return sections
  }

  /// The start tag a line opens with, or `nil` for a line that is not one.
  static func startTag(_ line: Substring) -> Tag? {
    let line = line.drop { $0 == " " }
    guard line.hasPrefix("<"), !line.hasPrefix("</"), !line.hasPrefix("<!") else { return nil }
    var rest = line.dropFirst()
    let name = String(rest.prefix { $0 != " " && $0 != ">" })
    rest = rest.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while let first = rest.first, first != ">" {
      rest = rest.drop { $0 == " " }
      let attribute = String(rest.prefix { $0 != "=" && $0 != " " && $0 != ">" })
      rest = rest.dropFirst(attribute.count)
      if rest.first == "=" {
        rest = rest.dropFirst(2)  // ="
        let value = rest.prefix { $0 != "\"" }
        attributes[attribute] = unescaped(value)
        rest = rest.dropFirst(value.count + 1)
      } else if !attribute.isEmpty {
        attributes[attribute] = ""
      }
    }
    return Tag(name: name, attributes: attributes)
  }

  /// The text of a one-line element, `<h2>text</h2>`, unescaped.
  static func text(of line: Substring) -> String {
    guard let open = line.firstIndex(of: ">"), let close = line.lastIndex(of: "<"), open < close
    else { return "" }
    return unescaped(line[line.index(after: open)..<close])
  }

  static func unescaped(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The elements inside `<main>` that are opened and never closed, or closed without being
  /// opened, as `div` or `/li`: empty for a well-formed page.
  var unbalancedElements: [String] {
    guard let start = html.range(of: "<main"), let end = html.range(of: "</main>") else {
      return ["main"]
    }
    let void: Set<String> = ["input", "meta", "br"]
    var open: [String] = []
    var problems: [String] = []
    var rest = html[start.lowerBound..<end.upperBound]
    while let less = rest.firstIndex(of: "<") {
      guard let greater = rest[less...].firstIndex(of: ">") else {
        problems.append("unterminated tag")
        break
      }
      let tag = rest[rest.index(after: less)..<greater]
      rest = rest[rest.index(after: greater)...]
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        if open.last == name { open.removeLast() } else { problems.append("/" + name) }
      } else {
        let name = String(tag.prefix { $0 != " " })
        if !void.contains(name) { open.append(name) }
      }
    }
    return problems + open
  }
}
