// Seed 003: a half sheet with medium and large detents, a grabber and an "on end" swipe.
// Run: swift run modalkit-demo half-sheet [--size WxH]

import ModalKit

/// The screens of seed 003's app.
enum SheetScreen: Hashable, Sendable, CustomStringConvertible {
  case home
  case halfSheet

  var description: String {
    switch self {
    case .home: "home"
    case .halfSheet: "halfSheet"
    }
  }
}

/// Seed 003: presenting twice is rejected, and the swipe away is the one `interactive` dismissal.
func playHalfSheet(size: FrameSize) {
  var play = Player(
    "half-sheet (seed 003): medium and large detents with a grabber; undimmed at "
      + "medium, dimmed at large; a second present is rejected; a swipe ends it.",
    root: SheetScreen.home, size: size)

  let halfSheet = Presentation.sheet(
    detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
  play.send(.present(.halfSheet, halfSheet))
  play.send(.present(.halfSheet, halfSheet))
  play.send(.selectDetent(.large, of: play.topLayer))
  play.send(.selectDetent(.fraction(0.3), of: play.topLayer))
  play.send(.selectDetent(.medium, of: play.topLayer))
  play.send(.dismissInteractively(play.topLayer))
}
