import ModalKit

/// What sending an action did, as a test of a refusal compares it.
///
/// A refusal is exactly one event, `.rejected` naming the action sent, with the navigator left
/// as it was: `nav.sending(.unwind) == .refused(.alreadyAtRoot)` checks all of it, and when it
/// fails it shows what happened instead.
package enum SendOutcome<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The events were exactly `[.rejected(action, reason: reason)]` and nothing changed.
  case refused(RejectionReason)
  /// Anything else: the events, and whether the navigator changed.
  case other(Navigator<Route>.Events, changed: Bool)
}

extension Navigator {
  /// Sends an action to a copy of this navigator, from a screen when one is given, and says
  /// whether it was refused, changing nothing, and why.
  package func sending(_ action: Action, from screen: EntryID? = nil) -> SendOutcome<Route> {
    var after = self
    let events = screen.map { after.send(action, from: $0) } ?? after.send(action)
    if after == self, events.count == 1, case .rejected(action, let reason) = events[0] {
      return .refused(reason)
    }
    return .other(events, changed: after != self)
  }
}
