// Restoring a saved navigator into a live store: the core's difference, so callbacks still run
// once.

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
  /// Then the difference, by id: the events are the core's, `Navigator.events(from:to:)`
  /// from the store's navigator to the adopted state, in the order of every transition. An
  /// entry kept keeps its removal callbacks; every other entry of the old state goes, and its
  /// callbacks run once with the reason its event gives. Restoring an equal state returns `[]`
  /// and announces nothing.
  ///
  /// The id counter never goes back, so no id is handed out twice in one store's life, and it
  /// stops at `EntryID.limit` (2⁵³ − 1) as every navigator's does, so a recorded session
  /// replays to the last id. Restoring a state that needs more new ids than remain below the
  /// limit (never with counters a session reaches) changes nothing and returns `[]`.
  ///
  /// Queued like ``send(_:)`` while the store is delivering.
  ///
  /// - Parameter saved: A navigator, typically decoded from saved state or taken earlier from
  ///   ``navigator``.
  /// - Returns: The events of the difference; `[]` when queued.
  /// - Complexity: O(n + m) in the entries of the two states.
  @discardableResult
  public func restore(_ saved: Navigator<Route>) -> Navigator<Route>.Events {
    if core.isDelivering {
      queue(.restore(saved), registering: nil)
      return []
    }
    let events = applyRestore(saved)
    if !core.pending.isEmpty { applyPending() }
    return events
  }

  /// Restores a state, logs and delivers it.
  @usableFromInline
  func applyRestore(_ saved: Navigator<Route>) -> Navigator<Route>.Events {
    guard let target = state.adopting(saved) else { return [] }
    let changes = target != state
    let events = changes ? Navigator.events(from: state, to: target) : []
    let announced = changes && !listeners.hooks.isEmpty
    if announced { announceWillChange() }
    state = target
    core.note(.restore(target), events: events)
    if announced || (changes && !listeners.observers.isEmpty) || waitsForEvents {
      deliver(.restore(target), events: events, announced: announced, applied: changes)
    }
    return events
  }
}
