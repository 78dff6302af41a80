// What changes a driver: a new target from the navigator and an acknowledgement from the host
// (here), a report of what the user did (+UserEvents), the host's picture of the screen or a
// missed deadline (+Resync). Each returns the Output the owner acts on.

import ModalKit

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

  /// Sends an action to the navigator this driver shows, then retargets the driver at the
  /// result with its events: for a host that owns its navigator itself, without a store.
  ///
  /// The driver lets go of its copy of the navigator first, so the action changes the stacks in
  /// place: every change stays O(1) in the depth of the stacks, where sending and then calling
  /// ``retarget(to:events:)`` would copy the stack the action changes, O(depth), because the
  /// driver shares it. (A store's presentation loop does the same around each change.)
  ///
  /// ```swift
  /// let (events, output) = driver.send(.push(.thread(7)), to: &navigator)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action, as `Navigator.send(_:)` takes it.
  ///   - screen: The screen to send it from, as `Navigator.send(_:from:)` takes it, or `nil`.
  ///   - navigator: The navigator the driver was made or last retargeted with.
  /// - Returns: The action's events, and the driver's output, as ``retarget(to:events:)``
  ///   returns it.
  /// - Complexity: That of the action, plus that of ``retarget(to:events:)``.
  @inlinable
  public mutating func send(
    _ action: Navigator<Route>.Action, from screen: EntryID? = nil,
    to navigator: inout Navigator<Route>
  ) -> (events: Navigator<Route>.Events, output: Output) {
    releaseTarget()
    let events =
      if let screen { navigator.send(action, from: screen) } else { navigator.send(action) }
    return (events, retarget(to: navigator, events: events))
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
  ///   it, and the layers torn down get no callback of their own
  ///   (platform facts [2.1](<doc:PlatformFacts#2.1-A-dismissal-takes-everything-above>),
  ///   [2.3](<doc:PlatformFacts#2.3-No-callbacks-for-programmatic-dismissals>)).
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
          !_target.layers.contains(where: { $0.id == layer.id })
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
