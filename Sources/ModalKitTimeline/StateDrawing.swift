// One state drawn as a phone screen in HTML, every frame from ModalKit's layout code.

import ModalKit

/// One navigator drawn as the screen a user would see, as positioned HTML elements.
///
/// Frames come from the `LayoutContainer`, one point to one CSS pixel: the window and covers
/// fill it, a sheet is `LayoutContainer.sheetFrame(at:)` of its selected detent, an overlay
/// `LayoutContainer.overlayFrame(_:fullSizeInset:)`. A layer that blocks input
/// (`ModalLayer.blocksInput(in:)`) dims everything beneath it, and each level below
/// `Navigator.lowestInteractiveLevel(in:)` is marked `data-blocked`. Alerts and
/// confirmation dialogs have no frame in the layout code: an alert is centred in the safe
/// area, a dialog stands against its bottom, each as tall as its text and buttons.
struct StateDrawing<Route: Hashable & Sendable> {
  /// The state to draw.
  let navigator: Navigator<Route>
  /// The screen to draw it on.
  let container: LayoutContainer

  /// The width of an alert, as on a phone.
  static var alertWidth: Double { 270 }

  /// The lowest level that takes input: every level below it is drawn as blocked.
  var lowestInteractiveLevel: Int { navigator.lowestInteractiveLevel(in: container) }

  /// Writes the phone, with its levels bottom to top, and beside it a label at the top edge of
  /// each level and a mark at each other detent the topmost sheet offers.
  func write(to html: inout HTMLWriter) {
    let size = container.size
    html.open("div", [("class", "device")])
    html.open(
      "div",
      [
        ("class", "phone"), ("data-width", number(size.width)),
        ("data-height", number(size.height)),
        ("style", "width:\(pixels(size.width));height:\(pixels(size.height))"),
      ])
    let interactive = lowestInteractiveLevel
    writeWindow(blocked: interactive > 0, to: &html)
    for (index, layer) in navigator.layers.enumerated() {
      let level = index + 1
      if layer.blocksInput(in: container) {
        html.empty("div", [("class", "dim"), ("data-under", String(level))])
      }
      writeLayer(layer, level: level, blocked: level < interactive, to: &html)
    }
    html.empty("div", [("class", "island")])
    html.empty("div", [("class", "home-indicator")])
    html.close("div")
    writeAnnotations(to: &html)
    html.close("div")
  }

  /// The attributes every level has: its classes, number, style, id and input.
  private func levelAttributes(
    _ classes: String, level: Int, style: String, id: EntryID, blocked: Bool
  ) -> [HTMLWriter.Attribute] {
    var attributes: [HTMLWriter.Attribute] = [
      ("class", "level " + classes + (blocked ? " blocked" : "")),
      ("data-level", String(level)), ("data-style", style), ("data-id", String(id.rawValue)),
    ]
    if blocked { attributes.append(("data-blocked", nil)) }
    return attributes
  }

  /// The attributes of a level with a frame from the layout code: the frame as data and as CSS.
  ///
  /// The padding keeps the content out of the safe-area insets a level reaches into.
  private func frameAttributes(
    _ frame: LayoutRect, paddingTop: Double = 0, paddingBottom: Double = 0
  ) -> [HTMLWriter.Attribute] {
    var style =
      "left:\(pixels(frame.x));top:\(pixels(frame.y));"
      + "width:\(pixels(frame.width));height:\(pixels(frame.height))"
    if paddingTop > 0 { style += ";padding-top:\(pixels(paddingTop))" }
    if paddingBottom > 0 { style += ";padding-bottom:\(pixels(paddingBottom))" }
    return [
      (
        "data-frame",
        [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: " ")
      ),
      ("data-height", number(frame.height)), ("style", style),
    ]
  }

  /// The whole container, for the window and covers.
  private var fullFrame: LayoutRect {
    LayoutRect(x: 0, y: 0, width: container.size.width, height: container.size.height)
  }

  // MARK: - Levels

  private func writeWindow(blocked: Bool, to html: inout HTMLWriter) {
    html.open(
      "div",
      levelAttributes(
        "window", level: 0, style: "window", id: navigator.stack.root.id, blocked: blocked)
        + frameAttributes(
          fullFrame, paddingTop: container.safeArea.top, paddingBottom: container.safeArea.bottom))
    writeStatusBar(to: &html)
    writeStack(navigator.stack, to: &html)
    html.close("div")
  }

