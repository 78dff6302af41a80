import ModalKit

/// Why a trace line could not be read: its kind, where, and a message naming the problem.
///
/// A line that fails to read is never applied; ``Trace/parse(_:)`` reads every line before
/// applying any, so a trace with a bad line applies nothing.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem, as TraceFormat.md lists them.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The line is not one JSON value (bad syntax, invalid UTF-8, a duplicate key, too deep).
    case malformedJSON
    /// The `action` field names no action.
    case unknownAction
    /// A required field is absent.
    case missingField
    /// A field, or the line itself, has the wrong JSON type (a fraction where an integer goes).
    case wrongType
    /// An object has a field its shape does not define.
    case unknownField
    /// A string names no case of the enumeration the field takes (a style, a detent, a role).
    case unknownValue
    /// A number is outside the range its field allows, or not finite.
    case outOfRange
    /// A header line (`{"root": …}` or `{"state": …}`) stands after the first non-blank line.
    case misplacedHeader
    /// A state header reads, but its state is not one a navigator can hold: a stack with no
    /// root, or a rule broken that ``TraceError/violation`` names (a repeated id, an id not
    /// below `nextID`, a presentation that cannot be shown, a push in an alert, a queue that
    /// does not suit the layers).
    case invalidState
  }

  /// What kind of problem it is.
  public var kind: Kind

  /// The 1-based line number, or `nil` when a single line was decoded on its own.
  public var line: Int?

  /// The field the problem is in, such as `presentation.detents[1]`; empty for the whole line.
  public var path: String

  /// What is wrong, in words.
  public var message: String

  /// The rule a state header's state breaks, as the one judge of a sound state names it.
  ///
  /// For ``Kind/invalidState``: exactly the first violation `Navigator.invariantViolations()`
  /// names, the judge the decoder asks. `nil` for every other kind, and for a stack with no
  /// root, which no navigator can even be built with.
  public var violation: InvariantViolation?

  /// Creates an error.
  package init(
    _ kind: Kind, line: Int? = nil, path: String = "", message: String,
    violation: InvariantViolation? = nil
  ) {
    self.kind = kind
    self.line = line
    self.path = path
    self.message = message
    self.violation = violation
  }

  /// The error as one line of text, such as
  /// `line 3: wrongType at presentation.size: expected a size, found a number`.
  public var description: String {
    var text = line.map { "line \($0): " } ?? ""
    text += kind.rawValue
    if !path.isEmpty { text += " at " + path }
    return text + ": " + message
  }

  /// The error as a conformance vector expects it: `{"error":"wrongType","line":3}`.
  ///
  /// Messages are for people and may differ between ports; the kind and line must not.
  package var canonicalJSON: String {
    JSON.object([("error", .string(kind.rawValue)), ("line", .integer(line ?? 0))]).canonicalText
  }
}
