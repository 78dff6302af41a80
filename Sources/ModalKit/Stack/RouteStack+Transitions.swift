// The stack's own edits. They take entries whose ids the navigator has already handed out, and
// return what they removed so the navigator can report it; none of them can fail.

extension RouteStack {
  // MARK: - Lookup

  /// The position of the entry with this id, searching from the top down.
  ///
  /// A stack built by actions holds its pushed entries' ids in increasing order, since each
  /// new entry gets the navigator's next id, and mostly in runs of consecutive ids. Below the
  /// few entries on top, the entry is looked for where its id says it should be (a guess from
  /// the ids at the two ends, as in a dictionary), then by halving what is left; a deep stack
  /// is read in a few places, not searched. A stack whose ids are not in order (parts put
  /// together or restored) is then searched in full, so the answer never depends on the order.
  ///
  /// - Complexity: O(1) for an entry near the top, and for one anywhere in a stack whose ids
  ///   increase one by one; O(log d) in a stack d deep whose ids increase; O(k) for an entry k
  ///   below the top otherwise, and O(d) when the id is not in the stack.
  @inlinable
  func position(of id: EntryID) -> Int? {
    // Most lookups name the top: a screen an action is sent from, a layer's root.
    guard let top = _path.last else { return _root.id == id ? 0 : nil }
    if top.id == id { return _path.count }
    return position(belowTopOf: id)
  }

  /// ``position(of:)`` for an id that is not the top's, in a stack with pushed entries.
  @inlinable
  func position(belowTopOf id: EntryID) -> Int? {
    var index = _path.count - 1
    // Then the few entries beneath it, which an unwind to an entry mostly names.
    let nearTop = Swift.max(index - 8, 0)
    while index > nearTop {
      if _path[index - 1].id == id { return index }
      index -= 1
    }
    if index > 0, let found = positionInOrder(of: id.rawValue, below: index) { return found + 1 }
    while index > 0 {
      if _path[index - 1].id == id { return index }
      index -= 1
    }
    return _root.id == id ? 0 : nil
  }

  /// The index in the path of the entry with this id among the first `count` pushed entries.
  ///
  /// It assumes their ids increase: four guesses from the ids at the two ends of what is left,
  /// then halving. `nil` when it is not found so, whether absent or out of order.
  @inlinable
  func positionInOrder(of id: UInt64, below count: Int) -> Int? {
    var low = 0
    var high = count - 1
    var guesses = 0
    while low <= high {
      let lowID = _path[low].id.rawValue
      let highID = _path[high].id.rawValue
      guard lowID <= id, id <= highID else { return nil }
      var middle = low + (high - low) / 2
      if guesses < 4, highID > lowID {
        guesses += 1
        let share = Double(id - lowID) / Double(highID - lowID)
        middle = Swift.min(low + Int(share * Double(high - low)), high)
      }
      let middleID = _path[middle].id.rawValue
      if middleID == id { return middle }
      if middleID < id { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// The position of the topmost entry showing this route.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  @inlinable
  func lastPosition(of route: Route) -> Int? {
    lastPosition { $0._route == route }
  }

  /// The position of the topmost entry that matches, searching from the top down.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  @inlinable
  func lastPosition(where matches: (RouteEntry<Route>) -> Bool) -> Int? {
    var index = _path.count
    while index > 0 {
      if matches(_path[index - 1]) { return index }
      index -= 1
    }
    return matches(_root) ? 0 : nil
  }

  // MARK: - Edits

  /// Removes every entry above `position` and returns them, bottom first: the run of pops the
  /// navigator reports.
  ///
  /// Whichever part is smaller is copied: when fewer entries stay than go, the run keeps the
  /// storage and the entries that stay are copied into storage of their own; otherwise the
  /// entries that go are copied out. The stack never shares storage with the run, so its next
  /// push writes in place.
  ///
  /// - Complexity: O(min(k, p)) for k entries removed and p kept; O(1) above the root.
  @inlinable
  mutating func removeRun(above position: Int) -> ArraySlice<RouteEntry<Route>> {
    if position < _path.count - position {
      let run = _path[position...]
      _path = Array(_path[..<position])
      return run
    }
    let entries = Array(_path[position...])
    _path.removeSubrange(position...)
    let run = entries[entries.indices]
    return run
  }

  /// Changes the route of the entry at `position`, returning the route it had.
  @inlinable
  mutating func setRoute(_ route: Route, at position: Int) -> Route {
    var route = route
    if position == 0 {
      swap(&_root._route, &route)
    } else {
      swap(&_path[position - 1]._route, &route)
    }
    return route
  }
}
