import ModalKit
import ModalKitTrace
import Testing

/// The trace's door at the id limit (2⁵³ − 1, ``EntryID/limit``, the navigator's own): every
/// id and counter past it is refused as `outOfRange` at its line, and a replay at the limit is
/// the navigator's own send, refusing with `idsExhausted` exactly where it does.
@Suite("Trace id limit")
struct TraceIDLimitTests {
  /// A state header showing `home` with the given root id and counter.
  private static func header(root: String = "0", nextID: String) -> String {
    #"{"state":{"stack":[{"id":\#(root),"route":"home"}],"layers":[],"#
      + #""queue":{"level":0,"items":[]},"nextID":\#(nextID)}}"#
  }

  @Test(
    "the decoder refuses every id and counter past the limit with outOfRange at its member",
    arguments: [
      (header(nextID: "9007199254740992"), "state.nextID"),
      (header(nextID: "18446744073709551615"), "state.nextID"),
      (header(root: "9007199254740992", nextID: "5"), "state.stack[0].id"),
      (#"{"action":"unwindTo","id":9007199254740992}"#, "id"),
      (#"{"action":"unwind","from":9007199254740992}"#, "from"),
      (#"{"action":"close","id":18446744073709551616}"#, "id"),
    ])
  func pastTheLimitIsOutOfRange(line: String, path: String) {
    #expect {
      _ = try TraceDecoder.decodeLine(line.utf8)
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.kind == .outOfRange && error.path == path
    }
  }

  @Test("an id at the limit reads, names no entry, and cannot stand in a state")
  func idAtTheLimit() throws {
    let unknown = try Trace.parse(#"{"action":"unwindTo","id":9007199254740991}"#)
    let standing = Self.header(root: "9007199254740991", nextID: "9007199254740991")

    #expect(
      unknown.replay().lines.first?.contains(#""reason":"unknownEntry""#) == true)
    #expect {
      _ = try Trace.parse(standing)
    } throws: { error in
      (error as? TraceError)?.violation == .idNotBelowCounter(EntryID.limit)
    }
  }

  @Test("a replay at the limit hands out the last id, then refuses what creates an entry")
  func atTheLimit() throws {
    let last = EntryID.limit.rawValue - 1
    var navigator = try Trace.parse(Self.header(nextID: "\(last)")).start

    let pushed = Trace.send(.init(line: 2, action: .push("a")), to: &navigator)

    #expect(pushed == [.pushed(RouteEntry(id: EntryID(rawValue: last), route: "a"))])
    #expect(navigator.nextID == EntryID.limit)
    for action: Navigator<String>.Action in [
      .push("b"), .pushIfNotOnTop("b"), .replacePath(["b"]), .present("s", as: .sheet()),
      .replace("b"), .reset("home"), .apply(Destination(root: "other")),
    ] {
      #expect(
        Trace.send(.init(line: 3, action: action), to: &navigator)
          == [.rejected(action, reason: .idsExhausted)])
    }
    #expect(Trace.send(.init(line: 4, action: .update(0, to: "start")), to: &navigator).count == 1)
    #expect(Trace.send(.init(line: 5, action: .unwind), to: &navigator).count == 1)
    #expect(navigator.nextID == EntryID.limit)
  }

  @Test("a replay sends from the line's screen, or as a plain send without one")
  func sendIsTheNavigators() {
    var replayed = Navigator(root: "home")
    var sent = Navigator(root: "home")
    let inputs: [Trace.Input] = [
      .init(line: 2, action: .replacePath(["a", "b", "c"])),
      .init(line: 3, action: .present("s", as: .sheet())),
      .init(line: 4, action: .push("x"), from: 2),
      .init(line: 5, action: .push("y")),
    ]
    for input in inputs {
      let events = Trace.send(input, to: &replayed)
      let expected =
        input.screen.map { sent.send(input.action, from: $0) } ?? sent.send(input.action)
      #expect(events == expected)
    }
    #expect(replayed == sent)
  }
}
