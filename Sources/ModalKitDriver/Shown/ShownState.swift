import ModalKit

/// What a host shows of a navigator, as the driver knows it: the window's stack and the layers
/// presented over it, each with its phase.
///
/// ```
/// ShownState<Route>
///  ├─ stack: RouteStack      the window's stack as shown                 level 0
///  └─ layers: [ShownLayer]   presented layers, bottom to top, each with  levels 1...n
///                            its presentation, stack and LayerPhase
/// ```
///
/// A ``PresentationDriver`` changes it when it hands out a step, so it always says what the
/// host should be drawing: a layer being presented is here (``LayerPhase/presenting``), a
/// layer being dismissed stays here (``LayerPhase/dismissing(_:)``) until the host says it is
/// gone, and a stack shows the path it was last given. A host that draws from it, as a
/// SwiftUI adapter does, reads the queries below; a host that acts on steps, as a UIKit one
/// does, can ignore it.
public struct ShownState<Route: Hashable & Sendable>: Hashable, Sendable {
  // Storage behind get-only views: the driver's transitions, which change it, are `@inlinable`.

  /// Storage behind ``stack``.
  @usableFromInline var _stack: RouteStack<Route>

  /// Storage behind ``layers``.
  @usableFromInline var _layers: [ShownLayer<Route>]

  /// Creates a shown state: for the start of a plan, and for expected values in tests.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(stack: RouteStack<Route>, layers: [ShownLayer<Route>] = []) {
    self._stack = stack
    self._layers = layers
  }

  /// The window's stack as shown: level 0.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var stack: RouteStack<Route> { _stack }

  /// The presented layers as shown, from the bottom to the top, dismissing ones included.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var layers: [ShownLayer<Route>] { _layers }

  /// The level of the topmost layer; `0` when nothing is shown over the window's stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var topLevel: Int { _layers.count }
}

// MARK: - Reading for a host

