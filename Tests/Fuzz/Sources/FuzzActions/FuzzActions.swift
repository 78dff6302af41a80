// The action byte stream into the reducer: bytes decode to actions (ActionDecoder), each applied
// to a navigator and to the reference model; any broken invariant, event that disagrees with
// the state change, or disagreement with the model traps, and libFuzzer reports the input.

import Foundation
import LibFuzzerDriver
import ModalKitTestSupport

/// libFuzzer's entry: one input, one walk from a fresh navigator.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzActions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  var harness = ReliabilityHarness()
  if let failure = harness.run(bytes: bytes) {
    fatalError("step \(failure.step), \(failure.action): \(failure.problem)")
  }
  return 0
}

/// Hands the command line to libFuzzer, which runs, minimizes or replays inputs.
@main
enum FuzzActionsMain {
  static func main() {
    runLibFuzzer(fuzzActions)
  }
}
