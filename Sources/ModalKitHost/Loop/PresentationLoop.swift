// The whole loop of a screen that follows a store: the store's changes go to a driver, the
// driver's steps go to the host, the host's acknowledgements and the user's doings come back,
// and a deadline catches the steps a platform drops.

import ModalKit
import ModalKitDriver
import ModalKitStore

/// A store joined to a presentation driver: the screen follows the store one acknowledged step
/// at a time, and what the user does on screen goes back into the store.
///
/// ```
///  app code ── send / open / restore ──▶ NavigatorStore ── didChange ──▶ PresentationLoop
///                                            ▲                              │  driver, clock
///                        request (swipe,     │                              │
///                        back, detent) ──────┘           perform(output, shown) (callback 1)
///                                                                           ▼
///            acknowledge(_:of:) / report(_:) / receive(_:) / resync(_:)  ◀── host (callback 2)
///                                       inspect() when a deadline passes ──▶ host (optional)
/// ```
///
/// The app wires two callbacks. The loop calls ``perform`` with every output of the driver and
/// the state the host should draw; a UIKit host performs the output's step, a SwiftUI host
/// redraws from the ``shown`` state. The host calls ``acknowledge(_:of:)`` when a command has
/// finished, naming the step's token, and ``report(_:)`` with what the user did (the SwiftUI
/// host, with what its views saw, which the loop reads itself). Everything else is the loop's:
///
/// - every change of the store's navigator (a send, a deep link, a restore, an input queued
///   during a delivery) retargets the driver, with the change's events, so each layer is
///   dismissed on screen with the navigator's reason;
/// - every request of the driver (a swipe completed, a pop with the back button, a detent
///   dragged) goes through the store's `NavigatorStore.send(_:from:)`, so removal callbacks
///   run once, observers hear of it and the log records it;
/// - every step has a deadline (`PlatformAbilities.stepDeadline`) on the loop's ``clock``:
///   a step still under way when it passes is reported in ``notices`` and the driver plans
///   again from what the host shows (``inspect``, optional);
/// - inputs that arrive while the loop is busy (a host that acknowledges from inside
///   ``perform``) wait their turn, so the driver's outputs reach the host in order.
///
/// ```swift
/// let store = NavigatorStore(root: Screen.inbox)
/// let loop = PresentationLoop(store, abilities: .iOS17) { output, shown in
///   host.perform(output.step, token: output.token)   // callback 1: the loop to the host
/// }
/// host.onFinished = loop.acknowledge                   // callback 2: the host to the loop
/// host.onUserEvent = loop.report
/// loop.start()
/// store.present(.settings, as: .sheet()) { reason in print(reason) }
/// ```
///
/// The loop holds its store; the store holds the loop only through its observer, which does
/// not keep it alive.
@MainActor
public final class PresentationLoop<Route: Hashable & Sendable> {
  /// The driver's type for this route.
  public typealias Driver = PresentationDriver<Route>

  /// Callback 1: the driver's output, and what the host should draw after it.
  public typealias Perform = (_ output: Driver.Output, _ shown: ShownState<Route>) -> Void

  /// Optional callback 3: what the host really shows, when it can tell; `nil` when it cannot.
  public typealias Inspect = () -> ShownState<Route>?

  /// The store whose navigator the screen follows; send to it as usual.
  public let store: NavigatorStore<Route>

  /// What the loop changes at every step: the driver, the inputs waiting their turn, the
  /// flags, the deadline's step and what the views said.
  ///
  /// The path of every change (the store's observer, `handle`, `run`) is `@inlinable`, so it is
  /// specialized for the app's route type with the driver's transitions. Exclusive access is
  /// not checked at run time: every access is on the main actor and lasts one statement or one
  /// call of the driver, which calls nothing outside itself; the host's callback runs between
  /// accesses. A push with its step through store, loop and driver costs 8,216 instructions
  /// checked, 6,932 unchecked (`modalkit-bench --instructions`, loop/loop-step).
  @exclusivity(unchecked) @usableFromInline var state: LoopState<Route>

  /// Called with every output that hands out a step, enters a phase, sends a request, changes
  /// ``shown`` or carries a notice, in order: callback 1.
  public var perform: Perform

  /// Asked what the host really shows when a step misses its deadline; without it (or when it
  /// answers `nil`) the driver makes its best guess (see
  /// `PresentationDriver.missedDeadline(of:shown:)`).
  public var inspect: Inspect?

  /// What the loop measures deadlines on.
  public let clock: any LoopClock

  /// Storage behind ``isRunning``.
  @usableFromInline var _isRunning = false

