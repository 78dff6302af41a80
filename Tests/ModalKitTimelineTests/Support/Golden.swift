import Foundation
import Testing

/// Golden pages: expected HTML kept in `Tests/ModalKitTimelineTests/Golden/`, beside the traces
/// they draw, compared line by line.
///
/// Run with `MODALKIT_UPDATE_GOLDENS=1 swift test` to write the files from the current output
/// instead; then read every changed file (and open it in a browser) before committing it.
enum Golden {
  /// The folder the golden files live in, found from this source file's path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ModalKitTimelineTests
    .appendingPathComponent("Golden")

  /// The package's root folder.
  static let packageRoot =
    directory
    .deletingLastPathComponent()  // ModalKitTimelineTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Whether this run rewrites the golden files instead of comparing with them.
  static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["MODALKIT_UPDATE_GOLDENS"] == "1"
  }

  /// The text of a file in the golden folder.
  static func read(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// A file's bytes; an empty file is read as `[]` without `Data(contentsOf:)`, which leaks its
  /// read buffer for empty files on Linux (LeakSanitizer would report it in `.ci/sanitize.sh`).
  static func bytes(_ url: URL) throws -> [UInt8] {
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    return size == 0 ? [] : Array(try Data(contentsOf: url))
  }

  /// Compares `actual` with the golden file `name`, or writes the file when updating.
  ///
  /// A mismatch records one issue naming the first line that differs.
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if isUpdating {
      do {
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("could not write \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? read(name) else {
      Issue.record(
        "missing golden file \(name); run MODALKIT_UPDATE_GOLDENS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    let difference = firstDifference(actual, expected)
    #expect(
      difference == nil, "output differs from \(name): \(difference ?? "")",
      sourceLocation: sourceLocation)
  }

  /// Where two texts first differ, as `line N: got "…", expected "…"`; `nil` when equal.
  static func firstDifference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(got.count, want.count) {
      let left = index < got.count ? String(got[index]) : "<end>"
      let right = index < want.count ? String(want[index]) : "<end>"
      if left != right { return "line \(index + 1): got \"\(left)\", expected \"\(right)\"" }
    }
    return "texts differ"
  }
}
