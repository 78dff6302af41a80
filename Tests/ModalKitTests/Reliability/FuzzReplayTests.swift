import Foundation
import Testing

/// The fuzzer's committed inputs, replayed through the decoder the fuzzer uses.
///
/// `Tests/Fuzz/FailCases/actions/` holds inputs that once crashed `fuzz-actions`;
/// `Tests/Fuzz/Corpus/actions/` its seed corpus. Each decodes to a sequence of actions that must
/// keep every invariant and agree with the reference model at every step.
@Suite("Fuzz replay")
struct FuzzReplayTests {
  /// `Tests/Fuzz`, found from this file.
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The inputs in a folder of `Tests/Fuzz`, skipping dot files and read-mes.
  static func inputs(in folder: String) throws -> [URL] {
    let url = fuzzFolder.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
      .filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension != "md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("every fail case and seed input of the action fuzzer replays cleanly")
  func replayActions() throws {
    let files = try Self.inputs(in: "FailCases/actions") + Self.inputs(in: "Corpus/actions")
    #expect(!files.isEmpty)
    for file in files {
      var harness = ReliabilityHarness()
      let bytes = try [UInt8](Data(contentsOf: file))
      let failure = harness.run(bytes: bytes)
      #expect(failure == nil, "\(file.lastPathComponent): \(failure.map { "\($0)" } ?? "")")
    }
  }
}
