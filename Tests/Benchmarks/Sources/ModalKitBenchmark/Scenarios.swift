// Chapter 3: the scenarios, each a workload that can be repeated at a fixed depth.
//
// An operation that changes the depth is timed in a batch and undone, untimed, before the next
// run: `push` times 100 pushes from depth d and the reset unwinds them; `unwind` times 100
// unwinds back down to d. Pairs (push then unwind, present then dismiss) keep the depth fixed
// inside the timed part and are reported per operation, half a pair. Every navigator is built
// before the clock starts.

import ModalKit

/// How many operations a batch times; small beside the depths measured, large beside the clock.
let batchSize = 100

/// How many layers the present and dismiss batches stack up.
let layerBatchSize = 32

// MARK: - Stack scenarios, for every subject

/// A subject and the depth it is built at, which every depth-changing workload returns to.
struct Anchored<Model: StackModel> {
  /// The subject.
  var model: Model
  /// The depth it was built at.
  let base: Int

  init(_ model: Model) {
    self.model = model
    self.base = model.depth
  }

  /// Pushes until the stack stands `extra` entries above the base; not timed.
  mutating func fill(above extra: Int = 0) {
    while model.depth < base + extra { model.push(.compose) }
  }

  /// Unwinds down to the base; not timed.
  mutating func drain() {
    while model.depth > base { model.unwind() }
  }
}

/// Times `batchSize` pushes from the starting depth; the reset unwinds them.
struct PushBatch<Model: StackModel>: Workload {
  /// The subject, at its base depth when a run starts.
  var subject: Anchored<Model>
  let operations = batchSize

  init(_ model: Model) { subject = Anchored(model) }

  mutating func reset() { subject.drain() }

  mutating func run() {
    for index in 0..<operations { subject.model.push(.thread(index)) }
  }
}

/// Times `batchSize` unwinds down to the starting depth; the reset pushes them again.
struct UnwindBatch<Model: StackModel>: Workload {
  /// The subject, at its base depth when a run ends.
  var subject: Anchored<Model>
  let operations = batchSize

  init(_ model: Model) { subject = Anchored(model) }

  mutating func reset() { subject.fill(above: operations) }

  mutating func run() {
    for _ in 0..<operations { subject.model.unwind() }
  }
}

/// Times push-then-unwind pairs at a fixed depth; two operations per pair.
struct PushUnwindPairs<Model: StackModel>: Workload {
  /// The subject, at the same depth before and after every pair.
  var model: Model
  let operations = 2 * batchSize

  mutating func reset() {}

  mutating func run() {
    for index in 0..<batchSize {
      model.push(.thread(index))
      model.unwind()
    }
  }
}

/// Times unwinds to the entry just below the top, each removing one entry.
struct UnwindToNearTop<Model: PopToModel>: Workload {
  /// The subject, at its base depth when a run ends.
  var subject: Anchored<Model>
  /// The targets of one run, top first.
  private var targets: [Model.Token] = []
  let operations = batchSize

  init(_ model: Model) { subject = Anchored(model) }

  mutating func reset() {
    subject.fill(above: operations)
    targets.removeAll(keepingCapacity: true)
    for offset in 1...operations {
      targets.append(subject.model.token(at: subject.base + operations - offset))
    }
  }

  mutating func run() {
    for target in targets { subject.model.unwind(to: target) }
  }
}

/// A stack ten deep of the same kind, on which a single operation is done once right before it
/// is timed on the deep one.
///
/// A reset that pushes 100,000 entries writes megabytes: the caches then hold its pages, not
/// the code and data of the operation timed next, which would be timed fetching them from
/// memory (a microsecond on the machine the figures come from, as much for an operation that
/// does nothing). Doing the operation once on a small twin first brings them back, as an app
/// that keeps navigating would have them; the deep stack's own memory is not warmed.
struct Twin<Model: StackModel> {
  /// The small stack.
  var model = Model(depth: 10)

  /// Does an operation on the twin, then builds it up again; not timed.
  mutating func warm(_ operation: (inout Model) -> Void) {
    operation(&model)
    while model.depth < 10 { model.push(.compose) }
  }
}

/// Times one unwind to the first pushed entry, removing every entry above it.
struct UnwindToNearBottom<Model: PopToModel>: Workload {
  /// The subject, at its base depth when a run starts.
  var subject: Anchored<Model>
  /// The first pushed entry, which each run unwinds to and keeps.
  private let target: Model.Token
  /// The small stack the operation is done on before it is timed.
  private var twin = Twin<Model>()
  /// Whether each run starts from emptied caches (see ``evictCaches()``).
  private let cold: Bool
  let operations = 1

  init(_ model: Model, cold: Bool = false) {
    subject = Anchored(model)
    target = model.token(at: 1)
    self.cold = cold
  }

  mutating func reset() {
    subject.fill()
    twin.warm { $0.unwind(to: $0.token(at: 1)) }
    if cold { evictCaches() }
  }

  mutating func run() { subject.model.unwind(to: target) }
}

