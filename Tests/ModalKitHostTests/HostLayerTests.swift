import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

/// What a test's wake-ups did: which fired, and at what time on their clock.
@MainActor
final class WakeLog {
  private(set) var fired: [(label: String, at: Double)] = []

  func wake(_ label: String, on clock: some LoopClock) -> @MainActor () -> Void {
    { [unowned self] in fired.append((label, clock.now)) }
  }

  /// Waits, sleeping, until `label` has fired or `seconds` have passed: generous, as the wait
  /// is only a bound on a hang, never what the test checks.
  func wait(for label: String, atMost seconds: Double = 30) async throws {
    var waited = 0.0
    while waited < seconds, !fired.contains(where: { $0.label == label }) {
      try await Task.sleep(nanoseconds: 5_000_000)
      waited += 0.005
    }
  }
}

@MainActor
@Suite("The host layer: its clocks, and the signals and links the other suites leave out")
struct HostLayerTests {
  // MARK: - Clocks

  @Test("a manual clock shows the wake-up it waits to fire, the latest asked for, until it fires")
  func manualNextDeadline() {
    let clock = ManualLoopClock()
    let log = WakeLog()
    let before = clock.nextDeadline

    clock.wake(at: 3, log.wake("first", on: clock))
    let asked = clock.nextDeadline
    clock.wake(at: 5, log.wake("second", on: clock))
    let replaced = clock.nextDeadline
    clock.advance(by: 4)
    let early = clock.nextDeadline
    clock.advance(by: 1)

    #expect(before == nil)
    #expect(asked == 3)
    #expect(replaced == 5)
    #expect(early == 5)
    #expect(clock.nextDeadline == nil)
    #expect(log.fired.map(\.label) == ["second"])
  }

  @Test("a system clock's wake-up fires once, on the main actor, at or after its deadline")
  func systemClockFires() async throws {
    let clock = SystemLoopClock()
    let log = WakeLog()
    let deadline = clock.now + 0.02

    clock.wake(at: deadline, log.wake("wake", on: clock))
    try await log.wait(for: "wake")

    let fired = try #require(log.fired.first)
    #expect(log.fired.count == 1)
    #expect(fired.at >= deadline)
  }

  @Test("a system clock's later wake-up replaces one that has not fired")
  func systemClockReplaces() async throws {
    let clock = SystemLoopClock()
    let log = WakeLog()

    clock.wake(at: clock.now + 0.01, log.wake("replaced", on: clock))
    clock.wake(at: clock.now + 0.3, log.wake("latest", on: clock))
    // The timer set for the replaced one's earlier deadline fires first, finds the latest
    // deadline still ahead and sets itself again. The gap is wide so that it does so even when
    // the machine is busy and the main queue late (a gap of 20 ms was sometimes overrun, and
    // the clock then fired the latest wake-up from the first timer).
    try await log.wait(for: "latest")

    #expect(log.fired.map(\.label) == ["latest"])
  }

  @Test("a system clock's time starts near zero and never goes back")
  func systemClockTime() {
    let clock = SystemLoopClock()
    let first = clock.now
    let second = clock.now

    #expect(first >= 0)
    #expect(second >= first)
  }

  // MARK: - View signals

  @Test("the loop reads view signals as lifecycle ones until a host names its sources")
  func viewSignalSources() {
    let loop = PresentationLoop(NavigatorStore(root: Screen.inbox), abilities: .iOS16)
    let before = loop.viewSignalSources

    loop.takeViewSignals(from: .uiKitProbes)

    #expect(before == .viewLifecycle)
    #expect(loop.viewSignalSources == .uiKitProbes)
  }

