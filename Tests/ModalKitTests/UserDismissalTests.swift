import ModalKit
import Testing

@Suite("What the user does to a layer")
struct UserDismissalTests {
  @Test("a swipe dismisses a sheet with reason interactive, popping its pushes first")
  func swipeDismissesSheet() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.push(.profile))
    let (settings, profile) = (nav.modal.layers[0].entry, nav.top)

    let events = nav.checkedSend(.dismissInteractively(settings.id))

    #expect(events == [.popped(profile), .dismissed(settings, reason: .interactive)])
    #expect(nav.outline == "[inbox#0] | next #3")
  }

  @Test(
    "a swipe is refused where the presentation forbids it",
    arguments: [
      Presentation.fullScreenCover, .overlay(.center, .half), .alert("Hi"),
      .dialog("Share", buttons: [.cancel]),
      halfSheet.rules(
        DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)),
    ])
  func swipeRefused(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, presentation))
    let before = nav

    let events = nav.send(.dismissInteractively(id(1)))

    #expect(events == [.rejected(.dismissInteractively(id(1)), reason: .dismissalNotAllowed)])
    #expect(nav == before)
  }

  @Test(
    "a backdrop tap dismisses where the presentation allows it",
    arguments: [halfSheet, .overlay(.center, .half), .dialog("Share", buttons: [.cancel])])
  func backdropTapDismisses(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, presentation))
    let settings = nav.top

    let events = nav.checkedSend(.tapBackdrop(settings.id))

    #expect(events == [.dismissed(settings, reason: .backdropTap)])
    #expect(nav.outline == "[inbox#0] | next #2")
  }

  @Test(
    "a backdrop tap is refused on covers and alerts",
    arguments: [Presentation.fullScreenCover, .alert("Hi")])
  func backdropTapRefused(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, presentation))
    let before = nav

    let events = nav.send(.tapBackdrop(id(1)))

    #expect(events == [.rejected(.tapBackdrop(id(1)), reason: .dismissalNotAllowed)])
    #expect(nav == before)
  }

  @Test("a swipe on a sheet under a blocking alert is refused: the user cannot have touched it")
  func coveredLayerIsOutOfReach() {
    var nav = SampleState.nestedModals.navigator
    let before = nav
    let sheet = nav.modal.layers[0].entry

    let events = nav.send(.dismissInteractively(sheet.id))

    #expect(events == [.rejected(.dismissInteractively(sheet.id), reason: .inputBlocked)])
    #expect(nav == before)
  }

  @Test("a swipe on a sheet under a pass-through overlay dismisses both, the overlay first")
  func passThroughLayerGoesWithIt() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let passThrough = DismissalRules(
      allowsInteractiveDismissal: false, dismissesOnBackdropTap: false, blocksInputBeneath: false)
    nav.checkedSend(.present(.profile, Presentation.overlay(.top, .quarter).rules(passThrough)))
    let (sheet, toast) = (nav.modal.layers[0].entry, nav.modal.layers[1].entry)

    let events = nav.checkedSend(.dismissInteractively(sheet.id))

    #expect(
      events == [
        .dismissed(toast, reason: .interactive), .dismissed(sheet, reason: .interactive),
      ])
    #expect(nav.outline == "[inbox#0] | next #3")
  }

  @Test("tapping an alert button dismisses with that button as the reason")
  func buttonDismisses() {
    var nav = SampleState.nestedModals.navigator
    let alert = nav.modal.layers[1].entry

    let events = nav.checkedSend(.tapButton("discard", in: alert.id))

    #expect(events == [.dismissed(alert, reason: .button("discard"))])
    #expect(
      nav.outline == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4] | next #6")
  }

  @Test("a dialog's buttons dismiss it the same way")
  func dialogButtonDismisses() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(.confirm("share"), .dialog("Share", buttons: [.cancel, .init("Copy")])))
    let dialog = nav.top

    let events = nav.checkedSend(.tapButton("Copy", in: dialog.id))

    #expect(events == [.dismissed(dialog, reason: .button("Copy"))])
    #expect(nav.outline == "[inbox#0] | next #2")
  }

  @Test(
    "a button the layer does not offer is refused, on an alert or on a sheet",
    arguments: [(SampleState.nestedModals, 5), (.queued, 2)] as [(SampleState, UInt64)])
  func unknownButton(state: SampleState, number: UInt64) {
    var nav = state.navigator
    let before = nav

    let events = nav.send(.tapButton("delete", in: id(number)))

    #expect(events == [.rejected(.tapButton("delete", in: id(number)), reason: .unknownButton)])
    #expect(nav == before)
  }
}

extension UserDismissalTests {
  @Test(
    "a sheet above its largest undimmed detent covers the layer beneath; at or below it, not",
    arguments: [(Detent.large, true), (.medium, false)])
  func undimmedSheetCovers(selection: Detent, covers: Bool) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    let upper = Presentation.sheet(
      detents: [.medium, .large], selection: selection, largestUndimmedDetent: .medium)
    nav.checkedSend(.present(.profile, upper))
    let before = nav
    let settings = nav.modal.layers[0].entry
    let reachable = nav.receivesInput(settings.id, in: phone)

    let events = nav.send(.tapBackdrop(settings.id))

    #expect(reachable == !covers)
    if covers {
      #expect(events == [.rejected(.tapBackdrop(settings.id), reason: .inputBlocked)])
      #expect(nav == before)
    } else {
      #expect(events.count == 2)
      #expect(events.last == .dismissed(settings, reason: .backdropTap))
    }
  }
}
