/// The whole presentation state of one window: a stack, the layers presented over it, and a queue.
///
/// ```
/// Navigator<Route>
///  ├─ stack: RouteStack    root entry + pushed entries        level 0
///  ├─ layers: [ModalLayer] presented layers, bottom to top   levels 1...n
///  │    each one           presentation + its own stack, whose root is the presented entry
///  └─ queue                presentations waiting for the layers above to go
/// ```
///
/// A navigator changes only through ``send(_:)`` (or the named method for each action), which
/// applies one action atomically and returns the ``Event``s it caused. Every action in every
/// state returns: one that cannot apply changes nothing and returns a single
/// ``Event/rejected(_:reason:)``.
///
/// Levels number the stacks from the bottom: level 0 is ``stack``, level k the stack of the k-th
/// presented layer. Navigation actions act on the topmost level, the one the user sees, unless
/// they are sent from a screen with ``send(_:from:)``.
public struct Navigator<Route: Hashable & Sendable>: Hashable, Sendable {
  // The stored state is `@usableFromInline` storage behind get-only views, and the transitions
  // are `@inlinable`: `Route` is the app's type, and only inlinable code is specialized for it
  // in the app's module (see Tests/Benchmarks/README.md). Inlinable code cannot call an internal
  // setter, so every transition mutates the storage.

  /// Storage behind ``stack``.
  @usableFromInline var _stack: RouteStack<Route>

  /// Storage behind ``layers``.
  @usableFromInline var _layers: [ModalLayer<Route>]

  /// Storage behind ``queue``.
  @usableFromInline var _queue: PresentationQueue<Route>

  /// Storage behind ``nextID``.
  @usableFromInline var _nextID: EntryID

  /// Creates a navigator showing one root screen, with nothing presented.
  ///
  /// The root gets id `#0`.
  public init(root: Route) {
    self._stack = RouteStack(root: RouteEntry(id: 0, route: root))
    self._layers = []
    self._queue = PresentationQueue()
    self._nextID = 1
  }

  /// Creates a navigator that already shows a destination: an app launching with a sheet up.
  ///
  /// Ids are handed out from `#0` in the order ``apply(_:)`` would report the entries: the
  /// root, its pushes bottom up, then each layer and its pushes.
  ///
  /// - Throws: ``RejectionReason/invalidPresentation(_:)`` for a layer that cannot be shown,
  ///   ``RejectionReason/layerNotNavigable`` for a path inside an alert or dialog.
  /// - Complexity: O(n) in the number of entries.
  public init(_ destination: Destination<Route>) throws(RejectionReason) {
    try destination.check()
    self.init(root: destination.root)
    let pushes = makeEntries(destination.path[0...])
    let layers = makeLayers(destination.layers[0...])
    var ignored = Events()
    buildUp(pushing: pushes, atLevel: 0, presenting: layers, into: &ignored)
  }

  /// Creates a navigator from its parts, after checking every rule a navigator keeps.
  ///
  /// For expected whole states in tests and for saved state: the window's stack, the layers
  /// presented over it bottom first, and the queue, checked with ``invariantViolations()``; the
  /// first violation is thrown. The navigator hands out new ids from `nextID` on.
  ///
  /// - Throws: The first ``InvariantViolation`` of the parts.
  /// - Complexity: O(n) in the number of entries.
  public init(
    stack: RouteStack<Route>, layers: [ModalLayer<Route>] = [],
    queue: PresentationQueue<Route> = PresentationQueue(), nextID: EntryID
  ) throws(InvariantViolation) {
    self._stack = stack
    self._layers = layers
    self._queue = queue
    self._nextID = nextID
    if let violation = invariantViolations().first { throw violation }
  }
}

extension Navigator {
  /// Creates a navigator from parts already known to keep every rule, such as the parts of a
  /// sound navigator with their routes transformed; nothing is checked.
  @usableFromInline
  init(
    checked stack: RouteStack<Route>, layers: [ModalLayer<Route>],
    queue: PresentationQueue<Route>, nextID: EntryID
  ) {
    self._stack = stack
    self._layers = layers
    self._queue = queue
    self._nextID = nextID
  }
}

// MARK: - Reading the state

extension Navigator {
  /// The window's own stack, beneath every presented layer.
  @inlinable
  public var stack: RouteStack<Route> { _stack }

  /// The layers presented over ``stack``, from the bottom (presented over the window's stack)
  /// to the top, the one the user sees; empty when nothing is presented.
  ///
  /// The layers nest: each is presented over the one beneath it. They are stored flat, so the
  /// topmost layer, where navigation happens, is one step away, not one step per level.
  @inlinable
  public var layers: [ModalLayer<Route>] { _layers }

  /// Presentations waiting for the layers above them to go.
  @inlinable
  public var queue: PresentationQueue<Route> { _queue }

  /// The id the next new entry will get; every id in the navigator is below it.
  @inlinable
  public var nextID: EntryID { _nextID }

  /// The entry the user sees: the top of the topmost layer's stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var top: RouteEntry<Route> { levelStack(topLevel).top }

