import ModalKit

/// One presented layer as the host shows it: its presentation, at the detent on screen, its
/// stack, and its phase.
///
/// Conforms to `Identifiable` through the presented entry's id, so SwiftUI's `sheet(item:)`
/// takes a layer as it is, and a layer animating out still has its content (see
/// ``ShownState/layer(_:)``).
public struct ShownLayer<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  // Storage behind get-only views, as in the core: the driver's transitions are `@inlinable`,
  // so that they are specialized for the app's route type, and inlinable code cannot call an
  // internal setter.

  /// Storage behind ``presentation``.
  @usableFromInline var _presentation: Presentation

  /// Storage behind ``stack``.
  @usableFromInline var _stack: RouteStack<Route>

  /// Storage behind ``phase``.
  @usableFromInline var _phase: LayerPhase

  /// Creates a shown layer from a navigator's layer: for expected values in tests, and for
  /// the ``ShownState`` a plan starts from.
  ///
  /// - Complexity: O(1); the layer's stack is shared, not copied.
  @inlinable
  public init(_ layer: ModalLayer<Route>, phase: LayerPhase = .presented) {
    self._presentation = layer.presentation
    self._stack = layer.stack
    self._phase = phase
  }

  /// A shown layer for a layer a step presents, its pushed entries copied so that it never
  /// shares storage with the navigator's stack.
  @inlinable
  init(copying layer: ModalLayer<Route>, phase: LayerPhase) {
    var path: [RouteEntry<Route>] = []
    path.append(contentsOf: layer.stack.path)
    self._presentation = layer.presentation
    self._stack = RouteStack(root: layer.stack.root, path: path)
    self._phase = phase
  }

  /// How the layer shows; a sheet's selection is the detent on screen.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var presentation: Presentation { _presentation }

  /// The layer's stack as shown; its root is the presented entry.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var stack: RouteStack<Route> { _stack }

  /// Where the layer is in its life on screen.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var phase: LayerPhase { _phase }

  /// The layer's id: the id of its presented entry.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var id: EntryID { _stack.root.id }

  /// The presented entry: the root of the layer's stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var entry: RouteEntry<Route> { _stack.root }

  /// The detent a sheet rests at on screen; `nil` for other styles.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var detent: Detent? { _presentation.sheet?.selection }

  /// The layer as the navigator's type, for code that draws a `ModalLayer`.
  ///
  /// - Complexity: O(d) in the depth of the layer's stack.
  package var modalLayer: ModalLayer<Route> {
    ModalLayer(entry: stack.root, presentation: presentation, path: stack.path)
  }

  /// Why the layer left when the host saw it go without having been asked: the reason a host
  /// reports with ``UserEvent/dismissed(_:_:)`` when the platform does not say more.
  ///
  /// | style | reason |
  /// |---|---|
  /// | sheet, full-screen cover | `DismissReason.interactive` (a swipe) |
  /// | overlay, confirmation dialog | `DismissReason.backdropTap` (a tap outside) |
  /// | alert | its cancel button's `DismissReason.button(_:)`, or `DismissReason.interactive` without one |
  ///
  /// Button taps are best sent to the navigator by the host itself
  /// (`Navigator.tapButton(_:in:)`) before the system closes the alert; the write that
  /// follows is then the acknowledgement of a dismissal the driver asked for.
  public var unrequestedDismissalReason: DismissReason {
    switch presentation.style {
    case .sheet, .fullScreenCover: return .interactive
    case .overlay, .confirmationDialog: return .backdropTap
    case .alert(let content):
      guard let cancel = content.buttons.first(where: { $0.role == .cancel }) else {
        return .interactive
      }
      return .button(cancel.id)
    }
  }

}

extension ShownLayer: CustomStringConvertible {
  /// The style's name, the stack and the phase unless presented, such as
  /// `sheet [settings#2] (presenting)`.
  public var description: String {
    let phaseText = phase == .presented ? "" : " (\(phase))"
    return "\(presentation.styleName) \(stack)\(phaseText)"
  }
}
