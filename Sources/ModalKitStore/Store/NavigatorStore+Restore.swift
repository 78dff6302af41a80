// Restoring a saved navigator into a live store: the difference, so callbacks still run once.

import ModalKit

extension NavigatorStore {
  /// Replaces the state with a saved navigator, keeping its ids, and reports the difference.
  ///
  /// Entries are matched by id. An entry *survives* when its id is in both states in the same
  /// kind of place: a screen in a stack (a root or a push, at any level) in both; a presented
  /// layer in both, with equivalent presentations (`Presentation.isEquivalent(to:)`); a
  /// queued presentation in both, or queued before and presented now. A survivor keeps its
  /// removal callbacks. Every other entry of the old state goes, and its callbacks run once
  /// with the reason its event gives.
  ///
  /// Events, in the navigator's order: queued entries dropped; layers dismissed innermost
  /// first (reason `DismissReason.programmatic`), each after its own pushes are popped top
  /// first; the window's entries popped top first; then, bottom up, `updated` for a survivor
  /// whose route differs and `detentChanged` for a surviving sheet resting elsewhere; then,
  /// bottom up, entries pushed, layers presented (a queued survivor now on screen included),
  /// and the new queue's entries queued. An entry that changed kind is reported gone and
  /// arrived, with the same id. Restoring an equal state returns `[]` and announces nothing.
  ///
  /// The id counter never goes back: when the saved counter is behind the store's, the store
  /// keeps its own, so no id is handed out twice in one store's life.
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
    var target = saved
    if saved.nextID < core.navigator.nextID,
      let ahead = try? Navigator(
        stack: saved.stack, modal: saved.modal, queue: saved.queue, nextID: core.navigator.nextID)
    {
      target = ahead
    }
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
