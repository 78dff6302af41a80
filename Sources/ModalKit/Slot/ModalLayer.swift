/// One presented layer: how it shows, and its own stack whose root is the presented entry.
///
/// A sheet can push screens inside itself (seed 002's settings with its own navigation); those
/// pushes go to the layer's ``stack``, above its ``entry``.
public struct ModalLayer<Route: Hashable & Sendable>: Hashable, Sendable {
  /// How the layer shows; ``Navigator/selectDetent(_:of:)`` changes a sheet's selection.
  public internal(set) var presentation: Presentation {
    get { _presentation }
    _modify { yield &_presentation }
  }

  /// Storage behind ``presentation``, which inlinable transitions mutate directly.
  @usableFromInline var _presentation: Presentation

  /// The layer's stack; its root is the presented entry.
  public internal(set) var stack: RouteStack<Route> {
    get { _stack }
    _modify { yield &_stack }
  }

  /// Storage behind ``stack``, which inlinable transitions mutate directly.
  @usableFromInline var _stack: RouteStack<Route>

  @inlinable
  init(entry: RouteEntry<Route>, presentation: Presentation) {
    self._presentation = presentation
    self._stack = RouteStack(root: entry)
  }

  /// The presented entry: the root of the layer's stack.
  @inlinable
  public var entry: RouteEntry<Route> { _stack._root }

  /// The presented entry's id, which names the layer in ``Navigator/dismiss(_:)`` and friends.
  @inlinable
  public var id: EntryID { _stack._root.id }
}
