import Foundation
import ModalKitTimeline
import ModalKitTrace
import Testing

@Suite("modalkit timeline")
struct TimelineCommandTests {
  /// A small trace of this suite's own (the conformance vectors' names are not this suite's to
  /// rely on).
  static let trace = Golden.directory.appendingPathComponent("dialogs-and-queue.jsonl")

  @Test("prints the trace's page, titled with the file's name")
  func printsThePage() throws {
    let trace = try Trace.parse(try Golden.bytes(Self.trace))

    let run = try Program.modalkit(["timeline", Self.trace.path])

    #expect(
      run
        == Program.Run(
          status: 0, output: Timeline(trace, title: "dialogs-and-queue.jsonl").html, error: ""))
  }

  @Test("modalkit timeline writes the golden page of a small trace")
  func commandLine() throws {
    let file = Golden.directory.appendingPathComponent("sheet-over-stack.jsonl").path

    let run = try Program.modalkit(["timeline", file])

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(Golden.firstDifference(run.output, try Golden.read("sheet-over-stack.html")) == nil)
  }

  @Test("-o writes the page to a file and prints nothing")
  func writesAFile() throws {
    let folder = try Program.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = Self.trace.path
    let output = folder.appendingPathComponent("page.html")

    let run = try Program.modalkit(["timeline", "-o", output.path, file])

    #expect(run == Program.Run(status: 0, output: "", error: ""))
    let printed = try Program.modalkit(["timeline", file]).output
    #expect(try String(contentsOf: output, encoding: .utf8) == printed)
  }

  @Test("reads standard input when the file is -")
  func standardInput() throws {
    let text = "{\"root\":\"home\"}\n{\"action\":\"push\",\"route\":\"a\"}\n"

    let run = try Program.modalkit(["timeline", "-"], stdin: text)

    let expected = Timeline(try Trace.parse(text), title: "standard input").html
    #expect(run == Program.Run(status: 0, output: expected, error: ""))
  }

  @Test(
    "a bad trace exits 65 with replay's message and writes nothing",
    arguments: [
      "{\"root\":\"a\"}\n{\"action\":\"jump\"}\n",
      "{\"action\":\"home\"}\n{\"root\":\"a\"}\n",
      "{\"root\":\"a\"}\n{\"action\":\"push\",\"route\":\n",
    ])
  func badTrace(text: String) throws {
    let folder = try Program.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.jsonl")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("page.html")

    let run = try Program.modalkit(["timeline", "-o", output.path, file.path])

    let replay = try Program.modalkit(["replay", file.path])
    #expect(replay.status == 65)
    #expect(replay.error.hasPrefix("modalkit: line 2: "))
    #expect(run == Program.Run(status: 65, output: "", error: replay.error))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("a file that cannot be read exits 66; an output that cannot be written exits 73")
  func unreadableAndUnwritable() throws {
    let file = Self.trace.path

    let missing = try Program.modalkit(["timeline", "/nonexistent/trace.jsonl"])
    let unwritable = try Program.modalkit(["timeline", "-o", "/nonexistent/page.html", file])

    #expect(
      missing
        == Program.Run(
          status: 66, output: "", error: "modalkit: cannot read /nonexistent/trace.jsonl\n"))
    #expect(
      unwritable
        == Program.Run(
          status: 73, output: "", error: "modalkit: cannot write /nonexistent/page.html\n"))
  }

  @Test(
    "a usage error names the problem and exits 64",
    arguments: [
      (["timeline"], "timeline takes one FILE"),
      (["timeline", "a", "b"], "timeline takes one FILE"),
      (["timeline", "-o"], "-o needs a file name"),
      (["timeline", "--size", "60x24", "a"], "unknown option --size"),
    ])
  func usage(arguments: [String], message: String) throws {
    let run = try Program.modalkit(arguments)

    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("modalkit: \(message)\n\nusage: modalkit replay"))
    #expect(run.error.contains("modalkit timeline [-o OUTPUT] FILE"))
  }
}
