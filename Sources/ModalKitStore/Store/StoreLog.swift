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

  /// The events it caused, in order; `[rejected(...)]` for a refused action.
  public let events: [Navigator<Route>.Event]

  /// A record of an input and its events.
  init(_ input: StoreInput<Route>, events: [Navigator<Route>.Event]) {
    self.input = input
    self.events = events
  }
}

/// The last inputs of a store, and the state before the oldest of them.
///
/// The log keeps at most ``capacity`` inputs; when a new one comes, the oldest goes, and
/// ``start`` moves past it by replaying it. So at any time
///
/// ```
/// start + inputs, replayed in order  ==  the store's navigator
/// ```
///
/// which is what a recorded session needs: write ``start``, then each input, and a replay
/// reproduces the state and every event. (A restore replays by taking its navigator as the new
/// state.) The events are not stored: ``records`` replays the inputs from ``start`` to get
/// them back, exactly as they were reported, since a navigator is a pure value.
///
/// Keeping ``start`` costs one navigator transition per input once the log is full, and is
/// flat in the depth of the stacks; a snapshot per input would copy a stack each time. With a
/// capacity of 0 the log is off: it keeps and replays nothing, and ``start`` is the store's
/// current state.
public struct StoreLog<Route: Hashable & Sendable>: Sendable {
  /// The inputs, a ring once full: the oldest at ``oldest``.
  @usableFromInline var ring: [StoreInput<Route>]

  /// The index in ``ring`` of the oldest input once the ring is full; `0` before.
  @usableFromInline var oldest: Int

  /// Storage behind ``start``.
  @usableFromInline var _start: Navigator<Route>

  /// Storage behind ``droppedCount``.
  @usableFromInline var _droppedCount: Int

  /// The most inputs the log keeps.
  public let capacity: Int

  /// The capacity a store's log gets unless told otherwise.
  public static var defaultCapacity: Int { 32 }

  /// An empty log that keeps up to `capacity` inputs (at least 0) after `start`.
  init(capacity: Int, start: Navigator<Route>) {
    self.capacity = max(0, capacity)
    self.ring = []
    self.oldest = 0
    self._start = start
    self._droppedCount = 0
    ring.reserveCapacity(self.capacity)
  }

  /// The state before the oldest input: where a replay of ``inputs`` begins.
  public var start: Navigator<Route> { _start }

  /// How many inputs have left the log since the store began.
  public var droppedCount: Int { _droppedCount }

  /// The number of inputs kept.
  public var count: Int { ring.count }

  /// The inputs, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``.
  public var inputs: [StoreInput<Route>] {
    Array(ring[oldest...] + ring[..<oldest])
  }

  /// The inputs with their events, oldest first, replayed from ``start``.
  ///
  /// - Complexity: One transition per input (a restore costs O(n) in the entries of its two
  ///   states).
  public var records: [StoreRecord<Route>] {
    var navigator = _start
    return inputs.map { input in
      switch input {
      case .send(let action, nil):
        return StoreRecord(input, events: Array(navigator.send(action)))
      case .send(let action, let screen?):
        return StoreRecord(input, events: Array(navigator.send(action, from: screen)))
      case .restore(let restored):
        defer { navigator = restored }
        return StoreRecord(input, events: difference(from: navigator, to: restored))
      }
    }
  }

  /// Adds an input, dropping the oldest when the log is full.
  ///
  /// - Complexity: O(1) plus, once full, one replay of the dropped input on ``start``.
  ///
  /// A log of capacity 0 only counts the input; its owner supplies the start (see
  /// ``NavigatorStore/log``), so an unused log costs nothing.
  @inlinable
  mutating func append(_ input: consuming StoreInput<Route>) {
    guard ring.count >= capacity else {
      ring.append(input)
      return
    }
    _droppedCount += 1
    guard capacity > 0 else { return }
    // Swapped, not copied: `input` now holds the oldest input, which leaves the log. (Taking
    // the input `consuming` and swapping it saves about 490 instructions per send against a
    // copy in and a copy out.)
    swap(&ring[oldest], &input)
    oldest = oldest + 1 == capacity ? 0 : oldest + 1
    advanceStart(past: input)
  }

  /// This log with another start: for a log of capacity 0, which keeps nothing to replay.
  func starting(at navigator: Navigator<Route>) -> StoreLog {
    var log = self
    log._start = navigator
    return log
  }

  /// Replays one input on ``start``: the input it leaves behind.
  @inlinable
  mutating func advanceStart(past input: consuming StoreInput<Route>) {
    switch consume input {
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
