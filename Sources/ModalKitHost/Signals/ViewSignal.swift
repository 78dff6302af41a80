// What a declarative host's views can see, as the loop takes it: one case per hook a view has.

import ModalKit
import ModalKitDriver

extension PresentationLoop {
  /// Something a declarative host's views saw: a transition that ended, a view that appeared,
  /// a binding written, a button tapped.
  ///
  /// Each case names the hook that sends it; ``PresentationLoop/receive(_:)`` decides what it
  /// means (an acknowledgement the step waits for, the user's doing, or an echo of the driver's
  /// own change). A signal names the layer or screen it is about by id: a binding carries the
  /// id of the layer it presented, so a write that arrives late, after its level got a new
  /// layer, names the old one and is ignored.
  package enum ViewSignal: Hashable, Sendable {
    /// The window's root is on screen: the root's probe `viewDidAppear(_:)`
    /// (``SignalEvidence/transitionEnded``), or its `onAppear`. The loop starts then
    /// (platform fact 1.3).
    case hostAppeared(SignalEvidence)
    /// A presented layer is up: a sheet's or a cover's probe `viewDidAppear(_:)`; a dialog's
    /// presented alert controller finishing its transition; an overlay's or a sheet's content
    /// `onAppear` (``SignalEvidence/viewLifecycle``).
    ///
    /// Signals about a presented layer name the presentation (the layer and the attempt) they
    /// come from: one from an earlier attempt, arriving late, is ignored.
    case layerAppeared(PresentationID, SignalEvidence)
    /// A presented layer began to leave without the driver asking: its probe's
    /// `viewWillDisappear(_:)` while it is being dismissed, with whether the transition is
    /// interactive (a swipe) or not (a tap outside, SwiftUI's own `dismiss()`).
    case layerClosing(PresentationID, interactive: Bool)
    /// The close begun in ``layerClosing(_:interactive:)`` was cancelled: the user let go
    /// before the threshold and the layer came back (platform facts 4.4, 4.5).
    case layerClosingCancelled(PresentationID)
    /// A presented layer is gone: its probe's `viewDidDisappear(_:)` while it is being
    /// dismissed (``SignalEvidence/transitionEnded``); an overlay's `onDisappear`; a dialog's
    /// alert controller gone.
    case layerGone(PresentationID, SignalEvidence)
    /// `onDismiss` of the sheet or cover presented over a level: a dismissal there has ended
    /// (platform fact 8.4). It ends the dismissal of the layer at that level, if the driver is
    /// dismissing it.
    case dismissEnded(level: Int)
    /// The system wrote `nil` or `false` to a presentation binding: the presentation the
    /// binding presented, not the layer at its level now.
    case bindingCleared(PresentationID)
    /// The action of a dialog's button (or an overlay's declared button) ran.
    case buttonTapped(String, in: EntryID)
    /// The main-actor turn in which a dialog's binding was cleared has ended: a button action
    /// that was coming has come. Sent by the view from the next turn of the main queue.
    case turnEnded(EntryID)
    /// The backdrop the host draws beneath an overlay was tapped.
    case backdropTapped(EntryID)
    /// The user asked to leave the layer with this id: Escape on macOS (a `.cancelAction`
    /// button), the Menu button on tvOS (`onExitCommand`), VoiceOver's escape gesture.
    case exitCommand(EntryID)
    /// A screen of the stack at a level is on screen: its probe's `viewDidAppear(_:)`, or its
    /// `onAppear`.
    case screenAppeared(EntryID, level: Int, SignalEvidence)
    /// A screen of the stack at a level left it: its probe's `viewDidDisappear(_:)` while it is
    /// moved from its parent (a pop), or its `onDisappear`.
    case screenGone(EntryID, level: Int, SignalEvidence)
    /// The system wrote the path binding of the stack at a level (the back button, an edge
    /// swipe): the ids it wrote, and the top of the path the binding presented.
    case pathWritten([EntryID], level: Int, presentedTop: EntryID)
    /// A sheet was drawn at a detent: `task(id:)` keyed by the detent.
    case detentDrawn(Detent, of: EntryID)
    /// The system wrote a sheet's detent selection: the user dragged the sheet.
    case detentWritten(Detent, of: EntryID)
  }
}
