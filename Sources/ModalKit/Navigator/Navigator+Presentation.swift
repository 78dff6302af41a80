// Presenting and dismissing layers, and what the user does to them.

extension Navigator {
  // MARK: - Present

  /// Presents a route as a new layer, above everything or as the policy says.
  ///
  /// Presenting from deep inside a flow rises above every layer. When a layer is up, `policy`
  /// decides: ``ConflictPolicy/above`` presents above it, ``ConflictPolicy/insteadOfTop``
  /// dismisses the top layer (reason ``DismissReason/replaced``) and presents in its place,
  /// ``ConflictPolicy/queue`` waits in the ``queue``, ``ConflictPolicy/reject`` refuses.
  ///
  /// Presenting the route and presentation that the top layer already shows (a lower layer does
  /// not count), or that are already queued, is rejected, so a flag that asks for the same half
  /// sheet twice shows it once. Presentations are compared with
  /// ``Presentation/isEquivalent(to:)``: everything but the detent a sheet rests at now, so a
  /// sheet the user dragged to `.large` is not presented a second time by a host that asks for
  /// it at `.medium` again. With nothing up, every policy presents.
  ///
  /// - Returns: `[.presented(entry, presentation)]`, preceded by the replaced layer's pops and
  ///   dismissal, or `[.queued(entry, presentation)]`; or a rejection, checked in this order:
  ///   ``RejectionReason/invalidPresentation(_:)``, ``RejectionReason/alreadyPresented``,
  ///   ``RejectionReason/idsExhausted``, ``RejectionReason/slotOccupied``.
  /// - Complexity: Amortized O(1) plus the validation of the presentation; O(k) more for
  ///   ``ConflictPolicy/insteadOfTop``, k the entries of the replaced layer, and O(q) for a
  ///   queue of q entries.
  @inlinable
  @discardableResult
  public mutating func present(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy = .above
  ) -> Events {
    send(.present(route, as: presentation, policy: policy))
  }

  /// Presents a route with its ``PresentableRoute/defaultPresentation``.
  ///
  /// - Returns: As ``present(_:as:policy:)``, or ``RejectionReason/noPresentation`` when the
  ///   route has no default presentation.
  @discardableResult
  public mutating func present(_ route: Route, policy: ConflictPolicy = .above) -> Events
  where Route: PresentableRoute {
    send(.present(route, policy: policy))
  }

  @inlinable
  func checkPresent(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy
  ) throws(RejectionReason) -> Target {
    if let problem = presentation.layerProblem(depth: 0) { throw RejectionReason(problem) }
    // Read in place: binding `_layers.last` would copy the whole layer.
    if let top = _layers.indices.last, _layers[top].shows(route, as: presentation) {
      throw .alreadyPresented
    }
    if _queue.contains(route, as: presentation) { throw .alreadyPresented }
    guard canCreate(1) else { throw .idsExhausted }
    if policy == .reject, isPresenting { throw .slotOccupied }
    return .none
  }

