// A store's recorded session written as a trace: what `modalkit replay` reads to reproduce a user's session.

import ModalKit
import ModalKitTrace

/// A store's recorded session with its routes written as link segments: the state it started
/// from and the actions sent since, ready to write as a trace.
///
/// ```swift
/// store.startRecording()                    // or NavigatorStore(..., recordsSession: true)
/// // ... the user's session ...
/// let recording = try store.recording(links.segments)
/// try recording.text.write(to: bugReport)   // then: swift run modalkit replay bug-report.jsonl
/// ```
///
/// The trace starts with a `{"state": …}` header holding ``start``, ids and counter included,
/// then one action line per action, with `"from"` for an action sent from a screen. Replaying
/// it reproduces every event and every state the store went through, byte for byte.
///
/// A restore starts a new recording: the trace format has no line for it, since a restore is
/// not an action of the navigator. When the session holds a restore, the recording starts from
/// the state the last restore put in place, and the inputs before it are left out
/// (``leftOutInputs`` counts them).
public struct SessionRecording: Hashable, Sendable {
  /// The state the session starts from.
  public let start: Navigator<String>

  /// The actions sent since, each with the screen it was sent from, if any, numbered as the
  /// lines of ``text`` (the header is line 1).
  public let steps: [Trace.Step]

  /// The session's inputs not in the recording: those before its last restore, and the
  /// restore.
  public let leftOutInputs: Int

  /// The recording of a session whose routes are strings.
  ///
  /// - Complexity: O(n) in the inputs.
  public init(_ session: StoreSession<String>) {
    let inputs = session.inputs
    let lastRestore = inputs.lastIndex { input in
      if case .restore = input { true } else { false }
    }
    var start = session.start
    if let lastRestore, case .restore(let restored) = inputs[lastRestore] { start = restored }
    let kept = inputs[(lastRestore.map { $0 + 1 } ?? 0)...]
    self.start = start
    var steps: [Trace.Step] = []
    for input in kept {
      guard case .send(let action, let screen) = input else { continue }
      steps.append(Trace.Step(line: steps.count + 2, action: action, from: screen))
    }
    self.steps = steps
    self.leftOutInputs = inputs.count - kept.count
  }

  /// The recording as a trace.
  public var trace: Trace { Trace(start: start, steps: steps) }

  /// The trace's text: the state header, then one action line per step, each ending with a
  /// line feed.
  public var text: String { trace.text }
}

extension NavigatorStore {
  /// The store's recorded session (see ``startRecording()``), its routes written by a link
  /// mapping; for a store that is not recording, its current state with no steps.
  ///
  /// - Throws: ``DeepLinkPrintingError`` for a route the mapping cannot write or read back.
  /// - Complexity: O(n) in the entries of the session's start and its inputs.
  public func recording(_ segments: RouteSegments<Route>) throws(DeepLinkPrintingError)
    -> SessionRecording
  {
    let session = self.session ?? StoreSession(start: navigator)
    return SessionRecording(try session.withRouteStrings(segments))
  }
}
