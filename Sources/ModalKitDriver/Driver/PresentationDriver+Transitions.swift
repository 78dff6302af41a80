import ModalKit

// What changes a driver: a new target from the navigator, an acknowledgement from the host, a
// report of what the user did, the host's picture of the screen, a missed deadline. Each returns
// the Output the owner acts on.

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
  /// - Returns: The step with its token and the phases it starts (`presenting`,
  ///   `dismissing`), or an empty output.
  /// - Complexity: O(l + k) for l layers and k entries that differ from the target, when the
  ///   driver was told what changed; O(l + n) in all n entries otherwise.
  @inlinable
  @discardableResult
  public mutating func advance() -> Output {
    var output = Output()
    advance(into: &output)
    return output
  }

  /// ``advance()``, adding what it produces to an output of the same call: the step, its token
  /// and the phases it starts.
  @inlinable
  mutating func advance(into output: inout Output) {
    guard _step == nil, _swiping.isEmpty, !_isWaitingForTarget else { return }
    // The step that just finished was its plan's only one, and only its acknowledgements came
    // since: the screen shows the target, and planning again would find nothing to do.
    if stepEndsPlan {
      stepEndsPlan = false
      comparesWholeStacks = false
      return
    }
    guard
      let (next, isLast) = Self.firstStep(
        from: _shown, to: _target, abilities: abilities, reasons: reasons,
        comparingWholeStacks: comparesWholeStacks)
    else {
      comparesWholeStacks = false
      return
    }
    stepEndsPlan = isLast
    _stepCount += 1
    let handedOut = StepToken(_stepCount)
    // The lists keep their storage from step to step: no array is made per step.
    _awaiting.removeAll(keepingCapacity: true)
    for index in next.commands.indices { _awaiting.append(next.commands[index].acknowledgement) }
    received.removeAll(keepingCapacity: true)
    begin(next, into: &output.phases)
    _step = next
    _token = handedOut
    output.step = next
    output.token = handedOut
    output.changesShown = true
  }

  /// Takes a new navigator state as the target.
  ///
  /// A step under way is never cancelled: the driver waits for its acknowledgements, then
  /// plans from where the screen really is to the newest target. Routes changed in place
  /// (`Navigator.update(_:to:)`) show at once, as they animate nothing. A deep link or a
  /// restore while sheets are up is a new target like any other.
  ///
  /// - Parameters:
  ///   - navigator: The navigator's state after its last change.
  ///   - events: That change's events, or `nil` when the change is not known. The reason of
  ///     each `dismissed` event becomes the reason of the layer's dismissal on screen (a layer
  ///     removed with no event known is dismissed as `DismissReason.programmatic`); the
  ///     `updated` events name the routes to show anew. With `nil`, the driver compares every
  ///     route and whole stacks, so any navigator is brought on screen correctly.
  /// - Returns: The next step, if the driver was free to hand one out.
  /// - Complexity: O(l + k) for l layers and k entries that differ, O(l) more per `dismissed`
  ///   event and O(k) per `updated` one; O(n) in all entries with `nil` events.
  @inlinable
  @discardableResult
  public mutating func retarget(
    to navigator: consuming Navigator<Route>, events: Navigator<Route>.Events? = nil
  ) -> Output {
    var output = Output()
    stepEndsPlan = false
    _target = navigator
    _isWaitingForTarget = false
    if let events {
      // Pushes and pops say nothing the plan does not find by comparing stacks: a change of
      // stacks alone is not read, and in others runs of pops are skipped whole, so a home from
      // any depth costs what it costs at 10.
      if !events.containsOnlyPushesAndPops {
        for event in events.withoutPops {
          switch event {
          case .dismissed(let entry, let reason):
            if _shown.level(of: entry.id) != nil { reasons[entry.id] = reason }
          case .updated(let id, _, let route):
            if _shown.setRoute(route, of: id) { output.changesShown = true }
          case .pushed, .popped, .presented, .queued, .dropped, .detentChanged, .rejected:
            break
          }
        }
      }
    } else {
      comparesWholeStacks = true
      if _shown.refreshRoutes(from: _target) { output.changesShown = true }
    }
    advance(into: &output)
    return output
  }

  /// Lets go of the driver's copy of the target, so that the navigator's owner can change its
  /// state in place; the next ``retarget(to:events:)`` gives the driver the new state.
  ///
  /// Between the two the driver plans nothing. A navigator whose state a driver shares copies
  /// the stack it changes, O(depth); an owner that calls this just before each change (a
  /// store's `willChange`) keeps every change O(1), however deep the stacks.
  @inlinable
  package mutating func releaseTarget() {
    stepEndsPlan = false
    _target = Navigator(root: _target.stack.root.route)
    _isWaitingForTarget = true
  }

  // MARK: - Acknowledgements

  /// Takes the host's word that a command of a step has finished, and hands out the next step
  /// when the step is complete.
  ///
  /// - ``Acknowledgement/didPresent(_:)``: the layer becomes ``LayerPhase/presented``.
  /// - ``Acknowledgement/didDismiss(_:)``: the layer and every layer above it are gone
  ///   (``LayerPhase/dismissed(_:)``, innermost first), and so are the acknowledgements the
  ///   step still waited for from those above: dismissing a presenter takes everything above
  ///   it, and the layers torn down get no callback of their own (2.1, 2.3).
  /// - ``Acknowledgement/didSetPath(level:root:)``, ``Acknowledgement/didSelectDetent(_:)``:
  ///   the command is done.
  ///
  /// An acknowledgement is never taken as the user's doing: a layer the user removed is
  /// reported with ``report(_:)``. One that finishes nothing is ignored and counted in
  /// ``diagnostics``, with a ``Notice/ignoredAcknowledgement(_:of:_:)``: one of a step that is
  /// over (a completion that arrives after a resynchronization, a second `viewDidAppear`), one
  /// the step already had, or one the step does not wait for.
  ///
  /// - Parameters:
  ///   - acknowledgement: What finished.
  ///   - token: The token of the step it belongs to, as the ``Output`` that handed the step
  ///     out gave it.
  /// - Returns: The phases entered, then the next step if this one is complete; or a notice.
  /// - Complexity: O(c) in the step's commands, plus, when the step completes, ``advance()``.
  @inlinable
  @discardableResult
  public mutating func acknowledge(_ acknowledgement: Acknowledgement, of token: StepToken)
    -> Output
  {
    guard token == _token else {
      return ignore(acknowledgement, of: token, because: .stale)
    }
    guard let index = _awaiting.firstIndex(of: acknowledgement) else {
      let because: IgnoredBecause =
        received.contains(acknowledgement) ? .repeated : .unexpected
      return ignore(acknowledgement, of: token, because: because)
    }
    _awaiting.remove(at: index)
    received.append(acknowledgement)
    var output = Output()
    switch acknowledgement {
    case .didPresent(let id):
      if let level = _shown.level(of: id), _shown.layers[level - 1].phase == .presenting {
        _shown._layers[level - 1]._phase = .presented
        output.phases.append(PhaseChange(id, .presented))
        output.changesShown = true
      }
    case .didDismiss(let id):
      if let level = _shown.level(of: id) {
        // The step dismisses this layer and every layer above it: each has its reason.
        output.phases = removeLayers(from: level, reason: .programmatic)
        output.changesShown = true
      }
    case .didSetPath, .didSelectDetent:
      break
    }
    finishStepIfDone()
    advance(into: &output)
    return output
  }

  // MARK: - What the user did

  /// Takes the host's report of what the user did to the screen.
  ///
  /// - ``UserEvent/swipeBegan(_:)``: no step is handed out until the drag ends.
  /// - ``UserEvent/swipeCancelled(_:)``: nothing changes; steps resume.
  /// - ``UserEvent/dismissed(_:_:)``: the layer and every layer above it are gone from the
  ///   screen, each passing through ``LayerPhase/dismissing(_:)`` to
  ///   ``LayerPhase/dismissed(_:)``. If the navigator still holds the layer, the output's
  ///   ``Output/request`` is the user's action (`dismissInteractively`, `tapBackdrop`,
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
  /// A report that names no layer or entry on screen changes nothing; the output carries a
  /// ``Notice/ignoredReport(_:)``. After a request, the driver plans nothing until the owner
  /// has sent it and called ``retarget(to:events:)``, whatever the navigator answered: a
  /// refused request is followed by a step that brings the screen back to the state.
  ///
  /// - Returns: The phases entered, the request, and the next step if one could be handed
  ///   out.
  /// - Complexity: O(l + k) for l layers and k entries that differ from the target, as
  ///   ``advance()``, plus the navigator's check of the request.
  @discardableResult
  public mutating func report(_ event: UserEvent) -> Output {
    stepEndsPlan = false
    var output = Output()
    switch event {
    case .swipeBegan(let id):
      guard _shown.level(of: id) != nil else { return ignore(event) }
      _swiping.insert(id)
      return output
    case .swipeCancelled(let id):
      guard _swiping.remove(id) != nil else { return ignore(event) }
    case .dismissed(let id, let reason):
      guard let level = _shown.level(of: id) else { return ignore(event) }
      var navigatorReason = reasons[id] ?? reason
      if targetHoldsLayer(id, atLevel: level) {
        let wanted = Self.action(for: reason, of: id)
        let accepted = _target.rejection(of: wanted) == nil
        navigatorReason = accepted ? reason : .programmatic
        output.request = Request(accepted ? wanted : .dismissLayer(id))
      }
      output.phases = removeLayers(from: level, reason: navigatorReason)
      output.changesShown = true
    case .selectedDetent(let detent, let id):
      // The core's rule: a sheet moves only to a detent it offers.
      guard let level = _shown.level(of: id),
        (try? _shown._layers[level - 1]._presentation.select(detent)) != nil
      else { return ignore(event) }
      output.changesShown = true
      let action = Navigator<Route>.Action.selectDetent(detent, of: id)
      if targetHoldsLayer(id, atLevel: level),
        _target.modal.layers[level - 1].presentation.sheet?.selection != detent,
        _target.rejection(of: action) == nil
      {
        output.request = Request(action)
      }
    case .popped(let id):
      guard let request = pop(to: id) else { return ignore(event) }
      output.request = request
      output.changesShown = true
    }
    if output.request != nil { _isWaitingForTarget = true }
    finishStepIfDone()
    advance(into: &output)
    return output
  }

  // MARK: - What the host really shows

  /// Takes the host's picture of what it shows, gives up the step under way, and plans again
  /// from the picture.
  ///
  /// For a host that can look (a UIKit host reads its presented view controllers), after a
  /// missed deadline or whenever it finds that the screen differs from ``shown``. The picture
  /// is the truth: its stacks, its layers and their detents replace the driver's. Every layer
  /// is in the picture as up; the driver keeps each layer's phase history whole:
  ///
  /// - a layer the step was presenting is ``LayerPhase/presented`` if the picture shows it,
  ///   and is presented again otherwise (no new phase: it is still `presenting`);
  /// - a layer the step was dismissing is ``LayerPhase/dismissed(_:)`` if the picture lacks
  ///   it, and is dismissed again otherwise;
  /// - a layer that was up and is missing from the picture left without the driver: it is
  ///   dismissed (reason `DismissReason.programmatic`) with every layer above it, and when the
  ///   navigator still holds it, the output's request makes the navigator follow;
  /// - a layer only the picture shows is taken as presented, and dismissed by the next steps
  ///   if the navigator does not hold it.
  ///
  /// Routes changed in place show at once, as always: an entry of the picture takes the
  /// navigator's route for its id. Acknowledgements of the abandoned step that arrive later are
  /// stale and ignored. The next plan compares whole stacks.
  ///
  /// - Parameter picture: What the host shows. Its layers' phases are not read.
  /// - Returns: The phases entered, a request if the navigator must follow, a
  ///   ``Notice/resynchronized(abandoning:)`` notice, and the next step.
  /// - Complexity: O(l + n) in the layers and entries of the two pictures, plus ``advance()``.
  @discardableResult
  public mutating func resync(to picture: ShownState<Route>) -> Output {
    var output = Output(notices: [.resynchronized(abandoning: _token)], changesShown: true)
    stepEndsPlan = false
    _diagnostics.resynchronizations += 1
    _step = nil
    _token = nil
    _awaiting = []
    received = []

    let old = _shown.layers
    var new = picture
    var kept = 0
    while kept < old.count, kept < new.layers.count, old[kept].id == new.layers[kept].id {
      if old[kept].phase == .presenting {
        output.phases.append(PhaseChange(old[kept].id, .presented))
      }
      if case .dismissing(let reason) = old[kept].phase {
        // Still up: the dismissal is tried again; its phase was already reported.
        reasons[old[kept].id] = reason
        retrying.insert(old[kept].id)
      }
      kept += 1
    }
    // The layers that are gone from the picture, bottom up.
    let lowestLost = old[kept...].firstIndex { $0.phase == .presented }
    for index in kept..<old.count {
      let layer = old[index]
      let lostAbove = lowestLost.map { index >= $0 } ?? false
      switch layer.phase {
      case .presenting where !lostAbove && targetHoldsLayer(layer.id, atLevel: index + 1):
        // Dropped by the platform: presented again, still `presenting`.
        retrying.insert(layer.id)
        continue
      case .dismissing(let reason):
        output.phases.append(PhaseChange(layer.id, .dismissed(reason)))
      case .presenting, .presented, .dismissed:
        let reason = reasons[layer.id] ?? .programmatic
        if layer.phase == .presenting { output.phases.append(PhaseChange(layer.id, .presented)) }
        output.phases.append(PhaseChange(layer.id, .dismissing(reason)))
        output.phases.append(PhaseChange(layer.id, .dismissed(reason)))
      }
      reasons[layer.id] = nil
      _swiping.remove(layer.id)
    }
    if let lowestLost, targetHoldsLayer(old[lowestLost].id, atLevel: lowestLost + 1) {
      output.request = Request(.dismissLayer(old[lowestLost].id))
      _isWaitingForTarget = true
    }
    // Layers only the picture shows.
    for index in kept..<new.layers.count {
      output.phases.append(PhaseChange(new.layers[index].id, .presenting))
      output.phases.append(PhaseChange(new.layers[index].id, .presented))
    }
    for index in new.layers.indices { new._layers[index]._phase = .presented }
    _swiping = _swiping.filter { id in new.layers.contains { $0.id == id } }
    _shown = new
    // Routes changed in place are the driver's to show, whatever the host's picture says.
    _ = _shown.refreshRoutes(from: _target)
    comparesWholeStacks = true
    advance(into: &output)
    return output
  }

  /// Says that the step with this token was not finished by its deadline: the driver takes
  /// the host's picture (or, without one, its best guess) and plans again from there.
  ///
  /// The owner keeps the clock: it starts a deadline when a step is handed out and calls this
  /// when the deadline passes with the step still under way. A token of a step that is over
  /// changes nothing.
  ///
  /// Without a picture, the driver guesses what a silent platform did with each command it
  /// has no acknowledgement for: a presentation was dropped (UIKit refuses to present over a
  /// busy presenter without a word, 1.1-1.3, 5.1) and is presented again; a dismissal, a path
  /// and a detent change took effect (a dismissal that is refused leaves a layer the next
  /// resynchronization finds).
  ///
  /// - Parameters:
  ///   - token: The step whose deadline passed.
  ///   - picture: What the host shows, if it can tell.
  /// - Returns: A ``Notice/missedDeadline(_:awaiting:)`` notice and what ``resync(to:)``
  ///   returns; or an empty output for a step that is over.
  /// - Complexity: That of ``resync(to:)``.
  @discardableResult
  public mutating func missedDeadline(of token: StepToken, shown picture: ShownState<Route>? = nil)
    -> Output
  {
    guard let step = _step, token == _token else { return Output() }
    _diagnostics.missedDeadlines += 1
    var output = Output(notices: [.missedDeadline(token, awaiting: _awaiting)])
    output.merge(resync(to: picture ?? guess(after: step)))
    return output
  }
}

