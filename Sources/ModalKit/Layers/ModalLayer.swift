/// One presented layer: how it shows, and its own stack whose root is the presented entry.
///
/// A sheet can push screens inside itself (a settings sheet with its own navigation); those
/// pushes go to the layer's ``stack``, above its ``entry``. Conforms to `Identifiable` through the
/// presented entry's id, so SwiftUI's `sheet(item:)` takes a layer as it is.
public struct ModalLayer<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// Storage behind ``presentation``.
  @usableFromInline var _presentation: Presentation

  /// Storage behind ``stack``.
  @usableFromInline var _stack: RouteStack<Route>

  /// Creates a layer: the presented entry, how it shows, and the entries pushed inside it.
  ///
  /// For expected values in tests and for saved state; a navigator creates its own layers.
  @inlinable
  public init(
    entry: RouteEntry<Route>, presentation: Presentation, path: [RouteEntry<Route>] = []
  ) {
    self._presentation = presentation
    self._stack = RouteStack(root: entry, path: path)
  }

  /// How the layer shows; ``Navigator/selectDetent(_:of:)`` changes a sheet's selection.
  @inlinable
  public var presentation: Presentation { _presentation }

  /// The layer's stack; its root is the presented entry.
  @inlinable
  public var stack: RouteStack<Route> { _stack }

  /// The presented entry: the root of the layer's stack.
  @inlinable
  public var entry: RouteEntry<Route> { _stack._root }

  /// The presented entry's id, which names the layer in ``Navigator/dismiss(_:)`` and friends.
  @inlinable
  public var id: EntryID { _stack._root.id }

  /// Whether the layer shows `route` as `presentation`, the way ``Navigator/present(_:as:policy:)``
  /// judges a second presentation of the same thing: equal routes, and presentations equal
  /// apart from where a sheet rests now (``Presentation/isEquivalent(to:)``).
  ///
  /// - Complexity: O(d) in the number of a sheet's detents.
  @inlinable
  public func shows(_ route: Route, as presentation: Presentation) -> Bool {
    _stack._root._route == route && _presentation.isEquivalent(to: presentation)
  }

  /// Where a sheet goes when the user lets go of it; `nil` when the layer is not a sheet.
  ///
  /// Reads the layer's own rules: a downward fling dismisses only when
  /// ``DismissalRules/allowsInteractiveDismissal`` is set. See
  /// ``Presentation/settle(height:velocity:in:)``.
  ///
  /// - Complexity: O(d log d) for d detents.
  public func settle(height: Double, velocity: Double, in container: LayoutContainer)
    -> DragOutcome?
  {
    _presentation.settle(height: height, velocity: velocity, in: container)
  }
}
