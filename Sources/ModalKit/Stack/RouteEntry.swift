/// The identity of one pushed or presented entry, unique in its navigator and never reused.
///
/// Only a ``Navigator`` hands out ids for new entries, from a counter it stores, so two entries
/// showing equal routes stay distinct and a host gets a stable identity for each screen. An id
/// written in a test (`RouteEntry(id: 1, route: .thread(7))`) is just a value to compare with.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number behind the id; ids are handed out in increasing order starting at 0.
  public let rawValue: UInt64

  /// Creates an id from its number, for saved state and for expected values in tests.
  ///
  /// A navigator never accepts an id made this way for a new entry; it only uses such ids to
  /// look up entries it already holds.
  @inlinable
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Creates an id from an integer literal, so a test can write `id: 3`.
  @inlinable
  public init(integerLiteral value: UInt64) {
    self.rawValue = value
  }

  /// Orders ids by the time their entries were created.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The id as `#` followed by its number, such as `#3`.
  public var description: String { "#\(rawValue)" }
}

/// One screen in a stack: a route and the id that keeps it distinct from equal routes.
///
/// Conforms to `Identifiable`, so SwiftUI's `ForEach` and `sheet(item:)` take entries as they
/// are.
public struct RouteEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The entry's identity, unique in the navigator that created it.
  public let id: EntryID

  /// Storage behind ``route``, which transitions mutate in place.
  @usableFromInline var _route: Route

  /// Creates an entry: for expected values in tests and for saved state.
  ///
  /// A navigator hands out ids itself for every entry it creates; an entry made here is a value
  /// to compare with, or part of a state that ``Navigator/init(stack:layers:queue:nextID:)``
  /// checks before trusting.
  @inlinable
  public init(id: EntryID, route: Route) {
    self.id = id
    self._route = route
  }

  /// What the entry shows; ``Navigator/update(_:to:)`` can change it in place.
  @inlinable
  public var route: Route { _route }
}

// MARK: - Description

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension RouteEntry: CustomStringConvertible {
    /// The route followed by the id, such as `thread(7)#3`.
    public var description: String { "\(route)\(id)" }
  }
#endif
