import Foundation
import ModalKit
import ModalKitTestSupport
import Testing

/// Inputs an attacker, a bad disk or a buggy port could produce.
///
/// Huge counts, huge numbers, deep nesting: each fails with a typed error or decodes, in time
/// linear in its size; none traps. The huge counts are 100,000 in the long run
/// (`MODALKIT_LONG=1`), where a check quadratic in them would take minutes, and 10,000 in
/// `swift test`.
///
/// The format's own nesting is fixed (navigator, layers, layer, presentation, detents, detent:
/// six levels, plus the app's routes), so no input makes ModalKit recurse deeper; the decoder
/// refuses deeper JSON before ModalKit sees it. Counts have no limit but memory: decoding is
/// O(n) in the entries, and the checks use a set of ids.
@Suite("Hostile input")
struct HostileInputTests {
  /// How many entries, buttons or detents a huge count is.
  static let huge = LongRuns.size(short: 10_000, long: 100_000)

  @Test("a huge stack decodes, and one repeated id in it is found")
  func hugeStack() throws {
    let count = Self.huge
    var entries = (0..<count).map { #"{"id":\#($0),"route":"r"}"# }
    let valid = savedState(stack: "[" + entries.joined(separator: ",") + "]", nextID: "\(count)")
    entries[count - 1] = #"{"id":5,"route":"r"}"#
    let repeated = savedState(stack: "[" + entries.joined(separator: ",") + "]", nextID: "\(count)")

    #expect(try JSON.decode(StringNav.self, from: valid).stack.depth == count - 1)
    #expect(failure(decoding: repeated) == .restoration(.invalidState(.duplicateID(5))))
  }

  @Test("a thousand nested layers decode: the slot stores them flat")
  func manyLayers() throws {
    let layers = (1...1000).map { savedLayer(savedSheet(), (UInt64($0), "s")) }
    let text = savedState(layers: layers, nextID: "1001")

    let navigator = try JSON.decode(StringNav.self, from: text)

    #expect(navigator.topLevel == 1000)
    #expect(navigator.invariantViolations() == [])
  }

  @Test("a counter at the id limit restores, and refuses new entries with idsExhausted")
  func counterAtTheEnd() throws {
    let navigator = try JSON.decode(
      StringNav.self, from: savedState(nextID: "\(EntryID.limit.rawValue)"))

    #expect(navigator.sending(.push("next")) == .refused(.idsExhausted))
  }

  @Test(
    "a counter past the id limit is refused as invalidState, whatever fits in 64 bits",
    arguments: [EntryID.limit.rawValue + 1, 1 << 63, UInt64.max])
  func counterPastTheLimit(counter: UInt64) {
    #expect(
      failure(decoding: savedState(nextID: "\(counter)"))
        == .restoration(.invalidState(.counterPastLimit(EntryID(rawValue: counter)))))
  }

  @Test("an entry id at or past the id limit is refused, the counter being at most the limit")
  func idPastTheLimit() {
    let stack = #"[{"id":0,"route":"r"},{"id":\#(EntryID.limit.rawValue),"route":"s"}]"#
    let text = savedState(stack: stack, nextID: "\(EntryID.limit.rawValue)")

    #expect(failure(decoding: text) == .restoration(.invalidState(.idNotBelowCounter(.limit))))
  }

  @Test(
    "numbers beyond their type are dataCorrupted at the member that holds them",
    arguments: [
      (savedState(nextID: "18446744073709551616"), "nextID"),
      (savedState(stack: #"[{"id":-1,"route":"r"}]"#), "stack[0].id"),
      (savedState(version: "9223372036854775808"), "version"),
      (savedState(version: "1e400"), "version"),
      (
        savedState(
          layers: [savedLayer(savedSheet(detents: #"[{"height":1e400}]"#), (1, "s"))], nextID: "2"),
        "layers[0].presentation.detents[0].height"
      ),
    ])
  func numbersOutOfRange(text: String, path: String) {
    #expect(failure(decoding: text) == .dataCorrupted(at: path))
  }

  @Test(
    "JSON nested far deeper than the format is refused by the decoder, not a trap",
    arguments: [
      1_000, 100_000,
    ])
  func deepNesting(depth: Int) {
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let objects =
      String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)

    #expect(failure(decoding: arrays) == .dataCorrupted(at: ""))
    #expect(failure(decoding: objects) == .dataCorrupted(at: ""))
    #expect(
      failure(decoding: savedState(stack: #"[{"id":0,"route":\#(arrays)}]"#))
        == .dataCorrupted(at: ""))
  }

  @Test("long strings and many buttons are only data")
  func longStrings() throws {
    let title = String(repeating: "é", count: 1_000_000)
    let buttons = (0..<10_000).map { #"{"id":"b\#($0)","title":"B","role":null}"# }
    let alert =
      #"{"style":"alert","title":"\#(title)","message":null,"#
      + #""buttons":[\#(buttons.joined(separator: ","))],"rules":\#(savedRules)}"#
    let text = savedState(layers: [savedLayer(alert, (1, "a"))], nextID: "2")

    let navigator = try JSON.decode(StringNav.self, from: text)

    #expect(navigator.topLayer?.presentation.buttons.count == 10_000)
    #expect(navigator.topLayer?.presentation.alertContent?.title.count == 1_000_000)
  }

  @Test("a huge list of buttons is checked in one pass, the first repeated id found")
  func manyButtonsOneRepeated() {
    let count = Self.huge
    var buttons = (0..<count).map { #"{"id":"b\#($0)","title":"B"}"# }
    buttons.insert(#"{"id":"b\#(count - 2)","title":"B"}"#, at: count - 1)
    let text = savedState(
      layers: [
        savedLayer(savedAlert(buttons: "[" + buttons.joined(separator: ",") + "]"), (1, "a"))
      ],
      nextID: "2")

    #expect(
      failure(decoding: text)
        == .restoration(.invalidState(.invalidPresentation(1, .duplicateButton("b\(count - 2)")))))
  }

  @Test("a huge list of detents is checked in one pass, the first repeat found")
  func manyDetentsOneRepeated() {
    let count = Self.huge
    var detents = (1...count).map { #"{"height":\#($0)}"# }
    detents.insert(#"{"height":\#(count - 1)}"#, at: count - 1)
    let sheet = savedSheet(
      detents: "[" + detents.joined(separator: ",") + "]", selection: #"{"height":1}"#)
    let text = savedState(layers: [savedLayer(sheet, (1, "s"))], nextID: "2")

    #expect(
      failure(decoding: text)
        == .restoration(
          .invalidState(.invalidPresentation(1, .duplicateDetent(.height(Double(count - 1)))))))
  }

  @Test("bytes that are not UTF-8, or empty, are the decoder's error")
  func notText() {
    #expect(throws: DecodingError.self) {
      try JSON.decode(StringNav.self, from: [0xFF, 0xFE, 0x00])
    }
    #expect(throws: DecodingError.self) { try JSON.decode(StringNav.self, from: [UInt8]()) }
  }
}
