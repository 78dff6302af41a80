import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

/// A loop read as a SwiftUI host with probes reads it (`.uiKitProbes`), on a manual clock.
@MainActor
func probedLoop(
  _ navigator: Navigator<Screen> = Navigator(root: .inbox), abilities: PlatformAbilities = .iOS16,
  sources: SignalSources = .uiKitProbes
) -> (NavigatorStore<Screen>, PresentationLoop<Screen>, CallLog, ManualLoopClock) {
  let store = NavigatorStore(navigator)
  let clock = ManualLoopClock()
  let loop = PresentationLoop(store, abilities: abilities, clock: clock)
  loop.takeViewSignals(from: sources)
  loop.start()
  return (store, loop, CallLog(), clock)
}

/// The orders in which SwiftUI may run a dialog button's action and write the dialog's binding.
enum DialogOrder: String, CaseIterable, CustomStringConvertible {
  case writeThenAction, actionThenWrite
  var description: String { rawValue }
}

/// A dialog of the fixture and one of its buttons.
struct DialogCase: CustomStringConvertible, Sendable {
  let route: Screen
  let presentation: Presentation
  let button: String
  var description: String { "\(presentation.styleName) \(button)" }
}

@MainActor
@Suite("Signal orders: what a SwiftUI host's signals mean, in every order they may come")
struct SignalOrderTests {
  // MARK: - A dialog's button against its binding

  nonisolated static let dialogs = [
    DialogCase(route: .confirm, presentation: shown(.confirm), button: "delete"),
    DialogCase(route: .confirm, presentation: shown(.confirm), button: "cancel"),
    DialogCase(route: .share, presentation: shown(.share), button: "Copy"),
    DialogCase(route: .share, presentation: shown(.share), button: "cancel"),
  ]

  @Test(
    "the tapped button wins over the binding write, whichever comes first",
    arguments: dialogs, DialogOrder.allCases)
  func buttonWins(dialog: DialogCase, order: DialogOrder) {
    let (store, loop, calls, _) = probedLoop()
    store.present(dialog.route, as: dialog.presentation, onDismiss: calls.callback("dialog"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    switch order {
    case .writeThenAction:
      loop.receive(.bindingCleared(1))
      loop.receive(.buttonTapped(dialog.button, in: 1))
    case .actionThenWrite:
      loop.receive(.buttonTapped(dialog.button, in: 1))
      loop.receive(.bindingCleared(1))
    }
    loop.receive(.turnEnded(1))
    loop.receive(.layerGone(1, .transitionEnded))

    #expect(calls.lines == ["dialog: dismissed(button(\(dialog.button)))"])
    #expect(store.navigator.layers.isEmpty)
    #expect(loop.isSettled)
  }

  @Test(
    "a dialog the system closed with no button: its cancel button, or what its style implies",
    arguments: [
      (shown(.confirm), "button(cancel)"),
      // interactive, which an alert's rules refuse: the state follows the screen as programmatic
      (Presentation.alert("Saved", buttons: [ModalButton("Done", id: "done")]), "programmatic"),
      (shown(.share), "button(cancel)"),
      (Presentation.confirmationDialog("Share", buttons: [ModalButton("Copy")]), "backdropTap"),
    ])
  func systemClose(presentation: Presentation, reason: String) {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: presentation, onDismiss: calls.callback("dialog"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.bindingCleared(1))
    let beforeTheTurnEnds = calls.lines
    loop.receive(.turnEnded(1))

    #expect(beforeTheTurnEnds == [])
    #expect(calls.lines == ["dialog: dismissed(\(reason))"])
  }

  @Test("a tap on a dialog whose presentation is not yet acknowledged proves it up and wins")
  func tapProvesPresence() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("confirm"))

    loop.receive(.buttonTapped("delete", in: 1))

    #expect(calls.lines == ["confirm: dismissed(button(delete))"])
    #expect(loop.driver.phase(of: 1) == .dismissing(.button("delete")))
  }

