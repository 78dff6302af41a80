// Reading what happened without reading every event: runs of pops are skipped whole.

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

// MARK: - The events but the pops

// Package access: the driver reads them, to skip a home's run of pops without reading it; an app
// reads the events themselves.

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
  package var withoutPops: WithoutPops { WithoutPops(events: self) }

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
  package var containsOnlyPushesAndPops: Bool {
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
  @usableFromInline
  package struct WithoutPops: Sequence {
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
    package func makeIterator() -> Iterator {
      switch events.storage {
      case .empty, .popped: Iterator(parts: [], single: nil)
      case .one(let event): Iterator(parts: [], single: event)
      case .many(_, let parts): Iterator(parts: parts[parts.indices], single: nil)
      }
    }

    /// Reads the events that are not pops, skipping each run of pops whole.
    @usableFromInline
    package struct Iterator: IteratorProtocol {
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
      package mutating func next() -> Navigator.Event? {
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
