// Draws a navigator as a frame of ASCII text, using ModalKit's own layout geometry in cells.

import ModalKit

/// What a navigator would show on screen, drawn as plain ASCII text: one character per cell.
///
/// Printing a navigator's frame is one call; routes are written as `String(describing:)` writes
/// them (their `description` when they are `CustomStringConvertible`), so no mapping is needed:
///
/// ```swift
/// print(TextFrame(store.navigator))                    // 60 columns by 24 rows
/// #expect(TextFrame(nav, width: 30, height: 12).lines == expectedLines)
/// ```
///
/// The frame is `width` columns by `height` rows, every line padded to `width`. The last row is a
/// status line; the rows above it are the screen, a `LayoutContainer` measured in cells with a
/// one-row top safe-area inset, so overlay frames and sheet heights come from ModalKit's layout:
///
/// - Level 0, the window's stack, is a box labelled `L0 window`. Every navigable level shows its
///   back path as a breadcrumb (`< inbox > thread(7)`; `<` means back is possible), a rule, and
///   its visible entry (`thread(7)#1`) in the middle.
/// - A sheet is a box against the bottom at its selected detent's height
///   (`LayoutContainer/sheetHeight(at:)`), with `=====` for a grabber and its detents in the bottom
///   edge, the selected one in parentheses: `detents: (25%) medium large` (without `detents:`
///   when that does not fit).
/// - A full-screen cover fills the screen; an overlay sits at
///   `LayoutContainer/overlayFrame(_:fullSizeInset:)` with a two-row full-size inset, its
///   positioning and size in the bottom edge, and the buttons it declares (a custom dialog's
///   Cancel and Done) on its last row inside.
/// - An alert is a box in the middle; a confirmation dialog is a box against the bottom. Buttons
///   read `[OK]`, `(Cancel)` for the cancel role and `!Delete!` for the destructive role.
/// - Each box is labelled with its level and `Presentation/styleName` (`L1 sheet`); actions,
///   events and entries print with ModalKit's own descriptions.
/// - Levels below `Navigator/lowestInteractiveLevel(in:)` take no input: their blank cells are
///   shaded with `:`.
/// - The status line names the levels that take input and the queue.
///
/// Boxes are at least three rows tall (four with a grabber or overlay buttons) so their content
/// shows. Text that does not fit ends with `~`, and non-ASCII characters print as `?`. The
/// drawing is meant for sizes from 30x12 up; smaller frames keep their exact size but clip more.
/// A frame is a value: two frames are equal when they draw the same characters.
public struct TextFrame: Hashable, Sendable, CustomStringConvertible {
  /// The frame's lines, top to bottom, with no newlines: the drawing's `height` lines of exactly
  /// `width` characters, after the title and event lines of a titled frame.
  public let lines: [String]

  /// The smallest frame the drawing is designed for, in columns.
  public static let minimumWidth = 30

  /// The smallest frame the drawing is designed for, in rows.
  public static let minimumHeight = 12

  /// The width a frame has unless told otherwise, in columns.
  public static let defaultWidth = 60

  /// The height a frame has unless told otherwise, in rows, the status line included.
  public static let defaultHeight = 24

  /// Draws a navigator as `height` lines of exactly `width` characters.
  ///
  /// ```swift
  /// var nav = Navigator(root: Screen.inbox)
  /// nav.send(.push(.thread(7)))
  /// print(TextFrame(nav, width: 40, height: 12))
  /// ```
  ///
  /// - Parameters:
  ///   - navigator: The state to draw.
  ///   - width: The number of columns; meant to be at least ``minimumWidth``.
  ///   - height: The number of rows, the status line included; meant to be at least
  ///     ``minimumHeight``.
  /// - Complexity: O(width × height × layers) plus the length of the stacks.
  public init<Route: Hashable & Sendable>(
    _ navigator: Navigator<Route>, width: Int = defaultWidth, height: Int = defaultHeight
  ) {
    lines = Self.drawing(navigator, width: width, height: height)
  }

  /// Draws a step of a session: what produced the state, the events it emitted, then the
  /// navigator.
  ///
  /// The first line is `> ` and the title, wrapped to the width; then one line per event, as
  /// the event's description (`  - presented(settings#2, sheet)`), or `  (no events)`; then the
  /// frame of ``init(_:width:height:)``. Every line is padded to `width`.
  ///
  /// ```swift
  /// let events = store.send(.push(.thread(7)))
  /// print(TextFrame(store.navigator, title: "push(thread(7))", events: events))
  /// ```
  ///
  /// - Parameters:
  ///   - navigator: The state after the step.
  ///   - title: What produced the state, usually the action's description.
  ///   - events: The events the step returned.
  ///   - width: The number of columns.
  ///   - height: The number of rows of the drawing itself, below the title and events.
  public init<Route: Hashable & Sendable>(
    _ navigator: Navigator<Route>, title: String,
    events: some Collection<Navigator<Route>.Event>, width: Int = defaultWidth,
    height: Int = defaultHeight
  ) {
    var lines = TextLayout.wrap("> " + title, width, indent: 4)
    if events.isEmpty { lines.append("  (no events)") }
    for event in events {
      lines += TextLayout.wrap("  - \(event)", width, indent: 6)
    }
    lines = lines.map { TextLayout.pad($0, width) }
    lines += Self.drawing(navigator, width: width, height: height)
    self.lines = lines
  }

