// The one path every input takes: apply, log, deliver, then the inputs sent meanwhile.

import ModalKit

extension NavigatorStore {
  // MARK: - Sending actions

  // The path (`send`, `submit`, `apply`) is inlined into the caller, as the navigator's own
  // `send` is, so a send of a known action compiles to that action's checks and transition;
  // left to the optimizer's choice it is not, and a push with the log off costs 707
  // instructions instead of 383 (`modalkit-bench --instructions`, app/store-push-log-off).

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
  @inlinable @inline(__always)
  @discardableResult
  public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    submit(action, from: nil, registering: nil)
  }

  /// Applies an action sent from a screen, as `Navigator.send(_:from:)` does, and returns
  /// its events.
  ///
  /// Logged with its screen, so a replay sends it from the same screen. Queued like
  /// ``send(_:)`` while the store is delivering.
  ///
  /// - Returns: The action's events, or its rejection; `[]` when queued.
  /// - Complexity: As ``send(_:)``, plus locating the screen.
  @inlinable @inline(__always)
  @discardableResult
  public func send(_ action: Navigator<Route>.Action, from screen: EntryID)
    -> Navigator<Route>.Events
  {
    submit(action, from: screen, registering: nil)
  }

  // MARK: - The path

  /// The path of every action: queued while the store delivers; otherwise applied and
  /// delivered, then followed by the inputs queued meanwhile.
  @inlinable @inline(__always)
  func submit(
    _ action: Navigator<Route>.Action, from screen: EntryID?,
    registering registration: Registration<Route>?
  ) -> Navigator<Route>.Events {
    if core.isDelivering {
      queue(.send(action, from: screen), registering: registration)
      return []
    }
    let events = apply(action, from: screen, registering: registration)
    if !core.pending.isEmpty { applyPending() }
    return events
  }

  /// Applies one action, registers a callback for the entry it creates, logs and delivers it;
  /// then, if the action was refused, tells the registration why.
  ///
  /// The action is checked once, and the observers hear `willChange` between its checks and
  /// its change, only when it applies: they read the state as it was, and the change is made in
  /// place after.
  @inlinable @inline(__always)
  func apply(
    _ action: Navigator<Route>.Action, from screen: EntryID?,
    registering registration: Registration<Route>?
  ) -> Navigator<Route>.Events {
    let firstNewID = state.nextID
    var applied = false
    var announced = false
    let events: Navigator<Route>.Events
    do throws(RejectionReason) {
      let checked = try state.check(action, from: screen)
      applied = true
      if !listeners.hooks.isEmpty {
        announced = true
        announceWillChange()
      }
      events = state.perform(action, checked)
    } catch {
      events = [.rejected(action, reason: error)]
    }
    core.note(.send(action, from: screen), events: events)
    if let registration { welcome(registration, firstNewID: firstNewID) }
    if announced || (applied && !listeners.observers.isEmpty) || waitsForEvents {
      deliver(.send(action, from: screen), events: events, announced: announced, applied: applied)
    }
    if let registration { tellRefusal(registration, firstNewID: firstNewID, events: events) }
    return events
  }

  /// Queues an input sent while the store delivers, with what to register when it applies.
  @usableFromInline
  func queue(_ input: StoreInput<Route>, registering registration: Registration<Route>?) {
    core.pending.append(PendingInput(input, callback: registration))
  }

  /// Keeps a registration's callback for the entry the input created, if it created one, and
  /// tells it the entry's id, before the input is delivered.
  @usableFromInline
  func welcome(_ registration: Registration<Route>, firstNewID: EntryID) {
    // A push or a present creates exactly one entry, with the first id handed out.
    guard state.nextID != firstNewID else { return }
    listeners.append(registration.removal, for: firstNewID)
    registration.arrival?(firstNewID)
  }

  /// Tells a registration its input was refused, if it was, inside a delivery: inputs it sends
  /// are queued.
  @usableFromInline
  func tellRefusal(
    _ registration: Registration<Route>, firstNewID: EntryID, events: Navigator<Route>.Events
  ) {
    // Push and present either create their entry or are refused: there is no third case.
    guard let refusal = registration.refusal, state.nextID == firstNewID,
      let reason = events.rejection
    else { return }
    core.isDelivering = true
    defer { core.isDelivering = false }
    refusal(reason)
  }

  /// Tells the observers a change is coming; inputs they send are queued.
  @inlinable
  func announceWillChange() {
    core.isDelivering = true
    defer { core.isDelivering = false }
    for hook in listeners.hooks { hook.body(.willChange) }
  }

  /// Hands an input's events to the change hooks and observers (when it applied), the event
  /// streams, and the removal callbacks and handlers, in that order; inputs sent meanwhile are
  /// queued.
  ///
  /// The hooks hear `didChange` when they heard `willChange` (`announced`). Hooks and observers
  /// get the events as the navigator returned them, runs of pops unread, so a `home` from any
  /// depth reaches them in O(1); streams, callbacks and handlers, which need each event, read
  /// them one by one, and only when there are any.
  ///
  /// - Complexity: O(o) in the hooks and observers, plus O(e) in the events when a stream or a
  ///   removal callback or handler waits.
  @inlinable
  func deliver(
    _ input: consuming StoreInput<Route>, events: Navigator<Route>.Events, announced: Bool,
    applied: Bool
  ) {
    core.isDelivering = true
    defer { core.isDelivering = false }
    // One record for every hook and observer, made once and lent to each.
    if announced {
      let change = Change.didChange(StoreRecord(input, events: events))
      for hook in listeners.hooks { hook.body(change) }
      if !listeners.observers.isEmpty, case .didChange(let record) = change {
        for observer in listeners.observers { observer.body(record) }
      }
    } else if applied, !listeners.observers.isEmpty {
      let record = StoreRecord(input, events: events)
      for observer in listeners.observers { observer.body(record) }
    }
    if !streams.isEmpty { feedStreams(events) }
    if listeners.waitForRemovals { runRemovals(events) }
  }

  /// Whether an event stream, a removal callback or a removal handler waits for the events of
  /// each input, whether or not it changed anything.
  @inlinable
  var waitsForEvents: Bool { !streams.isEmpty || listeners.waitForRemovals }

  /// Hands each event to every event stream, forgetting the streams whose reader went.
  @usableFromInline
  func feedStreams(_ events: Navigator<Route>.Events) {
    for (number, continuation) in streams {
      for event in events {
        if case .terminated = continuation.yield(event) {
          streams[number] = nil
          break
        }
      }
    }
  }

  /// Runs what waits for each entry the events report removed, in the order of the events.
  @usableFromInline
  func runRemovals(_ events: Navigator<Route>.Events) {
    for event in events {
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
    if let waiting = listeners.take(removal.entry.id) {
      for callback in waiting { callback(removal) }
    }
    guard !listeners.handlers.isEmpty else { return }
    for handler in listeners.handlers
    where listeners.isRegistered(handler.token) && handler.matches(removal.entry.route) {
      handler.body(removal)
    }
  }

  /// Applies the inputs queued during deliveries, oldest first, until none is left.
  @usableFromInline
  func applyPending() {
    var index = 0
    while index < core.pending.count {
      let next = core.pending[index]
      index += 1
      switch next.input {
      case .send(let action, let screen):
        _ = apply(action, from: screen, registering: next.callback)
      case .restore(let navigator): _ = applyRestore(navigator)
      }
    }
    core.pending.removeAll(keepingCapacity: true)
  }
}
