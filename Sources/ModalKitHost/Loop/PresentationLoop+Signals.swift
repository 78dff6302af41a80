// What a declarative host's views see, turned into acknowledgements and reports: the rules a
// SwiftUI host follows, in plain Swift so that they are tested on every platform. The views
// only forward; every order the platform may deliver them in is decided here.

import ModalKit
import ModalKitDriver
import ModalKitStore

extension PresentationLoop {
  /// Makes the loop read a declarative host's signals as coming from these sources, and answer
  /// a missed deadline with what the views saw (``viewPicture``).
  ///
  /// Until it is called, the loop reads every signal as ``SignalSources/viewLifecycle``.
  package func takeViewSignals(from sources: SignalSources) {
    state.signals.sources = sources
    inspect = { [weak self] in self?.viewPicture }
  }

  /// The sources the loop reads view signals as coming from.
  package var viewSignalSources: SignalSources { state.signals.sources }

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
  package func receive(_ signal: ViewSignal) {
    defer { state.signals.prune(keeping: driver.shown) }
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
      if countsForPicture(evidence, for: kind) { state.signals.seen[id] = true }
      if layer.phase == .presented, state.signals.closing.removeValue(forKey: id) != nil {
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
      guard layer.phase == .presented, state.signals.closing[layer.id] == nil else { return }
      state.signals.closing[layer.id] = interactive ? .interactive : .notInteractive
      report(.swipeBegan(layer.id))

    case .layerClosingCancelled(let presentation):
      guard current(presentation) != nil,
        state.signals.closing.removeValue(forKey: presentation.layer) != nil
      else { return }
      report(.swipeCancelled(presentation.layer))

    case .layerGone(let presentation, let evidence):
      guard let layer = current(presentation) else { return }
      let id = layer.id
      let kind = SignalKind(layer.presentation)
      if countsForPicture(evidence, for: kind) { state.signals.seen[id] = false }
      switch layer.phase {
      case .dismissing:
        state.signals.closing[id] = nil
        if counts(evidence, for: kind) { acknowledgeIfAwaited(.didDismiss(id)) }
      case .presenting, .presented:
        // Gone without the driver: the user's close, if its probe saw it begin (platform fact 4.5:
        // the disappearance of a cancelled swipe never comes).
        guard evidence == .transitionEnded, let closing = state.signals.closing[id] else { return }
        userClosed(layer, reason: Self.reason(closing, layer))
      case .dismissed:
        break
      }

    case .dismissEnded(let level):
      guard let layer = driver.shown.layer(atLevel: level), case .dismissing = layer.phase else {
        return
      }
      state.signals.seen[layer.id] = false
      acknowledgeIfAwaited(.didDismiss(layer.id))

    case .bindingCleared(let presentation):
      guard let layer = current(presentation), layer.phase.isShown else { return }
      let id = layer.id
      guard layer.phase == .presented else {
        // Not up yet, so not the user's: the platform let go of a presentation it did not
        // make. The deadline presents it again.
        state.signals.seen[id] = false
        return
      }
      if SignalKind(layer.presentation) == .dialog {
        // Wait for the button: its action may come later in this turn.
        if !state.signals.tapped.contains(id) { state.signals.pendingCloses.insert(id) }
        return
      }
      userClosed(layer, reason: Self.reason(state.signals.closing[id], layer))

    case .buttonTapped(let button, let id):
      guard var layer = driver.shown.layer(id) else { return }
      if layer.phase == .presenting {
        // A tap proves the layer is up.
        acknowledgeIfAwaited(.didPresent(id))
        layer = driver.shown.layer(id) ?? layer
      }
      guard layer.phase.isShown else { return }
      state.signals.pendingCloses.remove(id)
      state.signals.tapped.insert(id)
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
      guard state.signals.pendingCloses.remove(id) != nil, let layer = driver.shown.layer(id),
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
        state.signals.leavingTops[level] == id
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

  // MARK: - Helpers

  /// The shown layer a presentation names, if the driver still shows it and has not asked for
  /// it again since.
  func current(_ presentation: PresentationID) -> ShownLayer<Route>? {
    guard let layer = driver.shown.layer(presentation.layer),
      state.signals.attempts[presentation.layer, default: 1] == presentation.attempt
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
    case .presentation: return !state.signals.sources.presentationEnds
    case .dialog: return !state.signals.sources.dialogEnds
    case .screen: return !state.signals.sources.screenEnds
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
    state.signals.closing[layer.id] = nil
    state.signals.pendingCloses.remove(layer.id)
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
