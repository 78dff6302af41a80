// Interactive mode: press keys to push, unwind, present in each style, dismiss; see it redraw.
// Run in a terminal: swift run modalkit-demo --interactive [--size WxH]

import ModalKit
import ModalKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The screens the interactive mode makes up as keys are pressed, numbered as they come.
enum Place: Hashable, Sendable, CustomStringConvertible {
  case home
  case screen(Int)
  case sheet(Int)
  case cover(Int)
  case overlay(Int)
  case alert(Int)
  case dialog(Int)

  var description: String {
    switch self {
    case .home: "home"
    case .screen(let number): "screen(\(number))"
    case .sheet(let number): "sheet(\(number))"
    case .cover(let number): "cover(\(number))"
    case .overlay(let number): "overlay(\(number))"
    case .alert(let number): "alert(\(number))"
    case .dialog(let number): "dialog(\(number))"
    }
  }
}

/// A navigator driven by the keyboard, redrawn after every key.
struct Interactive {
  let size: FrameSize
  private var navigator = Navigator(root: Place.home)
  private var counter = 0
  private var overlaySize = 2  // index into ModalSize.named: half
  private var title = "start: Navigator(root: home); press a key"
  private var events: Navigator<Place>.Events = []

  init(size: FrameSize) {
    self.size = size
  }

  static let help = [
    "p push  u unwind  h home  r reset  q quit",
    "s sheet  c cover  t/m/b overlay top/center/bottom",
    "z overlay size  d dialog  a alert  e next detent",
    "x dismiss  X dismiss all  w swipe  k tap backdrop",
    "l close the visible screen  1-9 tap that button",
  ]

  /// Reads keys until `q`, Ctrl-C or the end of input, then restores the terminal.
  mutating func run() {
    let terminal = Terminal()
    defer {
      terminal.restore()
      print()
    }
    draw()
    while let key = terminal.nextKey(), !["q", "\u{03}", "\u{04}"].contains(key) {
      guard let action = action(for: key) else {
        if key == "z" {
          overlaySize = (overlaySize + 1) % ModalSize.named.count
          title = "next overlay size: \(ModalSize.named[overlaySize])"
          events = []
          draw()
        }
        continue
      }
      events = navigator.send(action)
      title = action.description
      draw()
    }
  }

  /// The action a key stands for, or `nil` for a key that sends nothing.
  private mutating func action(for key: Character) -> Navigator<Place>.Action? {
    let layer = navigator.topLayer?.id ?? navigator.top.id
    switch key {
    case "p": return .push(.screen(next()))
    case "u": return .unwind
    case "h": return .home
    case "r": return .reset(.home)
    case "s":
      let sheet = Presentation.sheet(
        detents: [.fraction(0.25), .medium, .large], selection: .medium, showsGrabber: true)
      return .present(.sheet(next()), as: sheet)
    case "c": return .present(.cover(next()), as: .fullScreenCover)
    case "t": return .present(.overlay(next()), as: .overlay(.top, ModalSize.named[overlaySize]))
    case "m":
      // A custom dialog in the centre, closed by its own buttons (1 and 2).
      let dialog = Presentation.overlay(
        .center, ModalSize.named[overlaySize], buttons: [.cancel, ModalButton("Done", id: "done")])
      return .present(.overlay(next()), as: dialog)
    case "b":
      return .present(.overlay(next()), as: .overlay(.bottom, ModalSize.named[overlaySize]))
    case "d":
      let buttons = [ModalButton("Copy link"), ModalButton("Mail"), .cancel]
      return .present(
        .dialog(next()), as: .confirmationDialog("Share this screen", buttons: buttons))
    case "a":
      let delete = ModalButton("Delete", role: .destructive)
      let alert = Presentation.alert(
        "Delete it?", message: "This cannot be undone.", buttons: [delete, .cancel])
      return .present(.alert(next()), as: alert)
    case "e":
      guard let sheet = navigator.topLayer?.presentation.sheet,
        let index = sheet.detents.firstIndex(of: sheet.selection)
      else { return .selectDetent(.large, of: layer) }
      return .selectDetent(sheet.detents[(index + 1) % sheet.detents.count], of: layer)
    case "x": return .dismiss
    case "X": return .dismissAll
    case "w": return .dismissInteractively(layer)
    case "k": return .tapBackdrop(layer)
    case "l": return .close(navigator.top.id)
    case "1"..."9":
      let buttons = navigator.topLayer?.presentation.buttons ?? []
      let number = Int(String(key)) ?? 1
      let id = number <= buttons.count ? buttons[number - 1].id : "button \(number)"
      return .tapButton(id, in: layer)
    default: return nil
    }
  }

  private mutating func next() -> Int {
    counter += 1
    return counter
  }

  private func draw() {
    let frame = TextFrame(
      navigator, title: title, events: events, width: size.width, height: size.height)
    var screen = "\u{1B}[H\u{1B}[2J\(frame)"
    for line in Self.help.flatMap({ TextFrame.wrap($0, width: size.width, indent: 2) }) {
      screen += "\n" + line + String(repeating: " ", count: max(0, size.width - line.count))
    }
    print(screen, terminator: "\n")
    fflush(nil)
  }
}
