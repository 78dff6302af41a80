// Who listens to a store: its change hooks, the callbacks kept for one entry each, and the
// handlers kept for routes.

import ModalKit

/// Everyone a store calls: the change hooks and the event streams it hands each input to, and,
/// when an entry leaves its navigator, the callbacks registered for that entry (by id) and the
/// handlers registered for every entry of a route (by predicate).
///
/// The store runs the removal listeners from one place, ``NavigatorStore/runRemoval(_:)``,
/// once per entry an event reports `popped`, `dismissed` or `dropped`.
@usableFromInline
struct StoreListeners<Route: Hashable & Sendable> {
  /// What is kept for one entry: called with the entry as it went and why.
  @usableFromInline typealias EntryCallback = (EntryRemoval<Route>) -> Void

  /// A handler for every entry whose route matches.
  @usableFromInline
  struct Handler {
    /// The handle ``NavigatorStore/stopObserving(_:)`` takes.
    let token: ObserverToken
    /// Whether an entry showing this route, as it goes, is one the handler wants.
    let matches: (Route) -> Bool
    /// What to call.
    let body: (EntryRemoval<Route>) -> Void
  }

  /// The callbacks of each entry, in the order they were registered.
  @usableFromInline var byEntry: [EntryID: [EntryCallback]] = [:]

  /// The route handlers, in the order they were registered.
  @usableFromInline var handlers: [Handler] = []

  /// The tokens of ``handlers``, to tell in O(1) whether one is still registered.
  var handlerTokens: Set<ObserverToken> = []

  /// The change hooks (the wrappers', the loop's), in the order they were registered.
  @usableFromInline
  var hooks: [(token: ObserverToken, body: (NavigatorStore<Route>.Change) -> Void)] = []

  /// The observers an app registered, which hear each change once made, in the order they were
  /// registered.
  @usableFromInline
  var observers: [(token: ObserverToken, body: (StoreRecord<Route>) -> Void)] = []

  /// The number the next observer, handler or event stream gets.
  var nextNumber = 0

  @usableFromInline init() {}

  /// Whether anything waits for an entry to go: otherwise the store skips looking at
  /// removals.
  ///
  /// - Complexity: O(1).
  @inlinable var waitForRemovals: Bool { !byEntry.isEmpty || !handlers.isEmpty }

  /// A token for a new observer, handler or stream.
  mutating func newToken() -> ObserverToken {
    defer { nextNumber += 1 }
    return ObserverToken(number: nextNumber)
  }

  /// Keeps a callback for one entry.
  @usableFromInline
  mutating func append(_ callback: @escaping EntryCallback, for id: EntryID) {
    byEntry[id, default: []].append(callback)
  }

  /// The number of callbacks waiting for this entry.
  func count(for id: EntryID) -> Int { byEntry[id]?.count ?? 0 }

  /// Takes away and returns the callbacks of an entry that went.
  mutating func take(_ id: EntryID) -> [EntryCallback]? {
    byEntry.removeValue(forKey: id)
  }

  /// Keeps a route handler.
  mutating func append(_ handler: Handler) {
    handlers.append(handler)
    handlerTokens.insert(handler.token)
  }

  /// Forgets the route handler with this token; returns whether there was one.
  mutating func removeHandler(_ token: ObserverToken) -> Bool {
    guard handlerTokens.remove(token) != nil else { return false }
    handlers.removeAll { $0.token == token }
    return true
  }

  /// Whether the handler with this token is still registered.
  func isRegistered(_ token: ObserverToken) -> Bool { handlerTokens.contains(token) }
}

/// What an input that creates an entry asks the store to do about that entry: the callback to
/// keep for it, and what to tell the caller when the entry is created or the input refused.
@usableFromInline
struct Registration<Route: Hashable & Sendable> {
  /// Kept for the new entry: called once when it goes.
  @usableFromInline let removal: StoreListeners<Route>.EntryCallback

  /// Called with the new entry's id as soon as it exists, before the input is delivered.
  ///
  /// It must not send anything: the store is not delivering yet.
  @usableFromInline let arrival: ((EntryID) -> Void)?

  /// Called, inside a delivery, when the input was refused and created nothing.
  @usableFromInline let refusal: ((RejectionReason) -> Void)?

  @usableFromInline
  init(
    removal: @escaping StoreListeners<Route>.EntryCallback,
    arrival: ((EntryID) -> Void)? = nil, refusal: ((RejectionReason) -> Void)? = nil
  ) {
    self.removal = removal
    self.arrival = arrival
    self.refusal = refusal
  }
}
