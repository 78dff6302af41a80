import ModalKit

/// Checks that the events of one action account for every entry that came or went.
///
/// Each entry that left the navigator is reported exactly once (`popped`, `dismissed` or
/// `dropped`); each new entry exactly once (`pushed`, `presented` or `queued`); each entry that
/// moved from the queue onto the screen is reported `presented` once; nothing else is reported
/// arriving or leaving. Returns a description of each discrepancy, `[]` when the books balance.
package func ledgerProblems<Route>(
  before: Navigator<Route>, after: Navigator<Route>, events: some Collection<Navigator<Route>.Event>
) -> [String] {
  let beforeIDs = Set(before.allEntries.map(\.id))
  let afterIDs = Set(after.allEntries.map(\.id))
  let beforeQueued = Set(before.queue.items.map(\.entry.id))
  let afterQueued = Set(after.queue.items.map(\.entry.id))

  var left: [EntryID] = []
  var arrived: [EntryID] = []
  var promoted: [EntryID] = []
  for event in events {
    switch event {
    case .popped(let entry), .dismissed(let entry, _), .dropped(let entry):
      left.append(entry.id)
    case .pushed(let entry), .queued(let entry, _):
      arrived.append(entry.id)
    case .presented(let entry, _):
      if beforeQueued.contains(entry.id) {
        promoted.append(entry.id)
      } else {
        arrived.append(entry.id)
      }
    case .detentChanged, .updated, .rejected:
      break
    }
  }

  var problems: [String] = []
  if Set(left).count != left.count { problems.append("an entry left twice: \(left)") }
  if Set(arrived).count != arrived.count { problems.append("an entry arrived twice: \(arrived)") }
  if Set(left) != beforeIDs.subtracting(afterIDs) {
    problems.append("left \(left), expected \(beforeIDs.subtracting(afterIDs).sorted())")
  }
  if Set(arrived) != afterIDs.subtracting(beforeIDs) {
    problems.append("arrived \(arrived), expected \(afterIDs.subtracting(beforeIDs).sorted())")
  }
  let expectedPromoted = beforeQueued.subtracting(afterQueued).intersection(afterIDs)
  if Set(promoted) != expectedPromoted || promoted.count != expectedPromoted.count {
    problems.append("promoted \(promoted), expected \(expectedPromoted.sorted())")
  }
  return problems
}

/// Checks decision 13's order on the events of one action, against the state before it.
///
/// Queued entries are dropped first; layers are dismissed innermost first, each right after its
/// own pushed entries are popped top first; every removal comes before every arrival. Returns a
/// description of each breach, `[]` when the order holds.
package func orderProblems<Route>(
  before: Navigator<Route>, events: some Collection<Navigator<Route>.Event>
) -> [String] {
  var problems: [String] = []
  var arrived = false
  var dismissedAny = false
  var lastLevel = Int.max
  for (index, event) in events.enumerated() {
    switch event {
    case .pushed, .presented, .queued:
      arrived = true
    case .dropped:
      if arrived || dismissedAny {
        problems.append("drop after a dismissal or arrival at \(index)")
      }
    case .popped:
      if arrived { problems.append("pop after an arrival at \(index)") }
    case .dismissed(let entry, _):
      if arrived { problems.append("dismissal after an arrival at \(index)") }
      dismissedAny = true
      guard let layerIndex = before.layers.firstIndex(where: { $0.id == entry.id }) else {
        problems.append("dismissed \(entry), not a layer before")
        continue
      }
      let level = layerIndex + 1
      if level >= lastLevel { problems.append("level \(level) dismissed after level \(lastLevel)") }
      lastLevel = level
      let pushes = before.layers[layerIndex].stack.path.reversed().map {
        Navigator<Route>.Event.popped($0)
      }
      if Array(events.prefix(index).suffix(pushes.count)) != pushes {
        problems.append("\(entry)'s pushes not popped right before it")
      }
    case .detentChanged, .updated, .rejected:
      break
    }
  }
  return problems
}
