/// Where to go, in routes and without ids: the target of ``Navigator/apply(_:)`` and of deep links.
///
/// A destination names the window's root route, the routes pushed on it, and each presented
/// layer with its route, presentation and pushed routes, from the bottom up. Only a navigator
/// hands out ids, so a destination carries none: applying it keeps the entries that already
/// match and creates the rest.
///
/// ```swift
/// let link = Destination(
///   root: Tab.hotels, path: [.list, .detail(42)],
///   layers: [.init(.reservations, as: .sheet(detents: [.large]), path: [.dates])])
/// ```
public struct Destination<Route: Hashable & Sendable>: Hashable, Sendable {
  /// One presented layer of a destination.
  public struct Layer: Hashable, Sendable {
    /// The presented route: the root of the layer's stack.
    public var route: Route
    /// How the layer shows.
    public var presentation: Presentation
    /// The routes pushed inside the layer, from the bottom up.
    public var path: [Route]

    /// Creates a layer of a destination: a route presented as `presentation`, with `path`
    /// pushed inside it.
    public init(_ route: Route, as presentation: Presentation, path: [Route] = []) {
      self.route = route
      self.presentation = presentation
      self.path = path
    }
  }

  /// The window's root route.
  public var root: Route
  /// The routes pushed on the window's stack, from the bottom up.
  public var path: [Route]
  /// The presented layers, from the bottom up.
  public var layers: [Layer]

  /// Creates a destination.
  public init(root: Route, path: [Route] = [], layers: [Layer] = []) {
    self.root = root
    self.path = path
    self.layers = layers
  }

  /// The pushed routes at a level: `0` is ``path``, `k` the path of the k-th layer.
  @usableFromInline
  func path(atLevel level: Int) -> [Route] {
    level == 0 ? path : layers[level - 1].path
  }

  /// The number of entries the destination describes, roots included.
  @usableFromInline package var entryCount: Int {
    1 + path.count + layers.reduce(0) { $0 + 1 + $1.path.count }
  }

  /// Checks that every layer can stand, bottom up, as ``Presentation/layerProblem(depth:)``
  /// judges it: its presentation is valid, and nothing is pushed inside an alert or a
  /// confirmation dialog.
  ///
  /// - Throws: ``RejectionReason/invalidPresentation(_:)`` or
  ///   ``RejectionReason/layerNotNavigable`` for the lowest layer that fails.
  /// - Complexity: O(n) in the layers, plus the validation of each presentation.
  public func check() throws(RejectionReason) {
    for layer in layers {
      if let problem = layer.presentation.layerProblem(depth: layer.path.count) {
        throw RejectionReason(problem)
      }
    }
  }
}

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension Destination: CustomStringConvertible {
    /// The routes level by level, such as `[hotels, list, detail(42)] > sheet [reservations]`.
    public var description: String {
      var text = "[" + ([root] + path).map { "\($0)" }.joined(separator: ", ") + "]"
      for layer in layers {
        let routes = ([layer.route] + layer.path).map { "\($0)" }.joined(separator: ", ")
        text += " > \(layer.presentation.styleName) [\(routes)]"
      }
      return text
    }
  }
#endif

