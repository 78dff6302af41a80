/// Presentations waiting for the layers above them to go, shown in order.
///
/// Presenting with ``ConflictPolicy/queue`` while a layer is up puts the presentation here. The
/// head waits until fewer than ``level`` layers are presented: until the layer that was on top
/// when it was queued is dismissed (a layer replaced with ``ConflictPolicy/insteadOfTop`` keeps
/// the count, so the head waits for the replacement). It is then presented over whatever
/// remains, and the next one waits for it in turn. A head that asks for the route and
/// presentation already on top by then is reported ``Navigator/Event/dropped(_:)`` instead,
/// never shown twice.
///
/// ``Navigator/dismissAll()``, ``Navigator/home()``, ``Navigator/apply(_:)`` and
/// ``Navigator/reset(_:)`` empty the queue, reporting each entry ``Navigator/Event/dropped(_:)``.
///
/// The queue keeps its own ``level``: the methods below are the only code that sets it.
public struct PresentationQueue<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Storage behind ``items``.
  @usableFromInline var _items: [QueuedPresentation<Route>]

  /// Storage behind ``level``.
  @usableFromInline var _level: Int

  /// Creates a queue holding these presentations, the head waiting below `level` layers.
  ///
  /// For expected values and saved state. The queue keeps both as given, whatever they are;
  /// ``Navigator/init(stack:layers:queue:nextID:)`` is what judges them, and refuses a level
  /// that does not suit the items and the layers (an empty queue's level is `0`) with
  /// ``InvariantViolation/queueLevelOutOfRange(_:)``.
  @inlinable
  public init(items: [QueuedPresentation<Route>] = [], level: Int = 0) {
    self._items = items
    self._level = level
  }

  /// The waiting presentations, the next to be shown first.
  @inlinable
  public var items: [QueuedPresentation<Route>] { _items }

  /// The number of layers the head waits below; `0` when the queue is empty.
  @inlinable
  public var level: Int { _level }

  /// Whether nothing is waiting.
  @inlinable
  public var isEmpty: Bool { _items.isEmpty }

  /// Whether an equivalent presentation of `route` is already waiting.
  ///
  /// - Complexity: O(q) in the number of queued presentations.
  @inlinable
  func contains(_ route: Route, as presentation: Presentation) -> Bool {
    _items.contains { $0._entry._route == route && $0.presentation.isEquivalent(to: presentation) }
  }

  /// The position of the queued entry with this id.
  @inlinable
  func index(of id: EntryID) -> Int? {
    _items.firstIndex { $0._entry.id == id }
  }

  // MARK: - Edits

  /// Adds a presentation at the back; the first one waits below `topLevel` layers.
  @inlinable
  mutating func enqueue(_ item: QueuedPresentation<Route>, topLevel: Int) {
    if _items.isEmpty { _level = topLevel }
    _items.append(item)
  }

  /// Removes the queued presentation at `index`.
  @inlinable
  mutating func remove(at index: Int) -> QueuedPresentation<Route> {
    let item = _items.remove(at: index)
    if _items.isEmpty { _level = 0 }
    return item
  }

  /// Removes the head if `topLevel` layers are fewer than it waits for.
  ///
  /// The next head, if any, waits below `topLevel + 1` layers when the removed one is shown,
  /// or below `topLevel` when it is dropped; ``headShown(topLevel:)`` says which.
  @inlinable
  mutating func removeHeadIfDue(topLevel: Int) -> QueuedPresentation<Route>? {
    guard !_items.isEmpty, topLevel < _level else { return nil }
    return remove(at: 0)
  }

  /// Makes the next head wait for the layer just presented from the queue.
  @inlinable
  mutating func headShown(topLevel: Int) {
    if !_items.isEmpty { _level = topLevel }
  }

  /// Empties the queue, reporting each presentation in queue order.
  @inlinable
  mutating func removeAll(reporting dropped: (RouteEntry<Route>) -> Void) {
    for item in _items { dropped(item._entry) }
    self = PresentationQueue()
  }

  /// Removes every presentation but those with these ids, reporting each in queue order; the
  /// level stays while any remain.
  @inlinable
  mutating func removeAll(
    except kept: Set<EntryID>, reporting dropped: (RouteEntry<Route>) -> Void
  ) {
    for item in _items where !kept.contains(item.id) { dropped(item._entry) }
    _items.removeAll { !kept.contains($0.id) }
    if _items.isEmpty { _level = 0 }
  }
}

/// A presentation waiting in the queue, with the id it will keep when shown.
public struct QueuedPresentation<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// Storage behind ``entry``.
  @usableFromInline var _entry: RouteEntry<Route>

  /// How it will show.
  public let presentation: Presentation

  /// Creates a queued presentation: for expected values in tests and for saved state.
  @inlinable
  public init(entry: RouteEntry<Route>, presentation: Presentation) {
    self._entry = entry
    self.presentation = presentation
  }

  /// The entry that will be presented.
  @inlinable
  public var entry: RouteEntry<Route> { _entry }

  /// The id the entry keeps when it is presented.
  @inlinable
  public var id: EntryID { _entry.id }
}
