// What a declarative host's views see, turned into acknowledgements and reports: the rules a
// SwiftUI host follows, in plain Swift so that they are tested on every platform. The views
// only forward; every order the platform may deliver them in is decided here.

import ModalKit
import ModalKitDriver
import ModalKitStore

extension PresentationLoop {
  /// Something a declarative host's views saw: a transition that ended, a view that appeared,
  /// a binding written, a button tapped.
  ///
  /// Each case names the hook that sends it; ``PresentationLoop/receive(_:)`` decides what it
  /// means (an acknowledgement the step waits for, the user's doing, or an echo of the driver's
  /// own change). A signal names the layer or screen it is about by id: a binding carries the
  /// id of the layer it presented, so a write that arrives late, after its level got a new
  /// layer, names the old one and is ignored.
  public enum ViewSignal: Hashable, Sendable {
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

  /// Makes the loop read a declarative host's signals as coming from these sources, and answer
  /// a missed deadline with what the views saw (``viewPicture``).
  ///
  /// Until it is called, the loop reads every signal as ``SignalSources/viewLifecycle``.
  public func takeViewSignals(from sources: SignalSources) {
    signals.sources = sources
    inspect = { [weak self] in self?.viewPicture }
  }

  /// The sources the loop reads view signals as coming from.
  public var viewSignalSources: SignalSources { signals.sources }

  // MARK: - The decision table

