import ModalKit

/// One thing that changed a store's navigator: an action, or a restored state.
public enum StoreInput<Route: Hashable & Sendable>: Hashable, Sendable {
  /// An action sent with ``NavigatorStore/send(_:)`` (`from` is `nil`) or
  /// ``NavigatorStore/send(_:from:)`` (`from` is the screen it was sent from).
  case send(Navigator<Route>.Action, from: EntryID?)
  /// A saved navigator put in place by ``NavigatorStore/restore(_:)``, with the id counter the
  /// store kept.
  case restore(Navigator<Route>)
}

/// One input to a store and the events it caused: an entry of the ``StoreLog``.
///
/// A record holds what a replay needs: the action, the screen it was sent from, and the events
/// to compare a replay against. Replaying the records in order from ``StoreLog/start`` gives
/// the store's navigator back, event for event.
public struct StoreRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// What changed the navigator.
  public let input: StoreInput<Route>

  /// The events of an action, kept as the navigator returned them (no allocation for one).
  @usableFromInline let sentEvents: Navigator<Route>.Events

  /// The events of a restore, which the store builds itself.
  @usableFromInline let restoreEvents: [Navigator<Route>.Event]

  /// A record of an action and the events it caused.
  @inlinable
  init(_ action: Navigator<Route>.Action, from screen: EntryID?, events: Navigator<Route>.Events) {
    self.input = .send(action, from: screen)
    self.sentEvents = events
    self.restoreEvents = []
  }

  /// A record of a restore and the events it caused.
  init(restoring navigator: Navigator<Route>, events: [Navigator<Route>.Event]) {
    self.input = .restore(navigator)
    self.sentEvents = []
    self.restoreEvents = events
  }

  /// The events the input caused, in order; `[rejected(...)]` for a refused action.
  ///
  /// - Complexity: O(e) in the number of events: the array is made when asked for.
  public var events: [Navigator<Route>.Event] {
    switch input {
    case .send: Array(sentEvents)
    case .restore: restoreEvents
    }
  }
}

/// The last inputs of a store with their events, and the state before the oldest of them.
///
/// The log keeps at most ``capacity`` records; when a new one comes, the oldest goes, and
/// ``start`` moves past it by replaying it. So at any time
///
/// ```
/// start + records, replayed in order  ==  the store's navigator
/// ```
///
/// which is what a recorded session needs: write ``start``, then each record's input, and a
/// replay reproduces the state and every event. (A restore record replays by taking its
/// navigator as the new state.)
///
/// Keeping ``start`` costs one navigator transition per input once the log is full (the
/// replay), and is flat in the depth of the stacks; a snapshot per record would copy a stack
/// each time.
public struct StoreLog<Route: Hashable & Sendable>: Sendable {
  /// The records, a ring once full: the oldest at ``oldest``.
  @usableFromInline var ring: [StoreRecord<Route>]

  /// The index in ``ring`` of the oldest record once the ring is full; `0` before.
  @usableFromInline var oldest: Int

  /// Storage behind ``start``.
  @usableFromInline var _start: Navigator<Route>

  /// Storage behind ``droppedCount``.
  @usableFromInline var _droppedCount: Int

  /// The most records the log keeps.
  public let capacity: Int

  /// The capacity a store's log gets unless told otherwise.
  public static var defaultCapacity: Int { 32 }

  /// An empty log that keeps up to `capacity` records (at least 0) after `start`.
  public init(capacity: Int = defaultCapacity, start: Navigator<Route>) {
    self.capacity = max(0, capacity)
    self.ring = []
    self.oldest = 0
    self._start = start
    self._droppedCount = 0
    ring.reserveCapacity(self.capacity)
  }

  /// The state before the oldest record: where a replay of ``records`` begins.
  public var start: Navigator<Route> { _start }

  /// How many records have left the log since the store began.
  public var droppedCount: Int { _droppedCount }

  /// The number of records kept.
  public var count: Int { ring.count }

  /// The records, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``.
  public var records: [StoreRecord<Route>] {
    Array(ring[oldest...] + ring[..<oldest])
  }

  /// Adds a record, dropping the oldest when the log is full.
  ///
  /// - Complexity: O(1) plus, once full, one replay of the dropped record on ``start``.
  @inlinable
  mutating func append(_ record: StoreRecord<Route>) {
    guard ring.count >= capacity else {
      ring.append(record)
      return
    }
    _droppedCount += 1
    guard capacity > 0 else { return advanceStart(past: record) }
    advanceStart(past: ring[oldest])
    ring[oldest] = record
    oldest = oldest + 1 == capacity ? 0 : oldest + 1
  }

  /// Replays one record on ``start``: the record it leaves behind.
  @inlinable
  mutating func advanceStart(past record: StoreRecord<Route>) {
    switch record.input {
    case .send(let action, nil): _start.send(action)
    case .send(let action, let screen?): _start.send(action, from: screen)
    case .restore(let navigator): _start = navigator
    }
  }
}

// MARK: - Description

extension StoreInput: CustomStringConvertible {
  /// The input in short: `push(thread(7))`, `dismiss from #3`, `restore([inbox#0] > sheet
  /// [settings#1])`.
  public var description: String {
    switch self {
    case .send(let action, nil): "\(action)"
    case .send(let action, let screen?): "\(action) from \(screen)"
    case .restore(let navigator): "restore(\(navigator))"
    }
  }
}

extension StoreRecord: CustomStringConvertible {
  /// The input and its events, such as `push(thread(7)) -> [pushed(thread(7)#1)]`.
  public var description: String {
    "\(input) -> [" + events.map(\.description).joined(separator: ", ") + "]"
  }
}
