// A custom navigation stack (advance, unwind, close, home) with overlays at top, center, bottom.
// Run: swift run modalkit-demo custom-navigation [--size WxH]

import ModalKit

/// The screens of an app with its own navigation stack and an image picker.
enum NavigationScreen: Hashable, Sendable, CustomStringConvertible {
  case home
  case next
  case library
  case album
  case simpleModal
  case imagePicker

  var description: String {
    switch self {
    case .home: "home"
    case .next: "next"
    case .library: "library"
    case .album: "album"
    case .simpleModal: "simpleModal"
    case .imagePicker: "imagePicker"
    }
  }
}

/// The overlay blocks the screen beneath it, closing a screen takes what is above it too, and
/// `home` takes the modal down.
@discardableResult
func playCustomNavigation(size: FrameSize?) -> Recording {
  var play = Player(
    "custom-navigation: a stack with advance, unwind, close and home, and overlays "
      + "at top, center and bottom in their sizes; the screen beneath is blocked.",
    root: NavigationScreen.home, size: size)

  play.send(.push(.next))
  play.send(.present(.simpleModal, as: .overlay(.top, .half)))
  play.send(.dismiss)
  play.send(.present(.simpleModal, as: .overlay(.center, .half)))
  play.send(.tapBackdrop(play.topLayer))
  play.send(.push(.library))
  let library = play.navigator.top.id
  play.send(.push(.album))
  play.send(.present(.imagePicker, as: .overlay(.bottom, .full)))
  play.send(.close(library))
  play.send(.home)
  return play.recording
}
