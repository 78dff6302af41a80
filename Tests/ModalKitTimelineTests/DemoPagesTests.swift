import Foundation
import ModalKitTimeline
import ModalKitTrace
import Testing

@Suite("modalkit-demo --html")
struct DemoPagesTests {
  static let tour = ["custom-navigation", "dialog", "coordinator", "half-sheet", "store"]

  @Test("writes each tour scenario's page and trace, and an index linking them")
  func writesTheTour() throws {
    let folder = try Program.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try Program.demo(["--html", folder.path])

    #expect(run.status == 0)
    #expect(run.error == "")
    let files = Self.tour.flatMap { ["\($0).html", "\($0).jsonl"] } + ["index.html"]
    #expect(run.output == files.map { "wrote \(folder.path)/\($0)\n" }.joined())
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    for name in Self.tour {
      #expect(index.contains("<a href=\"\(name).html\">\(name)</a>"))
    }
  }

  @Test("each page draws the trace written beside it, as modalkit timeline does", arguments: tour)
  func pageDrawsItsTrace(name: String) throws {
    let folder = try Program.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Program.demo([name, "--html", folder.path])

    let page = try String(
      contentsOf: folder.appendingPathComponent(name + ".html"), encoding: .utf8)
    let trace = try Trace.parse(
      try Golden.bytes(folder.appendingPathComponent(name + ".jsonl")))

    let redrawn = Timeline(trace).html
    #expect(Self.main(of: page) == Self.main(of: redrawn))
    #expect(PageReader(page).sections.count == trace.inputs.count + 1)
    #expect(trace.inputs.count >= 5)
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

  @Test(
    "--html refuses what it cannot draw and exits 2",
    arguments: [
      (["--html"], "--html needs a folder"),
      (["--html", "x", "--size", "60x24"], "--html pages are drawn in points; drop --size"),
      (["driver", "--html", "x"], "driver has no timeline page; choose a tour scenario"),
      (["-i", "--html", "x"], "--html and --interactive do not mix"),
    ])
  func refuses(arguments: [String], message: String) throws {
    let run = try Program.demo(arguments)

    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("modalkit-demo: \(message)\n"))
  }

  /// The page from `<main` to `</main>`: the drawing, without the title.
  static func main(of page: String) -> Substring? {
    guard let start = page.range(of: "<main"), let end = page.range(of: "</main>") else {
      return nil
    }
    return page[start.lowerBound..<end.upperBound]
  }
}
