import ModalKit
import ModalKitDriver
import Testing

/// Missed deadlines and resynchronization: what the driver does when a step never finishes and
/// when the host says what it really shows.
@Suite("Deadlines and resynchronization")
struct DeadlineTests {
  @Test("a presentation never acknowledged and not shown is presented again, with no new phase")
  func droppedPresentationWithoutPicture() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let first = driver.follow(&nav, .present(.settings, as: Look.sheet))
    let token = try #require(first.token)

    let output = driver.missedDeadline(of: token)

    #expect(
      output.notices == [
        .missedDeadline(token, awaiting: [.didPresent(1)]),
        .resynchronized(abandoning: token),
      ])
    #expect(output.step == [.present(layer(entry(1, .settings), Look.sheet), level: 1)])
    #expect(output.token == StepToken(2))
    #expect(output.phases == [])
    #expect(driver.phase(of: 1) == .presenting)
    #expect(driver.diagnostics.missedDeadlines == 1)
  }

  @Test("a presentation the host shows although it never said so is taken as presented")
  func unacknowledgedButShown() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let token = try #require(driver.follow(&nav, .present(.settings, as: Look.sheet)).token)
    let picture = ShownState(
      stack: stack(entry(0, .inbox)), layers: [ShownLayer(layer(entry(1, .settings), Look.sheet))])

    let output = driver.missedDeadline(of: token, shown: picture)

    #expect(output.phases == [PhaseChange(1, .presented)])
    #expect(output.step == nil)
    #expect(driver.isSettled)
  }

  @Test("the deadline of a step that is over changes nothing")
  func deadlineOfFinishedStep() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let token = try #require(driver.follow(&nav, .present(.settings, as: Look.sheet)).token)
    driver.acknowledge(.didPresent(1), of: token)
    let before = driver

    let output = driver.missedDeadline(of: token)

    #expect(output == Driver.Output())
    #expect(driver == before)
  }

  @Test("a dismissal never acknowledged and still shown is tried again, with no new phase")
  func droppedDismissal() throws {
    var nav = navigator(.present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    let token = try #require(driver.follow(&nav, .dismiss).token)
    let picture = ShownState(
      stack: stack(entry(0, .inbox)), layers: [ShownLayer(layer(entry(1, .settings), Look.sheet))])

    let output = driver.missedDeadline(of: token, shown: picture)
    let done = driver.acknowledge(.didDismiss(1), of: try #require(output.token))

    #expect(output.step == [.dismiss(1, reason: .programmatic)])
    #expect(output.phases == [])
    #expect(done.phases == [PhaseChange(1, .dismissed(.programmatic))])
    #expect(driver.isSettled)
  }

  @Test("a layer that left the screen without the driver is dismissed, and the navigator follows")
  func layerGoneFromThePicture() throws {
    let nav = navigator(.present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    let picture = ShownState(
      stack: stack(entry(0, .inbox)), layers: [ShownLayer(layer(entry(1, .settings), Look.sheet))])

    let output = driver.resync(to: picture)

    #expect(output.request == Driver.Request(.dismissLayer(2)))
    #expect(
      output.phases == [
        PhaseChange(2, .dismissing(.programmatic)), PhaseChange(2, .dismissed(.programmatic)),
      ])
    #expect(output.notices == [.resynchronized(abandoning: nil)])
    #expect(driver.isWaitingForTarget)
  }

  @Test("a layer only the host shows is adopted, then dismissed by the next step")
  func extraLayerInThePicture() throws {
    let nav = Nav(root: .inbox)
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    let picture = ShownState(
      stack: stack(entry(0, .inbox)), layers: [ShownLayer(layer(entry(7, .saved), Look.alert))])

    let output = driver.resync(to: picture)

    #expect(
      output.phases == [
        PhaseChange(7, .presenting), PhaseChange(7, .presented),
        PhaseChange(7, .dismissing(.programmatic)),
      ])
    #expect(output.step == [.dismiss(7, reason: .programmatic)])
  }

  @Test("a picture's stale routes take the navigator's: routes changed in place show at once")
  func pictureRoutesRefreshed() throws {
    var nav = navigator(.push(.thread(1)))
    var driver = Driver.settled(on: nav, abilities: .iOS17)
    nav.send(.update(1, to: .thread(9)))
    driver.retarget(to: nav, events: [])
    let picture = ShownState(stack: stack(entry(0, .inbox), entry(1, .thread(1))))

    driver.resync(to: picture)

    #expect(driver.shown.stack == stack(entry(0, .inbox), entry(1, .thread(9))))
    #expect(driver.isSettled)
  }

  @Test("after a resynchronization, acknowledgements of the abandoned step are stale")
  func lateAcknowledgementAfterResync() throws {
    var nav = Nav(root: .inbox)
    var driver = Driver(nav, abilities: .iOS17)
    let token = try #require(driver.follow(&nav, .present(.settings, as: Look.sheet)).token)
    driver.missedDeadline(of: token)

    let late = driver.acknowledge(.didPresent(1), of: token)

    #expect(late.notices == [.ignoredAcknowledgement(.didPresent(1), of: token, .stale)])
    #expect(driver.phase(of: 1) == .presenting)
  }
}
