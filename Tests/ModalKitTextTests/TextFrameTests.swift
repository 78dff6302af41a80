import ModalKit
import ModalKitText
import Testing

/// The two sizes every golden frame is drawn at: the default and the smallest.
let goldenSizes = [(width: 60, height: 24), (width: 30, height: 12)]

@Suite("Text renderer")
struct TextFrameTests {
  @Test(
    "each representative state draws as its golden frame at 60x24 and 30x12",
    arguments: RenderState.allCases)
  func representativeStates(state: RenderState) {
    for size in goldenSizes {
      let frame = TextFrame(state.navigator, width: size.width, height: size.height).description

      Golden.expect(frame + "\n", matches: "renderer-\(state)-\(size.width)x\(size.height).txt")
    }
  }

  @Test(
    "every frame has exactly the asked number of lines, each exactly as wide",
    arguments: [(30, 12), (31, 13), (45, 17), (60, 24), (80, 40), (132, 50)])
  func exactSize(width: Int, height: Int) {
    for state in RenderState.allCases {
      let lines = TextFrame(state.navigator, width: width, height: height).description
        .split(separator: "\n", omittingEmptySubsequences: false)

      #expect(lines.count == height, "\(state)")
      #expect(lines.allSatisfy { $0.count == width && $0.utf8.count == width }, "\(state)")
    }
  }

  @Test(
    "below the designed minimum the frame keeps its exact size and nothing traps",
    arguments: [(1, 1), (2, 2), (8, 3), (12, 5), (29, 11), (200, 3)])
  func tinySizes(width: Int, height: Int) {
    for state in RenderState.allCases {
      let lines = TextFrame(state.navigator, width: width, height: height).lines

      #expect(lines.count == height, "\(state)")
      #expect(lines.allSatisfy { $0.count == width }, "\(state)")
    }
  }

  @Test("a size of zero draws nothing")
  func zeroSize() {
    let nav = RenderState.root.navigator

    #expect(TextFrame(nav, width: 0, height: 12).description == "")
    #expect(TextFrame(nav, width: 30, height: 0).lines == [])
  }

  @Test("drawing is pure: the same navigator draws the same frame twice")
  func deterministic() {
    let nav = RenderState.nestedWithQueue.navigator

    let first = TextFrame(nav, width: 60, height: 24)
    let second = TextFrame(nav, width: 60, height: 24)

    #expect(first == second)
  }

  @Test(
    "an overlay's box covers the rows of ModalKit's frame for its positioning and size",
    arguments: ModalPositioning.allCases, ModalSize.named)
  func overlayGeometry(positioning: ModalPositioning, size: ModalSize) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.compose, as: .overlay(positioning, size)))
    let frame = TextFrame.container(width: 60, height: 24)
      .overlayFrame(at: positioning, size: size, fullSizeInset: TextFrame.fullSizeInset)

    let lines = TextFrame(nav, width: 60, height: 24).lines
    let top = lines.firstIndex { $0.hasPrefix("+- L1 overlay") }
    let bottom = lines.firstIndex { $0.hasPrefix("+- \(positioning.rawValue) ") }

    #expect(top == Int(frame.y + 0.5))
    #expect(bottom == Int(frame.maxY + 0.5) - 1)
  }

  @Test(
    "an overlay draws the buttons it declares on its last row, at every positioning and size",
    arguments: ModalPositioning.allCases, ModalSize.named)
  func overlayButtons(positioning: ModalPositioning, size: ModalSize) {
    var nav = Nav(root: .inbox)
    let buttons = [ModalButton.cancel, ModalButton("Done", id: "done")]
    nav.checkedSend(.present(.compose, as: .overlay(positioning, size, buttons: buttons)))

    for size in goldenSizes {
      let lines = TextFrame(nav, width: size.width, height: size.height).lines
      let bottom = lines.firstIndex { $0.hasPrefix("+- \(positioning.rawValue) ") } ?? 0

      #expect(lines[bottom - 1].contains("(Cancel)  [Done]"), "\(size)")
      #expect(lines[bottom - 1].hasPrefix("|") && lines[bottom - 1].hasSuffix("|"), "\(size)")
    }
  }

  @Test("a sheet's top edge stands at its selected detent's height above the status line")
  func sheetGeometry() {
    let container = TextFrame.container(width: 60, height: 24)
    for detent in [Detent.fraction(0.25), .medium, .large] {
      var nav = Nav(root: .inbox)
      nav.checkedSend(.present(.compose, as: .sheet(detents: [detent])))

      let lines = TextFrame(nav, width: 60, height: 24).lines

      let expected = Int(container.sheetFrame(at: detent).y + 0.5)
      #expect(lines.firstIndex { $0.hasPrefix("+- L1 sheet") } == expected, "\(detent)")
    }
  }

  @Test("levels below the lowest interactive one are shaded, and only those")
  func shading() {
    var nav = Nav(root: .inbox)
    let sheet = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    nav.checkedSend(.present(.compose, as: sheet))
    let undimmed = TextFrame(nav, width: 60, height: 24).lines
    nav.checkedSend(.selectDetent(.large, of: nav.topLayer?.id ?? nav.top.id))
    nav.checkedSend(.selectDetent(.medium, of: nav.topLayer?.id ?? nav.top.id))
    nav.checkedSend(.present(.confirm("ok"), as: .alert("Done")))

    let dimmed = TextFrame(nav, width: 60, height: 24).description

    #expect(!undimmed.joined().contains("::"))
    #expect(undimmed.last == "input: L0-L1 | queue: empty" + String(repeating: " ", count: 33))
    #expect(dimmed.contains("|inbox:::"))
    #expect(dimmed.contains("|compose:::"))
  }

  @Test("labels that are not ASCII print as question marks, one cell each")
  func nonASCII() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.confirm("x"), as: .alert("Caf\u{E9} \u{1F600}", buttons: [.ok])))

    let frame = TextFrame(nav, width: 30, height: 12).description

    #expect(frame.contains("Caf? ?"))
    #expect(frame.utf8.count == 30 * 12 + 11)
  }

  @Test("a step is titled with its action and lists its events above the frame")
  func step() {
    var nav = Nav(root: .inbox)
    let action = Nav.Action.push(.thread(7))
    let events = nav.checkedSend(action)

    let lines = TextFrame(nav, title: action.description, events: events, width: 30, height: 12)
      .lines

    #expect(lines.count == 14)
    #expect(lines[0] == "> push(thread(7))" + String(repeating: " ", count: 13))
    #expect(lines[1] == "  - pushed(thread(7)#1)" + String(repeating: " ", count: 7))
    #expect(Array(lines[2...]) == TextFrame(nav, width: 30, height: 12).lines)
  }

  @Test("a frame made with no size is 60 by 24, and prints as its lines joined by newlines")
  func defaultSizeAndDescription() {
    let nav = RenderState.nestedWithQueue.navigator

    let frame = TextFrame(nav)

    #expect(frame == TextFrame(nav, width: 60, height: 24))
    #expect(frame.lines.count == 24 && frame.lines.allSatisfy { $0.count == 60 })
    #expect("\(frame)" == frame.lines.joined(separator: "\n"))
  }

  @Test("routes with no description of their own print as String(describing:) writes them")
  func routesWithoutDescription() {
    enum Plain: Hashable, Sendable {
      case home
      case item(Int)
    }
    var nav = Navigator(root: Plain.home)
    nav.send(.push(.item(3)))

    let lines = TextFrame(nav, width: 30, height: 12).lines

    #expect(lines[1] == "|< home > item(3)            |")
    #expect(lines[6] == "|         item(3)#1          |")
  }
}
