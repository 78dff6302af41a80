/// Presentations waiting for the layers above them to go, shown in order.
///
/// Presenting with ``ConflictPolicy/queue`` while a layer is up puts the presentation here. The
/// head waits until fewer than ``level`` layers are presented: until the layer that was on top
/// when it was queued is dismissed (a layer replaced with ``ConflictPolicy/replace`` keeps the
/// count, so the head waits for the replacement). It is then presented over whatever remains,
/// and the next one waits for it in turn. A head that asks for the route and presentation
/// already on top by then is reported ``Navigator/Event/dropped(_:)`` instead, never shown twice.
///
/// ``Navigator/dismissAll()``, ``Navigator/home()``, ``Navigator/apply(_:)`` and
/// ``Navigator/reset(_:)`` empty the queue, reporting each entry ``Navigator/Event/dropped(_:)``.
public struct PresentationQueue<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The waiting presentations, the next to be shown first.
  public internal(set) var items: [QueuedPresentation<Route>] {
    get { _items }
    _modify { yield &_items }
  }

  /// Storage behind ``items``, which inlinable transitions mutate directly.
  @usableFromInline var _items: [QueuedPresentation<Route>]

  /// The number of layers the head waits below; `0` when the queue is empty.
  public internal(set) var level: Int {
    get { _level }
    _modify { yield &_level }
  }

  /// Storage behind ``level``, which inlinable transitions mutate directly.
  @usableFromInline var _level: Int

  @inlinable
  init() {
    self._items = []
    self._level = 0
  }

  /// Whether nothing is waiting.
  @inlinable
  public var isEmpty: Bool { _items.isEmpty }
}

/// A presentation waiting in the queue, with the id it will keep when shown.
public struct QueuedPresentation<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry that will be presented.
  public var entry: RouteEntry<Route> { _entry }

  /// Storage behind ``entry``, which inlinable transitions mutate directly.
  @usableFromInline var _entry: RouteEntry<Route>

  /// How it will show.
  public let presentation: Presentation

  @inlinable
  init(entry: RouteEntry<Route>, presentation: Presentation) {
    self._entry = entry
    self.presentation = presentation
  }
}
