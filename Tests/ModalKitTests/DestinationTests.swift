import ModalKit
import Testing

@Suite("Apply, reset and destinations")
struct DestinationTests {
  // MARK: - Reading a destination

  @Test("a navigator's destination names its routes and presentations, without ids")
  func destinationReadsState() {
    let nav = SampleState.nestedModals.navigator

    let destination = nav.destination

    #expect(
      destination
        == Destination(
          root: .inbox, path: [.thread(7)],
          layers: [
            .init(.settings, halfSheet, path: [.profile, .compose]),
            .init(.confirm("discard"), discardAlert),
          ]))
    #expect(destination.entryCount == 6)
  }

  @Test(
    "applying a navigator's own destination changes nothing and reports nothing",
    arguments: [SampleState.rootOnly, .deepStack, .nestedModals])
  func applyingOwnDestinationIsEmpty(state: SampleState) {
    var nav = state.navigator
    let before = nav

    let events = nav.checkedSend(.apply(nav.destination))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("applying its own destination with a queue only drops the queue")
  func applyingOwnDestinationDropsQueue() {
    var nav = SampleState.queued.navigator
    let queued = nav.queue.items.map(\.entry)

    let events = nav.checkedSend(.apply(nav.destination))

    #expect(events == [.dropped(queued[0]), .dropped(queued[1])])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2] | next #5")
  }

  // MARK: - Applying

  @Test("apply keeps the matching prefix's ids and reports only the difference")
  func applyKeepsPrefix() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.checkedSend(.apply(Destination(root: .inbox, path: [.thread(1), .settings])))

    #expect(events == [.popped(before.stack[3]), .popped(before.stack[2]), .pushed(nav.top)])
    #expect(nav.outline == "[inbox#0, thread(1)#1, settings#4] | next #5")
  }

  @Test("apply builds a deep link into a nested sheet, pushes and presentations bottom up")
  func applyDeepLink() {
    var nav = Nav(root: .inbox)
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(7)],
      layers: [
        .init(.settings, halfSheet, path: [.profile]), .init(.confirm("sure"), .alert("Sure?")),
      ])

    let events = nav.checkedSend(.apply(link))

    let sheet = nav.modal.layers[0]
    #expect(
      events == [
        .pushed(nav.stack[1]),
        .presented(sheet.entry, halfSheet), .pushed(sheet.stack[1]),
        .presented(nav.top, .alert("Sure?")),
      ])
    #expect(
      nav.outline
        == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3] > alert [confirm(sure)#4] | next #5"
    )
    #expect(nav.destination == link)
  }

  @Test("apply keeps layers that match and replaces from the first layer that differs")
  func applyReplacesDifferingLayer() {
    var nav = SampleState.nestedModals.navigator
    let alert = nav.modal.layers[1].entry
    var link = nav.destination
    link.layers[1] = .init(.confirm("send"), .alert("Send?"))

    let events = nav.checkedSend(.apply(link))

    #expect(
      events == [.dismissed(alert, reason: .programmatic), .presented(nav.top, .alert("Send?"))])
    #expect(
      nav.outline
        == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]"
        + " > alert [confirm(send)#6] | next #7")
  }

  @Test("a difference inside a layer's stack pops and pushes there, dismissing what is above")
  func applyDifferenceInsideLayer() {
    var nav = SampleState.nestedModals.navigator
    let before = nav
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(7)], layers: [.init(.settings, halfSheet, path: [.profile])])

    let events = nav.checkedSend(.apply(link))

    #expect(
      events == [
        .dismissed(before.modal.layers[1].entry, reason: .programmatic),
        .popped(before.modal.layers[0].stack[2]),
      ])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3] | next #6")
  }

  @Test("a sheet the user dragged to another detent still matches, and stays where it is")
  func applyKeepsDraggedSheet() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.selectDetent(.large, of: id(1)))
    let dragged = nav

    let events = nav.checkedSend(
      .apply(Destination(root: .inbox, layers: [.init(.settings, halfSheet)])))

    #expect(events == [])
    #expect(nav == dragged)
    #expect(nav.topLayer?.presentation.sheet?.selection == .large)
  }

  @Test("a layer whose presentation differs in more than its detent is presented anew")
  func applyPresentationDiffers() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let settings = nav.top

    let events = nav.checkedSend(
      .apply(Destination(root: .inbox, layers: [.init(.settings, largeSheet)])))

    #expect(
      events == [.dismissed(settings, reason: .programmatic), .presented(nav.top, largeSheet)])
    #expect(nav.outline == "[inbox#0] > sheet [settings#2] | next #3")
  }

  @Test("a different root rebuilds everything, old root popped and new root pushed")
  func applyNewRootRebuilds() {
    var nav = SampleState.nestedModals.navigator
    let before = nav
    let (sheet, alert) = (before.modal.layers[0], before.modal.layers[1])

    let events = nav.checkedSend(
      .apply(Destination(root: .settings, path: [.profile], layers: [.init(.compose, largeSheet)])))

    #expect(
      events == [
        .dismissed(alert.entry, reason: .programmatic),
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .programmatic),
        .popped(before.stack[1]), .popped(before.stack[0]),
        .pushed(nav.stack[0]), .pushed(nav.stack[1]),
        .presented(nav.top, largeSheet),
      ])
    #expect(nav.outline == "[settings#6, profile#7] > sheet [compose#8] | next #9")
  }

  @Test(
    "apply refuses a destination it cannot show, changing nothing",
    arguments: [
      (
        Destination<Screen>(root: .inbox, layers: [.init(.settings, .sheet(detents: []))]),
        RejectionReason.invalidPresentation(.noDetents)
      ),
      (
        Destination(root: .inbox, layers: [.init(.confirm("x"), .alert("X"), path: [.compose])]),
        .layerNotNavigable
      ),
      (
        Destination(root: .profile, layers: [.init(.settings, .overlay(.top, .fraction(0)))]),
        .invalidPresentation(.invalidSize(.fraction(0)))
      ),
    ])
  func applyRejections(destination: Destination<Screen>, reason: RejectionReason) {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(.apply(destination))

    #expect(events == [.rejected(.apply(destination), reason: reason)])
    #expect(nav == before)
  }

  // MARK: - Reset

  @Test("reset always applies: even a bare root is replaced by a new entry with a new id")
  func resetAtRoot() {
    var nav = Nav(root: .inbox)
    let root = nav.top

    let events = nav.checkedSend(.reset(.inbox))

    #expect(events == [.popped(root), .pushed(nav.top)])
    #expect(nav.outline == "[inbox#1] | next #2")
  }

  @Test("reset drops the queue, dismisses innermost first, pops, then replaces the root")
  func resetEverything() {
    var nav = SampleState.queued.navigator
    let before = nav

    let events = nav.checkedSend(.reset(.profile))

    #expect(
      events == [
        .dropped(before.queue.items[0].entry), .dropped(before.queue.items[1].entry),
        .dismissed(before.modal.layers[0].entry, reason: .programmatic),
        .popped(before.stack[1]), .popped(before.stack[0]),
        .pushed(nav.top),
      ])
    #expect(nav.outline == "[profile#5] | next #6")
  }
}
