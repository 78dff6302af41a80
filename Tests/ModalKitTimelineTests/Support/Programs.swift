import Foundation

/// The built `modalkit` and `modalkit-demo`, run as a user runs them.
enum Program {
  /// What a run printed and how it ended.
  struct Run: Equatable {
    var status: Int32
    var output: String
    var error: String
  }

  struct NotBuilt: Error, CustomStringConvertible {
    var name: String
    var searched: [String]
    var description: String {
      "\(name) not found (run swift build); looked in \(searched.joined(separator: ", "))"
    }
  }

  /// An executable of the package, next to the test bundle in the build products directory.
  static func executable(_ name: String) throws -> URL {
    var folders = [Bundle.main.bundleURL]
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(Golden.packageRoot.appendingPathComponent(".build/debug"))
    let candidates = folders.map { $0.appendingPathComponent(name) }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw NotBuilt(name: name, searched: candidates.map(\.path)) }
    return found
  }

  /// Runs `modalkit` with these arguments and standard input.
  static func modalkit(_ arguments: [String], stdin: String = "") throws -> Run {
    try run("modalkit", arguments, stdin: stdin)
  }

  /// Runs `modalkit-demo` with these arguments and no standard input.
  static func demo(_ arguments: [String]) throws -> Run {
    try run("modalkit-demo", arguments, stdin: "")
  }

  static func run(_ name: String, _ arguments: [String], stdin: String) throws -> Run {
    let process = Process()
    process.executableURL = try executable(name)
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("modalkit-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
