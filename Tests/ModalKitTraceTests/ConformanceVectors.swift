import Foundation
import ModalKitTrace

/// The conformance vectors in `Tests/Conformance`: each `NAME.jsonl` with its `NAME.expected`.
///
/// Set `MODALKIT_UPDATE_GOLDENS=1` to rewrite every `.expected` file from the current library;
/// then read each changed file before committing it, since the vectors are the specification.
enum ConformanceVectors {
  /// `Tests/Conformance`, found from this file's path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Conformance")

  /// Whether the tests rewrite the expected files instead of only comparing with them.
  static let updating = ProcessInfo.processInfo.environment["MODALKIT_UPDATE_GOLDENS"] == "1"

  /// Every vector's name: its path under `Tests/Conformance` without `.jsonl`, sorted.
  static let names: [String] = files(withExtension: "jsonl")

  /// The names of the expected files, for spotting ones without an input.
  static let expectedNames: [String] = files(withExtension: "expected")

  /// The vectors whose expected output is a replay (not an error).
  static var replayNames: [String] { names.filter { !$0.hasPrefix("errors/") } }

  /// The vectors whose trace has a bad line: every one under `errors/`.
  static var errorNames: [String] { names.filter { $0.hasPrefix("errors/") } }

  /// The command-line cases in `cli/`: each `cli/NAME.args` with its `.status`, `.stdout`,
  /// `.stderr` and optional `.stdin`, named `cli/NAME`.
  static let commandLineCases: [String] = files(withExtension: "args")

  /// A command-line case's file with this extension, such as `cli/bad-line.status`.
  static func caseFile(_ name: String, _ suffix: String) -> URL {
    directory.appendingPathComponent(name + "." + suffix)
  }

  /// The bytes of a command-line case's file, or `nil` when it has none.
  static func caseBytes(_ name: String, _ suffix: String) throws -> [UInt8]? {
    let url = caseFile(name, suffix)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try read(url)
  }

  static func input(_ name: String) throws -> [UInt8] {
    try read(directory.appendingPathComponent(name + ".jsonl"))
  }

  static func expectedURL(_ name: String) -> URL {
    directory.appendingPathComponent(name + ".expected")
  }

  static func expected(_ name: String) throws -> [UInt8] {
    try read(expectedURL(name))
  }

  /// A file's bytes.
  ///
  /// An empty file is read as `[]` without `Data(contentsOf:)`, which leaks its 4 KiB read
  /// buffer for empty files on Linux (LeakSanitizer reports it in `.ci/sanitize.sh`).
  private static func read(_ url: URL) throws -> [UInt8] {
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    return size == 0 ? [] : Array(try Data(contentsOf: url))
  }

  private static func files(withExtension suffix: String) -> [String] {
    let root = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix("." + suffix) { found.append(String(path.dropLast(suffix.count + 1))) }
    }
    return found.sorted()
  }
}
