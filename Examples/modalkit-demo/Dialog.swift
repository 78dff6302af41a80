// Seed 001: a dialog raised from deep in a flow, above everything, with a dimmed backdrop.
// Run: swift run modalkit-demo dialog [--size WxH]

import ModalKit

/// The screens of seed 001's travel app.
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

/// Seed 001: the chosen dates flow back through `update`, and the backdrop tap is a rule.
func playDialog(size: FrameSize) {
  var play = Player(
    "dialog (seed 001): a date dialog raised from three screens deep, over a "
      + "dimmed backdrop that dismisses on tap; then an alert and a confirmation dialog.",
    root: TripScreen.hotels, size: size)

  play.send(.push(.hotel("Bellevue")))
  play.send(.push(.reservations))
  play.send(.present(.dates("any"), .overlay(.center, .threeQuarters)))
  play.send(.update(play.topLayer, to: .dates("12-15 Jul")))
  play.send(.tapBackdrop(play.topLayer))

  let book = AlertButton("Book", id: "book")
  play.send(
    .present(
      .book, .alert("Book Bellevue?", message: "12-15 Jul, 3 nights", buttons: [book, .cancel])))
  play.send(.tapBackdrop(play.topLayer))
  play.send(.tapButton("book", in: play.topLayer))

  let cancelTrip = AlertButton("Cancel trip", id: "cancelTrip", role: .destructive)
  let keep = AlertButton("Keep it", id: "keep", role: .cancel)
  play.send(.present(.cancelTrip, .dialog("Cancel the trip?", buttons: [cancelTrip, keep])))
  play.send(.tapButton("keep", in: play.topLayer))
}