  // MARK: - Late writes

  @Test("a late write and a late turn of a closed dialog never touch the next one at its level")
  func lateDialogWrite() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("first"))
    loop.receive(.layerAppeared(1, .transitionEnded))
    loop.receive(.buttonTapped("delete", in: 1))
    loop.receive(.layerGone(1, .transitionEnded))
    store.present(.share, as: shown(.share), onDismiss: calls.callback("second"))
    loop.receive(.layerAppeared(2, .transitionEnded))

    loop.receive(.bindingCleared(1))
    loop.receive(.turnEnded(1))

    #expect(calls.lines == ["first: dismissed(button(delete))"])
    #expect(store.navigator.topLayer?.id == 2)
    #expect(loop.driver.phase(of: 2) == .presented)
  }

  @Test("a late nil written by a sheet's binding never dismisses the sheet now at its level")
  func lateSheetWrite() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .transitionEnded))
    store.send(.dismiss)
    loop.receive(.layerGone(1, .transitionEnded))
    store.present(.profile, as: shown(.profile), onDismiss: calls.callback("profile"))
    loop.receive(.layerAppeared(2, .transitionEnded))

    loop.receive(.bindingCleared(1))

    #expect(calls.lines == ["settings: dismissed(programmatic)"])
    #expect(loop.driver.phase(of: 2) == .presented)
    #expect(loop.isSettled)
  }

  @Test("a path written by a binding that presented another top is ignored")
  func latePathWrite() {
    let (store, loop, _, _) = probedLoop()
    store.send(.push(.thread(1)))
    loop.receive(.screenAppeared(1, level: 0, .transitionEnded))
    store.send(.push(.thread(2)))
    loop.receive(.screenAppeared(2, level: 0, .transitionEnded))

    loop.receive(.pathWritten([], level: 0, presentedTop: 1))

    #expect(store.navigator.description == "[inbox#0, thread(1)#1, thread(2)#2]")
  }

  // MARK: - Which signals acknowledge

  @Test(
    "with probes, onAppear does not end a presentation; the probe's viewDidAppear does",
    arguments: [
      (SignalSources.uiKitProbes, SignalEvidence.viewLifecycle, LayerPhase.presenting),
      (.uiKitProbes, .transitionEnded, .presented),
      (.viewLifecycle, .viewLifecycle, .presented),
    ])
  func evidence(sources: SignalSources, evidence: SignalEvidence, phase: LayerPhase) {
    let (store, loop, _, _) = probedLoop(sources: sources)
    store.send(.present(.settings))

    loop.receive(.layerAppeared(1, evidence))

    #expect(loop.driver.phase(of: 1) == phase)
  }

  @Test("an overlay is drawn by the host itself: its onAppear ends its presentation")
  func overlayLifecycle() {
    let (store, loop, _, _) = probedLoop()
    store.send(.present(.picker))

    loop.receive(.layerAppeared(1, .viewLifecycle))

    #expect(loop.driver.phase(of: 1) == .presented)
  }

  @Test("a pop ends when the popped top's probe goes, even if the revealed screen never appears")
  func popEndsWithTheTopGoing() {
    let (store, loop, _, _) = probedLoop()
    store.send(.push(.thread(1)))
    loop.receive(.screenAppeared(1, level: 0, .transitionEnded))
    store.send(.unwind)

    loop.receive(.screenGone(0, level: 0, .transitionEnded))  // not the leaving top
    let afterOther = loop.isSettled
    loop.receive(.screenGone(1, level: 0, .transitionEnded))

    #expect(!afterOther)
    #expect(loop.isSettled)
  }

  @Test("a screen covered by a push is not gone: its disappearance ends nothing")
  func coveredScreen() {
    let (store, loop, _, _) = probedLoop(sources: .viewLifecycle)
    store.send(.push(.thread(1)))

    loop.receive(.screenGone(0, level: 0, .viewLifecycle))

    #expect(!loop.isSettled)
  }

  @Test("the loop starts when the root's probe says it is in a window, or a deadline later")
  func startsInAWindow() {
    let store = NavigatorStore(root: Screen.inbox)
    let clock = ManualLoopClock()
    let loop = PresentationLoop(store, abilities: .iOS16, clock: clock)
    loop.takeViewSignals(from: .uiKitProbes)

    loop.receive(.hostAppeared(.viewLifecycle))
    let onAppear = loop.isRunning
    clock.advance(by: 3)
    let afterDeadline = loop.isRunning

    #expect(!onAppear)
    #expect(afterDeadline)
  }

  // MARK: - Steps never acknowledged

  @Test("a sheet whose probe stays silent is taken as up from its content, at the deadline")
  func silentProbe() {
    let (store, loop, _, clock) = probedLoop()
    store.send(.present(.settings))
    loop.receive(.layerAppeared(1, .viewLifecycle))

    clock.advance(by: 3)

    #expect(loop.driver.phase(of: 1) == .presented)
    #expect(loop.notices.contains { if case .missedDeadline = $0 { true } else { false } })
    #expect(loop.presentation(atLevel: 1)?.attempt == 1)
    #expect(loop.isSettled)
  }

  @Test("a dialog the platform dropped is asked for again, under a new identity")
  func droppedDialog() {
    let (store, loop, _, clock) = probedLoop()
    store.send(.present(.confirm))
    loop.receive(.layerAppeared(1, .viewLifecycle))  // task(id:) runs whether or not it is up

    clock.advance(by: 3)
    let again = loop.presentation(atLevel: 1)
    loop.receive(.layerAppeared(1, .transitionEnded))  // late, from the first attempt
    let afterLate = loop.isSettled
    loop.receive(.layerAppeared(PresentationID(layer: 1, attempt: 2), .transitionEnded))

    #expect(again?.attempt == 2)
    #expect(again?.id == PresentationID(layer: 1, attempt: 2))
    #expect(!afterLate)
    #expect(loop.isSettled)
  }

  // MARK: - The user's closes

  @Test(
    "a close the probe saw begin holds the next step and ends with the reason it showed",
    arguments: [(true, "interactive"), (false, "backdropTap")])
  func closes(interactive: Bool, reason: String) {
    let (store, loop, calls, _) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.layerClosing(1, interactive: interactive))
    store.send(.push(.account))
    let whileClosing = loop.driver.step
    loop.receive(.layerGone(1, .transitionEnded))
    // SwiftUI's write at the very end (platform fact 4.7): an echo
    loop.receive(.bindingCleared(1))

    #expect(whileClosing == nil)
    #expect(calls.lines == ["settings: dismissed(\(reason))"])
    #expect(store.navigator.description == "[inbox#0]")
  }

  @Test("a close cancelled halfway changes nothing, and the held step goes")
  func cancelledClose() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.layerClosing(1, interactive: true))
    store.send(.push(.account))
    loop.receive(.layerClosingCancelled(1))

    #expect(calls.lines == [])
    #expect(loop.driver.step?.description == "set level 1 to [settings#1, account#2]")
  }

  // MARK: - Layers held above a dialog

  @Test("a button tapped on a dialog with a held layer above wins; the held layer goes first")
  func heldLayerAndButton() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("confirm"))
    loop.receive(.layerAppeared(1, .transitionEnded))
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    let held = loop.driver.heldLayers.map(\.id)

    loop.receive(.bindingCleared(1))
    loop.receive(.buttonTapped("delete", in: 1))
    loop.receive(.turnEnded(1))
    loop.receive(.layerGone(1, .transitionEnded))

    #expect(held == [2])
    #expect(
      calls.lines == ["settings: dismissed(programmatic)", "confirm: dismissed(button(delete))"])
    #expect(loop.isSettled)
  }

  // MARK: - Exit, backdrop, input

  @Test(
    "Escape, Menu and VoiceOver's escape leave a layer as its buttons and rules allow",
    arguments: [
      (shown(.confirm), "tapButton(\"cancel\", in: #1)"),
      (shown(.settings), "dismissInteractively(#1)"),
      (Presentation.overlay(.bottom, .half), "tapBackdrop(#1)"),
      (.overlay(.bottom, .half, buttons: [.cancel]), "tapButton(\"cancel\", in: #1)"),
      (.fullScreenCover, "none"),
      (Presentation.alert("Saved", buttons: [ModalButton("Done", id: "done")]), "none"),
    ])
  func exitActions(presentation: Presentation, action: String) {
    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.present(.settings, as: presentation))
    let layer = ShownLayer(navigator.layers[0])

    #expect(layer.exitAction.map(\.description) ?? "none" == action)
  }

  @Test("a backdrop tap closes an overlay that allows it, and only that")
  func backdrop() {
    let blocking = Presentation.overlay(.center, .half).rules(
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false))
    let (store, loop, calls, _) = probedLoop()
    store.present(.picker, as: blocking, onDismiss: calls.callback("blocking"))
    loop.receive(.layerAppeared(1, .viewLifecycle))

    loop.receive(.backdropTapped(1))

    #expect(calls.lines == [])
    #expect(store.navigator.layers.count == 1)
  }

  @Test(
    "a level beneath a sheet is blocked by the platform; beneath an overlay, by the host",
    arguments: [
      (Presentation.sheet(), LevelInput.blockedByPresentation),
      (.overlay(.bottom, .half), .blockedByOverlay),
      (.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium), .interactive),
    ])
  func levelInput(presentation: Presentation, input: LevelInput) {
    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.present(.settings, as: presentation))
    let shown = ShownState(stack: navigator.stack, layers: [ShownLayer(navigator.layers[0])])

    #expect(shown.input(atLevel: 0) == input)
    #expect(shown.input(atLevel: 1) == .interactive)
  }

  @Test(
    "the link of a URL: a web link's path, a custom scheme's host and path",
    arguments: [
      ("https", "mail.example.com", "/inbox/thread:7", "/inbox/thread:7"),
      ("mail", "inbox", "/thread:7", "/inbox/thread:7"),
      ("mail", nil, "/inbox/thread:7", "/inbox/thread:7"),
      ("mail", "inbox", "", "/inbox"),
      ("mail", "", "", "/"),
      ("HTTP", "example.com", "/inbox/search:caf%C3%A9", "/inbox/search:caf%C3%A9"),
    ])
  func urlLinks(scheme: String, host: String?, path: String, link: String) {
    #expect(URLLink.link(scheme: scheme, host: host, percentEncodedPath: path) == link)
  }
}

@MainActor
@Suite("Opening a URL through the loop")
struct OpenURLTests {
  @Test("a custom-scheme URL opens its link; one that does not read changes nothing")
  func openURL() {
    let (store, loop, _, _) = probedLoop()

    let opened = loop.open(
      scheme: "mail", host: "inbox", percentEncodedPath: "/thread:7", as: screenLinks)
    let before = store.navigator
    let refused = loop.open(
      scheme: "mail", host: "nowhere", percentEncodedPath: "", as: screenLinks)

    #expect((try? opened.get())?.isRejected == false)
    #expect(store.navigator == before)
    #expect(before.description == "[inbox#0, thread(7)#1]")
    if case .success = refused { Issue.record("an unknown root was read") }
  }
}

@MainActor
@Suite("Signal orders: a presentation the platform let go of")
struct DroppedWriteTests {
  @Test("a write of a presentation not yet up is nobody's close: it is presented again")
  func writeBeforeUp() {
    let (store, loop, calls, clock) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .viewLifecycle))

    loop.receive(.bindingCleared(1))
    clock.advance(by: 3)

    #expect(calls.lines == [])
    #expect(store.navigator.topLayer?.id == 1)
    #expect(loop.presentation(atLevel: 1)?.attempt == 2)
  }
}
