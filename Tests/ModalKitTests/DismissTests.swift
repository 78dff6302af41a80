import ModalKit
import Testing

/// `[inbox#0, thread(7)#1]`: the window's stack of the nested sample state, left once every
/// layer is gone.
private func windowOnly(nextID: EntryID) throws -> Nav {
  try Nav(
    [0: .inbox, 1: .thread(7)],
    nextID: nextID)
}

@Suite("Dismiss")
struct DismissTests {
  @Test("dismiss removes the topmost layer only")
  func dismissTop() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.dismiss)

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose])
      ],
      nextID: 6)
    #expect(
      events == [.dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("dismiss reports the layer's pushed entries popped, top first, before the layer")
  func dismissPopsBeforeDismissing() throws {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)

    let events = nav.checkedSend(.dismiss)

    #expect(
      events == [
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
      ])
    #expect(nav == (try windowOnly(nextID: 6)))
  }

  @Test(
    "dismissing with nothing presented is refused and never pops the stack",
    arguments: [Nav.Action.dismiss, .dismissAll])
  func dismissWithNothingUp(action: Nav.Action) {
    let nav = SampleState.deepStack.navigator

    #expect(nav.sending(action) == .refused(.nothingPresented))
  }

  @Test(
    "dismiss(id) of the lowest layer and dismissAll both remove every layer, innermost first",
    arguments: [Nav.Action.dismissLayer(2), .dismissAll])
  func dismissFromLowestLayer(action: Nav.Action) throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(action)

    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
      ])
    #expect(nav == (try windowOnly(nextID: 6)))
  }

  @Test(
    "dismiss(id) of a pushed entry or of the window's root is refused: neither is presented",
    arguments: [0, 1, 3] as [EntryID])
  func dismissNotPresented(id: EntryID) {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.dismissLayer(id)) == .refused(.notPresented))
  }

  @Test("dismiss(id) of an id the navigator does not hold is refused")
  func dismissUnknown() {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.dismissLayer(42)) == .refused(.unknownEntry))
  }
}