  /// The frame's lines joined by newlines, with no trailing newline; empty when either size is
  /// below 1.
  public var description: String { lines.joined(separator: "\n") }

  /// The drawing of a navigator: `height` lines of exactly `width` characters.
  static func drawing<Route: Hashable & Sendable>(
    _ navigator: Navigator<Route>, width: Int, height: Int
  ) -> [String] {
    guard width > 0, height > 0 else { return [] }
    var canvas = Canvas(width: width, height: height)
    let screen = CellRect(x: 0, y: 0, width: width, height: height - 1)
    let container = container(width: width, height: height)
    let interactive = navigator.lowestInteractiveLevel(in: container)
    for level in 0...navigator.topLevel {
      if level == interactive, level > 0 {
        canvas.shade(rows: screen.y..<screen.maxY)
      }
      draw(level: level, of: navigator, in: container, screen: screen, on: &canvas)
    }
    canvas.write(
      statusLine(navigator, interactive: interactive), x: 0, y: height - 1, limit: width)
    return canvas.lines
  }

  /// The container the screen of a `width` by `height` frame stands for: the rows above the
  /// status line, with the first of them as the top safe-area inset.
  ///
  /// - Returns: A container measured in cells.
  package static func container(width: Int, height: Int) -> LayoutContainer {
    LayoutContainer(
      size: LayoutSize(width: Double(width), height: Double(max(0, height - 1))),
      safeArea: LayoutInsets(top: 1))
  }

  /// Breaks text into lines of at most `width` columns at spaces where it can, as frame titles
  /// are broken; continuation lines start with `indent` spaces.
  ///
  /// - Returns: At least one line; each is ASCII, as the renderer draws it.
  package static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    TextLayout.wrap(text, width, indent: indent)
  }

  /// The inset a full-size overlay leaves, in rows: ModalKit's 80 points on a phone is about
  /// two rows of text.
  package static let fullSizeInset: Double = 2
}

// MARK: - Levels

extension TextFrame {
  static func draw<Route: Hashable & Sendable>(
    level: Int, of navigator: Navigator<Route>, in container: LayoutContainer, screen: CellRect,
    on canvas: inout Canvas
  ) {
    guard level > 0 else {
      canvas.box(screen, label: "L0 window")
      drawStack(navigator.stack, in: screen.inner, on: &canvas)
      return
    }
    let layer = navigator.layers[level - 1]
    let stack = layer.stack
    let label = "L\(level) \(layer.presentation.styleName)"
    switch layer.presentation.style {
    case .sheet(let sheet):
      let grabberRows = sheet.showsGrabber ? 1 : 0
      let rect = CellRect(container.sheetFrame(at: sheet.selection))
        .atLeast(3 + grabberRows, rowsIn: screen, anchoredToBottom: true)
      let detents = sheet.detents.map {
        $0 == sheet.selection ? "(\(shortName($0)))" : shortName($0)
      }
      let offered = detents.joined(separator: " ")
      let footer = offered.count + 13 <= rect.width ? "detents: " + offered : offered
      canvas.box(rect, label: label, footer: footer)
      var inner = rect.inner
      if sheet.showsGrabber {
        canvas.center("=====", in: inner, y: inner.y)
        inner.y += 1
        inner.height -= 1
      }
      drawStack(stack, in: inner, on: &canvas)
    case .fullScreenCover:
      canvas.box(screen, label: label)
      drawStack(stack, in: screen.inner, on: &canvas)
    case .overlay(let overlay):
      let buttonRows = overlay.buttons.isEmpty ? 0 : 1
      let rect = CellRect(container.overlayFrame(overlay, fullSizeInset: fullSizeInset))
        .atLeast(3 + buttonRows, rowsIn: screen, anchoredToBottom: overlay.positioning == .bottom)
      canvas.box(rect, label: label, footer: "\(overlay.positioning.rawValue) \(overlay.size)")
      var inner = rect.inner
      if buttonRows > 0, inner.height > 1 {
        let row = overlay.buttons.map(buttonLabel).joined(separator: "  ")
        canvas.center(row, in: inner, y: inner.maxY - 1)
        inner.height -= 1
      }
      drawStack(stack, in: inner, on: &canvas)
    case .alert(let content):
      drawAlert(
        content, label: label, entry: layer.entry.description, asDialog: false,
        screen: screen, on: &canvas)
    case .confirmationDialog(let content):
      drawAlert(
        content, label: label, entry: layer.entry.description, asDialog: true,
        screen: screen, on: &canvas)
    }
  }

