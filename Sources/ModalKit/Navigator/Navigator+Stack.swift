// Navigation within stacks: push, unwind and their variants, home, replace.
// Each acts on the topmost level, the one the user sees (or the level of the screen an action
// is sent from), unless it names an entry.

extension Navigator {
  // MARK: - Push

  /// Puts a route on top of the topmost layer's stack.
  ///
  /// The new entry gets a fresh ``EntryID`` and becomes the visible screen. Pushing a route
  /// equal to the top is allowed; use ``pushIfNotOnTop(_:)`` to skip repeats.
  ///
  /// ```swift
  /// var nav = Navigator(root: Screen.inbox)   // [inbox#0]
  /// nav.push(.thread(7))                       // [inbox#0, thread(7)#1]
  /// ```
  ///
  /// - Parameter route: The route to show next.
  /// - Returns: `[.pushed(entry)]`, or a rejection: ``RejectionReason/layerNotNavigable`` over an
  ///   alert or dialog, ``RejectionReason/idsExhausted``.
  /// - Complexity: Amortized O(1).
  @inlinable
  @discardableResult
  public mutating func push(_ route: Route) -> Events { send(.push(route)) }

  /// Pushes a route unless the visible top already shows an equal one (the "single top" push).
  ///
  /// - Returns: `[.pushed(entry)]`, or a rejection: ``RejectionReason/alreadyOnTop`` when the
  ///   top shows the route, then those of ``push(_:)``.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public mutating func pushIfNotOnTop(_ route: Route) -> Events { send(.pushIfNotOnTop(route)) }

  @inlinable
  func checkPush(at level: Int, count: Int) throws(RejectionReason) -> Target {
    if level > 0, !_layers[level - 1]._presentation.isNavigable {
      throw .layerNotNavigable
    }
    guard canCreate(count) else { throw .idsExhausted }
    return .none
  }

  @inlinable
  func checkPushIfNotOnTop(_ route: Route, at level: Int) throws(RejectionReason) -> Target {
    if levelStack(level).top._route == route { throw .alreadyOnTop }
    return try checkPush(at: level, count: 1)
  }

