// Counts where `Int` has 32 bits (watchOS's arm64_32, WebAssembly's wasm32). A trace's count
// reaches 2⁵³ − 1 and is written back as read, but `Navigator.Action.unwindCount` holds an
// `Int`. A count that does not fit is sent as `Int.max` or `Int.min`, which every check refuses
// as it refuses the count itself (no stack is that deep, and neither is at least 1), and the
// input keeps the count its line wrote, for its output line and its text. On 64-bit platforms
// every count fits and none of this runs.

import ModalKit

extension Trace.Input {
  /// An input read from a trace line, keeping the line's count when an `Int` cannot hold it.
  init(
    line: Int, action: Navigator<String>.Action, from screen: EntryID?,
    bytes: some Collection<UInt8>
  ) {
    self.init(line: line, action: action, from: screen)
    #if _pointerBitWidth(_32)
      guard case .unwindCount(let count) = action, count == .max || count == .min else { return }
      writtenCount = Self.count(in: bytes)
    #endif
  }

  /// The `count` member of an action line that already read as an `unwindCount`.
  private static func count(in line: some Collection<UInt8>) -> Int64? {
    guard let value = try? JSONParser.parse(Array(line)), case .object(let members) = value,
      let count = members.first(where: { $0.key == "count" })?.value,
      let exact = try? count.integer(at: "count", in: -maximumTraceInteger...maximumTraceInteger),
      Int(exactly: exact) == nil
    else { return nil }
    return exact
  }

  /// The count to write for the action, where it is not the action's own.
  private var exactCount: Int64? {
    guard let writtenCount, case .unwindCount(let count) = action,
      count == Int(clamping: writtenCount)
    else { return nil }
    return writtenCount
  }

  /// The action as an output line's `action` member writes it, with the line's count.
  private var actionJSON: JSON {
    let json = TraceEncoder.json(action)
    guard let exactCount, case .object(var members) = json else { return json }
    members = members.map { member in
      member.key == "count" ? (key: member.key, value: JSON.integer(exactCount)) : member
    }
    return .object(members)
  }

  /// The input's output line: ``TraceEncoder/replayLine(_:from:events:state:)``, with the
  /// line's count in the action and in a refusal of it.
  func outputLine(events: Navigator<String>.Events, state: Navigator<String>) -> String {
    guard exactCount != nil else {
      return TraceEncoder.replayLine(action, from: screen, events: events, state: state)
    }
    let written: [JSON] = events.map { event in
      guard case .rejected(let refused, let reason) = event, refused == action else {
        return TraceEncoder.json(event)
      }
      return .object([
        ("event", .string(event.kind.rawValue)), ("action", actionJSON),
        ("reason", TraceEncoder.json(reason)),
      ])
    }
    return JSON.object([
      ("action", actionJSON), ("from", screen.map(TraceEncoder.json) ?? .null),
      ("events", .array(written)), ("state", TraceEncoder.json(state)),
    ]).canonicalText
  }

  /// The input as a trace line: ``TraceEncoder/encode(_:from:)``, with the line's count.
  var text: String {
    guard exactCount != nil, case .object(let members) = actionJSON else {
      return TraceEncoder.encode(action, from: screen)
    }
    return JSON.object(members + (screen.map { [("from", TraceEncoder.json($0))] } ?? []))
      .canonicalText
  }
}
