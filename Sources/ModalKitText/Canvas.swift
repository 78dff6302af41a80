// A grid of character cells that the renderer draws into, clipping everything to its bounds.

import ModalKit

/// A rectangle of character cells: columns from `x`, rows from `y`.
struct CellRect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The cells inside a one-cell border.
  var inner: CellRect { CellRect(x: x + 1, y: y + 1, width: width - 2, height: height - 2) }

  /// The rectangle of cells a layout rectangle covers, its edges rounded to the nearest cell.
  init(_ rect: LayoutRect) {
    let top = Self.cell(rect.y)
    let left = Self.cell(rect.x)
    self.init(
      x: left, y: top, width: Self.cell(rect.maxX) - left, height: Self.cell(rect.maxY) - top)
  }

  /// The nearest cell edge to a coordinate, halves rounded away from zero.
  ///
  /// Written with conversions rather than `rounded()`, which would need the C maths library.
  static func cell(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let clamped = min(max(value, -1e9), 1e9)
    return clamped >= 0 ? Int(clamped + 0.5) : -Int(-clamped + 0.5)
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A copy at least `minimum` rows tall, grown away from the edge it is anchored to and kept
  /// inside `bounds`.
  func atLeast(_ minimum: Int, rowsIn bounds: CellRect, anchoredToBottom: Bool) -> CellRect {
    guard height < minimum else { return self }
    var grown = self
    grown.height = min(minimum, bounds.height)
    if anchoredToBottom {
      grown.y = min(maxY, bounds.maxY) - grown.height
    }
    grown.y = max(bounds.y, min(grown.y, bounds.maxY - grown.height))
    return grown
  }
}

/// A grid of ASCII cells; every write is clipped to the grid.
struct Canvas {
  let width: Int
  let height: Int
  private var rows: [[Character]]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rows = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  subscript(x: Int, y: Int) -> Character {
    get { contains(x: x, y: y) ? rows[y][x] : " " }
    set {
      if contains(x: x, y: y) { rows[y][x] = newValue }
    }
  }

  func contains(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// Writes text from a column, no further than `limit` columns (clipped to the grid too).
  mutating func write(_ text: String, x: Int, y: Int, limit: Int? = nil) {
    let fitted = limit.map { TextLayout.fit(text, $0) } ?? TextLayout.ascii(text)
    for (offset, character) in fitted.enumerated() {
      self[x + offset, y] = character
    }
  }

  /// Writes text centred in a span of columns, cut to fit it.
  mutating func center(_ text: String, in span: CellRect, y: Int) {
    let fitted = TextLayout.fit(text, span.width)
    write(fitted, x: span.x + (span.width - fitted.count) / 2, y: y)
  }

  /// Fills a rectangle with one character.
  mutating func fill(_ rect: CellRect, with character: Character) {
    for y in rect.y..<max(rect.y, rect.maxY) {
      for x in rect.x..<max(rect.x, rect.maxX) {
        self[x, y] = character
      }
    }
  }

  /// Draws a `+-|` border around a rectangle, clears its inside, and writes labels into the top
  /// and bottom edges.
  mutating func box(_ rect: CellRect, label: String, footer: String? = nil) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    fill(rect.inner, with: " ")
    for x in rect.x..<rect.maxX {
      self[x, rect.y] = "-"
      self[x, rect.maxY - 1] = "-"
    }
    for y in rect.y..<rect.maxY {
      self[rect.x, y] = "|"
      self[rect.maxX - 1, y] = "|"
    }
    for (x, y) in [
      (rect.x, rect.y), (rect.maxX - 1, rect.y), (rect.x, rect.maxY - 1),
      (rect.maxX - 1, rect.maxY - 1),
    ] {
      self[x, y] = "+"
    }
    write(" \(label) ", x: rect.x + 2, y: rect.y, limit: rect.width - 4)
    if let footer, rect.height > 2 {
      write(" \(footer) ", x: rect.x + 2, y: rect.maxY - 1, limit: rect.width - 4)
    }
  }

  /// Shades the blank cells of some rows with `:`, leaving single spaces between words alone so
  /// the text beneath stays readable.
  mutating func shade(rows range: Range<Int>) {
    for y in range where y >= 0 && y < height {
      let row = rows[y]
      for x in 0..<width where row[x] == " " {
        let left: Character = x > 0 ? row[x - 1] : " "
        let right: Character = x + 1 < width ? row[x + 1] : " "
        if left == " " || right == " " { rows[y][x] = ":" }
      }
    }
  }

  /// The grid as lines of exactly ``width`` characters, joined by newlines.
  var lines: [String] { rows.map { String($0) } }
}

// MARK: - Text fitting

/// Cutting and wrapping text to a number of columns.
enum TextLayout {
  /// The text with every non-ASCII or control character replaced by `?`, so each character
  /// takes exactly one cell.
  static func ascii(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        (32..<127).contains(scalar.value) ? Character(scalar) : "?"
      })
  }

  /// The text cut to `width` columns; a cut text ends with `~`.
  static func fit(_ text: String, _ width: Int) -> String {
    let clean = ascii(text)
    guard width > 0 else { return "" }
    guard clean.count > width else { return clean }
    return String(clean.prefix(width - 1)) + "~"
  }

  /// The text padded with spaces, or cut, to exactly `width` columns.
  static func pad(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return fitted + String(repeating: " ", count: max(0, width - fitted.count))
  }

  /// The text broken into lines of at most `width` columns, at spaces where it can be;
  /// continuation lines start with `indent` spaces.
  static func wrap(_ text: String, _ width: Int, indent: Int = 0) -> [String] {
    guard width > indent + 1 else { return [fit(text, width)] }
    var lines: [String] = []
    var rest = Substring(ascii(text))
    var prefix = ""
    while !rest.isEmpty {
      let room = width - prefix.count
      if rest.count <= room {
        lines.append(prefix + rest)
        break
      }
      let window = rest.prefix(room + 1)
      let cut = window.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) }
      let length = cut.flatMap { $0 > 0 ? $0 : nil } ?? room
      lines.append(prefix + rest.prefix(length))
      rest = rest.dropFirst(length).drop { $0 == " " }
      prefix = String(repeating: " ", count: indent)
    }
    return lines.isEmpty ? [""] : lines
  }
}
