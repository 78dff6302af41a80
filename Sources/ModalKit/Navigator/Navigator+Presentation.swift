// Presenting and dismissing layers, and what the user does to them.

extension Navigator {
  // MARK: - Present

  /// Presents a route as a new layer, above everything or as the policy says.
  ///
  /// Presenting from deep inside a flow rises above every layer (seed 001). When a layer is up,
  /// `policy` decides: ``ConflictPolicy/stack`` presents above it, ``ConflictPolicy/replace``
  /// dismisses the top layer (reason ``DismissReason/replaced``) and presents in its place,
  /// ``ConflictPolicy/queue`` waits in the ``queue``, ``ConflictPolicy/reject`` refuses.
  ///
  /// Presenting the route and presentation that are already on top, or already queued, is
  /// rejected: the double presentation of seed 003 cannot happen. A sheet counts as the same
  /// presentation whatever detent it rests at now, so a sheet the user dragged to `.large` is
  /// not presented a second time by a host that asks for it at `.medium` again.
  ///
  /// - Returns: `[.presented(entry, presentation)]`, preceded by the replaced layer's pops and
  ///   dismissal, or `[.queued(entry, presentation)]`; or a rejection:
  ///   ``RejectionReason/invalidPresentation(_:)``, ``RejectionReason/alreadyPresented``,
  ///   ``RejectionReason/slotOccupied``, ``RejectionReason/idsExhausted``.
  /// - Complexity: Amortized O(1) plus the validation of the presentation; O(k) more for
  ///   `replace`, k the entries of the replaced layer, and O(q) for a queue of q entries.
  @inlinable
  @discardableResult
  public mutating func present(
    _ route: Route, _ presentation: Presentation, policy: ConflictPolicy = .stack
  ) -> Events {
    // The action is built only to be rejected: copying the presentation into it costs.
    func rejected(_ reason: RejectionReason) -> Events {
      Events(.rejected(.present(route, presentation, policy: policy), reason: reason))
    }
    if let problem = presentation.problem { return rejected(.invalidPresentation(problem)) }
    // Read in place: binding `_modal._layers.last` would copy the whole layer.
    if let top = _modal._layers.indices.last, _modal._layers[top].entry.route == route,
      _modal._layers[top]._presentation.shows(like: presentation)
    {
      return rejected(.alreadyPresented)
    }
    if _queue._items.contains(where: {
      $0.entry.route == route && $0.presentation.shows(like: presentation)
    }) {
      return rejected(.alreadyPresented)
    }
    guard canCreate(1) else { return rejected(.idsExhausted) }
    var replaced = Events()
    if isPresenting {
      switch policy {
      case .stack:
        break
      case .replace:
        dismissLayers(from: topLevel, reason: .replaced, into: &replaced)
      case .queue:
        let entry = makeEntry(route)
        if _queue.isEmpty { _queue._level = topLevel }
        _queue._items.append(QueuedPresentation(entry: entry, presentation: presentation))
        return Events(.queued(entry, presentation))
      case .reject:
        return rejected(.slotOccupied)
      }
    }
    let entry = makeEntry(route)
    _modal._layers.append(ModalLayer(entry: entry, presentation: presentation))
    if replaced.isEmpty { return Events(.presented(entry, presentation)) }
    replaced.append(.presented(entry, presentation))
    return replaced
  }

  /// Presents a route with its ``PresentableRoute/defaultPresentation``.
  ///
  /// - Returns: As ``present(_:_:policy:)``.
  @discardableResult
  public mutating func present(_ route: Route, policy: ConflictPolicy = .stack) -> Events
  where Route: PresentableRoute {
    present(route, route.defaultPresentation, policy: policy)
  }

  // MARK: - Dismiss

  /// Dismisses the topmost layer, reporting its pushed entries popped first.
  ///
  /// - Returns: The pops and `.dismissed(entry, reason: .programmatic)`, then the queue's head
  ///   presented if its turn came; or ``RejectionReason/nothingPresented``. Dismissing never
  ///   pops the window's stack.
  /// - Complexity: O(k), where k is the number of entries in the dismissed layer.
  @inlinable
  @discardableResult
  public mutating func dismiss() -> Events {
    guard isPresenting else { return Events(.rejected(.dismiss, reason: .nothingPresented)) }
    return dismissLayers(from: topLevel, reason: .programmatic)
  }

