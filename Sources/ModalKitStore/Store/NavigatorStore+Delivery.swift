// The delivery of a change when only observers listen, as a loop does: specialized for the
// app's route type, apart from the general delivery (`deliver`, which also feeds event streams
// and removal callbacks one event at a time).

import ModalKit

extension NavigatorStore {
  /// Delivers an applied action: to the observers alone, when no event stream and no removal
  /// callback waits for its events one by one; through ``deliver(_:events:announced:)``
  /// otherwise.
  ///
  /// The observers' path is `@inlinable`, so it is specialized for the route type in the app's
  /// module: a presentation loop, which observes every store it follows, then pays a record and
  /// two calls per change, not generic code that looks up type metadata at every step.
  ///
  /// - Complexity: O(o) in the observers; the events are handed over unread.
  @inlinable
  func deliverChange(
    _ input: consuming StoreInput<Route>, events: consuming Navigator<Route>.Events,
    announced: Bool
  ) {
    guard streams.isEmpty, callbacks.isEmpty else {
      deliver(input, events: events, announced: announced)
      return
    }
    guard announced else { return }
    // One change for every observer: the record is made once and lent to each.
    let change = Change.didChange(StoreRecord(input, events: events))
    beginDelivery()
    defer { endDelivery() }
    for observer in observers { observer.body(change) }
  }
}
