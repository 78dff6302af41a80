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

/// One input to a store and the events it caused: what a change hook hears, and an entry of
/// the ``StoreLog``.
public struct StoreRecord<Route: Hashable & Sendable>: Hashable, Sendable {
  /// What changed the navigator.
  public let input: StoreInput<Route>

  /// The events it caused, in order, as the navigator returned them; `[rejected(...)]` for a
  /// refused action.
  ///
  /// Runs of pops are held unread (see `Navigator.Events`): a record of a `home` from any
  /// depth costs the same to make, to log and to hand to an observer. `Array(record.events)`
  /// reads them all.
  public let events: Navigator<Route>.Events

  /// A record of an input and its events.
  @inlinable
  init(_ input: StoreInput<Route>, events: Navigator<Route>.Events) {
    self.input = input
    self.events = events
  }
}

/// The last inputs of a store with their events: a bounded ring, for debugging.
///
/// The log keeps the last ``capacity`` records, each an input and the events it caused, in the
/// order the store applied them; older ones leave it (``droppedCount`` counts them). It keeps
/// no state: adding a record is O(1) and never copies or replays the navigator, whatever its
/// depth. With a capacity of 0 the log is off and only counts the inputs.
///
/// The log is not a recorded session: it has no start to replay from. To write a session as a
/// trace, record it (``NavigatorStore/startRecording()``); see ``SessionRecording``.
public struct StoreLog<Route: Hashable & Sendable>: Sendable {
  /// The inputs, at most ``capacity``; once full, the oldest is at ``oldest``.
  @usableFromInline var ringInputs: [StoreInput<Route>]

  /// The events of each input in ``ringInputs``, at the same index, as the navigator returned
  /// them: one event is held inline, so a record of one event allocates nothing.
  @usableFromInline var ringEvents: [Navigator<Route>.Events]

  /// Where the oldest record is, and where the next one goes once the ring is full.
  @usableFromInline var oldest: Int

  /// How many inputs the log has been given.
  @usableFromInline var total: Int

  /// The most records the log keeps.
  public let capacity: Int

  /// The capacity a store's log gets unless told otherwise.
  public static var defaultCapacity: Int { 32 }

  /// An empty log that keeps up to `capacity` records (at least 0).
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    self.ringInputs = []
    self.ringEvents = []
    self.oldest = 0
    self.total = 0
    ringInputs.reserveCapacity(self.capacity)
    ringEvents.reserveCapacity(self.capacity)
  }

  /// How many inputs have left the log since the store began.
  public var droppedCount: Int { total - ringInputs.count }

  /// The number of records kept.
  public var count: Int { ringInputs.count }

  /// The inputs, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``.
  public var inputs: [StoreInput<Route>] {
    Array(ringInputs[oldest...]) + ringInputs[..<oldest]
  }

  /// The inputs with their events, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``, whatever the events.
  public var records: [StoreRecord<Route>] {
    let order = Array(oldest..<ringInputs.count) + Array(0..<oldest)
    return order.map { StoreRecord(ringInputs[$0], events: ringEvents[$0]) }
  }

  /// Adds an input and its events, replacing the oldest record when the log is full.
  ///
  /// - Complexity: O(1).
  @inlinable
  mutating func append(_ input: consuming StoreInput<Route>, events: Navigator<Route>.Events) {
    total += 1
    guard capacity > 0 else { return }
    if ringInputs.count < capacity {
      ringInputs.append(input)
      ringEvents.append(events)
    } else {
      ringInputs[oldest] = input
      ringEvents[oldest] = events
      oldest = oldest + 1 == capacity ? 0 : oldest + 1
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