  /// Draws a stack inside a box: the breadcrumb, a rule when there is room, and the top entry.
  static func drawStack<Route: Hashable & Sendable>(
    _ stack: RouteStack<Route>, in inner: CellRect, on canvas: inout Canvas
  ) {
    guard inner.height > 0, inner.width > 0 else { return }
    canvas.write(breadcrumb(stack, width: inner.width), x: inner.x, y: inner.y, limit: inner.width)
    var body = CellRect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1)
    if body.height >= 3 {
      canvas.fill(CellRect(x: inner.x, y: body.y, width: inner.width, height: 1), with: "-")
      body.y += 1
      body.height -= 1
    }
    guard body.height > 0 else { return }
    canvas.center(stack.top.description, in: body, y: body.y + (body.height - 1) / 2)
  }

  /// The back path of a stack, `< inbox > thread(7)`, its oldest entries elided as `..` when it
  /// does not fit.
  static func breadcrumb<Route: Hashable & Sendable>(_ stack: RouteStack<Route>, width: Int)
    -> String
  {
    var names = stack.map { TextLayout.ascii("\($0.route)") }
    let back = stack.depth > 0 ? "< " : ""
    var text = back + names.joined(separator: " > ")
    while text.count > width, names.count > 1 {
      names.removeFirst()
      text = back + ".. > " + names.joined(separator: " > ")
    }
    return text
  }

  /// Draws an alert in the middle of the screen, or a confirmation dialog against its bottom.
  static func drawAlert(
    _ content: AlertContent, label: String, entry: String, asDialog: Bool, screen: CellRect,
    on canvas: inout Canvas
  ) {
    let labels = content.buttons.map(buttonLabel)
    let row = labels.joined(separator: "  ")
    let widest = ([content.title, content.message ?? "", row, label + "  "]).map(\.count).max()
    let maximum = asDialog ? screen.width - 4 : screen.width - 6
    let width = max(3, min(maximum, max(asDialog ? maximum : 24, (widest ?? 0) + 4)))
    let innerWidth = width - 4
    var message = content.message.map { TextLayout.wrap($0, innerWidth) } ?? []
    let buttons = !asDialog && row.count <= innerWidth ? [row] : labels
    let fixed = 2 + 1 + 1 + buttons.count  // borders, title, gap, buttons
    let room = max(0, screen.height - fixed - (message.isEmpty ? 0 : 1))
    if message.count > room {
      message = Array(message.prefix(room))
      if let last = message.popLast() { message.append(TextLayout.fit(last + "~", innerWidth)) }
    }
    var lines = [content.title] + message + [""] + buttons
    let height = min(screen.height, lines.count + 2)
    lines = Array(lines.prefix(max(0, height - 2)))
    let y = asDialog ? screen.maxY - height : screen.y + (screen.height - height) / 2
    let rect = CellRect(x: (screen.width - width) / 2, y: y, width: width, height: height)
    canvas.box(rect, label: label, footer: entry)
    let text = CellRect(x: rect.x + 2, y: rect.y + 1, width: innerWidth, height: height - 2)
    for (offset, line) in lines.enumerated() {
      canvas.center(line, in: text, y: text.y + offset)
    }
  }

  /// A detent as the bottom edge of a sheet names it: `medium`, `large`, `25%`, `200pt`.
  static func shortName(_ detent: Detent) -> String {
    switch detent {
    case .medium, .large: detent.description
    case .fraction(let value): "\(CellRect.cell(value * 100))%"
    case .height(let value): "\(CellRect.cell(value))pt"
    }
  }

  /// A button as drawn: `[OK]`, `(Cancel)` for the cancel role, `!Delete!` for destructive.
  static func buttonLabel(_ button: ModalButton) -> String {
    switch button.role {
    case .none: "[\(button.title)]"
    case .cancel: "(\(button.title))"
    case .destructive: "!\(button.title)!"
    }
  }

  /// The status line: which levels take input, and what waits in the queue.
  static func statusLine<Route: Hashable & Sendable>(
    _ navigator: Navigator<Route>, interactive: Int
  ) -> String {
    let top = navigator.topLevel
    let input = interactive == top ? "input: L\(top)" : "input: L\(interactive)-L\(top)"
    let queued = navigator.queue.items.map { $0.entry.description }
    let queue = queued.isEmpty ? "queue: empty" : "queue: " + queued.joined(separator: ", ")
    return "\(input) | \(queue)"
  }
}
