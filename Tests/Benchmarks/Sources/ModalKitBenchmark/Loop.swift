// Chapter 8: one push with its step on screen. The driver alone, and the whole loop (a store, a
// presentation loop and its driver, with a host that acknowledges every command at once), each
// against the bare navigator's push in the same run, at depths up to 200,000: what every change
// of an app's navigation costs once it is on screen.

import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore

/// The depths of the loop chapter: the table's, and 200,000.
let loopDepths = [10, 1_000, 100_000, 200_000]

/// The abilities the loop's host has: `NavigationStack` on iOS 17, one step per push.
let loopAbilities = PlatformAbilities.iOS17

// MARK: - The driver alone

/// Times `batchSize` pushes, each brought on screen by the driver alone.
///
/// The driver lets go of its target, the navigator pushes, the driver is retargeted with the
/// events and hands out a step, and the host acknowledges its commands at once. The reset
/// unwinds the same way.
struct DriverStepBatch: Workload {
  /// The navigator, at the base depth between runs.
  var navigator: Navigator<BenchRoute>
  /// The driver, showing the navigator between runs.
  var driver: PresentationDriver<BenchRoute>
  /// The depth each run starts from.
  let base: Int
  let operations = batchSize

  init(depth: Int) {
    navigator = SendModel(depth: depth).navigator
    driver = PresentationDriver(navigator, abilities: loopAbilities)
    base = depth
    blackHole(acknowledgeAll(driver.advance()))
    precondition(driver.isSettled, "the driver shows the navigator")
  }

  /// Sends an action and brings the driver along, as a store's loop does.
  mutating func change(_ action: Navigator<BenchRoute>.Action)
    -> PresentationDriver<BenchRoute>
    .Output
  {
    acknowledgeAll(driver.send(action, to: &navigator).output)
  }

  /// Acknowledges every command of every step handed out, as a host that finishes at once;
  /// the last output.
  mutating func acknowledgeAll(_ output: PresentationDriver<BenchRoute>.Output)
    -> PresentationDriver<BenchRoute>.Output
  {
    var last = output
    while let step = last.step, let token = last.token {
      for command in step.commands {
        last = driver.acknowledge(command.acknowledgement, of: token)
      }
    }
    return last
  }

  mutating func reset() {
    while navigator.topStack.depth > base { blackHole(change(.unwind)) }
  }

  mutating func run() {
    for index in 0..<operations { blackHole(change(.push(.thread(index)))) }
  }
}

// MARK: - The whole loop

/// A workload that pushes a batch through a store and unwinds back to where it started.
@MainActor
protocol StorePushes {
  /// The store the pushes go to.
  var store: NavigatorStore<BenchRoute> { get }
  /// The depth each run starts from.
  var base: Int { get }
  /// How many pushes one run sends.
  var operations: Int { get }
}

extension StorePushes {
  /// Unwinds the store's top stack back to ``base``, one send per entry.
  func unwindToBase() {
    while store.navigator.topStack.depth > base { blackHole(store.send(.unwind)) }
  }

  /// Sends ``operations`` pushes.
  func pushBatch() {
    for index in 0..<operations { blackHole(store.send(.push(.thread(index)))) }
  }
}

/// Times `batchSize` pushes sent to a store that a presentation loop follows, each with its
/// step handed to a host that acknowledges every command at once, on the system clock; the
/// reset unwinds the same way.
@MainActor
struct LoopStepBatch: @MainActor Workload, StorePushes {
  /// The store the app sends to.
  let store: NavigatorStore<BenchRoute>
  /// The loop following it.
  let loop: PresentationLoop<BenchRoute>
  /// The depth each run starts from.
  let base: Int
  let operations = batchSize

  init(depth: Int) {
    store = NavigatorStore(SendModel(depth: depth).navigator)
    let loop = PresentationLoop(store, abilities: loopAbilities)
    loop.perform = { [unowned loop] output, _ in
      guard let step = output.step, let token = output.token else { return }
      for command in step.commands { loop.acknowledge(command.acknowledgement, of: token) }
    }
    loop.start()
    precondition(loop.isSettled, "the loop shows the store's navigator")
    self.loop = loop
    base = depth
  }

  mutating func reset() { unwindToBase() }

  mutating func run() { pushBatch() }
}

/// Times `batchSize` pushes through a store with one observer that does nothing: the store's
/// share of the loop's step (the check that announces, the delivery of the record).
@MainActor
struct ObservedStorePushBatch: @MainActor Workload, StorePushes {
  /// The store, with its observer.
  let store: NavigatorStore<BenchRoute>
  /// The depth each run starts from.
  let base: Int
  let operations = batchSize

  init(depth: Int) {
    store = NavigatorStore(SendModel(depth: depth).navigator)
    store.observe { record in blackHole(record) }
    base = depth
  }

  mutating func reset() { unwindToBase() }

  mutating func run() { pushBatch() }
}

// MARK: - The chapter

/// Measures one push with its step through the driver and through the loop at each depth,
/// against the bare navigator's push in the same run, in interleaved rounds.
@MainActor
func measureLoop(_ harness: Harness, depths: [Int]) -> [AppFigure] {
  let pool = SamplePool(harness)
  pool.rounds {
    for depth in depths {
      pool.sample("loop/navigator-push", depth: depth, PushBatch(SendModel(depth: depth)))
      pool.sample(
        "loop/store-push-observed", depth: depth, ObservedStorePushBatch(depth: depth))
      pool.sample("loop/driver-step", depth: depth, DriverStepBatch(depth: depth))
      pool.sample("loop/loop-step", depth: depth, LoopStepBatch(depth: depth))
    }
  }
  var figures: [AppFigure] = []
  for depth in depths {
    for (name, key) in [
      ("store push, one observer", "loop/store-push-observed"),
      ("driver: push + step", "loop/driver-step"),
      ("store+loop+driver: push + step", "loop/loop-step"),
    ] {
      figures.append(
        AppFigure(
          name: "\(name), d=\(depth)", nanoseconds: pool.figure(key, depth: depth),
          baselineName: "navigator push",
          baseline: pool.figure("loop/navigator-push", depth: depth)))
    }
  }
  return figures
}

/// The targets for the loop: one push with its step flat in depth and under a
/// microsecond.
func loopChecks(_ figures: [AppFigure]) -> [TargetCheck] {
  let steps = figures.filter { $0.name.hasPrefix("store+loop+driver") }
  guard let shallow = steps.first, let deep = steps.last, shallow.nanoseconds > 0 else {
    return []
  }
  let growth = deep.nanoseconds / shallow.nanoseconds
  let slowest = steps.max { $0.nanoseconds < $1.nanoseconds }?.nanoseconds ?? 0
  return [
    TargetCheck(
      target: "push + step through store, loop and driver depth-flat (deepest within 1.5x of 10)",
      met: growth <= 1.5, detail: "growth \(formatRatio(growth))x"),
    TargetCheck(
      target: "push + step through store, loop and driver under 1 us at every depth",
      met: slowest < 1_000, detail: "slowest \(format(slowest)) ns"),
  ]
}
