// Counts where `Int` has 32 bits (watchOS's arm64_32, WebAssembly's wasm32). A trace's count
// reaches 2⁵³ − 1 and is written back as read, but `Navigator.Action.unwindCount` holds an
// `Int`. A count that does not fit is sent as `Int.max` or `Int.min`, which every check refuses
// as it refuses the count itself (no stack is that deep, and neither is at least 1), and the
// input keeps the count its line wrote, for its output line and its text. On 64-bit platforms
// every count fits, and what does this is not even compiled: the WebAssembly check
// (.ci/wasm-check.sh) runs it on every vector.

import ModalKit

extension Trace.Input {
  /// An input read from a trace line, keeping the line's count when an `Int` cannot hold it.
  init(
    line: Int, action: Navigator<String>.Action, from screen: EntryID?,
    bytes: some Collection<UInt8>
  ) {
    self.init(line: line, action: action, from: screen)
    #if _pointerBitWidth(_32)
      writtenCount = Self.writtenCount(of: action, in: bytes)
    #endif
  }

  /// The input's output line: ``TraceEncoder/replayLine(_:from:events:state:)``, with the
  /// line's own count where an `Int` could not hold it.
  func outputLine(events: Navigator<String>.Events, state: Navigator<String>) -> String {
    #if _pointerBitWidth(_32)
      if exactCount != nil { return exactOutputLine(events: events, state: state) }
    #endif
    return TraceEncoder.replayLine(action, from: screen, events: events, state: state)
  }

  /// The input as a trace line: ``TraceEncoder/encode(_:from:)``, with the line's own count
  /// where an `Int` could not hold it.
  var text: String {
    #if _pointerBitWidth(_32)
      if exactCount != nil, case .object(let members) = actionJSON {
        return JSON.object(members + (screen.map { [("from", TraceEncoder.json($0))] } ?? []))
          .canonicalText
      }
    #endif
    return TraceEncoder.encode(action, from: screen)
  }
}

#if _pointerBitWidth(_32)
  extension Trace.Input {
    /// The `count` member of a line that read as an `unwindCount` of `Int.max` or `Int.min`,
    /// where it does not fit an `Int`.
    fileprivate static func writtenCount(
      of action: Navigator<String>.Action, in line: some Collection<UInt8>
    ) -> Int64? {
      guard case .unwindCount(let count) = action, count == .max || count == .min,
        let value = try? JSONParser.parse(Array(line)), case .object(let members) = value,
        let member = members.first(where: { $0.key == "count" })?.value,
        let exact = try? member.integer(
          at: "count", in: -maximumTraceInteger...maximumTraceInteger),
        Int(exactly: exact) == nil
      else { return nil }
      return exact
    }

    /// The count to write for the action, where it is not the action's own.
    fileprivate var exactCount: Int64? {
      guard let writtenCount, case .unwindCount(let count) = action,
        count == Int(clamping: writtenCount)
      else { return nil }
      return writtenCount
    }

    /// The action as an output line's `action` member writes it, with the line's count.
    fileprivate var actionJSON: JSON {
      let json = TraceEncoder.json(action)
      guard let exactCount, case .object(let members) = json else { return json }
      return .object(
        members.map { member in
          member.key == "count" ? (key: member.key, value: JSON.integer(exactCount)) : member
        })
    }

    /// The output line with the line's count in the action and in a refusal of it.
    fileprivate func exactOutputLine(
      events: Navigator<String>.Events, state: Navigator<String>
    ) -> String {
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
  }
#endif
