// The whole loop of a screen that follows a store: the store's changes go to a driver, the
// driver's steps go to the host, the host's acknowledgements and the user's doings come back.

import ModalKit
import ModalKitDriver
import ModalKitStore

/// A store joined to a presentation driver: the screen follows the store one acknowledged step
/// at a time, and what the user does on screen goes back into the store.
///
/// ```
///  app code ── send / open / restore ──▶ NavigatorStore ── didChange ──▶ PresentationLoop
///                                            ▲                              │  driver
///                        request (swipe,     │                              │
///                        back, detent) ──────┘            perform(output, shown) (callback 1)
///                                                                           ▼
///                      acknowledge(_:) / report(_:) / receive(_:)  ◀──── host (callback 2)
/// ```
///
/// The app wires two callbacks. The loop calls ``perform`` with every output of the driver and
/// the state the host should draw; a UIKit host performs the output's step, a SwiftUI host
/// redraws from the ``shown`` state. The host calls ``acknowledge(_:)``
/// when a change has finished and ``report(_:)`` with what the user did (or ``receive(_:)``
/// with what its views saw). Everything else is the loop's:
///
/// - every change of the store's navigator (a send, a deep link, a restore, an input queued
///   during a delivery) retargets the driver, with the change's events, so each layer is
///   dismissed on screen with the navigator's reason;
/// - every request of the driver (a swipe completed, a pop with the back button, a detent
///   dragged) goes through the store's `NavigatorStore.send(_:from:)`, so removal callbacks
///   run once, observers hear of it and the log records it;
/// - inputs that arrive while the loop is busy (a host that acknowledges from inside
///   ``perform``) wait their turn, so the driver's outputs reach the host in order.
///
/// ```swift
/// let store = NavigatorStore(root: Screen.inbox)
/// let loop = PresentationLoop(store, abilities: .iOS17) { output, shown in
///   host.perform(output.step)                // callback 1: the loop to the host
/// }
/// host.onFinished = loop.acknowledge         // callback 2: the host to the loop
/// host.onUserEvent = loop.report
/// loop.start()
/// store.present(.settings, as: .sheet()) { reason in print(reason) }
/// ```
@MainActor
public final class PresentationLoop<Route: Hashable & Sendable> {
  /// The driver's type for this route.
  public typealias Driver = PresentationDriver<Route>

  /// Callback 1: the driver's output, and what the host should draw after it.
  public typealias Perform = (_ output: Driver.Output, _ shown: ShownState<Route>) -> Void

  /// The store whose navigator the screen follows; send to it as usual.
  public let store: NavigatorStore<Route>

  /// The driver: what the screen shows, the step under way and what it waits for.
  public private(set) var driver: Driver

  /// Called with every output that hands out a step, enters a phase, sends a request or
  /// changes ``shown``, in order: callback 1.
  public var perform: Perform

  /// Whether ``start()`` has been called and ``stop()`` has not.
  public private(set) var isRunning = false

  /// The store observer's token while running.
  var token: ObserverToken?

  /// Inputs that arrived while the loop was handling one, oldest first.
  var inputs: [Input] = []

  /// Whether the loop is handling inputs, so a new one waits.
  var isHandling = false

  /// Whether the store announced a change since the loop last sent a request.
  var heardChange = false

  /// Creates a loop for a store's navigator; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The store to follow. The loop holds it; the store holds the loop only weakly.
  ///   - abilities: What the host may do in one step, such as
  ///     `PlatformAbilities.swiftUI(iOS:)` of the running system.
  ///   - perform: Callback 1; it can also be set later through ``perform``.
  public init(
    _ store: NavigatorStore<Route>, abilities: PlatformAbilities,
    perform: @escaping Perform = { _, _ in }
  ) {
    self.store = store
    self.driver = Driver(store.navigator, abilities: abilities)
    self.perform = perform
  }

  /// What the host shows, or is changing towards: what a declarative host draws.
  public var shown: ShownState<Route> { driver.shown }

  /// Whether the screen shows the store's navigator and nothing is under way.
  public var isSettled: Bool { driver.isSettled && driver.target == store.navigator }

  // MARK: - Starting and stopping

  /// Starts following the store: hands out the first step towards the store's navigator now,
  /// and retargets after every change from now on.
  ///
  /// Call it once the host can perform steps (a SwiftUI host: when its root view appears). A
  /// second call does nothing.
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    token = store.observe { [weak self] change in
      guard let self, case .didChange(let record) = change else { return }
      heardChange = true
      handle(.retarget(store.navigator, Navigator.Events(record.events)))
    }
    handle(.retarget(store.navigator, []))
  }

  /// Stops following the store; the driver keeps its picture of the screen.
  ///
  /// A later ``start()`` brings the screen to the store's navigator from there.
  public func stop() {
    guard isRunning, let token else { return }
    store.stopObserving(token)
    self.token = nil
    isRunning = false
  }

  // MARK: - Callback 2: from the host

  /// Takes the host's word that a change of the step under way has finished; see
  /// `PresentationDriver.acknowledge(_:)`.
  public func acknowledge(_ acknowledgement: Acknowledgement) {
    handle(.acknowledge(acknowledgement))
  }

  /// Takes the host's report of what the user did; see `PresentationDriver.report(_:)`.
  ///
  /// When the navigator must follow (a swipe completed, a pop, a detent dragged), the loop
  /// sends the driver's request through the store, so the entries that went get their removal
  /// callbacks once, with the user's reason.
  public func report(_ event: UserEvent) {
    handle(.report(event))
  }

  /// Sends an action to the store from a screen, or from none; the store's change retargets
  /// the driver.
  ///
  /// - Returns: The store's events; `[]` when the store queued the action.
  @discardableResult
  public func send(_ action: Navigator<Route>.Action, from screen: EntryID? = nil)
    -> Navigator<Route>.Events
  {
    guard let screen else { return store.send(action) }
    return store.send(action, from: screen)
  }

  // MARK: - The loop

  /// One thing for the driver to take.
  enum Input {
    case retarget(Navigator<Route>, Navigator<Route>.Events)
    case acknowledge(Acknowledgement)
    case report(UserEvent)
  }

  /// Takes an input now, or after the one being handled.
  func handle(_ input: Input) {
    inputs.append(input)
    guard !isHandling else { return }
    isHandling = true
    defer { isHandling = false }
    var index = 0
    while index < inputs.count {
      let next = inputs[index]
      index += 1
      run(next)
    }
    inputs.removeAll(keepingCapacity: true)
  }

  /// Gives one input to the driver, the output to the host, and the request to the store.
  func run(_ input: Input) {
    let before = driver.shown
    let output: Driver.Output
    switch input {
    case .retarget(let navigator, let events):
      output = driver.retarget(to: navigator, events: events)
    case .acknowledge(let acknowledgement): output = driver.acknowledge(acknowledgement)
    case .report(let event): output = driver.report(event)
    }
    if !output.isEmpty || driver.shown != before { perform(output, driver.shown) }
    if let request = output.request { send(request) }
  }

  /// Sends the driver's request through the store, and retargets the driver even when the
  /// store refuses it (a refusal is not announced): the driver waits for the navigator's answer
  /// whatever it is.
  func send(_ request: Driver.Request) {
    heardChange = false
    let events = send(request.action, from: request.screen)
    // Queued while the store delivers: its change, or that of an input ahead of it, retargets.
    if !heardChange, !store.isDelivering {
      inputs.append(.retarget(store.navigator, events))
    }
  }
}