/// Times one `home` from the full depth; the reset pushes everything again.
struct HomeFromDepth<Model: StackModel>: Workload {
  /// The subject, at its base depth when a run starts.
  var subject: Anchored<Model>
  /// The small stack the operation is done on before it is timed.
  private var twin = Twin<Model>()
  /// Whether each run starts from emptied caches (see ``evictCaches()``).
  private let cold: Bool
  let operations = 1

  init(_ model: Model, cold: Bool = false) {
    subject = Anchored(model)
    self.cold = cold
  }

  mutating func reset() {
    subject.fill()
    twin.warm { $0.home() }
    if cold { evictCaches() }
  }

  mutating func run() { subject.model.home() }
}

/// Times present-then-dismiss pairs over the stack; two operations per pair.
struct PresentDismissPairs<Model: ModalModel>: Workload {
  /// The subject, showing nothing modally between pairs.
  var model: Model
  let operations = 2 * batchSize

  mutating func reset() {}

  mutating func run() {
    for _ in 0..<batchSize {
      model.present(.settings)
      model.dismiss()
    }
  }
}

// MARK: - Navigator scenarios

/// Times `batchSize` pushes sent from a screen with `send(_:from:)`: the top of the window's
/// stack, beneath a sheet resting at its largest undimmed detent (the inbox beneath a half
/// sheet), each push from the entry the one before created; the reset unwinds them.
struct PushFromScreenBatch: Workload {
  /// The navigator, with the sheet up and the window's stack at its base depth between runs.
  var navigator: Navigator<BenchRoute>
  /// The depth of the window's stack that each run starts from.
  private let base: Int
  let operations = batchSize

  /// Presents the undimmed sheet over the model's stack.
  init(_ model: SendModel) {
    navigator = model.navigator
    base = navigator.stack.depth
    navigator.send(.present(.settings, as: SendModel.undimmedSheet))
    precondition(navigator.receivesInput(navigator.stack.top.id), "the sheet blocks the window")
  }

  mutating func reset() {
    while navigator.stack.depth > base {
      blackHole(navigator.send(.unwind, from: navigator.stack.top.id))
    }
  }

  mutating func run() {
    var screen = navigator.stack.top.id
    for index in 0..<operations {
      let pushed = navigator.nextID
      blackHole(navigator.send(.push(.thread(index)), from: screen))
      screen = pushed
    }
  }
}

/// Times `rejection(of:)` of a push, which would apply, and of a dismiss with nothing
/// presented, which is refused, alternately; asking changes nothing, so nothing is reset.
///
/// The answer must not cost more at depth 100,000 than at 10: asking copies no stack.
struct RejectionQuery: Workload {
  /// The navigator asked, at the model's depth with nothing presented.
  var navigator: Navigator<BenchRoute>
  let operations = 2 * batchSize

  init(_ model: SendModel) { navigator = model.navigator }

  mutating func reset() {}

  mutating func run() {
    for index in 0..<batchSize {
      clobber(&navigator)
      blackHole(navigator.rejection(of: .push(.thread(index))))
      clobber(&navigator)
      blackHole(navigator.rejection(of: .dismiss))
    }
  }
}

/// Times `layerBatchSize` presentations, each stacked on the one before; the reset dismisses.
struct PresentBatch: Workload {
  /// The navigator, with nothing presented between runs.
  var model: SendModel
  let operations = layerBatchSize

  mutating func reset() {
    while model.navigator.isPresenting { model.dismiss() }
  }

  mutating func run() {
    for index in 0..<operations { model.present(.thread(index)) }
  }
}

/// Times `layerBatchSize` dismissals of stacked layers; the reset presents them again.
struct DismissBatch: Workload {
  /// The navigator, with nothing presented after each run.
  var model: SendModel
  let operations = layerBatchSize

  mutating func reset() {
    for index in 0..<operations { model.present(.thread(index)) }
  }

  mutating func run() {
    for _ in 0..<operations { model.dismiss() }
  }
}

/// Times one `dismissAll` of ten nested sheets, each with two screens pushed inside.
struct DismissAllLayers: Workload {
  /// The navigator, with nothing presented after each run.
  var model: SendModel
  let operations = 1

  mutating func reset() {
    for index in 0..<10 {
      model.present(.thread(index))
      model.push(.compose)
      model.push(.profile)
    }
  }

  mutating func run() {
    blackHole(model.navigator.send(.dismissAll))
  }
}

/// Two actions on a presented sheet, each undoing the other, made from the sheet's id.
protocol SheetChange {
  /// The action that changes the sheet.
  static func there(_ sheet: EntryID) -> Navigator<BenchRoute>.Action
  /// The action that changes it back.
  static func back(_ sheet: EntryID) -> Navigator<BenchRoute>.Action
}

/// Moving a sheet between its two detents.
enum DetentChange: SheetChange {
  static func there(_ sheet: EntryID) -> Navigator<BenchRoute>.Action {
    .selectDetent(.large, of: sheet)
  }
  static func back(_ sheet: EntryID) -> Navigator<BenchRoute>.Action {
    .selectDetent(.medium, of: sheet)
  }
}

