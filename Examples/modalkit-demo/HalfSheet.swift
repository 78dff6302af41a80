// A half sheet with medium and large detents, a grabber, the screen beneath live at medium,
// and a swipe that ends it.
// Run: swift run modalkit-demo half-sheet [--size WxH]

import ModalKit

/// The screens of an app with a half sheet over its home screen.
enum SheetScreen: Hashable, Sendable, CustomStringConvertible {
  case home
  case halfSheet
  case detail(Int)

  var description: String {
    switch self {
    case .home: "home"
    case .halfSheet: "halfSheet"
    case .detail(let number): "detail(\(number))"
    }
  }
}

/// Presenting twice is rejected; the screen beneath takes taps while the sheet rests at medium
/// (`send(_:from:)` pushes on its own stack) and not at large; the swipe away is the one
/// `interactive` dismissal.
@discardableResult
func playHalfSheet(size: FrameSize?) -> Recording {
  var play = Player(
    "half-sheet: medium and large detents with a grabber; a second present is "
      + "rejected; at medium the home screen beneath still takes taps, at large it is "
      + "dimmed; a swipe ends it.",
    root: SheetScreen.home, size: size)

  let halfSheet = Presentation.sheet(
    detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
  play.send(.present(.halfSheet, as: halfSheet))
  play.send(.present(.halfSheet, as: halfSheet))
  play.send(.push(.detail(1)), from: play.navigator.stack.top.id)
  play.send(.selectDetent(.large, of: play.topLayer))
  play.send(.push(.detail(2)), from: play.navigator.stack.top.id)
  play.send(.selectDetent(.fraction(0.3), of: play.topLayer))
  play.send(.selectDetent(.medium, of: play.topLayer))
  play.send(.dismissInteractively(play.topLayer))
  return play.recording
}
