import Foundation
import Testing

/// The `modalkit-demo` executable, run as a subprocess and compared with golden transcripts.
@Suite("modalkit-demo")
struct DemoTests {
  /// The scenarios the tour plays, in order.
  static let tour: [String] = ["custom-navigation", "dialog", "coordinator", "half-sheet", "store"]
  /// Every scenario: the tour's and `driver`, which the tour leaves out.
  static let scenarios: [String] = tour + ["driver"]
  static let sizes = ["60x24", "30x12"]

  @Test("each scenario prints its golden transcript at 60x24 and 30x12", arguments: scenarios)
  func scenario(name: String) throws {
    for size in Self.sizes {
      let run = try Demo.run([name, "--size", size])

      #expect(run.status == 0)
      #expect(run.error.isEmpty)
      Golden.expect(run.output, matches: "demo-\(name)-\(size).txt")
    }
  }

  @Test(
    "the tour plays the five tour scenarios' golden transcripts in order, without driver",
    arguments: sizes)
  func tour(size: String) throws {
    let expected = Self.tour.map { Golden.read("demo-\($0)-\(size).txt") ?? "missing" }

    let run = try Demo.run(["--size", size])

    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(Golden.firstDifference(run.output, expected.joined()) == nil)
  }

  @Test("with no arguments the tour is drawn at 60x24")
  func defaultSize() throws {
    let explicit = try Demo.run(["--size", "60x24"])

    let plain = try Demo.run([])

    #expect(plain.status == 0)
    #expect(plain.output == explicit.output)
  }

  @Test("the excerpt in the README's Try it section is part of the coordinator transcript")
  func readmeFrame() throws {
    let readme = try String(
      contentsOf: Demo.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = readme.components(separatedBy: "## Try it").last ?? ""
    let block =
      section.components(separatedBy: "```text\n").dropFirst().first?
      .components(separatedBy: "\n```").first ?? ""
    let transcript = Golden.read("demo-coordinator-60x24.txt") ?? ""
    let trimmed = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.reversed().drop { $0 == " " }.reversed() }
      .map { String($0) }
      .joined(separator: "\n")

    // The excerpt is a step's title and its events: at least those two kinds of line.
    #expect(block.split(separator: "\n").count >= 2)
    #expect(block.hasPrefix("> "))
    #expect(trimmed.contains(block))
  }

  @Test("--help prints the golden usage text")
  func help() throws {
    let run = try Demo.run(["--help"])

    #expect(run.status == 0)
    Golden.expect(run.output, matches: "demo-help.txt")
  }

  @Test(
    "a bad command line exits with status 2 and says what is wrong",
    arguments: [
      (["--size", "29x12"], "size 29x12 is too small; the smallest is 30x12"),
      (["--size", "60x11"], "size 60x11 is too small; the smallest is 30x12"),
      (["--size", "sixty"], "size must be WxH, such as 60x24 (got sixty)"),
      (["--size"], "--size needs WxH"),
      (
        ["sheet"],
        "unknown scenario sheet; choose one of custom-navigation, dialog, coordinator, half-sheet, store, driver"
      ),
      (["--colour"], "unknown option --colour"),
      (["-i", "dialog"], "--interactive starts from an empty navigator; drop dialog"),
      (["--interactive"], "--interactive needs a terminal on standard input"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let run = try Demo.run(arguments)

    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("modalkit-demo: \(message)\n"))
  }
}

/// Finds and runs the built `modalkit-demo`, with no standard input, as CI does.
enum Demo {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  struct NotBuilt: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "modalkit-demo not found (run swift build); looked in \(searched.joined(separator: ", "))"
    }
  }

  /// The package's root folder, found from this source file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable, next to the test bundle in the build products directory.
  static func executable() throws -> URL {
    var folders = [Bundle.main.bundleURL]
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    let candidates = folders.map { $0.appendingPathComponent("modalkit-demo") }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw NotBuilt(searched: candidates.map(\.path)) }
    return found
  }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
