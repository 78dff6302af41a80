import ModalKit
import ModalKitDriver
import ModalKitTestSupport

/// A navigator, a driver and a simulated host wired together as a store would wire them, with
/// a record of everything that happened, for the scenario and property tests.
///
/// The loop is the one an app runs: an action goes to the navigator, the navigator's state and
/// events go to the driver (``PresentationDriver/retarget(to:events:)``), the driver's step
/// goes to the host, the host's acknowledgements and the user's doings go back to the driver,
/// and a request from the driver goes to the navigator.
struct Simulation {
  var nav: Nav
  var driver: Driver
  var host: SimulatedHost
  var random: SplitMix64

  /// Every phase each layer entered, in order.
  var phases: [EntryID: [LayerPhase]] = [:]
  /// The reason the navigator gave for each dismissed entry, and how many times.
  var dismissedByNavigator: [EntryID: [DismissReason]] = [:]
  /// A transcript: every action, step, acknowledgement and report, as a demo prints it.
  var transcript: [String] = []
  /// The plan the driver promised after its last step, while nothing has changed since.
  var promised: [Driver.Step]?

  // Figures.
  var actions = 0
  var stepsHandedOut = 0
  var acknowledgements = 0
  var staleAcknowledgements = 0
  var targetsMidStep = 0
  var requests = 0
  var refusedRequests = 0
  var swipesBegun = 0
  var swipesCancelled = 0
  var swipesCompleted = 0
  var promisesKept = 0
  var brokenPromises: [String] = []

  /// The tick the step under way was handed out at.
  var stepStarted = 0
  /// The ticks a step may take before the simulation says its deadline passed.
  var deadline = 40
  var missedDeadlines = 0
  var spuriousAcknowledgements = 0

  init(
    _ nav: Nav = Nav(root: .inbox), abilities: PlatformAbilities,
    platform: PlatformAbilities? = nil, seed: UInt64, faults: SimulatedHost.Faults = .none
  ) {
    self.nav = nav
    self.driver = Driver(nav, abilities: abilities)
    self.host = SimulatedHost(
      platform: platform ?? abilities, root: nav.stack.root, seed: seed &+ 1, faults: faults)
    self.random = SplitMix64(seed: seed)
  }

  // MARK: - The loop

  /// Hands out the first step.
  mutating func start() {
    take(driver.advance())
  }

  /// Sends an action to the navigator and the new state to the driver.
  @discardableResult
  mutating func send(_ action: Nav.Action) -> Nav.Events {
    actions += 1
    let events = nav.send(action)
    transcript.append("send: \(action) -> \(events)")
    record(events)
    if driver.step != nil, !events.isRejected { targetsMidStep += 1 }
    promised = nil
    take(driver.retarget(to: nav, events: events))
    return events
  }

  /// Moves time on by one tick and hands every acknowledgement due to the driver; a step
  /// under way for longer than ``deadline`` ticks missed its deadline, and the driver is given
  /// the host's picture.
  mutating func tick() {
    for (acknowledgement, token) in host.tick() { acknowledge(acknowledgement, of: token) }
    if let token = driver.token, host.now - stepStarted > deadline {
      missedDeadlines += 1
      transcript.append("deadline: \(token)")
      promised = nil
      take(driver.missedDeadline(of: token, shown: host.picture))
    }
  }

  /// Hands one acknowledgement to the driver.
  mutating func acknowledge(_ acknowledgement: Acknowledgement, of token: StepToken) {
    acknowledgements += 1
    if token != driver.token || !driver.awaiting.contains(acknowledgement) {
      staleAcknowledgements += 1
    }
    transcript.append("ack: \(acknowledgement) of \(token)")
    take(driver.acknowledge(acknowledgement, of: token))
  }

  /// Hands a report of the user's doing to the driver.
  mutating func report(_ event: UserEvent) {
    transcript.append("user: \(event)")
    promised = nil
    take(driver.report(event))
  }

  /// Acts on an output: records the phases, performs the step, sends the request.
  mutating func take(_ output: Driver.Output) {
    if !output.isEmpty { transcript.append(output.description) }
    for change in output.phases { phases[change.id, default: []].append(change.phase) }
    if let step = output.step, let token = output.token {
      stepsHandedOut += 1
      stepStarted = host.now
      if let promised {
        if promised.first == step {
          promisesKept += 1
        } else {
          brokenPromises.append(
            "promised \(promised.first.map(\.description) ?? "none"), got \(step)")
        }
      }
      host.perform(step, token: token)
      promised = driver.remainingSteps
    }
    if let request = output.request {
      requests += 1
      let events = request.send(to: &nav)
      if events.isRejected { refusedRequests += 1 }
      transcript.append("send: \(request) -> \(events)")
      record(events)
      promised = nil
      take(driver.retarget(to: nav, events: events))
    }
  }