/// Changing a sheet's route in place, and back.
enum RouteChange: SheetChange {
  static func there(_ sheet: EntryID) -> Navigator<BenchRoute>.Action {
    .update(sheet, to: .profile)
  }
  static func back(_ sheet: EntryID) -> Navigator<BenchRoute>.Action {
    .update(sheet, to: .settings)
  }
}

/// Times a sheet change and its undoing, alternately; the actions are built at the call site,
/// as an app builds them, so the optimizer sees them as a host's `send` would.
struct SheetToggle<Change: SheetChange>: Workload {
  /// The navigator, with one sheet presented.
  var navigator: Navigator<BenchRoute>
  /// The sheet's id.
  private let sheet: EntryID
  let operations = 2 * batchSize

  /// Presents a sheet over the model's stack.
  init(_ model: SendModel, _ change: Change.Type) {
    var model = model
    model.present(.settings)
    self.navigator = model.navigator
    self.sheet = model.navigator.top.id
  }

  mutating func reset() {}

  mutating func run() {
    for _ in 0..<batchSize {
      blackHole(navigator.send(Change.there(sheet)))
      blackHole(navigator.send(Change.back(sheet)))
    }
  }
}

/// Times applying a destination one push deeper, then the navigator's own destination again.
struct ApplyOnePush: Workload {
  /// The navigator, at its starting destination between runs.
  var navigator: Navigator<BenchRoute>
  /// Where the navigator starts.
  private let here: Destination<BenchRoute>
  /// The same, with one more route pushed.
  private let deeper: Destination<BenchRoute>
  let operations = 2

  init(_ model: SendModel) {
    navigator = model.navigator
    here = model.navigator.destination
    var deeper = here
    deeper.path.append(.compose)
    self.deeper = deeper
  }

  mutating func reset() {}

  mutating func run() {
    blackHole(navigator.send(.apply(deeper)))
    blackHole(navigator.send(.apply(here)))
  }
}

/// Times the invariant check of a navigator with the stack and one sheet.
struct InvariantCheck: Workload {
  /// The navigator checked.
  var navigator: Navigator<BenchRoute>
  let operations = 1

  init(_ model: SendModel) {
    var model = model
    model.present(.settings)
    navigator = model.navigator
  }

  mutating func reset() {}

  mutating func run() {
    clobber(&navigator)
    blackHole(navigator.invariantViolations())
  }
}

/// Times `==` on two equal navigators, sharing storage or built apart.
struct Equality: Workload {
  /// The left side.
  var left: Navigator<BenchRoute>
  /// The right side, equal to the left.
  let right: Navigator<BenchRoute>
  let operations = batchSize

  /// Compares a navigator with its copy, which shares its storage.
  init(sharing model: SendModel) {
    left = model.navigator
    right = model.navigator
  }

  /// Compares a navigator with an equal one built by the same pushes, in storage of its own.
  init(apart model: SendModel) {
    left = model.navigator
    right = SendModel(depth: model.depth).navigator
  }

  mutating func reset() {}

  mutating func run() {
    for _ in 0..<operations {
      clobber(&left)
      blackHole(left == right)
    }
  }
}

// MARK: - Cold caches
//
// The one-operation workloads rebuild their stack before each run, so a run at depth 100,000
// starts after megabytes of writes have evicted the caches and the TLB, and a run at depth 10
// starts warm: comparing the two compares cache states as much as work. Built cold, they end
// their reset by reading every cache line of a buffer larger than the last-level cache, so
// every depth starts from the same state: nothing the operation touches is cached, the worst
// case, which an app's tap approaches after a long stretch of other work. (A flag, not a
// wrapping workload: a wrapper's run would compile to the same code as the warm one's, the
// linker would merge the two, and callgrind would count neither.)

/// Bytes read by ``evictCaches()``: more than the 32 MB last-level cache of the machine the
/// figures come from, and than a 2,048-entry TLB maps with 4 KB pages.
let evictionSize = 48 << 20

/// The buffer ``evictCaches()`` reads, allocated and written once.
nonisolated(unsafe) let evictionBuffer: UnsafeRawBufferPointer = {
  let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: evictionSize, alignment: 64)
  buffer.initializeMemory(as: UInt8.self, repeating: 1)
  return UnsafeRawBufferPointer(buffer)
}()

/// What ``evictCaches()`` read, summed: stored, so the reads cannot be left out. (Handing the
/// sum to `blackHole` is not enough: the optimizer sees that the empty function reads nothing
/// and drops the loads that feed it.)
nonisolated(unsafe) var evictionSum = 0

/// Reads one byte of every 64-byte line of ``evictionBuffer``, evicting what was cached.
///
/// A read, not a write: written lines would be dirty, and the timed run would pay for writing
/// them back as it brings its own lines in.
func evictCaches() {
  var sum = 0
  var offset = 0
  while offset < evictionSize {
    sum &+= Int(evictionBuffer[offset])
    offset += 64
  }
  evictionSum &+= sum
}
