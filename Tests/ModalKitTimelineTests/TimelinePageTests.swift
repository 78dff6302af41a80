import Foundation
import ModalKit
import ModalKitTimeline
import ModalKitTrace
import Testing

@Suite("Timeline page")
struct TimelinePageTests {
  static func timeline(_ name: String) throws -> Timeline<String> {
    Timeline(try Trace.parse(Golden.read(name + ".jsonl")), title: name)
  }

  @Test("the page has the start, then one section per step headed by its action")
  func sections() throws {
    let timeline = try Self.timeline("sheet-over-stack")

    let sections = PageReader(timeline.html).sections

    #expect(sections.count == timeline.moments.count + 1)
    #expect(sections.map { $0.tag["data-step"] } == (0...timeline.moments.count).map(String.init))
    #expect(sections.map { $0.tag["id"] } == (0...timeline.moments.count).map { "step-\($0)" })
    #expect(sections.first?.tag.hasClass("start") == true)
    #expect(sections.dropFirst().allSatisfy { $0.tag.hasClass("step") })
    #expect(sections.first?.heading == "start")
    #expect(sections.dropFirst().map(\.heading) == timeline.moments.map(\.title))
    #expect(
      sections.dropFirst().map { $0.tag["data-line"] } == timeline.moments.map { "\($0.line ?? 0)" }
    )
    #expect(sections[5].heading == "unwind from #3")
  }

  @Test("a rejected step is marked with its reason, and only that step")
  func rejected() throws {
    let timeline = try Self.timeline("sheet-over-stack")

    let marks = PageReader(timeline.html).sections.map { $0.tag["data-rejected"] }

    #expect(marks == [nil, nil, nil, nil, nil, "inputBlocked", nil])
  }

  @Test(
    "every level carries its number and id, and the levels below the input rule's are blocked",
    arguments: ["sheet-over-stack", "dialogs-and-queue"])
  func levels(name: String) throws {
    let timeline = try Self.timeline(name)
    let states = [timeline.start] + timeline.moments.map(\.navigator)

    let sections = PageReader(timeline.html).sections

    for (section, state) in zip(sections, states) {
      let lowest = state.lowestInteractiveLevel(in: Timeline<String>.phone)
      let ids = [state.stack.root.id] + state.layers.map(\.id)
      #expect(section.levels.map { $0["data-level"] } == (0...state.topLevel).map(String.init))
      #expect(section.levels.map { $0["data-id"] } == ids.map { "\($0.rawValue)" })
      #expect(
        section.levels.map { $0["data-blocked"] != nil } == (0...state.topLevel).map { $0 < lowest }
      )
      #expect(
        section.levels.map { $0.hasClass("blocked") } == (0...state.topLevel).map { $0 < lowest })
      let blocking = state.layers.filter { $0.blocksInput(in: Timeline<String>.phone) }
      #expect(section.dims == blocking.count)
    }
  }

  @Test("at .large the sheet blocks the screen beneath it; at .medium, its undimmed detent, not")
  func blockedBySheet() throws {
    let sections = PageReader(try Self.timeline("sheet-over-stack").html).sections

    let windowBlocked = sections.map { $0.levels.first?["data-blocked"] != nil }

    #expect(windowBlocked == [false, false, false, false, true, true, false])
  }

  @Test("a sheet is drawn at its selected detent's frame from the layout code")
  func sheetFrames() throws {
    let phone = Timeline<String>.phone
    for name in ["sheet-over-stack", "dialogs-and-queue"] {
      let timeline = try Self.timeline(name)
      let states = [timeline.start] + timeline.moments.map(\.navigator)
      for (section, state) in zip(PageReader(timeline.html).sections, states) {
        for (layer, tag) in zip(state.layers, section.levels.dropFirst()) {
          guard let sheet = layer.presentation.sheet else { continue }
          let frame = phone.sheetFrame(at: sheet.selection)
          #expect(tag["data-detent"] == sheet.selection.description)
          #expect(tag["data-height"].flatMap(Double.init) == phone.sheetHeight(at: sheet.selection))
          let drawn = (tag["data-frame"] ?? "").split(separator: " ").compactMap { Double($0) }
          #expect(drawn == [frame.x, frame.y, frame.width, frame.height])
        }
      }
    }
  }

  @Test("a medium sheet on the phone is 400 px tall at 444, as the Presentations article prints")
  func mediumSheet() throws {
    let sections = PageReader(try Self.timeline("sheet-over-stack").html).sections

    let sheet = try #require(sections[2].levels.last)

    #expect(sheet["data-style"] == "sheet")
    #expect(sheet["data-frame"] == "0 444 390 400")
    #expect(sheet["data-height"] == "400")
    #expect(sheet["style"]?.contains("top:444px;width:390px;height:400px") == true)
  }

  @Test("a fraction detent writes the layout code's exact number")
  func fractionHeight() throws {
    let sections = PageReader(try Self.timeline("dialogs-and-queue").html).sections

    let sheet = try #require(sections[5].levels.last)

    #expect(sheet["data-detent"] == "fraction(0.3)")
    #expect(sheet["data-height"].flatMap(Double.init) == 0.3 * 800)
  }

  @Test("an overlay is drawn at its frame from the layout code")
  func overlayFrame() throws {
    let sections = PageReader(try Self.timeline("dialogs-and-queue").html).sections

    let overlay = try #require(sections[1].levels.last)

    let frame = Timeline<String>.phone.overlayFrame(at: .center, size: .threeQuarters)
    #expect(overlay["data-style"] == "overlay")
    #expect(overlay["data-height"].flatMap(Double.init) == frame.height)
    #expect(overlay["data-frame"] == "0 139.75 390 574.5")
    #expect(frame == LayoutRect(x: 0, y: 139.75, width: 390, height: 574.5))
  }

  @Test("the queue beside the screen lists what waits, with ids")
  func queue() throws {
    let sections = PageReader(try Self.timeline("dialogs-and-queue").html).sections

    let queued = sections.map { $0.tags.filter { $0.hasClass("queued") }.map { $0["data-id"] } }

    #expect(queued == [[], [], ["2"], ["2"], ["2"], [], [], []])
  }

  @Test("alerts and confirmation dialogs show their buttons with their ids and roles")
  func buttons() throws {
    let sections = PageReader(try Self.timeline("dialogs-and-queue").html).sections

    let buttons = sections[3].tags.filter { $0.hasClass("button") }

    #expect(buttons.map { $0["data-button"] } == ["Cancel", "done", "cancel-trip", "keep"])
    #expect(buttons.map { $0["data-role"] } == ["cancel", nil, "destructive", "cancel"])
  }

  @Test("routes, titles and button labels are text: a <script> in a route never runs")
  func escaping() {
    var timeline = Timeline(
      start: Navigator(root: "<script>alert(1)</script>"), title: "</title><script>x()</script>")
    let button = ModalButton("<i>no</i>", id: "\"'&")
    timeline.send(
      .present("\"><img src=x onerror=alert(2)>", as: .alert("<b>bold</b>", buttons: [button])))

    let html = timeline.html

    #expect(html.components(separatedBy: "<script").count == 2)  // the page's own, only
    #expect(!html.contains("<img") && !html.contains("<b>") && !html.contains("<i>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>"))
    #expect(html.contains("data-button=\"&quot;&#39;&amp;\""))
    #expect(PageReader(html).unbalancedElements == [])
    #expect(PageReader(html).sections[1].levels.last?["data-style"] == "alert")
  }

  @Test("the page is self-contained: it names nothing to fetch")
  func selfContained() throws {
    let html = try Self.timeline("dialogs-and-queue").html

    for reference in ["http:", "https:", "src=", "href=", "url(", "@import", "<link"] {
      #expect(!html.contains(reference), "the page holds \(reference)")
    }
  }

  @Test("the controls start hidden, so a page without JavaScript lists every step")
  func progressiveEnhancement() throws {
    let html = try Self.timeline("sheet-over-stack").html

    #expect(html.contains("<nav class=\"controls\" hidden>"))
    #expect(
      !html.contains("<section class=\"step\" id=\"step-1\" data-step=\"1\" data-line=\"2\" hidden")
    )
    #expect(PageReader(html).sections.allSatisfy { $0.tag["hidden"] == nil })
  }

  @Test("a page is drawn on the container it is given")
  func otherContainer() throws {
    let trace = try Trace.parse(Golden.read("sheet-over-stack.jsonl"))
    let tablet = LayoutContainer(
      size: LayoutSize(width: 820, height: 1180), safeArea: LayoutInsets(top: 24, bottom: 20))

    let html = Timeline(trace, container: tablet).html

    #expect(html.contains("data-width=\"820\" data-height=\"1180\" data-safe-top=\"24\""))
    let sheet = try #require(PageReader(html).sections[2].levels.last)
    #expect(sheet["data-height"].flatMap(Double.init) == tablet.sheetHeight(at: .medium))
  }

  @Test(
    "every conformance vector that parses renders, a section per input; the others do not parse")
  func everyVector() throws {
    let folder = Golden.packageRoot.appendingPathComponent("Tests/Conformance")
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var rendered = 0
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".jsonl") else { continue }
      let bytes = try Golden.bytes(folder.appendingPathComponent(path))
      let trace: Trace
      do {
        trace = try Trace.parse(bytes)
      } catch {
        #expect(path.hasPrefix("errors/"), "\(path): \(error)")
        continue
      }
      let reader = PageReader(Timeline(trace, title: path).html)
      #expect(reader.sections.count == trace.inputs.count + 1, "\(path)")
      #expect(reader.unbalancedElements == [], "\(path)")
      rendered += 1
    }
    #expect(rendered >= 90)
  }
}