  mutating func record(_ events: Nav.Events) {
    for case .dismissed(let entry, let reason) in events {
      dismissedByNavigator[entry.id, default: []].append(reason)
    }
  }

  // MARK: - The user

  mutating func beginSwipe() -> Bool {
    guard let id = host.beginSwipe() else { return false }
    swipesBegun += 1
    report(.swipeBegan(id))
    return true
  }

  /// Ends a drag; a completed swipe is reported as the user's doing, and now and then the
  /// host also sends a `didDismiss` nobody asked for (a view's `onDismiss`), which the driver
  /// must ignore.
  mutating func endSwipe(completing: Bool) {
    promised = nil
    guard let id = host.endSwipe(completing: completing) else { return }
    if !completing {
      swipesCancelled += 1
      report(.swipeCancelled(id))
    } else {
      swipesCompleted += 1
      report(.swipeCompleted(id))
      spuriouslyAcknowledge(.didDismiss(id))
    }
  }

  /// Sends an acknowledgement that finishes nothing, with the current token or an old one;
  /// the driver must ignore it.
  mutating func spuriouslyAcknowledge(_ acknowledgement: Acknowledgement) {
    guard random.chance(50) else { return }
    spuriousAcknowledgements += 1
    let token = driver.token ?? StepToken(max(1, driver.stepCount))
    let before = driver.awaiting
    let output = driver.acknowledge(acknowledgement, of: token)
    if before != driver.awaiting || output.step != nil || !output.phases.isEmpty {
      brokenPromises.append("a spurious \(acknowledgement) of \(token) changed the driver")
    }
  }

  /// Something the user does, at random, if the screen lets them.
  mutating func interrupt() {
    promised = nil
    switch random.below(7) {
    case 0, 1: _ = beginSwipe()
    case 2, 3: endSwipe(completing: random.chance(50))
    case 4:
      if let (detent, id) = host.dragDetent() { report(.selectedDetent(detent, of: id)) }
    case 5:
      if let id = host.popBack() { report(.popped(to: id)) }
    default:
      if let id = host.tapOutsideDialog() {
        report(.dismissed(id, .backdropTap))
        spuriouslyAcknowledge(.didDismiss(id))
      }
    }
  }

  /// Lets go of any drag, then lets time run until nothing moves and nothing is awaited.
  ///
  /// Returns `false` if that never happens.
  mutating func settle(maxTicks: Int = 500) -> Bool {
    endSwipe(completing: random.chance(50))
    for _ in 0..<maxTicks {
      if host.isQuiet, driver.step == nil { return true }
      tick()
    }
    return false
  }

  // MARK: - Checking

  /// Everything that went wrong: rules the host saw broken, a screen that differs from the
  /// navigator, layers whose phases came out of order, removals reported twice or with
  /// another reason than the navigator's, steps the plan did not promise.
  func problems() -> [String] {
    var problems = host.violations
    problems += brokenPromises
    if let step = driver.step { problems.append("a step is still under way: \(step)") }
    // Layers above a dialog wait for it on a host that cannot draw them (never asked for).
    let drawn = driver.heldLevel ?? nav.topLevel + 1
    if !driver.shown.matches(nav, belowLevel: drawn) {
      problems.append("driver shows \(driver.shown), not \(nav)")
    }
    if !host.matches(nav, belowLevel: drawn) { problems.append("host differs from \(nav)") }
    let held = Set(driver.heldLayers.map(\.id))
    let onScreen = Set(nav.layers.map(\.id)).subtracting(held)
    for (id, sequence) in phases.sorted(by: { $0.key < $1.key }) {
      let reasons = dismissedByNavigator[id] ?? []
      if reasons.count > 1 { problems.append("\(id) dismissed by the navigator \(reasons)") }
      if onScreen.contains(id) {
        if sequence != [.presenting, .presented] {
          problems.append("\(id) is up with phases \(sequence)")
        }
        continue
      }
      guard let reason = reasons.first else {
        problems.append("\(id) left the screen, but the navigator never dismissed it: \(sequence)")
        continue
      }
      let expected: [LayerPhase] = [
        .presenting, .presented, .dismissing(reason), .dismissed(reason),
      ]
      if sequence != expected { problems.append("\(id) went through \(sequence), not \(expected)") }
    }
    return problems
  }
}
