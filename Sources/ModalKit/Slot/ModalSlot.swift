/// The place above a stack where one layer can be presented; that layer has a slot of its own.
///
/// A slot holds nothing or one presented layer, and that layer's slot holds the next, so sheets
/// nest to any depth. The nesting is stored flat, as the list of ``layers`` from the bottom to
/// the top: the topmost layer, where navigation happens, is then one step away rather than one
/// step per level, and no nested value can carry a counter or a queue of its own.
///
/// Whether anything is presented is ``isEmpty``: it is derived from the slot, never kept in a
/// second flag beside it.
public struct ModalSlot<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Storage behind ``layers``.
  @usableFromInline var _layers: [ModalLayer<Route>]

  /// Creates a slot holding these layers, bottom first; empty by default.
  @inlinable
  public init(layers: [ModalLayer<Route>] = []) {
    self._layers = layers
  }

  /// The presented layers from the bottom (presented over the window's stack) to the top.
  @inlinable
  public var layers: [ModalLayer<Route>] { _layers }

  /// Whether nothing is presented.
  @inlinable
  public var isEmpty: Bool { _layers.isEmpty }

  /// The layer presented directly in this slot, if any.
  public var presented: ModalLayer<Route>? { _layers.first }

  /// The slot of the presented layer: everything presented above it.
  ///
  /// - Complexity: O(n), where n is the number of layers.
  public var nested: ModalSlot<Route> { ModalSlot(layers: Array(_layers.dropFirst())) }

  /// The topmost layer, the one the user sees, if any.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var top: ModalLayer<Route>? { _layers.last }

  /// The number of layers, nested ones included.
  public var count: Int { _layers.count }
}
