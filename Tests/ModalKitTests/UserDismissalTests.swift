import ModalKit
import Testing

/// `[inbox#0]` with nothing presented, handing out `nextID` next.
private func rootOnly(nextID: EntryID) throws -> Nav {
  try Nav([0: .inbox], nextID: nextID)
}

@Suite("What the user does to a layer")
struct UserDismissalTests {
  @Test("a swipe dismisses a sheet with reason interactive, popping its pushes first")
  func swipeDismissesSheet() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.push(.profile))

    let events = nav.checkedSend(.dismissInteractively(1))

    #expect(
      events == [
        .popped(RouteEntry(2, .profile)),
        .dismissed(RouteEntry(1, .settings), reason: .interactive),
      ])
    #expect(nav == (try rootOnly(nextID: 3)))
  }

  @Test(
    "a swipe is refused where the presentation forbids it",
    arguments: [
      Presentation.fullScreenCover, .overlay(.center, .half), .alert("Hi"),
      .confirmationDialog("Share", buttons: [.cancel]),
      halfSheet.rules(
        DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)),
    ])
  func swipeRefused(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: presentation))

    #expect(nav.sending(.dismissInteractively(1)) == .refused(.dismissalNotAllowed))
  }

  @Test(
    "a backdrop tap dismisses where the presentation allows it",
    arguments: [
      halfSheet, .overlay(.center, .half), .confirmationDialog("Share", buttons: [.cancel]),
    ])
  func backdropTapDismisses(presentation: Presentation) throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: presentation))

    let events = nav.checkedSend(.tapBackdrop(1))

    #expect(events == [.dismissed(RouteEntry(1, .settings), reason: .backdropTap)])
    #expect(nav == (try rootOnly(nextID: 2)))
  }

  @Test(
    "a backdrop tap is refused on covers and alerts",
    arguments: [Presentation.fullScreenCover, .alert("Hi")])
  func backdropTapRefused(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: presentation))

    #expect(nav.sending(.tapBackdrop(1)) == .refused(.dismissalNotAllowed))
  }

  @Test("a swipe on a sheet under a blocking alert is refused: the user cannot have touched it")
  func coveredLayerIsOutOfReach() {
    let nav = SampleState.nestedModals.navigator

    #expect(nav.sending(.dismissInteractively(2)) == .refused(.inputBlocked))
  }

  @Test("a swipe on a sheet under a pass-through overlay dismisses both, the overlay first")
  func passThroughLayerGoesWithIt() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    let passThrough = DismissalRules(
      allowsInteractiveDismissal: false, dismissesOnBackdropTap: false, blocksInputBeneath: false)
    nav.checkedSend(.present(.profile, as: Presentation.overlay(.top, .quarter).rules(passThrough)))

    let events = nav.checkedSend(.dismissInteractively(1))

    #expect(
      events == [
        .dismissed(RouteEntry(2, .profile), reason: .interactive),
        .dismissed(RouteEntry(1, .settings), reason: .interactive),
      ])
    #expect(nav == (try rootOnly(nextID: 3)))
  }

  @Test("tapping an alert button dismisses with that button as the reason")
  func buttonDismisses() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.tapButton("discard", in: 5))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose])
      ],
      nextID: 6)
    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .button("discard"))
      ])
    #expect(nav == expected)
  }

  @Test("a dialog's buttons dismiss it the same way")
  func dialogButtonDismisses() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(
        .confirm("share"), as: .confirmationDialog("Share", buttons: [.cancel, .init("Copy")])))

    let events = nav.checkedSend(.tapButton("Copy", in: 1))

    #expect(
      events == [.dismissed(RouteEntry(1, .confirm("share")), reason: .button("Copy"))])
    #expect(nav == (try rootOnly(nextID: 2)))
  }

  @Test(
    "a button the layer does not offer is refused, on an alert or on a sheet",
    arguments: [(SampleState.nestedModals, 5), (.queued, 2)] as [(SampleState, EntryID)])
  func unknownButton(state: SampleState, id: EntryID) {
    let nav = state.navigator

    #expect(nav.sending(.tapButton("delete", in: id)) == .refused(.unknownButton))
  }
}

extension UserDismissalTests {
  @Test(
    "a sheet above its largest undimmed detent covers the layer beneath; at or below it, not",
    arguments: [(Detent.large, true), (.medium, false)])
  func undimmedSheetCovers(selection: Detent, covers: Bool) throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    let upper = Presentation.sheet(
      detents: [.medium, .large], selection: selection, largestUndimmedDetent: .medium)
    nav.checkedSend(.present(.profile, as: upper))
    let before = nav
    let reachable = nav.receivesInput(1, in: phone)

    let events = nav.send(.tapBackdrop(1))

    #expect(reachable == !covers)
    if covers {
      #expect(events == [.rejected(.tapBackdrop(1), reason: .inputBlocked)])
      #expect(nav == before)
    } else {
      #expect(
        events == [
          .dismissed(RouteEntry(2, .profile), reason: .backdropTap),
          .dismissed(RouteEntry(1, .settings), reason: .backdropTap),
        ])
      #expect(nav == (try rootOnly(nextID: 3)))
    }
  }
}

// MARK: - Overlays with buttons

/// A custom dialog drawn in a centred overlay, closed by its Cancel and Done buttons.
private let doneButton = ModalButton("Done", id: "done")
private let customDialog = Presentation.overlay(.center, .half, buttons: [.cancel, doneButton])

extension UserDismissalTests {
  @Test(
    "tapping a button an overlay declares dismisses it with that button as the reason",
    arguments: ["cancel", "done"])
  func overlayButtonDismisses(button: String) throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.confirm("dates"), as: customDialog))

    let events = nav.checkedSend(.tapButton(button, in: 1))

    #expect(
      events == [.dismissed(RouteEntry(1, .confirm("dates")), reason: .button(button))])
    #expect(nav == (try rootOnly(nextID: 2)))
  }

  @Test(
    "a button an overlay does not declare is refused, and an overlay without buttons has none",
    arguments: [customDialog, .overlay(.center, .half)])
  func overlayUnknownButton(presentation: Presentation) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.confirm("dates"), as: presentation))

    #expect(nav.sending(.tapButton("ok", in: 1)) == .refused(.unknownButton))
  }

  @Test("an unknown button is refused before a blocking layer above is considered")
  func unknownButtonBeforeInputBlocked() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.confirm("dates"), as: customDialog))
    nav.checkedSend(.present(.compose, as: .fullScreenCover))

    #expect(nav.sending(.tapButton("ok", in: 1)) == .refused(.unknownButton))
    #expect(nav.sending(.tapButton("done", in: 1)) == .refused(.inputBlocked))
  }
}
