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

  /// Removes every entry above `position`, reporting each one top first.
  ///
  /// - Complexity: O(k), where k is the number of entries removed.
  @inlinable
  mutating func pop(above position: Int, reporting popped: (RouteEntry<Route>) -> Void) {
    while _path.count > position {
      popped(_path.removeLast())
    }
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
