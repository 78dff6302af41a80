// modalkit: replays ModalKit traces (JSON Lines of actions), draws their final state as text, and
// writes every step as a timeline page.
// Run: swift run modalkit --help
import Foundation
import ModalKit
import ModalKitText
import ModalKitTimeline
import ModalKitTrace

let usage = """
  usage: modalkit replay [--json-errors] FILE
         modalkit render [--size WxH] FILE
         modalkit timeline [-o OUTPUT] FILE
         modalkit --help

  FILE is a trace in JSON Lines, one action per line, or - for standard input. The first line
  may be a header {"root":"ROUTE"} or {"state":STATE}, STATE a whole state as replay prints it;
  without one the root route is "root". A line with "from": ID
  sends its action from that screen. The format is specified in
  Sources/ModalKit/ModalKit.docc/TraceFormat.md.

  replay  prints one line per action to standard output:
          {"action":...,"from":...,"events":[...],"state":{...}}
  render  replays the trace and draws the final state as text, WxH characters (default 60x24,
          from 30x12 up to 1000x1000).
  timeline
          replays the trace and writes one self-contained HTML page (no network; opens from
          a file) drawing the state after every action on a 390x844 pt phone, with the action
          and its events beside it and a slider and the arrow keys to step through; to OUTPUT,
          or to standard output without -o.

  The whole trace is read before anything is applied: a bad line prints
  "modalkit: line N: KIND at FIELD: MESSAGE" to standard error, nothing to standard output.
  With --json-errors (before or after FILE, once or more), replay also prints
  {"error":"KIND","line":N} to standard output, as a conformance vector's .expected file
  holds it, so that for every vector
  modalkit replay --json-errors X.jsonl | cmp - X.expected

  exit status: 0 success, 64 usage error, 65 bad trace line, 66 file cannot be read,
  73 OUTPUT cannot be written.

  """

/// The exit statuses, as sysexits(3) names them.
enum Exit: Int32 {
  case success = 0
  case usage = 64
  case badInput = 65
  case noInput = 66
  case cannotCreate = 73
}

func fail(_ message: String, _ status: Exit) -> Never {
  FileHandle.standardError.write(Data(("modalkit: " + message + "\n").utf8))
  exit(status.rawValue)
}

func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("modalkit: " + message + "\n\n" + usage).utf8))
  exit(Exit.usage.rawValue)
}

/// Reads and parses a trace; a bad line exits 65, after printing the error as JSON on standard
/// output too when `jsonErrors` is set.
func readTrace(_ path: String, jsonErrors: Bool = false) -> Trace {
  let data: Data
  if path == "-" {
    data = FileHandle.standardInput.readDataToEndOfFile()
  } else {
    guard let contents = FileManager.default.contents(atPath: path) else {
      fail("cannot read \(path)", .noInput)
    }
    data = contents
  }
  do {
    return try Trace.parse(Array(data))
  } catch {
    if jsonErrors { write(error.canonicalJSON + "\n") }
    fail(error.description, .badInput)
  }
}

func parseSize(_ text: String) -> (width: Int, height: Int) {
  let parts = text.split(separator: "x", omittingEmptySubsequences: false)
  guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
    (30...1000).contains(width), (12...1000).contains(height)
  else { usageError("--size takes WxH with W in 30...1000 and H in 12...1000, not \(text)") }
  return (width, height)
}

func write(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usageError("missing command") }
arguments.removeFirst()

switch command {
case "--help", "-h", "help":
  guard arguments.isEmpty else { usageError("--help takes no arguments") }
  write(usage)
case "replay":
  switch ReplayCommand.request(arguments) {
  case .usage(let message): usageError(message)
  case .replay(let file, let jsonErrors):
    write(readTrace(file, jsonErrors: jsonErrors).replay().output)
  }
case "render":
  var size = (width: 60, height: 24)
  var file: String?
  while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--size" {
      guard !arguments.isEmpty else { usageError("--size needs a value such as 60x24") }
      size = parseSize(arguments.removeFirst())
    } else if argument.hasPrefix("--size=") {
      size = parseSize(String(argument.dropFirst("--size=".count)))
    } else if argument.hasPrefix("-"), argument != "-" {
      usageError("unknown option \(argument)")
    } else if file == nil {
      file = argument
    } else {
      usageError("render takes one FILE")
    }
  }
  guard let file else { usageError("render takes one FILE") }
  let navigator = readTrace(file).replay().navigator
  write("\(TextFrame(navigator, width: size.width, height: size.height))\n")
case "timeline":
  var output: String?
  var file: String?
  while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "-o" || argument == "--output" {
      guard !arguments.isEmpty else { usageError("\(argument) needs a file name") }
      output = arguments.removeFirst()
    } else if argument.hasPrefix("--output=") {
      output = String(argument.dropFirst("--output=".count))
    } else if argument.hasPrefix("-"), argument != "-" {
      usageError("unknown option \(argument)")
    } else if file == nil {
      file = argument
    } else {
      usageError("timeline takes one FILE")
    }
  }
  guard let file else { usageError("timeline takes one FILE") }
  let title = file == "-" ? "standard input" : URL(fileURLWithPath: file).lastPathComponent
  let page = Timeline(readTrace(file), title: title).html
  if let output {
    guard FileManager.default.createFile(atPath: output, contents: Data(page.utf8)) else {
      fail("cannot write \(output)", .cannotCreate)
    }
  } else {
    write(page)
  }
default:
  usageError("unknown command \(command)")
}
exit(Exit.success.rawValue)
