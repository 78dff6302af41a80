import ModalKit
import Testing

@Suite("Selecting a detent")
struct SelectDetentTests {
  @Test("selecting an offered detent moves the sheet and reports from and to")
  func selectOffered() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let settings = nav.top.id

    let events = nav.checkedSend(.selectDetent(.large, of: settings))

    #expect(events == [.detentChanged(settings, from: .medium, to: .large)])
    #expect(
      nav.topLayer?.presentation
        == .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true))
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] | next #2")
  }

  @Test("selecting the detent already selected changes nothing and reports nothing")
  func selectSame() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let before = nav

    let events = nav.checkedSend(.selectDetent(.medium, of: id(1)))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("a detent the sheet does not offer is refused")
  func selectNotOffered() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let before = nav

    let events = nav.send(.selectDetent(.fraction(0.25), of: id(1)))

    #expect(
      events == [.rejected(.selectDetent(.fraction(0.25), of: id(1)), reason: .detentNotOffered)])
    #expect(nav == before)
  }

  @Test("a lower sheet's detent can change while another layer is above it")
  func selectOnLowerSheet() {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.selectDetent(.large, of: id(2)))

    #expect(events == [.detentChanged(id(2), from: .medium, to: .large)])
    #expect(nav.modal.layers[0].presentation.sheet?.selection == .large)
  }

  @Test(
    "selecting a detent of something that is not a sheet is refused",
    arguments: [
      (Nav.Action.selectDetent(.large, of: id(5)), RejectionReason.notASheet),
      (.selectDetent(.large, of: id(3)), .notPresented),
      (.selectDetent(.large, of: id(9)), .unknownEntry),
    ])
  func selectRejections(action: Nav.Action, reason: RejectionReason) {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: reason)])
    #expect(nav == before)
  }
}
