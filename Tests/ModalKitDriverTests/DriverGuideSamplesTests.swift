import ModalKit
import ModalKitDriver
import Testing

// The Swift samples of Sources/ModalKitDriver/ModalKitDriver.docc, run as tests.
//
// Each sample stands between a `// guide: ARTICLE.md` line and an `// end guide` line, exactly as
// the article shows it, less the marker's indentation (the article's `import` lines aside). The
// n-th marked region for an article is its n-th Swift code block; .ci/docs.sh checks that the
// two agree. `print` records what a sample prints, and each test then compares that with the
// comments the article shows beside the prints.

@Suite("Guide: the ModalKitDriver landing page")
final class DriverLandingPageSamples {
  var printed: [String] = []

  /// Records the items as `Swift.print` would write them, one entry per call.
  func print(_ items: Any..., separator: String = " ") {
    printed.append(items.map { "\($0)" }.joined(separator: separator))
  }

  @Test("the landing page's example prints what the page says it prints")
  func landingPage() {
    // guide: ModalKitDriver.md
    enum Screen: Hashable, Sendable { case inbox, settings }

    var nav = Navigator(root: Screen.inbox)
    var driver = PresentationDriver(nav, abilities: .iOS15)

    let events = nav.send(.present(.settings, as: .sheet()))
    print(driver.retarget(to: nav, events: events))
    // phases: #1 presenting
    // step 1: present settings#1 as sheet(large) at level 1

    print(driver.acknowledge(.didPresent(1), of: StepToken(1)))
    // phases: #1 presented
    // end guide

    #expect(
      printed == [
        "phases: #1 presenting\nstep 1: present settings#1 as sheet(large) at level 1",
        "phases: #1 presented",
      ])
    #expect(driver.isSettled)
  }
}

// MARK: - The presentation driver

// guide: TheDriver.md
@MainActor final class Loop<Route: Hashable & Sendable> {
  private(set) var navigator: Navigator<Route>
  private(set) var driver: PresentationDriver<Route>
  var perform: (PresentationDriver<Route>.Step, StepToken) -> Void = { _, _ in }  // to the host

  init(_ navigator: Navigator<Route>, abilities: PlatformAbilities) {
    self.navigator = navigator
    self.driver = PresentationDriver(navigator, abilities: abilities)
  }

  func start() { apply(driver.advance()) }

  @discardableResult
  func send(_ action: Navigator<Route>.Action, from screen: EntryID? = nil)
    -> Navigator<Route>.Events
  {
    let events = PresentationDriver<Route>.Request(action, from: screen).send(to: &navigator)
    // ...run the exactly-once callbacks for `events` here...
    apply(driver.retarget(to: navigator, events: events))
    return events
  }

  // From the host.
  func acknowledge(_ acknowledgement: Acknowledgement, of step: StepToken) {
    apply(driver.acknowledge(acknowledgement, of: step))
  }
  func report(_ event: UserEvent) { apply(driver.report(event)) }

  private func apply(_ output: PresentationDriver<Route>.Output) {
    if let step = output.step, let token = output.token { perform(step, token) }
    // ...start the step's deadline here; when it passes: driver.missedDeadline(of: token)...
    if let request = output.request { send(request.action, from: request.screen) }
  }
}
// end guide

@MainActor
@Suite("Guide: The presentation driver")
struct TheDriverSamples {
  @Test("the wiring's loop presents, is acknowledged, and follows a swipe the user completed")
  func loop() {
    let loop = Loop(Navigator(root: Page.inbox), abilities: .iOS15)
    var performed: [String] = []
    var last: StepToken?
    loop.perform = { step, token in
      performed.append("\(step)")
      last = token
    }
    loop.start()
    #expect(performed.isEmpty)

    loop.send(.present(.settings, as: .sheet()))
    #expect(performed == ["present settings#1 as sheet(large) at level 1"])
    #expect(!loop.driver.isSettled)
    if let last { loop.acknowledge(.didPresent(1), of: last) }
    #expect(loop.driver.isSettled)

    // The user swipes the sheet away: the driver's request reaches the navigator.
    loop.report(.dismissed(1, .interactive))
    #expect(loop.navigator.layers.isEmpty)
    #expect(loop.driver.isSettled)
    #expect(performed.count == 1)
  }
}
