// The loop's inputs: what the host says (callback 2), each change of the store, and the one way
// every input reaches the driver, in order, with its output handed to the host and its request
// to the store.

import ModalKit
import ModalKitDriver
import ModalKitStore

extension PresentationLoop {
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
      state.driver.acknowledge(acknowledgement, of: step)
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
      state.driver.retarget(to: store.navigator, events: events)
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
  /// the driver without an input made for them (a change's input boxes a navigator): a push
  /// with its step through store, loop and driver costs 6,683 instructions so, 8,093 with an
  /// input made for every change (`modalkit-bench --instructions`, loop/loop-step).
  @inlinable
  func take(_ queued: @autoclosure () -> Input, _ transition: () -> Driver.Output?) {
    guard !state.isHandling else {
      state.inputs.append(queued())
      return
    }
    state.isHandling = true
    defer { state.isHandling = false }
    run(transition)
    runWaitingInputs()
  }

  /// Runs the inputs that arrived while one was handled, oldest first, including those that
  /// arrive meanwhile.
  @inlinable
  func runWaitingInputs() {
    // Each waiting input is moved out; the queue holds an input or two, so moving the rest
    // down costs less than keeping a read position.
    while !state.inputs.isEmpty {
      let input = state.inputs.removeFirst()
      run { output(for: input) }
    }
  }

  /// What a declarative host's pop is told by: each level's top before the driver changes
  /// the screen (a pop ends when the old top goes); nothing for a host of other kinds.
  @inlinable
  var topsBeforeChange: [EntryID] {
    state.signals.isDeclarative ? state.driver.shown.tops : []
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
      state.driver.retarget(to: navigator, events: events)
    case .acknowledge(let acknowledgement, let step):
      state.driver.acknowledge(acknowledgement, of: step)
    case .report(let event): state.driver.report(event)
    case .resync(let picture): state.driver.resync(to: picture)
    case .deadline(let step):
      step == state.driver.token ? state.driver.missedDeadline(of: step, shown: inspect?()) : nil
    }
  }

  /// Gives an output of the driver to the host, with what it shows after it, and its request
  /// to the store; notes its notices, its step's signals and its deadline.
  @inlinable
  func deliver(_ output: consuming Driver.Output, tops: [EntryID]) {
    if output.isEmpty { return }
    if !output.notices.isEmpty { keep(output.notices) }
    if let step = output.step { state.signals.note(step, tops: tops) }
    if let step = output.token { startDeadline(for: step) }
    perform(output, state.driver.shown)
    if let request = output.request { send(request) }
  }

  /// Asks the clock to wake the loop when the step's deadline passes.
  ///
  /// The wake-up is the one closure made with the loop: it handles the deadline of the
  /// newest step, the only one a clock still calls back for.
  @inlinable
  func startDeadline(for step: StepToken) {
    state.deadlineStep = step
    clock.wake(at: clock.now + state.driver.abilities.stepDeadline, deadlinePassed)
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
    state.heardChange = false
    let events = send(request.action, from: request.screen)
    // Queued while the store delivers: its change, or that of an input ahead of it, retargets.
    if !state.heardChange, !store.isDelivering {
      state.inputs.append(.retarget(store.navigator, events))
    }
  }
}
