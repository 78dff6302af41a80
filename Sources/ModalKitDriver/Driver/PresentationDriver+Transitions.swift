import ModalKit

// What changes a driver: a new target from the navigator, an acknowledgement from the host, a
// report of what the user did. Each returns the Update the owner acts on.

extension PresentationDriver {
  // MARK: - Handing out steps

  /// Hands out the next step, if the driver may: nothing is under way, no drag runs, no
  /// request waits for the navigator's answer, and the screen differs from the target.
  ///
  /// The other methods call this themselves; call it after ``init(_:abilities:)`` for the
  /// first step. The step is the first of ``plan(from:to:abilities:reasons:)`` from the screen
  /// to the target: planning again from where the screen is after every step is what makes a
  /// new target mid-step, or a user's swipe, safe.
  ///
  /// - Returns: The step with its number and the phases it starts (`presenting`,
  ///   `dismissing`), or an empty update.
  /// - Complexity: That of ``plan(from:to:abilities:reasons:)``: O(l + k) for l layers and k
  ///   entries that differ from the target.
  @discardableResult
  public mutating func advance() -> Update {
    guard step == nil, swiping.isEmpty, !isWaitingForTarget,
      let next = remainingSteps.first
    else { return Update() }
    stepCount += 1
    step = next
    awaiting = next.acknowledgements
    return Update(step: next, stepNumber: stepCount, phases: begin(next))
  }

  /// Takes a new navigator state as the target.
  ///
  /// A step under way is never cancelled: the driver waits for its acknowledgements, then
  /// plans from where the screen really is to the newest target. Routes changed in place
  /// (`Navigator.update(_:to:)`) show at once, as they animate nothing. A deep link or a
  /// restore while sheets are up is a new target like any other.
  ///
  /// - Parameters:
  ///   - navigator: The navigator's state after its last action.
  ///   - events: That action's events. The reason of each `dismissed` event becomes the
  ///     reason of the layer's dismissal on screen; a layer removed with no event known is
  ///     dismissed as `DismissReason.programmatic`. The `updated` events name the routes to
  ///     show anew; with no events at all, the driver compares every route.
  /// - Returns: The next step, if the driver was free to hand one out.
  /// - Complexity: O(l + k) for l layers and k entries that differ (see
  ///   ``plan(from:to:abilities:reasons:)``), O(l) more per `dismissed` event, and O(n) in
  ///   the entries when a route changed in place or no events are given.
  @discardableResult
  public mutating func retarget(
    to navigator: Navigator<Route>, events: Navigator<Route>.Events = []
  ) -> Update {
    var updated: Set<EntryID> = []
    for event in events {
      switch event {
      case .dismissed(let entry, let reason):
        if shown.layer(entry.id) != nil { reasons[entry.id] = reason }
      case .updated(let id, _, _):
        updated.insert(id)
      case .pushed, .popped, .presented, .queued, .dropped, .detentChanged, .rejected:
        break
      }
    }
    target = navigator
    isWaitingForTarget = false
    shown.refreshRoutes(from: navigator, ids: events.isEmpty ? nil : updated)
    return advance()
  }

  // MARK: - Acknowledgements

  /// Takes the host's word that a change has finished, and hands out the next step when the
  /// step under way is complete.
  ///
  /// - ``Acknowledgement/didPresent(_:)``: the layer becomes ``LayerPhase/presented``.
  /// - ``Acknowledgement/didDismiss(_:)`` of a dismissing layer: it and every layer above it
  ///   are gone (``LayerPhase/dismissed(_:)``, innermost first). Of a layer the driver did
  ///   not ask to dismiss: the layer left because of the user, handled as
  ///   ``report(_:)`` of ``UserEvent/dismissed(_:_:)`` with the layer's
  ///   ``ShownLayer/unrequestedDismissalReason``. A SwiftUI binding's setter can therefore
  ///   send `didDismiss` for every write of `nil` and let the driver tell the two apart.
  /// - ``Acknowledgement/didSetPath(level:root:)``, ``Acknowledgement/didSelectDetent(_:)``:
  ///   the change is done.
  ///
  /// An acknowledgement nobody waits for changes nothing.
  ///
  /// - Returns: The phases entered, then the next step if this one is complete.
  /// - Complexity: O(l + k) for l layers and k entries that differ from the target, as
  ///   ``advance()``.
  @discardableResult
  public mutating func acknowledge(_ acknowledgement: Acknowledgement) -> Update {
    var update = Update()
    switch acknowledgement {
    case .didPresent(let id):
      guard resolve(acknowledgement) else { return update }
      if let level = shown.level(of: id), shown.layers[level - 1].phase == .presenting {
        shown.layers[level - 1].phase = .presented
        update.phases.append(PhaseChange(id, .presented))
      }
    case .didDismiss(let id):
      guard let level = shown.level(of: id) else { return update }
      guard let reason = shown.layers[level - 1].phase.reason else {
        return report(.dismissed(id, shown.layers[level - 1].unrequestedDismissalReason))
      }
      update.phases = removeLayers(from: level) { _ in reason }
    case .didSetPath, .didSelectDetent:
      guard resolve(acknowledgement) else { return update }
    }
    finishStepIfDone()
    update.merge(advance())
    return update
  }

