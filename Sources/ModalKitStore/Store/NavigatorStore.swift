import ModalKit

/// The app's owner of a navigator: it applies actions, runs each entry's removal callbacks and
/// its route's removal handlers exactly once, hands dialogs' results back, tells observers what
/// changed, keeps a log and, when asked, records its session.
///
/// ```
/// NavigatorStore<Route>                  @MainActor, one per window
///  ├─ navigator: Navigator<Route>        the state; changes only through the store
///  ├─ removal callbacks by EntryID       run once when the entry goes, then forgotten
///  ├─ removal handlers by route          run once for every matching entry that goes
///  ├─ observers                          willChange / didChange hooks, event streams
///  ├─ pending inputs                     sent while the store was delivering
///  ├─ log: StoreLog<Route>               the last inputs and their events, a bounded ring
///  └─ recording: SessionRecording<Route>? while recording: the start and every input since
/// ```
///
/// The store depends on neither Combine nor Observation. Its change hook,
/// ``observe(_:)``, is what the thin wrappers ``ObservableNavigatorStore`` (Observation) and
/// `NavigatorStoreObject` (Combine's `ObservableObject`) are built on, and what a driver or a
/// test can use directly.
///
/// ```swift
/// let store = NavigatorStore(root: Screen.inbox)
/// store.present(.settings, as: .sheet(detents: [.medium, .large])) { reason in
///   print("settings went:", reason)           // runs once, however it goes
/// }
/// store.send(.home)                           // prints "settings went: dismissed(programmatic)"
/// ```
///
/// ## Delivery and re-entrancy
///
/// Each input (an action, a restore) is applied, logged, and then *delivered*: `didChange`
/// observers, then event streams, then, for each entry removed in the order of the events, its
/// removal callbacks and the removal handlers of its route. While the
/// store delivers, ``send(_:)``, ``send(_:from:)`` and ``restore(_:)`` do not apply at once:
/// they queue their input and return `[]`, and the store applies the queued inputs in the
/// order they were sent, each delivered in full, before the outermost call returns.
/// ``isDelivering`` says which case a caller is in; the events of a queued input reach the
/// observers and the log when it is applied.
@MainActor
public final class NavigatorStore<Route: Hashable & Sendable> {
  /// What a removal callback is called with.
  public typealias RemovalCallback = (RemovalReason) -> Void

  /// What a removal handler is called with: the entry as it went (its id and last route) and
  /// why.
  public typealias RemovalHandler = (EntryRemoval<Route>) -> Void

  /// What ``observe(_:)`` calls around each change.
  public typealias Observer = (Change) -> Void

  /// The navigator, the log, the recording and the flags: everything a send touches when
  /// nobody listens.
  ///
  /// Exclusivity is not checked at run time: every access is on the main actor, and no access
  /// is held while the store calls out (observers and callbacks run between accesses, in
  /// `deliver`). The dynamic checks cost about 130 instructions per send, half again a bare
  /// navigator's push, in `swift build -c release` (measured with valgrind).
  @exclusivity(unchecked) @usableFromInline var core: StoreCore<Route>

  /// The callbacks to run when an entry goes, by entry, and the handlers by route, each in the
  /// order they were registered.
  ///
  /// This and the three below are read at every send, and, like ``core``, are not checked for
  /// exclusive access at run time, for the same reasons: the checks cost about 300
  /// instructions of a send that a presentation loop follows.
  @exclusivity(unchecked) @usableFromInline var callbacks = RemovalListeners<Route>()

  /// The change hooks, in the order they were registered.
  @exclusivity(unchecked) @usableFromInline
  var observers: [(token: ObserverToken, body: Observer)] = []

  /// The event streams' continuations, by the number handed out with each.
  @exclusivity(unchecked) @usableFromInline
  var streams: [Int: AsyncStream<Navigator<Route>.Event>.Continuation] = [:]

  /// Inputs sent while the store was delivering, waiting their turn.
  @exclusivity(unchecked) @usableFromInline var pending: [PendingInput<Route>] = []

  /// The number the next observer or stream gets.
  var nextObserverNumber = 0

  /// Creates a store owning a navigator, with a log of `logCapacity` records.
  ///
  /// - Parameters:
  ///   - navigator: The state to start from.
  ///   - logCapacity: The most records ``log`` keeps; ``StoreLog/defaultCapacity`` by default,
  ///     0 to turn the log off. The log costs O(1) per input at any depth (see the store
  ///     article).
  ///   - recordsSession: Whether the store records its session from `navigator` on, as
  ///     ``startRecording()`` right after creation would; `false` by default.
  public init(
    _ navigator: Navigator<Route>, logCapacity: Int = StoreLog<Route>.defaultCapacity,
    recordsSession: Bool = false
  ) {
    core = StoreCore(
      navigator: navigator, log: StoreLog(capacity: logCapacity),
      recording: recordsSession ? SessionRecording(start: navigator) : nil)
  }