  @inlinable
  mutating func performPush(_ route: Route, at level: Int) -> Events {
    // Step 4 for one entry, written out: events made from the one event rather than appended
    // to empty ones. A push is 205 instructions so, 383 through `buildUp`
    // (`modalkit-bench --instructions`, modalkit/push).
    let entry = makeEntry(route)
    withStack(atLevel: level) { $0._path.append(entry) }
    return Events(.pushed(entry))
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
  public mutating func unwind() -> Events { send(.unwind) }

  /// Pops exactly `count` entries from the topmost stack.
  ///
  /// - Returns: One `.popped` per entry, top first, or ``RejectionReason/countOutOfRange``
  ///   unless `1 <= count <= depth`, where depth is the number of entries pushed on the
  ///   stack (its root aside).
  /// - Complexity: O(count).
  @discardableResult
  public mutating func unwind(count: Int) -> Events { send(.unwindCount(count)) }

  /// Unwinds until the entry with this id is the visible top; it stays.
  ///
  /// When the entry belongs to a lower layer, every layer above it is dismissed first,
  /// innermost first (reason ``DismissReason/programmatic``): going back across sheets is one
  /// transition. The entry may be a layer's root: the layer's pushed entries are popped and the
  /// layer stays. A queued presentation whose turn comes is then presented.
  ///
  /// - Returns: The dismissals and pops, or ``RejectionReason/unknownEntry`` (queued ids
  ///   included) or ``RejectionReason/alreadyOnTop``.
  /// - Complexity: O(k), where k is the number of entries above the target.
  @inlinable
  @discardableResult
  public mutating func unwind(to id: EntryID) -> Events { send(.unwindTo(id)) }

  /// Unwinds to the topmost entry, in any layer, that shows this route.
  ///
  /// - Returns: As ``unwind(to:)``, or ``RejectionReason/noMatchingEntry`` when no entry shows
  ///   the route, or ``RejectionReason/alreadyOnTop`` when the visible top does.
  /// - Complexity: O(k), where k is the number of entries above the match.
  @discardableResult
  public mutating func unwind(toLast route: Route) -> Events { send(.unwindToLast(route)) }

  /// Unwinds to the topmost entry, in any layer, that matches a predicate: "go back to the
  /// last thread", whatever its number.
  ///
  /// A predicate is not data, so there is no action for it. The entry is found with
  /// ``lastEntry(where:)``, and the action sent is `.unwindTo(id)` of the match: its events are
  /// returned, and so is its refusal, which names that action, the one actually sent
  /// (`[.rejected(.unwindTo(id), reason: .alreadyOnTop)]` when the visible top matches). When
  /// nothing matches, no action is sent and there is nothing to refuse: the answer is `nil`.
  ///
  /// ```swift
  /// if nav.unwind(toLastWhere: { $0.route.isThread }) == nil {
  ///   nav.home()   // no thread to go back to
  /// }
  /// ```
  ///
  /// - Returns: The events of `.unwindTo(id)` for the match, or `nil` when no entry matches and
  ///   nothing changed.
  /// - Complexity: O(k), where k is the number of entries above the match.
  @discardableResult
  public mutating func unwind(toLastWhere matches: (RouteEntry<Route>) -> Bool) -> Events? {
    guard let entry = lastEntry(where: matches) else { return nil }
    return send(.unwindTo(entry.id))
  }

  @inlinable
  func checkUnwind(at level: Int) throws(RejectionReason) -> Target {
    guard levelDepth(level) > 0 else { throw .alreadyAtRoot }
    return .none
  }

  @inlinable
  func checkUnwind(count: Int, at level: Int) throws(RejectionReason) -> Target {
    guard count >= 1, count <= levelDepth(level) else { throw .countOutOfRange }
    return .none
  }

  @inlinable
  func checkUnwind(to id: EntryID) throws(RejectionReason) -> Target {
    guard let (level, position) = locate(id) else { throw .unknownEntry }
    return try unwindTarget(level: level, position: position)
  }

  @inlinable
  func checkUnwind(toLast route: Route) throws(RejectionReason) -> Target {
    var level = topLevel
    while level >= 0 {
      if let position = levelStack(level).lastPosition(of: route) {
        return try unwindTarget(level: level, position: position)
      }
      level -= 1
    }
    throw .noMatchingEntry
  }

  /// The target of an unwind to an entry on screen, unless it is already the visible top.
  @inlinable
  func unwindTarget(level: Int, position: Int) throws(RejectionReason) -> Target {
    guard level < topLevel || position < levelDepth(level) else { throw .alreadyOnTop }
    return .place(level: level, position: position)
  }

  @inlinable
  mutating func performUnwind(at level: Int) -> Events {
    // Step 3 for one entry, written out: events made from the one event rather than appended
    // to empty ones. An unwind is 157 instructions so, 262 through `tearDown`
    // (`modalkit-bench --instructions`, modalkit/unwind).
    Events(.popped(withStack(atLevel: level) { $0._path.removeLast() }))
  }

  @inlinable
  mutating func performUnwind(count: Int, at level: Int) -> Events {
    var events = Events()
    tearDown(popping: (level, levelDepth(level) - count), into: &events)
    return events
  }

  @inlinable
  mutating func performUnwind(to target: Target) -> Events {
    var events = Events()
    let (level, position) = (target.level, target.position)
    tearDown(dismissingFrom: level + 1, popping: (level, position), into: &events)
    buildUp(into: &events)
    return events
  }

  // MARK: - Home

  /// Goes back to the very root of the window.
  ///
  /// Drops the queue, dismisses every layer innermost first (reason
  /// ``DismissReason/programmatic``), then pops the window's stack to its root. To return to a
  /// layer's own root instead, unwind to its id: `unwind(to: layer.id)`.
  ///
  /// - Returns: The drops, dismissals and pops, or ``RejectionReason/alreadyAtRoot`` when no
  ///   layer is up and the window's stack is at its root.
  /// - Complexity: O(n) in the number of entries removed.
  @inlinable
  @discardableResult
  public mutating func home() -> Events { send(.home) }

  @inlinable
  func checkHome() throws(RejectionReason) -> Target {
    guard isPresenting || _stack.depth > 0 else { throw .alreadyAtRoot }
    return .none
  }

  @inlinable
  mutating func performHome() -> Events {
    var events = Events()
    tearDown(dropping: .all, dismissingFrom: 1, popping: (0, 0), into: &events)
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
  public mutating func replace(_ route: Route) -> Events { send(.replace(route)) }

  /// Makes the topmost stack's pushed routes equal to `routes`.
  ///
  /// Entries in the common prefix keep their ids; the rest are popped top first and the new
  /// routes pushed bottom up. Setting the path it already has returns `[]`.
  ///
  /// - Returns: The pops and pushes, or those of ``push(_:)`` when anything is to be pushed.
  /// - Complexity: O(p + r), where p is the common prefix and r the entries replaced.
  @discardableResult
  public mutating func replacePath(_ routes: [Route]) -> Events { send(.replacePath(routes)) }

  @inlinable
  func checkReplace(at level: Int) throws(RejectionReason) -> Target {
    guard levelDepth(level) > 0 else { throw .alreadyAtRoot }
    return try checkPush(at: level, count: 1)
  }

  @inlinable
  mutating func performReplace(_ route: Route, at level: Int) -> Events {
    var events = Events()
    tearDown(popping: (level, levelDepth(level) - 1), into: &events)
    buildUp(pushing: CollectionOfOne(makeEntry(route)), atLevel: level, into: &events)
    return events
  }

  @inlinable
  func checkReplacePath(_ routes: [Route], at level: Int) throws(RejectionReason) -> Target {
    let current = levelStack(level)._path
    var common = 0
    while common < current.count, common < routes.count, current[common]._route == routes[common] {
      common += 1
    }
    if common == current.count, common == routes.count { return .unchanged }
    if common < routes.count { _ = try checkPush(at: level, count: routes.count - common) }
    return .place(level: level, position: common)
  }

  @inlinable
  mutating func performReplacePath(_ routes: [Route], at level: Int, _ target: Target) -> Events {
    if case .unchanged = target { return [] }
    var events = Events()
    tearDown(popping: (level, target.position), into: &events)
    buildUp(pushing: makeEntries(routes[target.position...]), atLevel: level, into: &events)
    return events
  }
}
