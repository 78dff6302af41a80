// Chapter 4: what is measured, for whom, at which depths.
//
// ModalKit does every operation; each baseline does the ones its design has. The floor and the
// ordered dictionary have no modal; the hand-rolled stack has one modal slot and no unwind to an
// entry.

/// Who did the work: ModalKit through `send`, or one of the baselines.
enum Subject: String, CaseIterable {
  case modalKit = "modalkit"
  case floor
  case floorWithArray = "floor+array"
  case handRolled = "hand-rolled"
  case orderedDictionary = "ordered-dict"
}

/// One operation of the benchmark, as it is named in the table and in TSV output.
enum Operation: String, CaseIterable {
  case push
  case unwind
  case pushUnwind = "push+unwind"
  case pushFromScreen = "push from a screen"
  case unwindToNearTop = "unwind(to:) near top"
  case unwindToNearBottom = "unwind(to:) near bottom"
  case unwindToNearBottomCold = "cold unwind(to:) near bottom"
  case home
  case homeCold = "cold home"
  case present
  case dismiss
  case presentDismiss = "present+dismiss"
  case dismissAll = "dismissAll of 10 layers"
  case selectDetent
  case update = "update presented route"
  case rejection = "rejection(of:)"
  case applyOnePush = "apply, one push apart"
  case invariants = "invariant check"
  case equalShared = "== sharing storage"
  case equalApart = "== storage apart"

  /// The floor's operation this one is compared with: its own counterpart when the floor has
  /// one, otherwise one floor operation (half a push-then-unwind pair).
  var floorCounterpart: Operation {
    switch self {
    case .push, .pushFromScreen, .present: .push
    case .unwind, .dismiss: .unwind
    case .unwindToNearTop, .unwindToNearBottom, .unwindToNearBottomCold, .home, .homeCold: self
    case .pushUnwind, .presentDismiss, .dismissAll, .selectDetent, .update, .rejection,
      .applyOnePush, .invariants, .equalShared, .equalApart:
      .pushUnwind
    }
  }

  /// The same operation timed from emptied caches, for the two that have a cold row.
  var coldTwin: Operation? {
    switch self {
    case .home: .homeCold
    case .unwindToNearBottom: .unwindToNearBottomCold
    default: nil
    }
  }

  /// Whether the operation is timed from emptied caches, running the same code as its warm
  /// twin: counted once, under the warm name.
  var isCold: Bool { Operation.allCases.contains { $0.coldTwin == self } }

  /// The name in TSV output: the table's name without spaces or parentheses.
  var key: String {
    String(
      rawValue.lowercased().compactMap { character -> Character? in
        switch character {
        case " ", ",": "-"
        case "(", ")", ":": nil
        default: character
        }
      }
    )
  }
}

/// One figure: the median nanoseconds per operation of a subject at a depth.
struct Measurement {
  /// Who did the work.
  let subject: Subject
  /// What was done.
  let operation: Operation
  /// The number of entries above the root when the operation ran.
  let depth: Int
  /// Nanoseconds per operation, one per sample, from every round.
  var samples: [Double]

  /// The median over the samples: the figure reported.
  var nanosecondsPerOperation: Double { median(samples) }
}

/// Runs every scenario at every depth and collects the figures.
struct Suite {
  /// The harness every figure comes from.
  let harness: Harness
  /// The stack depths measured.
  let depths: [Int]
  /// Only figures whose TSV name (`subject/operation`) contains this are measured.
  var filter = ""
  /// Called after each figure, for progress output.
  var progress: (Measurement) -> Void = { _ in }
  /// The figures so far, in the order measured.
  private(set) var measurements: [Measurement] = []

  init(harness: Harness, depths: [Int]) {
    self.harness = harness
    self.depths = depths
  }

  /// Measures everything, as many rounds as the sampling asks, pooling each figure's samples.
  mutating func run() {
    for _ in 0..<harness.sampling.rounds { runRound() }
  }

  private mutating func runRound() {
    for depth in depths {
      if wants(.floor, depth) {
        measureStackOperations(FloorModel(depth: depth), as: .floor, depth: depth)
      }
      if wants(.orderedDictionary, depth) {
        measureStackOperations(
          OrderedDictionaryModel(depth: depth), as: .orderedDictionary, depth: depth)
      }
      if wants(.floorWithArray, depth) {
        let withArray = FloorWithArrayModel(depth: depth)
        measure(.floorWithArray, .push, depth, PushBatch(withArray))
        measure(.floorWithArray, .unwind, depth, UnwindBatch(withArray))
        measure(.floorWithArray, .pushUnwind, depth, PushUnwindPairs(model: withArray))
      }
      if wants(.handRolled, depth) { measureHandRolled(depth: depth) }
      if wants(.modalKit, depth) { measureNavigator(depth: depth) }
    }
  }

