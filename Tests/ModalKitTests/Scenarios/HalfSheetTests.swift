// A half sheet through UIKit on iOS 15 (medium and large detents, a grabber), shown by a
// `showSheet` flag that presented again on every update, with an `onEnd` callback when the user
// swiped it away.
import ModalKit
import Testing

/// The app's screens: the content view and the sheet's content.
private enum SheetApp: Hashable, Sendable {
  case content
  case halfSheet
}

/// The app's sheet controller: `[.medium(), .large()]`, `prefersGrabberVisible = true`.
private let sheetPresentation = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)

/// Counts the `onEnd` callbacks a host would fire: one per interactive dismissal event.
private func onEndCount(_ events: some Collection<Navigator<SheetApp>.Event>) -> Int {
  events.count { if case .dismissed(_, .interactive) = $0 { true } else { false } }
}

/// `[content#0]` with the half sheet up as `halfSheet#id`, resting at `selection`.
private func sheetUp(id: EntryID, at selection: Detent = .medium) throws -> Navigator<SheetApp> {
  try Navigator(
    [0: SheetApp.content],
    layers: [
      ModalLayer(
        .sheet(detents: [.medium, .large], selection: selection, showsGrabber: true),
        [id: .halfSheet])
    ],
    nextID: EntryID(rawValue: id.rawValue + 1))
}

@Suite("A half sheet shown by a flag, with detents, a grabber and onEnd")
struct HalfSheetTests {
  @Test("the half sheet offers medium and large, rests at medium, and shows a grabber")
  func halfSheetConfiguration() throws {
    var nav = Navigator(root: SheetApp.content)

    let events = nav.checkedSend(.present(.halfSheet, as: sheetPresentation))

    #expect(events == [.presented(RouteEntry(1, .halfSheet), sheetPresentation)])
    #expect(nav == (try sheetUp(id: 1)))
    #expect(
      nav.topLayer?.presentation.sheet
        == SheetConfiguration(
          detents: [.medium, .large], selection: .medium, showsGrabber: true,
          largestUndimmedDetent: nil))
    #expect(phone.sheetFrame(at: .medium) == LayoutRect(x: 0, y: 470, width: 400, height: 430))
  }

  @Test("updates that ask to show the sheet while it is shown do not present it twice")
  func noDoublePresentation() {
    var nav = Navigator(root: SheetApp.content)
    nav.checkedSend(.present(.halfSheet, as: sheetPresentation))
    let shown = nav

    let repeats = (1...3).map { _ in nav.send(.present(.halfSheet, as: sheetPresentation)) }

    let refusal = Navigator<SheetApp>.Event.rejected(
      .present(.halfSheet, as: sheetPresentation), reason: .alreadyPresented)
    #expect(repeats == [[refusal], [refusal], [refusal]])
    #expect(nav == shown)
  }

  @Test("the user dragging it up to large is reported as a detent change, not a new sheet")
  func dragToLarge() throws {
    var nav = Navigator(root: SheetApp.content)
    nav.checkedSend(.present(.halfSheet, as: sheetPresentation))
    let outcome = nav.topLayer?.settle(height: 700, velocity: 400, in: phone)

    let events = nav.checkedSend(.selectDetent(.large, of: 1))

    #expect(outcome == .settle(.large))
    #expect(events == [.detentChanged(1, from: .medium, to: .large)])
    #expect(nav == (try sheetUp(id: 1, at: .large)))
  }

  @Test("after the user drags it to large, the flag's next update still does not present it twice")
  func noDoublePresentationAfterDrag() throws {
    var nav = Navigator(root: SheetApp.content)
    nav.checkedSend(.present(.halfSheet, as: sheetPresentation))
    nav.checkedSend(.selectDetent(.large, of: 1))

    let events = nav.send(.present(.halfSheet, as: sheetPresentation))

    #expect(
      events == [.rejected(.present(.halfSheet, as: sheetPresentation), reason: .alreadyPresented)])
    #expect(nav == (try sheetUp(id: 1, at: .large)))
  }

  @Test("swiping the sheet away yields exactly one dismissed event: its onEnd")
  func swipeYieldsOneOnEnd() throws {
    var nav = Navigator(root: SheetApp.content)
    nav.checkedSend(.present(.halfSheet, as: sheetPresentation))
    let outcome = nav.topLayer?.settle(height: 300, velocity: -1200, in: phone)

    let swiped = nav.checkedSend(.dismissInteractively(1))
    let swipedAgain = nav.send(.dismissInteractively(1))
    let hiddenByFlag = nav.send(.dismiss)

    let expected = try Navigator([0: SheetApp.content], nextID: 2)
    #expect(outcome == .dismiss)
    #expect(swiped == [.dismissed(RouteEntry(1, .halfSheet), reason: .interactive)])
    #expect(swipedAgain == [.rejected(.dismissInteractively(1), reason: .unknownEntry)])
    #expect(hiddenByFlag == [.rejected(.dismiss, reason: .nothingPresented)])
    #expect(onEndCount([swiped, swipedAgain, hiddenByFlag].joined()) == 1)
    #expect(nav == expected)
  }

  @Test("after the swipe the flag reads false, so showing it again presents a fresh sheet")
  func showAgainAfterSwipe() throws {
    var nav = Navigator(root: SheetApp.content)
    nav.checkedSend(.present(.halfSheet, as: sheetPresentation))
    nav.checkedSend(.dismissInteractively(1))

    let events = nav.checkedSend(.present(.halfSheet, as: sheetPresentation))

    #expect(events == [.presented(RouteEntry(2, .halfSheet), sheetPresentation)])
    #expect(nav == (try sheetUp(id: 2)))
  }
}