extension ShownState {
  /// The stack at a level: `0` is the window's, `k` the k-th layer's; `nil` outside
  /// `0...topLevel`.
  ///
  /// This is what a path binding reads: it changes only when the driver hands out a step.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func stack(atLevel level: Int) -> RouteStack<Route>? {
    guard level >= 0, level <= topLevel else { return nil }
    return level == 0 ? _stack : _layers[level - 1]._stack
  }

  /// The layer at a level, in any phase; `nil` outside `1...topLevel`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func layer(atLevel level: Int) -> ShownLayer<Route>? {
    guard level >= 1, level <= topLevel else { return nil }
    return _layers[level - 1]
  }

  /// The layer a presentation binding at this level holds: the layer at the level while it is
  /// presenting or presented, `nil` once it is dismissing or when there is none.
  ///
  /// Writing `nil` to the binding hands the layer to the driver as gone; a layer animating out
  /// keeps its content through ``layer(_:)``, so a view that renders once more after its level
  /// went away still finds it.
  public func presentedLayer(atLevel level: Int) -> ShownLayer<Route>? {
    guard let layer = layer(atLevel: level), layer.phase.isShown else { return nil }
    return layer
  }

  /// The shown layer with this id, in any phase, or `nil` when it is not on screen.
  ///
  /// - Complexity: O(n) in the number of layers.
  public func layer(_ id: EntryID) -> ShownLayer<Route>? {
    level(of: id).map { layers[$0 - 1] }
  }

  /// The level of the shown layer with this id.
  ///
  /// - Complexity: O(n) in the number of layers.
  @inlinable
  public func level(of id: EntryID) -> Int? {
    var index = 0
    while index < _layers.count {
      if _layers[index].id == id { return index + 1 }
      index += 1
    }
    return nil
  }

  /// The lowest level that takes input: a layer on screen blocks the levels beneath it as
  /// `ModalLayer.blocksInput(in:)` says, whatever its phase, so nothing beneath a sheet takes
  /// a tap while the sheet comes up or goes.
  ///
  /// - Parameter container: Resolves detent heights; `nil` judges without geometry.
  /// - Returns: A level in `0...topLevel`.
  /// - Complexity: O(n) in the number of layers.
  public func lowestInteractiveLevel(in container: LayoutContainer? = nil) -> Int {
    var level = topLevel
    while level > 0, !layers[level - 1].modalLayer.blocksInput(in: container) {
      level -= 1
    }
    return level
  }

  /// The screen an action drawn at a level is sent from: the top of that level's stack.
  ///
  /// Pass it to `Navigator.send(_:from:)`: a button drawn at level 0 beneath an undimmed
  /// sheet then acts on level 0, not on the sheet's stack.
  public func screen(atLevel level: Int) -> EntryID? {
    stack(atLevel: level)?.top.id
  }

  /// What a path binding's write means: the user went back to an entry of the shown path, or
  /// nothing the driver needs to hear (a write that pushes or keeps the path).
  ///
  /// SwiftUI writes a shorter path when the user taps the back button or swipes back; pushes
  /// go through the navigator, never through the binding.
  ///
  /// - Parameters:
  ///   - path: The entries the binding was given, bottom first.
  ///   - level: The level whose stack the binding shows.
  /// - Returns: ``UserEvent/popped(to:)`` the new top when `path` is a shorter prefix of the
  ///   shown path, `nil` otherwise.
  public func userEvent(settingPath path: [RouteEntry<Route>], atLevel level: Int) -> UserEvent? {
    guard let shown = stack(atLevel: level), path.count < shown.depth,
      path.map(\.id) == shown.path.prefix(path.count).map(\.id)
    else { return nil }
    return .popped(to: path.last?.id ?? shown.root.id)
  }

  /// Whether the host shows exactly what the navigator holds: the same stacks with the same
  /// entries, the same layers with the same presentations and detents, each presented.
  ///
  /// - Complexity: O(n) in the number of entries.
  package func matches(_ navigator: Navigator<Route>) -> Bool {
    matches(navigator, belowLevel: navigator.topLevel + 1)
  }

  /// Whether the host shows exactly what the navigator holds beneath a level: the window's
  /// stack and the navigator's layers below `level`, and no other layer.
  ///
  /// - Complexity: O(n) in the number of entries.
  package func matches(_ navigator: Navigator<Route>, belowLevel level: Int) -> Bool {
    let count = min(max(level - 1, 0), navigator.layers.count)
    guard stack == navigator.stack, layers.count == count else { return false }
    return zip(layers, navigator.layers.prefix(count)).allSatisfy { shown, layer in
      shown.phase == .presented && shown.stack == layer.stack
        && shown.presentation == layer.presentation
    }
  }
}

// MARK: - Changes the driver makes

extension ShownState {
  /// The state once every change under way has finished: presenting layers presented, and
  /// the lowest dismissing layer gone with everything above it.
  ///
  /// - Complexity: O(l) in the layers; no stack is copied.
  @inlinable
  var settled: ShownState {
    var result = self
    var index = 0
    while index < result._layers.count {
      if result._layers[index]._phase.reason != nil {
        result._layers.removeSubrange(index...)
        break
      }
      if result._layers[index]._phase != .presented { result._layers[index]._phase = .presented }
      index += 1
    }
    return result
  }

  /// Replaces the stack at a level that exists.
  @inlinable
  mutating func setStack(_ newStack: RouteStack<Route>, atLevel level: Int) {
    if level == 0 {
      _stack = newStack
    } else {
      _layers[level - 1]._stack = newStack
    }
  }

