import ModalKit
import Testing

/// Each way a saved state can be wrong, and the exact error it gets.
@Suite("Validation")
struct ValidationTests {
  @Test("the hand-written base state decodes, so each test below breaks exactly one thing")
  func baseIsValid() throws {
    let navigator = try JSON.decode(
      StringNav.self,
      from: savedState(
        stack: savedStack((0, "inbox"), (1, "thread")),
        layers: [savedLayer(savedSheet(), (2, "settings"))], nextID: "3"))

    #expect(navigator.description == "[inbox#0, thread#1] > sheet [settings#2]")
  }

  // MARK: - Version

  @Test(
    "an unknown version is refused before anything else is read",
    arguments: [0, 2, -1, 99, Int.max])
  func unknownVersion(version: Int) {
    #expect(
      failure(decoding: #"{"version":\#(version)}"#) == .restoration(.unsupportedVersion(version)))
    #expect(
      failure(decoding: savedState(version: "\(version)"))
        == .restoration(.unsupportedVersion(version)))
  }

  @Test("a missing version, or one of the wrong type, is the decoder's error")
  func malformedVersion() {
    #expect(failure(decoding: #"{"stack":[]}"#) == .keyNotFound("version", at: ""))
    #expect(failure(decoding: savedState(version: #""1""#)) == .typeMismatch(at: "version"))
    #expect(failure(decoding: savedState(version: "null")) == .valueNotFound(at: "version"))
    guard case .dataCorrupted = failure(decoding: savedState(version: "1.5")) else {
      Issue.record("a fractional version is not dataCorrupted")
      return
    }
  }

  // MARK: - Ids and the counter

  @Test("two entries with one id are refused, naming the id")
  func duplicateIDs() {
    let inOneStack = savedState(stack: savedStack((0, "inbox"), (1, "a"), (1, "b")), nextID: "2")
    let acrossLayers = savedState(
      stack: savedStack((0, "inbox"), (1, "a")),
      layers: [savedLayer(savedSheet(), (1, "sheet"))], nextID: "2")
    let queued = savedState(
      layers: [savedLayer(savedSheet(), (1, "sheet"))],
      queue:
        #"{"level":1,"items":[{"entry":{"id":0,"route":"q"},"presentation":\#(savedSheet())}]}"#,
      nextID: "2")

    #expect(failure(decoding: inOneStack) == .restoration(.invalidState(.duplicateID(1))))
    #expect(failure(decoding: acrossLayers) == .restoration(.invalidState(.duplicateID(1))))
    #expect(failure(decoding: queued) == .restoration(.invalidState(.duplicateID(0))))
  }

