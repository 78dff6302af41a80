// The `modalkit` command line as the WebAssembly build runs it: `replay` and `--help`, with
// the same arguments, output, messages and exit statuses as the Swift executable, but no file
// system: the host reads the one file a command names, between `start` and `finish`.

import ModalKitTrace

/// The command line, decided in Swift; the host only moves bytes.
enum Command {
  /// What a command printed and how it ended.
  struct Outcome {
    /// Standard output.
    var output: [UInt8] = []
    /// Standard error.
    var error: [UInt8] = []
    /// The exit status: 0, 64 (usage), 65 (bad trace), 66 (unreadable input).
    var status: Int32 = 0
  }

  /// Where a command stands after its arguments are read.
  enum Progress {
    /// It needs the bytes of this file (`-` for standard input).
    case needs(String)
    /// It has finished.
    case finished(Outcome)
  }

  /// The replay waiting for its input, between `start` and `finish`.
  nonisolated(unsafe) static var pending: (file: String, jsonErrors: Bool)?

  /// The usage text, printed by `--help` and after a usage error.
  static let usage = """
    usage: modalkit replay [--json-errors] FILE
           modalkit --help

    The WebAssembly build of ModalKit's trace replayer: the `replay` command of the Swift
    `modalkit`, byte for byte. FILE is a trace in JSON Lines, or - for standard input; the
    format is specified in Sources/ModalKit/ModalKit.docc/TraceFormat.md.

    exit status: 0 success, 64 usage error, 65 bad trace line, 66 file cannot be read.

    """

  /// Reads the arguments (the program's name left out).
  static func start(_ arguments: [String]) -> Progress {
    pending = nil
    guard let command = arguments.first else { return .finished(usageError("missing command")) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help":
      guard rest.isEmpty else { return .finished(usageError("--help takes no arguments")) }
      return .finished(Outcome(output: Array(usage.utf8)))
    case "replay":
      switch ReplayCommand.request(rest) {
      case .usage(let message): return .finished(usageError(message))
      case .replay(let file, let jsonErrors):
        pending = (file, jsonErrors)
        return .needs(file)
      }
    default:
      return .finished(usageError("unknown command \(command)"))
    }
  }

  /// Finishes the replay `start` asked input for: `nil` when its file cannot be read.
  static func finish(_ input: [UInt8]?) -> Outcome {
    guard let (file, jsonErrors) = pending else { return usageError("no command to finish") }
    pending = nil
    guard let input else {
      return Outcome(error: Array("modalkit: cannot read \(file)\n".utf8), status: 66)
    }
    return replay(input, jsonErrors: jsonErrors)
  }

  /// A whole trace replayed: its output lines, or for a bad trace its message on standard
  /// error (and its error line on standard output with `jsonErrors`) and status 65.
  static func replay(_ input: [UInt8], jsonErrors: Bool) -> Outcome {
    do throws(TraceError) {
      return Outcome(output: Array(try Trace.parse(input).replay().output.utf8))
    } catch {
      return Outcome(
        output: jsonErrors ? Array((error.canonicalJSON + "\n").utf8) : [],
        error: Array("modalkit: \(error.description)\n".utf8), status: 65)
    }
  }

  private static func usageError(_ message: String) -> Outcome {
    Outcome(error: Array(("modalkit: " + message + "\n\n" + usage).utf8), status: 64)
  }
}
