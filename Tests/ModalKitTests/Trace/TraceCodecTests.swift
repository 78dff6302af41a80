import ModalKit
import ModalKitTrace
import Testing

private typealias Action = Navigator<String>.Action

/// Actions that between them use every case, style, detent, size, policy, role and option.
private var everyKindOfAction: [Action] {
  [
    .push("a"), .pushIfNotOnTop("b"), .unwind, .unwindCount(3), .unwindCount(-2),
    .unwindTo(EntryID(rawValue: 7)),
    .unwindToLast("a"), .home, .replace("c"), .replacePath([]), .replacePath(["x", "y"]),
    .present("s", .sheet(), policy: .stack),
    .present(
      "s",
      .sheet(
        detents: [.medium, .large, .fraction(0.25), .height(320)], selection: .height(320),
        showsGrabber: true, largestUndimmedDetent: .medium), policy: .replace),
    .present("c", .fullScreenCover, policy: .queue),
    .present("o", .overlay(.top, .full), policy: .reject),
    .present("o", .overlay(.center, .threeQuarters)), .present("o", .overlay(.bottom, .half)),
    .present("o", .overlay(.top, .quarter)), .present("o", .overlay(.center, .fraction(0.4))),
    .present(
      "d",
      .dialog(
        "Delete?", message: "Gone for good",
        buttons: [
          AlertButton("Delete", id: "delete", role: .destructive), AlertButton("Keep"), .cancel,
        ])),
    .present("a", .alert("Saved")),
    .present(
      "r",
      .sheet().rules(
        DismissalRules(
          allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false
        ))
    ),
    .dismiss, .dismissEntry(EntryID(rawValue: 0)), .dismissAll,
    .dismissInteractively(EntryID(rawValue: 1)), .tapBackdrop(EntryID(rawValue: 2)),
    .tapButton("ok", in: EntryID(rawValue: 3)),
    .selectDetent(.fraction(0.5), of: EntryID(rawValue: 4)),
    .selectDetent(.height(1e-7), of: EntryID(rawValue: 9_007_199_254_740_991)),
    .update(EntryID(rawValue: 5), to: "quote \" \\ \n \u{0} é 😀"),
    .apply(Destination(root: "r")),
    .apply(
      Destination(
        root: "r", path: ["a", "b"],
        layers: [.init("s", .sheet(detents: [.medium]), path: ["c"]), .init("x", .alert("Hi"))])),
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

  @Test("a push is written with its fields in canonical order and no whitespace")
  func pushIsCanonical() throws {
    let action = try TraceDecoder.decodeAction(#" { "route" : "a" , "action" : "push" } "#)

    #expect(TraceEncoder.encode(action) == #"{"action":"push","route":"a"}"#)
  }

  @Test("a sheet is written with every optional field, null when absent")
  func sheetIsWrittenInFull() {
    let text = TraceEncoder.encode(.present("s", .sheet(detents: [.medium]), policy: .stack))

    #expect(
      text
        == #"{"action":"present","route":"s","presentation":{"style":"sheet","detents":["medium"],"#
        + #""selection":"medium","showsGrabber":false,"largestUndimmedDetent":null,"rules":"#
        + #"{"allowsInteractiveDismissal":true,"dismissesOnBackdropTap":true,"#
        + #""blocksInputBeneath":true}},"policy":"stack"}"#)
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
      #"{"action":"present","route":"a","presentation":{"style":"alert","title":"T"}}"#)
    let null = try TraceDecoder.decodeAction(
      #"{"action":"present","route":"a","presentation":{"style":"alert","title":"T","message":null,"#
        + #""buttons":null,"rules":null},"policy":null}"#)

    #expect(absent == .present("a", .alert("T"), policy: .stack))
    #expect(null == absent)
  }

  @Test("rules given in part override only those fields of the style's defaults")
  func partialRules() throws {
    let action = try TraceDecoder.decodeAction(
      #"{"action":"present","route":"o","presentation":{"style":"overlay","positioning":"top","#
        + #""size":"half","rules":{"blocksInputBeneath":false}}}"#)

    let expected = Presentation.overlay(.top, .half).rules(
      DismissalRules(
        allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false))
    #expect(action == .present("o", expected, policy: .stack))
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
        #"{"action":"present","route":"a","presentation":{"style":"overlay","size":"half"}}"#,
        .missingField, "presentation.positioning"
      ),
      (
        #"{"action":"present","route":"a","presentation":{"style":"alert","buttons":[]}}"#,
        .missingField, "presentation.title"
      ),
      (#"{"action":"apply","destination":{"path":[]}}"#, .missingField, "destination.root"),
      ("7", .wrongType, ""),
      (#"{"action":7}"#, .wrongType, "action"),
      (#"{"action":"push","route":null}"#, .wrongType, "route"),
      (#"{"action":"unwindCount","count":2.0}"#, .wrongType, "count"),
      (#"{"action":"replacePath","routes":["a",1]}"#, .wrongType, "routes[1]"),
      (
        #"{"action":"present","route":"a","presentation":{"style":"sheet","detents":[true]}}"#,
        .wrongType, "presentation.detents[0]"
      ),
      (
        #"{"action":"present","route":"a","presentation":{"style":"sheet","rules":{"blocksInputBeneath":1}}}"#,
        .wrongType, "presentation.rules.blocksInputBeneath"
      ),
      (
        #"{"action":"apply","destination":{"root":"r","layers":[{"route":"s","presentation":[]}]}}"#,
        .wrongType, "destination.layers[0].presentation"
      ),
      (#"{"action":"home","route":"a"}"#, .unknownField, "route"),
      (#"{"root":"a","extra":1}"#, .unknownField, "extra"),
      (
        #"{"action":"selectDetent","detent":{"fraction":0.5,"height":2},"id":1}"#,
        .unknownField, "detent.height"
      ),
      (
        #"{"action":"present","route":"a","presentation":{"style":"dialog","title":"T","buttons":[{"title":"A","role":"primary"}]}}"#,
        .unknownValue, "presentation.buttons[0].role"
      ),
      (
        #"{"action":"present","route":"a","presentation":{"style":"overlay","positioning":"top","size":{"share":1}}}"#,
        .unknownValue, "presentation.size"
      ),
      (#"{"action":"unwindTo","id":-1}"#, .outOfRange, "id"),
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
      .wrongType, line: 3, path: "presentation.size", message: "expected a size, found a boolean")

    #expect(
      error.description
        == "line 3: wrongType at presentation.size: expected a size, found a boolean")
    #expect(error.canonicalJSON == #"{"error":"wrongType","line":3}"#)
  }

  @Test("a header decoded as an action is misplaced")
  func headerIsNotAnAction() {
    #expect {
      try TraceDecoder.decodeAction(#"{"root":"r"}"#)
    } throws: { ($0 as? TraceError)?.kind == .misplacedHeader }
  }
}

@Suite("Trace codec under hostile input")
struct TraceCodecHostileInputTests {
  /// Every line of every vector that decodes.
  static let goodLines: [[UInt8]] = ConformanceVectors.replayNames.flatMap { name in
    ((try? ConformanceVectors.input(name)) ?? [])
      .split(separator: UInt8(ascii: "\n")).map(Array.init)
      .filter { (try? TraceDecoder.decodeLine($0)) != nil }
  }

  @Test("every strict prefix of a good line is refused as malformed JSON, without trapping")
  func prefixesAreRefused() {
    #expect(TraceCodecHostileInputTests.goodLines.count > 100)
    for line in TraceCodecHostileInputTests.goodLines {
      let body = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
      for end in 0..<body.count where body[..<end].contains(where: { $0 > 0x20 }) {
        #expect(throws: TraceError.self) { try TraceDecoder.decodeLine(body[..<end]) }
      }
    }
  }

  @Test(
    "a good line with any one byte changed decodes to an action that round-trips, or is refused")
  func corruptedBytesNeverTrap() throws {
    let replacements: [UInt8] = [0x00, 0x22, 0x2C, 0x30, 0x5C, 0x5B, 0x7B, 0x7D, 0xFF, 0x65, 0x2D]
    var decodedCount = 0
    for line in TraceCodecHostileInputTests.goodLines.prefix(60) {
      for position in line.indices {
        for byte in replacements where line[position] != byte {
          var corrupted = line
          corrupted[position] = byte
          guard case .action(let action) = try? TraceDecoder.decodeLine(corrupted) else { continue }
          decodedCount += 1
          #expect(try TraceDecoder.decodeAction(TraceEncoder.encode(action)) == action)
        }
      }
    }
    #expect(decodedCount > 0)
  }
}
