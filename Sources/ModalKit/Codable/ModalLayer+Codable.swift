#if !hasFeature(Embedded)
  // Layers and the queue. A layer is `{"presentation":…,"stack":[…]}`, its stack's root being
  // the presented entry (a navigator writes its layers as an array, bottom first); the queue is
  // `{"level":…,"items":[…]}`, an item `{"entry":…,"presentation":…}`. The same shapes as the
  // trace format's state.
  //
  // Each value is read as written, as its initializer accepts it, a presentation that cannot
  // be shown included: the navigator that holds them is what is judged, by
  // `Navigator.invariantViolations()`, the one judge of a sound state.

  // MARK: - ModalLayer

  private enum LayerKey: String, CodingKey {
    case presentation
    case stack
  }

  extension ModalLayer: Encodable where Route: Encodable {
    /// Writes the layer as `{"presentation":…,"stack":[…]}`; the stack's root is the presented
    /// entry.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: LayerKey.self)
      try container.encode(presentation, forKey: .presentation)
      try container.encode(stack, forKey: .stack)
    }
  }

  extension ModalLayer: Decodable where Route: Decodable {
    /// Reads a layer written by ``encode(to:)``, as written.
    ///
    /// Like ``init(entry:presentation:path:)``, it takes a presentation that cannot be shown and
    /// a path inside an alert: a layer is judged with the navigator that holds it, whose
    /// decoding refuses them as ``RestorationError/invalidState(_:)``.
    ///
    /// - Throws: `DecodingError` for data of another shape.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: LayerKey.self)
      let presentation = try container.decode(UncheckedPresentation.self, forKey: .presentation)
        .presentation
      let stack = try container.decode(RouteStack<Route>.self, forKey: .stack)
      self.init(entry: stack.root, presentation: presentation, path: stack.path)
    }
  }

  // MARK: - QueuedPresentation

  private enum QueuedKey: String, CodingKey {
    case entry
    case presentation
  }

  extension QueuedPresentation: Encodable where Route: Encodable {
    /// Writes the queued presentation as `{"entry":…,"presentation":…}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: QueuedKey.self)
      try container.encode(entry, forKey: .entry)
      try container.encode(presentation, forKey: .presentation)
    }
  }

  extension QueuedPresentation: Decodable where Route: Decodable {
    /// Reads a queued presentation written by ``encode(to:)``, as written, a presentation that
    /// cannot be shown included; the navigator that holds it is what is judged.
    ///
    /// - Throws: `DecodingError` for data of another shape.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: QueuedKey.self)
      let entry = try container.decode(RouteEntry<Route>.self, forKey: .entry)
      let presentation = try container.decode(UncheckedPresentation.self, forKey: .presentation)
        .presentation
      self.init(entry: entry, presentation: presentation)
    }
  }

  // MARK: - PresentationQueue

  private enum QueueKey: String, CodingKey {
    case level
    case items
  }

  extension PresentationQueue: Encodable where Route: Encodable {
    /// Writes the queue as `{"level":…,"items":[…]}`, the next to be shown first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: QueueKey.self)
      try container.encode(level, forKey: .level)
      try container.encode(items, forKey: .items)
    }
  }

  extension PresentationQueue: Decodable where Route: Decodable {
    /// Reads a queue written by ``encode(to:)``, its level and items as written.
    ///
    /// Whether the level suits the items and the layers (`0` for an empty queue, within the
    /// layers otherwise) is the navigator's to judge, as for ``init(items:level:)``.
    ///
    /// - Throws: `DecodingError` for data of another shape.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: QueueKey.self)
      let level = try container.decodeNumber(Int.self, forKey: .level)
      let items = try container.decode([QueuedPresentation<Route>].self, forKey: .items)
      self.init(items: items, level: level)
    }
  }
#endif
