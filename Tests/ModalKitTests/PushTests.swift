import ModalKit
import Testing

@Suite("Push")
struct PushTests {
  @Test("push puts a new entry with a fresh id on top of the window's stack")
  func pushOnWindowStack() throws {
    var nav = Nav(root: .inbox)

    let events = nav.checkedSend(.push(.thread(7)))

    let thread7 = RouteEntry<Screen>(1, .thread(7))
    let expected = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: [thread7]), nextID: 2)
    #expect(events == [.pushed(thread7)])
    #expect(nav == expected)
  }

  @Test("pushing an equal route twice makes two distinct entries")
  func equalRoutesStayDistinct() throws {
    var nav = Nav(root: .inbox)

    let first = nav.checkedSend(.push(.thread(7)))
    let second = nav.checkedSend(.push(.thread(7)))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7), 2: .thread(7)],
      nextID: 3)
    #expect(first == [.pushed(RouteEntry(1, .thread(7)))])
    #expect(second == [.pushed(RouteEntry(2, .thread(7)))])
    #expect(nav == expected)
  }

  @Test("push inside a sheet goes to the sheet's own stack, not the window's")
  func pushInsideSheet() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: largeSheet))

    let events = nav.checkedSend(.push(.profile))

    let profile = RouteEntry<Screen>(2, .profile)
    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(
          entry: RouteEntry(1, .settings), presentation: largeSheet, path: [profile])
      ],
      nextID: 3)
    #expect(events == [.pushed(profile)])
    #expect(nav == expected)
  }

  @Test("push over an alert is refused: an alert has no stack to push on")
  func pushOverAlertIsRejected() {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.push(.compose)) == .refused(.layerNotNavigable))
  }

  @Test("push-if-not-on-top pushes when the visible top shows another route")
  func pushIfNotOnTopPushes() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))

    let events = nav.checkedSend(.pushIfNotOnTop(.thread(8)))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7), 2: .thread(8)],
      nextID: 3)
    #expect(events == [.pushed(RouteEntry(2, .thread(8)))])
    #expect(nav == expected)
  }

  @Test("push-if-not-on-top refuses the route the visible top already shows")
  func pushIfNotOnTopRefusesRepeat() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))

    #expect(nav.sending(.pushIfNotOnTop(.thread(7))) == .refused(.alreadyOnTop))
  }

  @Test("push-if-not-on-top compares with the visible top only, not entries beneath it")
  func pushIfNotOnTopLooksAtTopOnly() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.present(.settings, as: largeSheet))

    let events = nav.checkedSend(.pushIfNotOnTop(.thread(7)))

    let pushed = RouteEntry<Screen>(3, .thread(7))
    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(
          entry: RouteEntry(2, .settings), presentation: largeSheet, path: [pushed])
      ],
      nextID: 4)
    #expect(events == [.pushed(pushed)])
    #expect(nav == expected)
  }
}
