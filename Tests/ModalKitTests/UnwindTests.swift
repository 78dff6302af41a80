import ModalKit
import Testing

@Suite("Unwind")
struct UnwindTests {
  // MARK: - One step

  @Test("unwind pops the visible top and reports it")
  func unwindPopsTop() {
    var nav = SampleState.deepStack.navigator
    let top = nav.top

    let events = nav.checkedSend(.unwind)

    #expect(events == [.popped(top)])
    #expect(nav.outline == "[inbox#0, thread(1)#1, thread(2)#2] | next #4")
  }

  @Test("unwind at the root changes nothing and says why")
  func unwindAtRootIsRejected() {
    var nav = Nav(root: .inbox)
    let before = nav

    let events = nav.send(.unwind)

    #expect(events == [.rejected(.unwind, reason: .alreadyAtRoot)])
    #expect(nav == before)
  }

  @Test("unwind at a layer's root is refused and never dismisses the layer")
  func unwindNeverDismisses() {
    var nav = SampleState.queued.navigator
    let before = nav

    let events = nav.send(.unwind)

    #expect(events == [.rejected(.unwind, reason: .alreadyAtRoot)])
    #expect(nav == before)
  }

  // MARK: - Count

  @Test("unwind(count:) pops exactly that many entries, top first")
  func unwindCountPopsExactly() {
    var nav = SampleState.deepStack.navigator
    let (thread2, compose) = (nav.stack[2], nav.stack[3])

    let events = nav.checkedSend(.unwind(count: 2))

    #expect(events == [.popped(compose), .popped(thread2)])
    #expect(nav.outline == "[inbox#0, thread(1)#1] | next #4")
  }

  @Test("unwind(count:) may pop the whole depth, leaving the root")
  func unwindCountWholeDepth() {
    var nav = SampleState.deepStack.navigator
    let popped = nav.stack.path.reversed().map { Nav.Event.popped($0) }

    let events = nav.checkedSend(.unwind(count: 3))

    #expect(Array(events) == popped)
    #expect(nav.outline == "[inbox#0] | next #4")
  }

  @Test(
    "unwind(count:) outside 1...depth is refused", arguments: [0, -1, 4, Int.min, Int.max])
  func unwindCountOutOfRange(count: Int) {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.send(.unwind(count: count))

    #expect(events == [.rejected(.unwindCount(count), reason: .countOutOfRange)])
    #expect(nav == before)
  }

  // MARK: - To an id

  @Test("unwind(to:) keeps the named entry as the new top")
  func unwindToKeepsTarget() {
    var nav = SampleState.deepStack.navigator
    let (thread2, compose) = (nav.stack[2], nav.stack[3])

    let events = nav.checkedSend(.unwind(to: id(1)))

    #expect(events == [.popped(compose), .popped(thread2)])
    #expect(nav.outline == "[inbox#0, thread(1)#1] | next #4")
  }

  @Test("unwind(to:) the visible top is refused as already on top")
  func unwindToTopIsRejected() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.send(.unwind(to: id(3)))

    #expect(events == [.rejected(.unwindTo(id(3)), reason: .alreadyOnTop)])
    #expect(nav == before)
  }

  @Test(
    "unwind(to:) an id that is not on screen is refused: never handed out, gone, or only queued",
    arguments: [(SampleState.deepStack, 99), (.queued, 3), (.queued, 4)] as [(SampleState, UInt64)])
  func unwindToUnknownIsRejected(state: SampleState, number: UInt64) {
    var nav = state.navigator
    let before = nav

    let events = nav.send(.unwind(to: id(number)))

    #expect(events == [.rejected(.unwindTo(id(number)), reason: .unknownEntry)])
    #expect(nav == before)
  }

  @Test("an id that was popped is never reused, so unwinding to it is refused")
  func poppedIDsAreGone() {
    var nav = SampleState.deepStack.navigator
    nav.checkedSend(.unwind)
    nav.checkedSend(.push(.compose))
    let before = nav

    let events = nav.send(.unwind(to: id(3)))

    #expect(events == [.rejected(.unwindTo(id(3)), reason: .unknownEntry)])
    #expect(nav == before)
    #expect(nav.outline == "[inbox#0, thread(1)#1, thread(2)#2, compose#4] | next #5")
  }

  @Test("unwind(to:) an entry of a lower layer dismisses the layers above, then pops")
  func unwindToAcrossLayers() {
    var nav = SampleState.nestedModals.navigator
    let sheet = nav.modal.layers[0]
    let alert = nav.modal.layers[1]
    let thread7 = nav.stack[1]

    let events = nav.checkedSend(.unwind(to: id(0)))

    #expect(
      events == [
        .dismissed(alert.entry, reason: .programmatic),
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .programmatic),
        .popped(thread7),
      ])
    #expect(nav.outline == "[inbox#0] | next #6")
  }

  @Test("unwind(to:) a layer's own root pops inside the layer and keeps it up")
  func unwindToLayerRoot() {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)
    let sheet = nav.modal.layers[0]

    let events = nav.checkedSend(.unwind(to: sheet.id))

    #expect(events == [.popped(sheet.stack[2]), .popped(sheet.stack[1])])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2] | next #6")
  }

  // MARK: - To a route

  @Test("unwind(toLast:) goes to the topmost entry showing the route")
  func unwindToLastPicksTopmost() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.compose))
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.profile))
    let profile = nav.top

    let events = nav.checkedSend(.unwind(toLast: .thread(7)))

    #expect(events == [.popped(profile)])
    #expect(nav.outline == "[inbox#0, thread(7)#1, compose#2, thread(7)#3] | next #5")
  }

  @Test("unwind(toLast:) finds a route in a lower layer and dismisses what is above it")
  func unwindToLastAcrossLayers() {
    var nav = SampleState.queued.navigator
    let sheet = nav.modal.layers[0]

    let events = nav.checkedSend(.unwind(toLast: .inbox))

    let queuedAlert = nav.modal.layers[0]
    #expect(
      events == [
        .dismissed(sheet.entry, reason: .programmatic),
        .popped(SampleState.queued.navigator.stack[1]),
        .presented(queuedAlert.entry, .alert("Later")),
      ])
    #expect(
      nav.outline == "[inbox#0] > alert [confirm(later)#3] | queue@1 [overlay profile#4] | next #5")
  }

  @Test("unwind(toLast:) the route on top is refused; a route nowhere is refused too")
  func unwindToLastRejections() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let onTop = nav.send(.unwind(toLast: .compose))
    let nowhere = nav.send(.unwind(toLast: .settings))

    #expect(onTop == [.rejected(.unwindToLast(.compose), reason: .alreadyOnTop)])
    #expect(nowhere == [.rejected(.unwindToLast(.settings), reason: .noMatchingEntry)])
    #expect(nav == before)
  }
}
