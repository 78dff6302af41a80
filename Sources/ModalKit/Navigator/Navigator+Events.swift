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
  public struct Events: Hashable, Sendable {
    /// How the events are held: none, one inline, or an array of two or more.
    ///
    /// Invariant: `.many` always holds at least two events, so each sequence of events has
    /// exactly one storage form. Equality and hashing are element-wise all the same.
    @usableFromInline
    enum Storage: Sendable {
      /// No event.
      case empty
      /// Exactly one event, held inline.
      case one(Event)
      /// Two or more events.
      case many([Event])
    }

    /// The events, in one of the three forms.
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
    /// an array (a store's log) and handed back to an API that takes `Events`.
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
    ///   the array.
    @inlinable
    mutating func append(_ event: Event) {
      switch storage {
      case .empty:
        storage = .one(event)
      case .one(let first):
        storage = .many([first, event])
      case .many(var events):
        // Leave `storage` before appending, so the array is uniquely referenced and grows in
        // place instead of being copied.
        storage = .empty
        events.append(event)
        storage = .many(events)
      }
    }

    /// Adds events after the others, in order.
    ///
    /// Transitions that pop several entries at once collect the events in an array and hand it
    /// over here: appending to an array costs less per event than ``append(_:)`` (which moves
    /// the array out of the enum and back each time), and into empty events the array moves in
    /// as is.
    ///
    /// - Complexity: O(m) in the number of events added; O(1) into empty events.
    @inlinable
    mutating func append(contentsOf events: [Event]) {
      guard let last = events.last else { return }
      switch storage {
      case .empty:
        storage = events.count == 1 ? .one(last) : .many(events)
      case .one(let first):
        var all = [first]
        all.reserveCapacity(1 + events.count)
        all.append(contentsOf: events)
        storage = .many(all)
      case .many(var existing):
        storage = .empty
        existing.append(contentsOf: events)
        storage = .many(existing)
      }
    }
  }
}

// MARK: - Collection

extension Navigator.Events: RandomAccessCollection {
  /// The position of the first event: always `0`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the last event: the number of events.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var endIndex: Int { count }

  /// The number of events.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int {
    switch storage {
    case .empty: 0
    case .one: 1
    case .many(let events): events.count
    }
  }

  /// The event at a position.
  ///
  /// - Precondition: `position` is in `0..<count`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Navigator.Event {
    switch storage {
    case .one(let event) where position == 0: return event
    case .many(let events): return events[position]
    case .empty, .one: preconditionFailure()  // Out of range; a message would be a closure.
    }
  }
}

// MARK: - Equality and hashing

extension Navigator.Events {
  /// Whether two event lists hold the same events in the same order.
  ///
  /// - Complexity: O(n) in the number of events.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the number of events and then each event in order, as `[Event]` does.
  ///
  /// - Complexity: O(n) in the number of events.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for event in self { hasher.combine(event) }
  }
}

// MARK: - Literals and description

extension Navigator.Events: ExpressibleByArrayLiteral {
  /// The events written as an array literal, such as `[.pushed(entry)]` in a test.
  ///
  /// - Complexity: O(n) in the number of events.
  @inlinable
  public init(arrayLiteral events: Navigator.Event...) {
    switch events.count {
    case 0: storage = .empty
    case 1: storage = .one(events[0])
    default: storage = .many(events)
    }
  }
}

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension Navigator.Events: CustomStringConvertible {
    /// The events in short, such as `[pushed(thread(7)#1), presented(settings#2, sheet)]`.
    ///
    /// - Complexity: O(n) in the number of events.
    public var description: String {
      "[" + map(\.description).joined(separator: ", ") + "]"
    }
  }
#endif

// MARK: - What happened, in one read

extension Navigator.Events {
  /// The last entry pushed, if any: the new screen after a push.
  ///
  /// - Complexity: O(n) in the number of events.
  public var pushedEntry: RouteEntry<Route>? {
    for event in reversed() { if case .pushed(let entry) = event { return entry } }
    return nil
  }

  /// The last entry presented, if any: the new layer after a present, whose id names it in
  /// later actions.
  ///
  /// - Complexity: O(n) in the number of events.
  public var presentedEntry: RouteEntry<Route>? {
    for event in reversed() { if case .presented(let entry, _) = event { return entry } }
    return nil
  }

  /// Why the action was refused, or `nil` when it applied.
  ///
  /// - Complexity: O(1).
  public var rejection: RejectionReason? {
    guard count == 1, case .rejected(_, let reason) = self[0] else { return nil }
    return reason
  }

  /// Whether the action was refused and changed nothing.
  ///
  /// - Complexity: O(1).
  public var isRejected: Bool { rejection != nil }
}
