// Whether a level of the screen takes input, and who keeps it out when it does not: the
// platform (a presented sheet, cover or dialog is modal) or the host (an overlay it draws
// itself, which only hit-testing would otherwise block).

import ModalKit
import ModalKitDriver

/// How a level of the screen takes input, as a host draws it.
public enum LevelInput: String, Hashable, Sendable {
  /// The level takes touches, clicks, keyboard focus and VoiceOver.
  case interactive
  /// A layer above it that the platform presents blocks it: a sheet, a cover or a dialog,
  /// which the platform makes modal for touches, VoiceOver and focus. The host stops
  /// hit-testing as well, for the frames where the layer comes or goes.
  case blockedByPresentation
  /// Only overlays the host draws itself block it. Hit-testing is not enough there: the host
  /// hides the level from VoiceOver and keeps keyboard and tvOS focus out of it.
  case blockedByOverlay
}

extension ShownState {
  /// How the level takes input: ``LevelInput/interactive`` from
  /// ``lowestInteractiveLevel(in:)`` up; beneath it, blocked by a presentation if any
  /// blocking layer above the level is one, by overlays otherwise.
  ///
  /// - Parameters:
  ///   - level: A level in `0...topLevel`.
  ///   - container: Resolves detent heights, as for ``lowestInteractiveLevel(in:)``.
  /// - Returns: How the level takes input.
  /// - Complexity: O(l) in the layers.
  public func input(atLevel level: Int, in container: LayoutContainer? = nil) -> LevelInput {
    guard level < lowestInteractiveLevel(in: container) else { return .interactive }
    for layer in layers[max(level, 0)...] where layer.modalLayer.blocksInput(in: container) {
      if layer.presentation.overlay == nil { return .blockedByPresentation }
    }
    return .blockedByOverlay
  }
}
