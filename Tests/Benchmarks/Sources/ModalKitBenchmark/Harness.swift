// Chapter 1: how one figure is measured.
//
// A workload is a value with two mutating methods: `reset()` brings the state to where the timed
// part starts (not timed), `run()` does a fixed number of operations (timed). The harness warms a
// workload up, picks how many runs make one sample, takes the samples with `ContinuousClock`,
// subtracts the cost of reading the clock, and keeps the median nanoseconds per operation.
//
// Workloads are structs and the harness is generic over them, so the optimizer specializes each
// one and no closure, class or existential sits between the clock and the operation measured.

/// Something the harness can time: a state and the operations done on it.
protocol Workload {
  /// How many operations one call of ``run()`` performs; figures are reported per operation.
  var operations: Int { get }

  /// Brings the state back to where ``run()`` starts. Not timed.
  mutating func reset()

  /// Performs ``operations`` operations. Timed.
  mutating func run()
}

/// How long and how often to measure.
struct Sampling {
  /// The number of samples taken after the warm-up, in each round.
  var samples: Int
  /// How many times the whole suite runs; each figure is the median of all its rounds' samples,
  /// so a burst of load from other processes spoils one round's samples, not the figure.
  var rounds: Int
  /// The timed duration one sample aims for; a sample is at least one run.
  var sampleTarget: Duration
  /// The timed duration of the warm-up, which also estimates the cost of one run.
  var warmUp: Duration
  /// The most wall-clock time one sample may take, resets included; a sample is still at least
  /// one run, so a costly reset (rebuilding a deep stack) bounds the runs, not the samples.
  var sampleBudget: Duration

  /// Well under two minutes for the whole benchmark on two cores.
  static let standard = Sampling(
    samples: 9, rounds: 3, sampleTarget: .milliseconds(8), warmUp: .milliseconds(16),
    sampleBudget: .milliseconds(30))

  /// A smoke run for CI: one round of nine samples, each much shorter.
  static let quick = Sampling(
    samples: 9, rounds: 1, sampleTarget: .microseconds(300), warmUp: .microseconds(600),
    sampleBudget: .milliseconds(1))
}

/// What a run of the benchmark does with each workload.
enum Mode {
  /// Times it: the table, the TSV, the app layer and the loop.
  case timing
  /// Only notes its key and depth, so that `--instructions` knows what to count.
  case listing
  /// Runs the one workload with this key at this depth `runs` times inside
  /// ``countedRegion(_:)``, for callgrind to count (see Instructions.swift).
  case counting(key: String, depth: Int, runs: Int)
}

/// Takes measurements with one clock and one sampling plan.
final class Harness {
  /// The plan every measurement follows.
  let sampling: Sampling
  /// What reading the clock twice costs, subtracted from every timed run.
  let clockOverhead: Duration
  /// Whether workloads are timed, listed or counted.
  let mode: Mode
  /// The keys and depths seen, in listing mode.
  private(set) var listed: [(key: String, depth: Int)] = []
  /// The number of operations counted, over every counted run.
  private(set) var countedOperations: Int?

  private let clock = ContinuousClock()

  /// Creates a harness and measures the cost of reading the clock.
  init(sampling: Sampling, mode: Mode = .timing) {
    self.sampling = sampling
    self.mode = mode
    let clock = ContinuousClock()
    var readings: [Duration] = []
    for _ in 0..<1_001 {
      let start = clock.now
      let end = clock.now
      readings.append(end - start)
    }
    self.clockOverhead = median(readings)
  }

  /// Whether workloads are timed (rather than listed or counted).
  var isTiming: Bool {
    if case .timing = mode { return true }
    return false
  }

  /// Whether a figure with this key at this depth is to be built at all in this mode.
  func wants(_ key: String, depth: Int) -> Bool {
    switch mode {
    case .timing:
      return true
    case .listing:
      listed.append((key, depth))
      return false
    case .counting(let wanted, let wantedDepth, _):
      return key == wanted && depth == wantedDepth
    }
  }

  /// Whether anything under a key prefix is to be built at this depth: lets a counting run skip
  /// building subjects it does not count.
  func wantsAny(prefix: String, depth: Int) -> Bool {
    switch mode {
    case .timing, .listing: true
    case .counting(let wanted, let wantedDepth, _):
      wanted.hasPrefix(prefix) && depth == wantedDepth
    }
  }

