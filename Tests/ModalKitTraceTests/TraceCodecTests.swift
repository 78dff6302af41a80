import ModalKit
import ModalKitTestSupport
import ModalKitTrace
import Testing

private typealias Action = Navigator<String>.Action

/// Actions that between them use every case, style, detent, size, policy, role and option.
private var everyKindOfAction: [Action] {
  [
    .push("a"), .pushIfNotOnTop("b"), .unwind, .unwindCount(3), .unwindCount(-2),
    .unwindTo(EntryID(rawValue: 7)),
    .unwindToLast("a"), .home, .replace("c"), .replacePath([]), .replacePath(["x", "y"]),
    .present("s", as: .sheet(), policy: .above),
    .present(
      "s",
      as: .sheet(
        detents: [.medium, .large, .fraction(0.25), .height(320)], selection: .height(320),
        showsGrabber: true, largestUndimmedDetent: .medium), policy: .insteadOfTop),
    .present("c", as: .fullScreenCover, policy: .queue),
    .present("o", as: .overlay(.top, .full), policy: .reject),
    .present("o", as: .overlay(.center, .threeQuarters)),
    .present("o", as: .overlay(.bottom, .half)),
    .present("o", as: .overlay(.top, .quarter)),
    .present(
      "o",
      as: .overlay(
        .center, .fraction(0.4),
        buttons: [
          .cancel, ModalButton("Done", id: "done"), ModalButton("Clear", role: .destructive),
        ]
      )),
    .present(
      "d",
      as: .confirmationDialog(
        "Delete?", message: "Gone for good",
        buttons: [
          ModalButton("Delete", id: "delete", role: .destructive), ModalButton("Keep"), .cancel,
        ])),
    .present("a", as: .alert("Saved")),
    .present("n", as: nil), .present("n", as: nil, policy: .queue),
    .present(
      "r",
      as: .sheet().rules(
        DismissalRules(
          allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false
        ))
    ),
    .dismiss, .dismissLayer(EntryID(rawValue: 0)), .dismissAll, .close(2),
    .dismissInteractively(EntryID(rawValue: 1)), .tapBackdrop(EntryID(rawValue: 2)),
    .tapButton("ok", in: EntryID(rawValue: 3)),
    .selectDetent(.fraction(0.5), of: EntryID(rawValue: 4)),
    .selectDetent(.height(1e-7), of: EntryID(rawValue: 9_007_199_254_740_991)),
    .update(EntryID(rawValue: 5), to: "quote \" \\ \n \u{0} é 😀"),
    .apply(Destination(root: "r")),
    .apply(
      Destination(
        root: "r", path: ["a", "b"],
        layers: [
          .init("s", as: .sheet(detents: [.medium]), path: ["c"]), .init("x", as: .alert("Hi")),
          .init("o", as: .overlay(.bottom, .half, buttons: [.ok])),
        ])),
    .reset("home"),
  ]
}

@Suite("Trace codec")
struct TraceCodecTests {
  @Test(
    "every kind of action survives encoding and decoding unchanged", arguments: everyKindOfAction)
  fileprivate func actionRoundTrips(_ action: Action) throws {
    let text = TraceEncoder.encode(action)

    let decoded = try TraceDecoder.decodeAction(text)

    #expect(decoded == action)
    #expect(TraceEncoder.encode(decoded) == text)
  }

