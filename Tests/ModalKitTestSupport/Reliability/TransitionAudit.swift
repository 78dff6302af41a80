// Checks one transition without a model: the events must account for exactly the change in
// state, in the documented order, and a rejection must change nothing. Over a whole run it also
// checks that every presented entry is reported dismissed exactly once.

import ModalKit

/// What the audit needs to know of a state: where each id stands.
struct AuditSnapshot {
  /// Every entry in a stack, by id: its route.
  var inStacks: [UInt64: Int] = [:]
  /// Every queued entry, by id: its route.
  var queued: [UInt64: Int] = [:]
  /// The presented entries, bottom to top, with their presentation and pushed entries.
  var layers: [(id: UInt64, presentation: Presentation, pushed: [UInt64])] = []
  /// The next id the navigator will hand out.
  var nextID: UInt64

  init(_ navigator: WalkNavigator) {
    for entry in navigator.stack { inStacks[entry.id.rawValue] = entry.route }
    for layer in navigator.layers {
      for entry in layer.stack { inStacks[entry.id.rawValue] = entry.route }
      layers.append(
        (layer.id.rawValue, layer.presentation, layer.stack.path.map(\.id.rawValue)))
    }
    for item in navigator.queue.items { queued[item.entry.id.rawValue] = item.entry.route }
    nextID = navigator.nextID.rawValue
  }

  func contains(_ id: UInt64) -> Bool { inStacks[id] != nil || queued[id] != nil }

  func layer(_ id: UInt64) -> (id: UInt64, presentation: Presentation, pushed: [UInt64])? {
    layers.first { $0.id == id }
  }
}

/// The running audit of a sequence of transitions.
package struct TransitionAudit {
  /// The entries reported presented and not yet dismissed.
  private(set) var livePresented: Set<UInt64> = []

  /// An audit that has seen no transition yet.
  package init() {}

  /// Audits one transition; returns what went wrong, or `nil`.
  package mutating func check(
    before: WalkNavigator, after: WalkNavigator, events: some Collection<WalkNavigator.Event>
  ) -> String? {
    if events.contains(where: { if case .rejected = $0 { true } else { false } }) {
      if events.count != 1 { return "a rejection came with other events" }
      return before == after ? nil : "a rejected action changed the navigator"
    }
    let old = AuditSnapshot(before)
    let new = AuditSnapshot(after)
    var removed: Set<UInt64> = []
    var added: Set<UInt64> = []
    var dismissed: Set<UInt64> = []
    var promoted: Set<UInt64> = []
    var routeChanged: Set<UInt64> = []
    var detentChanged: Set<UInt64> = []

    for event in events {
      switch event {
      case .pushed(let entry):
        let id = entry.id.rawValue
        if old.contains(id) || id < old.nextID { return "pushed \(entry) is not new" }
        if new.inStacks[id] != entry.route { return "pushed \(entry) is not in a stack" }
        if new.layer(id) != nil { return "pushed \(entry) is a layer" }
        if !added.insert(id).inserted { return "\(entry) added twice" }
      case .presented(let entry, let presentation):
        let id = entry.id.rawValue
        if old.inStacks[id] != nil { return "presented \(entry) was already on screen" }
        if old.queued[id] != nil {
          promoted.insert(id)
        } else if id < old.nextID {
          return "presented \(entry) is not new and was not queued"
        }
        guard let layer = new.layer(id), layer.presentation == presentation else {
          return "presented \(entry) is not a layer with that presentation"
        }
        if new.inStacks[id] != entry.route { return "presented \(entry) shows another route" }
        if !added.insert(id).inserted { return "\(entry) added twice" }
        if !livePresented.insert(id).inserted { return "\(entry) presented twice" }
      case .queued(let entry, _):
        let id = entry.id.rawValue
        if old.contains(id) || id < old.nextID { return "queued \(entry) is not new" }
        if new.queued[id] != entry.route { return "queued \(entry) is not in the queue" }
        if !added.insert(id).inserted { return "\(entry) added twice" }
      case .popped(let entry):
        let id = entry.id.rawValue
        if old.inStacks[id] != entry.route { return "popped \(entry) was not in a stack" }
        if old.layer(id) != nil { return "popped \(entry) is a layer" }
        if new.contains(id) { return "popped \(entry) is still there" }
        if let owner = old.layers.first(where: { $0.pushed.contains(id) }),
          dismissed.contains(owner.id)
        {
          return "popped \(entry) after its layer #\(owner.id) was dismissed"
        }
        if !removed.insert(id).inserted { return "\(entry) removed twice" }
      case .dismissed(let entry, _):
        let id = entry.id.rawValue
        guard let index = old.layers.firstIndex(where: { $0.id == id }) else {
          return "dismissed \(entry) was not a layer"
        }
        if old.inStacks[id] != entry.route { return "dismissed \(entry) showed another route" }
        if new.contains(id) { return "dismissed \(entry) is still there" }
        if let child = old.layers[index].pushed.first(where: { !removed.contains($0) }) {
          return "dismissed \(entry) before its pushed entry #\(child) was popped"
        }
        if let above = old.layers[(index + 1)...].first(where: { !dismissed.contains($0.id) }) {
          return "dismissed \(entry) before the layer above it, #\(above.id)"
        }
        if livePresented.remove(id) == nil { return "dismissed \(entry) twice or never presented" }
        dismissed.insert(id)
        if !removed.insert(id).inserted { return "\(entry) removed twice" }
      case .dropped(let entry):
        let id = entry.id.rawValue
        if old.queued[id] != entry.route { return "dropped \(entry) was not queued" }
        if new.contains(id) { return "dropped \(entry) is still there" }
        if !removed.insert(id).inserted { return "\(entry) removed twice" }
      case .detentChanged(let id, let from, let to):
        guard from != to, old.layer(id.rawValue)?.presentation.sheet?.selection == from,
          new.layer(id.rawValue)?.presentation.sheet?.selection == to
        else { return "detentChanged(\(id)) does not match the sheets" }
        detentChanged.insert(id.rawValue)
      case .updated(let id, let from, let to):
        let before = old.inStacks[id.rawValue] ?? old.queued[id.rawValue]
        let after = new.inStacks[id.rawValue] ?? new.queued[id.rawValue]
        if from == to || before != from || after != to { return "updated(\(id)) does not match" }
        routeChanged.insert(id.rawValue)
      case .rejected:
        return "unreachable"
      }
    }

    // Every change is reported, and nothing else changed.
    for id in old.inStacks.keys.sorted() where new.inStacks[id] == nil && !removed.contains(id) {
      return "#\(id) left the stacks unreported"
    }
    for id in old.queued.keys.sorted()
    where new.queued[id] == nil && !removed.contains(id) && !promoted.contains(id) {
      return "#\(id) left the queue unreported"
    }
    for id in new.inStacks.keys.sorted() where old.inStacks[id] == nil && !added.contains(id) {
      return "#\(id) appeared in a stack unreported"
    }
    for id in new.queued.keys.sorted() where old.queued[id] == nil && !added.contains(id) {
      return "#\(id) appeared in the queue unreported"
    }
    for (id, route) in new.inStacks where !routeChanged.contains(id) {
      if let previous = old.inStacks[id] ?? old.queued[id], previous != route {
        return "#\(id) changed route unreported"
      }
    }
    for layer in new.layers where !detentChanged.contains(layer.id) && !promoted.contains(layer.id)
    {
      if let previous = old.layer(layer.id), previous.presentation != layer.presentation {
        return "layer #\(layer.id) changed presentation unreported"
      }
    }
    if Set(new.layers.map(\.id)) != livePresented {
      return "the layers on screen are not those reported presented and not dismissed"
    }
    return nil
  }
}