  // MARK: - What the user did

  /// Takes the host's report of what the user did to the screen.
  ///
  /// - ``UserEvent/swipeBegan(_:)``: no step is handed out until the drag ends.
  /// - ``UserEvent/swipeCancelled(_:)``: nothing changes; steps resume.
  /// - ``UserEvent/dismissed(_:_:)``: the layer and every layer above it are gone from the
  ///   screen, each passing through ``LayerPhase/dismissing(_:)`` to
  ///   ``LayerPhase/dismissed(_:)``. If the navigator still holds the layer, the update's
  ///   ``Update/request`` is the user's action (`dismissInteractively`, `tapBackdrop`,
  ///   `tapButton`) when the navigator would take it, or `Navigator.Action.dismissLayer(_:)`
  ///   when it would refuse it (a layer above it, never shown, blocks input): the screen has
  ///   already lost the layer, and the state follows the screen. The phases carry the reason
  ///   the navigator will report.
  /// - ``UserEvent/selectedDetent(_:of:)``: the sheet rests at the detent; the request is
  ///   `Navigator.Action.selectDetent(_:of:)` when the navigator holds another.
  /// - ``UserEvent/popped(to:)``: the stack shows the entry on top; the request is
  ///   `Navigator.Action.unwindCount(_:)` sent from the top of that stack, when the navigator
  ///   would take it. When it would not, the driver pushes the entries back.
  ///
  /// After a request, the driver plans nothing until the owner has sent it and called
  /// ``retarget(to:events:)``, whatever the navigator answered: a refused request is followed
  /// by a step that brings the screen back to the state.
  ///
  /// - Returns: The phases entered, the request, and the next step if one could be handed
  ///   out.
  /// - Complexity: O(l + k) for l layers and k entries that differ from the target, as
  ///   ``advance()``, plus the navigator's check of the request.
  @discardableResult
  public mutating func report(_ event: UserEvent) -> Update {
    var update = Update()
    switch event {
    case .swipeBegan(let id):
      if shown.level(of: id) != nil { swiping.insert(id) }
      return update
    case .swipeCancelled(let id):
      swiping.remove(id)
    case .dismissed(let id, let reason):
      guard let level = shown.level(of: id) else { return update }
      var navigatorReason = reasons[id] ?? reason
      if targetHoldsLayer(id, atLevel: level) {
        let wanted = Self.action(for: reason, of: id)
        let accepted = target.rejection(of: wanted) == nil
        navigatorReason = accepted ? reason : .programmatic
        update.request = Request(accepted ? wanted : .dismissLayer(id))
      }
      update.phases = removeLayers(from: level) { [target, reasons] layer in
        target.modal.layers.contains { $0.id == layer.id }
          ? navigatorReason : reasons[layer.id] ?? navigatorReason
      }
    case .selectedDetent(let detent, let id):
      // The core's rule: a sheet moves only to a detent it offers.
      guard let level = shown.level(of: id),
        (try? shown.layers[level - 1].presentation.select(detent)) != nil
      else { return update }
      let action = Navigator<Route>.Action.selectDetent(detent, of: id)
      if targetHoldsLayer(id, atLevel: level),
        target.modal.layers[level - 1].presentation.sheet?.selection != detent,
        target.rejection(of: action) == nil
      {
        update.request = Request(action)
      }
    case .popped(let id):
      update.request = pop(to: id)
    }
    if update.request != nil { isWaitingForTarget = true }
    finishStepIfDone()
    update.merge(advance())
    return update
  }
}

