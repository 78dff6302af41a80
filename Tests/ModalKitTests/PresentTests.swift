import ModalKit
import Testing

@Suite("Present")
struct PresentTests {
  @Test("present shows a route as a new layer whose stack's root is the presented entry")
  func presentCreatesLayer() {
    var nav = Nav(root: .inbox)

    let events = nav.checkedSend(.present(.settings, halfSheet))

    let layer = nav.modal.layers[0]
    #expect(events == [.presented(layer.entry, halfSheet)])
    #expect(layer.presentation == halfSheet)
    #expect(nav.isPresenting)
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] | next #2")
  }

  @Test("presenting from deep inside a flow rises above every layer")
  func presentRisesAboveEverything() {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.present(.profile, .fullScreenCover))

    #expect(events == [.presented(nav.top, .fullScreenCover)])
    #expect(
      nav.outline
        == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]"
        + " > alert [confirm(discard)#5] > cover [profile#6] | next #7")
  }

  @Test("the default policy stacks the new layer on top")
  func defaultPolicyIsStack() {
    #expect(
      Nav.Action.present(.profile, largeSheet) == .present(.profile, largeSheet, policy: .stack))
  }

  @Test("replace dismisses the top layer, its pushes popped first, and presents in its place")
  func replacePolicy() {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)
    let sheet = nav.modal.layers[0]

    let events = nav.checkedSend(.present(.compose, .fullScreenCover, policy: .replace))

    #expect(
      events == [
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .replaced),
        .presented(nav.top, .fullScreenCover),
      ])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > cover [compose#6] | next #7")
  }

  @Test("queue waits while a layer is up and reports the entry queued with the id it keeps")
  func queuePolicy() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, largeSheet))

    let events = nav.checkedSend(.present(.profile, halfSheet, policy: .queue))

    #expect(events == [.queued(nav.queue.items[0].entry, halfSheet)])
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] | queue@1 [sheet profile#2] | next #3")
  }

  @Test("reject refuses while a layer is up", arguments: [SampleState.nestedModals, .queued])
  func rejectPolicy(state: SampleState) {
    var nav = state.navigator
    let before = nav
    let action = Nav.Action.present(.profile, halfSheet, policy: .reject)

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: .slotOccupied)])
    #expect(nav == before)
  }

  @Test("every policy presents at once when nothing is up", arguments: ConflictPolicy.allCases)
  func policiesWithNothingUp(policy: ConflictPolicy) {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.present(.settings, halfSheet, policy: policy))

    #expect(events == [.presented(nav.top, halfSheet)])
    #expect(
      nav.outline == "[inbox#0, thread(1)#1, thread(2)#2, compose#3] > sheet [settings#4] | next #5"
    )
  }

  @Test(
    "presenting the route and presentation already on top is refused, whatever the policy",
    arguments: ConflictPolicy.allCases)
  func alreadyPresentedOnTop(policy: ConflictPolicy) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.push(.profile))
    let before = nav
    let action = Nav.Action.present(.settings, halfSheet, policy: policy)

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: .alreadyPresented)])
    #expect(nav == before)
  }

  @Test("presenting what is already waiting in the queue is refused")
  func alreadyPresentedInQueue() {
    var nav = SampleState.queued.navigator
    let before = nav
    let action = Nav.Action.present(.profile, .overlay(.bottom, .half), policy: .queue)

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: .alreadyPresented)])
    #expect(nav == before)
  }

  @Test("the same route with another presentation, or another route, is not a repeat")
  func samePresentationOtherRoute() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))

    let otherPresentation = nav.checkedSend(.present(.settings, largeSheet))
    let otherRoute = nav.checkedSend(.present(.profile, largeSheet))

    #expect(otherPresentation == [.presented(nav.modal.layers[1].entry, largeSheet)])
    #expect(otherRoute == [.presented(nav.modal.layers[2].entry, largeSheet)])
    #expect(
      nav.outline
        == "[inbox#0] > sheet [settings#1] > sheet [settings#2] > sheet [profile#3] | next #4")
  }

  @Test("an invalid presentation is refused with its problem, even with nothing up")
  func invalidPresentationIsRejected() {
    var nav = Nav(root: .inbox)
    let before = nav
    let action = Nav.Action.present(.settings, .sheet(detents: [.fraction(1.5)]))

    let events = nav.send(action)

    #expect(
      events == [.rejected(action, reason: .invalidPresentation(.invalidDetent(.fraction(1.5))))])
    #expect(nav == before)
  }
}
