// modalkit-bench: ModalKit's transitions timed against the physical floor and two baselines.
// A package of its own (Tests/Benchmarks), run from its folder:
//
//   swift run -c release modalkit-bench            the full run, about two minutes on two cores
//   swift run -c release modalkit-bench --quick    a smoke run for CI, a few seconds
//   swift run -c release modalkit-bench --tsv      one line per figure, for scripts
//   swift run -c release modalkit-bench --filter modalkit/push   only figures whose name matches
//   swift run -c release modalkit-bench --instructions   instructions per operation (callgrind)
//
// (or from the repository's root with `--package-path Tests/Benchmarks` after `run`).
//
// The book, in order: Harness.swift (how a figure is taken), Models.swift and Baselines.swift
// (the subjects), Scenarios.swift (the workloads), Suite.swift (what runs for whom), Report.swift
// and Targets.swift (the output), Memory.swift (bytes per entry and peak memory), AppLayer.swift
// (the store, Codable and deep links, each against a baseline of the same run), Loop.swift (one
// push with its step on screen), Instructions.swift (the same figures counted by callgrind).

import Foundation

let arguments = Set(CommandLine.arguments.dropFirst())

if let flag = CommandLine.arguments.firstIndex(of: "--memory-probe"),
  CommandLine.arguments.indices.contains(flag + 1),
  let subject = Subject(rawValue: CommandLine.arguments[flag + 1])
{
  probeMemory(of: subject)
  exit(0)
}

// Freed memory stays in the process, as Apple platforms' allocators keep freed large blocks for
// reuse. Without it glibc hands a deep stack's storage back to the kernel the moment it is
// freed, and `home` from 100,000 would time the kernel releasing pages (0.4 ms for the ordered
// dictionary's `removeAll()`, 1 us with this), not the data structure. After the memory probe,
// whose resident figures must not include memory freed and kept.
#if canImport(Glibc)
  // mallopt is in malloc.h, which the Glibc module does not import: looked up by name.
  if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD, glibc's largest
    _ = mallopt(-1, 1 << 30)  // M_TRIM_THRESHOLD
  }
#endif

if arguments.contains("--help") || arguments.contains("-h") {
  print(
    "usage: modalkit-bench [--quick] [--tsv] [--filter subject/operation] [--instructions]")
  exit(0)
}

let quick = arguments.contains("--quick")
let tsv = arguments.contains("--tsv")
let sampling = quick ? Sampling.quick : Sampling.standard
let depths = [10, 1_000, 100_000]
let started = ContinuousClock.now

/// The value after a flag, if both are there.
func argument(after flag: String, offset: Int = 1) -> String? {
  guard let at = CommandLine.arguments.firstIndex(of: flag),
    CommandLine.arguments.indices.contains(at + offset)
  else { return nil }
  return CommandLine.arguments[at + offset]
}

/// Runs every chapter that takes figures, as far as the filter and the harness's mode let it.
@MainActor
func runChapters(
  _ harness: Harness, filter: String, depths: [Int], appDepths: [Int], loopDepths: [Int]
) -> (results: Results, app: [AppFigure], loop: [AppFigure]) {
  var suite = Suite(harness: harness, depths: depths)
  suite.filter = filter
  if case .timing = harness.mode, !tsv {
    suite.progress = { _ in FileHandle.standardError.write(Data(".".utf8)) }
  }
  suite.run()
  let results = Results(measurements: suite.measurements, depths: depths)
  // The app layer (chapter 7) and the loop (chapter 8) run unless a filter names something
  // else.
  let app =
    filter.isEmpty || filter.hasPrefix("app") ? measureAppLayer(harness, depths: appDepths) : []
  let loop =
    filter.isEmpty || filter.hasPrefix("loop") ? measureLoop(harness, depths: loopDepths) : []
  return (results, app, loop)
}

let filter = argument(after: "--filter") ?? ""

// A child of --instructions: count one figure under callgrind, print the operations counted.
if let key = argument(after: "--count"),
  let depth = argument(after: "--count", offset: 2)
    .flatMap({ Int($0) })
{
  // `--runs n` runs it more, natively, for a profiler (perf record -e cpu-clock).
  let runs = argument(after: "--runs").flatMap { Int($0) } ?? 5
  let harness = Harness(sampling: .quick, mode: .counting(key: key, depth: depth, runs: runs))
  _ = runChapters(harness, filter: key, depths: [depth], appDepths: [depth], loopDepths: [depth])
  print("operations \(harness.countedOperations ?? 0)")
  exit(0)
}

if arguments.contains("--instructions") {
  ensureValgrind()
  let lister = Harness(sampling: .quick, mode: .listing)
  _ = runChapters(
    lister, filter: filter, depths: depths, appDepths: [10, 1_000, 100_000], loopDepths: loopDepths
  )
  let counts = countInstructions(lister.listed)
  if tsv {
    for count in counts {
      print("\(count.key)\t\(count.depth)\t\(count.perOperation.map(formatCount) ?? "")")
    }
  } else {
    print(instructionTable(counts))
    print("\nTotal \((ContinuousClock.now - started).formatted(.units(allowed: [.seconds])))")
  }
  exit(0)
}

let harness = Harness(sampling: sampling)
if !tsv {
  print(
    "ModalKit benchmark: median ns per operation over \(sampling.rounds) x \(sampling.samples)"
      + " samples after warm-ups\(quick ? " (quick)" : ""); clock overhead "
      + "\(format(nanoseconds(harness.clockOverhead))) ns subtracted.")
}
let (results, appFigures, loopFigures) = runChapters(
  harness, filter: filter, depths: depths, appDepths: quick ? [10] : [10, 1_000, 100_000],
  loopDepths: quick ? [10] : loopDepths)

if tsv {
  print(results.tsv)
  for (chapter, figures) in [("app", appFigures), ("loop", loopFigures)] {
    for figure in figures {
      let key = figureKey(chapter, figure.name)
      print("\(key)\t\(format(figure.nanoseconds))\t\(formatRatio(figure.ratio))")
    }
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
  for check in results.targetChecks + appLayerChecks(appFigures) + loopChecks(loopFigures)
  where check.measured {
    print("  " + check.line)
  }
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
  if !loopFigures.isEmpty {
    print("\n" + appLayerTable(loopFigures, title: "One push with its step (ModalKitHost)"))
    print(
      """

      Each push is sent to a store a PresentationLoop follows (iOS 17 abilities, the system
      clock), and the host acknowledges each command of its step at once; the driver figure
      does the same with a bare navigator and a driver, without store or loop; the observed
      store has one observer that does nothing, the loop's share of the store.
      """)
  }
  if filter.isEmpty {
    print("")
    print(memoryTable(measureMemory()))
  }
  print("\nTotal \((ContinuousClock.now - started).formatted(.units(allowed: [.seconds])))")
}