/// Runs a navigator, the reference model and the audit side by side; the one loop every
/// reliability test and the fuzzer share.
package struct ReliabilityHarness {
  /// The navigator under test.
  package private(set) var navigator: WalkNavigator
  private(set) var model: ReferenceModel
  private(set) var audit = TransitionAudit()
  /// The events of the last step.
  package private(set) var lastEvents: WalkNavigator.Events = []

  package init(root: Int = 0) {
    navigator = WalkNavigator(root: root)
    model = ReferenceModel(root: root)
  }

  /// Sends one step to both; returns a description of the first disagreement, or `nil`.
  ///
  /// Before the step, the navigator is asked whether it would refuse it
  /// (`rejection(of:from:)`); asking must change nothing, and the answer must be the refusal
  /// the step then returns, or `nil` when it applies.
  package mutating func step(_ step: WalkStep) -> String? {
    let before = navigator
    let predicted = navigator.rejection(of: step.action, from: step.screen)
    if navigator != before { return "asking rejection(of:from:) changed the navigator" }
    let events = navigator.send(step)
    lastEvents = events
    if events.rejection != predicted {
      return """
        rejection(of:from:) said \(predicted.map { "\($0)" } ?? "nil"), send returned \(events)
        """
    }
    let expected = model.send(step)
    let violations = navigator.invariantViolations()
    if !violations.isEmpty { return "invariants broken: \(violations)" }
    if let problem = audit.check(before: before, after: navigator, events: events) {
      return "events disagree with the state: \(problem)\n  events: \(events)"
    }
    let actual = events.map(ModelEvent.init)
    if actual != expected {
      return "events differ from the reference model\n  library: \(actual)\n  model:   \(expected)"
    }
    if ReferenceModel(projecting: navigator) != model {
      return "state differs from the reference model\n  library: \(navigator)\n  model:   \(model)"
    }
    return nil
  }

  /// Decodes steps from `bytes` and takes them until the bytes run out or a step fails.
  ///
  /// - Returns: The failing step's number, the step and the problem, or `nil`.
  package mutating func run(
    bytes: [UInt8], maxSteps: Int = 512
  ) -> (step: Int, action: WalkStep, problem: String)? {
    var cursor = ByteCursor(bytes)
    var count = 0
    while !cursor.isAtEnd, count < maxSteps {
      let next = ActionDecoder.step(for: navigator, from: &cursor)
      if let problem = step(next) { return (count, next, problem) }
      count += 1
    }
    return nil
  }
}
