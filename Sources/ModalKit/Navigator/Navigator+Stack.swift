// Navigation within stacks: push, unwind and their variants, home, replace.
// Each acts on the topmost level, the one the user sees, unless it names an entry below.

extension Navigator {
  // MARK: - Push

  /// Puts a route on top of the topmost layer's stack.
  ///
  /// The new entry gets a fresh ``EntryID`` and becomes the visible screen. Pushing a route
  /// equal to the top is allowed; use ``pushIfNotOnTop(_:)`` to skip repeats.
  ///
  /// ```swift
  /// var nav = Navigator(root: Screen.inbox)   // [inbox]
  /// nav.push(.thread(7))                       // [inbox, thread(7)]
  /// ```
  ///
  /// - Parameter route: The route to show next.
  /// - Returns: `[.pushed(entry)]`, or a rejection: ``RejectionReason/layerNotNavigable`` over an
  ///   alert or dialog, ``RejectionReason/idsExhausted``.
  /// - Complexity: Amortized O(1).
  @inlinable
  @discardableResult
  public mutating func push(_ route: Route) -> Events {
    if let reason = pushRejection() { return Events(.rejected(.push(route), reason: reason)) }
    let entry = makeEntry(route)
    withStack(atLevel: topLevel) { $0._path.append(entry) }
    return Events(.pushed(entry))
  }

