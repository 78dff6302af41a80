// Overlay geometry: an overlay's frame from its positioning and size.

extension LayoutContainer {
  /// The inset a ``ModalSize/full`` overlay leaves, 80 points, so the screen beneath stays in
  /// sight.
  public static let defaultFullSizeInset: Double = 80

  /// The height of an overlay of this size: its share of the safe height, less the full-size
  /// inset for ``ModalSize/full``; never negative.
  public func overlayHeight(
    for size: ModalSize, fullSizeInset: Double = LayoutContainer.defaultFullSizeInset
  ) -> Double {
    let available = safeRect.height
    let inset = size == .full ? fullSizeInset : 0
    return min(available, max(0, size.factor * available - inset))
  }

  /// The frame of an overlay: the full safe width, the size's height, placed by positioning.
  ///
  /// `top` puts it against the top of the safe area, `bottom` against the bottom, `center`
  /// midway. A full-size overlay is positioned the same way, so its inset falls on the
  /// opposite side (or both, centred).
  ///
  /// - Complexity: O(1).
  public func overlayFrame(
    at positioning: ModalPositioning, size: ModalSize,
    fullSizeInset: Double = LayoutContainer.defaultFullSizeInset
  ) -> LayoutRect {
    let safe = safeRect
    let height = overlayHeight(for: size, fullSizeInset: fullSizeInset)
    let y: Double
    switch positioning {
    case .top: y = safe.y
    case .center: y = safe.y + (safe.height - height) / 2
    case .bottom: y = safe.maxY - height
    }
    return LayoutRect(x: safe.x, y: y, width: safe.width, height: height)
  }

  /// The frame of an overlay from its configuration; see ``overlayFrame(at:size:fullSizeInset:)``.
  ///
  /// - Complexity: O(1).
  public func overlayFrame(
    _ overlay: OverlayConfiguration, fullSizeInset: Double = LayoutContainer.defaultFullSizeInset
  ) -> LayoutRect {
    overlayFrame(at: overlay.positioning, size: overlay.size, fullSizeInset: fullSizeInset)
  }
}
