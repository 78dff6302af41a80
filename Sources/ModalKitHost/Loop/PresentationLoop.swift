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
/// finished, naming the step's token, and ``report(_:)`` with what the user did (or
/// ``receive(_:)`` with what its views saw). Everything else is the loop's:
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

  // The stored state is `@usableFromInline` storage, and the path of every change (the store's
  // observer, `handle`, `run`) is `@inlinable`: it is then specialized for the app's route type
  // in the app's module, with the driver's transitions, instead of running as generic code.

  // Exclusive access to the loop's state is not checked at run time, as for the store's core:
  // every access is on the main actor and lasts one statement or one call of the driver, which
  // calls nothing outside itself; the host's callback runs between accesses. The dynamic
  // checks would cost more than the driver's whole step.

  /// Storage behind ``driver``.
  @exclusivity(unchecked) @usableFromInline var _driver: Driver

  /// Called with every output that hands out a step, enters a phase, sends a request, changes
  /// ``shown`` or carries a notice, in order: callback 1.
  ///
  /// Read at every output; not checked for exclusive access at run time, like the loop's
  /// state: it is only read or set on the main actor, and no access is held while it runs.
  @exclusivity(unchecked) public var perform: Perform

  /// Asked what the host really shows when a step misses its deadline; without it (or when it
  /// answers `nil`) the driver makes its best guess (see `PresentationDriver.missedDeadline(of:shown:)`).
  ///
  /// Not checked for exclusive access at run time, like ``perform``: it is only read or set on
  /// the main actor, and no access is held while it runs.
  @exclusivity(unchecked) public var inspect: Inspect?

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

  /// Inputs that arrived while the loop was handling one, oldest first.
  @exclusivity(unchecked) @usableFromInline var inputs: [Input] = []

  /// Whether the loop is handling inputs, so a new one waits.
  @exclusivity(unchecked) @usableFromInline var isHandling = false

  /// Whether the store announced a change since the loop last sent a request.
  @exclusivity(unchecked) @usableFromInline var heardChange = false

  /// The step whose deadline the clock will wake the loop for.
  @exclusivity(unchecked) @usableFromInline var deadlineStep: StepToken?

  /// What the clock calls when a step's deadline passes: made once, so a step allocates no
  /// closure for its deadline.
  @exclusivity(unchecked) @usableFromInline var deadlinePassed: @MainActor () -> Void = {}

  /// What the loop remembers of a declarative host's view signals (see ``receive(_:)``).
  @exclusivity(unchecked) @usableFromInline var signals = SignalMemory()

  /// Creates a loop for a store's navigator; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The store to follow. The loop holds it; the store holds the loop only weakly.
  ///   - abilities: What the host may do in one step, such as
  ///     `PlatformAbilities.swiftUI(iOS:)` of the running system; its
  ///     `PlatformAbilities.stepDeadline` is each step's deadline.
  ///   - clock: What deadlines are measured on: ``SystemLoopClock`` by default,
  ///     ``ManualLoopClock`` in tests.
  ///   - perform: Callback 1; it can also be set later through ``perform``.
  public init(
    _ store: NavigatorStore<Route>, abilities: PlatformAbilities,
    clock: (any LoopClock)? = nil, perform: @escaping Perform = { _, _ in }
  ) {
    self.store = store
    self._driver = Driver(store.navigator, abilities: abilities)
    self.clock = clock ?? Self.systemClock()
    self.perform = perform
    self.deadlinePassed = { [weak self] in
      guard let self, let step = self.deadlineStep else { return }
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
  public var driver: Driver { _driver }

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
  public var shown: ShownState<Route> { _driver.shown }

  /// Whether the screen shows the store's navigator and nothing is under way.
  public var isSettled: Bool { driver.isSettled && driver.target == store.navigator }

  // MARK: - Starting and stopping

  /// Starts following the store: hands out the first step towards the store's navigator now,
  /// and retargets after every change from now on.
  ///
  /// Call it once the host can perform steps: a SwiftUI host when its root view is in a
  /// window, a UIKit host once its root view controller has appeared (1.3). A second call does
  /// nothing.
  ///
  /// - Complexity: O(1) for each change from then on, plus the driver's step: the store's
  ///   events reach the driver as the navigator returned them, runs of pops unread.
  @inlinable
  public func start() {
    guard !_isRunning else { return }
    _isRunning = true
    token = store.observe { [weak self] change in
      guard let self else { return }
      switch change {
      case .willChange:
        // The driver lets go of its copy, so the store changes its state in place.
        self._driver.releaseTarget()
      case .didChange(let record):
        self.heardChange = true
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

  // MARK: - Callback 2: from the host

  /// Takes the host's word that a command of a step has finished.
  ///
  /// See `PresentationDriver.acknowledge(_:of:)`. A late, repeated or unknown one is ignored
  /// and lands in ``notices``.
  ///
  /// - Complexity: That of `PresentationDriver.acknowledge(_:of:)`, plus the next step's.
  @inlinable
  public func acknowledge(_ acknowledgement: Acknowledgement, of step: StepToken) {
    take(.acknowledge(acknowledgement, step)) {
      _driver.acknowledge(acknowledgement, of: step)
    }
  }

  /// Takes the host's report of what the user did; see `PresentationDriver.report(_:)`.
  ///
  /// When the navigator must follow (a swipe completed, a pop, a detent dragged), the loop
  /// sends the driver's request through the store, so the entries that went get their removal
  /// callbacks once, with the user's reason.
  ///
  /// - Complexity: That of `PresentationDriver.report(_:)`, plus the request's send.
  @inlinable
  public func report(_ event: UserEvent) {
    handle(.report(event))
  }

  /// Takes the host's picture of what it shows and plans again from it; see
  /// `PresentationDriver.resync(to:)`.
  ///
  /// - Complexity: That of `PresentationDriver.resync(to:)`.
  @inlinable
  public func resync(_ picture: ShownState<Route>) {
    handle(.resync(picture))
  }

  /// Sends an action to the store from a screen, or from none; the store's change retargets
  /// the driver.
  ///
  /// - Returns: The store's events; `[]` when the store queued the action.
  /// - Complexity: That of the store's send, plus the step it leads to.
  @inlinable
  @discardableResult
  public func send(_ action: Navigator<Route>.Action, from screen: EntryID? = nil)
    -> Navigator<Route>.Events
  {
    guard let screen else { return store.send(action) }
    return store.send(action, from: screen)
  }

  // MARK: - The loop

  /// One thing for the driver to take, waiting its turn.
  ///
  /// The two inputs that carry a navigator or a picture are held in a box, so an input is a
  /// few words: the acknowledgements a host sends from inside ``perform``, the inputs that
  /// wait most often, are queued and taken without copying a navigator's worth of enum.
  @usableFromInline
  enum Input {
    indirect case retarget(Navigator<Route>, Navigator<Route>.Events?)
    case acknowledge(Acknowledgement, StepToken)
    case report(UserEvent)
    indirect case resync(ShownState<Route>)
    case deadline(StepToken)
  }

  /// Retargets the driver to the store's navigator after a change with these events, now or,
  /// with the navigator of now, after the input being handled.
  ///
  /// The change a store announces is taken at once unless the loop is busy, with no input
  /// made for it.
  @inlinable
  func retarget(events: Navigator<Route>.Events?) {
    take(.retarget(store.navigator, events)) {
      _driver.retarget(to: store.navigator, events: events)
    }
  }

  /// Takes an input now, or after the one being handled.
  @inlinable
  func handle(_ input: Input) {
    take(input) { output(for: input) }
  }

  /// Takes an input at once with `transition`, the driver's output for it (`nil` for none),
  /// or, while the loop handles another, queues the input `queued` makes.
  ///
  /// The two forms let a change and an acknowledgement, taken at once nearly always, reach
  /// the driver without an input made for them.
  @inlinable
  func take(_ queued: @autoclosure () -> Input, _ transition: () -> Driver.Output?) {
    guard !isHandling else {
      inputs.append(queued())
      return
    }
    isHandling = true
    defer { isHandling = false }
    run(transition)
    runWaitingInputs()
  }

  /// Runs the inputs that arrived while one was handled, oldest first, including those that
  /// arrive meanwhile.
  @inlinable
  func runWaitingInputs() {
    // Each waiting input is moved out; the queue holds an input or two, so moving the rest
    // down costs less than keeping a read position.
    while !inputs.isEmpty {
      let input = inputs.removeFirst()
      run { output(for: input) }
    }
  }

  /// What a declarative host's pop is told by: each level's top before the driver changes
  /// the screen (a pop ends when the old top goes); nothing for a host of other kinds.
  @inlinable
  var topsBeforeChange: [EntryID] {
    signals.isDeclarative ? _driver.shown.tops : []
  }

  /// Runs one transition of the driver and gives its output to the host, and its request to
  /// the store; each level's top is noted first, for a declarative host's pops.
  @inlinable
  func run(_ transition: () -> Driver.Output?) {
    let tops = topsBeforeChange
    guard let output = transition() else { return }
    deliver(output, tops: tops)
  }

  /// The driver's output for an input; `nil` for the deadline of a step that is over.
  @inlinable
  func output(for input: Input) -> Driver.Output? {
    switch input {
    case .retarget(let navigator, let events):
      _driver.retarget(to: navigator, events: events)
    case .acknowledge(let acknowledgement, let step):
      _driver.acknowledge(acknowledgement, of: step)
    case .report(let event): _driver.report(event)
    case .resync(let picture): _driver.resync(to: picture)
    case .deadline(let step):
      step == _driver.token ? _driver.missedDeadline(of: step, shown: inspect?()) : nil
    }
  }

  /// Gives an output of the driver to the host, with what it shows after it, and its request
  /// to the store; notes its notices, its step's signals and its deadline.
  @inlinable
  func deliver(_ output: consuming Driver.Output, tops: [EntryID]) {
    if output.isEmpty { return }
    if !output.notices.isEmpty { keep(output.notices) }
    if let step = output.step { signals.note(step, tops: tops) }
    if let step = output.token { startDeadline(for: step) }
    perform(output, _driver.shown)
    if let request = output.request { send(request) }
  }

  /// Asks the clock to wake the loop when the step's deadline passes.
  ///
  /// The wake-up is the one closure made with the loop: it handles the deadline of the
  /// newest step, the only one a clock still calls back for.
  @inlinable
  func startDeadline(for step: StepToken) {
    deadlineStep = step
    clock.wake(at: clock.now + _driver.abilities.stepDeadline, deadlinePassed)
  }

  /// Keeps the newest notices, at most ``noticeCapacity``.
  @usableFromInline
  func keep(_ new: [Driver.Notice]) {
    _notices += new
    if _notices.count > noticeCapacity { _notices.removeFirst(_notices.count - noticeCapacity) }
  }

  /// Sends the driver's request through the store, and retargets the driver even when the
  /// store refuses it (a refusal is not announced): the driver waits for the navigator's answer
  /// whatever it is.
  @inlinable
  func send(_ request: Driver.Request) {
    heardChange = false
    let events = send(request.action, from: request.screen)
    // Queued while the store delivers: its change, or that of an input ahead of it, retargets.
    if !heardChange, !store.isDelivering {
      inputs.append(.retarget(store.navigator, events))
    }
  }
}
