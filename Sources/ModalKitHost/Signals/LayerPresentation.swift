// What a declarative host presents: each layer under the identity of the driver's attempt to
// present it, and the picture of what its views saw, for a step that missed its deadline.

import ModalKit
import ModalKitDriver

extension PresentationLoop {
  // MARK: - What the views saw

  /// What the views said is on screen: the driver's picture, up to the first layer that is not
  /// up (a presentation the views did not see appear, a layer they saw go, a layer being
  /// dismissed).
  ///
  /// ``takeViewSignals(from:)`` makes this the loop's ``inspect``: when a step misses its
  /// deadline, the driver plans again from it. A dropped presentation is then asked for again
  /// (with a new ``presentation(atLevel:)`` identity, so SwiftUI presents it anew); a
  /// presentation whose end was not reported but whose content appeared is taken as up. A
  /// dialog counts as seen only by its end of transition where the host reports one: its
  /// `task` runs whether or not UIKit presented it.
  ///
  /// - Complexity: O(l) in the layers.
  package var viewPicture: ShownState<Route> {
    let shown = driver.shown
    var count = 0
    for layer in shown.layers {
      let seen = state.signals.seen[layer.id]
      let up =
        switch layer.phase {
        case .presenting: seen == true
        case .presented: seen != false
        // Asked to go: a declarative host cannot ask again (its binding already says nil), so
        // the dismissal is taken as done, as the driver's own guess takes it.
        case .dismissing, .dismissed: false
        }
      guard up else { break }
      count += 1
    }
    return ShownState(stack: shown.stack, layers: Array(shown.layers.prefix(count)))
  }

  /// The layer a presentation binding at a level holds, with the identity to present it under:
  /// `nil` once the driver dismisses it.
  ///
  /// The identity changes each time the driver asks for the layer again (after a missed
  /// deadline found it dropped), so `sheet(item:)` presents it anew: SwiftUI does nothing for
  /// an item it already holds, even one it dropped (platform facts 1.5, 1.6).
  ///
  /// - Complexity: O(1).
  package func presentation(atLevel level: Int) -> LayerPresentation<Route>? {
    guard let layer = driver.shown.presentedLayer(atLevel: level) else { return nil }
    return LayerPresentation(layer, attempt: state.signals.attempts[layer.id] ?? 1)
  }

  /// The identity the layer with this id is presented under now, in any phase.
  ///
  /// - Complexity: O(1).
  package func presentationID(of id: EntryID) -> PresentationID {
    PresentationID(layer: id, attempt: state.signals.attempts[id] ?? 1)
  }
}

// MARK: - A layer as a binding presents it

/// A layer a presentation binding holds, and the driver's attempt to present it: the identity
/// under which a declarative host presents it.
///
/// `sheet(item:)` and `fullScreenCover(item:)` take it as it is. Its ``id`` is the layer's id
/// and the attempt, so a presentation asked for again is new to SwiftUI.
package struct LayerPresentation<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The layer as the driver shows it.
  package let layer: ShownLayer<Route>

  /// How many times the driver has asked for the layer: 1, then 2 after a missed deadline
  /// found it dropped, and so on.
  package let attempt: Int

  /// Creates a presentation of a layer: for expected values in tests.
  package init(_ layer: ShownLayer<Route>, attempt: Int) {
    self.layer = layer
    self.attempt = attempt
  }

  /// The presentation's identity: the layer's id and the attempt.
  package var id: PresentationID { PresentationID(layer: layer.id, attempt: attempt) }
}

/// One attempt to present a layer: its id, and how many times the driver had asked for it.
///
/// The identity a declarative host presents a layer under, and names in the signals about it.
/// An integer literal is the first attempt of the layer with that id.
package struct PresentationID: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The layer's id.
  package let layer: EntryID
  /// The attempt: 1, then one more each time the driver asks for the layer again.
  package let attempt: Int

  /// Creates the identity of an attempt.
  package init(layer: EntryID, attempt: Int = 1) {
    self.layer = layer
    self.attempt = attempt
  }

  /// The first attempt of the layer with this id: for tests.
  package init(integerLiteral value: UInt64) {
    self.init(layer: EntryID(integerLiteral: value))
  }

  /// The layer, and the attempt after the first: `#4`, `#4 (attempt 2)`.
  package var description: String {
    attempt == 1 ? layer.description : "\(layer) (attempt \(attempt))"
  }
}
