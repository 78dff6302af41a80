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
  /// as they would an array of them. ``withoutPops`` reads the other events alone, skipping
  /// each run whole: what a reader that has no use for pops (a driver) walks.
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

  /// The number of events, pops held as runs included.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int {
    switch storage {
    case .empty: 0
    case .one: 1
    case .popped(let run): run.count
    case .many(let count, _): count
    }
  }

  /// The event at a position.
  ///
  /// - Precondition: `position` is in `0..<count`.
  /// - Complexity: O(1) when the events hold no run of pops or are one run; otherwise O(p) in
  ///   the parts of the transition (a run per stack it popped, and each other event).
  @inlinable
  public subscript(position: Int) -> Navigator.Event {
    switch storage {
    case .one(let event) where position == 0:
      return event
    case .popped(let run):
      precondition(position >= 0 && position < run.count)
      return .popped(run[run.endIndex - 1 - position])
    case .many(let count, let parts):
      precondition(position >= 0 && position < count)
      if count == parts.count, case .event(let event) = parts[position] { return event }
      var offset = position
      for part in parts {
        switch part {
        case .event(let event):
          if offset == 0 { return event }
          offset -= 1
        case .popped(let run):
          if offset < run.count { return .popped(run[run.endIndex - 1 - offset]) }
          offset -= run.count
        }
      }
      preconditionFailure()  // The count is the parts' total.
    case .empty, .one:
      preconditionFailure()  // Out of range; a message would be a closure.
    }
  }

  /// The last event, if any.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var last: Navigator.Event? {
    switch storage {
    case .empty: return nil
    case .one(let event): return event
    case .popped(let run): return run.first.map { .popped($0) }
    case .many(_, let parts):
      switch parts.last {
      case .event(let event): return event
      case .popped(let run): return run.first.map { .popped($0) }
      case nil: return nil
      }
    }
  }

  /// Reads the events in order, each run of pops from its top, one event at a time.
  ///
  /// - Complexity: O(1) per event.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// Reads events in order: what `for event in events` uses.
  public struct Iterator: IteratorProtocol {
    /// The parts still to read; empty for the forms without parts.
    @usableFromInline var parts: ArraySlice<Part>
    /// The run being read, from its end, and the position of its next entry plus one.
    @usableFromInline var run: ArraySlice<RouteEntry<Route>>
    /// One past the position of the run's next entry; the run's start once it is read.
    @usableFromInline var end: Int
    /// A single event still to be read, for the one-event form.
    @usableFromInline var single: Navigator.Event?

    @inlinable
    init(_ events: Navigator.Events) {
      parts = []
      run = []
      end = 0
      single = nil
      switch events.storage {
      case .empty: break
      case .one(let event): single = event
      case .popped(let run):
        self.run = run
        end = run.endIndex
      case .many(_, let parts): self.parts = parts[parts.indices]
      }
    }

    /// The next event, or `nil` after the last.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> Navigator.Event? {
      if end > run.startIndex {
        end -= 1
        return .popped(run[end])
      }
      if let event = single {
        single = nil
        return event
      }
      guard let part = parts.popFirst() else { return nil }
      switch part {
      case .event(let event):
        return event
      case .popped(let next):
        run = next
        end = next.endIndex - 1
        return .popped(next[end])
      }
    }
  }
}

// MARK: - Equality and hashing

