import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

/// A loop whose host is only views: it draws the shown state and sends view signals, as the
/// SwiftUI adapter does.
@MainActor
func viewLoop(
  _ navigator: Navigator<Screen> = Navigator(root: .inbox), abilities: PlatformAbilities = .iOS17
)
  -> (NavigatorStore<Screen>, PresentationLoop<Screen>, CallLog)
{
  let store = NavigatorStore(navigator)
  let loop = PresentationLoop(store, abilities: abilities)
  loop.start()
  return (store, loop, CallLog())
}

@MainActor
@Suite("View signals: what a SwiftUI host's views say, as acknowledgements and reports")
struct ViewSignalTests {
  @Test("a sheet's content appearing acknowledges its presentation")
  func contentAppearing() {
    let (store, loop, _) = viewLoop()
    store.send(.present(.settings))
    #expect(loop.driver.phase(of: 1) == .presenting)

    loop.receive(.layerAppeared(1, .viewLifecycle))

    #expect(loop.driver.phase(of: 1) == .presented)
    #expect(loop.isSettled)
  }

  @Test("the binding cleared while the driver dismisses is an echo; onDismiss acknowledges")
  func bindingEchoIsIgnored() {
    let (store, loop, calls) = viewLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .viewLifecycle))
    store.send(.dismiss)

    loop.receive(.bindingCleared(1))
    let afterEcho = loop.driver.phase(of: 1)
    loop.receive(.layerGone(1, .transitionEnded))

    #expect(afterEcho == .dismissing(.programmatic))
    #expect(loop.driver.phase(of: 1) == nil)
    #expect(calls.lines == ["settings: dismissed(programmatic)"])
    #expect(loop.isSettled)
  }

  @Test("the binding cleared on a sheet that is up is the user's swipe: one interactive callback")
  func bindingClearedBySwipe() {
    let (store, loop, calls) = viewLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .viewLifecycle))

    loop.receive(.bindingCleared(1))
    loop.receive(.dismissEnded(level: 1))  // onDismiss follows the write: nothing more to do

    #expect(calls.lines == ["settings: dismissed(interactive)"])
    #expect(store.navigator.layers.isEmpty)
    #expect(loop.isSettled)
  }

  @Test("a layer's onDismiss never acknowledges a layer that is coming up at its level")
  func onDismissOfAnotherLayer() {
    let (store, loop, _) = viewLoop()
    store.send(.present(.settings))

    loop.receive(.layerGone(1, .transitionEnded))

    #expect(loop.driver.phase(of: 1) == .presenting)
    #expect(store.navigator.topLayer?.id == 1)
  }

  @Test("the step's new top appearing acknowledges a path; another screen's appearing does not")
  func screenAppearing() {
    let (store, loop, _) = viewLoop()
    store.send(.push(.thread(1)))
    store.send(.push(.thread(2)))  // waits: the first push is under way

    loop.receive(.screenAppeared(0, level: 0, .viewLifecycle))
    let afterRoot = loop.driver.step
    loop.receive(.screenAppeared(1, level: 0, .viewLifecycle))
    let afterFirst = loop.driver.step
    loop.receive(.screenAppeared(2, level: 0, .viewLifecycle))

    #expect(afterRoot?.description == "set level 0 to [inbox#0, thread(1)#1]")
    #expect(afterFirst?.description == "set level 0 to [inbox#0, thread(1)#1, thread(2)#2]")
    #expect(loop.isSettled)
  }

  @Test("a shorter path written by the back button unwinds the store from that stack's top")
  func backButton() {
    let (store, loop, calls) = viewLoop()
    store.push(.thread(1), onPop: calls.callback("thread(1)"))
    store.push(.thread(2), onPop: calls.callback("thread(2)"))
    loop.receive(.screenAppeared(1, level: 0, .viewLifecycle))
    loop.receive(.screenAppeared(2, level: 0, .viewLifecycle))

    loop.receive(.pathWritten([], level: 0, presentedTop: 2))

    #expect(calls.lines == ["thread(2): popped", "thread(1): popped"])
    #expect(store.navigator.description == "[inbox#0]")
    #expect(loop.isSettled)
  }

  @Test("the path the driver gave, written back, is an echo")
  func pathEcho() {
    let (store, loop, _) = viewLoop()
    store.send(.push(.thread(1)))
    loop.receive(.screenAppeared(1, level: 0, .viewLifecycle))
    let before = store.log.count

    loop.receive(.pathWritten(store.navigator.stack.path.map(\.id), level: 0, presentedTop: 1))

    #expect(store.log.count == before)
  }

  @Test("a detent the user drags to goes to the store; the driver's own detent is an echo")
  func detents() {
    let (store, loop, _) = viewLoop()
    store.send(.present(.settings))
    loop.receive(.layerAppeared(1, .viewLifecycle))

    loop.receive(.detentWritten(.medium, of: 1))
    let echoed = store.log.count
    loop.receive(.detentWritten(.large, of: 1))

    #expect(store.navigator.topLayer?.presentation.sheet?.selection == .large)
    #expect(store.log.count == echoed + 1)
    #expect(loop.isSettled)
  }

  @Test("a detent drawn acknowledges the step that selects it, and no other")
  func detentDrawn() {
    let (store, loop, _) = viewLoop()
    store.send(.present(.settings))
    loop.receive(.layerAppeared(1, .viewLifecycle))
    store.send(.selectDetent(.large, of: 1))

    loop.receive(.detentDrawn(.medium, of: 1))
    let afterOther = loop.driver.step
    loop.receive(.detentDrawn(.large, of: 1))

    #expect(afterOther?.description == "select large on #1")
    #expect(loop.isSettled)
  }

  @Test("an alert drawn acknowledges its presentation, and drawn again while going, its dismissal")
  func dialogDrawn() {
    let (store, loop, calls) = viewLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("confirm"))

    loop.receive(.layerAppeared(1, .viewLifecycle))
    let up = loop.driver.phase(of: 1)
    loop.receive(.buttonTapped("delete", in: 1))
    loop.receive(.bindingCleared(1))  // the system's write: an echo
    loop.receive(.layerGone(1, .viewLifecycle))

    #expect(up == .presented)
    #expect(calls.lines == ["confirm: dismissed(button(delete))"])
    #expect(loop.isSettled)
  }
}
