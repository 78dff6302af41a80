/// The whole presentation state of one window: a stack, the layers presented over it, and a queue.
///
/// ```
/// Navigator<Route>
///  ├─ stack: RouteStack    root entry + pushed entries        level 0
///  ├─ modal: ModalSlot     presented layers, bottom to top    levels 1...n
///  │    └─ ModalLayer      presentation + its own stack, whose root is the presented entry
///  └─ queue                presentations waiting for the layers above to go
/// ```
///
/// A navigator changes only through ``send(_:)`` (or the named method for each action), which
/// applies one action atomically and returns the ``Event``s it caused. Every action in every
/// state returns: one that cannot apply changes nothing and returns a single
/// ``Event/rejected(_:reason:)``.
///
/// Levels number the stacks from the bottom: level 0 is ``stack``, level k the stack of the k-th
/// presented layer. Navigation actions act on the topmost level, the one the user sees.
public struct Navigator<Route: Hashable & Sendable>: Hashable, Sendable {
  // Why the stored state sits behind `@usableFromInline` storage and the hot transitions are
  // `@inlinable`: `Route` is the app's type, so without inlining every call from the app runs
  // the unspecialized generic code, which spent most of a push looking up generic metadata
  // (about 400 ns per push against 23 ns specialized; see the Performance section of the
  // README and `swift run -c release modalkit-bench`). Inlinable code cannot use an internal
  // setter, so it mutates the `_name` storage; everything else keeps using the properties.

  /// The window's own stack, beneath every presented layer.
  public internal(set) var stack: RouteStack<Route> {
    get { _stack }
    _modify { yield &_stack }
  }

  /// Storage behind ``stack``, which inlinable transitions mutate directly.
  @usableFromInline var _stack: RouteStack<Route>

  /// The layers presented over ``stack``.
  public internal(set) var modal: ModalSlot<Route> {
    get { _modal }
    _modify { yield &_modal }
  }

  /// Storage behind ``modal``, which inlinable transitions mutate directly.
  @usableFromInline var _modal: ModalSlot<Route>

  /// Presentations waiting for the layers above them to go.
  public internal(set) var queue: PresentationQueue<Route> {
    get { _queue }
    _modify { yield &_queue }
  }

  /// Storage behind ``queue``, which inlinable transitions mutate directly.
  @usableFromInline var _queue: PresentationQueue<Route>

  /// The id the next new entry will get; every id in the navigator is below it.
  public internal(set) var nextID: EntryID {
    get { _nextID }
    _modify { yield &_nextID }
  }

  /// Storage behind ``nextID``, which inlinable transitions mutate directly.
  @usableFromInline var _nextID: EntryID

  /// Creates a navigator showing one root screen, with nothing presented.
  ///
  /// The root gets id `#0`.
  public init(root: Route) {
    self._stack = RouteStack(root: RouteEntry(id: EntryID(rawValue: 0), route: root))
    self._modal = ModalSlot()
    self._queue = PresentationQueue()
    self._nextID = EntryID(rawValue: 1)
  }
}

// MARK: - Reading the state

extension Navigator {
  /// The entry the user sees: the top of the topmost layer's stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var top: RouteEntry<Route> { topStack.top }

  /// The topmost presented layer, or `nil` when nothing is presented.
  @inlinable
  public var topLayer: ModalLayer<Route>? { _modal.top }

  /// Whether any layer is presented; derived from ``modal``.
  @inlinable
  public var isPresenting: Bool { !_modal.isEmpty }

  /// The level of the topmost stack: `0` when nothing is presented.
  @inlinable
  public var topLevel: Int { _modal._layers.count }

  /// The stack at a level: `0` is ``stack``, `k` the stack of the k-th presented layer.
  ///
  /// - Precondition: `level` is in `0...topLevel`.
  @inlinable
  public func stack(atLevel level: Int) -> RouteStack<Route> {
    level == 0 ? _stack : _modal._layers[level - 1]._stack
  }

  /// The stack of the topmost level.
  @inlinable
  public var topStack: RouteStack<Route> { stack(atLevel: topLevel) }

  /// The entry with this id, whether in a stack or waiting in the queue.
  ///
  /// - Complexity: O(n) in the number of entries above it, or in all entries when absent.
  public func entry(_ id: EntryID) -> RouteEntry<Route>? {
    if let (level, position) = locate(id) { return stack(atLevel: level)[position] }
    return queue.items.first { $0.entry.id == id }?.entry
  }

  /// Every entry in the stacks, level by level from the bottom, then the queued ones.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var allEntries: [RouteEntry<Route>] {
    var entries = Array(stack)
    for layer in modal.layers { entries.append(contentsOf: layer.stack) }
    entries.append(contentsOf: queue.items.map(\.entry))
    return entries
  }
}

// MARK: - Internal helpers

extension Navigator {
  /// Where the entry with this id stands, searching from the top level down.
  ///
  /// - Complexity: O(k), where k is the number of entries above it (all of them when absent).
  @inlinable
  func locate(_ id: EntryID) -> (level: Int, position: Int)? {
    var level = topLevel
    while level >= 0 {
      if let position = stack(atLevel: level).position(of: id) { return (level, position) }
      level -= 1
    }
    return nil
  }

  /// Runs `body` on the stack at a level, in place.
  @inlinable
  mutating func withStack<Result>(
    atLevel level: Int, _ body: (inout RouteStack<Route>) -> Result
  ) -> Result {
    if level == 0 { return body(&_stack) }
    return body(&_modal._layers[level - 1]._stack)
  }

  /// Whether `count` more ids can be handed out.
  @inlinable
  func canCreate(_ count: Int) -> Bool {
    UInt64.max - _nextID.rawValue >= UInt64(count)
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

extension Navigator: CustomStringConvertible {
  /// The stacks level by level, such as `[inbox, thread(7)] > sheet [settings]`.
  public var description: String {
    var text = stack.description
    for layer in modal.layers {
      text += " > \(layer.presentation.styleName) \(layer.stack)"
    }
    if !queue.isEmpty {
      text += " queued " + queue.items.map { "\($0.entry.route)" }.joined(separator: ", ")
    }
    return text
  }
}
