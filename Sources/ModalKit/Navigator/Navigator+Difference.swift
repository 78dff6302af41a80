// The events between two navigators, entries matched by id: what restoring a saved navigator
// over a live one reports. Written with the transitions' own tear-down and build-up, so the
// order of events is the one every action keeps.

extension Navigator {
  /// The events that take one navigator to another, entries matched by id: what restoring a
  /// saved navigator over a live one reports.
  ///
  /// Entries are compared level by level from the bottom, by id. The window's root *survives*
  /// when both roots have its id; each surviving level keeps the pushed entries it shares with
  /// `new`'s at the same positions, up to the first that differs; and the layer above a
  /// surviving level survives when `new` has a layer with its id there with an equivalent
  /// presentation (``Presentation/isEquivalent(to:)``), whatever was pushed or popped beneath
  /// it. (``apply(_:)`` compares routes, not ids, and replaces a layer whose screens beneath
  /// changed: a destination cannot tell a sheet over other screens from another sheet.) A
  /// queued entry survives when `new` holds its id with an equivalent presentation, still
  /// queued or presented above the surviving layers. Every other entry of `old` goes and every
  /// other entry of `new` arrives, even one whose id was in `old` in another place: it is
  /// reported gone, then arrived.
  ///
  /// The events come in the order of every transition (<doc:Transitions>, "The order of
  /// events"), written by the same tear-down and build-up: queued entries dropped; layers
  /// dismissed innermost first (reason ``DismissReason/programmatic``), each after its pushed
  /// entries are popped; then, level by level from the top, the entries of each surviving
  /// stack that go, popped top first (the window's root last, when it goes). Then, bottom up,
  /// a survivor whose route differs is reported ``Event/updated(_:from:to:)`` and a surviving
  /// sheet resting at another detent ``Event/detentChanged(_:from:to:)``; then, bottom up,
  /// entries pushed (a new window's root first) and layers presented (a queued survivor now on
  /// screen included), each before the entries pushed inside it; last, `new`'s other queued
  /// entries reported ``Event/queued(_:_:)``. Equal navigators give `[]`.
  ///
  /// When `new` is `old` after an action that dismisses only with reason
  /// ``DismissReason/programmatic`` and whose queue's turn drops no head, these are exactly the
  /// events the action returned.
  ///
  /// ```swift
  /// let saved = nav                            // [inbox#0, thread(7)#1]
  /// nav.send(.present(.settings, as: sheet))   // ... > sheet [settings#2]
  /// Navigator.events(from: nav, to: saved)     // [dismissed(settings#2, programmatic)]
  /// ```
  ///
  /// - Parameters:
  ///   - old: The navigator that is, such as a store's.
  ///   - new: The navigator to be, such as one decoded from saved state.
  /// - Returns: The events, in order.
  /// - Complexity: O(n + m) in the entries of the two navigators.
  public static func events(from old: Navigator, to new: Navigator) -> Events {
    var navigator = old
    return navigator.change(to: new)
  }

  /// Becomes `saved` (but for the id counter, which never goes back) and returns the events.
  mutating func change(to saved: Navigator) -> Events {
    var events = Events()
    let kept = survivingPrefixes(in: saved)
    let top = max(kept.count - 1, 0)

    // What `saved` shows above the surviving layers, and queues, by id: a queued entry of ours
    // found there with an equivalent presentation survives, with the route it had.
    var arriving: [EntryID: Presentation] = [:]
    for layer in saved._layers[top...] { arriving[layer.id] = layer._presentation }
    for item in saved._queue._items { arriving[item.id] = item.presentation }
    var survivingQueued: [EntryID: Route] = [:]
    for item in _queue._items {
      if let presentation = arriving[item.id], presentation.isEquivalent(to: item.presentation) {
        survivingQueued[item.id] = item._entry._route
      }
    }

    // Steps 1 to 3, top down: the tear-down to the top surviving level, then the pops of each
    // surviving level beneath it.
    tearDown(
      dropping: .allBut(Set(survivingQueued.keys)), dismissingFrom: top + 1,
      popping: (top, kept.isEmpty ? -1 : kept[top]), into: &events)
    for level in stride(from: top - 1, through: 0, by: -1) {
      tearDown(popping: (level, kept[level]), into: &events)
    }

    // Survivors changed in place, bottom up, as `saved` lists its entries.
    for level in kept.indices {
      for index in 0...kept[level] {
        let id = levelStack(level)[index].id
        let route = saved.route(atLevel: level, position: index)
        if route != self.route(atLevel: level, position: index) {
          let previous = withStack(atLevel: level) { $0.setRoute(route, at: index) }
          events.append(.updated(id, from: previous, to: route))
        }
        guard index == 0, level > 0 else { continue }
        let now = saved._layers[level - 1]._presentation
        if let from = _layers[level - 1]._presentation.sheet?.selection,
          let to = now.sheet?.selection, from != to
        {
          _layers[level - 1]._presentation = now
          events.append(.detentChanged(id, from: from, to: to))
        }
      }
    }
    // Queued survivors, presented now or still waiting, whose route changed while they waited.
    func reportUpdate(of entry: RouteEntry<Route>) {
      if let previous = survivingQueued[entry.id], previous != entry._route {
        events.append(.updated(entry.id, from: previous, to: entry._route))
      }
    }
    for layer in saved._layers[top...] { reportUpdate(of: layer.entry) }
    for item in saved._queue._items { reportUpdate(of: item._entry) }

    // Steps 4 and 5, bottom up: each surviving level's new pushes, then the layers above them.
    // The queue is `saved`'s, put in place last: it waits for nothing here, so the turns the
    // build-ups take find it empty.
    _queue = PresentationQueue()
    if kept.isEmpty {
      buildUp(
        root: saved._stack._root, pushing: saved._stack._path[0...], atLevel: 0,
        presenting: saved._layers[0...], into: &events)
    } else {
      for level in 0..<top {
        let pushes = saved.levelStack(level)._path[kept[level]...]
        buildUp(pushing: pushes, atLevel: level, into: &events)
      }
      buildUp(
        pushing: saved.levelStack(top)._path[kept[top]...], atLevel: top,
        presenting: saved._layers[top...], into: &events)
    }
    _queue = saved._queue
    for item in saved._queue._items where survivingQueued[item.id] == nil {
      events.append(.queued(item._entry, item.presentation))
    }
    _nextID = max(_nextID, saved._nextID)
    return events
  }

  /// How many pushed entries of each level survive in `other`, bottom up, for every level whose
  /// own entry survives; `[]` when the roots differ.
  ///
  /// The window's root survives when both have its id. Each surviving level keeps the pushed
  /// entries it shares with `other`'s at the same positions, up to the first that differs. The
  /// layer above a surviving level survives when `other` has a layer with its id there with an
  /// equivalent presentation: a layer is the same layer whatever was pushed or popped beneath
  /// it (with ``send(_:from:)``), but not once a layer beneath it went.
  func survivingPrefixes(in other: Navigator) -> [Int] {
    guard _stack._root.id == other._stack._root.id else { return [] }
    var kept: [Int] = []
    var level = 0
    while true {
      let mine = levelStack(level)._path
      let theirs = other.levelStack(level)._path
      var position = 0
      while position < mine.count, position < theirs.count, mine[position].id == theirs[position].id
      {
        position += 1
      }
      kept.append(position)
      guard level < topLevel, level < other.topLevel,
        _layers[level].id == other._layers[level].id,
        _layers[level]._presentation.isEquivalent(
          to: other._layers[level]._presentation)
      else { return kept }
      level += 1
    }
  }
}
