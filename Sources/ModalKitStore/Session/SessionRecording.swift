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
/// ``start`` is the store's navigator when the recording began, kept by sharing its storage;
/// the store's next change then copies that storage once: O(n) in the entries of the state,
/// once per recording. After that each input costs an append, and the session grows by one
/// input per send until the recording stops.
public struct SessionRecording<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state before the first input: where a replay of ``inputs`` begins.
  public let start: Navigator<Route>

  /// Every input since the recording began, oldest first.
  public var inputs: [StoreInput<Route>] { recorded }

  /// The inputs, as the store appends them.
  @usableFromInline var recorded: [StoreInput<Route>]

  /// A recording of inputs from a start.
  init(start: Navigator<Route>, inputs: [StoreInput<Route>] = []) {
    self.start = start
    self.recorded = inputs
  }

  /// The inputs with their events, replayed from ``start``.
  ///
  /// - Complexity: One transition per input (a restore costs O(n) in the entries of its two
  ///   states).
  public var records: [StoreRecord<Route>] {
    var navigator = start
    return inputs.map { input in
      switch input {
      case .send(let action, nil):
        return StoreRecord(input, events: navigator.send(action))
      case .send(let action, let screen?):
        return StoreRecord(input, events: navigator.send(action, from: screen))
      case .restore(let restored):
        defer { navigator = restored }
        return StoreRecord(input, events: Navigator.events(from: navigator, to: restored))
      }
    }
  }

  /// The state after every input: the store's navigator, while it records.
  ///
  /// - Complexity: One transition per input.
  public var end: Navigator<Route> {
    var navigator = start
    for input in inputs {
      switch input {
      case .send(let action, nil): navigator.send(action)
      case .send(let action, let screen?): navigator.send(action, from: screen)
      case .restore(let restored): navigator = restored
      }
    }
    return navigator
  }
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
    try (recording ?? SessionRecording(start: navigator)).trace(segments)
  }
}
