import ModalKit
import Testing

@Suite("Present")
struct PresentTests {
  @Test("present shows a route as a new layer whose stack's root is the presented entry")
  func presentCreatesLayer() throws {
    var nav = Nav(root: .inbox)

    let events = nav.checkedSend(.present(.settings, as: halfSheet))

    let settings = RouteEntry<Screen>(1, .settings)
    let expected = try Nav(
      [0: .inbox],
      layers: [ModalLayer(entry: settings, presentation: halfSheet)],
      nextID: 2)
    #expect(events == [.presented(settings, halfSheet)])
    #expect(nav == expected)
    #expect(nav.isPresenting)
  }

  @Test("presenting from deep inside a flow rises above every layer")
  func presentRisesAboveEverything() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.present(.profile, as: .fullScreenCover))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose]),
        ModalLayer(discardAlert, [5: .confirm("discard")]),
        ModalLayer(.fullScreenCover, [6: .profile]),
      ],
      nextID: 7)
    #expect(events == [.presented(RouteEntry(6, .profile), .fullScreenCover)])
    #expect(nav == expected)
  }

  @Test("the default policy presents the new layer above the others")
  func defaultPolicyIsAbove() {
    #expect(
      Nav.Action.present(.profile, as: largeSheet)
        == .present(.profile, as: largeSheet, policy: .above))
  }

  @Test("insteadOfTop dismisses the top layer, its pushes popped first, and presents in its place")
  func insteadOfTopPolicy() throws {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)

    let events = nav.checkedSend(.present(.compose, as: .fullScreenCover, policy: .insteadOfTop))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(.fullScreenCover, [6: .compose])
      ],
      nextID: 7)
    #expect(
      events == [
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .replaced),
        .presented(RouteEntry(6, .compose), .fullScreenCover),
      ])
    #expect(nav == expected)
  }

  @Test("queue waits while a layer is up and reports the entry queued with the id it keeps")
  func queuePolicy() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: largeSheet))

    let events = nav.checkedSend(.present(.profile, as: halfSheet, policy: .queue))

    let profile = RouteEntry<Screen>(2, .profile)
    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(largeSheet, [1: .settings])
      ],
      queue: PresentationQueue(
        items: [QueuedPresentation(entry: profile, presentation: halfSheet)], level: 1),
      nextID: 3)
    #expect(events == [.queued(profile, halfSheet)])
    #expect(nav == expected)
  }

  @Test("reject refuses while a layer is up", arguments: [SampleState.nestedModals, .queued])
  func rejectPolicy(state: SampleState) {
    let nav = state.navigator
    let action = Nav.Action.present(.profile, as: halfSheet, policy: .reject)

    #expect(nav.sending(action) == .refused(.slotOccupied))
  }

  @Test("every policy presents at once when nothing is up", arguments: ConflictPolicy.allCases)
  func policiesWithNothingUp(policy: ConflictPolicy) throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.present(.settings, as: halfSheet, policy: policy))

    let settings = RouteEntry<Screen>(4, .settings)
    let expected = try Nav(
      stack: SampleState.deepStack.navigator.stack,
      layers: [ModalLayer(entry: settings, presentation: halfSheet)],
      nextID: 5)
    #expect(events == [.presented(settings, halfSheet)])
    #expect(nav == expected)
  }

  @Test(
    "presenting the route and presentation already on top is refused, whatever the policy",
    arguments: ConflictPolicy.allCases)
  func alreadyPresentedOnTop(policy: ConflictPolicy) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.push(.profile))
    let action = Nav.Action.present(.settings, as: halfSheet, policy: policy)

    #expect(nav.sending(action) == .refused(.alreadyPresented))
  }

  @Test("presenting what is already waiting in the queue is refused")
  func alreadyPresentedInQueue() {
    let nav = SampleState.queued.navigator
    let action = Nav.Action.present(.profile, as: .overlay(.bottom, .half), policy: .queue)

    #expect(nav.sending(action) == .refused(.alreadyPresented))
  }

  @Test("the same route with another presentation, or another route, is not a repeat")
  func samePresentationOtherRoute() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))

    let otherPresentation = nav.checkedSend(.present(.settings, as: largeSheet))
    let otherRoute = nav.checkedSend(.present(.profile, as: largeSheet))

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(largeSheet, [2: .settings]),
        ModalLayer(largeSheet, [3: .profile]),
      ],
      nextID: 4)
    #expect(otherPresentation == [.presented(RouteEntry(2, .settings), largeSheet)])
    #expect(otherRoute == [.presented(RouteEntry(3, .profile), largeSheet)])
    #expect(nav == expected)
  }

  @Test("an invalid presentation is refused with its problem, even with nothing up")
  func invalidPresentationIsRejected() {
    var nav = Nav(root: .inbox)
    let before = nav
    let action = Nav.Action.present(.settings, as: .sheet(detents: [.fraction(1.5)]))

    let events = nav.send(action)

    #expect(
      events == [.rejected(action, reason: .invalidPresentation(.invalidDetent(.fraction(1.5))))])
    #expect(nav == before)
  }

  @Test("a present action without a presentation is refused before anything else is checked")
  func noPresentationIsRejected() {
    let nav = SampleState.queued.navigator
    let action = Nav.Action.present(.settings, as: nil, policy: .reject)

    #expect(nav.sending(action) == .refused(.noPresentation))
  }

  @Test("a confirmation dialog is presented as a layer nothing can be pushed on")
  func confirmationDialog() throws {
    var nav = Nav(root: .inbox)
    let dialog = Presentation.confirmationDialog(
      "Share", message: "Send this thread", buttons: [ModalButton("Copy"), .cancel])

    let presented = nav.checkedSend(.present(.confirm("share"), as: dialog))
    let pushed = nav.send(.push(.compose))

    let share = RouteEntry<Screen>(1, .confirm("share"))
    let expected = try Nav(
      [0: .inbox],
      layers: [ModalLayer(entry: share, presentation: dialog)], nextID: 2)
    #expect(presented == [.presented(share, dialog)])
    #expect(pushed == [.rejected(.push(.compose), reason: .layerNotNavigable)])
    #expect(nav == expected)
    #expect(
      dialog.style
        == .confirmationDialog(
          AlertContent(
            title: "Share", message: "Send this thread", buttons: [ModalButton("Copy"), .cancel])))
  }
}