// MARK: - Internal helpers

extension PresentationDriver {
  /// Records an acknowledgement that finishes nothing.
  @usableFromInline
  mutating func ignore(
    _ acknowledgement: Acknowledgement, of token: StepToken, because: IgnoredBecause
  ) -> Output {
    switch because {
    case .stale: _diagnostics.staleAcknowledgements += 1
    case .repeated: _diagnostics.repeatedAcknowledgements += 1
    case .unexpected: _diagnostics.unexpectedAcknowledgements += 1
    }
    return Output(notices: [.ignoredAcknowledgement(acknowledgement, of: token, because)])
  }

  /// Records a report that names nothing on screen.
  mutating func ignore(_ event: UserEvent) -> Output {
    _diagnostics.ignoredReports += 1
    return Output(notices: [.ignoredReport(event)])
  }

  /// What the screen most likely shows when a step's remaining acknowledgements never came:
  /// its presentations dropped, everything else done.
  func guess(after step: Step) -> ShownState<Route> {
    var picture = _shown
    var lowestGone: Int?
    for acknowledgement in _awaiting {
      switch acknowledgement {
      case .didPresent(let id), .didDismiss(let id):
        if let level = picture.level(of: id) { lowestGone = min(lowestGone ?? level, level) }
      case .didSetPath, .didSelectDetent:
        break
      }
    }
    if let lowestGone { picture._layers.removeSubrange((lowestGone - 1)...) }
    return picture
  }

