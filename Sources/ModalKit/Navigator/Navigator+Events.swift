extension Navigator {
  /// The events of one transition, in the order they happened; what ``Navigator/send(_:)``
  /// returns.
  ///
  /// A collection of ``Event`` with `Int` indices from zero, compared and hashed as the
  /// sequence of its events, and written as an array literal:
  ///
  /// ```swift
  /// let events = nav.send(.push(.thread(7)))
  /// events == [.pushed(entry)]        // true
  /// for event in events { ... }
  /// ```
  ///
  /// Why not `[Event]`: almost every transition reports exactly one event (a push, a pop, a
  /// presentation, a rejection), and a one-element array is a heap allocation, which cost more
  /// than the rest of a push put together. `Events` keeps zero or one event inline and
  /// allocates an array only for two or more. Use `Array(events)` where an array is needed.
  ///
  /// ## Pops held as the entries they popped
  ///
  /// `home` from a stack 100,000 deep reports 100,000 pops. `Events` does not build them: it
  /// holds each *run* of pops (the entries one stack lost at once, reported top first) as a
  /// slice of the storage the entries left, and makes each `popped` event as it is read. So a
  /// transition that empties a stack costs the same at any depth; only reading every event is
  /// O(entries), and ``count``, ``last``, ``rejection`` and the other reads of what happened
  /// never are. Iterating, comparing, hashing and printing read the events one by one, exactly
  /// as they would an array of them.
  public struct Events: Hashable, Sendable {
    /// How the events are held.
    ///
    /// A sequence of events can be held in more than one form (two pops as `.popped` or as
    /// `.many`); equality, hashing and reading are element-wise, so the form never shows.
    @usableFromInline
    enum Storage: Sendable {
      /// No event.
      case empty
      /// Exactly one event, held inline.
      case one(Event)
      /// Two or more pops and nothing else: the entries popped, bottom first, so the events
      /// are read from the slice's end.
      case popped(ArraySlice<RouteEntry<Route>>)
      /// Two or more events: single events and runs of pops, in order, and their total.
      case many(count: Int, parts: [Part])
    }

    /// A part of events held as ``Storage/many(count:parts:)``.
    @usableFromInline
    enum Part: Sendable {
      /// One event.
      case event(Event)
      /// At least one pop: the entries popped, bottom first, read from the end.
      case popped(ArraySlice<RouteEntry<Route>>)
    }

    /// The events, in one of the forms.
    @usableFromInline
    var storage: Storage

    /// No events.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
      storage = .empty
    }

    /// The events of a sequence, in order: the converse of `Array(events)`, for events kept as
    /// an array and handed back to an API that takes `Events`.
    ///
    /// - Complexity: O(n) in the number of events.
    @inlinable
    public init(_ events: some Sequence<Event>) {
      storage = .empty
      for event in events { append(event) }
    }

    /// Exactly one event, held inline.
    ///
    /// - Complexity: O(1); allocates nothing.
    @inlinable
    init(_ event: Event) {
      storage = .one(event)
    }

    /// Adds an event after the others.
    ///
    /// - Complexity: Amortized O(1); the first event allocates nothing, the second allocates
    ///   the array of parts.
    @inlinable
    mutating func append(_ event: Event) {
      switch storage {
      case .empty:
        storage = .one(event)
      case .one(let first):
        storage = .many(count: 2, parts: [.event(first), .event(event)])
      case .popped(let run):
        storage = .many(count: run.count + 1, parts: [.popped(run), .event(event)])
      case .many(let count, var parts):
        // Leave `storage` before appending, so the array is uniquely referenced and grows in
        // place instead of being copied.
        storage = .empty
        parts.append(.event(event))
        storage = .many(count: count + 1, parts: parts)
      }
    }

    /// Adds the pop of one entry.
    ///
    /// Into empty events the event is made in place, with no copy of it.
    ///
    /// - Complexity: Amortized O(1).
    @inlinable
    mutating func append(popping entry: RouteEntry<Route>) {
      guard case .empty = storage else {
        append(.popped(entry))
        return
      }
      storage = .one(.popped(entry))
    }

    /// Adds the pops of a run of entries, top first: the slice's last entry is popped first.
    ///
    /// The slice is held as it is: the storage the entries left, or a copy of them alone.
    ///
    /// - Complexity: Amortized O(1), whatever the number of entries.
    @inlinable
    mutating func append(popped run: ArraySlice<RouteEntry<Route>>) {
      guard let single = run.last else { return }
      switch storage {
      case .empty:
        storage = run.count == 1 ? .one(.popped(single)) : .popped(run)
      case .one(let first):
        storage = .many(count: 1 + run.count, parts: [.event(first), .popped(run)])
      case .popped(let earlier):
        storage = .many(count: earlier.count + run.count, parts: [.popped(earlier), .popped(run)])
      case .many(let count, var parts):
        storage = .empty
        parts.append(.popped(run))
        storage = .many(count: count + run.count, parts: parts)
      }
    }
  }
}
