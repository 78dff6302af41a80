// modalkit-bench: ModalKit's transitions timed against the physical floor and two baselines.
//
//   swift run -c release modalkit-bench            the full run, about a minute on two cores
//   swift run -c release modalkit-bench --quick    a smoke run for CI, a few seconds
//   swift run -c release modalkit-bench --tsv      one line per figure, for scripts
//   swift run -c release modalkit-bench --filter modalkit/push   only figures whose name matches
//
// The book, in order: Harness.swift (how a figure is taken), Models.swift and Baselines.swift
// (the subjects), Scenarios.swift (the workloads), Suite.swift (what runs for whom), Report.swift
// and Targets.swift (the output), Memory.swift (bytes per entry and peak memory), AppLayer.swift
// (the store, Codable and deep links, each against a baseline of the same run).

import Foundation

let arguments = Set(CommandLine.arguments.dropFirst())

if let flag = CommandLine.arguments.firstIndex(of: "--memory-probe"),
  CommandLine.arguments.indices.contains(flag + 1),
  let subject = Subject(rawValue: CommandLine.arguments[flag + 1])
{
  probeMemory(of: subject)
  exit(0)
}

if arguments.contains("--help") || arguments.contains("-h") {
  print("usage: modalkit-bench [--quick] [--tsv] [--filter subject/operation]")
  exit(0)
}

let quick = arguments.contains("--quick")
let tsv = arguments.contains("--tsv")
let sampling = quick ? Sampling.quick : Sampling.standard
let depths = [10, 1_000, 100_000]
let started = ContinuousClock.now

var suite = Suite(harness: Harness(sampling: sampling), depths: depths)
if let flag = CommandLine.arguments.firstIndex(of: "--filter"),
  CommandLine.arguments.indices.contains(flag + 1)
{
  suite.filter = CommandLine.arguments[flag + 1]
}
if !tsv {
  print(
    "ModalKit benchmark: median ns per operation over \(sampling.rounds) x \(sampling.samples)"
      + " samples after warm-ups\(quick ? " (quick)" : ""); clock overhead "
      + "\(format(nanoseconds(suite.harness.clockOverhead))) ns subtracted.")
  suite.progress = { _ in FileHandle.standardError.write(Data(".".utf8)) }
}
suite.run()
let results = Results(measurements: suite.measurements, depths: depths)
// The app layer (chapter 7) runs unless a filter names something else.
let appFigures =
  suite.filter.isEmpty || suite.filter.hasPrefix("app")
  ? measureAppLayer(suite.harness, depths: quick ? [10] : [10, 1_000, 100_000]) : []

if tsv {
  print(results.tsv)
  for figure in appFigures {
    print("app/\(figure.name)\t\(format(figure.nanoseconds))\t\(formatRatio(figure.ratio))")
  }
} else {
  FileHandle.standardError.write(Data("\n".utf8))
  print(results.table)
  print(
    """

    Ratios are ModalKit's time over the baseline's for the same operation; "(n)" under floor
    marks an operation the floor lacks, compared with one floor operation (half a push+unwind).
    push and unwind time batches of \(batchSize) from the depth shown; present and dismiss
    batches of \(layerBatchSize) stacked layers; pairs are reported per operation. "push from a
    screen" sends each push with send(_:from:) from the top of the window's stack, beneath an
    undimmed sheet; rejection(of:) asks about a push (applies) and a dismiss (refused) in turn.

    Targets:
    """)
  for check in results.targetChecks + appLayerChecks(appFigures) { print("  " + check.line) }
  if !appFigures.isEmpty {
    print("\n" + appLayerTable(appFigures))
    print(
      """

      Store figures are sends with nobody observing and no callbacks, against the bare
      navigator's send in the same run; encode and decode are JSONEncoder and JSONDecoder per
      entry of a one-stack navigator, against the same routes as a plain array, and of a
      navigator with ten sheets (Restoration.md's), against its entries as plain {id, route}
      structs; the link has a root, eight pushes and a sheet, against splitting it at "/" and
      joining it again.
      """)
  }
  print("")
  print(memoryTable(measureMemory()))
  print("\nTotal \((ContinuousClock.now - started).formatted(.units(allowed: [.seconds])))")
}