  /// Times a workload, or counts it; the samples in nanoseconds per operation, empty when the
  /// workload is not timed in this mode.
  ///
  /// The workload is built only when ``wants(_:depth:)`` says so.
  func measure<W: Workload>(_ key: String, depth: Int, _ make: () -> W) -> [Double] {
    guard wants(key, depth: depth) else { return [] }
    var workload = make()
    guard case .counting(_, _, let runs) = mode else { return samplesPerOperation(&workload) }
    // Untimed first, so that first-time costs (lazy metadata, a buffer's first growth) stay
    // out; a workload that is slow under valgrind is run less.
    let start = clock.now
    workload.reset()
    workload.run()
    let slow = clock.now - start > .milliseconds(500)
    if !slow {
      workload.reset()
      workload.run()
    }
    for _ in 0..<(slow ? 1 : runs) {
      workload.reset()
      countedRegion { workload.run() }
    }
    countedOperations = workload.operations * (slow ? 1 : runs)
    return []
  }

  /// The nanoseconds per operation of each sample of a workload, after a warm-up.
  func samplesPerOperation<W: Workload>(_ workload: inout W) -> [Double] {
    let (timed, wall) = warmUp(&workload)
    let wanted = Int((sampling.sampleTarget / timed).rounded(.up))
    let affordable = Int(sampling.sampleBudget / wall)
    let runs = max(1, min(wanted, affordable))
    var perOperation: [Double] = []
    perOperation.reserveCapacity(sampling.samples)
    for _ in 0..<sampling.samples {
      let elapsed = timeRuns(runs, of: &workload)
      perOperation.append(nanoseconds(elapsed) / Double(runs * workload.operations))
    }
    return perOperation.map { max(0, $0) }
  }

  /// Runs the workload until the warm-up time is spent, timed or in all (resets included).
  ///
  /// - Returns: The timed cost of one run and its wall-clock cost, reset included.
  private func warmUp<W: Workload>(_ workload: inout W) -> (timed: Duration, wall: Duration) {
    let start = clock.now
    var timed = Duration.zero
    var runs = 0
    while runs < 2 || (timed < sampling.warmUp && clock.now - start < sampling.warmUp * 2) {
      timed += timeRuns(1, of: &workload)
      runs += 1
    }
    let wall = (clock.now - start) / runs
    return (max(timed / runs, .nanoseconds(1)), max(wall, .nanoseconds(1)))
  }

  /// The timed part of `runs` runs, each after an untimed reset, less the clock's own cost.
  private func timeRuns<W: Workload>(_ runs: Int, of workload: inout W) -> Duration {
    var total = Duration.zero
    for _ in 0..<runs {
      workload.reset()
      let start = clock.now
      workload.run()
      let end = clock.now
      total += (end - start) - clockOverhead
    }
    return total
  }
}

// MARK: - Keeping the optimizer honest

/// Consumes a value so the optimizer cannot delete the work that produced it.
///
/// Not optimized and never inlined, so a value handed to it is built and then destroyed, as an
/// app's discarded result is. It is not a full barrier: the optimizer still sees that the body
/// is empty, and an integer computed only for it can be dropped with the reads that feed it
/// (the cache sweep stores its sum in a global instead; see `evictCaches()`).
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// The one function whose instructions callgrind counts in a counting run
/// (`--toggle-collect=*modalkit_bench_counted*`; the optimizer specializes it for each closure,
/// and each specialization's name contains this one): the timed part of a workload, nothing else.
@inline(never)
@_silgen_name("modalkit_bench_counted")
func countedRegion(_ body: () -> Void) {
  body()
}

/// Tells the optimizer a value may have changed, without copying it.
///
/// Used before an operation that reads but does not change its input (equality, the invariant
/// check), so the compiler cannot hoist it out of the timed loop as loop-invariant. Functions
/// that are not optimized get the worst assumed effects, so the call is opaque.
@inline(never)
@_optimize(none)
func clobber<T>(_ value: inout T) {}

// MARK: - Arithmetic

/// The median of a non-empty list: the middle value, or the mean of the two middle ones.
func median<T: Comparable & AdditiveArithmetic>(_ values: [T]) -> T where T: Halvable {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  if sorted.count % 2 == 1 { return sorted[middle] }
  return (sorted[middle - 1] + sorted[middle]).halved
}

/// A value that can be halved, for the median of an even number of values.
protocol Halvable {
  /// Half of the value.
  var halved: Self { get }
}

extension Double: Halvable {
  var halved: Double { self / 2 }
}

extension Duration: Halvable {
  var halved: Duration { self / 2 }
}

/// A duration in nanoseconds, as a floating-point number.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
}
