// What each thing UIKit says means: an acknowledgement of the step under way, the user's
// doing, or nothing. Decided here, in plain Swift, so that it is tested on Linux.

import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore

extension UIKitHost {
  /// Takes what UIKit said, and acknowledges or reports what it means.
  ///
  /// | signal (UIKit callback) | the loop |
  /// |---|---|
  /// | ``UIKitSignal/completed(_:)`` of a present or an overlay added | `didPresent`, with the call's token |
  /// | ``UIKitSignal/completed(_:)`` of a dismissal or overlays removed | `didDismiss` of its lowest layer, with the call's token; then the step's next call |
  /// | ``UIKitSignal/stackShown(_:of:)`` (`didShow`) | `didSetPath` when it shows the step's stack; the user's pop (`UserEvent.popped(to:)`) when it shows a shorter part of the shown stack; nothing otherwise |
  /// | ``UIKitSignal/backSwipeBegan(_:)`` | a step handed out now waits for the swipe's end |
  /// | ``UIKitSignal/backSwipeEnded(_:of:cancelled:)`` | cancelled (platform fact 4.5): nothing, and the waiting step goes on; completed: the pop, and a waiting step is given up for the picture (`resync`) |
  /// | ``UIKitSignal/touchBegan(_:onDimmedArea:)`` | remembered: it tells a tap on the dimmed area from a swipe |
  /// | ``UIKitSignal/willDismiss(_:)`` | `UserEvent.swipeBegan(_:)`: no step until the swipe ends (platform facts 1.2, 4.4) |
  /// | ``UIKitSignal/dismissalInteractionEnded(_:cancelled:)`` | cancelled: `UserEvent.swipeCancelled(_:)` |
  /// | ``UIKitSignal/didDismiss(_:)``, ``UIKitSignal/disappeared(_:)`` of a layer up | the user removed it: `UserEvent.dismissed(_:_:)`, `backdropTap` after a touch on the dimmed area, else the style's (`ShownLayer.unrequestedDismissalReason`); an alert's or a dialog's a turn later, so that a button's handler wins, with no step meanwhile (`UserEvent.swipeBegan(_:)`) |
  /// | the same, of a layer the driver is dismissing | nothing: its completion acknowledges it (platform fact 2.3) |
  /// | ``UIKitSignal/detentChanged(_:of:)`` | `UserEvent.selectedDetent(_:of:)` when the sheet's ModalKit detent changed (platform fact 6.4) |
  /// | ``UIKitSignal/alertButton(_:of:)`` | `UserEvent.dismissed(_:_:)` with `.button(id)`, before any other report of that layer |
  /// | ``UIKitSignal/backdropTapped(_:)`` | `tapBackdrop` through the store, when the overlay's rules allow it |
  ///
  /// A completion is always handed to the loop, even one that comes after its layer was
  /// swiped away or after the step was given up: the loop ignores it and says so in its
  /// notices. Nothing else is ever taken for an acknowledgement.
  package func receive(_ signal: UIKitSignal<Route>) {
    switch signal {
    case .completed(let call):
      completed(call)
    case .stackShown(let entries, let context):
      guard !backSwipes.contains(context) else { return }
      stackShown(entries, of: context)
    case .backSwipeBegan(let context):
      backSwipes.insert(context)
    case .backSwipeEnded(let entries, let context, let cancelled):
      guard backSwipes.remove(context) != nil else { return }
      let popped = !cancelled && stackShown(entries, of: context)
      releaseHeldBack(afterPop: popped)
    case .touchBegan(let id, let onDimmedArea):
      touchedDimmedArea[id] = onDimmedArea
    case .willDismiss(let id):
      guard shown.layer(id)?.phase == .presented else { return }
      loop.report(.swipeBegan(id))
    case .dismissalInteractionEnded(let id, let cancelled):
      guard cancelled, loop.driver.swiping.contains(id) else { return }
      loop.report(.swipeCancelled(id))
    case .didAttemptToDismiss(let id):
      touchedDimmedArea[id] = nil
    case .didDismiss(let id), .disappeared(let id):
      removedByUser(id)
    case .detentChanged(let uiKit, let id):
      guard let layer = shown.layer(id), layer.phase.isShown,
        case .pageSheet(let sheet)? = drawn[id]?.layer.style,
        let detent = sheet.detent(for: uiKit, current: layer.detent), detent != layer.detent
      else { return }
      loop.report(.selectedDetent(detent, of: id))
    case .alertButton(let button, let id):
      dialogsGoneWithoutButton.remove(id)
      guard shown.layer(id) != nil else { return }
      loop.report(.dismissed(id, .button(button)))
    case .backdropTapped(let id):
      guard let layer = shown.layer(id), layer.phase == .presented,
        layer.presentation.rules.dismissesOnBackdropTap
      else { return }
      loop.send(.tapBackdrop(id))
    }
  }

  /// Whether UIKit may let the user remove the layer with this id now: the answer of
  /// `presentationControllerShouldDismiss(_:)`.
  ///
  /// Only a layer that is up, never one coming up or going; after a touch on the dimmed area
  /// if its rules let a backdrop tap dismiss it, otherwise if they allow a swipe. UIKit asks
  /// for both gestures (platform facts 4.2, 4.3) and ModalKit's rules tell them apart.
  package func allowsUserDismissal(of id: EntryID) -> Bool {
    guard let layer = shown.layer(id), layer.phase == .presented else { return false }
    let rules = layer.presentation.rules
    return touchedDimmedArea[id] == true
      ? rules.dismissesOnBackdropTap : rules.allowsInteractiveDismissal
  }

