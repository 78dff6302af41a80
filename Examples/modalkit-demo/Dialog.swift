// A date-range dialog raised from deep in a flow, above everything, closed with its Done button.
// Run: swift run modalkit-demo dialog [--size WxH]

import ModalKit

/// The screens of a travel app.
enum TripScreen: Hashable, Sendable, CustomStringConvertible {
  case hotels
  case hotel(String)
  case reservations
  case dates(String)
  case book
  case cancelTrip

  var description: String {
    switch self {
    case .hotels: "hotels"
    case .hotel(let name): "hotel(\(name))"
    case .reservations: "reservations"
    case .dates(let range): "dates(\(range))"
    case .book: "book"
    case .cancelTrip: "cancelTrip"
    }
  }
}

/// The chosen dates flow back through `update`, and the dialog's Done button closes it; the
/// alert refuses a backdrop tap.
@discardableResult
func playDialog(size: FrameSize?) -> Recording {
  var play = Player(
    "dialog: a date-range dialog with Cancel and Done, raised from three screens "
      + "deep over a dimmed backdrop; then an alert and a confirmation dialog.",
    root: TripScreen.hotels, size: size)

  play.send(.push(.hotel("Bellevue")))
  play.send(.push(.reservations))
  let done = ModalButton("Done", id: "done")
  let dateRange = Presentation.overlay(.center, .threeQuarters, buttons: [.cancel, done])
  play.send(.present(.dates("any"), as: dateRange))
  play.send(.update(play.topLayer, to: .dates("12-15 Jul")))
  play.send(.tapButton("done", in: play.topLayer))

  let book = ModalButton("Book", id: "book")
  let alert = Presentation.alert(
    "Book Bellevue?", message: "12-15 Jul, 3 nights", buttons: [book, .cancel])
  play.send(.present(.book, as: alert))
  play.send(.tapBackdrop(play.topLayer))
  play.send(.tapButton("book", in: play.topLayer))

  let cancelTrip = ModalButton("Cancel trip", id: "cancelTrip", role: .destructive)
  let keep = ModalButton("Keep it", id: "keep", role: .cancel)
  let dialog = Presentation.confirmationDialog("Cancel the trip?", buttons: [cancelTrip, keep])
  play.send(.present(.cancelTrip, as: dialog))
  play.send(.tapButton("keep", in: play.topLayer))
  return play.recording
}
