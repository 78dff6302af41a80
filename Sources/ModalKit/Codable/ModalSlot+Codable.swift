#if !hasFeature(Embedded)
  // Layers, the slot and the queue. A layer is `{"presentation":…,"stack":[…]}`, its stack's
  // root being the presented entry; the slot is the array of its layers, bottom first; the queue
  // is `{"level":…,"items":[…]}`, an item `{"entry":…,"presentation":…}`. The same shapes as
  // the trace format's state.
  //
  // Each value refuses, as RestorationError.invalidState, what it can check by itself: a layer
  // or queued item whose presentation cannot be shown, a path pushed in an alert or dialog, a
  // queue level that does not suit its items. What spans values (unique ids, the counter, the
  // queue's level against the layers) is the navigator's to check.

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
    /// Reads a layer written by ``encode(to:)``, refusing one that cannot be shown.
    ///
    /// - Throws: `DecodingError` for data of another shape; ``RestorationError/invalidState(_:)``
    ///   with ``InvariantViolation/invalidPresentation(_:_:)`` or
    ///   ``InvariantViolation/pushInNonNavigableLayer(_:)``, naming the presented entry.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: LayerKey.self)
      let presentation = try container.decode(UncheckedPresentation.self, forKey: .presentation)
        .presentation
      let stack = try container.decode(RouteStack<Route>.self, forKey: .stack)
      if let problem = presentation.problem {
        throw RestorationError.invalidState(.invalidPresentation(stack.root.id, problem))
      }
      if !presentation.isNavigable, stack.depth > 0 {
        throw RestorationError.invalidState(.pushInNonNavigableLayer(stack.root.id))
      }
      self.init(entry: stack.root, presentation: presentation, path: stack.path)
    }
  }

  // MARK: - ModalSlot

  extension ModalSlot: Encodable where Route: Encodable {
    /// Writes the slot as the array of its layers, bottom first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(layers)
    }
  }

  extension ModalSlot: Decodable where Route: Decodable {
    /// Reads a slot written by ``encode(to:)``; each layer is checked as it is read.
    ///
    /// - Throws: `DecodingError`, or the first layer's ``RestorationError``.
    public init(from decoder: any Decoder) throws {
      self.init(layers: try decoder.singleValueContainer().decode([ModalLayer<Route>].self))
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
    /// Reads a queued presentation written by ``encode(to:)``, refusing one that cannot be
    /// shown.
    ///
    /// - Throws: `DecodingError` for data of another shape; ``RestorationError/invalidState(_:)``
    ///   with ``InvariantViolation/invalidPresentation(_:_:)`` naming the entry.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: QueuedKey.self)
      let entry = try container.decode(RouteEntry<Route>.self, forKey: .entry)
      let presentation = try container.decode(UncheckedPresentation.self, forKey: .presentation)
        .presentation
      if let problem = presentation.problem {
        throw RestorationError.invalidState(.invalidPresentation(entry.id, problem))
      }
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
    /// Reads a queue written by ``encode(to:)``: `level` is `0` for an empty queue and at
    /// least `1` otherwise.
    ///
    /// - Throws: `DecodingError` for data of another shape; ``RestorationError/invalidState(_:)``
    ///   with ``InvariantViolation/queueLevelOutOfRange(_:)`` for a level that does not suit the
    ///   items, or an item's own error.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: QueueKey.self)
      let level = try container.decode(Int.self, forKey: .level)
      let items = try container.decode([QueuedPresentation<Route>].self, forKey: .items)
      if items.isEmpty ? level != 0 : level < 1 {
        throw RestorationError.invalidState(.queueLevelOutOfRange(level))
      }
      self.init(items: items, level: level)
    }
  }
#endif
