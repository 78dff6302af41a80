import ModalKit
import Testing

@Suite("Replace")
struct ReplaceTests {
  @Test("replace swaps the visible top for a new entry with a new id")
  func replaceSwapsTop() {
    var nav = SampleState.deepStack.navigator
    let compose = nav.top

    let events = nav.checkedSend(.replace(.profile))

    #expect(events == [.popped(compose), .pushed(nav.top)])
    #expect(nav.outline == "[inbox#0, thread(1)#1, thread(2)#2, profile#4] | next #5")
  }

  @Test("replace at a stack's root is refused; the root is never replaced this way")
  func replaceAtRootIsRejected() {
    var nav = SampleState.queued.navigator
    let before = nav

    let events = nav.send(.replace(.profile))

    #expect(events == [.rejected(.replace(.profile), reason: .alreadyAtRoot)])
    #expect(nav == before)
  }

  @Test("replace acts inside the topmost layer")
  func replaceInsideSheet() {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)
    let compose = nav.top

    let events = nav.checkedSend(.replace(.thread(9)))

    #expect(events == [.popped(compose), .pushed(nav.top)])
    #expect(
      nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, thread(9)#6] | next #7"
    )
  }

  @Test("replacePath keeps the common prefix's ids, pops the rest top first, pushes bottom up")
  func replacePathKeepsPrefix() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.checkedSend(.replacePath([.thread(1), .settings, .profile]))

    #expect(
      events == [
        .popped(before.stack[3]), .popped(before.stack[2]),
        .pushed(nav.stack[2]), .pushed(nav.stack[3]),
      ])
    #expect(nav.outline == "[inbox#0, thread(1)#1, settings#4, profile#5] | next #6")
  }

  @Test("replacePath with the path the stack already has changes nothing and reports nothing")
  func replacePathSameIsEmpty() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.checkedSend(.replacePath([.thread(1), .thread(2), .compose]))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("replacePath with no routes pops back to the root")
  func replacePathEmptyPopsAll() {
    var nav = SampleState.deepStack.navigator
    let popped = nav.stack.path.reversed().map { Nav.Event.popped($0) }

    let events = nav.checkedSend(.replacePath([]))

    #expect(Array(events) == popped)
    #expect(nav.outline == "[inbox#0] | next #4")
  }

  @Test("replacePath over an alert is refused when it would push, and empty when it would not")
  func replacePathOverAlert() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let pushing = nav.send(.replacePath([.compose]))
    let nothing = nav.send(.replacePath([]))

    #expect(pushing == [.rejected(.replacePath([.compose]), reason: .layerNotNavigable)])
    #expect(nothing == [])
    #expect(nav == before)
  }
}
