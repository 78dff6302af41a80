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
  public var viewPicture: ShownState<Route> {
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
  /// an item it already holds, even one it dropped (1.5, 1.6).
  ///
  /// - Complexity: O(1).
  public func presentation(atLevel level: Int) -> LayerPresentation<Route>? {
    guard let layer = driver.shown.presentedLayer(atLevel: level) else { return nil }
    return LayerPresentation(layer, attempt: state.signals.attempts[layer.id] ?? 1)
  }

  /// The identity the layer with this id is presented under now, in any phase.
  ///
  /// - Complexity: O(1).
  public func presentationID(of id: EntryID) -> PresentationID {
    PresentationID(layer: id, attempt: state.signals.attempts[id] ?? 1)
  }
}

// MARK: - A layer as a binding presents it

/// A layer a presentation binding holds, and the driver's attempt to present it: the identity
/// under which a declarative host presents it.
///
/// `sheet(item:)` and `fullScreenCover(item:)` take it as it is. Its ``id`` is the layer's id
/// and the attempt, so a presentation asked for again is new to SwiftUI.
public struct LayerPresentation<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The layer as the driver shows it.
  public let layer: ShownLayer<Route>

  /// How many times the driver has asked for the layer: 1, then 2 after a missed deadline
  /// found it dropped, and so on.
  public let attempt: Int

  /// Creates a presentation of a layer: for expected values in tests.
  public init(_ layer: ShownLayer<Route>, attempt: Int) {
    self.layer = layer
    self.attempt = attempt
  }

  /// The presentation's identity: the layer's id and the attempt.
  public var id: PresentationID { PresentationID(layer: layer.id, attempt: attempt) }
}

/// One attempt to present a layer: its id, and how many times the driver had asked for it.
///
/// The identity a declarative host presents a layer under, and names in the signals about it.
/// An integer literal is the first attempt of the layer with that id.
public struct PresentationID: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The layer's id.
  public let layer: EntryID
  /// The attempt: 1, then one more each time the driver asks for the layer again.
  public let attempt: Int

  /// Creates the identity of an attempt.
  public init(layer: EntryID, attempt: Int = 1) {
    self.layer = layer
    self.attempt = attempt
  }

  /// The first attempt of the layer with this id: for tests.
  public init(integerLiteral value: UInt64) {
    self.init(layer: EntryID(integerLiteral: value))
  }

  /// The layer, and the attempt after the first: `#4`, `#4 (attempt 2)`.
  public var description: String {
    attempt == 1 ? layer.description : "\(layer) (attempt \(attempt))"
  }
}

// MARK: - What a host asks of a layer

extension ShownLayer {
  /// What the user's request to leave this layer means (Escape, tvOS's Menu button,
  /// VoiceOver's escape), or `nil` when the layer cannot be left that way.
  ///
  /// | the layer | the action |
  /// |---|---|
  /// | declares a cancel button (a dialog, an overlay) | `tapButton(cancel)` |
  /// | allows interactive dismissal (a sheet by default) | `dismissInteractively` |
  /// | dismisses on a backdrop tap (an overlay, a confirmation dialog) | `tapBackdrop` |
  /// | none of these (a cover, an alert without a cancel button) | `nil` |
  ///
  /// A host draws a way to leave (a `.cancelAction` button on macOS) only when it is not
  /// `nil`.
  public var exitAction: Navigator<Route>.Action? {
    if let cancel = presentation.buttons.first(where: { $0.role == .cancel }) {
      return .tapButton(cancel.id, in: id)
    }
    if presentation.rules.allowsInteractiveDismissal { return .dismissInteractively(id) }
    if presentation.rules.dismissesOnBackdropTap { return .tapBackdrop(id) }
    return nil
  }

  /// Why a dialog went when the system closed it without one of its buttons: the system's
  /// Cancel row, a tap outside, Escape.
  ///
  /// | the dialog | the reason |
  /// |---|---|
  /// | declares a cancel button | `button(cancel)`: the system's cancel is the dialog's |
  /// | an alert without one | `interactive` (the navigator refuses it unless the alert's rules allow a swipe; the driver then dismisses it as `programmatic`, as the screen has lost it) |
  /// | a confirmation dialog without one | `backdropTap`: its system Cancel row and a tap outside cannot be told apart |
  ///
  /// Other styles: ``unrequestedDismissalReason``.
  public var systemCloseReason: DismissReason {
    switch presentation.style {
    case .alert(let content), .confirmationDialog(let content):
      if let cancel = content.buttons.first(where: { $0.role == .cancel }) {
        return .button(cancel.id)
      }
      return unrequestedDismissalReason
    case .sheet, .fullScreenCover, .overlay:
      return unrequestedDismissalReason
    }
  }
}
