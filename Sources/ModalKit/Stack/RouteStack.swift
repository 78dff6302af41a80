/// A root entry and the entries pushed above it: one layer's navigation stack.
///
/// The root is stored apart from the pushed entries, so a stack is never empty. The stack is a
/// random-access collection of its entries from the root (index 0) to the top.
///
/// A navigator's stacks change only through the navigator, which hands out the ids; see
/// ``Navigator/push(_:)``, ``Navigator/unwind()`` and ``Navigator/home()``. A stack built with
/// ``init(root:path:)`` is a value, for expected states in tests and for saved state.
public struct RouteStack<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Storage behind ``root``.
  @usableFromInline var _root: RouteEntry<Route>

  /// Storage behind ``path``.
  @usableFromInline var _path: [RouteEntry<Route>]

  /// Creates a stack from its root and the entries pushed above it, bottom first.
  @inlinable
  public init(root: RouteEntry<Route>, path: [RouteEntry<Route>] = []) {
    self._root = root
    self._path = path
  }

  /// The entry at the bottom, which no unwind removes.
  @inlinable
  public var root: RouteEntry<Route> { _root }

  /// The entries pushed above the root, from the bottom to the top.
  @inlinable
  public var path: [RouteEntry<Route>] { _path }

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
  public var routes: [Route] { _path.map { $0._route } }  // No key path: Embedded has none.
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
  /// - Precondition: `position` is in `0...depth`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> RouteEntry<Route> {
    position == 0 ? _root : _path[position - 1]
  }
}

// MARK: - Description

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension RouteStack: CustomStringConvertible {
    /// The entries from the root to the top with their ids, such as `[inbox#0, thread(7)#1]`.
    public var description: String {
      "[" + map(\.description).joined(separator: ", ") + "]"
    }
  }
#endif
