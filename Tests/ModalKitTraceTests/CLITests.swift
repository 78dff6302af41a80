import Foundation
import ModalKit
import ModalKitTestSupport
import ModalKitText
import ModalKitTrace
import Testing

/// Runs the built `modalkit` executable, which `swift test` builds beside the test bundle.
private enum CLI {
  struct Result: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The products directory: where the test bundle and the executables are built.
  static let productsDirectory: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }()

  static let executable = productsDirectory.appendingPathComponent("modalkit")

  static func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
    try run(executable, arguments, stdin: stdin.map { Array($0.utf8) })
  }

  /// Runs a program with these arguments and standard input, in `directory` when given.
  static func run(
    _ program: URL, _ arguments: [String], stdin: [UInt8]?, in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
    try input.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static func vector(_ name: String) -> String {
    ConformanceVectors.directory.appendingPathComponent(name + ".jsonl").path
  }

  /// The vectors a run sends through the executable, each a process of its own.
  ///
  /// All of them in the long run (`MODALKIT_LONG=1`); in `swift test`, the first of each folder
  /// and one in five of the rest. The library replays every vector in-process either way
  /// (`ConformanceTests`).
  static func sample(_ names: [String]) -> [String] {
    guard !LongRuns.enabled else { return names }
    var folders: Set<Substring> = []
    return names.enumerated().compactMap { index, name in
      let folder = name[..<(name.lastIndex(of: "/") ?? name.startIndex)]
      return folders.insert(folder).inserted || index % 5 == 0 ? name : nil
    }
  }

  /// A copy of `Tests/Conformance` with only the sampled vectors, every command-line case and
  /// the vectors the cases name, for running the porter's script on the sample.
  static func sampleDirectory() throws -> (url: URL, vectors: Int) {
    let manager = FileManager.default
    let source = ConformanceVectors.directory
    let copy = manager.temporaryDirectory
      .appendingPathComponent("modalkit-conformance-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: copy)
    var files = ["check.sh"]
    var vectors = Set(sample(ConformanceVectors.names))
    for name in ConformanceVectors.commandLineCases {
      for suffix in ["args", "status", "stdout", "stderr", "stdin"]
      where manager.fileExists(atPath: ConformanceVectors.caseFile(name, suffix).path) {
        files.append(name + "." + suffix)
      }
      let arguments = String(
        decoding: try ConformanceVectors.caseBytes(name, "args") ?? [], as: UTF8.self)
      for word in arguments.split(separator: "\n") where word.hasSuffix(".jsonl") {
        let vector = String(word.dropLast(".jsonl".count))
        if ConformanceVectors.names.contains(vector) { vectors.insert(vector) }
      }
    }
    files += vectors.flatMap { [$0 + ".jsonl", $0 + ".expected"] }
    for file in files {
      let target = copy.appendingPathComponent(file)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: source.appendingPathComponent(file), to: target)
    }
    return (copy, vectors.count)
  }
}

@Suite("modalkit command line")
struct CLITests {
  @Test("the modalkit executable is built beside the tests")
  func executableExists() {
    #expect(FileManager.default.isExecutableFile(atPath: CLI.executable.path))
  }

  @Test(
    "replay prints a replay vector's expected output and nothing else",
    arguments: CLI.sample(ConformanceVectors.replayNames))
  func replayMatchesTheVector(name: String) throws {
    let result = try CLI.run(["replay", CLI.vector(name)])

    let expected = String(decoding: try ConformanceVectors.expected(name), as: UTF8.self)
    #expect(result == CLI.Result(status: 0, stdout: expected, stderr: ""))
  }