  /// Dismisses the layer presented with this id and every layer above it, innermost first.
  ///
  /// An id waiting in the queue is removed from it instead, reported ``Event/dropped(_:)``.
  ///
  /// - Returns: The dismissals, or a rejection: ``RejectionReason/unknownEntry``,
  ///   ``RejectionReason/notPresented`` for a pushed entry or the window's root.
  /// - Complexity: O(q + k), q the queued entries and k the entries above and in the layer.
  @discardableResult
  public mutating func dismiss(_ id: EntryID) -> Events {
    if let index = queue.items.firstIndex(where: { $0.entry.id == id }) {
      let item = queue.items.remove(at: index)
      if queue.isEmpty { queue.level = 0 }
      return Events(.dropped(item.entry))
    }
    switch layerTarget(id) {
    case .failure(let reason): return Events(.rejected(.dismissEntry(id), reason: reason))
    case .success(let level): return dismissLayers(from: level, reason: .programmatic)
    }
  }

  /// Dismisses every layer, innermost first, and empties the queue.
  ///
  /// The window's stack is left as it is; ``home()`` also pops it.
  ///
  /// - Returns: The drops and dismissals, or ``RejectionReason/nothingPresented``.
  /// - Complexity: O(n) in the number of entries removed.
  @inlinable
  @discardableResult
  public mutating func dismissAll() -> Events {
    guard isPresenting else { return Events(.rejected(.dismissAll, reason: .nothingPresented)) }
    var events = Events()
    dropQueue(into: &events)
    dismissLayers(from: 1, reason: .programmatic, into: &events)
    return events
  }

  // MARK: - User dismissal

  /// Dismisses a layer because the user swiped it away, if its rules allow it.
  ///
  /// This is what seed 003's `onEnd` hangs on. A gesture can name a layer below the top only
  /// when nothing above it blocks input (a toast overlay that lets touches through, say); the
  /// layers above then go too. A layer above counts as blocking when its rules block input and
  /// it is not a sheet with a largest undimmed detent (whether such a sheet blocks depends on
  /// geometry the navigator does not have; see ``lowestInteractiveLevel(in:)``).
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/interactive``, or
  ///   ``RejectionReason/dismissalNotAllowed`` or ``RejectionReason/inputBlocked``.
  /// - Complexity: O(k), where k is the number of entries above and in the layer.
  @discardableResult
  public mutating func dismissInteractively(_ id: EntryID) -> Events {
    userDismiss(id, action: .dismissInteractively(id), reason: .interactive) {
      $0.rules.allowsInteractiveDismissal
    }
  }

  /// Dismisses a layer because the user tapped the backdrop around it, if its rules allow it.
  ///
  /// The layer must be reachable by touch, as for ``dismissInteractively(_:)``.
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/backdropTap``, or
  ///   ``RejectionReason/dismissalNotAllowed`` or ``RejectionReason/inputBlocked``.
  /// - Complexity: O(k), where k is the number of entries above and in the layer.
  @discardableResult
  public mutating func tapBackdrop(_ id: EntryID) -> Events {
    userDismiss(id, action: .tapBackdrop(id), reason: .backdropTap) {
      $0.rules.dismissesOnBackdropTap
    }
  }

  /// Dismisses an alert or dialog because the user tapped one of its buttons.
  ///
  /// The layer must be reachable by touch, as for ``dismissInteractively(_:)``.
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/button(_:)``, or
  ///   ``RejectionReason/unknownButton`` when the layer has no such button, or
  ///   ``RejectionReason/inputBlocked``.
  /// - Complexity: O(k + b), k the entries above and in the layer, b its buttons.
  @discardableResult
  public mutating func tapButton(_ button: String, in id: EntryID) -> Events {
    userDismiss(id, action: .tapButton(button, in: id), reason: .button(button)) {
      $0.alertContent?.button(button) != nil
    } otherwise: {
      .unknownButton
    }
  }

  private mutating func userDismiss(
    _ id: EntryID,
    action: Action,
    reason: DismissReason,
    allowed: (Presentation) -> Bool,
    otherwise refusal: () -> RejectionReason = { .dismissalNotAllowed }
  ) -> Events {
    switch layerTarget(id) {
    case .failure(let rejection):
      return Events(.rejected(action, reason: rejection))
    case .success(let level):
      guard allowed(modal.layers[level - 1].presentation) else {
        return Events(.rejected(action, reason: refusal()))
      }
      guard !modal.layers[level...].contains(where: \.mayBlockInput) else {
        return Events(.rejected(action, reason: .inputBlocked))
      }
      return dismissLayers(from: level, reason: reason)
    }
  }

  // MARK: - Changing a layer in place

