import Foundation

/// A folder of golden files: expected output kept beside the tests, compared line by line.
///
/// With `MODALKIT_UPDATE_GOLDENS=1` a run writes the files from the current output instead of
/// comparing; read every changed file before committing it. Each test target wraps one of these
/// in its `Golden` enum, which records what ``check(_:matches:)`` finds as a test issue.
package struct GoldenFiles: Sendable {
  /// The folder the files live in.
  package let directory: URL

  /// The golden files in `directory`.
  package init(_ directory: URL) {
    self.directory = directory
  }

  /// Whether this run rewrites the golden files instead of comparing with them.
  package static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["MODALKIT_UPDATE_GOLDENS"] == "1"
  }

  /// The text of a golden file, or `nil` when it does not exist.
  package func read(_ name: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// Compares `actual` with the golden file `name`, or writes the file when updating.
  ///
  /// - Returns: What is wrong (the first line that differs, a missing file, a failed write), or
  ///   `nil` when the file matches or was written.
  package func check(_ actual: String, matches name: String) -> String? {
    if Self.isUpdating {
      do {
        try actual.write(
          to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return nil
      } catch {
        return "could not write \(name): \(error)"
      }
    }
    guard let expected = read(name) else {
      return "missing golden file \(name); run MODALKIT_UPDATE_GOLDENS=1 swift test"
    }
    return Self.firstDifference(actual, expected).map { "output differs from \(name): \($0)" }
  }

  /// Where two texts first differ, as `line N: got "…", expected "…"`; `nil` when equal.
  package static func firstDifference(_ actual: String, _ expected: String) -> String? {
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
