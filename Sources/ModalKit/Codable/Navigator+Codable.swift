#if !hasFeature(Embedded)
  // The saved-state format's root. Version 1 is one object:
  //
  //   {"version":1,"stack":[ENTRY…],"layers":[LAYER…],"queue":{"level":…,"items":[…]},
  //    "nextID":…}
  //
  // the trace format's state with a version in front, and routes as the app's `Codable` writes
  // them. The Restoration article in the documentation is the whole contract.

  private enum NavigatorKey: String, CodingKey {
    case version
    case stack
    case layers
    case queue
    case nextID
  }

  extension Navigator {
    /// The version of the saved-state format this build writes, and the only one it reads: `1`.
    ///
    /// A later build that changes the format raises the number and keeps reading the versions
    /// before it; an older build refuses a newer version with
    /// ``RestorationError/unsupportedVersion(_:)`` instead of misreading it.
    public static var restorationVersion: Int { 1 }
  }

  extension Navigator: Encodable where Route: Encodable {
    /// Writes the navigator as its saved state: the format version, every stack, layer and
    /// queued presentation with its entries' ids, and the id counter.
    ///
    /// ```json
    /// {"version":1,"stack":[{"id":0,"route":"inbox"},{"id":1,"route":"thread"}],
    ///  "layers":[{"presentation":{"style":"sheet",…},"stack":[{"id":2,"route":"settings"}]}],
    ///  "queue":{"level":0,"items":[]},"nextID":3}
    /// ```
    ///
    /// - Complexity: O(n) in the number of entries.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: NavigatorKey.self)
      try container.encode(Self.restorationVersion, forKey: .version)
      try container.encode(stack, forKey: .stack)
      try container.encode(layers, forKey: .layers)
      try container.encode(queue, forKey: .queue)
      try container.encode(nextID, forKey: .nextID)
    }
  }

  extension Navigator: Decodable where Route: Decodable {
    /// Reads a navigator written by ``encode(to:)``, with the same entries, ids and counter,
    /// after checking every rule a navigator keeps; never a partial navigator.
    ///
    /// The version is read first, so a newer format is refused before its shape is judged.
    /// The parts are then read as written, and the candidate they make is judged by
    /// ``invariantViolations()``, as ``init(stack:layers:queue:nextID:)`` judges it: the first
    /// violation it names is the one thrown, inside ``RestorationError/invalidState(_:)``.
    ///
    /// - Throws: ``RestorationError/unsupportedVersion(_:)``, ``RestorationError/invalidState(_:)``,
    ///   or the decoder's `DecodingError` for data that does not have the format's shape.
    /// - Complexity: O(n) in the number of entries, plus the validation of each presentation.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: NavigatorKey.self)
      let version = try container.decodeNumber(Int.self, forKey: .version)
      guard version == Self.restorationVersion else {
        throw RestorationError.unsupportedVersion(version)
      }
      let stack = try container.decode(RouteStack<Route>.self, forKey: .stack)
      let layers = try container.decode([ModalLayer<Route>].self, forKey: .layers)
      let queue = try container.decode(PresentationQueue<Route>.self, forKey: .queue)
      let nextID = try container.decode(EntryID.self, forKey: .nextID)
      do {
        try self.init(stack: stack, layers: layers, queue: queue, nextID: nextID)
      } catch {
        throw RestorationError.invalidState(error)
      }
    }
  }
#endif