  /// Takes what a declarative host's views saw, and acknowledges or reports what it means.
  ///
  /// Acknowledgements (the step waits for them; each goes with the step's token, and only
  /// when the step waits for it, so a second `onAppear` never ends the next change early):
  ///
  /// | signal | acknowledges |
  /// |---|---|
  /// | ``ViewSignal/layerAppeared(_:_:)`` | `didPresent` |
  /// | ``ViewSignal/layerGone(_:_:)``, ``ViewSignal/dismissEnded(level:)`` of a layer the driver dismisses | `didDismiss` |
  /// | ``ViewSignal/screenAppeared(_:level:_:)`` of the step's new top | `didSetPath` |
  /// | ``ViewSignal/screenGone(_:level:_:)`` of the top the step pops | `didSetPath` |
  /// | ``ViewSignal/detentDrawn(_:of:)`` of the detent the step selects | `didSelectDetent` |
  ///
  /// each when its evidence counts: ``SignalEvidence/transitionEnded`` always,
  /// ``SignalEvidence/viewLifecycle`` only where ``viewSignalSources`` report no end for that
  /// kind (overlays: always).
  ///
  /// What the user did (it goes through the store, so removal callbacks run once):
  ///
  /// | signals, in the order they arrive | the store hears |
  /// |---|---|
  /// | dialog: `bindingCleared`, `buttonTapped(b)`, `turnEnded` | `tapButton(b)` |
  /// | dialog: `buttonTapped(b)`, `bindingCleared`, `turnEnded` | `tapButton(b)`; the write is the system closing it |
  /// | dialog: `bindingCleared`, `turnEnded` | the system closed it: `tapButton(cancel)` if it declares one; otherwise an alert `dismissInteractively`, a confirmation dialog `tapBackdrop` |
  /// | sheet, cover: `layerClosing(interactive: true)`, then `layerGone` or `bindingCleared` | `swipeBegan` at once (no step while it runs), then `dismissInteractively` |
  /// | sheet, cover: `layerClosing(interactive: false)`, then `layerGone` or `bindingCleared` | `tapBackdrop` where the rules allow it, `dismissInteractively` otherwise |
  /// | sheet, cover: `layerClosing`, `layerClosingCancelled` (or `layerAppeared`) | `swipeCancelled`: nothing changes |
  /// | sheet, cover: `bindingCleared` alone (no probe) | `dismissInteractively` |
  /// | `bindingCleared`, `turnEnded` or `buttonTapped` naming a layer gone or going | nothing: a late write, or the echo of the driver's own dismissal |
  /// | `bindingCleared` of a layer not yet up | nothing for the store: the platform let go of a presentation it did not make; the deadline presents it again |
  /// | `backdropTapped` | `tapBackdrop` where the rules allow it |
  /// | `exitCommand` | `ShownLayer.exitAction` |
  /// | `pathWritten` of a shorter path, from the top the stack shows | `unwindCount` from that stack's top; from another top, nothing |
  /// | `detentWritten` of another detent | `selectDetent` |
  ///
  /// A dialog's button always wins: a binding write waits for the turn to end before it is
  /// taken as the system closing the dialog, and a write after the button is an echo. A
  /// button tap also proves the dialog is up, so it acknowledges a presentation still
  /// awaited. A user's doing on a dialog above which the driver holds layers
  /// (`PresentationDriver.heldLayers`) first lets go of them (`dismissLayer`, as never
  /// shown), so the navigator takes the tap.
  ///
  /// - Complexity: O(l) in the layers, plus what the driver and the store do.
  public func receive(_ signal: ViewSignal) {
    defer { signals.prune(keeping: driver.shown) }
    switch signal {
    case .hostAppeared(let evidence):
      guard !isRunning else { return }
      if counts(evidence, for: .presentation) {
        start()
      } else {
        // A probe was expected: start anyway if it stays silent for a step's deadline.
        clock.wake(at: clock.now + driver.abilities.stepDeadline) { [weak self] in
          self?.start()
        }
      }

    case .layerAppeared(let presentation, let evidence):
      guard let layer = current(presentation) else { return }
      let id = layer.id
      let kind = SignalKind(layer.presentation)
      if countsForPicture(evidence, for: kind) { signals.seen[id] = true }
      if layer.phase == .presented, signals.closing.removeValue(forKey: id) != nil {
        report(.swipeCancelled(id))
      }
      if counts(evidence, for: kind) { acknowledgeIfAwaited(.didPresent(id)) }

    case .layerClosing(let presentation, let interactive):
      guard var layer = current(presentation) else { return }
      if layer.phase == .presenting {
        // A close can only begin on a layer that is up.
        acknowledgeIfAwaited(.didPresent(layer.id))
        layer = driver.shown.layer(layer.id) ?? layer
      }
      guard layer.phase == .presented, signals.closing[layer.id] == nil else { return }
      signals.closing[layer.id] = interactive ? .interactive : .notInteractive
      report(.swipeBegan(layer.id))

    case .layerClosingCancelled(let presentation):
      guard current(presentation) != nil,
        signals.closing.removeValue(forKey: presentation.layer) != nil
      else { return }
      report(.swipeCancelled(presentation.layer))

    case .layerGone(let presentation, let evidence):
      guard let layer = current(presentation) else { return }
      let id = layer.id
      let kind = SignalKind(layer.presentation)
      if countsForPicture(evidence, for: kind) { signals.seen[id] = false }
      switch layer.phase {
      case .dismissing:
        signals.closing[id] = nil
        if counts(evidence, for: kind) { acknowledgeIfAwaited(.didDismiss(id)) }
      case .presenting, .presented:
        // Gone without the driver: the user's close, if its probe saw it begin (platform fact 4.5:
        // the disappearance of a cancelled swipe never comes).
        guard evidence == .transitionEnded, let closing = signals.closing[id] else { return }
        userClosed(layer, reason: Self.reason(closing, layer))
      case .dismissed:
        break
      }

    case .dismissEnded(let level):
      guard let layer = driver.shown.layer(atLevel: level), case .dismissing = layer.phase else {
        return
      }
      signals.seen[layer.id] = false
      acknowledgeIfAwaited(.didDismiss(layer.id))

    case .bindingCleared(let presentation):
      guard let layer = current(presentation), layer.phase.isShown else { return }
      let id = layer.id
      guard layer.phase == .presented else {
        // Not up yet, so not the user's: the platform let go of a presentation it did not
        // make. The deadline presents it again.
        signals.seen[id] = false
        return
      }
      if SignalKind(layer.presentation) == .dialog {
        // Wait for the button: its action may come later in this turn.
        if !signals.tapped.contains(id) { signals.pendingCloses.insert(id) }
        return
      }
      userClosed(layer, reason: Self.reason(signals.closing[id], layer))

    case .buttonTapped(let button, let id):
      guard var layer = driver.shown.layer(id) else { return }
      if layer.phase == .presenting {
        // A tap proves the layer is up.
        acknowledgeIfAwaited(.didPresent(id))
        layer = driver.shown.layer(id) ?? layer
      }
      guard layer.phase.isShown else { return }
      signals.pendingCloses.remove(id)
      signals.tapped.insert(id)
      releaseHeldLayers(above: id)
      let events = send(.tapButton(button, in: id))
      // A dialog closes on screen whatever the navigator says (platform fact 5.3); if it refused
      // the button, the screen has still lost the dialog.
      if events.isRejected, SignalKind(layer.presentation) == .dialog,
        driver.shown.layer(id)?.phase.isShown == true
      {
        report(.dismissed(id, .button(button)))
      }

    case .turnEnded(let id):
      guard signals.pendingCloses.remove(id) != nil, let layer = driver.shown.layer(id),
        layer.phase == .presented
      else { return }
      userClosed(layer, reason: layer.systemCloseReason)

    case .backdropTapped(let id):
      guard let layer = driver.shown.layer(id), layer.phase.isShown,
        layer.presentation.rules.dismissesOnBackdropTap
      else { return }
      send(.tapBackdrop(id))

    case .exitCommand(let id):
      guard let layer = driver.shown.layer(id), layer.phase.isShown,
        let action = layer.exitAction
      else { return }
      releaseHeldLayers(above: id)
      send(action)

    case .screenAppeared(let id, let level, let evidence):
      guard counts(evidence, for: .screen), let stack = pathUnderWay(atLevel: level),
        stack.top.id == id
      else { return }
      acknowledgeIfAwaited(.didSetPath(level: level, root: stack.root.id))

    case .screenGone(let id, let level, let evidence):
      guard counts(evidence, for: .screen), let stack = pathUnderWay(atLevel: level),
        signals.leavingTops[level] == id
      else { return }
      acknowledgeIfAwaited(.didSetPath(level: level, root: stack.root.id))

    case .pathWritten(let ids, let level, let presentedTop):
      guard let stack = driver.shown.stack(atLevel: level), stack.top.id == presentedTop,
        ids.count < stack.depth,
        zip(ids, stack.path).allSatisfy({ $0 == $1.id })
      else { return }
      report(.popped(to: ids.last ?? stack.root.id))

    case .detentDrawn(let detent, let id):
      guard driver.step?.commands.contains(.selectDetent(detent, of: id)) == true else { return }
      acknowledgeIfAwaited(.didSelectDetent(id))

    case .detentWritten(let detent, let id):
      guard let layer = driver.shown.layer(id), layer.detent != detent else { return }
      report(.selectedDetent(detent, of: id))
    }
  }

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
      let seen = signals.seen[layer.id]
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
  public func presentation(atLevel level: Int) -> LayerPresentation<Route>? {
    guard let layer = driver.shown.presentedLayer(atLevel: level) else { return nil }
    return LayerPresentation(layer, attempt: signals.attempts[layer.id] ?? 1)
  }

