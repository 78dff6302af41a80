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
///  ├─ observers                          change hooks (willChange, didChange), event streams
///  ├─ pending inputs                     sent while the store was delivering
///  ├─ log: StoreLog<Route>               the last inputs and their events, a bounded ring
///  └─ recording                          while recording: the start and every input since
/// ```
///
/// The store depends on neither Combine nor Observation. Its change hook, which announces each
/// change before it is made and reports it after, is what the thin wrappers
/// ``ObservableNavigatorStore`` (Observation) and `NavigatorStoreObject` (Combine's
/// `ObservableObject`) and the presentation loop are built on; ``observe(_:)`` hands an app or a
/// test each change after it is made.
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

  // Three parts of the stored state are read at every send and not checked for exclusive access
  // at run time: every access is on the main actor, and none is held while the store calls out
  // (observers and callbacks run between accesses). Each figure is what the dynamic checks of
  // that part alone add, in instructions (`modalkit-bench --instructions`, release build).

  /// Storage behind ``navigator``.
  ///
  /// Unchecked: a push with the log off costs 635 instructions checked, 383 unchecked.
  @exclusivity(unchecked) @usableFromInline var state: Navigator<Route>

  /// The log, the recording, the flags and the inputs waiting their turn.
  ///
  /// Unchecked: a push with the log off costs 513 instructions checked, 383 unchecked.
  @exclusivity(unchecked) @usableFromInline var core: StoreCore<Route>

  /// Who listens: change hooks, removal callbacks and handlers.
  ///
  /// Unchecked: a push to a store with one observer costs 1,607 instructions checked, 1,441
  /// unchecked.
  @exclusivity(unchecked) @usableFromInline var listeners = StoreListeners<Route>()

  /// The event streams' continuations, by the number handed out with each: apart from the
  /// other listeners, as the deinitializer, which runs anywhere, finishes them.
  @usableFromInline var streams: [Int: AsyncStream<Navigator<Route>.Event>.Continuation] = [:]

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
    state = navigator
    core = StoreCore(log: StoreLog(capacity: logCapacity))
    if recordsSession { core.recording = RecordedInputs(start: navigator) }
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
}

// MARK: - Reading the state

extension NavigatorStore {
  /// The whole presentation state; it changes only through the store.
  @inlinable
  public var navigator: Navigator<Route> { state }

  /// The last inputs and their events, for debugging.
  ///
  /// - Complexity: O(1).
  public var log: StoreLog<Route> { core.log }

  /// The session recorded since ``startRecording()`` (or since creation, for a store created
  /// with `recordsSession: true`); `nil` when the store is not recording.
  ///
  /// - Complexity: O(n) in the inputs recorded: they are replayed once, for their events and
  ///   the end.
  public var recording: SessionRecording<Route>? { core.recording?.recording }

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
    core.recording = RecordedInputs(start: navigator)
  }

  /// Stops recording and returns the session recorded, if any.
  ///
  /// - Complexity: As ``recording``.
  @discardableResult
  public func stopRecording() -> SessionRecording<Route>? {
    core.recording.take()?.recording
  }

  /// Whether the store is delivering an input's results (to observers, streams or callbacks),
  /// so that an input sent now is queued and applied after the current one.
  @inlinable
  public var isDelivering: Bool { core.isDelivering }

  /// The number of removal callbacks waiting for the entry with this id.
  ///
  /// - Complexity: O(1).
  package func removalCallbackCount(for id: EntryID) -> Int {
    listeners.count(for: id)
  }

}

/// What a store keeps beside its navigator: the log, the recording, where it is in a delivery,
/// and the inputs waiting their turn.
@usableFromInline
struct StoreCore<Route: Hashable & Sendable> {
  /// The last inputs.
  @usableFromInline var log: StoreLog<Route>

  /// The session recorded so far, while the store records.
  @usableFromInline var recording: RecordedInputs<Route>?

  /// Whether the store is delivering, so inputs are queued.
  @usableFromInline var isDelivering = false

  /// Inputs sent while the store was delivering, waiting their turn.
  @usableFromInline var pending: [PendingInput<Route>] = []

  @usableFromInline
  init(log: StoreLog<Route>) {
    self.log = log
  }

  /// Logs an applied input with its events, and records it while the store records.
  @inlinable
  mutating func note(_ input: StoreInput<Route>, events: Navigator<Route>.Events) {
    recording?.inputs.append(input)
    log.append(input, events: events)
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
