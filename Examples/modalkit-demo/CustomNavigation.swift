// Seed 000: a custom navigation stack (advance, unwind, home) with overlays at top/center/bottom.
// Run: swift run modalkit-demo custom-navigation [--size WxH]

import ModalKit

/// The screens of seed 000's app.
enum NavigationScreen: Hashable, Sendable, CustomStringConvertible {
  case home
  case next
  case library
  case simpleModal
  case imagePicker

  var description: String {
    switch self {
    case .home: "home"
    case .next: "next"
    case .library: "library"
    case .simpleModal: "simpleModal"
    case .imagePicker: "imagePicker"
    }
  }
}

/// Seed 000: the overlay blocks the screen beneath it, and `home` takes the modal down too.
func playCustomNavigation(size: FrameSize) {
  var play = Player(
    "custom-navigation (seed 000): a stack with advance / unwind / home and "
      + "overlays at top, center and bottom in their sizes; the screen beneath is blocked.",
    root: NavigationScreen.home, size: size)

  play.send(.push(.next))
  play.send(.present(.simpleModal, .overlay(.top, .half)))
  play.send(.dismiss)
  play.send(.present(.simpleModal, .overlay(.center, .half)))
  play.send(.tapBackdrop(play.topLayer))
  play.send(.push(.library))
  play.send(.present(.imagePicker, .overlay(.bottom, .full)))
  play.send(.home)
}
