import ModalKit
import Testing

/// A navigator showing only the window's root, `inbox#0`, handing out `nextID` next.
private func rootOnly(nextID: EntryID) throws -> Nav {
  try Nav([0: .inbox], nextID: nextID)
}

@Suite("Home")
struct HomeTests {
  @Test("home pops the window's stack to its root, top first")
  func homePopsToRoot() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
        .popped(RouteEntry(1, .thread(1))),
      ])
    #expect(nav == (try rootOnly(nextID: 4)))
  }

  @Test("home at the window's root changes nothing and says why")
  func homeAtRootIsRejected() {
    let nav = Nav(root: .inbox)

    #expect(nav.sending(.home) == .refused(.alreadyAtRoot))
  }

  @Test("home dismisses every layer innermost first, then pops the window's stack top first")
  func homeDismissesEverything() throws {
    var nav = SampleState.deepStack.navigator
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.push(.profile))
    nav.checkedSend(.present(.compose, as: .fullScreenCover))

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .dismissed(RouteEntry(6, .compose), reason: .programmatic),
        .popped(RouteEntry(5, .profile)),
        .dismissed(RouteEntry(4, .settings), reason: .programmatic),
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
        .popped(RouteEntry(1, .thread(1))),
      ])
    #expect(nav == (try rootOnly(nextID: 7)))
  }

  @Test("home drops the queue before dismissing, so nothing queued shows afterwards")
  func homeDropsQueue() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .dropped(RouteEntry(3, .confirm("later"))),
        .dropped(RouteEntry(4, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
      ])
    #expect(nav == (try rootOnly(nextID: 5)))
  }

  @Test("home with a layer over a bare root dismisses the layer and pops nothing")
  func homeWithOnlyALayer() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: largeSheet))

    let events = nav.checkedSend(.home)

    #expect(events == [.dismissed(RouteEntry(1, .settings), reason: .programmatic)])
    #expect(nav == (try rootOnly(nextID: 2)))
  }
}
