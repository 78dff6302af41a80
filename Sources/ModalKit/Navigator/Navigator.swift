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
  /// The window's own stack, beneath every presented layer.
  public internal(set) var stack: RouteStack<Route>

  /// The layers presented over ``stack``.
  public internal(set) var modal: ModalSlot<Route>

  /// Presentations waiting for the layers above them to go.
  public internal(set) var queue: PresentationQueue<Route>

  /// The id the next new entry will get; every id in the navigator is below it.
  public internal(set) var nextID: EntryID

  /// Creates a navigator showing one root screen, with nothing presented.
  ///
  /// The root gets id `#0`.
  public init(root: Route) {
    self.stack = RouteStack(root: RouteEntry(id: EntryID(rawValue: 0), route: root))
    self.modal = ModalSlot()
    self.queue = PresentationQueue()
    self.nextID = EntryID(rawValue: 1)
  }
}

// MARK: - Reading the state

extension Navigator {
  /// The entry the user sees: the top of the topmost layer's stack.
  ///
  /// - Complexity: O(1).
  public var top: RouteEntry<Route> { topStack.top }

  /// The topmost presented layer, or `nil` when nothing is presented.
  public var topLayer: ModalLayer<Route>? { modal.top }

  /// Whether any layer is presented; derived from ``modal``.
  public var isPresenting: Bool { !modal.isEmpty }

  /// The level of the topmost stack: `0` when nothing is presented.
  public var topLevel: Int { modal.layers.count }

  /// The stack at a level: `0` is ``stack``, `k` the stack of the k-th presented layer.
  ///
  /// - Precondition: `level` is in `0...topLevel`.
  public func stack(atLevel level: Int) -> RouteStack<Route> {
    level == 0 ? stack : modal.layers[level - 1].stack
  }

  /// The stack of the topmost level.
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
  func locate(_ id: EntryID) -> (level: Int, position: Int)? {
    var level = topLevel
    while level >= 0 {
      if let position = stack(atLevel: level).position(of: id) { return (level, position) }
      level -= 1
    }
    return nil
  }

  /// Runs `body` on the stack at a level, in place.
  mutating func withStack<Result>(
    atLevel level: Int, _ body: (inout RouteStack<Route>) -> Result
  ) -> Result {
    if level == 0 { return body(&stack) }
    return body(&modal.layers[level - 1].stack)
  }

  /// Whether `count` more ids can be handed out.
  func canCreate(_ count: Int) -> Bool {
    UInt64.max - nextID.rawValue >= UInt64(count)
  }

  /// A new entry with the next id; callers check ``canCreate(_:)`` first.
  mutating func makeEntry(_ route: Route) -> RouteEntry<Route> {
    let entry = RouteEntry(id: nextID, route: route)
    nextID = EntryID(rawValue: nextID.rawValue + 1)
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

extension Presentation {
  /// A one-word name for the style: `sheet`, `cover`, `overlay`, `dialog` or `alert`.
  public var styleName: String {
    switch style {
    case .sheet: "sheet"
    case .fullScreenCover: "cover"
    case .overlay: "overlay"
    case .dialog: "dialog"
    case .alert: "alert"
    }
  }
}
