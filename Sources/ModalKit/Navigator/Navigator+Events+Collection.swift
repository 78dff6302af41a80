// Reading the events: a random-access collection, compared, hashed, written as a literal.

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
