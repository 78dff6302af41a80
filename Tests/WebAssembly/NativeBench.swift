// The core loop of Sources/ModalKitWeb/Bench.swift, natively, for the figure beside the
// module's: .ci/wasm-check.sh compiles the two files against the release build's ModalKit.
//
//   bench-native ROUNDS   prints the best of five runs, in nanoseconds per action

import ModalKit

@main
struct NativeBench {
  static func main() {
    let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 100_000
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var events = 0
    for _ in 0..<5 {
      let start = clock.now
      events = Bench.rounds(rounds)
      best = min(best, clock.now - start)
    }
    let (seconds, attoseconds) = best.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    print("\(nanoseconds / Double(3 * rounds + 1)) \(events)")
  }
}
