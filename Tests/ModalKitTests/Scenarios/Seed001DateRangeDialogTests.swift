// Seed 001: one app-wide dialog, routed by an enum with associated values, drawn over everything
// (tab bar and navigation bar included) from four screens deep, dismissed by a backdrop tap, its
// chosen date range flowing back. Days are numbered so the test needs no Foundation.
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
  /// The seed's `DialogType.dateDialog(Binding<ClosedRange<Date>?>)`: the range lives in the
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

/// ContentView → hotel list → hotel detail → reservations: four screens deep.
private func atReservations() -> Navigator<Travel> {
  var nav = Navigator(root: Travel.tabs)
  nav.send(.push(.hotelList))
  nav.send(.push(.hotelDetail(42)))
  nav.send(.push(.reservations(hotel: 42, dates: nil)))
  return nav
}

@Suite("Seed 001: a date-range dialog over everything")
struct Seed001DateRangeDialogTests {
  @Test("presented four screens deep, the dialog rises above every screen and blocks them all")
  func risesAboveEverything() {
    var nav = atReservations()

    let events = nav.checkedSend(.present(.dateDialog(nil), datePicker))

    #expect(events == [.presented(nav.top, datePicker)])
    #expect(
      nav.outline
        == "[tabs#0, hotelList#1, hotelDetail(42)#2, reservations(42, -)#3] > overlay [dateDialog(-)#4]"
        + " | next #5")
    #expect(nav.lowestInteractiveLevel(in: phone) == 1)
    #expect(nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id) == [id(4)])
  }

  @Test("the chosen range is written into the dialog's route, then read back after a backdrop tap")
  func chosenRangeFlowsBack() {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), datePicker))
    let dialog = nav.top.id

    let chosen = nav.checkedSend(.update(dialog, to: .dateDialog(10...14)))
    let closed = nav.checkedSend(.tapBackdrop(dialog))
    var range: Days?
    if case .dismissed(let entry, .backdropTap) = closed.first,
      case .dateDialog(let days) = entry.route
    {
      range = days
    }
    let written = nav.checkedSend(.update(id(3), to: .reservations(hotel: 42, dates: range)))

    #expect(chosen == [.updated(dialog, from: .dateDialog(nil), to: .dateDialog(10...14))])
    #expect(closed.count == 1)
    #expect(range == 10...14)
    #expect(
      written
        == [
          .updated(
            id(3), from: .reservations(hotel: 42, dates: nil),
            to: .reservations(hotel: 42, dates: 10...14))
        ])
    #expect(
      nav.outline
        == "[tabs#0, hotelList#1, hotelDetail(42)#2, reservations(42, 10...14)#3] | next #5")
  }

  @Test("a backdrop tap before choosing dismisses with no range, and reservations keep theirs")
  func dismissedWithoutChoosing() {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), datePicker))
    let dialog = nav.top

    let closed = nav.checkedSend(.tapBackdrop(dialog.id))

    #expect(closed == [.dismissed(dialog, reason: .backdropTap)])
    #expect(
      nav.outline == "[tabs#0, hotelList#1, hotelDetail(42)#2, reservations(42, -)#3] | next #5")
    #expect(nav.receivesInput(id(3), in: phone))
  }

  @Test("a second tap on the dates field while the dialog is up does not open a second one")
  func noSecondDialog() {
    var nav = atReservations()
    nav.checkedSend(.present(.dateDialog(nil), datePicker))
    let before = nav

    let events = nav.send(.present(.dateDialog(nil), datePicker))

    #expect(
      events == [.rejected(.present(.dateDialog(nil), datePicker), reason: .alreadyPresented)])
    #expect(nav == before)
  }

  @Test("presented from inside a sheet, the dialog still rises above everything")
  func risesAboveASheetToo() {
    var nav = atReservations()
    nav.checkedSend(.present(.hotelDetail(7), halfSheet))

    nav.checkedSend(.present(.dateDialog(nil), datePicker))

    #expect(nav.topLevel == 2)
    #expect(nav.top.route == .dateDialog(nil))
    #expect(nav.lowestInteractiveLevel(in: phone) == 2)
  }
}