extension Navigator {
  /// Where this navigator is, without ids; applying it keeps every entry and every id.
  ///
  /// The queue is not part of a destination, so applying it to a navigator with an empty queue
  /// returns `[]` and changes nothing, while a non-empty queue is emptied (each entry reported
  /// ``Event/dropped(_:)``), as ``apply(_:)`` always does.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var destination: Destination<Route> {
    Destination(
      root: stack.root.route,
      path: stack.routes,
      layers: layers.map { .init($0.entry.route, as: $0.presentation, path: $0.stack.routes) }
    )
  }

  // MARK: - Apply

  /// Makes the navigator show exactly `destination`, in one transition.
  ///
  /// Entries that already match keep their ids: the window's root, the common prefix of each
  /// stack, and each layer whose route is equal and whose presentation is equivalent
  /// (``Presentation/isEquivalent(to:)``) to the destination's at the same level, as long as
  /// everything beneath it matched completely: every lower stack's pushed routes equal to the
  /// destination's path there, and every lower layer kept. A kept sheet stays at the detent the
  /// user left it at. A kept layer whose own path differs keeps the common prefix of its path,
  /// and every layer above it is dismissed and presented again, even one that matches. The
  /// queue is emptied. When the root route differs, everything is replaced, root included.
  ///
  /// Events: queued entries dropped, layers dismissed innermost first (reason
  /// ``DismissReason/programmatic``), pops top first, then pushes and presentations bottom up.
  /// Applying the current destination with an empty queue returns `[]`.
  ///
  /// - Returns: The events of the difference, or a rejection:
  ///   ``RejectionReason/invalidPresentation(_:)`` for a layer that cannot be shown,
  ///   ``RejectionReason/layerNotNavigable`` for a path inside an alert or dialog,
  ///   ``RejectionReason/idsExhausted``.
  /// - Complexity: O(m + d), where m is the number of entries compared before the first
  ///   difference and d the number of entries removed and created.
  @inlinable
  @discardableResult
  public mutating func apply(_ destination: Destination<Route>) -> Events {
    send(.apply(destination))
  }

  @inlinable
  func checkApply(_ destination: Destination<Route>) throws(RejectionReason) -> Target {
    try destination.check()
    guard _stack._root._route == destination.root else {
      guard canCreate(destination.entryCount) else { throw .idsExhausted }
      return .none
    }
    let (level, position) = firstDifference(from: destination)
    let creates = entriesToCreate(destination, level: level, position: position)
    if creates == 0, level == topLevel, position == levelDepth(level), _queue.isEmpty {
      return .unchanged
    }
    guard canCreate(creates) else { throw .idsExhausted }
    return .place(level: level, position: position)
  }

  @inlinable
  mutating func performApply(_ destination: Destination<Route>, _ target: Target) -> Events {
    if case .unchanged = target { return [] }
    guard case .place(let level, let position) = target else { return rebuild(destination) }
    var events = Events()
    tearDown(
      dropping: .all, dismissingFrom: level + 1, popping: (level, position), into: &events)
    let pushes = makeEntries(destination.path(atLevel: level)[position...])
    let layers = makeLayers(destination.layers[level...])
    buildUp(pushing: pushes, atLevel: level, presenting: layers, into: &events)
    return events
  }

  // MARK: - Reset

  /// Starts over from a new root: everything is removed and `route` becomes the window's root.
  ///
  /// Events: queued entries dropped, layers dismissed innermost first (reason
  /// ``DismissReason/programmatic``), the window's pushed entries popped top first, the old
  /// root popped, the new root pushed with a new id. Reset always applies, even to a navigator
  /// that already shows only `route`.
  ///
  /// - Returns: The events, or ``RejectionReason/idsExhausted``.
  /// - Complexity: O(n) in the number of entries removed.
  @discardableResult
  public mutating func reset(_ route: Route) -> Events { send(.reset(route)) }

  @inlinable
  func checkReset() throws(RejectionReason) -> Target {
    guard canCreate(1) else { throw .idsExhausted }
    return .none
  }

  // MARK: - Shared steps

  /// The level and stack position up to which the navigator already matches the destination.
  ///
  /// Everything at or below `position` in stack `level`, and every stack beneath it, matches.
  @inlinable
  func firstDifference(from destination: Destination<Route>) -> (Int, Int) {
    var level = 0
    var position = matchingPrefix(of: destination, atLevel: 0)
    while position == levelDepth(level),
      position == destination.path(atLevel: level).count,
      level < topLevel, level < destination.layers.count,
      _layers[level].shows(
        destination.layers[level].route, as: destination.layers[level].presentation)
    {
      level += 1
      position = matchingPrefix(of: destination, atLevel: level)
    }
    return (level, position)
  }

  /// How many pushed routes at the start of a level's stack equal the destination's.
  @inlinable
  func matchingPrefix(of destination: Destination<Route>, atLevel level: Int) -> Int {
    let current = levelStack(level)
    let path = destination.path(atLevel: level)
    var position = 0
    while position < current.depth, position < path.count,
      current._path[position]._route == path[position]
    {
      position += 1
    }
    return position
  }

  @inlinable
  func entriesToCreate(_ destination: Destination<Route>, level: Int, position: Int) -> Int {
    let path = destination.path(atLevel: level)
    return path.count - position
      + destination.layers[level...].reduce(0) { $0 + 1 + $1.path.count }
  }

  /// Removes everything, root included, and builds `destination` with new ids.
  @inlinable
  mutating func rebuild(_ destination: Destination<Route>) -> Events {
    var events = Events()
    tearDown(dropping: .all, dismissingFrom: 1, popping: (0, -1), into: &events)
    let root = makeEntry(destination.root)
    let pushes = makeEntries(destination.path[0...])
    let layers = makeLayers(destination.layers[0...])
    buildUp(root: root, pushing: pushes, atLevel: 0, presenting: layers, into: &events)
    return events
  }
}