  @inlinable
  mutating func performPresent(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy
  ) -> Events {
    if isPresenting {
      switch policy {
      case .above, .reject:
        break
      case .insteadOfTop:
        var events = Events()
        tearDown(dismissingFrom: topLevel, reason: .replaced, into: &events)
        let layer = ModalLayer(entry: makeEntry(route), presentation: presentation)
        buildUp(
          pushing: EmptyCollection(), atLevel: topLevel, presenting: CollectionOfOne(layer),
          into: &events)
        return events
      case .queue:
        let entry = makeEntry(route)
        _queue.enqueue(
          QueuedPresentation(entry: entry, presentation: presentation), topLevel: topLevel)
        return Events(.queued(entry, presentation))
      }
    }
    // Step 4 for one layer, written out: events made from the one event rather than appended
    // to empty ones, and no queue's turn, which only a dismissal brings. A present is 368
    // instructions so, 616 through `buildUp` (`modalkit-bench --instructions`,
    // modalkit/present).
    let entry = makeEntry(route)
    _layers.append(ModalLayer(entry: entry, presentation: presentation))
    return Events(.presented(entry, presentation))
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
  public mutating func dismiss() -> Events { send(.dismiss) }

  /// Dismisses the layer presented with this id and every layer above it, innermost first.
  ///
  /// An id waiting in the queue is removed from it instead, reported ``Event/dropped(_:)``.
  ///
  /// - Returns: The dismissals, or a rejection: ``RejectionReason/unknownEntry``,
  ///   ``RejectionReason/notPresented`` for a pushed entry or the window's root.
  /// - Complexity: O(q + k), q the queued entries and k the entries above and in the layer.
  @discardableResult
  public mutating func dismiss(_ id: EntryID) -> Events { send(.dismissLayer(id)) }

  /// Dismisses every layer, innermost first, and empties the queue.
  ///
  /// The window's stack is left as it is; ``home()`` also pops it.
  ///
  /// - Returns: The drops and dismissals, or ``RejectionReason/nothingPresented``.
  /// - Complexity: O(n) in the number of entries removed.
  @inlinable
  @discardableResult
  public mutating func dismissAll() -> Events { send(.dismissAll) }

  /// Closes the screen with this id, whatever it is: SwiftUI's `dismiss` for any screen.
  ///
  /// A pushed entry is popped together with everything above it: the layers above its level
  /// are dismissed first (reason ``DismissReason/programmatic``), then its stack is popped to
  /// the entry beneath it. A presented layer's root is dismissed with the layers above it, as
  /// ``dismiss(_:)``. A queued id is dropped from the queue.
  ///
  /// - Returns: The drops, dismissals and pops, or a rejection: ``RejectionReason/unknownEntry``,
  ///   ``RejectionReason/alreadyAtRoot`` for the window's root, which nothing closes.
  /// - Complexity: O(q + k), q the queued entries and k the entries above and in the closed one.
  @discardableResult
  public mutating func close(_ id: EntryID) -> Events { send(.close(id)) }

  @inlinable
  func checkDismiss(at level: Int) throws(RejectionReason) -> Target {
    guard isPresenting else { throw .nothingPresented }
    guard level > 0 else { throw .notPresented }
    return .none
  }

  @usableFromInline
  func checkDismissLayer(_ id: EntryID) throws(RejectionReason) -> Target {
    if let index = _queue.index(of: id) { return .queued(index) }
    return .place(level: try layerLevel(id), position: 0)
  }

  @usableFromInline
  mutating func performDismissLayer(_ target: Target) -> Events {
    guard case .queued(let index) = target else {
      return performDismiss(from: target.level, reason: .programmatic)
    }
    var events = Events()
    tearDown(dropping: .one(at: index), into: &events)
    return events
  }

  @inlinable
  func checkDismissAll() throws(RejectionReason) -> Target {
    guard isPresenting else { throw .nothingPresented }
    return .none
  }

  @inlinable
  mutating func performDismissAll() -> Events {
    var events = Events()
    tearDown(dropping: .all, dismissingFrom: 1, into: &events)
    return events
  }

  @usableFromInline
  func checkClose(_ id: EntryID) throws(RejectionReason) -> Target {
    if let index = _queue.index(of: id) { return .queued(index) }
    guard let (level, position) = locate(id) else { throw .unknownEntry }
    guard level > 0 || position > 0 else { throw .alreadyAtRoot }
    return .place(level: level, position: position)
  }

  @usableFromInline
  mutating func performClose(_ target: Target) -> Events {
    guard case .place(let level, let position) = target, position > 0 else {
      return performDismissLayer(target)
    }
    return performUnwind(to: .place(level: level, position: position - 1))
  }

  // MARK: - User dismissal

  /// Dismisses a layer because the user swiped it away, if its rules allow it.
  ///
  /// A gesture can name a layer below the top only when no layer above it blocks input (a
  /// toast overlay that lets touches through, say); the layers above then go too. Whether a
  /// layer blocks is ``lowestInteractiveLevel(in:)``'s rule without geometry: a layer blocks
  /// when its rules say so, except a sheet resting at or below its largest undimmed detent; when
  /// either of the two detents is a `height` (and they differ), the sheet cannot be judged
  /// without a container and is taken not to block. A queued id is
  /// ``RejectionReason/unknownEntry``: a gesture never drops a queued entry.
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/interactive``, or a rejection,
  ///   checked in this order: ``RejectionReason/unknownEntry``, ``RejectionReason/notPresented``,
  ///   ``RejectionReason/dismissalNotAllowed``, ``RejectionReason/inputBlocked``.
  /// - Complexity: O(k), where k is the number of entries above and in the layer.
  @discardableResult
  public mutating func dismissInteractively(_ id: EntryID) -> Events {
    send(.dismissInteractively(id))
  }

  /// Dismisses a layer because the user tapped the backdrop around it, if its rules allow it.
  ///
  /// The layer must be reachable by touch, as for ``dismissInteractively(_:)``.
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/backdropTap``, or the
  ///   rejections of ``dismissInteractively(_:)``.
  /// - Complexity: O(k), where k is the number of entries above and in the layer.
  @discardableResult
  public mutating func tapBackdrop(_ id: EntryID) -> Events { send(.tapBackdrop(id)) }

  /// Dismisses a layer because the user tapped one of its buttons: an alert's, a confirmation
  /// dialog's, or one an overlay declares (a custom dialog's Cancel and Done).
  ///
  /// The layer must be reachable by touch, as for ``dismissInteractively(_:)``.
  ///
  /// - Returns: As ``dismiss(_:)`` with reason ``DismissReason/button(_:)``, or a rejection,
  ///   checked in this order: ``RejectionReason/unknownEntry``, ``RejectionReason/notPresented``,
  ///   ``RejectionReason/unknownButton``, ``RejectionReason/inputBlocked``.
  /// - Complexity: O(k + b), k the entries above and in the layer, b its buttons.
  @discardableResult
  public mutating func tapButton(_ button: String, in id: EntryID) -> Events {
    send(.tapButton(button, in: id))
  }

  @usableFromInline
  func checkUserDismissal(
    of id: EntryID, allowed: (Presentation) -> Bool
  ) throws(RejectionReason) -> Target {
    let level = try layerLevel(id)
    guard allowed(_layers[level - 1]._presentation) else { throw .dismissalNotAllowed }
    return try reachable(level)
  }

  @usableFromInline
  func checkTapButton(_ button: String, in id: EntryID) throws(RejectionReason) -> Target {
    let level = try layerLevel(id)
    guard _layers[level - 1]._presentation.buttons.contains(where: { $0.id == button })
    else { throw .unknownButton }
    return try reachable(level)
  }

  /// The place of a layer the user can touch, or ``RejectionReason/inputBlocked``.
  func reachable(_ level: Int) throws(RejectionReason) -> Target {
    guard level >= lowestInteractiveLevel() else { throw .inputBlocked }
    return .place(level: level, position: 0)
  }

  // MARK: - Changing a layer in place

  /// Moves a sheet to one of its offered detents.
  ///
  /// Not a gesture: there is no input check, so a sheet beneath a blocking layer can be moved.
  /// A queued id is ``RejectionReason/unknownEntry``.
  ///
  /// - Returns: `[.detentChanged(id, from:, to:)]`, `[]` when the detent is already selected,
  ///   or a rejection: ``RejectionReason/unknownEntry``, ``RejectionReason/notPresented``,
  ///   ``RejectionReason/notASheet``, ``RejectionReason/detentNotOffered``.
  /// - Complexity: O(k + d), k the entries above the layer, d its detents.
  @inlinable
  @discardableResult
  public mutating func selectDetent(_ detent: Detent, of id: EntryID) -> Events {
    send(.selectDetent(detent, of: id))
  }

  @inlinable
  func checkSelectDetent(_ detent: Detent, of id: EntryID) throws(RejectionReason) -> Target {
    let level = try layerLevel(id)
    let presentation = _layers[level - 1]._presentation
    if let reason = presentation.rejection(selecting: detent) { throw reason }
    return presentation.sheet?.selection == detent ? .unchanged : .place(level: level, position: 0)
  }

  @inlinable
  mutating func performSelectDetent(_ detent: Detent, of id: EntryID, _ target: Target) -> Events {
    if case .unchanged = target { return [] }
    let index = target.level - 1
    // The check found a sheet at this level that offers the detent.
    let previous = _layers[index]._presentation.moveSelection(to: detent)
    return Events(.detentChanged(id, from: previous, to: detent))
  }

  /// Changes the route of an entry in place: same id, same layer, no dismissal.
  ///
  /// This is how a dialog hands back what the user chose: the value lives in the dialog's
  /// route, and the screen that presented it reads it back from the route, or from the
  /// `updated` event. Queued entries can be updated too.
  ///
  /// - Returns: `[.updated(id, from:, to:)]`, `[]` when the route is unchanged, or
  ///   ``RejectionReason/unknownEntry``.
  /// - Complexity: O(k), k the entries above it; O(n + q) for a queued id or an unknown one.
  @inlinable
  @discardableResult
  public mutating func update(_ id: EntryID, to route: Route) -> Events {
    send(.update(id, to: route))
  }

  @inlinable
  func checkUpdate(_ id: EntryID, to route: Route) throws(RejectionReason) -> Target {
    if let (level, position) = locate(id) {
      if self.route(atLevel: level, position: position) == route { return .unchanged }
      return .place(level: level, position: position)
    }
    guard let index = _queue.index(of: id) else { throw .unknownEntry }
    return _queue._items[index]._entry._route == route ? .unchanged : .queued(index)
  }

  @inlinable
  mutating func performUpdate(_ id: EntryID, to route: Route, _ target: Target) -> Events {
    if case .unchanged = target { return [] }
    let previous: Route
    if case .queued(let index) = target {
      previous = _queue._items[index]._entry._route
      _queue._items[index]._entry._route = route
    } else {
      previous = withStack(atLevel: target.level) { $0.setRoute(route, at: target.position) }
    }
    return Events(.updated(id, from: previous, to: route))
  }

  // MARK: - Shared steps

  /// The level of the layer presented with this id, or why there is none.
  @inlinable
  func layerLevel(_ id: EntryID) throws(RejectionReason) -> Int {
    guard let (level, position) = locate(id) else { throw .unknownEntry }
    guard level > 0, position == 0 else { throw .notPresented }
    return level
  }

  /// Dismisses the layers from `level` up, then presents the queue's head if its turn came: the
  /// one path of every dismissal that pops nothing beneath (``dismiss()``, ``dismiss(_:)``, the
  /// user's dismissals).
  @inlinable
  mutating func performDismiss(from level: Int, reason: DismissReason) -> Events {
    // Step 2 for one layer with nothing pushed and nothing queued, written out: a dismiss is
    // 249 instructions so, 392 through `tearDown` and `buildUp` (`modalkit-bench
    // --instructions`, modalkit/dismiss).
    if level == topLevel, _queue.isEmpty, _layers[level - 1]._stack.depth == 0 {
      return Events(.dismissed(_layers.removeLast().entry, reason: reason))
    }
    var events = Events()
    tearDown(dismissingFrom: level, reason: reason, into: &events)
    buildUp(into: &events)
    return events
  }
}