  @Test("a counter not ahead of every id is refused, naming the first id at or above it")
  func counterBehindAnID() {
    let atCounter = savedState(stack: savedStack((0, "inbox"), (1, "a")), nextID: "1")
    let inLayer = savedState(layers: [savedLayer(savedSheet(), (7, "sheet"))], nextID: "5")

    #expect(failure(decoding: atCounter) == .restoration(.invalidState(.idNotBelowCounter(1))))
    #expect(failure(decoding: inLayer) == .restoration(.invalidState(.idNotBelowCounter(7))))
    #expect(
      failure(decoding: savedState(nextID: "0"))
        == .restoration(.invalidState(.idNotBelowCounter(0))))
  }

  @Test("ids and the counter must be unsigned integers")
  func idTypes() {
    #expect(failure(decoding: savedState(nextID: #""5""#)) == .typeMismatch(at: "nextID"))
    #expect(failure(decoding: savedState(nextID: "-1")) != nil)
    #expect(
      failure(decoding: savedState(stack: #"[{"id":"0","route":"inbox"}]"#))
        == .typeMismatch(at: "stack[0].id"))
    #expect(
      failure(decoding: savedState(stack: #"[{"route":"inbox"}]"#))
        == .keyNotFound("id", at: "stack[0]"))
  }

  // MARK: - Presentations

  @Test("a sheet whose selection is not offered is refused, naming the layer")
  func selectionNotOffered() {
    let text = savedState(
      layers: [savedLayer(savedSheet(detents: #"["large"]"#, selection: #""medium""#), (1, "s"))],
      nextID: "2")

    #expect(
      failure(decoding: text)
        == .restoration(.invalidState(.invalidPresentation(1, .selectionNotOffered(.medium)))))
  }

  @Test(
    "detents out of range are refused: a fraction of 1.5, 0 or below, a height of -1 or 0",
    arguments: [
      (#"{"fraction":1.5}"#, Detent.fraction(1.5)),
      (#"{"fraction":0}"#, .fraction(0)),
      (#"{"fraction":-0.5}"#, .fraction(-0.5)),
      (#"{"height":-1}"#, .height(-1)),
      (#"{"height":0}"#, .height(0)),
    ])
  func detentOutOfRange(json: String, detent: Detent) {
    let text = savedState(
      layers: [savedLayer(savedSheet(detents: "[\(json)]", selection: json), (1, "s"))], nextID: "2"
    )

    #expect(
      failure(decoding: text)
        == .restoration(.invalidState(.invalidPresentation(1, .invalidDetent(detent)))))
  }

  @Test(
    "each other problem of a presentation is refused with that problem",
    arguments: [
      (savedSheet(detents: "[]"), PresentationProblem.noDetents),
      (savedSheet(detents: #"["large","large"]"#), .duplicateDetent(.large)),
      (
        savedSheet().replacingOccurrences(
          of: #""largestUndimmedDetent":null"#, with: #""largestUndimmedDetent":"medium""#),
        .undimmedDetentNotOffered(.medium)
      ),
      (savedOverlay(size: #"{"fraction":1.5}"#), .invalidSize(.fraction(1.5))),
      (
        savedOverlay(buttons: #"[{"id":"x","title":"X"},{"id":"x","title":"Y"}]"#),
        .duplicateButton("x")
      ),
      (savedAlert(buttons: "[]"), .noButtons),
      (savedAlert(style: "confirmationDialog", buttons: "[]"), .noButtons),
      (
        savedAlert(buttons: #"[{"id":"a","title":"A"},{"id":"a","title":"B"}]"#),
        .duplicateButton("a")
      ),
      (
        savedAlert(
          buttons:
            #"[{"id":"a","title":"A","role":"cancel"},{"id":"b","title":"B","role":"cancel"}]"#),
        .multipleCancelButtons
      ),
    ])
  func presentationProblems(presentation: String, problem: PresentationProblem) {
    let layer = savedState(layers: [savedLayer(presentation, (1, "s"))], nextID: "2")
    let queued = savedState(
      layers: [savedLayer(savedSheet(), (1, "s"))],
      queue:
        #"{"level":1,"items":[{"entry":{"id":2,"route":"q"},"presentation":\#(presentation)}]}"#,
      nextID: "3")

    #expect(
      failure(decoding: layer) == .restoration(.invalidState(.invalidPresentation(1, problem))))
    #expect(
      failure(decoding: queued) == .restoration(.invalidState(.invalidPresentation(2, problem))))
    #expect(
      failure(decoding: presentation, as: Presentation.self)
        == .restoration(.invalidPresentation(problem)))
  }

  @Test("a presentation's parts decode as written, valid or not, as their initializers accept them")
  func partsAreNotValidatedAlone() throws {
    #expect(try JSON.decode(Detent.self, from: #"{"fraction":1.5}"#) == .fraction(1.5))
    #expect(try JSON.decode(ModalSize.self, from: #"{"fraction":0}"#) == .fraction(0))
    let style = try JSON.decode(Presentation.Style.self, from: savedAlert(buttons: "[]"))
    #expect(Presentation(style).problem == .noButtons)
  }

  @Test(
    "screens pushed inside an alert or a confirmation dialog are refused, naming the layer",
    arguments: ["alert", "confirmationDialog"])
  func pushInAlert(style: String) {
    let text = savedState(
      layers: [savedLayer(savedAlert(style: style), (1, "alert"), (2, "pushed"))], nextID: "3")

    #expect(failure(decoding: text) == .restoration(.invalidState(.pushInNonNavigableLayer(1))))
  }

  // MARK: - The queue

  @Test(
    "a queue level outside 1...layers is refused with the level",
    arguments: [
      (0, 1, 0), (2, 1, 2), (3, 2, 3), (Int.max, 1, Int.max), (-1, 1, -1),
    ])
  func queueLevelOutOfRange(level: Int, layers: Int, reported: Int) {
    let layerTexts = (1...layers).map { savedLayer(savedSheet(), (UInt64($0), "s\($0)")) }
    let item = #"{"entry":{"id":9,"route":"q"},"presentation":\#(savedSheet())}"#
    let text = savedState(
      layers: layerTexts, queue: #"{"level":\#(level),"items":[\#(item)]}"#, nextID: "10")

    #expect(failure(decoding: text) == .restoration(.invalidState(.queueLevelOutOfRange(reported))))
  }

  @Test("an empty queue with a level is refused, not silently reset to 0")
  func emptyQueueWithLevel() {
    let text = savedState(
      layers: [savedLayer(savedSheet(), (1, "s"))], queue: #"{"level":1,"items":[]}"#, nextID: "2")

    #expect(failure(decoding: text) == .restoration(.invalidState(.queueLevelOutOfRange(1))))
  }

  @Test("a queue with nothing presented is refused")
  func queueWithoutLayers() {
    let item = #"{"entry":{"id":1,"route":"q"},"presentation":\#(savedSheet())}"#
    let text = savedState(queue: #"{"level":1,"items":[\#(item)]}"#, nextID: "2")

    #expect(failure(decoding: text) == .restoration(.invalidState(.queueWithoutLayers)))
  }

  // MARK: - Shapes

  @Test(
    "wrong types are the decoder's typeMismatch, at the member",
    arguments: [
      (savedState(stack: "{}"), "stack"),
      (savedState(stack: #"[{"id":0,"route":7}]"#), "stack[0].route"),
      (savedState(queue: "[]"), "queue"),
      (savedState(queue: #"{"level":"0","items":[]}"#), "queue.level"),
      (
        savedState(layers: [savedLayer(savedSheet(detents: #""large""#), (1, "s"))], nextID: "2"),
        "layers[0].presentation.detents"
      ),
      (
        savedState(layers: [savedLayer(savedSheet(detents: "[7]"), (1, "s"))], nextID: "2"),
        "layers[0].presentation.detents[0]"
      ),
      (
        savedState(
          layers: [savedLayer(savedSheet(detents: #"[{"fraction":"half"}]"#), (1, "s"))],
          nextID: "2"),
        "layers[0].presentation.detents[0].fraction"
      ),
      (
        savedState(
          layers: [savedLayer(#"{"style":7,"rules":\#(savedRules)}"#, (1, "s"))], nextID: "2"),
        "layers[0].presentation.style"
      ),
      ("[]", ""),
    ])
  func wrongTypes(text: String, path: String) {
    #expect(failure(decoding: text) == .typeMismatch(at: path))
  }

  @Test(
    "unknown names and malformed cases are the decoder's dataCorrupted, at the value",
    arguments: [
      (savedSheet(detents: #"["tiny"]"#), "layers[0].presentation.detents[0]"),
      (savedSheet(detents: #"["fraction"]"#), "layers[0].presentation.detents[0]"),
      (savedSheet(detents: #"[{"medium":{}}]"#), "layers[0].presentation.detents[0]"),
      (savedSheet(detents: #"[{"fraction":0.5,"height":3}]"#), "layers[0].presentation.detents[0]"),
      (savedSheet(detents: "[{}]"), "layers[0].presentation.detents[0]"),
      (savedOverlay(size: #""huge""#), "layers[0].presentation.size"),
      (
        savedOverlay().replacingOccurrences(of: "bottom", with: "left"),
        "layers[0].presentation.positioning"
      ),
      (
        savedAlert(buttons: #"[{"id":"a","title":"A","role":"primary"}]"#),
        "layers[0].presentation.buttons[0].role"
      ),
      (
        savedSheet().replacingOccurrences(of: #""style":"sheet""#, with: #""style":"popover""#),
        "layers[0].presentation.style"
      ),
    ])
  func unknownNames(presentation: String, path: String) {
    let text = savedState(layers: [savedLayer(presentation, (1, "s"))], nextID: "2")

    #expect(failure(decoding: text) == .dataCorrupted(at: path))
  }

  @Test("a stack with no root is the decoder's dataCorrupted")
  func emptyStack() {
    #expect(failure(decoding: savedState(stack: "[]")) == .dataCorrupted(at: "stack"))
    #expect(
      failure(decoding: savedState(layers: [#"{"presentation":\#(savedSheet()),"stack":[]}"#]))
        == .dataCorrupted(at: "layers[0].stack"))
  }

  @Test(
    "a missing required member is the decoder's keyNotFound, naming it",
    arguments: [
      ("nextID", ""), ("stack", ""), ("layers", ""), ("queue", ""),
    ])
  func missingMember(member: String, path: String) {
    let text = savedState().replacingOccurrences(
      of: #""\#(member)":"#, with: #""unused\#(member)":"#)

    #expect(failure(decoding: text) == .keyNotFound(member, at: path))
  }

  @Test("a route that fails to decode passes the route's own error through")
  func routeErrorsPassThrough() {
    let text = savedState(stack: #"[{"id":0,"route":{"thread":{"_0":"seven"}}}]"#)

    #expect(failure(decoding: text, as: Nav.self) == .typeMismatch(at: "stack[0].route.thread._0"))
  }
}