  /// Pushes a route unless the visible top already shows an equal one (the "single top" push).
  ///
  /// - Returns: `[.pushed(entry)]`, or a rejection: ``RejectionReason/alreadyOnTop`` when the
  ///   top shows the route, and those of ``push(_:)``.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public mutating func pushIfNotOnTop(_ route: Route) -> Events {
    if top.route == route {
      return Events(.rejected(.pushIfNotOnTop(route), reason: .alreadyOnTop))
    }
    if let reason = pushRejection() {
      return Events(.rejected(.pushIfNotOnTop(route), reason: reason))
    }
    return push(route)
  }

  /// Why nothing can be pushed on the topmost stack now, if anything.
  @inlinable
  func pushRejection(count: Int = 1) -> RejectionReason? {
    if let layer = topLayer, !layer.presentation.isNavigable { return .layerNotNavigable }
    return canCreate(count) ? nil : .idsExhausted
  }

  // MARK: - Unwind

  /// Pops the top entry of the topmost stack.
  ///
  /// Unwind never dismisses a layer: at a layer's root it is rejected, and ``dismiss()`` is
  /// the way out.
  ///
  /// - Returns: `[.popped(entry)]`, or ``RejectionReason/alreadyAtRoot``.
  /// - Complexity: O(1).
  @inlinable
  @discardableResult
  public mutating func unwind() -> Events {
    guard topStack.depth > 0 else { return Events(.rejected(.unwind, reason: .alreadyAtRoot)) }
    return Events(.popped(withStack(atLevel: topLevel) { $0._path.removeLast() }))
  }

  /// Pops exactly `count` entries from the topmost stack.
  ///
  /// - Returns: One `.popped` per entry, top first, or ``RejectionReason/countOutOfRange``
  ///   unless `1 <= count <= depth`.
  /// - Complexity: O(count).
  @discardableResult
  public mutating func unwind(count: Int) -> Events {
    let depth = topStack.depth
    guard count >= 1, count <= depth else {
      return Events(.rejected(.unwindCount(count), reason: .countOutOfRange))
    }
    var events = Events()
    popTopStack(above: depth - count, into: &events)
    return events
  }

  /// Unwinds until the entry with this id is the visible top; it stays.
  ///
  /// When the entry belongs to a lower layer, every layer above it is dismissed first,
  /// innermost first (reason ``DismissReason/programmatic``): going back across sheets is one
  /// transition. A queued presentation whose turn comes is then presented.
  ///
  /// - Returns: The dismissals and pops, or ``RejectionReason/unknownEntry`` or
  ///   ``RejectionReason/alreadyOnTop``.
  /// - Complexity: O(k), where k is the number of entries above the target.
  @inlinable
  @discardableResult
  public mutating func unwind(to id: EntryID) -> Events {
    guard let (level, position) = locate(id) else {
      return Events(.rejected(.unwindTo(id), reason: .unknownEntry))
    }
    guard level < topLevel || position < topStack.depth else {
      return Events(.rejected(.unwindTo(id), reason: .alreadyOnTop))
    }
    return unwind(toLevel: level, position: position)
  }

  /// Unwinds to the topmost entry, in any layer, that shows this route.
  ///
  /// - Returns: As ``unwind(to:)``, or ``RejectionReason/noMatchingEntry`` when no entry shows
  ///   the route, or ``RejectionReason/alreadyOnTop`` when the visible top does.
  /// - Complexity: O(k), where k is the number of entries above the match.
  @discardableResult
  public mutating func unwind(toLast route: Route) -> Events {
    var level = topLevel
    while level >= 0 {
      if let position = stack(atLevel: level).lastPosition(of: route) {
        guard level < topLevel || position < topStack.depth else {
          return Events(.rejected(.unwindToLast(route), reason: .alreadyOnTop))
        }
        return unwind(toLevel: level, position: position)
      }
      level -= 1
    }
    return Events(.rejected(.unwindToLast(route), reason: .noMatchingEntry))
  }

  @inlinable
  mutating func unwind(toLevel level: Int, position: Int) -> Events {
    var events = Events()
    dismissLayers(from: level + 1, reason: .programmatic, into: &events)
    popTopStack(above: position, into: &events)
    presentQueueHeadIfDue(into: &events)
    return events
  }

  // MARK: - Home

  /// Goes back to the very root of the window.
  ///
  /// Drops the queue, dismisses every layer innermost first (reason
  /// ``DismissReason/programmatic``), then pops the window's stack to its root. To return to a
  /// layer's own root instead, unwind to its id: `unwind(to: layer.id)`.
  ///
  /// - Returns: The drops, dismissals and pops, or ``RejectionReason/alreadyAtRoot`` when the
  ///   window already shows only its root.
  /// - Complexity: O(n) in the number of entries removed.
  @inlinable
  @discardableResult
  public mutating func home() -> Events {
    guard isPresenting || stack.depth > 0 else {
      return Events(.rejected(.home, reason: .alreadyAtRoot))
    }
    var events = Events()
    dropQueue(into: &events)
    dismissLayers(from: 1, reason: .programmatic, into: &events)
    popTopStack(above: 0, into: &events)
    return events
  }

  // MARK: - Replace

  /// Replaces the top entry of the topmost stack with a new entry for `route`.
  ///
  /// The root of a stack is never replaced this way; use ``reset(_:)`` for the window's root.
  ///
  /// - Returns: `[.popped(old), .pushed(new)]`, or ``RejectionReason/alreadyAtRoot`` and those
  ///   of ``push(_:)``.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func replace(_ route: Route) -> Events {
    guard topStack.depth > 0 else {
      return Events(.rejected(.replace(route), reason: .alreadyAtRoot))
    }
    if let reason = pushRejection() { return Events(.rejected(.replace(route), reason: reason)) }
    var events = Events()
    popTopStack(above: topStack.depth - 1, into: &events)
    let entry = makeEntry(route)
    withStack(atLevel: topLevel) { $0.path.append(entry) }
    events.append(.pushed(entry))
    return events
  }

  /// Makes the topmost stack's pushed routes equal to `routes`.
  ///
  /// Entries in the common prefix keep their ids; the rest are popped top first and the new
  /// routes pushed bottom up. Setting the path it already has returns `[]`.
  ///
  /// - Returns: The pops and pushes, or those of ``push(_:)``.
  /// - Complexity: O(p + r), where p is the common prefix and r the entries replaced.
  @discardableResult
  public mutating func replacePath(_ routes: [Route]) -> Events {
    let current = topStack.path
    var common = 0
    while common < current.count, common < routes.count, current[common].route == routes[common] {
      common += 1
    }
    if common == current.count, common == routes.count { return [] }
    if common < routes.count, let reason = pushRejection(count: routes.count - common) {
      return Events(.rejected(.replacePath(routes), reason: reason))
    }
    var events = Events()
    popTopStack(above: common, into: &events)
    for route in routes[common...] {
      let entry = makeEntry(route)
      withStack(atLevel: topLevel) { $0.path.append(entry) }
      events.append(.pushed(entry))
    }
    return events
  }

  // MARK: - Shared steps

  /// Pops the topmost stack down to `position`, reporting each entry.
  @inlinable
  mutating func popTopStack(above position: Int, into events: inout Events) {
    let level = topLevel
    let count = (level == 0 ? _stack.depth : _modal._layers[level - 1]._stack.depth) - position
    guard count > 1 else {
      withStack(atLevel: level) { stack in
        stack.pop(above: position) { events.append(.popped($0)) }
      }
      return
    }
    // Many pops are collected in an array first: an array append costs less per event than an
    // `Events` one, and the array then moves into `events` whole.
    var popped: [Event] = []
    popped.reserveCapacity(count)
    withStack(atLevel: level) { stack in
      stack.pop(above: position) { popped.append(.popped($0)) }
    }
    events.append(contentsOf: popped)
  }
}
