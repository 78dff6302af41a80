import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit
import Testing

/// The UIKit host's smaller parts: the screen context it hands out, and how its values print.
@MainActor
@Suite("The UIKit host's parts: screens' sends, and the values as they print")
struct UIKitHostPartsTests {
  // MARK: - Screens

  @Test("a screen sends from its own entry: beneath a cover that lets input through, its stack")
  func screenSendsFromItsEntry() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.player))
    rig.uiKit.finish()
    let window = UIKitScreen(entry: rig.store.navigator.stack.root, loop: rig.host.loop)
    let cover = UIKitScreen(entry: rig.store.navigator.layers[0].entry, loop: rig.host.loop)

    let fromWindow = window.send(.push(.thread(1)))
    rig.uiKit.finish()
    cover.send(.push(.thread(2)))
    rig.uiKit.finish()

    #expect(window.entry.id == 0)
    #expect(fromWindow.contains { if case .pushed = $0 { true } else { false } })
    #expect(
      rig.store.navigator.description
        == "[inbox#0, thread(1)#2] > fullScreenCover [player#1, thread(2)#3]")
    #expect(rig.converged)
  }

  @Test("a screen beneath a sheet that blocks input sends nothing: the navigator refuses it")
  func screenBeneathASheet() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.account))
    rig.uiKit.finish()
    let window = UIKitScreen(entry: rig.store.navigator.stack.root, loop: rig.host.loop)

    let events = window.send(.push(.thread(1)))

    #expect(events.isRejected)
    #expect(rig.store.navigator.description == "[inbox#0] > sheet [account#1]")
    #expect(rig.converged)
  }

  @Test("the host's store is its loop's, the one it was made with")
  func hostStore() {
    let rig = Rig(root: Mail.inbox)

    #expect(rig.host.store === rig.store)
    #expect(rig.host.store === rig.host.loop.store)
  }

  // MARK: - As they print

  @Test(
    "systems print as Apple names them",
    arguments: [(UIKitSystem.iOS(15), "iOS 15"), (.iOS(18), "iOS 18"), (.tvOS(17), "tvOS 17")])
  func systemDescription(system: UIKitSystem, text: String) {
    #expect(system.description == text)
  }

  @Test("the system detents go by UIKit's own identifiers")
  func systemDetentIdentifiers() {
    #expect(UIKitDetent.medium.identifier == "medium")
    #expect(UIKitDetent.large.identifier == "large")
  }

  @Test("a sheet prints its detents, selection, grabber and largest undimmed detent")
  func sheetDescription() {
    let sheet = SheetConfiguration(
      detents: [.medium, .large], selection: .large, largestUndimmedDetent: .medium)

    let drawing = UIKitSheet(sheet, system: .iOS(16), in: .iPhone)

    #expect(drawing.description == "medium, large; at large; undimmed up to medium")
  }

  @Test(
    "a detent change to no selection prints as nil, UIKit's smallest detent (platform fact 6.3)")
  func detentChangedDescription() {
    let cleared = UIKitSignal<Mail>.detentChanged(nil, of: 1)
    let medium = UIKitSignal<Mail>.detentChanged(.medium, of: 1)

    #expect(cleared.description == "detentChanged nil of #1")
    #expect(medium.description == "detentChanged medium of #1")
  }
}
