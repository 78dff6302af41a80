import Foundation
import ModalKitTestSupport
import Testing

/// Golden files: expected output kept in `Tests/ModalKitTextTests/Golden/`, compared line by
/// line.
///
/// Run with `MODALKIT_UPDATE_GOLDENS=1 swift test` to write the files from the current output
/// instead; then read every changed file before committing it.
enum Golden {
  /// The folder the golden files live in, found from this source file's path.
  static let files = GoldenFiles(
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // ModalKitTextTests
      .appendingPathComponent("Golden"))

  /// The text of a golden file, or `nil` when it does not exist.
  static func read(_ name: String) -> String? {
    files.read(name)
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
