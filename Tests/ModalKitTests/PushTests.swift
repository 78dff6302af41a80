import ModalKit
import Testing

@Suite("Push")
struct PushTests {
  @Test("push puts a new entry with a fresh id on top of the window's stack")
  func pushOnWindowStack() {
    var nav = Nav(root: .inbox)

    let events = nav.checkedSend(.push(.thread(7)))

    #expect(events == [.pushed(nav.top)])
    #expect(nav.outline == "[inbox#0, thread(7)#1] | next #2")
  }

  @Test("pushing an equal route twice makes two distinct entries")
  func equalRoutesStayDistinct() {
    var nav = Nav(root: .inbox)

    let first = nav.checkedSend(.push(.thread(7)))
    let second = nav.checkedSend(.push(.thread(7)))

    #expect(first != second)
    #expect(nav.outline == "[inbox#0, thread(7)#1, thread(7)#2] | next #3")
  }

  @Test("push inside a sheet goes to the sheet's own stack, not the window's")
  func pushInsideSheet() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, largeSheet))

    let events = nav.checkedSend(.push(.profile))

    #expect(events == [.pushed(nav.top)])
    #expect(nav.outline == "[inbox#0] > sheet [settings#1, profile#2] | next #3")
  }

  @Test("push over an alert is refused: an alert has no stack to push on")
  func pushOverAlertIsRejected() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(.push(.compose))

    #expect(events == [.rejected(.push(.compose), reason: .layerNotNavigable)])
    #expect(nav == before)
  }

  @Test("push-if-not-on-top pushes when the visible top shows another route")
  func pushIfNotOnTopPushes() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))

    let events = nav.checkedSend(.pushIfNotOnTop(.thread(8)))

    #expect(events == [.pushed(nav.top)])
    #expect(nav.outline == "[inbox#0, thread(7)#1, thread(8)#2] | next #3")
  }

  @Test("push-if-not-on-top refuses the route the visible top already shows")
  func pushIfNotOnTopRefusesRepeat() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    let before = nav

    let events = nav.send(.pushIfNotOnTop(.thread(7)))

    #expect(events == [.rejected(.pushIfNotOnTop(.thread(7)), reason: .alreadyOnTop)])
    #expect(nav == before)
  }

  @Test("push-if-not-on-top compares with the visible top only, not entries beneath it")
  func pushIfNotOnTopLooksAtTopOnly() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.present(.settings, largeSheet))

    let events = nav.checkedSend(.pushIfNotOnTop(.thread(7)))

    #expect(events == [.pushed(nav.top)])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2, thread(7)#3] | next #4")
  }
}
