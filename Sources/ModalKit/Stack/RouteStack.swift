/// A root entry and the entries pushed above it: one layer's navigation stack.
///
/// The root is stored apart from the pushed entries, so a stack is never empty. The stack is a
/// random-access collection of its entries from the root (index 0) to the top.
///
/// A stack changes only through its ``Navigator``, which hands out the ids; see
/// ``Navigator/push(_:)``, ``Navigator/unwind()`` and ``Navigator/home()``.
public struct RouteStack<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry at the bottom, which no unwind removes.
  public var root: RouteEntry<Route> { _root }

  /// Storage behind ``root``, which inlinable transitions mutate directly.
  @usableFromInline var _root: RouteEntry<Route>

  /// The entries pushed above the root, from the bottom to the top.
  public internal(set) var path: [RouteEntry<Route>] {
    get { _path }
    _modify { yield &_path }
  }

  /// Storage behind ``path``, which inlinable transitions mutate directly.
  @usableFromInline var _path: [RouteEntry<Route>]

  @inlinable
  init(root: RouteEntry<Route>, path: [RouteEntry<Route>] = []) {
    self._root = root
    self._path = path
  }

  /// The visible entry: the last pushed one, or the root when nothing is pushed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var top: RouteEntry<Route> { _path.last ?? _root }

  /// The number of pushed entries; `0` means the stack is at its root.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var depth: Int { _path.count }

  /// The routes of the pushed entries, from the bottom to the top.
  ///
  /// - Complexity: O(depth).
  public var routes: [Route] { path.map(\.route) }
}

// MARK: - Collection

extension RouteStack: RandomAccessCollection {
  /// The position of the root, always `0`.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the top entry.
  @inlinable
  public var endIndex: Int { _path.count + 1 }

  /// The entry at a position: `0` is the root, `1` the first pushed entry.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> RouteEntry<Route> {
    position == 0 ? _root : _path[position - 1]
  }
}

// MARK: - Description

extension RouteStack: CustomStringConvertible {
  /// The routes from the root to the top, such as `[inbox, thread(7)]`.
  public var description: String {
    "[" + map { "\($0.route)" }.joined(separator: ", ") + "]"
  }
}
