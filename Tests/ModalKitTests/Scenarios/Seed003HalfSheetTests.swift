// Seed 003: a half sheet through UIKit on iOS 15 (medium and large detents, a grabber), shown by
// a `showSheet` flag that presented again on every update, with an `onEnd` callback when the
// user swiped it away.
import ModalKit
import Testing

/// The seed's screens: the content view and the sheet's content.
private enum Seed003: Hashable, Sendable {
  case content
  case halfSheet
}

/// The seed's sheet controller: `[.medium(), .large()]`, `prefersGrabberVisible = true`.
private let sheetPresentation = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)

/// Counts the `onEnd` callbacks a host would fire: one per interactive dismissal event.
private func onEndCount(_ events: some Collection<Navigator<Seed003>.Event>) -> Int {
  events.count { if case .dismissed(_, .interactive) = $0 { true } else { false } }
}

@Suite("Seed 003: a half sheet with detents, a grabber and onEnd")
struct Seed003HalfSheetTests {
  @Test("the half sheet offers medium and large, rests at medium, and shows a grabber")
  func halfSheetConfiguration() {
    var nav = Navigator(root: Seed003.content)

    let events = nav.checkedSend(.present(.halfSheet, sheetPresentation))

    #expect(events == [.presented(nav.top, sheetPresentation)])
    #expect(
      nav.topLayer?.presentation.sheet
        == SheetConfiguration(
          detents: [.medium, .large], selection: .medium, showsGrabber: true,
          largestUndimmedDetent: nil))
    #expect(phone.sheetFrame(at: .medium) == LayoutRect(x: 0, y: 470, width: 400, height: 430))
  }

  @Test("updates that ask to show the sheet while it is shown do not present it twice")
  func noDoublePresentation() {
    var nav = Navigator(root: Seed003.content)
    nav.checkedSend(.present(.halfSheet, sheetPresentation))
    let shown = nav

    let repeats = (1...3).map { _ in nav.send(.present(.halfSheet, sheetPresentation)) }

    let refusal = Navigator<Seed003>.Event.rejected(
      .present(.halfSheet, sheetPresentation), reason: .alreadyPresented)
    #expect(repeats == [[refusal], [refusal], [refusal]])
    #expect(nav == shown)
    #expect(nav.modal.count == 1)
  }

  @Test("the user dragging it up to large is reported as a detent change, not a new sheet")
  func dragToLarge() {
    var nav = Navigator(root: Seed003.content)
    nav.checkedSend(.present(.halfSheet, sheetPresentation))
    let sheet = nav.top.id
    let outcome = nav.topLayer?.presentation.sheet?.settle(
      height: 700, velocity: 400, in: phone, allowsDismissal: true)

    let events = nav.checkedSend(.selectDetent(.large, of: sheet))

    #expect(outcome == .settle(.large))
    #expect(events == [.detentChanged(sheet, from: .medium, to: .large)])
    #expect(nav.modal.count == 1)
  }

  @Test("after the user drags it to large, the flag's next update still does not present it twice")
  func noDoublePresentationAfterDrag() {
    var nav = Navigator(root: Seed003.content)
    nav.checkedSend(.present(.halfSheet, sheetPresentation))
    nav.checkedSend(.selectDetent(.large, of: nav.top.id))
    let dragged = nav

    let events = nav.send(.present(.halfSheet, sheetPresentation))

    #expect(
      events == [.rejected(.present(.halfSheet, sheetPresentation), reason: .alreadyPresented)])
    #expect(nav == dragged)
    #expect(nav.topLayer?.presentation.sheet?.selection == .large)
  }

  @Test("swiping the sheet away yields exactly one dismissed event: its onEnd")
  func swipeYieldsOneOnEnd() {
    var nav = Navigator(root: Seed003.content)
    nav.checkedSend(.present(.halfSheet, sheetPresentation))
    let sheet = nav.top
    let outcome = nav.topLayer?.presentation.sheet?.settle(
      height: 300, velocity: -1200, in: phone, allowsDismissal: true)

    let swiped = nav.checkedSend(.dismissInteractively(sheet.id))
    let swipedAgain = nav.send(.dismissInteractively(sheet.id))
    let hiddenByFlag = nav.send(.dismiss)

    #expect(outcome == .dismiss)
    #expect(swiped == [.dismissed(sheet, reason: .interactive)])
    #expect(swipedAgain == [.rejected(.dismissInteractively(sheet.id), reason: .unknownEntry)])
    #expect(hiddenByFlag == [.rejected(.dismiss, reason: .nothingPresented)])
    #expect(onEndCount([swiped, swipedAgain, hiddenByFlag].joined()) == 1)
    #expect(!nav.isPresenting)
  }

  @Test("after the swipe the flag reads false, so showing it again presents a fresh sheet")
  func showAgainAfterSwipe() {
    var nav = Navigator(root: Seed003.content)
    nav.checkedSend(.present(.halfSheet, sheetPresentation))
    nav.checkedSend(.dismissInteractively(id(1)))

    let events = nav.checkedSend(.present(.halfSheet, sheetPresentation))

    #expect(events == [.presented(nav.top, sheetPresentation)])
    #expect(nav.top.id == id(2))
    #expect(nav.outline == "[content#0] > sheet [halfSheet#2] | next #3")
  }
}
