import Foundation
import ModalKitTimeline
import ModalKitTrace
import Testing

/// The pages of two small traces, kept as golden files beside the traces.
///
/// A change of the drawing is then a visible diff. The demo's half-sheet page, which README
/// links, is a golden file too (``DemoPagesTests``), and so is the command's page of a small
/// trace (``TimelineCommandTests``).
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
}
