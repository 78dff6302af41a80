import ModalKit
import Testing

@Suite("Selecting a detent")
struct SelectDetentTests {
  @Test("selecting an offered detent moves the sheet and reports from and to")
  func selectOffered() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))

    let events = nav.checkedSend(.selectDetent(.large, of: 1))

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(
          .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true), [1: .settings])
      ],
      nextID: 2)
    #expect(events == [.detentChanged(1, from: .medium, to: .large)])
    #expect(nav == expected)
  }

  @Test("selecting the detent already selected changes nothing and reports nothing")
  func selectSame() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    let before = nav

    let events = nav.checkedSend(.selectDetent(.medium, of: 1))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("a detent the sheet does not offer is refused")
  func selectNotOffered() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))

    #expect(nav.sending(.selectDetent(.fraction(0.25), of: 1)) == .refused(.detentNotOffered))
  }

  @Test("a lower sheet's detent can change while another layer is above it")
  func selectOnLowerSheet() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.selectDetent(.large, of: 2))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(
          .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true),
          [2: .settings, 3: .profile, 4: .compose]),
        ModalLayer(discardAlert, [5: .confirm("discard")]),
      ],
      nextID: 6)
    #expect(events == [.detentChanged(2, from: .medium, to: .large)])
    #expect(nav == expected)
  }

  @Test(
    "selecting a detent of something that is not a sheet is refused",
    arguments: [
      (Nav.Action.selectDetent(.large, of: 5), RejectionReason.notASheet),
      (.selectDetent(.large, of: 3), .notPresented),
      (.selectDetent(.large, of: 9), .unknownEntry),
    ])
  func selectRejections(action: Nav.Action, reason: RejectionReason) {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(action) == .refused(reason))
  }
}
