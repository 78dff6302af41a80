// The order of events, written once. Every transition that does more than one thing takes the
// navigator down with `tearDown` (steps 1 to 3 of the documented order) and builds it up with
// `buildUp` (steps 4 and 5); `Navigator.events(from:to:)` uses the same two. Every layer
// dismissed leaves through `dismissLayers`, every stack popped through `popStack`. Four
// transitions of a single event write it out instead (push, unwind, present above, dismiss of a
// bare top layer): events made from their one event, rather than appended to empty events,
// take 36 to 46% fewer instructions; each says its figure.

extension Navigator {
  /// Which queued entries a tear-down drops (step 1).
  @usableFromInline
  enum QueueDrop {
    /// None.
    case none
    /// Every one, in queue order.
    case all
    /// The one at an index.
    case one(at: Int)
    /// Every one but those with these ids, in queue order.
    case allBut(Set<EntryID>)
  }

  // MARK: - Tearing down: steps 1 to 3

  /// Takes the navigator down: the queued entries dropped, the layers from `dismissal` up
  /// dismissed, then one stack popped; steps 1 to 3 of the order of events.
  ///
  /// 1. The queued entries `drop` names, in queue order, each reported `dropped`.
  /// 2. The layers from level `dismissal` up, innermost first, each one's pushed entries
  ///    reported `popped` (top first) before the layer is reported `dismissed` for `reason`.
  /// 3. The stack at `popping.level` popped down to `popping.position`, top first. Position
  ///    `-1` (at level 0, with every layer gone) pops the window's root too, reported last; the
  ///    build-up that follows must then give a new root.
  ///
  /// - Complexity: O(q + k): q the queued entries looked at, k the entries removed.
  @inlinable @inline(__always)
  mutating func tearDown(
    dropping drop: QueueDrop = .none, dismissingFrom dismissal: Int = .max,
    reason: DismissReason = .programmatic, popping: (level: Int, position: Int)? = nil,
    into events: inout Events
  ) {
    switch drop {
    case .none: break
    case .all: _queue.removeAll { events.append(.dropped($0)) }
    case .one(let index): events.append(.dropped(_queue.remove(at: index)._entry))
    case .allBut(let kept): _queue.removeAll(except: kept) { events.append(.dropped($0)) }
    }
    if topLevel >= dismissal { dismissLayers(from: dismissal, reason: reason, into: &events) }
    guard let (level, position) = popping else { return }
    popStack(at: level, above: max(position, 0), into: &events)
    if position < 0 { events.append(.popped(_stack._root)) }
  }

  // MARK: - Building up: steps 4 and 5

  /// Builds the navigator up from what a tear-down left: a new root, pushes and presentations,
  /// then the queue's turn; steps 4 and 5 of the order of events.
  ///
  /// 4. Bottom up: `root` as the window's new root, reported `pushed`; `entries` pushed on the
  ///    stack at `level`, each reported `pushed`; then each of `layers` presented on top,
  ///    reported `presented` before the entries pushed inside it.
  /// 5. The queue's turn: due only once fewer layers are up than its head waits below, which
  ///    only the dismissals of a tear-down bring about; heads the top layer already shows are
  ///    dropped, then at most one is presented.
  ///
  /// The entries carry their ids: a transition makes them (``makeEntry(_:)``,
  /// ``makeEntries(_:)``, ``makeLayers(_:)``) in the order they are reported, so ids are handed
  /// out bottom up.
  ///
  /// - Complexity: O(n) in the entries added, plus O(q) for the queue's turn.
  @inlinable @inline(__always)
  mutating func buildUp(
    root: RouteEntry<Route>? = nil,
    pushing entries: some Sequence<RouteEntry<Route>>, atLevel level: Int,
    presenting layers: some Sequence<ModalLayer<Route>>,
    into events: inout Events
  ) {
    if let root {
      _stack._root = root
      events.append(.pushed(root))
    }
    for entry in entries {
      withStack(atLevel: level) { $0._path.append(entry) }
      events.append(.pushed(entry))
    }
    for layer in layers {
      events.append(.presented(layer.entry, layer._presentation))
      for entry in layer._stack._path { events.append(.pushed(entry)) }
      _layers.append(layer)
    }
    if !_queue.isEmpty { presentQueueHeadIfDue(into: &events) }
  }

  /// A build-up with pushes and no layers.
  @inlinable
  mutating func buildUp(
    pushing entries: some Sequence<RouteEntry<Route>>, atLevel level: Int,
    into events: inout Events
  ) {
    buildUp(
      pushing: entries, atLevel: level, presenting: EmptyCollection<ModalLayer<Route>>(),
      into: &events)
  }

