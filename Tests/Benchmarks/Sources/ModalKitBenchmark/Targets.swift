// Chapter 6: the issue's targets, checked against the figures of this run.
//
// These are reported, not asserted: a run on a busy machine can miss one by noise, and the
// report says by how much.

/// One target of the issue and whether this run met it.
struct TargetCheck {
  /// What the target asks, in a few words.
  let target: String
  /// Whether every figure it covers is within bounds.
  let met: Bool
  /// The figures behind the verdict.
  var detail: String
  /// Whether the run measured any figure the target covers (a filtered run may not).
  var measured = true

  /// `met` or `MISSED`, the target and its figures, on one line.
  var line: String { "\(met ? "met   " : "MISSED") \(target): \(detail)" }
}

extension Results {
  /// The issue's targets, in its order.
  var targetChecks: [TargetCheck] {
    var checks: [TargetCheck] = []
    for operation in [Operation.push, .unwind, .present, .dismiss] {
      checks.append(
        bound(
          "\(operation.rawValue) within 10x of the floor at every depth",
          depths.map { ("d=\($0)", ratio(operation, $0, to: .floor)) }, limit: 10))
    }
    let flat: [Operation] = [
      .push, .pushFromScreen, .unwind, .present, .dismiss, .selectDetent, .update, .rejection,
    ]
    for operation in flat {
      checks.append(
        bound(
          "\(operation.rawValue) depth-flat (\(deepest.formatted()) within 1.5x of \(shallowest))",
          [("growth", growth(.modalKit, operation))], limit: 1.5))
    }
    // Depth against depth from cold caches: a warm run at 100,000 follows a reset that wrote
    // megabytes, one at 10 does not, so the warm growth compares cache states as much as work
    // (the floor's own warm home grows 3x to 80x between runs). Cold, every run starts with
    // nothing cached, which adds a fixed cost at every depth; the verdict takes the floor's cold
    // time off both depths first, so that fixed cost does not flatter the ratio. The plain cold
    // growth and the warm ones are shown beside it.
    for operation in [Operation.home, .unwindToNearBottom] {
      guard let cold = operation.coldTwin else { continue }
      var check = bound(
        "\(operation.rawValue) O(layers) (\(deepest.formatted()) within 3x of \(shallowest), cold, above the floor)",
        [("growth", growthAboveFloor(cold))], limit: 3)
      let beside: [(String, Double?)] = [
        ("cold", growth(.modalKit, cold)), ("warm", growth(.modalKit, operation)),
        ("the floor's warm", growth(.floor, operation)),
      ]
      for (label, value) in beside {
        if let value { check.detail += "; \(label) \(formatRatio(value))x" }
      }
      checks.append(check)
      checks.append(
        bound(
          "\(operation.rawValue) within 2x of ordered-dict's removal at \(deepest.formatted())",
          [("d=\(deepest)", ratio(operation, deepest, to: .orderedDictionary))], limit: 2))
    }
    // Against each baseline, the operations where both do the same work. The ordered
    // dictionary (the stand-in for TCA's StackState) reports nothing, so only operations that
    // add or remove one entry are held to "faster"; its home and far unwind are held to the
    // 2x above, at the depth where O(entries) against O(1) shows. The hand-rolled stack has no
    // ids, no events and one optional for its modal (present+dismiss is an optional set and
    // cleared), and its home drops an array: only single pushes and unwinds compare like with
    // like, and its other figures are reported, not targeted.
    let likeForLike: [(Subject, [Operation])] = [
      (.orderedDictionary, [.push, .unwind, .pushUnwind, .unwindToNearTop]),
      (.handRolled, [.push, .unwind]),
    ]
    for (baseline, operations) in likeForLike {
      let figures = operations.flatMap { operation in
        depths.map { ("\(operation.rawValue) d=\($0)", ratio(operation, $0, to: baseline)) }
      }
      let names = operations.map(\.rawValue).joined(separator: ", ")
      checks.append(
        bound(
          "faster than \(baseline.rawValue) at every depth (\(names))", figures, limit: 1,
          strict: true))
    }
    checks.append(
      bound(
        "== of navigators sharing storage O(1)",
        [("growth", growth(.modalKit, .equalShared))], limit: 1.5))
    // apply compares the routes of the common prefix: O(depth) by contract, so the target is
    // its cost per entry at the deepest depth, not a growth it cannot have.
    let applyPerEntry = nanoseconds(.modalKit, .applyOnePush, deepest).map { $0 / Double(deepest) }
    checks.append(
      bound(
        "apply of a one-push difference O(depth), under 2 ns per entry at \(deepest.formatted())",
        [("d=\(deepest) ns per entry", applyPerEntry)], limit: 2))
    return checks
  }

  /// ModalKit's growth from the shallowest depth to the deepest once the floor's time at each
  /// depth is taken off; `nil` when a figure is missing or ModalKit is not slower than the
  /// floor at the shallowest depth.
  private func growthAboveFloor(_ operation: Operation) -> Double? {
    guard let low = nanoseconds(.modalKit, operation, shallowest),
      let high = nanoseconds(.modalKit, operation, deepest),
      let floorLow = nanoseconds(.floor, operation, shallowest),
      let floorHigh = nanoseconds(.floor, operation, deepest), low > floorLow
    else { return nil }
    return max(0, high - floorHigh) / (low - floorLow)
  }

  private var shallowest: Int { depths.first ?? 0 }
  private var deepest: Int { depths.last ?? 0 }

  /// A check that every ratio is at most (or, when strict, below) the limit; lists the worst.
  private func bound(
    _ target: String, _ figures: [(String, Double?)], limit: Double, strict: Bool = false
  ) -> TargetCheck {
    let known = figures.compactMap { label, value in value.map { (label, $0) } }
    let failing = known.filter { strict ? $0.1 >= limit : $0.1 > limit }
    let worst = known.max { $0.1 < $1.1 }
    let shown = failing.isEmpty ? (worst.map { [$0] } ?? []) : failing
    let detail = shown.map { "\($0.0) \(formatRatio($0.1))x" }.joined(separator: ", ")
    return TargetCheck(
      target: target, met: failing.isEmpty && !known.isEmpty,
      detail: (failing.isEmpty ? "worst " : "") + detail, measured: !known.isEmpty)
  }
}
