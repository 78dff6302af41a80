/// A root entry and the entries pushed above it: one layer's navigation stack.
///
/// The root is stored apart from the pushed entries, so a stack is never empty. The stack is a
/// random-access collection of its entries from the root (index 0) to the top.
///
/// A stack changes only through its ``Navigator``, which hands out the ids; see
/// ``Navigator/push(_:)``, ``Navigator/unwind()`` and ``Navigator/home()``.
public struct RouteStack<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry at the bottom, which no unwind removes.
  public internal(set) var root: RouteEntry<Route>

  /// The entries pushed above the root, from the bottom to the top.
  public internal(set) var path: [RouteEntry<Route>]

  init(root: RouteEntry<Route>, path: [RouteEntry<Route>] = []) {
    self.root = root
    self.path = path
  }

  /// The visible entry: the last pushed one, or the root when nothing is pushed.
  ///
  /// - Complexity: O(1).
  public var top: RouteEntry<Route> { path.last ?? root }

  /// The number of pushed entries; `0` means the stack is at its root.
  ///
  /// - Complexity: O(1).
  public var depth: Int { path.count }

  /// The routes of the pushed entries, from the bottom to the top.
  ///
  /// - Complexity: O(depth).
  public var routes: [Route] { path.map(\.route) }
}

// MARK: - Collection

extension RouteStack: RandomAccessCollection {
  /// The position of the root, always `0`.
  public var startIndex: Int { 0 }

  /// One past the position of the top entry.
  public var endIndex: Int { path.count + 1 }

  /// The entry at a position: `0` is the root, `1` the first pushed entry.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> RouteEntry<Route> {
    position == 0 ? root : path[position - 1]
  }
}

// MARK: - Description

extension RouteStack: CustomStringConvertible {
  /// The routes from the root to the top, such as `[inbox, thread(7)]`.
  public var description: String {
    "[" + map { "\($0.route)" }.joined(separator: ", ") + "]"
  }
}
