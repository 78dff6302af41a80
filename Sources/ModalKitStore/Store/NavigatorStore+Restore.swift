// Restoring a saved navigator into a live store: the difference, so callbacks still run once.

import ModalKit

extension NavigatorStore {
  /// Replaces the state with a saved navigator and reports the difference.
  ///
  /// Identity first: within one store's life an id names one entry, so the saved state goes
  /// through `Navigator.adopting(_:)`. A saved entry keeps its id when the store shows that
  /// very entry now (same id, same route, same place, the same beneath it) or when the store
  /// never handed the id out; every other saved entry arrives with a new id. So a state saved
  /// by the previous launch, which numbered its screens from #1 as this one does, never makes a
  /// callback, a host or an acknowledgement take one screen for another. A route that differs
  /// is a different entry: a restore never changes a route in place.
  ///
  /// Then the difference, by id: an entry kept keeps its removal callbacks; every other entry
  /// of the old state goes, and its callbacks run once with the reason its event gives.
  /// Events, in the navigator's order: queued entries dropped; layers dismissed innermost first
  /// (reason `DismissReason.programmatic`), each after its own pushes are popped top first; the
  /// window's entries popped top first; then, bottom up, `detentChanged` for a kept sheet
  /// resting elsewhere; then, bottom up, entries pushed, layers presented (a queued entry now
  /// shown included), and the new queue's entries queued. Restoring an equal state returns `[]`
  /// and announces nothing.
  ///
  /// The id counter never goes back, so no id is handed out twice in one store's life.
  /// Restoring a state that needs more new ids than remain below 2^64 (never with counters a
  /// session reaches) changes nothing and returns `[]`.
  ///
  /// Queued like ``send(_:)`` while the store is delivering.
  ///
  /// - Parameter saved: A navigator, typically decoded from saved state or taken earlier from
  ///   ``navigator``.
  /// - Returns: The events of the difference; `[]` when queued.
  /// - Complexity: O(n + m) in the entries of the two states.
  @discardableResult
  public func restore(_ saved: Navigator<Route>) -> [Navigator<Route>.Event] {
    if core.isDelivering {
      pending.append(PendingInput(.restore(saved), callback: nil))
      return []
    }
    let events = applyRestore(saved)
    if !pending.isEmpty { applyPending() }
    return events
  }

  /// Restores a state, logs and delivers it.
  @usableFromInline
  func applyRestore(_ saved: Navigator<Route>) -> [Navigator<Route>.Event] {
    guard let target = core.navigator.adopting(saved) else { return [] }
    let changes = target != core.navigator
    let events = changes ? difference(from: core.navigator, to: target) : []
    let announces = changes && !observers.isEmpty
    if announces { announceWillChange() }
    core.navigator = target
    core.note(.restore(target), events: Navigator<Route>.Events(events))
    if announces || !streams.isEmpty || !callbacks.isEmpty {
      deliver(.restore(target), events: events, announced: announces)
    }
    return events
  }
}

// MARK: - The difference

/// Where an entry stands in a navigator, for matching by id.
private enum Place {
  /// A root or a pushed entry, at any level.
  case screen
  /// The root of a presented layer, with its presentation.
  case layer(Presentation)
  /// A queued presentation.
  case queued(Presentation)
}

/// Every entry of a navigator by id, with its route and place.
private func places<Route>(of navigator: Navigator<Route>) -> [EntryID: (Route, Place)] {
  var places: [EntryID: (Route, Place)] = [:]
  for entry in navigator.stack { places[entry.id] = (entry.route, .screen) }
  for layer in navigator.modal.layers {
    places[layer.id] = (layer.entry.route, .layer(layer.presentation))
    for entry in layer.stack.dropFirst() { places[entry.id] = (entry.route, .screen) }
  }
  for item in navigator.queue.items {
    places[item.id] = (item.entry.route, .queued(item.presentation))
  }
  return places
}

/// Whether an entry in `old` place is the same entry in `new` place; see
/// ``NavigatorStore/restore(_:)``.
private func survives(_ old: Place, as new: Place) -> Bool {
  switch (old, new) {
  case (.screen, .screen): true
  case (.layer(let before), .layer(let after)), (.queued(let before), .queued(let after)),
    (.queued(let before), .layer(let after)):
    before.isEquivalent(to: after)
  case (.screen, _), (.layer, _), (.queued, _): false
  }
}

/// The events that take `old` to `new`, in the order ``NavigatorStore/restore(_:)`` documents.
///
/// - Complexity: O(n + m) in the entries of the two states.
func difference<Route>(from old: Navigator<Route>, to new: Navigator<Route>)
  -> [Navigator<Route>.Event]
{
  let before = places(of: old)
  let after = places(of: new)
  func kept(_ id: EntryID) -> Bool {
    guard let (_, was) = before[id], let (_, now) = after[id] else { return false }
    return survives(was, as: now)
  }
  var events: [Navigator<Route>.Event] = []

  // Removals: the queue, then the layers innermost first, then the window's stack.
  for item in old.queue.items where !kept(item.id) { events.append(.dropped(item.entry)) }
  for layer in old.modal.layers.reversed() {
    for entry in layer.stack.dropFirst().reversed() where !kept(entry.id) {
      events.append(.popped(entry))
    }
    if !kept(layer.id) { events.append(.dismissed(layer.entry, reason: .programmatic)) }
  }
  for entry in old.stack.reversed() where !kept(entry.id) { events.append(.popped(entry)) }

  // Survivors changed in place, bottom up.
  for entry in new.allEntries where kept(entry.id) {
    guard let (route, was) = before[entry.id] else { continue }
    if route != entry.route { events.append(.updated(entry.id, from: route, to: entry.route)) }
    if case .layer(let presentation) = was, let from = presentation.sheet?.selection,
      case .layer(let now)? = after[entry.id].map(\.1), let to = now.sheet?.selection, from != to
    {
      events.append(.detentChanged(entry.id, from: from, to: to))
    }
  }

  // Arrivals, bottom up: the window's stack, each layer and its pushes, then the queue.
  for entry in new.stack where !kept(entry.id) { events.append(.pushed(entry)) }
  for layer in new.modal.layers {
    let wasQueued: Bool
    if case .queued? = before[layer.id].map(\.1) { wasQueued = true } else { wasQueued = false }
    if !kept(layer.id) || wasQueued { events.append(.presented(layer.entry, layer.presentation)) }
    for entry in layer.stack.dropFirst() where !kept(entry.id) { events.append(.pushed(entry)) }
  }
  for item in new.queue.items where !kept(item.id) {
    events.append(.queued(item.entry, item.presentation))
  }
  return events
}
