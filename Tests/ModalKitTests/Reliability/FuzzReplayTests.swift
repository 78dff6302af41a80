import Foundation
import ModalKitTestSupport
import ModalKitTrace
import Testing

/// The fuzzers' committed inputs, replayed through the code each fuzzer runs.
///
/// `Tests/Fuzz/FailCases/<name>/` holds inputs that once crashed `fuzz-<name>`, and
/// `Tests/Fuzz/Corpus/<name>/` its seed corpus. An action stream must keep every invariant and
/// agree with the reference model at every step; a trace that reads must replay soundly and
/// each of its actions survive a round trip through the canonical encoding.
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

  @Test("every fail case and seed input of the trace fuzzer reads, replays and round-trips cleanly")
  func replayTraces() throws {
    let files = try Self.inputs(in: "FailCases/trace") + Self.inputs(in: "Corpus/trace")
    var read = 0
    for file in files {
      guard let trace = try? Trace.parse([UInt8](Data(contentsOf: file))) else { continue }
      read += 1
      for step in trace.inputs {
        let encoded = TraceEncoder.encode(step.action)
        #expect(try TraceDecoder.decodeAction(encoded) == step.action, "\(file.lastPathComponent)")
      }
      #expect(trace.replay().navigator.invariantViolations() == [], "\(file.lastPathComponent)")
      let reread = try Trace.parse(trace.text)
      #expect(reread.start == trace.start, "\(file.lastPathComponent)")
      #expect(reread.inputs.map(\.action) == trace.inputs.map(\.action))
      #expect(reread.inputs.map(\.screen) == trace.inputs.map(\.screen))
    }
    #expect(read >= (try Self.inputs(in: "Corpus/trace")).count)
  }
}
