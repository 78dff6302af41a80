import Foundation

/// Whether the long runs were asked for (`MODALKIT_LONG=1`, as `.ci/run` does): property runs
/// then take their full size; `swift test` alone runs a short version of each.
let longRuns = ProcessInfo.processInfo.environment["MODALKIT_LONG"] == "1"