  private func writeLayer(
    _ layer: ModalLayer<Route>, level: Int, blocked: Bool, to html: inout HTMLWriter
  ) {
    let presentation = layer.presentation
    let name = presentation.styleName
    let attributes = levelAttributes(
      "layer " + name, level: level, style: name, id: layer.id, blocked: blocked)
    switch presentation.style {
    case .sheet(let sheet):
      var extra: [HTMLWriter.Attribute] = [
        ("data-detent", sheet.selection.description),
        ("data-detents", sheet.detents.map { $0.description }.joined(separator: " ")),
      ]
      if let undimmed = sheet.largestUndimmedDetent {
        extra.append(("data-undimmed", undimmed.description))
      }
      let frame = frameAttributes(
        container.sheetFrame(at: sheet.selection), paddingBottom: container.safeArea.bottom)
      html.open("div", attributes + extra + frame)
      if sheet.showsGrabber { html.empty("div", [("class", "grabber")]) }
      writeStack(layer.stack, to: &html)
      html.close("div")
    case .fullScreenCover:
      html.open(
        "div",
        attributes
          + frameAttributes(
            fullFrame, paddingTop: container.safeArea.top, paddingBottom: container.safeArea.bottom)
      )
      writeStatusBar(to: &html)
      writeStack(layer.stack, to: &html)
      html.close("div")
    case .overlay(let overlay):
      let extra: [HTMLWriter.Attribute] = [
        ("data-positioning", overlay.positioning.rawValue), ("data-size", overlay.size.description),
      ]
      html.open(
        "div", attributes + extra + frameAttributes(container.overlayFrame(overlay)))
      writeStack(layer.stack, to: &html)
      if !overlay.buttons.isEmpty { writeButtons(overlay.buttons, vertical: false, to: &html) }
      html.close("div")
    case .alert(let content):
      let safe = container.safeRect
      let left = safe.x + (safe.width - Self.alertWidth) / 2
      let style =
        "left:\(pixels(left));top:\(pixels(safe.y + safe.height / 2));"
        + "width:\(pixels(Self.alertWidth))"
      html.open("div", attributes + [("style", style)])
      html.element("p", [("class", "title")], text: content.title)
      if let message = content.message { html.element("p", [("class", "message")], text: message) }
      writeButtons(content.buttons, vertical: content.buttons.count != 2, to: &html)
      html.close("div")
    case .confirmationDialog(let content):
      let safe = container.safeRect
      let inset = 8.0
      let style =
        "left:\(pixels(safe.x + inset));width:\(pixels(safe.width - 2 * inset));"
        + "bottom:\(pixels(container.size.height - safe.maxY + inset))"
      html.open("div", attributes + [("style", style)])
      html.open("div", [("class", "group")])
      html.element("p", [("class", "title")], text: content.title)
      if let message = content.message { html.element("p", [("class", "message")], text: message) }
      writeButtons(content.buttons.filter { $0.role != .cancel }, vertical: true, to: &html)
      html.close("div")
      let cancels = content.buttons.filter { $0.role == .cancel }
      if !cancels.isEmpty {
        html.open("div", [("class", "group")])
        writeButtons(cancels, vertical: true, to: &html)
        html.close("div")
      }
      html.close("div")
    }
  }

  /// The clock a full-screen level shows in the top safe area.
  private func writeStatusBar(to html: inout HTMLWriter) {
    html.element(
      "div",
      [("class", "status-bar"), ("style", "height:\(pixels(container.safeArea.top))")],
      text: "9:41")
  }

  /// Buttons as drawn: the cancel role plain, the destructive role red.
  private func writeButtons(_ buttons: [ModalButton], vertical: Bool, to html: inout HTMLWriter) {
    guard !buttons.isEmpty else { return }
    html.open("div", [("class", vertical ? "buttons vertical" : "buttons")])
    for button in buttons {
      var attributes: [HTMLWriter.Attribute] = [
        ("class", "button" + (button.role.map { " " + $0.rawValue } ?? "")),
        ("data-button", button.id),
      ]
      if let role = button.role { attributes.append(("data-role", role.rawValue)) }
      html.element("span", attributes, text: button.title)
    }
    html.close("div")
  }

  // MARK: - Stacks

  /// The number of screens drawn receding beneath the top one; deeper ones are counted.
  static var recedingScreens: Int { 3 }

  /// The height of the strip each receding screen shows above the next.
  static var stripHeight: Double { 14 }

  /// Draws a stack as a deck: the top entry as the screen a user sees, and up to three entries
  /// beneath it as narrower strips receding above it, the oldest furthest back.
  private func writeStack(_ stack: RouteStack<Route>, to html: inout HTMLWriter) {
    html.open("ol", [("class", "stack"), ("data-depth", String(stack.depth))])
    let beneath = Array(stack.dropLast().suffix(Self.recedingScreens))
    let hidden = stack.depth - beneath.count
    for (index, entry) in beneath.enumerated() {
      let inset = Double(beneath.count - index) * 8
      let style =
        "top:\(pixels(Double(index) * Self.stripHeight));left:\(pixels(inset));"
        + "right:\(pixels(inset))"
      let more = index == 0 && hidden > 0 ? "+\(hidden) \u{b7} " : ""
      html.element(
        "li",
        [("class", "screen beneath"), ("data-id", String(entry.id.rawValue)), ("style", style)],
        text: more + label(of: entry.route) + entry.id.description)
    }
    let top = stack.top
    html.open(
      "li",
      [
        ("class", "screen top"), ("data-id", String(top.id.rawValue)),
        ("style", "top:\(pixels(Double(beneath.count) * Self.stripHeight))"),
      ])
    html.open("div", [("class", "bar")])
    if let back = beneath.last {
      html.element("span", [("class", "back")], text: "\u{2039} " + label(of: back.route))
    }
    html.element("span", [("class", "title")], text: label(of: top.route))
    html.close("div")
    html.open("div", [("class", "body")])
    html.element("span", [("class", "route")], text: label(of: top.route))
    html.element("span", [("class", "id")], text: top.id.description)
    html.close("div")
    html.close("li")
    html.close("ol")
  }

