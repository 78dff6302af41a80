// Stand-in for the text renderer written in parallel (issue 3); replaced when the branches merge.
import ModalKit

/// Draws a navigator as text.
public enum TextRenderer {
  /// Draws one line per level, from the window's stack up, clipped to `width` by `height`.
  ///
  /// - Returns: The drawing, each line ending in a line break.
  public static func render<Route: Hashable & Sendable>(
    _ navigator: Navigator<Route>, width: Int, height: Int
  ) -> String {
    var lines = ["stack \(navigator.stack)"]
    for layer in navigator.modal.layers {
      lines.append("\(layer.presentation.styleName) \(layer.stack)")
    }
    return lines.prefix(max(height, 0)).map { String($0.prefix(max(width, 0))) + "\n" }.joined()
  }
}