  /// Storage behind ``notices``.
  @usableFromInline var _notices: [Driver.Notice] = []

  /// The most notices ``notices`` keeps; older ones leave it.
  public var noticeCapacity = 64

  /// The store observer's token while running.
  @usableFromInline var token: ObserverToken?

  /// What the clock calls when a step's deadline passes: made once, so a step allocates no
  /// closure for its deadline.
  @usableFromInline var deadlinePassed: @MainActor () -> Void = {}

  /// Creates a loop for a store's navigator; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The store to follow. The loop holds it; the store holds the loop only weakly.
  ///   - abilities: What the host may do in one step, such as
  ///     `PlatformAbilities.swiftUI(iOS:)` of the running system; its
  ///     `PlatformAbilities.stepDeadline` is each step's deadline.
  ///   - clock: What deadlines are measured on: the system's clock by default,
  ///     ``ManualLoopClock`` in tests.
  ///   - perform: Callback 1; it can also be set later through ``perform``.
  public init(
    _ store: NavigatorStore<Route>, abilities: PlatformAbilities,
    clock: (any LoopClock)? = nil, perform: @escaping Perform = { _, _ in }
  ) {
    self.store = store
    self.state = LoopState(driver: Driver(store.navigator, abilities: abilities))
    self.clock = clock ?? Self.systemClock()
    self.perform = perform
    self.deadlinePassed = { [weak self] in
      guard let self, let step = self.state.deadlineStep else { return }
      self.handle(.deadline(step))
    }
  }

  /// The default clock: the system's where Dispatch exists, a manual one otherwise.
  static func systemClock() -> any LoopClock {
    #if canImport(Dispatch)
      SystemLoopClock()
    #else
      ManualLoopClock()
    #endif
  }

  /// The driver: what the screen shows, the step under way and what it waits for.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var driver: Driver { state.driver }

  /// Whether ``start()`` has been called and ``stop()`` has not.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isRunning: Bool { _isRunning }

  /// Every notice of the driver since the loop was created, oldest first, at most
  /// ``noticeCapacity``: ignored acknowledgements, missed deadlines, resynchronizations.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var notices: [Driver.Notice] { _notices }

  /// What the host shows, or is changing towards: what a declarative host draws.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var shown: ShownState<Route> { state.driver.shown }

  /// Whether the screen shows the store's navigator and nothing is under way.
  public var isSettled: Bool { driver.isSettled && driver.target == store.navigator }

  // MARK: - Starting and stopping

  /// Starts following the store: hands out the first step towards the store's navigator now,
  /// and retargets after every change from now on.
  ///
  /// Call it once the host can perform steps: a SwiftUI host when its root view is in a
  /// window, a UIKit host once its root view controller has appeared (platform fact 1.3). A second
  /// call does nothing.
  ///
  /// - Complexity: O(1) for each change from then on, plus the driver's step: the store's
  ///   events reach the driver as the navigator returned them, runs of pops unread.
  @inlinable
  public func start() {
    guard !_isRunning else { return }
    _isRunning = true
    token = store.observeChanges { [weak self] change in
      guard let self else { return }
      switch change {
      case .willChange:
        // The driver lets go of its copy, so the store changes its state in place.
        self.state.driver.releaseTarget()
      case .didChange(let record):
        self.state.heardChange = true
        self.retarget(events: record.events)
      }
    }
    retarget(events: nil)
  }

  /// Stops following the store; the driver keeps its picture of the screen.
  ///
  /// A later ``start()`` brings the screen to the store's navigator from there.
  public func stop() {
    guard _isRunning, let token else { return }
    store.stopObserving(token)
    self.token = nil
    _isRunning = false
  }
}

/// What a ``PresentationLoop`` changes at every step.
@usableFromInline
struct LoopState<Route: Hashable & Sendable> {
  /// The driver: what the screen shows, the step under way and what it waits for.
  @usableFromInline var driver: PresentationDriver<Route>

  /// Inputs that arrived while the loop was handling one, oldest first.
  @usableFromInline var inputs: [PresentationLoop<Route>.Input] = []

  /// Whether the loop is handling inputs, so a new one waits.
  @usableFromInline var isHandling = false

  /// Whether the store announced a change since the loop last sent a request.
  @usableFromInline var heardChange = false

  /// The step whose deadline the clock will wake the loop for.
  @usableFromInline var deadlineStep: StepToken?

  /// What the loop remembers of a declarative host's view signals (see `receive(_:)`).
  @usableFromInline var signals = SignalMemory()

  @usableFromInline
  init(driver: PresentationDriver<Route>) {
    self.driver = driver
  }
}