  /// A build-up with nothing to add: the queue's turn alone, after a tear-down that dismissed.
  @inlinable
  mutating func buildUp(into events: inout Events) {
    buildUp(
      pushing: EmptyCollection<RouteEntry<Route>>(), atLevel: topLevel,
      presenting: EmptyCollection<ModalLayer<Route>>(), into: &events)
  }

  // MARK: - Shared steps

  /// Dismisses the layers from `level` up, innermost first, each one's pushes popped before it.
  ///
  /// A layer's pushed entries leave with it: their storage becomes the run of pops, as it is.
  ///
  /// - Complexity: O(l) in the layers dismissed, whatever the entries pushed inside them.
  @inlinable
  mutating func dismissLayers(from level: Int, reason: DismissReason, into events: inout Events) {
    while topLevel >= level {
      let layer = _layers.removeLast()
      let path = layer._stack._path
      events.append(popped: path[path.indices])
      events.append(.dismissed(layer.entry, reason: reason))
    }
  }

  /// Pops the stack at a level down to `position`, reporting each entry top first.
  ///
  /// One entry is reported as its own event. Several are reported as a run
  /// (``Events/append(popped:)``), for the cost of copying whichever part of the stack is
  /// smaller: the entries that stay (the run keeps the storage) or those that go.
  ///
  /// - Complexity: O(min(k, d - k)) for k entries popped from a stack d deep: O(1) to empty a
  ///   stack, and O(1) amortized to pop one entry.
  @inlinable
  mutating func popStack(at level: Int, above position: Int, into events: inout Events) {
    let count = levelDepth(level) - position
    guard count > 1 else {
      if count == 1 { events.append(popping: withStack(atLevel: level) { $0._path.removeLast() }) }
      return
    }
    events.append(popped: withStack(atLevel: level) { $0.removeRun(above: position) })
  }

  /// Presents the queue's head once fewer layers than its level are up.
  ///
  /// What is on top by then may be the very presentation the head asks for: showing it again
  /// would be the double presentation `present` refuses, so that head is dropped instead and
  /// the next one gets its turn.
  @inlinable
  mutating func presentQueueHeadIfDue(into events: inout Events) {
    while let head = _queue.removeHeadIfDue(topLevel: topLevel) {
      if let top = _layers.indices.last,
        _layers[top].shows(head._entry._route, as: head.presentation)
      {
        events.append(.dropped(head._entry))
        continue
      }
      _layers.append(ModalLayer(entry: head._entry, presentation: head.presentation))
      _queue.headShown(topLevel: topLevel)
      events.append(.presented(head._entry, head.presentation))
      return
    }
  }

  /// New entries for routes, with the next ids in order; the counter moves past them at once.
  ///
  /// The entries are made as they are read, so a build-up takes them without an array.
  @inlinable
  mutating func makeEntries(_ routes: ArraySlice<Route>) -> NewEntries<Route> {
    let first = _nextID
    _nextID = EntryID(rawValue: first.rawValue + UInt64(routes.count))
    return NewEntries(routes: routes, first: first)
  }

  /// New layers for a destination's layers, each with its pushes, ids handed out in the order
  /// a build-up reports them: a layer's entry, then the entries pushed inside it.
  @inlinable
  mutating func makeLayers(
    _ layers: ArraySlice<Destination<Route>.Layer>
  ) -> [ModalLayer<Route>] {
    layers.isEmpty ? [] : makeLayers(some: layers)
  }

  /// ``makeLayers(_:)`` for at least one layer.
  @inlinable
  mutating func makeLayers(
    some layers: ArraySlice<Destination<Route>.Layer>
  ) -> [ModalLayer<Route>] {
    var made: [ModalLayer<Route>] = []
    made.reserveCapacity(layers.count)
    for layer in layers {
      let entry = makeEntry(layer.route)
      let path = Array(makeEntries(layer.path[layer.path.startIndex...]))
      made.append(ModalLayer(entry: entry, presentation: layer.presentation, path: path))
    }
    return made
  }
}

/// Entries made for routes as they are read, with ids counted up from a first one: what
/// ``Navigator/makeEntries(_:)`` returns.
@usableFromInline
struct NewEntries<Route: Hashable & Sendable>: Sequence, IteratorProtocol {
  /// The routes still to be read.
  @usableFromInline var routes: ArraySlice<Route>
  /// The id of the next entry.
  @usableFromInline var nextID: EntryID

  @inlinable
  init(routes: ArraySlice<Route>, first: EntryID) {
    self.routes = routes
    self.nextID = first
  }

  @inlinable
  mutating func next() -> RouteEntry<Route>? {
    guard let route = routes.popFirst() else { return nil }
    defer { nextID = EntryID(rawValue: nextID.rawValue + 1) }
    return RouteEntry(id: nextID, route: route)
  }
}