  /// The identity the layer with this id is presented under now, in any phase.
  ///
  /// - Complexity: O(1).
  public func presentationID(of id: EntryID) -> PresentationID {
    PresentationID(layer: id, attempt: signals.attempts[id] ?? 1)
  }

  // MARK: - Helpers

  /// The shown layer a presentation names, if the driver still shows it and has not asked for
  /// it again since.
  func current(_ presentation: PresentationID) -> ShownLayer<Route>? {
    guard let layer = driver.shown.layer(presentation.layer),
      signals.attempts[presentation.layer, default: 1] == presentation.attempt
    else { return nil }
    return layer
  }

  /// The kinds of change whose end a host may report.
  enum SignalKind: Equatable {
    case presentation, dialog, overlay, screen

    init(_ presentation: Presentation) {
      switch presentation.style {
      case .sheet, .fullScreenCover: self = .presentation
      case .alert, .confirmationDialog: self = .dialog
      case .overlay: self = .overlay
      }
    }
  }

  /// Whether a signal with this evidence acknowledges a change of this kind.
  func counts(_ evidence: SignalEvidence, for kind: SignalKind) -> Bool {
    if evidence == .transitionEnded { return true }
    switch kind {
    case .overlay: return true
    case .presentation: return !signals.sources.presentationEnds
    case .dialog: return !signals.sources.dialogEnds
    case .screen: return !signals.sources.screenEnds
    }
  }

  /// Whether a signal with this evidence tells the picture a layer of this kind is up or gone:
  /// a sheet's content that appeared is on screen, a dialog's `task` says nothing.
  func countsForPicture(_ evidence: SignalEvidence, for kind: SignalKind) -> Bool {
    kind == .dialog ? counts(evidence, for: kind) : true
  }

  /// The reason of a sheet's or a cover's close the driver did not ask for.
  static func reason(_ closing: SignalMemory.Closing?, _ layer: ShownLayer<Route>) -> DismissReason
  {
    switch closing {
    case .interactive?: return .interactive
    case .notInteractive?:
      return layer.presentation.rules.dismissesOnBackdropTap ? .backdropTap : .interactive
    case nil: return layer.unrequestedDismissalReason
    }
  }

  /// Reports the user's close of a layer, after letting go of the layers held above it.
  func userClosed(_ layer: ShownLayer<Route>, reason: DismissReason) {
    signals.closing[layer.id] = nil
    signals.pendingCloses.remove(layer.id)
    releaseHeldLayers(above: layer.id)
    report(.dismissed(layer.id, reason))
  }

  /// Dismisses the layers the driver holds above a dialog, never shown, so that the
  /// navigator takes what the user does to the dialog.
  func releaseHeldLayers(above id: EntryID) {
    guard let level = driver.shown.level(of: id), driver.heldLevel == level + 1,
      let first = driver.heldLayers.first
    else { return }
    send(.dismissLayer(first.id))
  }

  /// Acknowledges a command of the step under way, with its token, if the step waits for it;
  /// a view's signal that finishes nothing is not an acknowledgement at all.
  func acknowledgeIfAwaited(_ acknowledgement: Acknowledgement) {
    guard let token = driver.token, driver.awaiting.contains(acknowledgement) else { return }
    acknowledge(acknowledgement, of: token)
  }

  /// The stack the step under way gives a level, while its acknowledgement is awaited.
  func pathUnderWay(atLevel level: Int) -> RouteStack<Route>? {
    guard let step = driver.step else { return nil }
    for change in step.commands {
      guard case .setPath(level, let stack) = change,
        driver.awaiting.contains(.didSetPath(level: level, root: stack.root.id))
      else { continue }
      return stack
    }
    return nil
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
