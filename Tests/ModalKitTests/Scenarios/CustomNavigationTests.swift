// An app with its own navigation stack (advance / unwind / home) and one modal slot: overlays at
// top, center and bottom in four sizes, and an image picker shown modally that hides itself.
import ModalKit
import Testing

/// The screens of the image-picker app.
private enum PickerApp: Hashable, Sendable, CustomStringConvertible {
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

/// The app launches the picker full size at the bottom.
private let pickerPresentation = Presentation.overlay(.bottom, .full)

@Suite("An app with its own navigation stack, a modal slot and an image picker")
struct CustomNavigationTests {
  @Test("advance, unwind and home walk the custom navigation stack")
  func advanceUnwindHome() throws {
    var nav = Navigator(root: PickerApp.home)

    let advanced = nav.checkedSend(.push(.next))
    let deeper = nav.checkedSend(.push(.library(image: nil)))
    let unwound = nav.checkedSend(.unwind)
    nav.checkedSend(.push(.library(image: nil)))
    let home = nav.checkedSend(.home)

    let next = RouteEntry(1, PickerApp.next)
    let expected = try Navigator([0: PickerApp.home], nextID: 4)
    #expect(advanced == [.pushed(next)])
    #expect(deeper == [.pushed(RouteEntry(2, .library(image: nil)))])
    #expect(unwound == [.popped(RouteEntry(2, .library(image: nil)))])
    #expect(home == [.popped(RouteEntry(3, .library(image: nil))), .popped(next)])
    #expect(nav == expected)
  }

  @Test("unwind at the first screen is refused instead of silently doing nothing")
  func unwindAtFirstScreen() {
    let nav = Navigator(root: PickerApp.home)

    #expect(nav.sending(.unwind) == .refused(.alreadyAtRoot))
  }

  @Test("home also takes the modal down, which the app's own home left up")
  func homeTakesModalDown() throws {
    var nav = Navigator(root: PickerApp.home)
    nav.checkedSend(.push(.next))
    nav.checkedSend(.present(.simpleModal, as: .overlay(.center, .half)))

    let events = nav.checkedSend(.home)

    let expected = try Navigator([0: PickerApp.home], nextID: 3)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .simpleModal), reason: .programmatic),
        .popped(RouteEntry(1, .next)),
      ])
    #expect(nav == expected)
  }

  @Test(
    "a modal shows at top, center and bottom in each size, framed like sizeToHeight",
    arguments: ModalPositioning.allCases, ModalSize.named)
  func modalAtEachPositionAndSize(positioning: ModalPositioning, size: ModalSize) throws {
    var nav = Navigator(root: PickerApp.home)
    nav.checkedSend(.push(.next))
    let presentation = Presentation.overlay(positioning, size)

    let shown = nav.checkedSend(.present(.simpleModal, as: presentation))
    let frame = phone.overlayFrame(at: positioning, size: size)
    let hidden = nav.checkedSend(.dismiss)

    let safe = phone.safeRect
    let appHeight = size.factor * safe.height - (size == .full ? 80 : 0)
    let expectedY =
      switch positioning {
      case .top: safe.y
      case .center: safe.y + (safe.height - appHeight) / 2
      case .bottom: safe.maxY - appHeight
      }
    let modal = RouteEntry(2, PickerApp.simpleModal)
    let expected = try Navigator(
      [0: PickerApp.home, 1: .next],
      nextID: 3)
    #expect(shown == [.presented(modal, presentation)])
    #expect(frame == LayoutRect(x: safe.x, y: expectedY, width: safe.width, height: appHeight))
    #expect(hidden == [.dismissed(modal, reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("the view underneath a modal receives no input, whatever the position; it does again after")
  func underneathReceivesNoInput() {
    var nav = Navigator(root: PickerApp.home)
    nav.checkedSend(.push(.next))
    var underneath: [Bool] = []

    for positioning in ModalPositioning.allCases {
      nav.checkedSend(.present(.simpleModal, as: .overlay(positioning, .quarter)))
      underneath.append(nav.receivesInput(1, in: phone))
      #expect(nav.receivesInput(nav.top.id, in: phone))
      nav.checkedSend(.dismiss)
    }

    #expect(underneath == [false, false, false])
    #expect(nav.receivesInput(1, in: phone))
  }

  @Test("the image picker hides itself on pick, and the library shows the picked image")
  func pickerHidesOnPick() throws {
    var nav = Navigator(root: PickerApp.library(image: nil))
    nav.checkedSend(.present(.imagePicker(picked: nil), as: pickerPresentation))

    let picked = nav.checkedSend(.update(1, to: .imagePicker(picked: "beach.jpg")))
    let hidden = nav.checkedSend(.dismissLayer(1))
    var image: String?
    if case .dismissed(let entry, _) = hidden.first, case .imagePicker(let chosen) = entry.route {
      image = chosen
    }
    let shown = nav.checkedSend(.update(0, to: .library(image: image)))

    let expected = try Navigator(
      [0: PickerApp.library(image: "beach.jpg")],
      nextID: 2)
    #expect(
      picked == [
        .updated(1, from: .imagePicker(picked: nil), to: .imagePicker(picked: "beach.jpg"))
      ])
    #expect(
      hidden == [
        .dismissed(
          RouteEntry(1, .imagePicker(picked: "beach.jpg")), reason: .programmatic)
      ])
    #expect(shown == [.updated(0, from: .library(image: nil), to: .library(image: "beach.jpg"))])
    #expect(nav == expected)
  }

  @Test("the image picker hides itself on cancel, and the library keeps what it showed")
  func pickerHidesOnCancel() throws {
    var nav = Navigator(root: PickerApp.library(image: "old.jpg"))
    nav.checkedSend(.present(.imagePicker(picked: nil), as: pickerPresentation))

    let hidden = nav.checkedSend(.dismissLayer(1))

    let expected = try Navigator(
      [0: PickerApp.library(image: "old.jpg")],
      nextID: 2)
    #expect(
      hidden == [
        .dismissed(RouteEntry(1, .imagePicker(picked: nil)), reason: .programmatic)
      ])
    #expect(nav == expected)
  }

  @Test("while the picker is up, the library beneath it takes no taps")
  func libraryBlockedByPicker() {
    var nav = Navigator(root: PickerApp.library(image: nil))
    nav.checkedSend(.present(.imagePicker(picked: nil), as: pickerPresentation))

    let tap = nav.rejection(of: .present(.simpleModal, as: .overlay(.top, .half)), from: 0)

    #expect(!nav.receivesInput(0, in: phone))
    #expect(nav.receivesInput(1, in: phone))
    #expect(nav.lowestInteractiveLevel(in: phone) == 1)
    #expect(tap == .inputBlocked)
    #expect(
      phone.overlayFrame(at: .bottom, size: .full)
        == LayoutRect(x: 10, y: 120, width: 380, height: 760))
  }
}
