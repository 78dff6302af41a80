import Foundation
import ModalKitTimeline
import ModalKitTrace
import Testing

/// The pages of two small traces and of the demo's half-sheet scenario, kept as golden files.
///
/// A change of the drawing is then a visible diff. README links the half-sheet page.
@Suite("Timeline golden pages")
struct GoldenPageTests {
  @Test(
    "the page of each small trace is its golden file",
    arguments: ["sheet-over-stack", "dialogs-and-queue"])
  func smallTrace(name: String) throws {
    let trace = try Trace.parse(Golden.read(name + ".jsonl"))

    let html = Timeline(trace, title: name + ".jsonl").html

    Golden.expect(html, matches: name + ".html")
  }

  @Test("modalkit timeline writes the golden page of a small trace")
  func commandLine() throws {
    let file = Golden.directory.appendingPathComponent("sheet-over-stack.jsonl").path

    let run = try Program.modalkit(["timeline", file])

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(Golden.firstDifference(run.output, try Golden.read("sheet-over-stack.html")) == nil)
  }

  @Test("the demo's half-sheet page is its golden file")
  func demoHalfSheet() throws {
    let folder = try Program.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try Program.demo(["half-sheet", "--html", folder.path])

    #expect(run.status == 0)
    let page = try String(
      contentsOf: folder.appendingPathComponent("half-sheet.html"), encoding: .utf8)
    Golden.expect(page, matches: "demo-half-sheet.html")
  }
}