  /// Makes the screen show the step's commands as under way, and adds the phases entered.
  ///
  /// Paths change in place, by the entries that differ, so the driver's stacks never share
  /// storage with the navigator's: the navigator's next change does not copy them.
  @inlinable
  mutating func begin(_ step: Step, into phases: inout [PhaseChange]) {
    for command in step.commands {
      switch command {
      case .present(let layer, _):
        _shown._layers.append(ShownLayer(copying: layer, phase: .presenting))
        if retrying.remove(layer.id) == nil {
          phases.append(PhaseChange(layer.id, .presenting))
        }
      case .dismiss(let id, let reason):
        guard let level = _shown.level(of: id) else { continue }
        _shown._layers[level - 1]._phase = .dismissing(reason)
        if retrying.remove(id) == nil { phases.append(PhaseChange(id, .dismissing(reason))) }
      case .setPath(let level, let stack):
        _shown.follow(stack, atLevel: level, comparingWholeStacks: comparesWholeStacks)
      case .selectDetent(let detent, let id):
        guard let level = _shown.level(of: id) else { continue }
        _ = try? _shown._layers[level - 1]._presentation.select(detent)
      }
    }
  }

  /// Ends the step under way once nothing more is awaited.
  @inlinable
  mutating func finishStepIfDone() {
    if _step != nil, _awaiting.isEmpty {
      _step = nil
      _token = nil
    }
  }

