// The stack's own edits. They take entries whose ids the navigator has already handed out, and
// return what they removed so the navigator can report it; none of them can fail.

extension RouteStack {
  // MARK: - Lookup

  /// The position of the entry with this id, searching from the top down.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  func position(of id: EntryID) -> Int? {
    var index = path.count
    while index > 0 {
      if path[index - 1].id == id { return index }
      index -= 1
    }
    return root.id == id ? 0 : nil
  }

  /// The position of the topmost entry showing this route.
  ///
  /// - Complexity: O(k), where k is the number of entries above the one found.
  func lastPosition(of route: Route) -> Int? {
    var index = path.count
    while index > 0 {
      if path[index - 1].route == route { return index }
      index -= 1
    }
    return root.route == route ? 0 : nil
  }

  // MARK: - Edits

  /// Removes every entry above `position`, reporting each one top first.
  ///
  /// - Complexity: O(k), where k is the number of entries removed.
  mutating func pop(above position: Int, reporting popped: (RouteEntry<Route>) -> Void) {
    while path.count > position {
      popped(path.removeLast())
    }
  }

  /// Changes the route of the entry at `position`.
  mutating func setRoute(_ route: Route, at position: Int) {
    if position == 0 {
      root.route = route
    } else {
      path[position - 1].route = route
    }
  }
}
