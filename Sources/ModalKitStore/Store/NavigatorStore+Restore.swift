// Restoring a saved navigator into a live store: the core's difference, so callbacks still run
// once.

import ModalKit

extension NavigatorStore {
  /// Replaces the state with a saved navigator, keeping its ids, and reports the difference.
  ///
  /// The events are the core's, `Navigator.events(from:to:)` from the store's navigator to the
  /// saved one: entries matched by id, in the order of every transition, and `[]` for an equal
  /// state (which announces nothing). An entry that survives (same id, same place, everything
  /// beneath it surviving) keeps its removal callbacks; every other entry of the old state goes,
  /// and its callbacks run once with the reason its event gives.
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
    let events = changes ? Array(Navigator.events(from: core.navigator, to: target)) : []
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