  /// Moves a sheet to one of its offered detents.
  ///
  /// - Returns: `[.detentChanged(id, from:, to:)]`, `[]` when the detent is already selected,
  ///   or a rejection: ``RejectionReason/unknownEntry``, ``RejectionReason/notPresented``,
  ///   ``RejectionReason/notASheet``, ``RejectionReason/detentNotOffered``.
  /// - Complexity: O(k + d), k the entries above the layer, d its detents.
  @inlinable
  @discardableResult
  public mutating func selectDetent(_ detent: Detent, of id: EntryID) -> Events {
    let action = Action.selectDetent(detent, of: id)
    let level: Int
    switch layerTarget(id) {
    case .failure(let reason): return Events(.rejected(action, reason: reason))
    case .success(let found): level = found
    }
    guard case .sheet(var sheet) = _modal._layers[level - 1]._presentation.style else {
      return Events(.rejected(action, reason: .notASheet))
    }
    guard sheet.detents.contains(detent) else {
      return Events(.rejected(action, reason: .detentNotOffered))
    }
    let previous = sheet.selection
    if previous == detent { return [] }
    sheet.selection = detent
    _modal._layers[level - 1]._presentation.style = .sheet(sheet)
    return Events(.detentChanged(id, from: previous, to: detent))
  }

  /// Changes the route of an entry in place: same id, same layer, no dismissal.
  ///
  /// This is the data bridge of seed 001: a dialog's chosen value lives in its route, and the
  /// screen that presented it reads the value back from the route, or from the `updated` event.
  /// Queued entries can be updated too.
  ///
  /// - Returns: `[.updated(id, from:, to:)]`, `[]` when the route is unchanged, or
  ///   ``RejectionReason/unknownEntry``.
  /// - Complexity: O(k), k the entries above it; O(n + q) for a queued id or an unknown one.
  @inlinable
  @discardableResult
  public mutating func update(_ id: EntryID, to route: Route) -> Events {
    let previous: Route
    if let (level, position) = locate(id) {
      previous = stack(atLevel: level)[position].route
      if previous == route { return [] }
      withStack(atLevel: level) { $0.setRoute(route, at: position) }
    } else if let index = _queue._items.firstIndex(where: { $0.entry.id == id }) {
      previous = _queue._items[index].entry.route
      if previous == route { return [] }
      _queue._items[index]._entry._route = route
    } else {
      return Events(.rejected(.update(id, to: route), reason: .unknownEntry))
    }
    return Events(.updated(id, from: previous, to: route))
  }

  // MARK: - Shared steps

  /// The level of the layer presented with this id, or why there is none.
  @inlinable
  func layerTarget(_ id: EntryID) -> Result<Int, RejectionReason> {
    guard let (level, position) = locate(id) else { return .failure(.unknownEntry) }
    guard level > 0, position == 0 else { return .failure(.notPresented) }
    return .success(level)
  }

  /// Dismisses the layers from `level` up, then presents the queue's head if its turn came.
  @inlinable
  mutating func dismissLayers(from level: Int, reason: DismissReason) -> Events {
    // The common case, one layer with nothing pushed and nothing queued, with no allocation.
    if level == topLevel, _queue.isEmpty, _modal._layers[level - 1]._stack.depth == 0 {
      return Events(.dismissed(_modal._layers.removeLast().entry, reason: reason))
    }
    var events = Events()
    dismissLayers(from: level, reason: reason, into: &events)
    presentQueueHeadIfDue(into: &events)
    return events
  }

  /// Dismisses the layers from `level` up, innermost first, each one's pushes popped before it.
  @inlinable
  mutating func dismissLayers(from level: Int, reason: DismissReason, into events: inout Events) {
    while topLevel >= level {
      var layer = _modal._layers.removeLast()
      layer._stack.pop(above: 0) { events.append(.popped($0)) }
      events.append(.dismissed(layer.entry, reason: reason))
    }
  }

  /// Presents the queue's head once fewer layers than its level are up.
  @inlinable
  mutating func presentQueueHeadIfDue(into events: inout Events) {
    while !_queue.isEmpty, topLevel < _queue._level {
      let head = _queue._items.removeFirst()
      if _queue.isEmpty { _queue._level = 0 }
      // What is on top now may be the very presentation the head asks for: showing it again
      // would be the double presentation `present` refuses, so the head is dropped instead
      // and the next one gets its turn.
      if let top = _modal._layers.last, top.entry.route == head.entry.route,
        top._presentation.shows(like: head.presentation)
      {
        events.append(.dropped(head.entry))
        continue
      }
      _modal._layers.append(ModalLayer(entry: head.entry, presentation: head.presentation))
      if !_queue.isEmpty { _queue._level = topLevel }
      events.append(.presented(head.entry, head.presentation))
      return
    }
  }

  /// Empties the queue, reporting each entry dropped in queue order.
  @inlinable
  mutating func dropQueue(into events: inout Events) {
    for item in _queue._items { events.append(.dropped(item.entry)) }
    _queue = PresentationQueue()
  }
}