  /// Whether any figure of a subject is to be measured at a depth: a counting run builds only
  /// the subject it counts.
  private func wants(_ subject: Subject, _ depth: Int) -> Bool {
    harness.wantsAny(prefix: subject.rawValue + "/", depth: depth)
  }

  private mutating func measureStackOperations<Model: PopToModel>(
    _ model: Model, as subject: Subject, depth: Int
  ) {
    measure(subject, .push, depth, PushBatch(model))
    measure(subject, .unwind, depth, UnwindBatch(model))
    measure(subject, .pushUnwind, depth, PushUnwindPairs(model: model))
    measure(subject, .unwindToNearTop, depth, UnwindToNearTop(model))
    measure(subject, .unwindToNearBottom, depth, UnwindToNearBottom(model))
    measure(subject, .home, depth, HomeFromDepth(model))
    measure(subject, .unwindToNearBottomCold, depth, UnwindToNearBottom(model, cold: true))
    measure(subject, .homeCold, depth, HomeFromDepth(model, cold: true))
  }

  /// The hand-rolled stack is a class: every workload gets a stack of its own.
  private mutating func measureHandRolled(depth: Int) {
    measure(.handRolled, .push, depth, PushBatch(HandRolledModel(depth: depth)))
    measure(.handRolled, .unwind, depth, UnwindBatch(HandRolledModel(depth: depth)))
    measure(.handRolled, .pushUnwind, depth, PushUnwindPairs(model: HandRolledModel(depth: depth)))
    measure(.handRolled, .home, depth, HomeFromDepth(HandRolledModel(depth: depth)))
    measure(.handRolled, .homeCold, depth, HomeFromDepth(HandRolledModel(depth: depth), cold: true))
    measure(
      .handRolled, .presentDismiss, depth,
      PresentDismissPairs(model: HandRolledModel(depth: depth)))
  }

  private mutating func measureNavigator(depth: Int) {
    let model = SendModel(depth: depth)
    measureStackOperations(model, as: .modalKit, depth: depth)
    measure(.modalKit, .pushFromScreen, depth, PushFromScreenBatch(model))
    measure(.modalKit, .present, depth, PresentBatch(model: model))
    measure(.modalKit, .dismiss, depth, DismissBatch(model: model))
    measure(.modalKit, .presentDismiss, depth, PresentDismissPairs(model: model))
    measure(.modalKit, .dismissAll, depth, DismissAllLayers(model: model))
    measure(.modalKit, .selectDetent, depth, SheetToggle(model, DetentChange.self))
    measure(.modalKit, .update, depth, SheetToggle(model, RouteChange.self))
    measure(.modalKit, .rejection, depth, RejectionQuery(model))
    measure(.modalKit, .applyOnePush, depth, ApplyOnePush(model))
    measure(.modalKit, .invariants, depth, InvariantCheck(model))
    measure(.modalKit, .equalShared, depth, Equality(sharing: model))
    measure(.modalKit, .equalApart, depth, Equality(apart: model))
  }

  /// Measures one figure, built only when the filter and the harness's mode want it.
  private mutating func measure<W: Workload>(
    _ subject: Subject, _ operation: Operation, _ depth: Int, _ workload: @autoclosure () -> W
  ) {
    let key = "\(subject.rawValue)/\(operation.key)"
    guard filter.isEmpty || key.contains(filter) else { return }
    // A cold run executes what its warm twin does; only its time differs.
    guard harness.isTiming || !operation.isCold else { return }
    let samples = harness.measure(key, depth: depth, workload)
    guard !samples.isEmpty else { return }
    if let index = measurements.firstIndex(where: {
      $0.subject == subject && $0.operation == operation && $0.depth == depth
    }) {
      measurements[index].samples += samples
      progress(measurements[index])
    } else {
      let figure = Measurement(
        subject: subject, operation: operation, depth: depth, samples: samples)
      measurements.append(figure)
      progress(figure)
    }
  }
}
