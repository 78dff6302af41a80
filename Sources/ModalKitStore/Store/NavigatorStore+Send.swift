// The one path every input takes: apply, log, deliver, then the inputs sent meanwhile.

import ModalKit

extension NavigatorStore {
  // MARK: - Sending actions

  /// Applies an action to the navigator and returns its events.
  ///
  /// After the action applies, the store logs it and delivers it: `didChange` observers, event
  /// streams, then for every entry it removed, in the order of the events, that entry's removal
  /// callbacks and the removal handlers of its route.
  ///
  /// Sent while the store is delivering (from a callback or an observer), the action is queued
  /// and `send` returns `[]`; it is applied, logged and delivered right after the current
  /// input, in the order sent, before the outermost call returns.
  ///
  /// ```swift
  /// store.send(.push(.thread(7)))        // [pushed(thread(7)#1)]
  /// ```
  ///
  /// - Returns: The action's events, as `Navigator.send(_:)` returns them; `[]` when queued.
  /// - Complexity: That of the action, plus O(1) to log it (and to record it, while the store
  ///   records; see ``startRecording()``), plus O(e) in its events when anyone observes the
  ///   store or waits for a removal.
  @inlinable
  @discardableResult
  public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    if core.isQuiet { return core.send(action, from: nil) }
    return submit(action, from: nil, registering: nil)
  }

  /// Applies an action sent from a screen, as `Navigator.send(_:from:)` does, and returns
  /// its events.
  ///
  /// Logged with its screen, so a replay sends it from the same screen. Queued like
  /// ``send(_:)`` while the store is delivering.
  ///
  /// - Returns: The action's events, or its rejection; `[]` when queued.
  /// - Complexity: As ``send(_:)``, plus locating the screen.
  @inlinable
  @discardableResult
  public func send(_ action: Navigator<Route>.Action, from screen: EntryID)
    -> Navigator<Route>.Events
  {
    if core.isQuiet { return core.send(action, from: screen) }
    return submit(action, from: screen, registering: nil)
  }

  // MARK: - The path

  /// The path of an action when the store is not quiet: queued while the store delivers;
  /// otherwise applied and delivered, then followed by the inputs queued meanwhile.
  @inlinable
  func submit(
    _ action: Navigator<Route>.Action, from screen: EntryID?,
    registering registration: Registration<Route>?
  ) -> Navigator<Route>.Events {
    if core.isDelivering {
      pending.append(PendingInput(.send(action, from: screen), callback: registration))
      return []
    }
    let events = apply(action, from: screen, registering: registration)
    if !pending.isEmpty { applyPending() }
    return events
  }

  /// Applies one action, registers a callback for the entry it creates, logs and delivers it;
  /// then, if the action was refused, tells the registration why.
  @inlinable
  func apply(
    _ action: Navigator<Route>.Action, from screen: EntryID?,
    registering registration: Registration<Route>?
  ) -> Navigator<Route>.Events {
    // Observers hear of a change only when one will happen; asking costs a check, not a copy.
    let announces =
      !observers.isEmpty && core.navigator.rejection(of: action, from: screen) == nil
    if announces { announceWillChange() }
    let firstNewID = core.navigator.nextID
    let events = core.send(action, from: screen)
    let created = core.navigator.nextID != firstNewID
    if let registration, created {
      // A push or a present creates exactly one entry, with the first id handed out.
      register(registration.removal, for: firstNewID)
      registration.arrival?(firstNewID)
    }
    if announces || !streams.isEmpty || !callbacks.isEmpty {
      deliverChange(.send(action, from: screen), events: events, announced: announces)
    }
    if let refusal = registration?.refusal, !created, let reason = events.rejection {
      // Push and present either create their entry or are refused: there is no third case.
      tellRefusal(refusal, reason)
    }
    return events
  }

  /// Tells a registration its input was refused, inside a delivery: inputs it sends are queued.
  @usableFromInline
  func tellRefusal(_ refusal: (RejectionReason) -> Void, _ reason: RejectionReason) {
    beginDelivery()
    defer { endDelivery() }
    refusal(reason)
  }

  /// Tells the observers a change is coming; inputs they send are queued.
  @inlinable
  func announceWillChange() {
    beginDelivery()
    defer { endDelivery() }
    for observer in observers { observer.body(.willChange) }
  }

  /// Marks the store delivering: inputs are queued until ``endDelivery()``.
  @inlinable
  func beginDelivery() {
    core.isDelivering = true
    refreshQuiet()
  }

  /// Marks the delivery finished.
  @inlinable
  func endDelivery() {
    core.isDelivering = false
    refreshQuiet()
  }

  /// Keeps a callback for the entry with this id.
  @usableFromInline
  func register(
    _ callback: @escaping RemovalListeners<Route>.EntryCallback, for id: EntryID
  ) {
    callbacks.append(callback, for: id)
    refreshQuiet()
  }

  /// Hands an applied input's events to observers, streams, and removal callbacks and handlers,
  /// in that order; inputs sent meanwhile are queued.
  ///
  /// Observers get the events as the navigator returned them, runs of pops unread, so a
  /// `home` from any depth reaches them in O(1); streams, callbacks and handlers, which need
  /// each event, read them one by one, and only when there are any.
  @usableFromInline
  func deliver(
    _ input: StoreInput<Route>, events: Navigator<Route>.Events, announced: Bool
  ) {
    let record = StoreRecord(input, events: events)
    beginDelivery()
    defer { endDelivery() }
    if announced {
      for observer in observers { observer.body(.didChange(record)) }
    }
    for (number, continuation) in streams {
      for event in record.events {
        if case .terminated = continuation.yield(event) {
          streams[number] = nil
          break
        }
      }
    }
    guard !callbacks.isEmpty else { return }
    for event in record.events {
      switch event {
      case .popped(let entry): runRemoval(EntryRemoval(entry, .popped))
      case .dismissed(let entry, let reason): runRemoval(EntryRemoval(entry, .dismissed(reason)))
      case .dropped(let entry): runRemoval(EntryRemoval(entry, .dropped))
      case .pushed, .presented, .queued, .detentChanged, .updated, .rejected: break
      }
    }
  }

  /// Runs what waits for an entry that went: its own callbacks, in the order registered, then
  /// forgotten; then every route handler whose predicate matches its last route, in the order
  /// registered.
  ///
  /// A handler stopped by an earlier call is not run; one registered by an earlier call runs
  /// for the entries that go after it, this one excluded.
  func runRemoval(_ removal: EntryRemoval<Route>) {
    if let waiting = callbacks.take(removal.entry.id) {
      for callback in waiting { callback(removal) }
    }
    guard !callbacks.handlers.isEmpty else { return }
    for handler in callbacks.handlers
    where callbacks.isRegistered(handler.token) && handler.matches(removal.entry.route) {
      handler.body(removal)
    }
  }

  /// Applies the inputs queued during deliveries, oldest first, until none is left.
  @usableFromInline
  func applyPending() {
    var index = 0
    while index < pending.count {
      let next = pending[index]
      index += 1
      switch next.input {
      case .send(let action, let screen):
        _ = apply(action, from: screen, registering: next.callback)
      case .restore(let navigator): _ = applyRestore(navigator)
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