  @Test(
    "replay --json-errors prints a vector's expected file, error vectors included",
    arguments: CLI.sample(ConformanceVectors.names))
  func jsonErrorsMatchEveryVector(name: String) throws {
    let result = try CLI.run(["replay", "--json-errors", CLI.vector(name)])

    let expected = String(decoding: try ConformanceVectors.expected(name), as: UTF8.self)
    #expect(result.stdout == expected)
    if name.hasPrefix("errors/") {
      // {"error":"KIND","line":N} on standard output, the same line for people on standard error.
      let error = try #require(
        try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? [String: Any])
      let kind = try #require(error["error"] as? String)
      let line = try #require(error["line"] as? Int)
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("modalkit: line \(line): \(kind)"))
      #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"))
    } else {
      #expect(result.status == 0)
      #expect(result.stderr == "")
    }
  }

  @Test(
    "without --json-errors a bad trace prints nothing to standard output",
    arguments: CLI.sample(ConformanceVectors.errorNames))
  func errorVectorsPrintNothing(name: String) throws {
    let result = try CLI.run(["replay", CLI.vector(name)])

    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("modalkit: line "))
  }

  @Test(
    "each command-line case exits, prints and complains as its files say",
    arguments: ConformanceVectors.commandLineCases)
  func commandLineCase(name: String) throws {
    let argumentsText = try #require(try ConformanceVectors.caseBytes(name, "args"))
    var arguments = String(decoding: argumentsText, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if arguments.last == "" { arguments.removeLast() }
    let stdin = try ConformanceVectors.caseBytes(name, "stdin") ?? []

    let result = try CLI.run(
      CLI.executable, arguments, stdin: stdin, in: ConformanceVectors.directory)

    let status = try #require(try ConformanceVectors.caseBytes(name, "status"))
    let stdout = try #require(try ConformanceVectors.caseBytes(name, "stdout"))
    let stderr = try #require(try ConformanceVectors.caseBytes(name, "stderr"))
    #expect("\(result.status)\n" == String(decoding: status, as: UTF8.self))
    #expect(result.stdout == String(decoding: stdout, as: UTF8.self))
    if stderr.isEmpty {
      #expect(result.stderr == "")
    } else {
      #expect(result.stderr.utf8.starts(with: stderr), "\(name): \(result.stderr)")
    }
  }

  @Test("the porter's script passes the vectors and cases with the modalkit executable")
  func portersScriptPasses() throws {
    let (directory, count) =
      LongRuns.enabled
      ? (ConformanceVectors.directory, ConformanceVectors.names.count) : try CLI.sampleDirectory()
    defer {
      if directory != ConformanceVectors.directory {
        try? FileManager.default.removeItem(at: directory)
      }
    }
    let script = directory.appendingPathComponent("check.sh").path

    let result = try CLI.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["bash", script, CLI.executable.path], stdin: nil)

    let cases = ConformanceVectors.commandLineCases.count
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout == "\(count) vectors, \(cases) command-line cases, 0 failed\n")
  }

  @Test("replay reads standard input when the file is -")
  func replayReadsStandardInput() throws {
    let result = try CLI.run(
      ["replay", "-"], stdin: "{\"root\":\"home\"}\n{\"action\":\"unwind\"}\n")

    let expected =
      #"{"action":{"action":"unwind"},"from":null,"events":[{"event":"rejected","#
      + #""action":{"action":"unwind"},"#
      + #""reason":"alreadyAtRoot"}],"state":{"stack":[{"id":0,"route":"home"}],"layers":[],"#
      + #""queue":{"level":0,"items":[]},"nextID":1}}"# + "\n"
    #expect(result == CLI.Result(status: 0, stdout: expected, stderr: ""))
  }

  @Test("an empty trace prints nothing and succeeds")
  func emptyTrace() throws {
    #expect(
      try CLI.run(["replay", "-"], stdin: "") == CLI.Result(status: 0, stdout: "", stderr: ""))
  }

  @Test(
    "a bad line prints its number and problem to standard error, nothing to standard output, and exits 65",
    arguments: [
      (
        "errors/malformedJSON-truncated",
        "line 3: malformedJSON: column 29: unexpected end of line, expected ',' or '}' in an object"
      ),
      ("errors/unknownAction", #"line 3: unknownAction at action: unknown action "jump""#),
      ("errors/missingField-route", #"line 3: missingField at route: missing field "route""#),
      (
        "errors/wrongType-route-number",
        "line 3: wrongType at route: expected a string, found a number"
      ),
      (
        "errors/wrongType-count-fraction",
        "line 3: wrongType at count: expected an integer, found a number"
      ),
      ("errors/unknownField-action", #"line 3: unknownField at count: unknown field "count""#),
      (
        "errors/unknownValue-style",
        #"line 3: unknownValue at as.style: unknown style "popover"; expected one of "#
          + #""sheet", "fullScreenCover", "overlay", "confirmationDialog", "alert""#
      ),
      (
        "errors/outOfRange-id-negative",
        "line 3: outOfRange at id: -1 is outside 0...9007199254740991"
      ),
      (
        "errors/misplacedHeader",
        "line 3: misplacedHeader at root: a header may only be the first line"
      ),
      (
        "errors/stops-at-first-bad-line", #"line 4: unknownAction at action: unknown action "jump""#
      ),
    ])
  func badLine(name: String, message: String) throws {
    let result = try CLI.run(["replay", CLI.vector(name)])

    #expect(result == CLI.Result(status: 65, stdout: "", stderr: "modalkit: " + message + "\n"))
  }

  @Test("a file that cannot be read exits 66")
  func missingFile() throws {
    let result = try CLI.run(["replay", "/nonexistent/trace.jsonl"])

    #expect(
      result
        == CLI.Result(
          status: 66, stdout: "", stderr: "modalkit: cannot read /nonexistent/trace.jsonl\n"))
  }

  @Test(
    "a usage error names the problem, shows the usage on standard error and exits 64",
    arguments: [
      ([], "missing command"), (["fly"], "unknown command fly"),
      (["replay"], "replay takes one FILE"),
      (["replay", "a", "b"], "replay takes one FILE"),
      (["replay", "--size", "60x24", "a"], "unknown option --size"),
      (["render"], "render takes one FILE"),
      (
        ["render", "--size", "10x10", "-"],
        "--size takes WxH with W in 30...1000 and H in 12...1000, not 10x10"
      ),
      (
        ["render", "--size", "60by24", "-"],
        "--size takes WxH with W in 30...1000 and H in 12...1000, not 60by24"
      ),
      (["render", "--size"], "--size needs a value such as 60x24"),
      (["render", "--colour", "-"], "unknown option --colour"),
      (["--help", "extra"], "--help takes no arguments"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments, stdin: "")

    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "modalkit: " + message + "\n\nusage: modalkit replay [--json-errors] FILE\n"))
  }

  @Test("--help prints the usage to standard output and succeeds")
  func help() throws {
    let result = try CLI.run(["--help"])

    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("usage: modalkit replay [--json-errors] FILE\n"))
    #expect(result.stdout.contains("exit status: 0 success, 64 usage error, 65 bad trace line"))
  }

  @Test(
    "render draws the replayed final state with the text renderer",
    arguments: [nil, "40x12", "100x30"])
  func render(size: String?) throws {
    let name = "scenarios/modal-coordinator"
    let sizeArguments = size.map { ["--size", $0] } ?? []

    let result = try CLI.run(["render"] + sizeArguments + [CLI.vector(name)])

    let final = try Trace.parse(try ConformanceVectors.input(name)).replay().navigator
    let dimensions = (size ?? "60x24").split(separator: "x").compactMap { Int($0) }
    let drawing = TextFrame(final, width: dimensions[0], height: dimensions[1]).description
    #expect(result == CLI.Result(status: 0, stdout: drawing + "\n", stderr: ""))
  }

  @Test("render refuses a bad trace as replay does")
  func renderBadTrace() throws {
    let result = try CLI.run(["render", CLI.vector("errors/unknownAction")])

    #expect(
      result
        == CLI.Result(
          status: 65, stdout: "",
          stderr: #"modalkit: line 3: unknownAction at action: unknown action "jump""# + "\n"))
  }
}
