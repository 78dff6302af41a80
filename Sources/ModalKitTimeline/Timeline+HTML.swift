// The page: a header with the controls, the start, then one section per step.

import ModalKit

extension Timeline {
  /// The timeline as one self-contained HTML page: no network, no external script or font, so
  /// it opens from a file.
  ///
  /// The page's structure is stable, for people and for tests that read it:
  ///
  /// ```
  /// <main class="timeline" data-steps="N" data-width="390" data-height="844" …>
  ///   <section class="start" id="step-0" data-step="0">        the state before any action
  ///   <section class="step" id="step-K" data-step="K" data-line="L" [data-rejected="REASON"]>
  ///     <h2>ACTION</h2>                                          Moment/title: the action
  ///     <div class="phone"> … one element per level:
  ///       <div class="level …" data-level="0" data-id="ID" [data-blocked] data-height="H">
  ///       <div class="dim" data-under="K">                      beneath a layer that blocks
  ///     <aside class="queue">                                   what waits beside the screen
  ///     <ol class="events"> <li data-event="KIND">EVENT</li>    each event's description
  ///     <ol class="levels"> <li data-level="K" [data-blocked]>  each level in words
  /// ```
  ///
  /// Sheets and overlays carry their frame from the layout code (`data-frame="x y w h"` and
  /// `data-height`) and are drawn at it, one point to one CSS pixel. Every route, title and
  /// label is escaped. A small inline script shows one step at a time, with a slider, buttons
  /// and the arrow keys (Home and End for the first and last); without JavaScript every step
  /// is shown, one after the other.
  ///
  /// - Complexity: O(n) in the steps times the entries of each state.
  public var html: String {
    var html = HTMLWriter()
    html.line("<!DOCTYPE html>")
    html.open("html", [("lang", "en")])
    html.open("head")
    html.empty("meta", [("charset", "utf-8")], void: true)
    html.empty(
      "meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")],
      void: true)
    html.empty("meta", [("name", "generator"), ("content", "ModalKitTimeline")], void: true)
    html.element("title", text: title)
    html.line("<style>")
    html.raw(PageResources.styleSheet)
    html.line("</style>")
    html.close("head")
    html.open("body")
    writeHeader(to: &html)
    let size = container.size
    let safe = container.safeArea
    html.open(
      "main",
      [
        ("class", "timeline"), ("data-steps", String(moments.count)),
        ("data-width", number(size.width)), ("data-height", number(size.height)),
        ("data-safe-top", number(safe.top)), ("data-safe-bottom", number(safe.bottom)),
        ("data-safe-leading", number(safe.leading)),
        ("data-safe-trailing", number(safe.trailing)),
      ])
    writeStart(to: &html)
    for (index, moment) in moments.enumerated() {
      writeMoment(moment, number: index + 1, to: &html)
    }
    html.close("main")
    html.line("<script>")
    html.raw(PageResources.script)
    html.line("</script>")
    html.close("body")
    html.close("html")
    return html.text
  }

  // MARK: - Sections

  private func writeHeader(to html: inout HTMLWriter) {
    html.open("header", [("class", "top")])
    html.element("h1", text: title)
    let size = container.size
    let safe = container.safeArea
    let steps = moments.count == 1 ? "1 step" : "\(moments.count) steps"
    html.element(
      "p", [("class", "summary")],
      text:
        "\(steps) on a \(number(size.width)) \u{d7} \(number(size.height)) pt screen "
        + "(safe area \(number(safe.top)) top, \(number(safe.bottom)) bottom), "
        + "drawn 1 pt = 1 px with ModalKit's layout. The slider, the buttons, or the "
        + "\u{2190} \u{2192} keys step through; without JavaScript every step is listed.")
    html.open("nav", [("class", "controls"), ("hidden", nil)])
    html.element(
      "button", [("type", "button"), ("class", "previous"), ("aria-label", "previous step")],
      text: "\u{2190}")
    html.empty(
      "input",
      [
        ("type", "range"), ("class", "slider"), ("min", "0"), ("max", String(self.moments.count)),
        ("value", "0"), ("aria-label", "step"),
      ], void: true)
    html.element(
      "button", [("type", "button"), ("class", "next"), ("aria-label", "next step")],
      text: "\u{2192}")
    html.element("output", [("class", "position")], text: "start")
    html.close("nav")
    html.close("header")
  }

  private func writeStart(to html: inout HTMLWriter) {
    html.open("section", [("class", "start"), ("id", "step-0"), ("data-step", "0")])
    html.element("h2", text: "start")
    writeFrame(start, position: "the state before the first action", events: nil, to: &html)
    html.close("section")
  }

  private func writeMoment(_ moment: Moment, number: Int, to html: inout HTMLWriter) {
    var attributes: [HTMLWriter.Attribute] = [
      ("class", moment.rejection == nil ? "step" : "step rejected"), ("id", "step-\(number)"),
      ("data-step", String(number)),
    ]
    if let line = moment.line { attributes.append(("data-line", String(line))) }
    if let screen = moment.screen { attributes.append(("data-from", String(screen.rawValue))) }
    if let reason = moment.rejection { attributes.append(("data-rejected", "\(reason)")) }
    html.open("section", attributes)
    html.element("h2", text: moment.title)
    var position = "step \(number) of \(moments.count)"
    if let line = moment.line { position += " \u{b7} trace line \(line)" }
    writeFrame(moment.navigator, position: position, events: moment, to: &html)
    html.close("section")
  }

  /// The drawing, the queue beside it, and the notes: the position, the events, the levels.
  private func writeFrame(
    _ navigator: Navigator<Route>, position: String, events moment: Moment?,
    to html: inout HTMLWriter
  ) {
    let drawing = StateDrawing(navigator: navigator, container: container)
    html.open("div", [("class", "frame")])
    drawing.write(to: &html)
    writeQueue(navigator.queue, to: &html)
    html.open("div", [("class", "notes")])
    html.element("p", [("class", "position")], text: position)
    if let moment {
      if let reason = moment.rejection {
        html.element("p", [("class", "verdict")], text: "rejected: \(reason)")
      }
      html.element("h3", text: "Events")
      if moment.events.isEmpty {
        html.element("p", [("class", "events empty")], text: "no events")
      } else {
        html.open("ol", [("class", "events")])
        for event in moment.events {
          html.element("li", [("data-event", Self.kind(of: event))], text: "\(event)")
        }
        html.close("ol")
      }
    }
    writeLevels(navigator, interactive: drawing.lowestInteractiveLevel, to: &html)
    html.close("div")
    html.close("div")
  }

  /// What waits in the queue, beside the screen.
  private func writeQueue(_ queue: PresentationQueue<Route>, to html: inout HTMLWriter) {
    var attributes: [HTMLWriter.Attribute] = [("class", "queue")]
    if !queue.isEmpty { attributes.append(("data-waits-below", String(queue.level))) }
    html.open("aside", attributes)
    html.element("h3", text: "Queue")
    if queue.isEmpty {
      html.element("p", [("class", "empty")], text: "empty")
    } else {
      html.element(
        "p", [("class", "waits")], text: "shown in order once L\(queue.level) is gone")
      html.open("ol")
      for item in queue.items {
        html.open(
          "li",
          [
            ("class", "queued"), ("data-id", String(item.id.rawValue)),
            ("data-style", item.presentation.styleName),
          ])
        html.element("span", [("class", "entry")], text: "\(item.entry)")
        html.element("span", [("class", "presentation")], text: "\(item.presentation)")
        html.close("li")
      }
      html.close("ol")
    }
    html.close("aside")
  }

  /// Each level in words: its style, its stack, and whether it takes input.
  private func writeLevels(
    _ navigator: Navigator<Route>, interactive: Int, to html: inout HTMLWriter
  ) {
    html.element("h3", text: "Levels")
    html.open("ol", [("class", "levels"), ("start", "0")])
    for level in 0...navigator.topLevel {
      let stack = navigator.stack(atLevel: level) ?? navigator.stack
      let style = level == 0 ? "window" : navigator.layers[level - 1].presentation.description
      let blocked = level < interactive
      var attributes: [HTMLWriter.Attribute] = [
        ("data-level", String(level)), ("data-id", String(stack.root.id.rawValue)),
      ]
      if blocked { attributes.append(("data-blocked", nil)) }
      html.element(
        "li", attributes,
        text: "L\(level) \(style) \(stack) \u{b7} " + (blocked ? "no input" : "takes input"))
    }
    html.close("ol")
  }

  /// An event's case name, for its `data-event`: `pushed`, `dismissed`, `rejected` and so on.
  static func kind(of event: Navigator<Route>.Event) -> String {
    switch event {
    case .pushed: "pushed"
    case .popped: "popped"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .queued: "queued"
    case .dropped: "dropped"
    case .detentChanged: "detentChanged"
    case .updated: "updated"
    case .rejected: "rejected"
    }
  }
}