  @Test("the action names are the ones the encoder writes")
  func actionNamesMatchTheEncoder() throws {
    let written = everyKindOfAction.map { action in
      String(TraceEncoder.encode(action).dropFirst(#"{"action":""#.count).prefix { $0 != "\"" })
    }

    #expect(Set(written) == Set(TraceDecoder.actionNames))
  }

  @Test(
    "an action sent from a screen survives encoding and decoding as a line with its screen",
    arguments: everyKindOfAction)
  fileprivate func lineRoundTrips(_ action: Action) throws {
    let text = TraceEncoder.encode(action, from: 9_007_199_254_740_991)

    let decoded = try TraceDecoder.decodeLine(text.utf8)

    #expect(decoded == .action(action, from: 9_007_199_254_740_991))
    #expect(text == TraceEncoder.encode(action).dropLast() + #","from":9007199254740991}"#)
  }

  @Test("a line without a screen decodes with none, and from null is the same")
  func lineWithoutOrigin() throws {
    let absent = try TraceDecoder.decodeLine(#"{"action":"unwind"}"#.utf8)
    let null = try TraceDecoder.decodeLine(#"{"action":"unwind","from":null}"#.utf8)

    #expect(absent == .action(.unwind, from: nil))
    #expect(null == absent)
  }

  @Test("an action object alone has no screen: decodeAction refuses a from member")
  func actionObjectRefusesOrigin() {
    #expect {
      try TraceDecoder.decodeAction(#"{"action":"unwind","from":1}"#)
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.kind == .unknownField && error.path == "from"
    }
  }

  @Test("an output line writes from after the action, null when the action was sent plainly")
  func stepWritesOrigin() {
    let navigator = Navigator(root: "home")

    let plain = TraceEncoder.replayLine(.unwind, events: [], state: navigator)
    let sent = TraceEncoder.replayLine(.unwind, from: 0, events: [], state: navigator)

    let state =
      #""state":{"stack":[{"id":0,"route":"home"}],"layers":[],"queue":{"level":0,"items":[]},"#
      + #""nextID":1}}"#
    #expect(plain == #"{"action":{"action":"unwind"},"from":null,"events":[],"# + state)
    #expect(sent == #"{"action":{"action":"unwind"},"from":0,"events":[],"# + state)
  }

  @Test("a present with no presentation writes as null, and reads back from null or absence")
  func missingPresentation() throws {
    let written = TraceEncoder.encode(.present("n", as: nil))
    let absent = try TraceDecoder.decodeAction(#"{"action":"present","route":"n"}"#)

    #expect(written == #"{"action":"present","route":"n","as":null,"policy":"above"}"#)
    #expect(try TraceDecoder.decodeAction(written) == .present("n", as: nil))
    #expect(absent == .present("n", as: nil))
  }

  @Test("an overlay is written with its buttons, [] when it declares none")
  func overlayButtons() {
    let plain = TraceEncoder.encode(.present("o", as: .overlay(.bottom, .half)))
    let dialog = TraceEncoder.encode(
      .present("o", as: .overlay(.center, .half, buttons: [.cancel, ModalButton("Done")])))

    let rules =
      #""rules":{"allowsInteractiveDismissal":false,"dismissesOnBackdropTap":true,"#
      + #""blocksInputBeneath":true}"#
    #expect(
      plain
        == #"{"action":"present","route":"o","as":{"style":"overlay","positioning":"bottom","#
        + #""size":"half","buttons":[],"# + rules + #"},"policy":"above"}"#)
    #expect(
      dialog
        == #"{"action":"present","route":"o","as":{"style":"overlay","positioning":"center","#
        + #""size":"half","buttons":[{"id":"cancel","title":"Cancel","role":"cancel"},"#
        + #"{"id":"Done","title":"Done","role":null}],"# + rules + #"},"policy":"above"}"#)
  }

  @Test("a push is written with its fields in canonical order and no whitespace")
  func pushIsCanonical() throws {
    let action = try TraceDecoder.decodeAction(#" { "route" : "a" , "action" : "push" } "#)

    #expect(TraceEncoder.encode(action) == #"{"action":"push","route":"a"}"#)
  }

  @Test("a sheet is written with every optional field, null when absent")
  func sheetIsWrittenInFull() {
    let text = TraceEncoder.encode(.present("s", as: .sheet(detents: [.medium]), policy: .above))

    #expect(
      text
        == #"{"action":"present","route":"s","as":{"style":"sheet","detents":["medium"],"#
        + #""selection":"medium","showsGrabber":false,"largestUndimmedDetent":null,"rules":"#
        + #"{"allowsInteractiveDismissal":true,"dismissesOnBackdropTap":true,"#
        + #""blocksInputBeneath":true}},"policy":"above"}"#)
  }

  @Test(
    "doubles are written as ECMAScript writes numbers",
    arguments: [
      (0.5, "0.5"), (1, "1"), (300, "300"), (100.25, "100.25"), (-0.0, "0"), (-10, "-10"),
      (1e-7, "1e-7"), (0.000001, "0.000001"), (1.5e-7, "1.5e-7"), (1e21, "1e+21"),
      (123_456_789_012_345_680, "123456789012345680"), (1.5e300, "1.5e+300"),
      (Double.leastNonzeroMagnitude, "5e-324"), (0.1 + 0.2, "0.30000000000000004"),
      (1.7976931348623157e308, "1.7976931348623157e+308"),
      (9_007_199_254_740_992, "9007199254740992"),
    ])
  func doublesAreFormatted(value: Double, text: String) {
    let encoded = TraceEncoder.encode(.selectDetent(.height(value), of: EntryID(rawValue: 1)))

    #expect(encoded == #"{"action":"selectDetent","detent":{"height":"# + text + #"},"id":1}"#)
  }

  @Test("a double that is not finite is written as null, since a trace cannot carry it")
  func nonFiniteDoublesAreNull() {
    let encoded = TraceEncoder.encode(.selectDetent(.fraction(.nan), of: EntryID(rawValue: 1)))

    #expect(encoded == #"{"action":"selectDetent","detent":{"fraction":null},"id":1}"#)
  }

  @Test(
    "strings escape only quotes, backslashes and control characters",
    arguments: [
      ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#), ("a/b", #""a/b""#),
      ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#), ("\u{0}\u{1F}", #""\u0000\u001f""#),
      ("\u{7F}é😀\u{2028}", "\"\u{7F}é😀\u{2028}\""),
    ])
  func stringsAreEscaped(route: String, literal: String) {
    #expect(TraceEncoder.encode(.push(route)) == #"{"action":"push","route":"# + literal + "}")
  }

  @Test(
    "escapes in input decode to the characters they name",
    arguments: [
      (#""\u00e9""#, "é"), (#""\ud83d\ude00""#, "😀"), (#""\/""#, "/"), (#""\u0041\n""#, "A\n"),
    ])
  func escapesDecode(literal: String, route: String) throws {
    let action = try TraceDecoder.decodeAction(#"{"action":"push","route":"# + literal + "}")

    #expect(action == .push(route))
  }

  @Test("optional fields may be absent or null and take their defaults")
  func optionalFieldsDefault() throws {
    let absent = try TraceDecoder.decodeAction(
      #"{"action":"present","route":"a","as":{"style":"alert","title":"T"}}"#)
    let null = try TraceDecoder.decodeAction(
      #"{"action":"present","route":"a","as":{"style":"alert","title":"T","message":null,"#
        + #""buttons":null,"rules":null},"policy":null}"#)

    #expect(absent == .present("a", as: .alert("T"), policy: .above))
    #expect(null == absent)
  }

  @Test("a detent object reads whichever of fraction and height is given, in either order")
  func detentObjectMembers() throws {
    let lines = [
      #"{"action":"selectDetent","detent":{"fraction":0.5},"id":1}"#,
      #"{"action":"selectDetent","detent":{"height":null,"fraction":0.5},"id":1}"#,
      #"{"action":"selectDetent","detent":{"fraction":0.5,"height":null},"id":1}"#,
      #"{"action":"selectDetent","detent":{"fraction":null,"height":200},"id":1}"#,
    ]

    let actions = try lines.map { line throws in try TraceDecoder.decodeAction(line) }

    #expect(
      actions == [
        .selectDetent(.fraction(0.5), of: 1), .selectDetent(.fraction(0.5), of: 1),
        .selectDetent(.fraction(0.5), of: 1), .selectDetent(.height(200), of: 1),
      ])
  }

  @Test("rules given in part override only those fields of the style's defaults")
  func partialRules() throws {
    let action = try TraceDecoder.decodeAction(
      #"{"action":"present","route":"o","as":{"style":"overlay","positioning":"top","#
        + #""size":"half","rules":{"blocksInputBeneath":false}}}"#)

    let expected = Presentation.overlay(.top, .half).rules(
      DismissalRules(
        allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false))
    #expect(action == .present("o", as: expected, policy: .above))
  }

  @Test("a header line names the root")
  func headerLine() throws {
    #expect(try TraceDecoder.decodeLine(#"{"root":"home"}"#.utf8) == .header(root: "home"))
  }

  @Test(
    "each kind of bad line gives its typed error, naming the field",
    arguments: [
      (#"{"action":"push","route":"a""#, TraceError.Kind.malformedJSON, ""),
      (#"{"action":"push","route":"a","route":"b"}"#, .malformedJSON, ""),
      (#"{"action":"push","route":"\ud800"}"#, .malformedJSON, ""),
      (#"{"action":"push","route":"a"} x"#, .malformedJSON, ""),
      (#"{"action":"unwindCount","count":+1}"#, .malformedJSON, ""),
      (#"{"action":"unwindCount","count":NaN}"#, .malformedJSON, ""),
      (#"{"action":"push","route":"a",}"#, .malformedJSON, ""),
      ("", .malformedJSON, ""),
      (#"{"action":"fly"}"#, .unknownAction, "action"),
      (#"{"route":"a"}"#, .missingField, "action"),
      (#"{"action":"tapButton","id":1}"#, .missingField, "button"),
      (
        #"{"action":"present","route":"a","as":{"style":"overlay","size":"half"}}"#,
        .missingField, "as.positioning"
      ),
      (
        #"{"action":"present","route":"a","as":{"style":"alert","buttons":[]}}"#,
        .missingField, "as.title"
      ),
      (#"{"action":"apply","destination":{"path":[]}}"#, .missingField, "destination.root"),
      ("7", .wrongType, ""),
      (#"{"action":7}"#, .wrongType, "action"),
      (#"{"action":"push","route":null}"#, .wrongType, "route"),
      (#"{"action":"unwindCount","count":2.0}"#, .wrongType, "count"),
      (#"{"action":"replacePath","routes":["a",1]}"#, .wrongType, "routes[1]"),
      (
        #"{"action":"present","route":"a","as":{"style":"sheet","detents":[true]}}"#,
        .wrongType, "as.detents[0]"
      ),
      (
        #"{"action":"present","route":"a","as":{"style":"sheet","rules":{"blocksInputBeneath":1}}}"#,
        .wrongType, "as.rules.blocksInputBeneath"
      ),
      (
        #"{"action":"apply","destination":{"root":"r","layers":[{"route":"s","presentation":[]}]}}"#,
        .wrongType, "destination.layers[0].presentation"
      ),
      (#"{"action":"home","route":"a"}"#, .unknownField, "route"),
      (#"{"root":"a","from":1}"#, .unknownField, "from"),
      (
        #"{"action":"present","route":"a","presentation":{"style":"sheet"}}"#, .unknownField,
        "presentation"
      ),
      (#"{"action":"dismissEntry","id":1}"#, .unknownAction, "action"),
      (#"{"action":"present","route":"a","policy":"stack"}"#, .unknownValue, "policy"),
      (
        #"{"action":"present","route":"a","as":{"style":"dialog","title":"T"}}"#, .unknownValue,
        "as.style"
      ),
      (
        #"{"action":"present","route":"a","as":{"style":"overlay","positioning":"top","size":"half","buttons":[{"id":"x"}]}}"#,
        .missingField, "as.buttons[0].title"
      ),
      (#"{"action":"unwind","from":"1"}"#, .wrongType, "from"),
      (#"{"action":"unwind","from":1.5}"#, .wrongType, "from"),
      (#"{"root":"a","extra":1}"#, .unknownField, "extra"),
      (
        #"{"action":"selectDetent","detent":{"fraction":0.5,"height":2},"id":1}"#,
        .unknownField, "detent.height"
      ),
      (
        #"{"action":"selectDetent","detent":{"height":"tall","fraction":"half"},"id":1}"#,
        .unknownField, "detent.height"
      ),
      (
        #"{"action":"selectDetent","detent":{"extra":1,"fraction":null},"id":1}"#,
        .unknownValue, "detent"
      ),
      (
        #"{"action":"selectDetent","detent":{"height":null,"fraction":0.5,"extra":null},"id":1}"#,
        .unknownField, "detent.extra"
      ),
      (
        #"{"action":"present","route":"a","as":{"style":"confirmationDialog","title":"T","buttons":[{"title":"A","role":"primary"}]}}"#,
        .unknownValue, "as.buttons[0].role"
      ),
      (
        #"{"action":"present","route":"a","as":{"style":"overlay","positioning":"top","size":{"share":1}}}"#,
        .unknownValue, "as.size"
      ),
      (#"{"action":"unwindTo","id":-1}"#, .outOfRange, "id"),
      (#"{"action":"unwind","from":-1}"#, .outOfRange, "from"),
      (#"{"action":"unwind","from":9007199254740992}"#, .outOfRange, "from"),
      (#"{"action":"unwindTo","id":18446744073709551616}"#, .outOfRange, "id"),
      (#"{"action":"unwindCount","count":9007199254740992}"#, .outOfRange, "count"),
      (
        #"{"action":"selectDetent","detent":{"fraction":-1e309},"id":1}"#, .outOfRange,
        "detent.fraction"
      ),
    ])
  func badLinesAreTyped(line: String, kind: TraceError.Kind, path: String) {
    #expect {
      _ = try TraceDecoder.decodeLine(line.utf8)
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.kind == kind && error.path == path && !error.message.isEmpty
    }
  }

  @Test("invalid UTF-8 is malformed JSON")
  func invalidUTF8() {
    let bytes = Array(#"{"action":"push","route":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)

    #expect(throws: TraceError(.malformedJSON, message: "the line is not valid UTF-8")) {
      try TraceDecoder.decodeLine(bytes)
    }
  }

  @Test("nesting deeper than 64 levels is malformed, and 64 levels parse")
  func nestingLimit() {
    func line(depth: Int) -> String {
      #"{"action":"push","route":"# + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}"
    }

    #expect {
      try TraceDecoder.decodeLine(line(depth: 63).utf8)
    } throws: { ($0 as? TraceError)?.kind == .wrongType }
    #expect {
      try TraceDecoder.decodeLine(line(depth: 64).utf8)
    } throws: { ($0 as? TraceError)?.kind == .malformedJSON }
  }

  @Test("an error reads as its line, kind, field and message")
  func errorDescription() {
    let error = TraceError(
      .wrongType, line: 3, path: "as.size", message: "expected a size, found a boolean")

    #expect(
      error.description
        == "line 3: wrongType at as.size: expected a size, found a boolean")
    #expect(error.canonicalJSON == #"{"error":"wrongType","line":3}"#)
  }

  @Test("a header decoded as an action is misplaced")
  func headerIsNotAnAction() {
    #expect {
      try TraceDecoder.decodeAction(#"{"root":"r"}"#)
    } throws: { ($0 as? TraceError)?.kind == .misplacedHeader }
  }
}

/// Every good line of the vectors cut short and corrupted one byte at a time.
///
/// The long run (`MODALKIT_LONG=1`) tries every cut and every position. `swift test` tries
/// every line with one position in ``stride``, a different one on each line, so that between
/// them the lines still have every kind of token cut and corrupted.
@Suite("Trace codec under hostile input")
struct TraceCodecHostileInputTests {
  /// Every line of every vector that decodes.
  static let goodLines: [[UInt8]] = ConformanceVectors.replayNames.flatMap { name in
    ((try? ConformanceVectors.input(name)) ?? [])
      .split(separator: UInt8(ascii: "\n")).map(Array.init)
      .filter { (try? TraceDecoder.decodeLine($0)) != nil }
  }

  /// One position in how many is tried on each line.
  static let stride = LongRuns.size(short: 8, long: 1)

  /// The positions of a line that a run tries: all of them, or one in ``stride`` starting at a
  /// point that moves with the line's number.
  static func positions(_ range: Range<Int>, line number: Int) -> StrideTo<Int> {
    Swift.stride(
      from: range.lowerBound + number % Self.stride, to: range.upperBound, by: Self.stride)
  }

  @Test("every strict prefix of a good line is refused as malformed JSON, without trapping")
  func prefixesAreRefused() {
    #expect(TraceCodecHostileInputTests.goodLines.count > 100)
    for (number, line) in TraceCodecHostileInputTests.goodLines.enumerated() {
      let body = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
      for end in Self.positions(0..<body.count, line: number)
      where body[..<end].contains(where: { $0 > 0x20 }) {
        #expect(throws: TraceError.self) { try TraceDecoder.decodeLine(body[..<end]) }
      }
    }
  }

  @Test(
    "a good line with any one byte changed decodes to an action that round-trips, or is refused")
  func corruptedBytesNeverTrap() throws {
    let replacements: [UInt8] = [0x00, 0x22, 0x2C, 0x30, 0x5C, 0x5B, 0x7B, 0x7D, 0xFF, 0x65, 0x2D]
    var decodedCount = 0
    for (number, line) in TraceCodecHostileInputTests.goodLines.prefix(60).enumerated() {
      for position in Self.positions(line.indices, line: number) {
        for byte in replacements where line[position] != byte {
          var corrupted = line
          corrupted[position] = byte
          guard case .action(let action, let screen) = try? TraceDecoder.decodeLine(corrupted)
          else { continue }
          decodedCount += 1
          let encoded = TraceEncoder.encode(action, from: screen)
          #expect(try TraceDecoder.decodeLine(encoded.utf8) == .action(action, from: screen))
        }
      }
    }
    #expect(decodedCount > 0)
  }
}