  // MARK: - Annotations

  /// A label beside the phone: at a level's top edge, or at a detent the topmost sheet offers.
  private struct Annotation {
    /// Where the label points, in points from the top of the container.
    var y: Double
    /// The label.
    var text: String
    /// A second line under it, if any.
    var detail: String?
    /// Its attributes other than the position.
    var attributes: [HTMLWriter.Attribute]
  }

  /// The labels beside the phone, top to bottom: each level's number, style and input at its
  /// top edge (an alert's at its middle), and a dashed mark at each detent the topmost sheet
  /// offers other than the selected one, its height from the layout code.
  private var annotations: [Annotation] {
    let interactive = lowestInteractiveLevel
    var labels: [Annotation] = []
    func label(_ level: Int, _ style: String, _ detail: String? = nil, y: Double) {
      var attributes: [HTMLWriter.Attribute] = [
        ("class", level < interactive ? "level-label blocked" : "level-label"),
        ("data-level", String(level)),
      ]
      if level < interactive { attributes.append(("data-blocked", nil)) }
      let parts = [detail, level < interactive ? "no input" : nil].compactMap { $0 }
      labels.append(
        Annotation(
          y: y, text: "L\(level) " + style,
          detail: parts.isEmpty ? nil : parts.joined(separator: " \u{b7} "),
          attributes: attributes))
    }
    label(0, "window", y: 0)
    let safe = container.safeRect
    for (index, layer) in navigator.layers.enumerated() {
      let level = index + 1
      switch layer.presentation.style {
      case .sheet(let sheet):
        label(level, "sheet", "\(sheet.selection)", y: container.sheetFrame(at: sheet.selection).y)
      case .fullScreenCover:
        label(level, "fullScreenCover", y: 0)
      case .overlay(let overlay):
        label(
          level, "overlay", "\(overlay.positioning.rawValue) \(overlay.size)",
          y: container.overlayFrame(overlay).y)
      case .alert:
        label(level, "alert", y: safe.y + safe.height / 2)
      case .confirmationDialog:
        label(level, "confirmationDialog", y: safe.maxY - safe.height / 4)
      }
    }
    if let (level, sheet) = topmostSheet.map({ ($0.level, $0.sheet) }) {
      for detent in container.detentsByHeight(sheet) where detent != sheet.selection {
        let height = container.sheetHeight(at: detent)
        let undimmed = detent == sheet.largestUndimmedDetent ? " (undimmed)" : ""
        labels.append(
          Annotation(
            y: container.size.height - height, text: "L\(level) \(detent)\(undimmed)",
            attributes: [
              ("class", "detent"), ("data-level", String(level)),
              ("data-detent", detent.description), ("data-height", number(height)),
            ]))
      }
    }
    return labels
  }

  /// The height of one line of a label: labels closer than their lines are moved apart.
  static var labelLineHeight: Double { 15 }

  /// Writes the labels beside the phone; each line marks its exact height, and a label that
  /// would overlap the one above has its text moved down, not its line.
  private func writeAnnotations(to html: inout HTMLWriter) {
    html.open("ol", [("class", "annotations")])
    var free = -Double.infinity
    for annotation in annotations.sorted(by: { $0.y < $1.y }) {
      let shift = max(0, free - annotation.y)
      free = annotation.y + shift + Self.labelLineHeight * (annotation.detail == nil ? 1 : 2)
      var style = "top:\(pixels(annotation.y))"
      if shift > 0 { style += ";padding-top:\(pixels(shift))" }
      guard let detail = annotation.detail else {
        html.element("li", annotation.attributes + [("style", style)], text: annotation.text)
        continue
      }
      html.open("li", annotation.attributes + [("style", style)])
      html.element("span", [("class", "name")], text: annotation.text)
      html.element("span", [("class", "detail")], text: detail)
      html.close("li")
    }
    html.close("ol")
  }

  /// The topmost sheet and its level, whose other detents are marked beside the phone.
  private var topmostSheet: (level: Int, sheet: SheetConfiguration)? {
    for (index, layer) in navigator.layers.enumerated().reversed() {
      if let sheet = layer.presentation.sheet { return (level: index + 1, sheet: sheet) }
    }
    return nil
  }
}

extension StateDrawing {
  /// A route as drawn: its description, and a `String` route as it is, which is the same text
  /// but also what Embedded Swift (the WebAssembly build), which cannot describe a value of a
  /// generic type, draws.
  fileprivate func label(of route: Route) -> String {
    (route as? String) ?? "\(route)"
  }
}
