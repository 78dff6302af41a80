// Removal handlers: registered once for a route, run for every entry of it that goes, however
// it arrived.

import ModalKit

/// An entry that left a store's navigator, as it was when it went, and why: what a removal
/// handler is called with.
///
/// ``entry`` carries the entry's id and its *last* route: a route changed in place with
/// `Navigator.Action.update(_:to:)` (a dialog's chosen value) is reported as it was last.
public struct EntryRemoval<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry that went: its id, and the route it showed last.
  public let entry: RouteEntry<Route>

  /// Why it went.
  public let reason: RemovalReason

  /// A removal, for expected values in tests.
  public init(_ entry: RouteEntry<Route>, _ reason: RemovalReason) {
    self.entry = entry
    self.reason = reason
  }

  /// The route the entry showed last.
  public var route: Route { entry.route }
}

extension EntryRemoval: CustomStringConvertible {
  /// The entry and the reason: `settings#2: dismissed(interactive)`.
  public var description: String { "\(entry): \(reason)" }
}

extension NavigatorStore {
  // MARK: - Removal handlers

  /// Calls `handler` for every entry showing one of these routes when it leaves the
  /// navigator, however it arrived and however it goes.
  ///
  /// The handler is kept by route, not by entry, so it covers entries the app presented or
  /// pushed, entries a deep link opened, a restore brought or a queue showed, and the entries
  /// of a store created from a state saved at the last launch: it needs nothing attached to
  /// each of them. It runs once per entry that goes while it is registered, with the entry as
  /// it went (its id and last route) and the ``RemovalReason``; entries that stay, and
  /// entries a restore keeps (`Navigator.adopting(_:)`: the same entry under the same id), do
  /// not call it.
  ///
  /// Routes are compared with `==` against the route the entry shows *when it goes*: an entry
  /// updated in place to another route is matched by its last route. For routes with
  /// associated values, match the case with ``onRemoval(where:perform:)``.
  ///
  /// ```swift
  /// store.onRemoval(of: .settings) { removal in
  ///   print("settings went:", removal.reason)   // however settings arrived, once each
  /// }
  /// ```
  ///
  /// **Order.** For each entry that goes, in the order of the events: the entry's own removal
  /// callbacks (``onRemoval(of:perform:)-(EntryID,_)``, ``present(_:as:policy:onDismiss:)``,
  /// ``ask(_:as:policy:onResult:)``, ...), then every matching handler, in the order the
  /// handlers were registered. Observers and streams have had the events before.
  ///
  /// **Re-entrancy.** Handlers run inside the store's delivery: what they send is queued and
  /// applied after, as ``send(_:)`` says. A handler stopped while the store delivers runs no
  /// more; one registered while it delivers runs for the entries that go after it.
  ///
  /// The store keeps `handler` until ``stopObserving(_:)``: a handler that uses the store
  /// captures it `unowned` or `weak`, or the two keep each other alive.
  ///
  /// - Parameters:
  ///   - routes: The routes whose entries to handle.
  ///   - handler: Called with each entry that goes and why.
  /// - Returns: A token for ``stopObserving(_:)``.
  /// - Complexity: O(1) to register. Each entry that goes costs O(h) predicate calls, h the
  ///   handlers registered, and O(r) route comparisons per handler of r routes.
  @discardableResult
  public func onRemoval(of routes: Route..., perform handler: @escaping RemovalHandler)
    -> ObserverToken
  {
    onRemoval(where: routes.contains, perform: handler)
  }

  /// Calls `handler` for every entry whose route, when it goes, satisfies `predicate`, however
  /// the entry arrived and however it goes.
  ///
  /// The same as ``onRemoval(of:perform:)-(Route...,_)`` with a predicate: the way to match a
  /// case whatever its associated values.
  ///
  /// ```swift
  /// store.onRemoval(where: { if case .thread = $0 { true } else { false } }) { removal in
  ///   print("a thread closed:", removal.entry)
  /// }
  /// ```
  ///
  /// The predicate runs on the main actor inside the store's delivery, once per entry that
  /// goes; keep it a plain test of the route.
  ///
  /// - Parameters:
  ///   - predicate: Whether an entry showing this route, as it goes, is one to handle.
  ///   - handler: Called with each such entry and why it went.
  /// - Returns: A token for ``stopObserving(_:)``.
  /// - Complexity: O(1) to register; each entry that goes costs one call of the predicate.
  @discardableResult
  public func onRemoval(
    where predicate: @escaping (Route) -> Bool, perform handler: @escaping RemovalHandler
  ) -> ObserverToken {
    let token = listeners.newToken()
    listeners.append(StoreListeners.Handler(token: token, matches: predicate, body: handler))
    return token
  }

  /// The number of removal handlers registered with ``onRemoval(of:perform:)-(Route...,_)``
  /// or ``onRemoval(where:perform:)`` and not stopped.
  ///
  /// - Complexity: O(1).
  package var removalHandlerCount: Int { listeners.handlers.count }
}