// MARK: - Internal helpers

extension PresentationDriver {
  /// Makes the screen show the step's changes as under way, and returns the phases entered.
  mutating func begin(_ step: Step) -> [PhaseChange] {
    var phases: [PhaseChange] = []
    for change in step.changes {
      switch change {
      case .present(let layer, _):
        shown.layers.append(ShownLayer(layer, phase: .presenting))
        phases.append(PhaseChange(layer.id, .presenting))
      case .dismiss(let id, let reason):
        guard let level = shown.level(of: id) else { continue }
        shown.layers[level - 1].phase = .dismissing(reason)
        phases.append(PhaseChange(id, .dismissing(reason)))
      case .setPath(let level, let stack):
        shown.setStack(stack, atLevel: level)
      case .selectDetent(let detent, let id):
        guard let level = shown.level(of: id) else { continue }
        _ = try? shown.layers[level - 1].presentation.select(detent)
      }
    }
    return phases
  }

  /// Removes an acknowledgement the step waits for; `false` when none does.
  mutating func resolve(_ acknowledgement: Acknowledgement) -> Bool {
    guard let index = awaiting.firstIndex(of: acknowledgement) else { return false }
    awaiting.remove(at: index)
    return true
  }

  /// Ends the step under way once nothing more is awaited.
  mutating func finishStepIfDone() {
    if step != nil, awaiting.isEmpty { step = nil }
  }

  /// Removes the layers from `level` up, innermost first, and returns their phases.
  ///
  /// A layer already dismissing keeps the reason it was given; any other first reports the
  /// phases it skipped (a presenting layer the user removed was up, or the user could not
  /// have touched it), with the reason `reason(layer)`. Acknowledgements awaited for the
  /// removed layers and their stacks are dropped, as are their drags.
  mutating func removeLayers(
    from level: Int, reason: (ShownLayer<Route>) -> DismissReason
  ) -> [PhaseChange] {
    var phases: [PhaseChange] = []
    for layer in shown.layers[(level - 1)...].reversed() {
      let dismissal: DismissReason
      if case .dismissing(let given) = layer.phase {
        dismissal = given
      } else {
        dismissal = reason(layer)
        if layer.phase == .presenting { phases.append(PhaseChange(layer.id, .presented)) }
        phases.append(PhaseChange(layer.id, .dismissing(dismissal)))
      }
      phases.append(PhaseChange(layer.id, .dismissed(dismissal)))
      awaiting.removeAll { acknowledgement in
        switch acknowledgement {
        case .didPresent(let id), .didDismiss(let id), .didSelectDetent(let id): id == layer.id
        case .didSetPath(_, let root): root == layer.id
        }
      }
      swiping.remove(layer.id)
      reasons[layer.id] = nil
    }
    shown.layers.removeSubrange((level - 1)...)
    return phases
  }

  /// Whether the target holds the layer with this id at this level.
  func targetHoldsLayer(_ id: EntryID, atLevel level: Int) -> Bool {
    level <= target.topLevel && target.modal.layers[level - 1].id == id
  }

  /// The navigator action that means the user removed a layer for this reason.
  static func action(for reason: DismissReason, of id: EntryID) -> Navigator<Route>.Action {
    switch reason {
    case .interactive: .dismissInteractively(id)
    case .backdropTap: .tapBackdrop(id)
    case .button(let button): .tapButton(button, in: id)
    case .programmatic, .replaced: .dismissLayer(id)
    }
  }

  /// Shows the user's pop to the entry with this id, and returns the request that makes the
  /// navigator follow, if it would.
  mutating func pop(to id: EntryID) -> Request? {
    for level in 0...shown.topLevel {
      guard let stack = shown.stack(atLevel: level),
        let position = stack.firstIndex(where: { $0.id == id })
      else { continue }
      guard position < stack.depth else { return nil }
      shown.setStack(
        RouteStack(root: stack.root, path: Array(stack.path.prefix(position))), atLevel: level)
      guard let wanted = target.stack(atLevel: level), wanted.root.id == stack.root.id,
        let wantedPosition = wanted.firstIndex(where: { $0.id == id }),
        wantedPosition < wanted.depth
      else { return nil }
      let request = Request(.unwindCount(wanted.depth - wantedPosition), from: wanted.top.id)
      return target.rejection(of: request.action, from: request.origin) == nil ? request : nil
    }
    return nil
  }
}