  /// Gives shown entries the navigator's routes, comparing every entry; whether any changed.
  ///
  /// A route changed in place animates nothing, so it is not a step.
  ///
  /// - Complexity: O(n) in the number of entries.
  @usableFromInline
  mutating func refreshRoutes(from navigator: Navigator<Route>) -> Bool {
    var routes: [EntryID: Route] = [:]
    for entry in navigator.allEntries { routes[entry.id] = entry.route }
    var changed = false
    for level in 0...topLevel {
      withEntries(atLevel: level) { root, path in
        if let route = routes[root.id], route != root.route {
          root = RouteEntry(id: root.id, route: route)
          changed = true
        }
        for index in path.indices {
          if let route = routes[path[index].id], route != path[index].route {
            path[index] = RouteEntry(id: path[index].id, route: route)
            changed = true
          }
        }
      }
    }
    return changed
  }

  /// Gives the shown entry with this id a new route; whether it is shown.
  ///
  /// - Complexity: O(k) for the k entries above it, searched from the top.
  @usableFromInline
  mutating func setRoute(_ route: Route, of id: EntryID) -> Bool {
    var level = topLevel
    while level >= 0 {
      if let stack = stack(atLevel: level), let position = stack.firstIndex(where: { $0.id == id })
      {
        withEntries(atLevel: level) { root, path in
          if position == 0 {
            root = RouteEntry(id: id, route: route)
          } else {
            path[position - 1] = RouteEntry(id: id, route: route)
          }
        }
        return true
      }
      level -= 1
    }
    return false
  }

  /// Makes the stack at a level show `target`'s entries, changing only the ones that differ:
  /// the entries above the common part are popped and `target`'s pushed, copied, so the shown
  /// stack never shares storage with the navigator's.
  ///
  /// - Complexity: O(k) for the k entries that differ when compared from the top; O(d) when
  ///   compared whole or when the root changes.
  @inlinable
  mutating func follow(
    _ target: RouteStack<Route>, atLevel level: Int, comparingWholeStacks: Bool
  ) {
    // The common part is worked out before the entries are changed, and nothing of the
    // current stack is held meanwhile: a copy held across `withEntries` would share its
    // storage and make the append below copy the whole stack.
    let common: Int
    do {
      guard let current = stack(atLevel: level) else { return }
      common =
        current.root.id == target.root.id
        ? PresentationDriver<Route>.commonDepth(
          current, target, wholeStacks: comparingWholeStacks)
        : -1
    }
    withEntries(atLevel: level) { root, path in
      if common < 0 {
        root = target.root
        path.removeAll(keepingCapacity: true)
        path.append(contentsOf: target.path)
      } else {
        path.removeLast(path.count - common)
        path.append(contentsOf: target.path[common...])
      }
    }
  }

  /// Pops the stack at a level down to `depth` pushed entries.
  mutating func truncate(atLevel level: Int, toDepth depth: Int) {
    withEntries(atLevel: level) { _, path in
      if path.count > depth { path.removeLast(path.count - depth) }
    }
  }

  /// Runs `body` on the root and pushed entries of the stack at a level that exists, in place:
  /// the stack lets go of its storage first, so the entries are changed without a copy when
  /// nothing else holds them.
  @inlinable
  mutating func withEntries(
    atLevel level: Int, _ body: (inout RouteEntry<Route>, inout [RouteEntry<Route>]) -> Void
  ) {
    if level == 0 {
      var root = _stack.root
      var path = _stack.path
      _stack = RouteStack(root: root)
      body(&root, &path)
      _stack = RouteStack(root: root, path: path)
    } else {
      var root = _layers[level - 1]._stack.root
      var path = _layers[level - 1]._stack.path
      _layers[level - 1]._stack = RouteStack(root: root)
      body(&root, &path)
      _layers[level - 1]._stack = RouteStack(root: root, path: path)
    }
  }
}

// MARK: - Description

extension ShownState: CustomStringConvertible {
  /// The stacks level by level, with each layer's phase unless presented, such as
  /// `[inbox#0] > sheet [settings#2] > alert [saved#3] (presenting)`.
  public var description: String {
    ([stack.description] + layers.map(\.description)).joined(separator: " > ")
  }
}
