/// A rule of a navigator's state that a value broke; see ``Navigator/invariantViolations()``.
///
/// A navigator changed only through its actions never breaks one. The check exists for tests
/// (which run it after every transition), for ports, and for state that arrived from outside:
/// ``Navigator/init(stack:layers:queue:nextID:)``, the saved-state decoder
/// (``RestorationError/invalidState(_:)``) and the trace format's state header all report the
/// first violation it names, and check nothing of their own.
public enum InvariantViolation: Hashable, Sendable, Error {
  /// The id counter, ``Navigator/nextID``, is past ``EntryID/limit``: the navigator would hand
  /// out ids no trace, no JavaScript number and no other port can hold exactly.
  case counterPastLimit(EntryID)
  /// Two entries share this id.
  case duplicateID(EntryID)
  /// An entry's id is not below the navigator's ``Navigator/nextID``, so it could be reused.
  case idNotBelowCounter(EntryID)
  /// A layer or queued entry has a presentation that cannot be shown.
  case invalidPresentation(EntryID, PresentationProblem)
  /// Screens are pushed inside an alert or dialog layer with this id.
  case pushInNonNavigableLayer(EntryID)
  /// Presentations are queued while nothing is presented, so nothing would ever show them.
  case queueWithoutLayers
  /// The queue's level is outside `1...layers` while it holds entries, or not `0` while empty.
  case queueLevelOutOfRange(Int)
}

extension Navigator {
  /// Every rule the state breaks, or `[]` when it is sound: the one judge of a sound state.
  ///
  /// The rules the types cannot express: ``nextID`` at most ``EntryID/limit``; ids unique
  /// across stacks and queue and below ``nextID``; every layer and queued presentation able to
  /// stand, as ``Presentation/layerProblem(depth:)`` judges it (the presentation valid:
  /// selected detent offered, fractions in `(0, 1]`, buttons distinct; nothing pushed inside an
  /// alert or dialog); a queue only while a layer is up, with its level in `1...layers`, and an
  /// empty queue's level `0`. Violations are listed in that order: the counter, then entry by
  /// entry (``allEntries``' order) for the ids, then each layer's first problem, layer by
  /// layer, then each queued presentation's, then the queue's level.
  ///
  /// - Complexity: O(n) in the number of entries, plus the validation of each presentation.
  public func invariantViolations() -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    if nextID > EntryID.limit { violations.append(.counterPastLimit(nextID)) }
    var seen = Set<EntryID>()
    for entry in allEntries {
      if !seen.insert(entry.id).inserted { violations.append(.duplicateID(entry.id)) }
      if entry.id >= nextID { violations.append(.idNotBelowCounter(entry.id)) }
    }
    for layer in layers {
      if let problem = layer.presentation.layerProblem(depth: layer.stack.depth) {
        violations.append(InvariantViolation(problem, of: layer.id))
      }
    }
    for item in queue.items {
      if let problem = item.presentation.layerProblem(depth: 0) {
        violations.append(InvariantViolation(problem, of: item.id))
      }
    }
    if queue.isEmpty {
      if queue.level != 0 { violations.append(.queueLevelOutOfRange(queue.level)) }
    } else if !isPresenting {
      violations.append(.queueWithoutLayers)
    } else if queue.level < 1 || queue.level > topLevel {
      violations.append(.queueLevelOutOfRange(queue.level))
    }
    return violations
  }
}

extension InvariantViolation {
  /// The violation for a layer or queued entry that cannot stand.
  init(_ problem: LayerProblem, of id: EntryID) {
    switch problem {
    case .invalidPresentation(let problem): self = .invalidPresentation(id, problem)
    case .pushInNonNavigableLayer: self = .pushInNonNavigableLayer(id)
    }
  }
}
