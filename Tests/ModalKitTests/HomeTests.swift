import ModalKit
import Testing

@Suite("Home")
struct HomeTests {
  @Test("home pops the window's stack to its root, top first")
  func homePopsToRoot() {
    var nav = SampleState.deepStack.navigator
    let popped = nav.stack.path.reversed().map { Nav.Event.popped($0) }

    let events = nav.checkedSend(.home)

    #expect(events == popped)
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

  @Test("home dismisses every layer innermost first, then pops the window's stack")
  func homeDismissesEverything() {
    var nav = SampleState.nestedModals.navigator
    let (sheet, alert) = (nav.modal.layers[0], nav.modal.layers[1])
    let thread7 = nav.stack[1]

    let events = nav.checkedSend(.home)

    #expect(
      events == [
        .dismissed(alert.entry, reason: .programmatic),
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .programmatic),
        .popped(thread7),
      ])
    #expect(nav.outline == "[inbox#0] | next #6")
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
