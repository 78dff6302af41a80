// The one path every input takes: apply, log, deliver, then the inputs sent meanwhile.

import ModalKit

extension NavigatorStore {
  // MARK: - Sending actions

  /// Applies an action to the navigator and returns its events.
  ///
  /// After the action applies, the store logs it and delivers it: `didChange` observers, event
  /// streams, then the removal callbacks of every entry it removed, in the order of the events.
  ///
  /// Sent while the store is delivering (from a callback or an observer), the action is queued
  /// and `send` returns `[]`; it is applied, logged and delivered right after the current
  /// input, in the order sent, before the outermost call returns.
  ///
  /// ```swift
  /// store.send(.push(.thread(7)))        // [pushed(thread(7)#1)]
  /// ```
  ///
  /// - Returns: The action's events, as ``Navigator/send(_:)`` returns them; `[]` when queued.
  /// - Complexity: That of the action, plus O(e) in its events when anyone observes the store
  ///   or waits for a removal; once the log is full, one more transition to advance its start.
  @inlinable
  @discardableResult
  public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    if _isDelivering {
      pending.append(PendingInput(.send(action, from: nil), callback: nil))
      return []
    }
    let events = apply(action, from: nil, registering: nil)
    if !pending.isEmpty { applyPending() }
    return events
  }

  /// Applies an action sent from a screen, as ``Navigator/send(_:from:)`` does, and returns
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
    if _isDelivering {
      pending.append(PendingInput(.send(action, from: screen), callback: nil))
      return []
    }
    let events = apply(action, from: screen, registering: nil)
    if !pending.isEmpty { applyPending() }
    return events
  }

  // MARK: - The path

  /// Applies one action, registers a callback for the entry it creates, logs and delivers it.
  @inlinable
  func apply(
    _ action: Navigator<Route>.Action, from screen: EntryID?,
    registering callback: RemovalCallback?
  ) -> Navigator<Route>.Events {
    // Observers hear of a change only when one will happen; asking costs a check, not a copy.
    let announces = !observers.isEmpty && _navigator.rejection(of: action, from: screen) == nil
    if announces { announceWillChange() }
    let firstNewID = _navigator.nextID
    let events: Navigator<Route>.Events
    if let screen {
      events = _navigator.send(action, from: screen)
    } else {
      events = _navigator.send(action)
    }
    let record = StoreRecord(action, from: screen, events: events)
    _log.append(record)
    if let callback, _navigator.nextID != firstNewID {
      // A push or a present creates exactly one entry, with the first id handed out.
      callbacks[firstNewID, default: []].append(callback)
    }
    if announces || !streams.isEmpty || !callbacks.isEmpty {
      deliver(record, events, announced: announces)
    }
    return events
  }

  /// Tells the observers a change is coming; inputs they send are queued.
  @usableFromInline
  func announceWillChange() {
    _isDelivering = true
    defer { _isDelivering = false }
    for observer in observers { observer.body(.willChange) }
  }

  /// Hands an applied input's events to observers, streams and removal callbacks, in that
  /// order; inputs sent meanwhile are queued.
  @usableFromInline
  func deliver(
    _ record: StoreRecord<Route>, _ events: some Collection<Navigator<Route>.Event>,
    announced: Bool
  ) {
    _isDelivering = true
    defer { _isDelivering = false }
    if announced {
      for observer in observers { observer.body(.didChange(record)) }
    }
    for (number, continuation) in streams {
      for event in events {
        if case .terminated = continuation.yield(event) {
          streams[number] = nil
          break
        }
      }
    }
    guard !callbacks.isEmpty else { return }
    for event in events {
      switch event {
      case .popped(let entry): runCallbacks(of: entry.id, .popped)
      case .dismissed(let entry, let reason): runCallbacks(of: entry.id, .dismissed(reason))
      case .dropped(let entry): runCallbacks(of: entry.id, .dropped)
      case .pushed, .presented, .queued, .detentChanged, .updated, .rejected: break
      }
    }
  }

  /// Runs and forgets the callbacks of an entry that went.
  func runCallbacks(of id: EntryID, _ reason: RemovalReason) {
    guard let waiting = callbacks.removeValue(forKey: id) else { return }
    for callback in waiting { callback(reason) }
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
