// Seed 000: a custom navigation stack (advance / unwind / home) with one modal slot, overlays at
// top, center and bottom in four sizes, and an image picker shown modally that hides itself.
import ModalKit
import Testing

/// The screens of seed 000's sample app.
private enum Seed000: Hashable, Sendable, CustomStringConvertible {
  case home
  case next
  /// LibraryImage: shows the picked image, if any, and a button that launches the picker.
  case library(image: String?)
  /// SimpleModalView: "I am a modal" and a "Hide me" button.
  case simpleModal
  /// The wrapped UIImagePickerController; its route carries the image it picked.
  case imagePicker(picked: String?)

  var description: String {
    switch self {
    case .home: "home"
    case .next: "next"
    case .library(let image): "library(\(image ?? "-"))"
    case .simpleModal: "simpleModal"
    case .imagePicker(let picked): "imagePicker(\(picked ?? "-"))"
    }
  }
}

/// The seed launches the picker full size at the bottom.
private let pickerPresentation = Presentation.overlay(.bottom, .full)

@Suite("Seed 000: custom navigation with a modal slot and an image picker")
struct Seed000ImagePickerTests {
  @Test("advance, unwind and home walk the custom navigation stack")
  func advanceUnwindHome() {
    var nav = Navigator(root: Seed000.home)

    let advanced = nav.checkedSend(.push(.next))
    let deeper = nav.checkedSend(.push(.library(image: nil)))
    let library = nav.top
    let unwound = nav.checkedSend(.unwind)
    nav.checkedSend(.push(.library(image: nil)))
    let next = nav.stack[1]
    let libraryAgain = nav.top
    let home = nav.checkedSend(.home)

    #expect(advanced == [.pushed(next)])
    #expect(deeper == [.pushed(library)])
    #expect(unwound == [.popped(library)])
    #expect(home == [.popped(libraryAgain), .popped(next)])
    #expect(nav.outline == "[home#0] | next #4")
  }

  @Test("unwind at the first screen is refused instead of silently doing nothing")
  func unwindAtFirstScreen() {
    var nav = Navigator(root: Seed000.home)
    let before = nav

    let events = nav.send(.unwind)

    #expect(events == [.rejected(.unwind, reason: .alreadyAtRoot)])
    #expect(nav == before)
  }

  @Test("home also takes the modal down, which the seed's home left up")
  func homeTakesModalDown() {
    var nav = Navigator(root: Seed000.home)
    nav.checkedSend(.push(.next))
    nav.checkedSend(.present(.simpleModal, .overlay(.center, .half)))
    let (next, modal) = (nav.stack[1], nav.top)

    let events = nav.checkedSend(.home)

    #expect(events == [.dismissed(modal, reason: .programmatic), .popped(next)])
    #expect(nav.outline == "[home#0] | next #3")
  }

  @Test(
    "a modal shows at top, center and bottom in each size, framed like sizeToHeight",
    arguments: ModalPositioning.allCases, ModalSize.named)
  func modalAtEachPositionAndSize(positioning: ModalPositioning, size: ModalSize) {
    var nav = Navigator(root: Seed000.home)
    nav.checkedSend(.push(.next))
    let presentation = Presentation.overlay(positioning, size)

    let shown = nav.checkedSend(.present(.simpleModal, presentation))
    let modal = nav.top
    let frame = phone.frame(for: positioning, size: size)
    let hidden = nav.checkedSend(.dismiss)

    let safe = phone.safeRect
    let seedHeight = size.factor * safe.height - (size == .full ? 80 : 0)
    let expectedY =
      switch positioning {
      case .top: safe.y
      case .center: safe.y + (safe.height - seedHeight) / 2
      case .bottom: safe.maxY - seedHeight
      }
    #expect(shown == [.presented(modal, presentation)])
    #expect(frame == LayoutRect(x: safe.x, y: expectedY, width: safe.width, height: seedHeight))
    #expect(hidden == [.dismissed(modal, reason: .programmatic)])
    #expect(nav.outline == "[home#0, next#1] | next #3")
  }

  @Test("the view underneath a modal receives no input, whatever the position; it does again after")
  func underneathReceivesNoInput() {
    var nav = Navigator(root: Seed000.home)
    nav.checkedSend(.push(.next))
    var underneath: [Bool] = []

    for positioning in ModalPositioning.allCases {
      nav.checkedSend(.present(.simpleModal, .overlay(positioning, .quarter)))
      underneath.append(nav.receivesInput(id(1), in: phone))
      #expect(nav.receivesInput(nav.top.id, in: phone))
      nav.checkedSend(.dismiss)
    }

    #expect(underneath == [false, false, false])
    #expect(nav.receivesInput(id(1), in: phone))
  }

  @Test("the image picker hides itself on pick, and the library shows the picked image")
  func pickerHidesOnPick() {
    var nav = Navigator(root: Seed000.library(image: nil))
    nav.checkedSend(.present(.imagePicker(picked: nil), pickerPresentation))
    let picker = nav.top.id

    let picked = nav.checkedSend(.update(picker, to: .imagePicker(picked: "beach.jpg")))
    let pickedEntry = nav.top
    let hidden = nav.checkedSend(.dismiss(picker))
    var image: String?
    if case .dismissed(let entry, _) = hidden.first, case .imagePicker(let chosen) = entry.route {
      image = chosen
    }
    let shown = nav.checkedSend(.update(id(0), to: .library(image: image)))

    #expect(
      picked == [
        .updated(picker, from: .imagePicker(picked: nil), to: .imagePicker(picked: "beach.jpg"))
      ])
    #expect(hidden == [.dismissed(pickedEntry, reason: .programmatic)])
    #expect(
      shown == [.updated(id(0), from: .library(image: nil), to: .library(image: "beach.jpg"))])
    #expect(nav.outline == "[library(beach.jpg)#0] | next #2")
  }

  @Test("the image picker hides itself on cancel, and the library keeps what it showed")
  func pickerHidesOnCancel() {
    var nav = Navigator(root: Seed000.library(image: "old.jpg"))
    nav.checkedSend(.present(.imagePicker(picked: nil), pickerPresentation))
    let picker = nav.top

    let hidden = nav.checkedSend(.dismiss(picker.id))

    #expect(hidden == [.dismissed(picker, reason: .programmatic)])
    #expect(nav.outline == "[library(old.jpg)#0] | next #2")
  }

  @Test("while the picker is up, the library beneath it takes no taps")
  func libraryBlockedByPicker() {
    var nav = Navigator(root: Seed000.library(image: nil))
    nav.checkedSend(.present(.imagePicker(picked: nil), pickerPresentation))

    #expect(!nav.receivesInput(id(0), in: phone))
    #expect(nav.receivesInput(id(1), in: phone))
    #expect(nav.lowestInteractiveLevel(in: phone) == 1)
    #expect(
      phone.frame(for: .bottom, size: .full) == LayoutRect(x: 10, y: 120, width: 380, height: 760))
  }
}
