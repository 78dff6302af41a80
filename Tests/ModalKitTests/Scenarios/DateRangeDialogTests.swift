// A travel app's one app-wide dialog, routed by an enum with associated values, drawn over
// everything (tab bar and navigation bar included) from four screens deep, closed by a backdrop
// tap or by its own Cancel and Done buttons, its chosen date range flowing back. Days are
// numbered so the test needs no Foundation.
import ModalKit
import Testing

/// A range of days, check-in to check-out.
private typealias Days = ClosedRange<Int>

/// The travel app's screens and its dialog type, as one route enum.
private enum Travel: Hashable, Sendable, CustomStringConvertible {
  case tabs
  case hotelList
  case hotelDetail(Int)
  case reservations(hotel: Int, dates: Days?)
  /// The app's `DialogType.dateDialog(Binding<ClosedRange<Date>?>)`: the range lives in the
  /// route instead of a binding, and is written with `update`.
  case dateDialog(Days?)

  var description: String {
    switch self {
    case .tabs: "tabs"
    case .hotelList: "hotelList"
    case .hotelDetail(let hotel): "hotelDetail(\(hotel))"
    case .reservations(let hotel, let dates):
      "reservations(\(hotel), \(dates.map { "\($0)" } ?? "-"))"
    case .dateDialog(let dates): "dateDialog(\(dates.map { "\($0)" } ?? "-"))"
    }
  }
}

/// The MultiDatePicker in the middle of the screen over a dimmed backdrop that dismisses on tap.
private let datePicker = Presentation.overlay(.center, .threeQuarters)

/// The same picker drawn as a custom dialog with Cancel and Done buttons of its own.
private let datePickerWithButtons = Presentation.overlay(
  .center, .threeQuarters, buttons: [.cancel, ModalButton("Done", id: "done")])

/// `tabs#0 › hotelList#1 › hotelDetail(42)#2 › reservations(42, dates)#3`, handing out #5 next.
private func backAtReservations(dates: Days?) throws -> Navigator<Travel> {
  try Navigator(
    [
      0: Travel.tabs, 1: .hotelList, 2: .hotelDetail(42), 3: .reservations(hotel: 42, dates: dates),
    ],
    nextID: 5)
}

/// The range a closed date dialog carries back: the dialog's route as the dismissal reports it.
private func range(in events: Navigator<Travel>.Events) -> Days? {
  guard case .dismissed(let entry, _) = events.first, case .dateDialog(let days) = entry.route
  else { return nil }
  return days
}

/// ContentView → hotel list → hotel detail → reservations: four screens deep.
private func atReservations() -> Navigator<Travel> {
  var nav = Navigator(root: Travel.tabs)
  nav.send(.push(.hotelList))
  nav.send(.push(.hotelDetail(42)))
  nav.send(.push(.reservations(hotel: 42, dates: nil)))
  return nav
}

@Suite("A date-range dialog over everything, closed by a backdrop tap or its own buttons")
struct DateRangeDialogTests {
  @Test("presented four screens deep, the dialog rises above every screen and blocks them all")
  func risesAboveEverything() throws {
    var nav = atReservations()

    let events = nav.checkedSend(.present(.dateDialog(nil), as: datePicker))

    let dialog = RouteEntry(4, Travel.dateDialog(nil))
    let expected = try Navigator(
      stack: try backAtReservations(dates: nil).stack,
      layers: [ModalLayer(entry: dialog, presentation: datePicker)],
      nextID: 5)
    #expect(events == [.presented(dialog, datePicker)])
    #expect(nav == expected)
    #expect(nav.lowestInteractiveLevel(in: phone) == 1)
    #expect(nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id) == [4])
  }

