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
  /// The presented layers from the bottom (presented over the window's stack) to the top.
  public internal(set) var layers: [ModalLayer<Route>]

  init(layers: [ModalLayer<Route>] = []) {
    self.layers = layers
  }

  /// Whether nothing is presented.
  public var isEmpty: Bool { layers.isEmpty }

  /// The layer presented directly in this slot, if any.
  public var presented: ModalLayer<Route>? { layers.first }

  /// The slot of the presented layer: everything presented above it.
  ///
  /// - Complexity: O(n), where n is the number of layers.
  public var nested: ModalSlot<Route> { ModalSlot(layers: Array(layers.dropFirst())) }

  /// The topmost layer, the one the user sees, if any.
  ///
  /// - Complexity: O(1).
  public var top: ModalLayer<Route>? { layers.last }

  /// The number of layers, nested ones included.
  public var count: Int { layers.count }
}
