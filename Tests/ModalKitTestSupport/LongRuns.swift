import Foundation

/// The size of each long run: short in `swift test`, full with `MODALKIT_LONG=1`.
///
/// The random walk, the exhaustive walk, the hostile-input sweeps and the property runs each
/// take their size from here. `swift test` runs a short version of each: the same checks over
/// fewer seeds, steps or inputs, so that the inner loop stays around a minute on two busy cores.
/// `.ci/run` sets `MODALKIT_LONG=1` and runs every test in release, the long runs at full size.
///
/// ```swift
/// static let runsPerSet = LongRuns.size(short: 25, long: 300)
/// ```
package enum LongRuns {
  /// Whether this is the long run: the environment has `MODALKIT_LONG=1`.
  package static let enabled = ProcessInfo.processInfo.environment["MODALKIT_LONG"] == "1"

  /// `long` in the long run, `short` in `swift test`.
  package static func size<Size>(short: Size, long: Size) -> Size {
    enabled ? long : short
  }
}
