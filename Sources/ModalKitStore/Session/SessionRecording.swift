// A store's recorded session, and how it is written as a trace that `modalkit replay` reads to
// reproduce a user's session.

import ModalKit
import ModalKitTrace

/// A recorded session: the state a recording started from and every input since.
///
/// A store records only when asked (``NavigatorStore/startRecording()``, or
/// `recordsSession: true` when it is created), and then keeps every input until
/// ``NavigatorStore/stopRecording()`` or the next ``NavigatorStore/startRecording()``. At any
/// time
///
/// ```
/// start + inputs, replayed in order  ==  the store's navigator
/// ```
///
/// which is what a trace needs: write ``start``, then each input, and a replay reproduces the
/// state and every event. (A restore replays by taking its navigator as the new state.)
///
/// ## Cost
///
/// While it records, the store keeps the start, shared with its navigator of then (its next
/// change copies that storage once: O(n) in the entries of the state, once per recording), and
/// appends each input: O(1) per send. A recording handed out (``NavigatorStore/recording``,
/// ``NavigatorStore/stopRecording()``) replays its inputs once, to find their events and the
/// end; reading ``records`` and ``end`` then costs nothing.
public struct SessionRecording<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state before the first input: where a replay of ``inputs`` begins.
  public let start: Navigator<Route>

  /// Every input since the recording began, with its events, oldest first.
  public let records: [StoreRecord<Route>]

  /// The state after every input: the store's navigator when the recording was handed out.
  public let end: Navigator<Route>

  /// A recording of inputs from a start, with their events and the end found by replaying
  /// them once.
  ///
  /// - Complexity: One transition per input (a restore costs O(n) in the entries of its two
  ///   states).
  init(start: Navigator<Route>, inputs: [StoreInput<Route>]) {
    var navigator = start
    var records: [StoreRecord<Route>] = []
    records.reserveCapacity(inputs.count)
    for input in inputs {
      let events: Navigator<Route>.Events
      switch input {
      case .send(let action, nil): events = navigator.send(action)
      case .send(let action, let screen?): events = navigator.send(action, from: screen)
      case .restore(let restored):
        events = Navigator.events(from: navigator, to: restored)
        navigator = restored
      }
      records.append(StoreRecord(input, events: events))
    }
    self.start = start
    self.records = records
    self.end = navigator
  }

  /// Every input since the recording began, oldest first.
  ///
  /// - Complexity: O(n) in the inputs.
  public var inputs: [StoreInput<Route>] { records.map(\.input) }
}

/// A session as a store records it: where it started and the inputs since, appended at each
/// send; handed out as a ``SessionRecording``.
@usableFromInline
struct RecordedInputs<Route: Hashable & Sendable> {
  /// The store's navigator when the recording began.
  let start: Navigator<Route>

  /// The inputs since, oldest first.
  @usableFromInline var inputs: [StoreInput<Route>] = []

  init(start: Navigator<Route>) {
    self.start = start
  }

  /// The recording, its inputs replayed once.
  var recording: SessionRecording<Route> { SessionRecording(start: start, inputs: inputs) }
}

extension SessionRecording {
  /// The number of inputs a trace of this recording leaves out: those before its last
  /// restore, and the restore; `0` when the recording holds no restore.
  ///
  /// The trace format has no line for a restore, since a restore is not an action of the
  /// navigator: a trace starts from the state the last restore put in place.
  ///
  /// - Complexity: O(n) in the inputs.
  public var leftOutInputs: Int {
    guard let last = inputs.lastIndex(where: \.isRestore) else { return 0 }
    return last + 1
  }

  /// The recording as a trace, its routes written as link segments: a `{"state": …}` header
  /// holding the start, ids and counter included, then one action line per action, with
  /// `"from"` for an action sent from a screen.
  ///
  /// Replaying the trace reproduces every event and every state the store went through, byte
  /// for byte. When the recording holds a restore, the trace starts from the state the last
  /// restore put in place, and leaves out the ``leftOutInputs`` before it.
  ///
  /// ```swift
  /// let trace = try store.recording?.trace(links.segments)
  /// print(trace?.text ?? "")    // then: swift run modalkit replay bug-report.jsonl
  /// ```
  ///
  /// - Throws: ``DeepLinkPrintingError`` for a route the mapping cannot write or read back.
  /// - Complexity: O(n) in the entries of the start and the inputs, plus one mapping call per
  ///   route.
  public func trace(_ segments: RouteSegments<Route>) throws(DeepLinkPrintingError) -> Trace {
    let strings = try withRouteStrings(segments)
    var start = strings.start
    let skipped = leftOutInputs
    if skipped > 0, case .restore(let restored) = strings.inputs[skipped - 1] { start = restored }
    var lines: [Trace.Input] = []
    for input in strings.inputs[skipped...] {
      guard case .send(let action, let screen) = input else { continue }
      lines.append(Trace.Input(line: lines.count + 2, action: action, from: screen))
    }
    return Trace(start: start, inputs: lines)
  }
}

extension StoreInput {
  /// Whether the input is a restore.
  var isRestore: Bool {
    if case .restore = self { true } else { false }
  }
}

extension NavigatorStore {
  /// The store's recorded session (see ``startRecording()``) as a trace, its routes written by
  /// a link mapping; for a store that is not recording, its current state with no inputs.
  ///
  /// ```swift
  /// let bugReport = try store.trace(links.segments).text   // modalkit replay reproduces it
  /// ```
  ///
  /// - Throws: ``DeepLinkPrintingError`` for a route the mapping cannot write or read back.
  /// - Complexity: O(n) in the entries of the recording's start and its inputs.
  public func trace(_ segments: RouteSegments<Route>) throws(DeepLinkPrintingError) -> Trace {
    try (recording ?? SessionRecording(start: navigator, inputs: [])).trace(segments)
  }
}