  /// Removes the layers from `level` up, innermost first, and returns their phases.
  ///
  /// A layer already dismissing keeps the reason it was given; any other first reports the
  /// phases it skipped (a presenting layer the user removed was up, or the user could not
  /// have touched it), with `reason`, or, for a layer the navigator has already dismissed, the
  /// navigator's reason. Acknowledgements awaited for the removed layers and their stacks are
  /// dropped (and count as received), as are their drags.
  @inlinable
  mutating func removeLayers(from level: Int, reason: DismissReason) -> [PhaseChange] {
    var phases: [PhaseChange] = []
    for layer in _shown.layers[(level - 1)...].reversed() {
      let dismissal: DismissReason
      if case .dismissing(let given) = layer.phase {
        dismissal = given
      } else {
        if let known = reasons[layer.id],
          !_target.modal.layers.contains(where: { $0.id == layer.id })
        {
          dismissal = known
        } else {
          dismissal = reason
        }
        if layer.phase == .presenting { phases.append(PhaseChange(layer.id, .presented)) }
        phases.append(PhaseChange(layer.id, .dismissing(dismissal)))
      }
      phases.append(PhaseChange(layer.id, .dismissed(dismissal)))
      var index = 0
      while index < _awaiting.count {
        if _awaiting[index].concerns(layer.id) {
          received.append(_awaiting.remove(at: index))
        } else {
          index += 1
        }
      }
      _swiping.remove(layer.id)
      reasons[layer.id] = nil
      retrying.remove(layer.id)
    }
    _shown._layers.removeSubrange((level - 1)...)
    return phases
  }

