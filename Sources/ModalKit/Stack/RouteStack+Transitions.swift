// The stack's own edits. They take entries whose ids the navigator has already handed out, and
// return what they removed so the navigator can report it; none of them can fail.

extension RouteStack {
  // MARK: - Lookup

  /// The position of the entry with this id, searching from the top down.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  @inlinable
  func position(of id: EntryID) -> Int? {
    lastPosition { $0.id == id }
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
    let run = Array(_path[position...])[...]
    _path.removeSubrange(position...)
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
