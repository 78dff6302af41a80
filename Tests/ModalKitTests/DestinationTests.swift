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
            .init(.settings, as: halfSheet, path: [.profile, .compose]),
            .init(.confirm("discard"), as: discardAlert),
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
  func applyingOwnDestinationDropsQueue() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.apply(nav.destination))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      nextID: 5)
    #expect(
      events == [
        .dropped(RouteEntry(3, .confirm("later"))),
        .dropped(RouteEntry(4, .profile)),
      ])
    #expect(nav == expected)
  }

  // MARK: - Applying

  @Test("apply keeps the matching prefix's ids and reports only the difference")
  func applyKeepsPrefix() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.apply(Destination(root: .inbox, path: [.thread(1), .settings])))

    let expected = try Nav(
      [0: .inbox, 1: .thread(1), 4: .settings],
      nextID: 5)
    #expect(
      events == [
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
        .pushed(RouteEntry(4, .settings)),
      ])
    #expect(nav == expected)
  }

  @Test("apply builds a deep link into a nested sheet, pushes and presentations bottom up")
  func applyDeepLink() throws {
    var nav = Nav(root: .inbox)
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(7)],
      layers: [
        .init(.settings, as: halfSheet, path: [.profile]),
        .init(.confirm("sure"), as: .alert("Sure?")),
      ])

    let events = nav.checkedSend(.apply(link))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile]),
        ModalLayer(.alert("Sure?"), [4: .confirm("sure")]),
      ],
      nextID: 5)
    #expect(
      events == [
        .pushed(RouteEntry(1, .thread(7))),
        .presented(RouteEntry(2, .settings), halfSheet),
        .pushed(RouteEntry(3, .profile)),
        .presented(RouteEntry(4, .confirm("sure")), .alert("Sure?")),
      ])
    #expect(nav == expected)
    #expect(nav.destination == link)
  }

  @Test("apply keeps layers that match and replaces from the first layer that differs")
  func applyReplacesDifferingLayer() throws {
    var nav = SampleState.nestedModals.navigator
    var link = nav.destination
    link.layers[1] = .init(.confirm("send"), as: .alert("Send?"))

    let events = nav.checkedSend(.apply(link))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose]),
        ModalLayer(.alert("Send?"), [6: .confirm("send")]),
      ],
      nextID: 7)
    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .presented(RouteEntry(6, .confirm("send")), .alert("Send?")),
      ])
    #expect(nav == expected)
  }

  @Test("a difference inside a layer's stack pops and pushes there, dismissing what is above")
  func applyDifferenceInsideLayer() throws {
    var nav = SampleState.nestedModals.navigator
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(7)], layers: [.init(.settings, as: halfSheet, path: [.profile])])

    let events = nav.checkedSend(.apply(link))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile])
      ],
      nextID: 6)
    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)),
      ])
    #expect(nav == expected)
  }

  @Test("a sheet the user dragged to another detent still matches, and stays where it is")
  func applyKeepsDraggedSheet() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.selectDetent(.large, of: 1))
    let dragged = nav

    let events = nav.checkedSend(
      .apply(Destination(root: .inbox, layers: [.init(.settings, as: halfSheet)])))

    #expect(events == [])
    #expect(nav == dragged)
    #expect(nav.topLayer?.presentation.sheet?.selection == .large)
  }

  @Test("a layer whose presentation differs in more than its detent is presented anew")
  func applyPresentationDiffers() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))

    let events = nav.checkedSend(
      .apply(Destination(root: .inbox, layers: [.init(.settings, as: largeSheet)])))

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(largeSheet, [2: .settings])
      ],
      nextID: 3)
    #expect(
      events == [
        .dismissed(RouteEntry(1, .settings), reason: .programmatic),
        .presented(RouteEntry(2, .settings), largeSheet),
      ])
    #expect(nav == expected)
  }

  @Test("a different root rebuilds everything, old root popped and new root pushed")
  func applyNewRootRebuilds() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(
      .apply(
        Destination(
          root: .settings, path: [.profile], layers: [.init(.compose, as: largeSheet)])))

    let expected = try Nav(
      [6: .settings, 7: .profile],
      layers: [
        ModalLayer(largeSheet, [8: .compose])
      ],
      nextID: 9)
    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))), .popped(RouteEntry(0, .inbox)),
        .pushed(RouteEntry(6, .settings)), .pushed(RouteEntry(7, .profile)),
        .presented(RouteEntry(8, .compose), largeSheet),
      ])
    #expect(nav == expected)
  }

  @Test(
    "apply refuses a destination it cannot show, changing nothing",
    arguments: [
      (
        Destination<Screen>(root: .inbox, layers: [.init(.settings, as: .sheet(detents: []))]),
        RejectionReason.invalidPresentation(.noDetents)
      ),
      (
        Destination(
          root: .inbox, layers: [.init(.confirm("x"), as: .alert("X"), path: [.compose])]),
        .layerNotNavigable
      ),
      (
        Destination(root: .profile, layers: [.init(.settings, as: .overlay(.top, .fraction(0)))]),
        .invalidPresentation(.invalidSize(.fraction(0)))
      ),
    ])
  func applyRejections(destination: Destination<Screen>, reason: RejectionReason) {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.apply(destination)) == .refused(reason))
  }

  @Test("a destination checks its layers bottom up and throws the lowest layer's problem")
  func checkThrowsLowestProblem() {
    let both = Destination<Screen>(
      root: .inbox,
      layers: [
        .init(.confirm("x"), as: .alert("X"), path: [.compose]),
        .init(.settings, as: .sheet(detents: [])),
      ])
    let fine = Destination<Screen>(
      root: .inbox, layers: [.init(.settings, as: halfSheet, path: [.profile])])

    #expect(throws: RejectionReason.layerNotNavigable) { try both.check() }
    #expect(throws: Never.self) { try fine.check() }
  }

  // MARK: - Reset

  @Test("reset always applies: even a bare root is replaced by a new entry with a new id")
  func resetAtRoot() throws {
    var nav = Nav(root: .inbox)

    let events = nav.checkedSend(.reset(.inbox))

    let expected = try Nav([1: .inbox], nextID: 2)
    #expect(
      events == [
        .popped(RouteEntry(0, .inbox)), .pushed(RouteEntry(1, .inbox)),
      ])
    #expect(nav == expected)
  }

  @Test("reset drops the queue, dismisses innermost first, pops, then replaces the root")
  func resetEverything() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.reset(.profile))

    let expected = try Nav([5: .profile], nextID: 6)
    #expect(
      events == [
        .dropped(RouteEntry(3, .confirm("later"))),
        .dropped(RouteEntry(4, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))), .popped(RouteEntry(0, .inbox)),
        .pushed(RouteEntry(5, .profile)),
      ])
    #expect(nav == expected)
  }
}
