// How `modalkit replay` reads its arguments, apart from files and streams: the `modalkit`
// executable and the WebAssembly build's command line (.ci/wasm.sh compiles this file into
// Sources/ModalKitWeb's module too) ask the same function, so both take and refuse the same
// command lines (the conformance vectors' `cli/` cases).

/// The arguments of `modalkit replay`, read.
enum ReplayCommand {
  /// What the arguments after `replay` ask for.
  enum Request: Equatable, Sendable {
    /// Replay `file` (`-` for standard input); with `jsonErrors`, a bad trace's error line is
    /// printed on standard output too.
    case replay(file: String, jsonErrors: Bool)
    /// A usage error (exit status 64), with its message.
    case usage(String)
  }

  /// Reads the arguments after `replay`.
  ///
  /// `--json-errors` may stand anywhere among them, once or more, beside exactly one `FILE`;
  /// any other argument starting with `-` (but `-` itself) is an unknown option. Nothing is
  /// opened: a usage error is found before the file is read.
  static func request(_ arguments: [String]) -> Request {
    let jsonErrors = arguments.contains("--json-errors")
    let rest = arguments.filter { $0 != "--json-errors" }
    if let option = rest.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      return .usage("unknown option \(option)")
    }
    guard rest.count == 1 else { return .usage("replay takes one FILE") }
    return .replay(file: rest[0], jsonErrors: jsonErrors)
  }
}