  @Test("a layer's presentation identity counts the times the driver asked for it")
  func presentationIdentity() {
    let (store, loop, _, clock) = probedLoop()
    store.send(.present(.settings))
    let first = loop.presentationID(of: 1)

    clock.advance(by: 3)  // no word from the sheet: dropped, asked for again

    #expect(first == PresentationID(layer: 1, attempt: 1))
    #expect(loop.presentationID(of: 1) == PresentationID(layer: 1, attempt: 2))
    #expect(loop.presentationID(of: 1) == loop.presentation(atLevel: 1)?.id)
    #expect(loop.presentationID(of: 9) == PresentationID(layer: 9, attempt: 1))
  }

  @Test(
    "the user's exit request (Escape, Menu) does the layer's exit action, or nothing without one",
    arguments: [
      (Screen.settings, ["settings: dismissed(interactive)"]),
      (.confirm, ["confirm: dismissed(button(cancel))"]),
      (.picker, ["picker: dismissed(backdropTap)"]),
      (.compose, []),
    ])
  func exitCommand(route: Screen, lines: [String]) {
    let (store, loop, calls, _) = probedLoop()
    store.present(route, as: shown(route), onDismiss: calls.callback("\(route)"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.exitCommand(1))

    #expect(calls.lines == lines)
    #expect(store.navigator.layers.count == (lines.isEmpty ? 1 : 0))
  }

  @Test("the user's exit request on a dialog with a held layer above lets go of it first")
  func exitCommandWithHeldLayer() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("confirm"))
    loop.receive(.layerAppeared(1, .transitionEnded))
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    let held = loop.driver.heldLayers.map(\.id)

    loop.receive(.exitCommand(1))

