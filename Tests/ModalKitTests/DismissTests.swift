import ModalKit
import Testing

@Suite("Dismiss")
struct DismissTests {
  @Test("dismiss removes the topmost layer only")
  func dismissTop() {
    var nav = SampleState.nestedModals.navigator
    let alert = nav.modal.layers[1]

    let events = nav.checkedSend(.dismiss)

    #expect(events == [.dismissed(alert.entry, reason: .programmatic)])
    #expect(
      nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4] | next #6")
  }

  @Test("dismiss reports the layer's pushed entries popped, top first, before the layer")
  func dismissPopsBeforeDismissing() {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)
    let sheet = nav.modal.layers[0]

    let events = nav.checkedSend(.dismiss)

    #expect(
      events == [
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .programmatic),
      ])
    #expect(nav.outline == "[inbox#0, thread(7)#1] | next #6")
  }

  @Test(
    "dismissing with nothing presented is refused and never pops the stack",
    arguments: [Nav.Action.dismiss, .dismissAll])
  func dismissWithNothingUp(action: Nav.Action) {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: .nothingPresented)])
    #expect(nav == before)
  }

  @Test(
    "dismiss(id) of the lowest layer and dismissAll both remove every layer, innermost first",
    arguments: [Nav.Action.dismiss(id(2)), .dismissAll])
  func dismissFromLowestLayer(action: Nav.Action) {
    var nav = SampleState.nestedModals.navigator
    let (sheet, alert) = (nav.modal.layers[0], nav.modal.layers[1])

    let events = nav.checkedSend(action)

    #expect(
      events == [
        .dismissed(alert.entry, reason: .programmatic),
        .popped(sheet.stack[2]), .popped(sheet.stack[1]),
        .dismissed(sheet.entry, reason: .programmatic),
      ])
    #expect(nav.outline == "[inbox#0, thread(7)#1] | next #6")
  }

  @Test(
    "dismiss(id) of a pushed entry or of the window's root is refused: neither is presented",
    arguments: [0, 1, 3] as [UInt64])
  func dismissNotPresented(number: UInt64) {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(.dismiss(id(number)))

    #expect(events == [.rejected(.dismissEntry(id(number)), reason: .notPresented)])
    #expect(nav == before)
  }

  @Test("dismiss(id) of an id the navigator does not hold is refused")
  func dismissUnknown() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(.dismiss(id(42)))

    #expect(events == [.rejected(.dismissEntry(id(42)), reason: .unknownEntry)])
    #expect(nav == before)
  }
}