extension Navigator.Events {
  /// Whether two event lists hold the same events in the same order.
  ///
  /// - Complexity: O(n) in the number of events; O(1) when their counts differ.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
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
    // `[]`, which every refusal and every check returns, must fold to `.empty` where it is
    // written: the general case is a call apart, so this stays small enough to inline.
    storage = events.isEmpty ? .empty : Self.storage(of: events)
  }

  /// The storage of one event or more, as ``init(arrayLiteral:)`` keeps them.
  ///
  /// - Complexity: O(n) in the number of events.
  @inlinable
  static func storage(of events: [Navigator.Event]) -> Storage {
    events.count == 1
      ? .one(events[0]) : .many(count: events.count, parts: events.map { .event($0) })
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

// MARK: - The events but the pops

extension Navigator.Events {
  /// The events that are not pops, in order, each run of pops skipped whole: what a reader
  /// that has no use for pops walks, such as a driver looking for dismissals.
  ///
  /// ```swift
  /// for event in nav.send(.home).withoutPops { ... }   // the dismissals and drops alone
  /// ```
  ///
  /// - Complexity: O(1) to make; reading it is O(p) in the parts of the transition (each
  ///   event that is not a pop, and each run of pops), whatever the number of entries popped.
  @inlinable
  public var withoutPops: WithoutPops { WithoutPops(events: self) }

  /// Whether every event is a push or a pop (none is, too): the transition changed stacks and
  /// nothing else, so a reader of layers and routes (a driver looking for dismissals) can skip
  /// the events without reading them.
  ///
  /// ```swift
  /// nav.send(.push(.thread(7))).containsOnlyPushesAndPops   // true
  /// nav.send(.home).containsOnlyPushesAndPops               // true, when no layer was up
  /// ```
  ///
  /// - Complexity: O(1) for no event, one event or one run of pops, without copying an event;
  ///   O(p) in the parts of the transition otherwise.
  @inlinable
  public var containsOnlyPushesAndPops: Bool {
    switch storage {
    case .empty, .popped, .one(.pushed), .one(.popped): true
    case .one: false
    case .many(_, let parts):
      parts.allSatisfy { part in
        switch part {
        case .popped, .event(.pushed), .event(.popped): true
        case .event: false
        }
      }
    }
  }

  /// The events that are not pops: what ``withoutPops`` returns.
  public struct WithoutPops: Sequence {
    /// The events read.
    @usableFromInline let events: Navigator.Events

    @inlinable
    init(events: Navigator.Events) {
      self.events = events
    }

    /// Reads the events that are not pops, in order.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func makeIterator() -> Iterator {
      switch events.storage {
      case .empty, .popped: Iterator(parts: [], single: nil)
      case .one(let event): Iterator(parts: [], single: event)
      case .many(_, let parts): Iterator(parts: parts[parts.indices], single: nil)
      }
    }

    /// Reads the events that are not pops, skipping each run of pops whole.
    public struct Iterator: IteratorProtocol {
      /// The parts still to read.
      @usableFromInline var parts: ArraySlice<Navigator.Events.Part>
      /// A single event still to be read, for the one-event form.
      @usableFromInline var single: Navigator.Event?

      @inlinable
      init(parts: ArraySlice<Navigator.Events.Part>, single: Navigator.Event?) {
        self.parts = parts
        self.single = single
      }

      /// The next event that is not a pop, or `nil` after the last.
      ///
      /// - Complexity: O(r) in the runs of pops skipped to reach it.
      @inlinable
      public mutating func next() -> Navigator.Event? {
        if let event = single {
          single = nil
          if case .popped = event { return nil }
          return event
        }
        while let part = parts.popFirst() {
          if case .event(let event) = part {
            if case .popped = event { continue }
            return event
          }
        }
        return nil
      }
    }
  }
}

// MARK: - What happened, in one read

extension Navigator.Events {
  /// The last entry pushed, if any: the new screen after a push.
  ///
  /// - Complexity: O(p) in the parts of the transition, whatever the number of entries popped.
  public var pushedEntry: RouteEntry<Route>? {
    lastEvent { event in
      if case .pushed(let entry) = event { return entry }
      return nil
    }
  }

  /// The last entry presented, if any: the new layer after a present, whose id names it in
  /// later actions.
  ///
  /// - Complexity: O(p) in the parts of the transition, whatever the number of entries popped.
  public var presentedEntry: RouteEntry<Route>? {
    lastEvent { event in
      if case .presented(let entry, _) = event { return entry }
      return nil
    }
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

  /// The last entry an event that is not a pop gives, searched from the end, runs of pops
  /// skipped whole.
  func lastEvent(_ entry: (Navigator.Event) -> RouteEntry<Route>?) -> RouteEntry<Route>? {
    switch storage {
    case .empty, .popped: return nil
    case .one(let event): return entry(event)
    case .many(_, let parts):
      for part in parts.reversed() {
        if case .event(let event) = part, let found = entry(event) { return found }
      }
      return nil
    }
  }
}
