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
    #expect(driver.awaiting == [])
    #expect(driver.stepCount == 0)
    #expect(!driver.isSettled)
    #expect(driver.remainingSteps.count == 2)
  }

  @Test("a step hands out its acknowledgements and nothing more until they come")
  func stepWaitsForItsAcknowledgements() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)

    driver.follow(&nav, .present(.settings, as: Look.sheet))
    let again = driver.advance()

    #expect(driver.awaiting == [.didPresent(1)])
    #expect(again == Driver.Output())
    #expect(driver.phase(of: 1) == .presenting)
  }

  @Test("an acknowledgement nobody waits for changes nothing")
  func staleAcknowledgement() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)
    driver.follow(&nav, .present(.settings, as: Look.sheet))
    let before = driver

    let outputs = [
      driver.acknowledge(.didPresent(9)), driver.acknowledge(.didDismiss(9)),
      driver.acknowledge(.didSetPath(level: 0, root: 0)),
      driver.acknowledge(.didSetPath(level: 1, root: 9)), driver.acknowledge(.didSelectDetent(1)),
    ]

    #expect(outputs == Array(repeating: Driver.Output(), count: 5))
    #expect(driver == before)
  }

  @Test("a repeated didPresent after the layer is up changes nothing")
  func repeatedDidPresent() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS16)
    driver.follow(&nav, .present(.settings, as: Look.sheet))
    driver.acknowledge(.didPresent(1))
    let before = driver

    let output = driver.acknowledge(.didPresent(1))

    #expect(output == Driver.Output())
    #expect(driver == before)
  }

  @Test("the changes of one step are acknowledged in any order")
  func anyOrder() {
    var nav = navigator(
      .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
      .present(.compose, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    driver.follow(&nav, .dismissAll)

    let middle = driver.acknowledge(.didDismiss(2))
    let lowest = driver.acknowledge(.didDismiss(1))

    #expect(
      middle.phases == [
        PhaseChange(3, .dismissed(.programmatic)), PhaseChange(2, .dismissed(.programmatic)),
      ])
    #expect(driver.awaiting == [])
    #expect(lowest.phases == [PhaseChange(1, .dismissed(.programmatic))])
    #expect(driver.isSettled)
  }

  @Test("a didDismiss the driver did not ask for is the user's swipe of a sheet")
  func unrequestedDismissalOfASheet() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.acknowledge(.didDismiss(1))

    #expect(output.request == Driver.Request(.dismissInteractively(1)))
    #expect(
      output.phases == [
        PhaseChange(1, .dismissing(.interactive)), PhaseChange(1, .dismissed(.interactive)),
      ])
    #expect(driver.isWaitingForTarget)
  }

  @Test("a didDismiss the driver did not ask for is a tap outside a confirmation dialog")
  func unrequestedDismissalOfADialog() {
    let dialog = Presentation.confirmationDialog("Delete?", buttons: [.cancel])
    let nav = navigator(.present(.saved, as: dialog))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.acknowledge(.didDismiss(1))

    #expect(output.request == Driver.Request(.tapBackdrop(1)))
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
    driver.acknowledge(.didDismiss(1))

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

    #expect(output == Driver.Output())
    #expect(driver.shown.stack == stack(entry(0, .inbox), entry(1, .thread(2))))
    #expect(driver.isSettled)
  }

  @Test("a route changed in place shows at once when no events are given, too")
  func routeUpdatedWithoutEvents() {
    var nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    nav.send(.update(2, to: .profile))

    let output = driver.retarget(to: nav)

    #expect(output == Driver.Output())
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
    #expect(driver.awaiting == [])
    #expect(swiped.request == Driver.Request(.dismissInteractively(1)))
  }
}