  /// Creates a store whose navigator shows one root screen.
  public convenience init(
    root: Route, logCapacity: Int = StoreLog<Route>.defaultCapacity, recordsSession: Bool = false
  ) {
    self.init(Navigator(root: root), logCapacity: logCapacity, recordsSession: recordsSession)
  }

  // Not `isolated deinit`, which needs iOS 18.4 and macOS 15.4 at run time: the continuations
  // are `Sendable`, so a nonisolated deinit may finish them.
  deinit {
    for continuation in streams.values { continuation.finish() }
  }

  /// Brings ``StoreCore/isQuiet`` up to date after a listener came or went, or a delivery
  /// began or ended.
  @inlinable
  func refreshQuiet() {
    core.isQuiet =
      !core.isDelivering && observers.isEmpty && streams.isEmpty && callbacks.isEmpty
  }
}

// MARK: - Reading the state

extension NavigatorStore {
  /// The whole presentation state; it changes only through the store.
  @inlinable
  public var navigator: Navigator<Route> { core.navigator }

  /// The last inputs and their events, for debugging.
  ///
  /// - Complexity: O(1).
  public var log: StoreLog<Route> { core.log }

  /// The session recorded since ``startRecording()`` (or since creation, for a store created
  /// with `recordsSession: true`); `nil` when the store is not recording.
  ///
  /// - Complexity: O(1).
  public var recording: SessionRecording<Route>? { core.recording }

  /// Whether the store records its session.
  public var isRecording: Bool { core.recording != nil }

  /// Starts recording the session from the state now, dropping any session recorded so far.
  ///
  /// The recording keeps the navigator as it is now by sharing its storage, so the store's
  /// next change copies the state once: O(n) in its entries, once per recording. From then on
  /// the store keeps every input it applies, without bound, until ``stopRecording()`` or the
  /// next `startRecording()`. Called while the store delivers, the recording starts after the
  /// input being delivered; the inputs queued meanwhile are recorded.
  public func startRecording() {
    core.recording = SessionRecording(start: core.navigator)
  }

  /// Stops recording and returns the session recorded, if any.
  @discardableResult
  public func stopRecording() -> SessionRecording<Route>? {
    core.recording.take()
  }

  /// Whether the store is delivering an input's results (to observers, streams or callbacks),
  /// so that an input sent now is queued and applied after the current one.
  @inlinable
  public var isDelivering: Bool { core.isDelivering }

  /// The number of removal callbacks waiting for the entry with this id.
  ///
  /// - Complexity: O(1).
  public func removalCallbackCount(for id: EntryID) -> Int {
    callbacks.count(for: id)
  }
}

/// The part of a store that a send changes when nobody listens.
@usableFromInline
struct StoreCore<Route: Hashable & Sendable> {
  /// The state.
  @usableFromInline var navigator: Navigator<Route>

  /// The last inputs.
  @usableFromInline var log: StoreLog<Route>

  /// The recorded session, while the store records.
  @usableFromInline var recording: SessionRecording<Route>?

  /// Whether the store is delivering, so inputs are queued.
  @usableFromInline var isDelivering = false

  /// Whether an input needs only applying and logging.
  ///
  /// True when the store is not delivering and has no observer, stream or removal callback;
  /// the store keeps it current.
  @usableFromInline var isQuiet = true

  @usableFromInline
  init(navigator: Navigator<Route>, log: StoreLog<Route>, recording: SessionRecording<Route>?) {
    self.navigator = navigator
    self.log = log
    self.recording = recording
  }

  /// Logs an applied input with its events, and records it while the store records.
  @inlinable
  mutating func note(_ input: StoreInput<Route>, events: Navigator<Route>.Events) {
    recording?.recorded.append(input)
    log.append(input, events: events)
  }

  /// Applies and logs an action.
  @inlinable
  mutating func send(_ action: consuming Navigator<Route>.Action, from screen: EntryID?)
    -> Navigator<Route>.Events
  {
    let events: Navigator<Route>.Events
    if let screen {
      events = navigator.send(action, from: screen)
    } else {
      events = navigator.send(action)
    }
    note(.send(action, from: screen), events: events)
    return events
  }
}

/// An input sent while the store was delivering, with what to register when it applies.
@usableFromInline
struct PendingInput<Route: Hashable & Sendable> {
  /// The action or the restore.
  @usableFromInline let input: StoreInput<Route>
  /// The callback for the entry the action creates, if any, and what to do if it is refused.
  @usableFromInline let callback: Registration<Route>?

  @inlinable
  init(_ input: StoreInput<Route>, callback: Registration<Route>?) {
    self.input = input
    self.callback = callback
  }
}
