import ModalKit
import ModalKitDriver
import Testing

@Suite("Acknowledgements")
struct AcknowledgementTests {
  @Test("a new driver shows the window's root and hands out nothing until asked")
  func newDriver() {
    let nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))

    let driver = Driver(nav, abilities: .iOS17)

    #expect(driver.shown == ShownState(stack: stack(entry(0, .inbox))))
    #expect(driver.step == nil)
    #expect(driver.token == nil)
    #expect(driver.awaiting == [])
    #expect(driver.stepCount == 0)
    #expect(!driver.isSettled)
    #expect(driver.remainingSteps.count == 2)
  }

  @Test("a step hands out its token and acknowledgements, and nothing more until they come")
  func stepWaitsForItsAcknowledgements() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)

    let first = driver.follow(&nav, .present(.settings, as: Look.sheet))
    let again = driver.advance()

    #expect(first.token == StepToken(1))
    #expect(driver.token == StepToken(1))
    #expect(driver.awaiting == [.didPresent(1)])
    #expect(again == Driver.Output())
    #expect(driver.phase(of: 1) == .presenting)
  }

  @Test("an acknowledgement of a step that is over is stale: ignored, counted and noticed")
  func staleAcknowledgement() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)
    driver.follow(&nav, .present(.settings, as: Look.sheet))
    driver.acknowledge(.didPresent(1), of: StepToken(1))
    driver.follow(&nav, .present(.profile, as: Look.sheet))
    let before = driver

    let late = driver.acknowledge(.didPresent(2), of: StepToken(1))
    let neverHandedOut = driver.acknowledge(.didPresent(2), of: StepToken(7))

    #expect(
      late.notices == [.ignoredAcknowledgement(.didPresent(2), of: StepToken(1), .stale)])
    #expect(
      neverHandedOut.notices == [.ignoredAcknowledgement(.didPresent(2), of: StepToken(7), .stale)])
    #expect(driver.diagnostics.staleAcknowledgements == 2)
    #expect(driver.awaiting == before.awaiting)
    #expect(driver.shown == before.shown)
    #expect(driver.token == StepToken(2))
  }

  @Test("a repeated acknowledgement of the step under way is ignored, not taken for another")
  func repeatedAcknowledgement() throws {
    var nav = navigator(.present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .uiKit)
    driver.follow(&nav, .dismissAll)
    let token = try #require(driver.token)
    driver.acknowledge(.didDismiss(2), of: token)

    let repeated = driver.acknowledge(.didDismiss(2), of: token)

    #expect(repeated.notices == [.ignoredAcknowledgement(.didDismiss(2), of: token, .repeated)])
    #expect(driver.awaiting == [.didDismiss(1)])
    #expect(driver.diagnostics.repeatedAcknowledgements == 1)
  }

  @Test("an acknowledgement the step does not wait for is unexpected, whatever it names")
  func unexpectedAcknowledgement() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)
    driver.follow(&nav, .present(.settings, as: Look.sheet))
    let before = driver

    let outputs = [
      driver.acknowledge(.didPresent(9), of: StepToken(1)),
      driver.acknowledge(.didDismiss(1), of: StepToken(1)),
      driver.acknowledge(.didSetPath(level: 0, root: 0), of: StepToken(1)),
      driver.acknowledge(.didSelectDetent(1), of: StepToken(1)),
    ]

    #expect(outputs.allSatisfy { $0.notices.count == 1 && $0.step == nil && $0.phases.isEmpty })
    #expect(driver.diagnostics.unexpectedAcknowledgements == 4)
    #expect(driver.shown == before.shown)
    #expect(driver.awaiting == before.awaiting)
  }

  @Test("a late didPresent of a layer presented again never releases the next step early")
  func latePresentOfAnIdPresentedAgain() throws {
    // The same id presented twice happens only outside a store (which never reuses an id); the
    // token still tells the two presentations apart.
    var driver = Driver(Nav(root: .inbox), abilities: .iOS16)
    let sheet = navigator(.present(.settings, as: Look.sheet))
    let first = driver.retarget(to: sheet, events: nil)
    driver.acknowledge(.didPresent(1), of: try #require(first.token))
    driver.retarget(to: Nav(root: .inbox), events: nil)
    driver.acknowledgeStep()
    let again = driver.retarget(to: sheet, events: nil)

    let late = driver.acknowledge(.didPresent(1), of: try #require(first.token))

    #expect(late.notices.first.map { "\($0)" } == "ignored didPresent #1 of step 1 (stale)")
    #expect(driver.phase(of: 1) == .presenting)
    #expect(driver.token == again.token)
  }

  @Test("the commands of one step are acknowledged in any order")
  func anyOrder() throws {
    var nav = navigator(
      .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
      .present(.compose, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    driver.follow(&nav, .dismissAll)
    let token = try #require(driver.token)

    let middle = driver.acknowledge(.didDismiss(2), of: token)
    let lowest = driver.acknowledge(.didDismiss(1), of: token)

    #expect(
      middle.phases == [
        PhaseChange(3, .dismissed(.programmatic)), PhaseChange(2, .dismissed(.programmatic)),
      ])
    #expect(driver.awaiting == [])
    #expect(lowest.phases == [PhaseChange(1, .dismissed(.programmatic))])
    #expect(driver.isSettled)
  }

  @Test("a swipe is a report of the user, never an acknowledgement")
  func userDismissalIsAReport() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let acknowledged = driver.acknowledge(.didDismiss(1), of: StepToken(1))
    let reported = driver.report(.swipeCompleted(1))

    #expect(acknowledged.request == nil)
    #expect(acknowledged.notices.count == 1)
    #expect(reported.request == Driver.Request(.dismissInteractively(1)))
    #expect(
      reported.phases == [
        PhaseChange(1, .dismissing(.interactive)), PhaseChange(1, .dismissed(.interactive)),
      ])
    #expect(driver.isWaitingForTarget)
  }

  @Test("a tap outside a confirmation dialog is reported as a backdrop tap")
  func userDismissalOfADialog() {
    let dialog = Presentation.confirmationDialog("Delete?", buttons: [.cancel])
    let nav = navigator(.present(.saved, as: dialog))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.report(.dismissed(1, .backdropTap))

    #expect(output.request == Driver.Request(.tapBackdrop(1)))
  }

  @Test("a report about nothing on screen is ignored and noticed")
  func ignoredReports() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    for event in [
      UserEvent.swipeCompleted(9), .swipeBegan(9), .swipeCancelled(1), .popped(to: 9),
      .selectedDetent(.medium, of: 9),
    ] {
      driver.expectIgnored(event)
    }

    #expect(driver.diagnostics.ignoredReports == 5)
  }

  @Test("each style says why it left when nobody asked it to")
  func unrequestedDismissalReasons() {
    let styles: [(Presentation, DismissReason)] = [
      (Look.sheet, .interactive), (Look.cover, .interactive),
      (.overlay(.center, .half), .backdropTap),
      (.confirmationDialog("Share", buttons: [.cancel]), .backdropTap),
      (.alert("Saved"), .button("ok")),
      (.alert("Saved", buttons: [ModalButton("Fine")]), .interactive),
    ]

    let reasons = styles.map {
      ShownLayer(layer(entry(1, .saved), $0.0)).unrequestedDismissalReason
    }

    #expect(reasons == styles.map(\.1))
  }

  @Test("the driver waits for the navigator's answer to a request before it plans again")
  func waitsForTheNavigator() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    driver.report(.swipeCompleted(1))

    let meanwhile = driver.advance()
    let refused = driver.retarget(to: nav)

    #expect(meanwhile == Driver.Output())
    #expect(refused.step == [.present(layer(entry(1, .settings), Look.sheet), level: 1)])
  }

  @Test("a dismissal with no event known is programmatic")
  func reasonWithoutEvents() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    nav.send(.tapBackdrop(1))

    let output = driver.retarget(to: nav)

    #expect(output.step == [.dismiss(1, reason: .programmatic)])
  }

  @Test("a route changed in place shows at once and is not a step")
  func routeUpdatedInPlace() {
    var nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.follow(&nav, .update(1, to: .thread(2)))

    #expect(output == Driver.Output(changesShown: true))
    #expect(driver.shown.stack == stack(entry(0, .inbox), entry(1, .thread(2))))
    #expect(driver.isSettled)
  }

  @Test("a route changed in place shows at once when no events are given, too")
  func routeUpdatedWithoutEvents() {
    var nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    nav.send(.update(2, to: .profile))

    let output = driver.retarget(to: nav)

    #expect(output == Driver.Output(changesShown: true))
    #expect(driver.shown.layers[0].entry == entry(2, .profile))
    #expect(driver.isSettled)
  }

  @Test("a swipe that removes the layer of the step under way ends that step")
  func acknowledgementAfterUserRemoval() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS16)
    driver.follow(&nav, .push(.profile))

    let swiped = driver.report(.swipeCompleted(1))

    #expect(driver.step == nil)
    #expect(driver.token == nil)
    #expect(driver.awaiting == [])
    #expect(swiped.request == Driver.Request(.dismissInteractively(1)))
  }

  // The driver does not plan again after a step that was its plan's only one: these check that
  // anything but the step's own acknowledgements makes it plan again.

  @Test("after a one-step plan the driver is settled, and a change mid-step is planned after it")
  func changeDuringTheLastStepIsPlanned() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let first = driver.follow(&nav, .push(.thread(1)))
    let token = try #require(first.token)

    // A second push while the first is on its way: its step comes once the first finishes.
    driver.follow(&nav, .push(.thread(2)))
    let after = driver.acknowledge(.didSetPath(level: 0, root: 0), of: token)

    #expect(
      after.step == [
        .setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1)), entry(2, .thread(2))))
      ])
    driver.acknowledgeStep()
    #expect(driver.isSettled)
    #expect(driver.shown.stack == nav.stack)
  }

  @Test("a one-step plan ends settled with no further step")
  func oneStepPlanEndsSettled() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let first = driver.follow(&nav, .push(.thread(1)))

    let after = driver.acknowledgeStep()

    #expect(first.step != nil)
    #expect(after.step == nil)
    #expect(driver.isSettled)
    #expect(driver.remainingSteps == [])
  }

  @Test("a step of a longer plan is followed by the next one")
  func longerPlanGoesOn() throws {
    let nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver(nav, abilities: .iOS15)
    driver.advance()
    var steps = 0
    while driver.step != nil {
      driver.acknowledgeStep()
      steps += 1
    }
    #expect(steps == 2)
    #expect(driver.isSettled)
  }

  @Test("a sheet swiped away during a one-step plan is presented again when the navigator keeps it")
  func reportDuringTheLastStepIsPlanned() throws {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver(nav, abilities: .iOS17)
    driver.advance()
    driver.acknowledgeStep()
    #expect(driver.isSettled)

    // A push in the sheet is under way when the user swipes the sheet away; the navigator is
    // not told (the request is not sent), so the screen must come back to it.
    let push = driver.follow(&nav, .push(.compose))
    #expect(push.step != nil)
    let report = driver.report(.dismissed(1, .interactive))
    #expect(report.request != nil)
    driver.retarget(to: nav, events: nil)

    let presentsAgain = driver.step?.commands.contains { command in
      if case .present(let layer, _) = command { layer.id == 1 } else { false }
    }
    #expect(presentsAgain == true)
    while driver.step != nil { driver.acknowledgeStep() }
    #expect(driver.isSettled)
    #expect(driver.shown.layers.map(\.id) == nav.layers.map(\.id))
  }

  @Test("a step that ends its plan settles the driver without planning again, as planning would")
  func stepThatEndsItsPlanSettles() throws {
    var nav = Nav(root: .inbox)
    var remembering = Driver(nav, abilities: .iOS17)
    remembering.follow(&nav, .push(.thread(1)))
    var forgetting = remembering
    // Taking the same navigator again with no events forgets that the step ends its plan, and
    // changes nothing else: that driver plans again when the step finishes, and finds nothing.
    forgetting.releaseTarget()
    forgetting.retarget(to: nav, events: [])

    #expect(remembering.acknowledgeStep() == forgetting.acknowledgeStep())
    #expect(remembering == forgetting)
    #expect(remembering.isSettled && forgetting.isSettled)
  }

  @Test("outputs with requests compare and hash by the request")
  func outputsCompareByRequest() {
    let swipe = Driver.Output(request: Driver.Request(.dismissInteractively(1)))
    let same = Driver.Output(request: Driver.Request(.dismissInteractively(1)))
    let other = Driver.Output(request: Driver.Request(.tapBackdrop(1)))

    #expect(swipe == same)
    #expect(swipe != other)
    #expect(swipe != Driver.Output())
    #expect(Set([swipe, same, other, Driver.Output()]).count == 3)
    #expect(swipe.request?.action == .dismissInteractively(1))
  }
}
