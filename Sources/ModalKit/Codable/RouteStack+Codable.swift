#if !hasFeature(Embedded)
  // Ids, entries and stacks. An id is a JSON integer (an unsigned 64-bit number), an entry
  // `{"id":3,"route":…}` with the route as the app's own `Codable` writes it, and a stack the
  // array of its entries, root first. Ids are written as they are, never renumbered, so a
  // restored navigator has the same entries with the same ids.

  // MARK: - EntryID

  extension EntryID: Codable {
    /// Writes the id as its number.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// Reads an id from its number.
    ///
    /// - Throws: `DecodingError` for anything but an integer in `0...UInt64.max`.
    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.decodeNumber(UInt64.self))
    }
  }

  // MARK: - RouteEntry

  private enum EntryKey: String, CodingKey {
    case id
    case route
  }

  extension RouteEntry: Encodable where Route: Encodable {
    /// Writes the entry as `{"id":…,"route":…}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: EntryKey.self)
      // The number itself rather than the EntryID, which writes the same: a nested value costs
      // a JSON coder a decoder of its own per entry.
      try container.encode(id.rawValue, forKey: .id)
      try container.encode(route, forKey: .route)
    }
  }

  extension RouteEntry: Decodable where Route: Decodable {
    /// Reads an entry written by ``encode(to:)``, keeping its id.
    ///
    /// - Throws: `DecodingError`, or what the route's own decoding throws.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: EntryKey.self)
      self.init(
        id: EntryID(rawValue: try container.decodeNumber(UInt64.self, forKey: .id)),
        route: try container.decode(Route.self, forKey: .route))
    }
  }

  // MARK: - RouteStack

  extension RouteStack: Encodable where Route: Encodable {
    /// Writes the stack as the array of its entries, root first.
    ///
    /// - Complexity: O(n) in the number of entries.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(root)
      for entry in path { try container.encode(entry) }
    }
  }

  extension RouteStack: Decodable where Route: Decodable {
    /// Reads a stack written by ``encode(to:)``: at least the root.
    ///
    /// Ids are not checked here; a navigator checks them across all its stacks.
    ///
    /// - Throws: `DecodingError`, `dataCorrupted` for an empty array.
    /// - Complexity: O(n) in the number of entries.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      guard !container.isAtEnd else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "A stack holds at least its root entry."))
      }
      let root = try container.decode(RouteEntry<Route>.self)
      var path: [RouteEntry<Route>] = []
      if let count = container.count { path.reserveCapacity(count - 1) }
      while !container.isAtEnd { path.append(try container.decode(RouteEntry<Route>.self)) }
      self.init(root: root, path: path)
    }
  }
#endif