  @Test("the chosen range is written into the dialog's route, then read back after a backdrop tap")
  func chosenRangeFlowsBack() throws {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePicker))

    let chosen = nav.checkedSend(.update(4, to: .dateDialog(10...14)))
    let closed = nav.checkedSend(.tapBackdrop(4))
    let written = nav.checkedSend(
      .update(3, to: .reservations(hotel: 42, dates: range(in: closed))))

    #expect(chosen == [.updated(4, from: .dateDialog(nil), to: .dateDialog(10...14))])
    #expect(
      closed == [.dismissed(RouteEntry(4, .dateDialog(10...14)), reason: .backdropTap)])
    #expect(
      written == [
        .updated(
          3, from: .reservations(hotel: 42, dates: nil),
          to: .reservations(hotel: 42, dates: 10...14))
      ])
    #expect(nav == (try backAtReservations(dates: 10...14)))
  }

  @Test("a backdrop tap before choosing dismisses with no range, and reservations keep theirs")
  func dismissedWithoutChoosing() throws {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePicker))

    let closed = nav.checkedSend(.tapBackdrop(4))

    #expect(
      closed == [.dismissed(RouteEntry(4, .dateDialog(nil)), reason: .backdropTap)])
    #expect(nav == (try backAtReservations(dates: nil)))
    #expect(nav.receivesInput(3, in: phone))
  }

  @Test("a second tap on the dates field while the dialog is up does not open a second one")
  func noSecondDialog() {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePicker))

    #expect(
      nav.sending(.present(.dateDialog(nil), as: datePicker)) == .refused(.alreadyPresented))
  }

  @Test("presented from inside a sheet, the dialog still rises above everything")
  func risesAboveASheetToo() {
    var nav = atReservations()
    nav.checkedSend(.present(.hotelDetail(7), as: halfSheet))

    nav.checkedSend(.present(.dateDialog(nil), as: datePicker))

    #expect(nav.topLevel == 2)
    #expect(nav.top == RouteEntry(5, .dateDialog(nil)))
    #expect(nav.lowestInteractiveLevel(in: phone) == 2)
  }
}

// MARK: - The dialog's own Cancel and Done

extension DateRangeDialogTests {
  /// What the host does when the user taps one of the dialog's buttons: sends the tap, and
  /// writes the dialog's range into the reservation only when Done closed it.
  private func tap(_ button: String, in nav: inout Navigator<Travel>) -> Navigator<Travel>.Events {
    let closed = nav.checkedSend(.tapButton(button, in: 4))
    if case .dismissed(_, .button("done")) = closed.first {
      nav.checkedSend(.update(3, to: .reservations(hotel: 42, dates: range(in: closed))))
    }
    return closed
  }

  @Test("Done closes the dialog reporting done, and the chosen range flows back")
  func doneKeepsTheRange() throws {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePickerWithButtons))
    nav.checkedSend(.update(4, to: .dateDialog(3...5)))

    let closed = tap("done", in: &nav)

    #expect(
      closed == [.dismissed(RouteEntry(4, .dateDialog(3...5)), reason: .button("done"))])
    #expect(nav == (try backAtReservations(dates: 3...5)))
  }

  @Test("Cancel closes the dialog reporting cancel, and the reservation keeps its dates")
  func cancelDropsTheRange() throws {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePickerWithButtons))
    nav.checkedSend(.update(4, to: .dateDialog(3...5)))

    let closed = tap("cancel", in: &nav)

    #expect(
      closed == [
        .dismissed(RouteEntry(4, .dateDialog(3...5)), reason: .button("cancel"))
      ])
    #expect(nav == (try backAtReservations(dates: nil)))
  }

  @Test("the dialog offers only its own buttons, and still closes on a backdrop tap")
  func onlyItsOwnButtons() throws {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePickerWithButtons))
    let before = nav

    let refused = nav.send(.tapButton("ok", in: 4))
    let buttons = nav.topLayer?.presentation.buttons.map(\.id)
    let tapped = nav.checkedSend(.tapBackdrop(4))

    #expect(refused == [.rejected(.tapButton("ok", in: 4), reason: .unknownButton)])
    #expect(buttons == ["cancel", "done"])
    #expect(
      tapped == [.dismissed(RouteEntry(4, .dateDialog(nil)), reason: .backdropTap)])
    #expect(before.topLayer?.presentation == datePickerWithButtons)
  }

  @Test("a Done from a screen beneath the dialog cannot reach it: the screen takes no input")
  func screenBeneathCannotReachTheDialog() {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), as: datePickerWithButtons))

    #expect(nav.sending(.tapButton("done", in: 4), from: 3) == .refused(.inputBlocked))
  }
}