  // MARK: - What each signal means

  /// A completion: the acknowledgement of the call's command, then the step's next call.
  func completed(_ call: UIKitCall<Route>) {
    switch call {
    case .present(let layer, _, let token), .addOverlay(let layer, _, let token):
      loop.acknowledge(.didPresent(layer.id), of: token)
    case .dismiss(_, let lowest, let token):
      loop.acknowledge(.didDismiss(lowest), of: token)
      continueStep(token)
    case .removeOverlays(let ids, _, let token):
      guard let lowest = ids.first else { return }
      loop.acknowledge(.didDismiss(lowest), of: token)
      continueStep(token)
    case .setStack, .selectDetent, .updateScreens:
      break
    }
  }

  /// What a navigation controller shows now: the step's stack, the user's pop, or neither.
  ///
  /// - Returns: Whether it was the user's pop.
  @discardableResult
  func stackShown(_ entries: [EntryID], of context: UIKitContext) -> Bool {
    guard let level = level(of: context), let stack = shown.stack(atLevel: level),
      let top = entries.last
    else { return false }
    if let token = loop.driver.token, let step = loop.driver.step {
      for case .setPath(level, let wanted) in step.commands
      where wanted.map(\.id) == entries {
        let acknowledgement = Acknowledgement.didSetPath(level: level, root: wanted.root.id)
        guard loop.driver.awaiting.contains(acknowledgement) else { continue }
        loop.acknowledge(acknowledgement, of: token)
        return false
      }
    }
    let shownIDs = stack.map(\.id)
    guard entries.count < shownIDs.count, Array(shownIDs.prefix(entries.count)) == entries else {
      return false
    }
    loop.report(.popped(to: top))
    return true
  }

  /// A layer UIKit removed without the driver asking: the user's doing, reported with its
  /// reason; an alert's or a dialog's a turn later, unless a button's handler comes first.
  func removedByUser(_ id: EntryID) {
    guard let layer = shown.layer(id), layer.phase.isShown else { return }
    switch layer.presentation.style {
    case .alert, .confirmationDialog:
      guard dialogsGoneWithoutButton.insert(id).inserted else { return }
      // Gone from UIKit, its reason not known yet: no step until it is (as during a swipe),
      // so nothing is presented on it or dismissed from it meanwhile.
      loop.report(.swipeBegan(id))
      platform?.nextTurn { [weak self] in self?.reportDialogGone(id) }
    case .sheet, .fullScreenCover, .overlay:
      let reason: DismissReason =
        touchedDimmedArea[id] == true ? .backdropTap : layer.unrequestedDismissalReason
      loop.report(.dismissed(id, reason))
    }
  }

  /// Reports an alert or a dialog that went without a button, if no handler came since.
  func reportDialogGone(_ id: EntryID) {
    guard dialogsGoneWithoutButton.remove(id) != nil, let layer = shown.layer(id),
      layer.phase.isShown
    else { return }
    loop.report(.dismissed(id, layer.unrequestedDismissalReason))
  }

  /// Performs the calls held during a back swipe, once it has ended.
  ///
  /// When the user popped meanwhile, their step is given up and the loop plans again from what
  /// UIKit shows; calls of a step that is over (the swipe ended showing what it wanted) are
  /// dropped.
  func releaseHeldBack(afterPop popped: Bool) {
    guard backSwipes.isEmpty, let held = heldBack else { return }
    heldBack = nil
    guard held.token == loop.driver.token else { return }
    if popped, let picture = inspect() {
      loop.resync(picture)
    } else {
      start(held.calls)
    }
  }

  // MARK: - Looking at UIKit

  /// What UIKit shows, as the driver's picture: asked by the loop when a step misses its
  /// deadline, and after a back swipe that ran into a step.
  ///
  /// The step under way is given up with it: the calls waiting for a completion or for a back
  /// swipe's end are dropped. An entry or a layer the host never handed to UIKit is left out;
  /// a sheet's detent is read back through the way it was drawn (`nil` is the smallest,
  /// platform fact 6.3).
  ///
  /// - Returns: `nil` without a platform.
  package func inspect() -> ShownState<Route>? {
    guard let platform else { return nil }
    followUps = nil
    heldBack = nil
    return shownState(from: platform.picture())
  }

  /// A picture of UIKit as the driver's shown state.
  package func shownState(from picture: UIKitPicture) -> ShownState<Route> {
    var entries = screens
    for level in 0...shown.topLevel {
      guard let stack = shown.stack(atLevel: level) else { continue }
      for entry in stack { entries[entry.id] = entry }
    }
    func stack(_ ids: [EntryID]) -> RouteStack<Route>? {
      guard let first = ids.first, let root = entries[first] else { return nil }
      return RouteStack(root: root, path: ids.dropFirst().compactMap { entries[$0] })
    }
    var layers: [ShownLayer<Route>] = []
    for layer in picture.layers {
      guard let stack = stack(layer.entries),
        var presentation = shown.layer(layer.id)?.presentation ?? drawn[layer.id]?.presentation
      else { break }
      if case .sheet(var sheet) = presentation.style,
        case .pageSheet(let drawing)? = drawn[layer.id]?.layer.style,
        let detent = drawing.detent(for: layer.detent, current: sheet.selection)
      {
        sheet.selection = detent
        presentation.style = .sheet(sheet)
      }
      layers.append(
        ShownLayer(ModalLayer(entry: stack.root, presentation: presentation, path: stack.path)))
    }
    return ShownState(stack: stack(picture.window) ?? shown.stack, layers: layers)
  }
}
