// One state's drawing without the page around it, for the WebAssembly build, whose playground
// draws states as they come as a timeline page draws its steps. Not part of the package's
// ModalKitTimeline: .ci/wasm.sh compiles this file into the module's ModalKitTimeline, beside
// Sources/ModalKitTimeline (all but the page, Timeline+HTML.swift), so that it reaches the
// internal StateDrawing and PageResources, and no public API is added for one web page.

import ModalKit

extension Timeline {
  /// One state drawn as every step of a page is: the phone with its levels, and the labels
  /// beside it, `<div class="device">…</div>`, byte for byte as ``html`` draws it but for the
  /// indentation of its lines.
  ///
  /// - Parameters:
  ///   - navigator: The state to draw.
  ///   - container: The screen to draw it on; ``phone`` unless given.
  /// - Returns: The drawing's HTML, one element a line.
  /// - Complexity: O(n) in the entries of the state.
  package static func drawing(
    of navigator: Navigator<Route>, on container: LayoutContainer = Self.phone
  ) -> String {
    var html = HTMLWriter()
    StateDrawing(navigator: navigator, container: container).write(to: &html)
    return html.text
  }

  /// The style sheet every page carries, which the drawing's classes need.
  package static var styleSheet: String { PageResources.styleSheet }
}