  /// The topmost presented layer, or `nil` when nothing is presented.
  @inlinable
  public var topLayer: ModalLayer<Route>? { _layers.last }

  /// Whether any layer is presented; derived from ``layers``, never kept beside them.
  @inlinable
  public var isPresenting: Bool { !_layers.isEmpty }

  /// The level of the topmost stack: `0` when nothing is presented.
  @inlinable
  public var topLevel: Int { _layers.count }

  /// The layer at a level: `k` is the k-th presented layer, whose stack is
  /// ``stack(atLevel:)`` `k`; `nil` outside `1...topLevel`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func layer(atLevel level: Int) -> ModalLayer<Route>? {
    guard level >= 1, level <= topLevel else { return nil }
    return _layers[level - 1]
  }

  /// The stack at a level: `0` is ``stack``, `k` the stack of the k-th presented layer; `nil`
  /// outside `0...topLevel`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func stack(atLevel level: Int) -> RouteStack<Route>? {
    guard level >= 0, level <= topLevel else { return nil }
    return levelStack(level)
  }

  /// The stack of the topmost level.
  @inlinable
  public var topStack: RouteStack<Route> { levelStack(topLevel) }

  /// The entry with this id, whether in a stack or waiting in the queue.
  ///
  /// - Complexity: O(n) in the number of entries above it, or in all entries when absent.
  public func entry(_ id: EntryID) -> RouteEntry<Route>? {
    if let (level, position) = locate(id) { return levelStack(level)[position] }
    return _queue.index(of: id).map { _queue._items[$0]._entry }
  }

  /// The topmost entry on screen, in any level, that matches: searched from the visible top
  /// down to the window's root.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  public func lastEntry(where matches: (RouteEntry<Route>) -> Bool) -> RouteEntry<Route>? {
    var level = topLevel
    while level >= 0 {
      let stack = levelStack(level)
      if let position = stack.lastPosition(where: matches) { return stack[position] }
      level -= 1
    }
    return nil
  }

  /// Every entry in the stacks, level by level from the bottom, then the queued ones.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var allEntries: [RouteEntry<Route>] {
    var entries = Array(_stack)
    for layer in _layers { entries.append(contentsOf: layer._stack) }
    entries.append(contentsOf: _queue._items.map { $0._entry })  // No key path: Embedded.
    return entries
  }
}

// MARK: - Internal helpers

extension Navigator {
  /// The stack at a level that exists, in `0...topLevel`.
  @inlinable
  func levelStack(_ level: Int) -> RouteStack<Route> {
    level == 0 ? _stack : _layers[level - 1]._stack
  }

  /// The route of the entry at a level and position that exist, read in place.
  @inlinable
  func route(atLevel level: Int, position: Int) -> Route {
    if level == 0 {
      return position == 0 ? _stack._root._route : _stack._path[position - 1]._route
    }
    return position == 0
      ? _layers[level - 1]._stack._root._route
      : _layers[level - 1]._stack._path[position - 1]._route
  }

  /// Where the entry with this id stands, searching from the top level down.
  ///
  /// Each stack is read in place, not copied out of the navigator.
  ///
  /// - Complexity: That of `RouteStack.position(of:)` in each level from the top down to the
  ///   entry's: O(1) for the top of a level, O(log d) deep in a stack whose ids increase, O(k)
  ///   for the k entries above it otherwise (all of them when absent).
  @inlinable
  func locate(_ id: EntryID) -> (level: Int, position: Int)? {
    var level = topLevel
    while level > 0 {
      if let position = _layers[level - 1]._stack.position(of: id) {
        return (level, position)
      }
      level -= 1
    }
    return _stack.position(of: id).map { (0, $0) }
  }

  /// Runs `body` on the stack at a level, in place.
  @inlinable
  mutating func withStack<Result>(
    atLevel level: Int, _ body: (inout RouteStack<Route>) -> Result
  ) -> Result {
    if level == 0 { return body(&_stack) }
    return body(&_layers[level - 1]._stack)
  }

  /// Whether `count` more ids can be handed out below ``EntryID/limit``.
  @inlinable
  func canCreate(_ count: Int) -> Bool {
    let limit = EntryID.limit.rawValue
    return _nextID.rawValue <= limit && limit - _nextID.rawValue >= UInt64(count)
  }

  /// A new entry with the next id; callers check ``canCreate(_:)`` first.
  @inlinable
  mutating func makeEntry(_ route: Route) -> RouteEntry<Route> {
    let entry = RouteEntry(id: _nextID, route: route)
    _nextID = EntryID(rawValue: _nextID.rawValue + 1)
    return entry
  }
}

// MARK: - Description

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension Navigator: CustomStringConvertible {
    /// The stacks level by level with their ids, then the queue, such as
    /// `[inbox#0, thread(7)#1] > sheet [settings#2] queued [profile#3]`.
    public var description: String {
      var text = _stack.description
      for layer in _layers {
        text += " > \(layer._presentation.styleName) \(layer._stack)"
      }
      if !_queue.isEmpty {
        text += " queued [" + _queue._items.map(\._entry.description).joined(separator: ", ") + "]"
      }
      return text
    }
  }
#endif
