import ModalKit

/// A whole trace: the state to start from and the actions to replay, each with its line number.
///
/// ```swift
/// let trace = try Trace.parse(Array("{\"root\":\"home\"}\n{\"action\":\"push\",\"route\":\"a\"}\n".utf8))
/// for line in trace.replay().lines { print(line) }
/// ```
public struct Trace: Hashable, Sendable {
  /// One input of a trace: an action, the screen it is sent from, and the line it was read from.
  public struct Input: Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// The action on that line.
    public var action: Navigator<String>.Action
    /// The id of the screen the action is sent from (the line's `from`), or `nil` when it is
    /// sent with ``Navigator/send(_:)``.
    public var screen: EntryID?
    /// The count the line wrote, where an `Int` of 32 bits cannot hold it.
    ///
    /// `nil` but for an `unwindCount` past `Int.max` or `Int.min` on a platform whose `Int` has
    /// 32 bits (see `Trace+Counts.swift`).
    var writtenCount: Int64?

    /// Creates an input.
    public init(line: Int, action: Navigator<String>.Action, from screen: EntryID? = nil) {
      self.line = line
      self.action = action
      self.screen = screen
    }
  }

  /// The root route used when a trace has no header line.
  package static let defaultRoot = "root"

  /// The navigator the replay starts from: a window showing the header's root route (id 0),
  /// or the state a `{"state": …}` header gives, ids and counter included.
  public var start: Navigator<String>

  /// The inputs, in order.
  public var inputs: [Input]

  /// Creates a trace that starts from a window showing one root route.
  package init(root: String = Trace.defaultRoot, inputs: [Input] = []) {
    self.init(start: Navigator(root: root), inputs: inputs)
  }

  /// Creates a trace that starts from a whole state, as a `{"state": …}` header gives it.
  public init(start: Navigator<String>, inputs: [Input] = []) {
    self.start = start
    self.inputs = inputs
  }

  /// Reads every line of a trace before anything is applied.
  ///
  /// Lines end at `\n` (a `\r` before it is whitespace). Lines holding only whitespace are
  /// skipped but counted. The first non-blank line may be a header: `{"root": "…"}`, or
  /// `{"state": STATE}` with a whole state to start from.
  ///
  /// - Parameter bytes: The trace as UTF-8.
  /// - Returns: The trace.
  /// - Throws: The first bad line's ``TraceError``, with its line number.
  /// - Complexity: O(n) in the length of the input.
  public static func parse(_ bytes: some Collection<UInt8>) throws(TraceError) -> Trace {
    var trace = Trace()
    var sawLine = false
    for (index, line) in bytes.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    )
    .enumerated() {
      let number = index + 1
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
      let decoded: TraceLine
      do {
        decoded = try TraceDecoder.decodeLine(line)
      } catch {
        var located = error
        located.line = number
        throw located
      }
      switch decoded {
      case .header(let root):
        guard !sawLine else { throw misplacedHeader(at: number, path: "root") }
        trace.start = Navigator(root: root)
      case .stateHeader(let state):
        guard !sawLine else { throw misplacedHeader(at: number, path: "state") }
        trace.start = state
      case .action(let action, let screen):
        trace.inputs.append(Input(line: number, action: action, from: screen, bytes: line))
      }
      sawLine = true
    }
    return trace
  }

  private static func misplacedHeader(at line: Int, path: String) -> TraceError {
    TraceError(
      .misplacedHeader, line: line, path: path, message: "a header may only be the first line")
  }

  /// Reads a trace from text, as the byte-reading `parse` does.
  public static func parse(_ text: String) throws(TraceError) -> Trace {
    try parse(text.utf8)
  }

  /// The result of replaying a trace: one output line per action, and the final navigator.
  public struct Replay: Hashable, Sendable {
    /// One canonical line per input; see ``TraceEncoder/replayLine(_:from:events:state:)``.
    public var lines: [String]
    /// The navigator after the last action.
    public var navigator: Navigator<String>

    /// The output as the CLI prints it: each line followed by `\n`.
    public var output: String {
      lines.map { $0 + "\n" }.joined()
    }
  }

  /// Applies every input to ``start`` and records each one's output line.
  ///
  /// Each input is sent with ``send(_:to:)``: with ``Navigator/send(_:from:)`` when it has a
  /// screen, with ``Navigator/send(_:)`` otherwise.
  ///
  /// - Returns: The output lines and the final navigator.
  /// - Complexity: The sum of the actions' costs plus the size of each encoded state.
  public func replay() -> Replay {
    var navigator = start
    var lines: [String] = []
    lines.reserveCapacity(inputs.count)
    for input in inputs {
      let events = Trace.send(input, to: &navigator)
      lines.append(input.outputLine(events: events, state: navigator))
    }
    return Replay(lines: lines, navigator: navigator)
  }

  /// The trace as text, canonically: a `{"state": …}` header with ``start``, then one action
  /// line per input (with `"from"` when the input has a screen), each ending with a line feed.
  ///
  /// Parsing the text gives back this trace, line numbers aside: header on line 1, input *k* on
  /// line *k* + 1.
  ///
  /// - Complexity: O(n) in the size of the start state and the actions.
  public var text: String {
    var text = TraceEncoder.encode(header: start) + "\n"
    for input in inputs { text += input.text + "\n" }
    return text
  }

  /// What a conformance vector expects for `input`: the replay's output, or the error line.
  ///
  /// - Parameter input: The vector's `.jsonl` file.
  /// - Returns: The replay output, or ``TraceError/canonicalJSON`` and a line break.
  package static func conformanceOutput(for input: some Collection<UInt8>) -> String {
    do {
      return try parse(input).replay().output
    } catch {
      return error.canonicalJSON + "\n"
    }
  }
}
