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
/// The log keeps the last ``capacity`` inputs; older ones leave it, and ``start`` moves past
/// them. So at any time
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
/// ## Cost
///
/// Keeping ``start`` is the log's cost. Replaying each input that leaves (the obvious way)
/// costs a second transition per send, which makes a store's push about 4 times a bare
/// navigator's. So the log works in batches of ``capacity``: it holds up to twice its capacity
/// after a base state, and when that fills, the older half goes at once. Its new base is a
/// *checkpoint*, the store's navigator as it stood a batch ago, kept by sharing its storage
/// (copy-on-write); the store's next change then copies that storage once, which is cheap for
/// a small state. For a large state (more than ``checkpointLimit`` entries) the log keeps no
/// checkpoint, and the older half is replayed onto the base in one loop instead. Reading
/// ``start`` replays the at most ``capacity`` inputs held beyond the log's own. With a capacity
/// of 0 the log is off: it keeps and replays nothing, and ``start`` is the store's current
/// state.
public struct StoreLog<Route: Hashable & Sendable>: Sendable {
  /// The inputs after ``base``, oldest first: the log's own are the last ``count`` of them,
  /// and fewer than ``capacity`` older ones wait to leave in one batch.
  @usableFromInline var buffer: [StoreInput<Route>]

  /// The state before the first input of ``buffer``.
  @usableFromInline var base: Navigator<Route>

  /// How many inputs have left ``buffer``.
  @usableFromInline var compacted: Int

  /// The store's navigator after the first ``capacity`` inputs of ``buffer``, when it was
  /// small enough to share: the next ``base``.
  @usableFromInline var checkpoint: Navigator<Route>?

  /// The most inputs the log keeps.
  public let capacity: Int

  /// The capacity a store's log gets unless told otherwise.
  public static var defaultCapacity: Int { 32 }

  /// The most entries a state may have for the log to keep it as a checkpoint, rather than
  /// replay a batch of inputs: four times the capacity, so the one copy a checkpoint causes
  /// costs at most a few entries per send.
  public var checkpointLimit: Int { 4 * capacity }

  /// An empty log that keeps up to `capacity` inputs (at least 0) after `start`.
  init(capacity: Int, start: Navigator<Route>) {
    self.capacity = max(0, capacity)
    self.buffer = []
    self.base = start
    self.compacted = 0
    self.checkpoint = nil
    buffer.reserveCapacity(2 * self.capacity)
  }

  /// The number of inputs in ``buffer`` older than the log's own.
  @usableFromInline var excess: Int { max(0, buffer.count - capacity) }

  /// The state before the oldest input: where a replay of ``inputs`` begins.
  ///
  /// - Complexity: Up to ``capacity`` transitions, replaying the inputs the log holds beyond
  ///   its own.
  public var start: Navigator<Route> {
    var navigator = base
    for input in buffer[..<excess] { Self.replay(input, on: &navigator) }
    return navigator
  }

  /// How many inputs have left the log since the store began.
  public var droppedCount: Int { compacted + excess }

  /// The number of inputs kept.
  public var count: Int { buffer.count - excess }

  /// The inputs, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``.
  public var inputs: [StoreInput<Route>] {
    Array(buffer[excess...])
  }

  /// The inputs with their events, oldest first, replayed from ``start``.
  ///
  /// - Complexity: One transition per input held (a restore costs O(n) in the entries of its
  ///   two states).
  public var records: [StoreRecord<Route>] {
    var navigator = start
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

  /// Adds an input and the store's navigator after it; when the buffer holds twice the
  /// capacity, the older half goes first (see Cost above).
  ///
  /// - Complexity: Amortized O(1) for a state of at most ``checkpointLimit`` entries; else one
  ///   transition per input, amortized.
  ///
  /// A log of capacity 0 only counts the input; its owner supplies the start (see
  /// ``NavigatorStore/log``), so an unused log costs nothing.
  @inlinable
  mutating func append(_ input: consuming StoreInput<Route>, after navigator: Navigator<Route>) {
    guard capacity > 0 else {
      compacted += 1
      return
    }
    buffer.append(input)
    if buffer.count == 2 * capacity { compact() }
    // `navigator` is the state after the first `capacity` inputs now: the next base.
    if buffer.count == capacity, Self.entryCount(of: navigator) <= checkpointLimit {
      checkpoint = navigator
    }
  }

  /// Drops the inputs beyond the log's own, moving ``base`` past them: to the checkpoint if
  /// there is one, else by replaying them.
  @inlinable
  mutating func compact() {
    let older = excess
    if let next = checkpoint.take(), older == capacity {
      base = next
    } else {
      for index in 0..<older { Self.replay(buffer[index], on: &base) }
    }
    buffer.removeSubrange(..<older)
    compacted += older
  }

  /// The entries of a navigator: its stacks' and its queue's.
  ///
  /// - Complexity: O(n) in the layers.
  @inlinable
  static func entryCount(of navigator: Navigator<Route>) -> Int {
    // `depth` is O(1); a stack's `count` would walk it.
    var count = navigator.stack.depth + 1 + navigator.queue.items.count
    for layer in navigator.modal.layers { count += layer.stack.depth + 1 }
    return count
  }

  /// This log with another start: for a log of capacity 0, which keeps nothing to replay.
  func starting(at navigator: Navigator<Route>) -> StoreLog {
    var log = self
    log.base = navigator
    return log
  }

  /// Applies one input to a navigator, as the store applied it.
  @inlinable
  static func replay(_ input: StoreInput<Route>, on navigator: inout Navigator<Route>) {
    switch input {
    case .send(let action, nil): navigator.send(action)
    case .send(let action, let screen?): navigator.send(action, from: screen)
    case .restore(let restored): navigator = restored
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
