import ModalKit
import Testing

@Suite("Updating a route in place")
struct UpdateTests {
  @Test("update changes a presented route in place: same id, same layer, no dismissal")
  func updatePresented() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.update(5, to: .confirm("keep")))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose]),
        ModalLayer(discardAlert, [5: .confirm("keep")]),
      ],
      nextID: 6)
    #expect(events == [.updated(5, from: .confirm("discard"), to: .confirm("keep"))])
    #expect(nav == expected)
  }

  @Test(
    "update reaches pushed entries, roots and lower layers",
    arguments: [
      (0, Screen.inbox), (1, .thread(7)), (2, .settings), (3, .profile),
    ] as [(EntryID, Screen)])
  func updateAnyEntry(id: EntryID, previous: Screen) {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.update(id, to: .thread(99)))

    #expect(events == [.updated(id, from: previous, to: .thread(99))])
    #expect(nav.entry(id) == RouteEntry(id, .thread(99)))
  }

  @Test("update reaches a queued entry before it shows")
  func updateQueued() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.update(4, to: .compose))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(.alert("Later"), 3, .confirm("later")),
          QueuedPresentation(.overlay(.bottom, .half), 4, .compose),
        ],
        level: 1),
      nextID: 5)
    #expect(events == [.updated(4, from: .profile, to: .compose)])
    #expect(nav == expected)
  }

  @Test(
    "update to the route an entry already shows changes nothing and reports nothing",
    arguments: [(SampleState.nestedModals, 3), (.queued, 4)] as [(SampleState, EntryID)])
  func updateSame(state: SampleState, id: EntryID) {
    var nav = state.navigator
    let before = nav
    let route = nav.entry(id)?.route ?? .inbox

    let events = nav.checkedSend(.update(id, to: route))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("update of an id the navigator does not hold is refused")
  func updateUnknown() {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.update(77, to: .compose)) == .refused(.unknownEntry))
  }
}
