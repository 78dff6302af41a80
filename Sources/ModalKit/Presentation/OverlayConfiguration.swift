/// How an overlay shows: where it sits, how tall it is, and the buttons that can close it.
///
/// An overlay is a custom view the host draws over the screen: an image picker against the
/// bottom edge, or a date-range dialog in the centre with Cancel and Done. The navigator lays
/// it out (``LayoutContainer/overlayFrame(_:fullSizeInset:)``) and, when it declares
/// ``buttons``, closes it with the button that was tapped (``Navigator/tapButton(_:in:)``), as
/// an alert's buttons do.
public struct OverlayConfiguration: Hashable, Sendable {
  /// Where the overlay sits: against the top, centred, or against the bottom.
  public var positioning: ModalPositioning

  /// How tall the overlay is, as a share of the safe height.
  public var size: ModalSize

  /// The buttons that close the overlay, reported as ``DismissReason/button(_:)``; empty for an
  /// overlay closed only by dismissals and backdrop taps.
  public var buttons: [ModalButton]

  /// Creates an overlay configuration.
  public init(positioning: ModalPositioning, size: ModalSize, buttons: [ModalButton] = []) {
    self.positioning = positioning
    self.size = size
    self.buttons = buttons
  }
}
