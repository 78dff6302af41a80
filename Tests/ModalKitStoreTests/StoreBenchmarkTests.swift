// A micro benchmark of the store against the bare navigator; skipped unless asked for:
//
//   MODALKIT_STORE_BENCH=1 swift test -c release --filter StoreBenchmark
//
// It prints the median nanoseconds per action of a store (with the default log, and with the log
// off) and of the bare navigator, and checks nothing a machine's speed could break. Wall-clock
// figures on a shared machine are noisy; modalkit-bench measures the same against a baseline.

import Foundation
import ModalKit
import ModalKitStore
import Testing

@MainActor
@Suite(
  "StoreBenchmark",
  .enabled(if: ProcessInfo.processInfo.environment["MODALKIT_STORE_BENCH"] != nil))
struct StoreBenchmarkTests {
  /// Pairs per sample; each pair is two actions.
  let pairs = 100_000

  /// The median of 9 samples of `body`, in nanoseconds per action.
  func measure(_ body: () -> Int) -> (nanoseconds: Double, checksum: Int) {
    var samples: [Double] = []
    var checksum = 0
    _ = body()  // Warm-up.
    for _ in 0..<9 {
      let start = ContinuousClock.now
      checksum &+= body()
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      samples.append(seconds * 1e9 / Double(2 * pairs))
    }
    return (samples.sorted()[4], checksum)
  }

  @Test(
    "store.send against navigator.send, push+unwind and present+dismiss",
    arguments: [StoreLog<Screen>.defaultCapacity, 0])
  func storeAgainstNavigator(logCapacity: Int) {
    var navigator = Navigator(root: Screen.inbox)
    for index in 0..<10 { navigator.send(.push(.thread(index))) }
    let store = NavigatorStore(navigator, logCapacity: logCapacity)
    let sheet = shown(.profile)
    var lines: [String] = []

    let navPush = measure {
      var count = 0
      for index in 0..<pairs {
        count &+= navigator.send(.push(.thread(index))).count
        count &+= navigator.send(.unwind).count
      }
      return count
    }
    let storePush = measure {
      var count = 0
      for index in 0..<pairs {
        count &+= store.send(.push(.thread(index))).count
        count &+= store.send(.unwind).count
      }
      return count
    }
    let navPresent = measure {
      var count = 0
      for _ in 0..<pairs {
        count &+= navigator.send(.present(.profile, as: sheet)).count
        count &+= navigator.send(.dismiss).count
      }
      return count
    }
    let storePresent = measure {
      var count = 0
      for _ in 0..<pairs {
        count &+= store.send(.present(.profile, as: sheet)).count
        count &+= store.send(.dismiss).count
      }
      return count
    }
    for (name, nav, stored) in [
      ("push+unwind", navPush, storePush), ("present+dismiss", navPresent, storePresent),
    ] {
      let ratio = stored.nanoseconds / nav.nanoseconds
      lines.append(
        "log \(logCapacity), \(name): navigator \(format(nav.nanoseconds)) ns, "
          + "store \(format(stored.nanoseconds)) ns, "
          + "x\(format(ratio))")
      #expect(nav.checksum == stored.checksum)
    }
    print(lines.joined(separator: "\n"))
  }

  func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
