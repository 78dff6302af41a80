// The core timed without text in or out: the same loop runs in the module and, for the figure
// beside it, natively (.ci/wasm-check.sh builds this file into a small native program).

import ModalKit

/// A fixed workload of the core alone.
enum Bench {
  /// `rounds` rounds of push, present a sheet, dismiss, then one home; returns the number of
  /// events, which is `3 × rounds + rounds` (each round leaves one pushed entry, popped by
  /// home).
  static func rounds(_ rounds: Int) -> Int {
    var navigator = Navigator(root: "home")
    var events = 0
    for round in 0..<rounds {
      events += navigator.send(.push(round % 2 == 0 ? "list" : "detail")).count
      events += navigator.send(.present("sheet", as: .sheet(detents: [.medium, .large]))).count
      events += navigator.send(.dismiss).count
    }
    events += navigator.send(.home).count
    return events
  }
}
