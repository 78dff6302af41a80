// The trace reader: any bytes as a JSON Lines trace. A trace that parses must replay keeping
// every invariant (actions with a `from` sent from that screen), and each of its lines, action
// and screen, must survive a round trip through the canonical encoding, as must the whole trace
// (its start state as a state header); a trap anywhere (in the reader, the decoder or the
// navigator) is a crash.

import Foundation
import LibFuzzerDriver
import ModalKit
import ModalKitTrace

/// libFuzzer's entry: one input, read as a whole trace.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let trace = try? Trace.parse(bytes) else { return 0 }
  for step in trace.inputs {
    // Alone in a trace of its own, each line reads back as itself.
    let alone = Trace(start: trace.start, inputs: [step]).text
    guard let reread = try? Trace.parse(alone), reread.inputs.count == 1,
      reread.inputs[0].action == step.action, reread.inputs[0].screen == step.screen
    else {
      fatalError("line \(step.line): \(step.action) does not survive its encoding:\n\(alone)")
    }
  }
  // Written canonically (a state header, then the actions), the trace reads back as itself.
  guard let reread = try? Trace.parse(trace.text), reread.start == trace.start,
    reread.inputs.map(\.action) == trace.inputs.map(\.action),
    reread.inputs.map(\.screen) == trace.inputs.map(\.screen)
  else {
    fatalError("the trace does not survive its canonical writing:\n\(trace.text)")
  }
  let violations = trace.replay().navigator.invariantViolations()
  if !violations.isEmpty { fatalError("replay breaks invariants: \(violations)") }
  return 0
}

/// Hands the command line to libFuzzer, which runs, minimizes or replays inputs.
@main
enum FuzzTraceMain {
  static func main() {
    runLibFuzzer(fuzzTrace)
  }
}
