import ModalKit
import ModalKitTestSupport
import Testing

private let inbox = RouteEntry<Screen>(0, .inbox)
private let thread7 = RouteEntry<Screen>(1, .thread(7))

@Suite("Closing a screen by its id")
struct CloseTests {
  // MARK: - Pushed entries

  @Test("closing the visible top pops it")
  func closeTop() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.close(3))

    let expected = try Nav(
      stack: RouteStack(
        root: inbox,
        path: [RouteEntry(1, .thread(1)), RouteEntry(2, .thread(2))]),
      nextID: 4)
    #expect(events == [.popped(RouteEntry(3, .compose))])
    #expect(nav == expected)
  }

  @Test("closing a pushed entry beneath the top pops it with everything above it, top first")
  func closeCoveredEntry() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.close(2))

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [RouteEntry(1, .thread(1))]), nextID: 4)
    #expect(
      events == [
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
      ])
    #expect(nav == expected)
  }

  @Test("closing a pushed entry of a lower level dismisses the layers above it first")
  func closeBeneathLayers() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.close(1))

    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(thread7),
      ])
    #expect(nav == (try Nav(stack: RouteStack(root: inbox), nextID: 6)))
  }

  @Test("closing a screen pushed inside a lower sheet keeps the sheet, popped to beneath it")
  func closeInsideLowerSheet() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.close(3))

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [thread7]),
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      nextID: 6)
    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
      ])
    #expect(nav == expected)
  }

  @Test("closing a pushed entry beneath a layer presents the queue's head when its turn comes")
  func closeBeneathLayerPresentsQueueHead() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.close(1))

    let later = RouteEntry<Screen>(3, .confirm("later"))
    let expected = try Nav(
      stack: RouteStack(root: inbox),
      layers: [ModalLayer(entry: later, presentation: .alert("Later"))],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(.overlay(.bottom, .half), 4, .profile)
        ],
        level: 1),
      nextID: 5)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .settings), reason: .programmatic), .popped(thread7),
        .presented(later, .alert("Later")),
      ])
    #expect(nav == expected)
  }

  // MARK: - Layer roots, queued entries, the window's root

  @Test(
    "closing a layer's root dismisses the layer and those above it, as dismiss(id) does",
    arguments: [(SampleState.nestedModals, 2), (.nestedModals, 5), (.queued, 2)]
      as [(SampleState, EntryID)])
  func closeLayerRoot(state: SampleState, id: EntryID) {
    var closed = state.navigator
    var dismissed = state.navigator

    let closeEvents = closed.checkedSend(.close(id))
    let dismissEvents = dismissed.checkedSend(.dismissLayer(id))

    #expect(closeEvents == dismissEvents)
    #expect(closed == dismissed)
    #expect(closeEvents.rejection == nil)
  }

  @Test("closing the alert on top dismisses just the alert")
  func closeAlert() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.close(5))

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [thread7]),
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose])
      ],
      nextID: 6)
    #expect(
      events == [.dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("closing a queued id drops it from the queue; the layers stay")
  func closeQueued() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.close(3))

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [thread7]),
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(.overlay(.bottom, .half), 4, .profile)
        ],
        level: 1),
      nextID: 5)
    #expect(events == [.dropped(RouteEntry(3, .confirm("later")))])
    #expect(nav == expected)
  }

  @Test(
    "the window's root cannot be closed, whatever is above it",
    arguments: SampleState.allCases)
  func closeWindowRoot(state: SampleState) {
    let nav = state.navigator

    #expect(nav.sending(.close(0)) == .refused(.alreadyAtRoot))
  }

  @Test("an id the navigator does not hold cannot be closed")
  func closeUnknown() {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.close(99)) == .refused(.unknownEntry))
  }

  // MARK: - Bookkeeping

  @Test(
    "closing any entry reports each entry that leaves exactly once, in the documented order",
    arguments: SampleState.allCases)
  func closeBalancesTheBooks(state: SampleState) {
    let start = state.navigator

    for entry in start.allEntries where entry.id != 0 {
      var nav = start

      let events = nav.checkedSend(.close(entry.id))

      #expect(events.rejection == nil, "close(\(entry.id))")
      #expect(nav.entry(entry.id) == nil, "close(\(entry.id))")
      #expect(ledgerProblems(before: start, after: nav, events: events) == [], "close(\(entry.id))")
      #expect(orderProblems(before: start, events: events) == [], "close(\(entry.id))")
    }
  }

  @Test("the close method does what the close action does")
  func closeMethod() {
    var viaMethod = SampleState.nestedModals.navigator
    var viaAction = viaMethod

    let methodEvents = viaMethod.close(3)
    let actionEvents = viaAction.send(.close(3))

    #expect(methodEvents == actionEvents)
    #expect(viaMethod == viaAction)
  }
}
