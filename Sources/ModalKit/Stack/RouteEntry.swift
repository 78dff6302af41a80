/// The identity of one pushed or presented entry, unique in its navigator and never reused.
///
/// Only a ``Navigator`` hands out ids, from a counter it stores, so two entries showing equal
/// routes stay distinct and a host gets a stable identity for each screen.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number behind the id; ids are handed out in increasing order starting at 0.
  public let rawValue: UInt64

  /// Creates an id from its number, for decoding saved state and for tests.
  ///
  /// A navigator never accepts an id made this way for a new entry; it only uses such ids to
  /// look up entries it already holds.
  @inlinable
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders ids by the time their entries were created.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The id as `#` followed by its number, such as `#3`.
  public var description: String { "#\(rawValue)" }
}

/// One screen in a stack: a route and the id that keeps it distinct from equal routes.
public struct RouteEntry<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The entry's identity, unique in the navigator that created it.
  public let id: EntryID

  /// What the entry shows; ``Navigator/update(_:to:)`` can change it in place.
  public var route: Route { _route }

  /// Storage behind ``route``, which inlinable transitions mutate directly.
  @usableFromInline var _route: Route

  @inlinable
  init(id: EntryID, route: Route) {
    self.id = id
    self._route = route
  }

  /// The route followed by the id, such as `thread(7)#3`.
  public var description: String { "\(route)\(id)" }
}
