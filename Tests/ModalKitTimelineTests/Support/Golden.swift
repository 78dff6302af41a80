import Foundation
import ModalKitTestSupport
import Testing

/// Golden pages: expected HTML kept in `Tests/ModalKitTimelineTests/Golden/`, beside the traces
/// they draw, compared line by line.
///
/// Run with `MODALKIT_UPDATE_GOLDENS=1 swift test` to write the files from the current output
/// instead; then read every changed file (and open it in a browser) before committing it.
enum Golden {
  /// The golden files, found from this source file's path.
  static let files = GoldenFiles(
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // ModalKitTimelineTests
      .appendingPathComponent("Golden"))

  /// The folder the golden files live in.
  static var directory: URL { files.directory }

  /// The package's root folder.
  static let packageRoot =
    files.directory
    .deletingLastPathComponent()  // ModalKitTimelineTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

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
    if let problem = files.check(actual, matches: name) {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }

  /// Where two texts first differ, as `line N: got "…", expected "…"`; `nil` when equal.
  static func firstDifference(_ actual: String, _ expected: String) -> String? {
    GoldenFiles.firstDifference(actual, expected)
  }
}
