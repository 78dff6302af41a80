import ModalKit
import ModalKitDriver
import Testing

/// The situations the issue names, step by step, with every output written out whole.
@Suite("Scenarios")
struct ScenarioTests {
  static let threeSheets = navigator(
    .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
    .present(.compose, as: Look.sheet))

  @Test("three nested sheets go back to the root one per step on iOS 15, innermost first")
  func threeSheetsHomeOnIOS15() {
    var nav = Self.threeSheets
    var driver = Driver.settled(on: nav, abilities: .iOS15)
    let done = driver.stepCount

    let first = driver.follow(&nav, .home)
    let second = driver.acknowledge(.didDismiss(3), of: driver.token!)
    let third = driver.acknowledge(.didDismiss(2), of: driver.token!)
    let last = driver.acknowledge(.didDismiss(1), of: driver.token!)

    #expect(
      first
        == Driver.Output(
          step: [.dismiss(3, reason: .programmatic)], token: StepToken(done + 1),
          phases: [PhaseChange(3, .dismissing(.programmatic))], changesShown: true))
    #expect(
      second
        == Driver.Output(
          step: [.dismiss(2, reason: .programmatic)], token: StepToken(done + 2),
          phases: [
            PhaseChange(3, .dismissed(.programmatic)), PhaseChange(2, .dismissing(.programmatic)),
          ], changesShown: true))
    #expect(
      third
        == Driver.Output(
          step: [.dismiss(1, reason: .programmatic)], token: StepToken(done + 3),
          phases: [
            PhaseChange(2, .dismissed(.programmatic)), PhaseChange(1, .dismissing(.programmatic)),
          ], changesShown: true))
    #expect(
      last == Driver.Output(phases: [PhaseChange(1, .dismissed(.programmatic))], changesShown: true)
    )
    #expect(driver.isSettled)
  }

  @Test("three nested sheets go in one step on iOS 17, and the lowest one's callback ends it")
  func threeSheetsHomeOnIOS17() {
    var nav = Self.threeSheets
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let first = driver.follow(&nav, .home)
    let last = driver.acknowledge(.didDismiss(1), of: driver.token!)

    #expect(
      first.step == [
        .dismiss(3, reason: .programmatic), .dismiss(2, reason: .programmatic),
        .dismiss(1, reason: .programmatic),
      ])
    #expect(
      last
        == Driver.Output(
          phases: [
            PhaseChange(3, .dismissed(.programmatic)), PhaseChange(2, .dismissed(.programmatic)),
            PhaseChange(1, .dismissed(.programmatic)),
          ], changesShown: true))
    #expect(driver.isSettled)
  }

  @Test("three nested sheets go home on a host that keeps iOS 15's rules, none broken")
  func threeSheetsOnSimulatedHost() {
    var simulation = Simulation(Self.threeSheets, abilities: .iOS15, seed: 7)
    simulation.start()
    let shown = simulation.settle()

    simulation.send(.home)
    let settled = simulation.settle()

    #expect(shown && settled)
    #expect(simulation.problems() == [])
    #expect(simulation.host.layers.isEmpty)
  }

  @Test("a sheet replaced by an alert goes first; the alert comes after the dismissal ends")
  func sheetReplacedByAlert() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .uiKit)
    let done = driver.stepCount

    let events = nav.send(.present(.saved, as: Look.alert, policy: .insteadOfTop))
    let first = driver.retarget(to: nav, events: events)
    let second = driver.acknowledge(.didDismiss(1), of: driver.token!)

    #expect(
      first
        == Driver.Output(
          step: [.dismiss(1, reason: .replaced)], token: StepToken(done + 1),
          phases: [PhaseChange(1, .dismissing(.replaced))], changesShown: true))
    #expect(
      second
        == Driver.Output(
          step: [.present(layer(entry(2, .saved), Look.alert), level: 1)],
          token: StepToken(done + 2),
          phases: [PhaseChange(1, .dismissed(.replaced)), PhaseChange(2, .presenting)],
          changesShown: true))
  }

  @Test("an alert asked for while a sheet is dismissing appears after the dismissal finishes")
  func alertWhileDismissing() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    driver.follow(&nav, .dismiss)
    let whileDismissing = driver.follow(&nav, .present(.saved, as: Look.alert))
    let afterDismissal = driver.acknowledge(.didDismiss(1), of: driver.token!)

    #expect(whileDismissing == Driver.Output())
    #expect(driver.step == [.present(layer(entry(2, .saved), Look.alert), level: 1)])
    #expect(
      afterDismissal.phases == [
        PhaseChange(1, .dismissed(.programmatic)), PhaseChange(2, .presenting),
      ])
  }

  @Test("a swipe started and cancelled holds the next step, then changes nothing")
  func swipeCancelled() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    let done = driver.stepCount

    driver.report(.swipeBegan(1))
    let duringSwipe = driver.follow(&nav, .push(.profile))
    let cancelled = driver.report(.swipeCancelled(1))

    #expect(duringSwipe == Driver.Output())
    #expect(
      cancelled
        == Driver.Output(
          step: [.setPath(level: 1, stack(entry(1, .settings), entry(2, .profile)))],
          token: StepToken(done + 1), changesShown: true))
    #expect(driver.phase(of: 1) == .presented)
  }

  @Test("a completed swipe asks the navigator to dismiss interactively, and state and screen agree")
  func swipeCompleted() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    driver.report(.swipeBegan(1))
    let completed = driver.report(.swipeCompleted(1))
    let events = completed.request.map { $0.send(to: &nav) } ?? []
    let after = driver.retarget(to: nav, events: events)

    #expect(
      completed
        == Driver.Output(
          phases: [
            PhaseChange(1, .dismissing(.interactive)), PhaseChange(1, .dismissed(.interactive)),
          ],
          request: Driver.Request(.dismissInteractively(1)), changesShown: true))
    #expect(events == [.dismissed(entry(1, .settings), reason: .interactive)])
    #expect(after == Driver.Output())
    #expect(driver.isSettled)
  }

  @Test("a swipe that completes under an alert not yet shown dismisses both, as the screen did")
  func swipeCompletedUnderUnseenAlert() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    driver.report(.swipeBegan(1))
    driver.follow(&nav, .present(.saved, as: Look.alert))
    let completed = driver.report(.swipeCompleted(1))
    let events = completed.request.map { $0.send(to: &nav) } ?? []
    driver.retarget(to: nav, events: events)

    #expect(completed.request == Driver.Request(.dismissLayer(1)))
    #expect(
      completed.phases == [
        PhaseChange(1, .dismissing(.programmatic)), PhaseChange(1, .dismissed(.programmatic)),
      ])
    #expect(
      events == [
        .dismissed(entry(2, .saved), reason: .programmatic),
        .dismissed(entry(1, .settings), reason: .programmatic),
      ])
    #expect(driver.isSettled)
  }

  @Test("a second present while the first animates waits for the first one's acknowledgement")
  func secondPresentWhileAnimating() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)

    let first = driver.follow(&nav, .present(.settings, as: Look.sheet))
    let second = driver.follow(&nav, .present(.profile, as: Look.sheet))
    let afterFirst = driver.acknowledge(.didPresent(1), of: driver.token!)

    #expect(
      first
        == Driver.Output(
          step: [.present(layer(entry(1, .settings), Look.sheet), level: 1)], token: StepToken(1),
          phases: [PhaseChange(1, .presenting)], changesShown: true))
    #expect(second == Driver.Output())
    #expect(
      afterFirst
        == Driver.Output(
          step: [.present(layer(entry(2, .profile), Look.sheet), level: 2)], token: StepToken(2),
          phases: [PhaseChange(1, .presented), PhaseChange(2, .presenting)], changesShown: true))
  }

  @Test("a new target mid-step never cancels the step: the driver plans from where it ends")
  func newTargetMidStep() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)

    driver.follow(&nav, .present(.settings, as: Look.sheet))
    let midStep = driver.follow(&nav, .dismissAll)
    let presented = driver.acknowledge(.didPresent(1), of: driver.token!)
    let dismissed = driver.acknowledge(.didDismiss(1), of: driver.token!)

    #expect(midStep == Driver.Output())
    #expect(driver.phase(of: 1) == nil)
    #expect(
      presented
        == Driver.Output(
          step: [.dismiss(1, reason: .programmatic)], token: StepToken(2),
          phases: [PhaseChange(1, .presented), PhaseChange(1, .dismissing(.programmatic))],
          changesShown: true))
    #expect(
      dismissed
        == Driver.Output(phases: [PhaseChange(1, .dismissed(.programmatic))], changesShown: true))
  }

  @Test("a deep link while sheets are up is a new target: only the difference is stepped")
  func deepLinkWhileSheetsUp() {
    var nav = navigator(.present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS16)
    let link = Destination<Page>(
      root: .inbox, path: [],
      layers: [.init(.settings, as: Look.sheet, path: [.thread(1)]), .init(.saved, as: Look.alert)])

    driver.follow(&nav, .apply(link))
    let steps = driver.runToEnd()

    #expect(
      steps == [
        [.dismiss(2, reason: .programmatic)],
        [.setPath(level: 1, stack(entry(1, .settings), entry(3, .thread(1))))],
        [.present(layer(entry(4, .saved), Look.alert), level: 2)],
      ])
    #expect(driver.isSettled)
  }

  @Test("a restored state with sheets up is brought up layer by layer from the window's root")
  func restore() {
    let nav = navigator(
      .push(.thread(1)), .present(.settings, as: Look.sheet), .present(.saved, as: Look.alert))
    var driver = Driver(nav, abilities: .iOS15)

    driver.advance()
    let steps = driver.runToEnd()

    #expect(
      steps == [
        [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))],
        [.present(layer(entry(2, .settings), Look.sheet), level: 1)],
        [.present(layer(entry(3, .saved), Look.alert), level: 2)],
      ])
    #expect(driver.isSettled)
  }
}