    #expect(held == [2])
    #expect(
      calls.lines == ["settings: dismissed(programmatic)", "confirm: dismissed(button(cancel))"])
    #expect(store.navigator.layers.isEmpty)
  }

  @Test("a backdrop tap closes an overlay that allows it, as a backdrop tap")
  func backdropTap() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.picker, as: shown(.picker), onDismiss: calls.callback("picker"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.backdropTapped(1))

    #expect(calls.lines == ["picker: dismissed(backdropTap)"])
    #expect(store.navigator.layers.isEmpty)
  }

  @Test("a close seen begin, then the content appearing again, is a cancelled close")
  func closeCancelledByAppearing() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.layerClosing(1, interactive: true))
    store.send(.push(.account))
    let whileClosing = loop.driver.step
    loop.receive(.layerAppeared(1, .transitionEnded))

    #expect(whileClosing == nil)
    #expect(calls.lines == [])
    #expect(loop.driver.step?.description == "set level 1 to [settings#1, account#2]")
  }

  @Test("a close seen begin not interactively, on a sheet that refuses backdrop taps, is a swipe")
  func notInteractiveCloseWithoutBackdropTap() {
    let card = Presentation.sheet().rules(
      DismissalRules(allowsInteractiveDismissal: true, dismissesOnBackdropTap: false))
    let (store, loop, calls, _) = probedLoop()
    store.present(.profile, as: card, onDismiss: calls.callback("card"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.layerClosing(1, interactive: false))
    loop.receive(.layerGone(1, .transitionEnded))

    #expect(calls.lines == ["card: dismissed(interactive)"])
    #expect(store.navigator.layers.isEmpty)
  }

  @Test(
    "a dialog's button the navigator refuses still closes it: the screen has lost it (platform fact 5.3)"
  )
  func refusedButton() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.confirm, as: shown(.confirm), onDismiss: calls.callback("confirm"))
    loop.receive(.layerAppeared(1, .transitionEnded))

    loop.receive(.buttonTapped("unknown", in: 1))
    loop.receive(.layerGone(1, .transitionEnded))

    // Not a button of the dialog: the driver dismisses it as the screen has lost it.
    #expect(calls.lines == ["confirm: dismissed(programmatic)"])
    #expect(store.navigator.layers.isEmpty)
    #expect(loop.isSettled)
  }

  @Test(
    "a sheet, cover or overlay the system closed goes for its unrequested reason",
    arguments: [Screen.settings, .compose, .picker])
  func systemCloseReason(route: Screen) {
    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.present(route, as: shown(route)))
    let layer = ShownLayer(navigator.layers[0])

    #expect(layer.systemCloseReason == layer.unrequestedDismissalReason)
  }

  @Test("the memory of layers gone is let go as it grows; that of layers shown is kept")
  func signalMemoryPruned() {
    let (store, loop, calls, clock) = probedLoop()
    // A sheet asked for twice (its first presentation dropped), which stays...
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("kept"))
    clock.advance(by: 3)
    loop.receive(.layerAppeared(PresentationID(layer: 1, attempt: 2), .transitionEnded))
    // ...and one above it asked for twice too, which goes.
    store.send(.present(.profile))
    clock.advance(by: 3)
    loop.receive(.layerAppeared(PresentationID(layer: 2, attempt: 2), .transitionEnded))
    store.send(.dismiss)
    loop.receive(.layerGone(PresentationID(layer: 2, attempt: 2), .transitionEnded))
    let goneBefore = loop.presentationID(of: 2)

    for _ in 0..<20 {
      store.send(.present(.profile))
      let id = store.navigator.layers[1].entry.id
      loop.receive(.layerAppeared(PresentationID(layer: id), .transitionEnded))
      store.send(.dismiss)
      loop.receive(.layerGone(PresentationID(layer: id), .transitionEnded))
    }
    let late = loop.driver.phase(of: 1)
    loop.receive(.layerGone(1, .transitionEnded))  // late, from the first attempt: ignored

    #expect(goneBefore == PresentationID(layer: 2, attempt: 2))
    #expect(loop.presentationID(of: 2) == PresentationID(layer: 2, attempt: 1))
    #expect(loop.presentation(atLevel: 1)?.id == PresentationID(layer: 1, attempt: 2))
    #expect(late == .presented)
    #expect(loop.driver.phase(of: 1) == .presented)
    #expect(calls.lines == [])
    #expect(loop.isSettled)
  }

  @Test("a close under way when the memory is pruned still ends as the user's close")
  func closePrunedWhileUnderWay() {
    let (store, loop, calls, _) = probedLoop()
    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    loop.receive(.layerAppeared(1, .transitionEnded))
    // Sheets that came and went above it: the memory grows to just under where it is pruned.
    for _ in 0..<17 {
      store.send(.present(.profile))
      let id = store.navigator.layers[1].entry.id
      loop.receive(.layerAppeared(PresentationID(layer: id), .transitionEnded))
      store.send(.dismiss)
      loop.receive(.layerGone(PresentationID(layer: id), .transitionEnded))
    }
    store.present(.profile, as: shown(.profile), onDismiss: calls.callback("profile"))
    let top = store.navigator.layers[1].entry.id
    loop.receive(.layerAppeared(PresentationID(layer: top), .transitionEnded))

    // Both close at once; the top's end prunes the memory, with the close beneath under way.
    loop.receive(.layerClosing(PresentationID(layer: top), interactive: true))
    loop.receive(.layerClosing(1, interactive: true))
    loop.receive(.layerGone(PresentationID(layer: top), .transitionEnded))
    loop.receive(.layerGone(1, .transitionEnded))

    #expect(calls.lines == ["profile: dismissed(interactive)", "settings: dismissed(interactive)"])
    #expect(store.navigator.layers.isEmpty)
  }

  // MARK: - Links

  @Test(
    "a URL without a scheme, or with a relative path, still gives a link from the root",
    arguments: [
      (String?.none, String?.none, "inbox/thread:7", "/inbox/thread:7"),
      (nil, "inbox", "/thread:7", "/inbox/thread:7"),
      ("HTTPS", "mail.example.com", "inbox", "/inbox"),
      (nil, nil, "", "/"),
    ])
  func urlLink(scheme: String?, host: String?, path: String, link: String) {
    #expect(URLLink.link(scheme: scheme, host: host, percentEncodedPath: path) == link)
  }
}
