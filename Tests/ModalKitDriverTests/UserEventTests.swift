import ModalKit
import ModalKitDriver
import Testing

@Suite("User events")
struct UserEventTests {
  @Test("a swipe begun on a layer not on screen holds nothing")
  func swipeOnUnknownLayer() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)

    driver.report(.swipeBegan(7))
    let output = driver.follow(&nav, .present(.settings, as: Look.sheet))

    #expect(driver.swiping == [])
    #expect(output.step != nil)
  }

  @Test("a completed swipe of a presenting layer reports it presented first")
  func swipeOfPresentingLayer() {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    driver.follow(&nav, .present(.settings, as: Look.sheet))

    let output = driver.report(.swipeCompleted(1))

    #expect(
      output.phases == [
        PhaseChange(1, .presented), PhaseChange(1, .dismissing(.interactive)),
        PhaseChange(1, .dismissed(.interactive)),
      ])
    #expect(driver.step == nil)
  }

  @Test("a swipe completed on a layer the navigator already dismissed keeps the navigator's reason")
  func swipeOfLayerAlreadyGone() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    driver.report(.swipeBegan(1))
    driver.follow(&nav, .present(.saved, as: Look.alert, policy: .insteadOfTop))

    let output = driver.report(.swipeCompleted(1))

    #expect(output.request == nil)
    #expect(
      output.phases == [
        PhaseChange(1, .dismissing(.replaced)), PhaseChange(1, .dismissed(.replaced)),
        PhaseChange(2, .presenting),
      ])
    #expect(output.step == [.present(layer(entry(2, .saved), Look.alert), level: 1)])
  }

  @Test("a swipe under a layer above it takes that layer too, with the same reason")
  func swipeTakesLayersAbove() {
    let toast = Presentation.overlay(.top, .quarter).rules(
      DismissalRules(
        allowsInteractiveDismissal: false, dismissesOnBackdropTap: false,
        blocksInputBeneath: false))
    var nav = navigator(.present(.settings, as: Look.sheet), .present(.saved, as: toast))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.report(.swipeCompleted(1))
    let events = output.request.map { $0.send(to: &nav) } ?? []

    #expect(output.request == Driver.Request(.dismissInteractively(1)))
    #expect(
      output.phases == [
        PhaseChange(2, .dismissing(.interactive)), PhaseChange(2, .dismissed(.interactive)),
        PhaseChange(1, .dismissing(.interactive)), PhaseChange(1, .dismissed(.interactive)),
      ])
    #expect(
      events == [
        .dismissed(entry(2, .saved), reason: .interactive),
        .dismissed(entry(1, .settings), reason: .interactive),
      ])
  }

  @Test("a drag to another detent asks the navigator to select it")
  func detentDragged() {
    var nav = navigator(.present(.settings, as: Look.halfSheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    let output = driver.report(.selectedDetent(.large, of: 1))
    let events = output.request.map { $0.send(to: &nav) } ?? []
    let after = driver.retarget(to: nav, events: events)

    #expect(
      output
        == Driver.Output(request: Driver.Request(.selectDetent(.large, of: 1)), changesShown: true))
    #expect(driver.shown.layers[0].detent == .large)
    #expect(after == Driver.Output())
    #expect(driver.isSettled)
  }

  @Test("a drag to the detent the navigator already holds asks nothing")
  func detentDraggedToTarget() {
    var nav = navigator(.present(.settings, as: Look.halfSheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    driver.report(.swipeBegan(1))
    driver.follow(&nav, .selectDetent(.large, of: 1))

    let output = driver.report(.selectedDetent(.large, of: 1))

    #expect(output == Driver.Output(changesShown: true))
    #expect(driver.isSettled)
  }

  @Test("a drag to a detent the sheet does not offer changes nothing")
  func detentNotOffered() {
    let nav = navigator(.present(.settings, as: Look.halfSheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)

    driver.expectIgnored(.selectedDetent(.fraction(0.2), of: 1))
  }

  @Test("going back in a stack asks the navigator to unwind from that stack's top")
  func popped() {
    var nav = navigator(.push(.thread(1)), .push(.thread(2)), .push(.thread(3)))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    let output = driver.report(.popped(to: 1))
    let events = output.request.map { $0.send(to: &nav) } ?? []
    driver.retarget(to: nav, events: events)

    #expect(
      output == Driver.Output(request: Driver.Request(.unwindCount(2), from: 3), changesShown: true)
    )
    #expect(driver.shown.stack == stack(entry(0, .inbox), entry(1, .thread(1))))
    #expect(driver.isSettled)
  }

  @Test("going back beneath an undimmed sheet unwinds that stack and leaves the sheet up")
  func poppedBeneathUndimmedSheet() {
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    var nav = navigator(.push(.thread(1)), .present(.settings, as: undimmed))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    let output = driver.report(.popped(to: 0))
    let events = output.request.map { $0.send(to: &nav) } ?? []
    driver.retarget(to: nav, events: events)

    #expect(output.request == Driver.Request(.unwindCount(1), from: 1))
    #expect(events == [.popped(entry(1, .thread(1)))])
    #expect(nav.topLevel == 1)
    #expect(driver.isSettled)
  }

  @Test("going back where the navigator refuses it pushes the entries back")
  func poppedButRefused() {
    let nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    let output = driver.report(.popped(to: 0))

    #expect(output.request == nil)
    #expect(output.step == [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))])
    #expect(nav.stack.depth == 1)
  }

  @Test("going back to an entry that is not shown, or to the top, changes nothing")
  func poppedNowhere() {
    let nav = navigator(.push(.thread(1)))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    driver.expectIgnored(.popped(to: 9))
    driver.expectIgnored(.popped(to: 1))
  }

  @Test("a dismissal reported for a layer not on screen changes nothing")
  func dismissedUnknown() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    driver.expectIgnored(.dismissed(5, .interactive))
  }
}