  /// Whether the target holds the layer with this id at this level.
  func targetHoldsLayer(_ id: EntryID, atLevel level: Int) -> Bool {
    level <= _target.topLevel && _target.modal.layers[level - 1].id == id
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
  /// navigator follow: `nil` when no shown stack holds the entry below its top (nothing
  /// changes), `.some(nil)` when the navigator would not take the request (the next plan
  /// pushes the entries back).
  mutating func pop(to id: EntryID) -> Request?? {
    for level in 0...shown.topLevel {
      guard let stack = _shown.stack(atLevel: level),
        let position = stack.firstIndex(where: { $0.id == id })
      else { continue }
      guard position < stack.depth else { return nil }
      _shown.truncate(atLevel: level, toDepth: position)
      guard let wanted = _target.stack(atLevel: level), wanted.root.id == stack.root.id,
        let wantedPosition = wanted.firstIndex(where: { $0.id == id }),
        wantedPosition < wanted.depth
      else { return .some(nil) }
      let request = Request(.unwindCount(wanted.depth - wantedPosition), from: wanted.top.id)
      return _target.rejection(of: request.action, from: request.screen) == nil
        ? request : .some(nil)
    }
    return nil
  }
}

extension Acknowledgement {
  /// Whether the acknowledgement is about the layer with this id or its stack.
  @inlinable
  func concerns(_ id: EntryID) -> Bool {
    switch self {
    case .didPresent(let layer), .didDismiss(let layer), .didSelectDetent(let layer): layer == id
    case .didSetPath(_, let root): root == id
    }
  }
}
