import ModalKit
import Testing

@Suite("Home")
struct HomeTests {
  @Test("home pops the window's stack to its root, top first")
  func homePopsToRoot() {
    var nav = SampleState.deepStack.navigator
    let popped = nav.stack.path.reversed().map { Nav.Event.popped($0) }

    let events = nav.checkedSend(.home)

    #expect(Array(events) == popped)
    #expect(nav.outline == "[inbox#0] | next #4")
  }

  @Test("home at the window's root changes nothing and says why")
  func homeAtRootIsRejected() {
    var nav = Nav(root: .inbox)
    let before = nav

    let events = nav.send(.home)

    #expect(events == [.rejected(.home, reason: .alreadyAtRoot)])
    #expect(nav == before)
  }

  @Test("home dismisses every layer innermost first, then pops the window's stack top first")
  func homeDismissesEverything() {
    var nav = SampleState.deepStack.navigator
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.push(.profile))
    nav.checkedSend(.present(.compose, .fullScreenCover))
    let before = nav
    let (sheet, cover) = (before.modal.layers[0], before.modal.layers[1])

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .dismissed(cover.entry, reason: .programmatic),
        .popped(sheet.stack[1]), .dismissed(sheet.entry, reason: .programmatic),
        .popped(before.stack[3]), .popped(before.stack[2]), .popped(before.stack[1]),
      ])
    #expect(nav.outline == "[inbox#0] | next #7")
  }

  @Test("home drops the queue before dismissing, so nothing queued shows afterwards")
  func homeDropsQueue() {
    var nav = SampleState.queued.navigator
    let before = nav

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .dropped(before.queue.items[0].entry), .dropped(before.queue.items[1].entry),
        .dismissed(before.modal.layers[0].entry, reason: .programmatic),
        .popped(before.stack[1]),
      ])
    #expect(nav.outline == "[inbox#0] | next #5")
  }

  @Test("home with a layer over a bare root dismisses the layer and pops nothing")
  func homeWithOnlyALayer() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, largeSheet))
    let settings = nav.top

    let events = nav.checkedSend(.home)

    #expect(events == [.dismissed(settings, reason: .programmatic)])
    #expect(nav.outline == "[inbox#0] | next #2")
  }
}
