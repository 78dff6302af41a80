import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit
import Testing

/// Whole flows through a store, its loop, the UIKit host and a simulated UIKit: a deep link to
/// nested sheets, an alert over a sheet, back swipes, overlays, covers, several layers at once.
@MainActor
@Suite("The UIKit host: whole flows through the loop and the store")
struct UIKitScenarioTests {
  // MARK: - Deep links

  @Test("a deep link to nested sheets: each layer presented from the one beneath, one at a time")
  func nestedSheetsFromADeepLink() throws {
    let rig = Rig(root: Mail.inbox)

    try rig.store.open("/inbox/thread:7/settings;sheet/thread:8/photo;sheet=large", as: mailLinks)
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "set window to [inbox#0, thread(7)#1]",
        "present settings#2 as pageSheet(medium, large; at medium; grabber) on window"
          + " with [thread(8)#3]",
        "present photo#4 as pageSheet(medium, large; at large) on #2",
      ])
    #expect(rig.converged)
  }

  @Test("on iOS 16 the same link draws the photo sheet's fraction and height as custom detents")
  func nestedSheetsOnIOS16() throws {
    let rig = Rig(root: Mail.inbox, system: .iOS(16))

    try rig.store.open("/inbox/photo;sheet=0.4", as: mailLinks)
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "present photo#1 as pageSheet(custom(height(200.0)), custom(fraction(0.4)), large;"
          + " at custom(fraction(0.4))) on window"
      ])
    #expect(rig.converged)
  }

  @Test("home from nested sheets: one dismiss on the window, one completion, callbacks once")
  func homeDismissesEverythingAtOnce() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.send(.push(.thread(5)))
    rig.send(.present(.account))
    rig.uiKit.finish()

    rig.send(.home)
    rig.uiKit.finish()

    #expect(Array(rig.performed.suffix(1)) == ["dismiss #1 presented by window"])
    #expect(
      rig.calls.lines == [
        "account#3: dismissed(programmatic)", "thread(5)#2: popped",
        "settings#1: dismissed(programmatic)",
      ])
    #expect(rig.converged)
  }

  // MARK: - Alerts

  @Test("an alert over a sheet is presented by the sheet; its button dismisses it once")
  func alertOverASheet() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.send(.present(.delete))
    rig.uiKit.finish()

    rig.uiKit.tapButton("delete", of: 2)
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "present settings#1 as pageSheet(medium, large; at medium; grabber) on window",
        "present delete#2 as alert(\"Delete?\") on #1",
      ])
    #expect(rig.calls.lines == ["delete#2: dismissed(button(delete))"])
    #expect(rig.converged)
  }

  @Test("an alert's handler that runs as part of its dismissal wins over the dismissal's report")
  func alertButtonWinsOverItsDismissal() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.share))
    rig.uiKit.finish()

    rig.uiKit.layers.removeAll()
    rig.uiKit.send(.didDismiss(1))
    rig.uiKit.send(.alertButton("copy", of: 1))
    rig.uiKit.finish()

    #expect(rig.calls.lines == ["share#1: dismissed(button(copy))"])
    #expect(rig.converged)
  }

  @Test("a dialog tapped outside: the cancel handler that follows names the reason")
  func dialogTappedOutsideWithCancel() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.share))
    rig.uiKit.finish()

    rig.uiKit.tapOutside(1, cancelHandler: "cancel")
    rig.uiKit.finish()

    #expect(rig.calls.lines == ["share#1: dismissed(button(cancel))"])
    #expect(rig.converged)
  }

  @Test("a dialog tapped outside with no handler after it is a backdrop tap, a turn later")
  func dialogTappedOutside() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.share))
    rig.uiKit.finish()

    rig.uiKit.tapOutside(1)
    let beforeTheTurn = rig.calls.lines
    rig.uiKit.finish()

    #expect(beforeTheTurn.isEmpty)
    #expect(rig.calls.lines == ["share#1: dismissed(backdropTap)"])
    #expect(rig.converged)
  }

  @Test("while a dialog UIKit removed waits for its reason, nothing is presented on it")
  func stepsWaitForADialogsReason() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.share))
    rig.uiKit.finish()

    rig.uiKit.tapOutside(1)
    rig.send(.present(.settings))  // over the dialog, as far as the store knows
    rig.uiKit.finish()

    // The tap outside came first on screen but reaches the store after the app's sheet, above
    // it: the store takes no backdrop tap beneath a layer, so both go, programmatically.
    #expect(rig.performed == ["present share#1 as actionSheet(\"Share\") on window"])
    #expect(
      rig.calls.lines == [
        "settings#2: dismissed(programmatic)", "share#1: dismissed(programmatic)",
      ])
    #expect(rig.converged)
  }

  @Test("a button tapped while the app dismisses the alert: the app's reason, reported once")
  func buttonDuringProgrammaticDismissal() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.delete))
    rig.uiKit.finish()

    rig.send(.dismissAll)
    rig.uiKit.send(.alertButton("delete", of: 1))
    rig.uiKit.finish()

    #expect(rig.calls.lines == ["delete#1: dismissed(programmatic)"])
    #expect(rig.converged)
  }

  // MARK: - Stacks

  @Test("a back swipe pops through the store; a cancelled one (platform fact 4.5) changes nothing")
  func backSwipe() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.send(.push(.thread(2)))
    rig.uiKit.finish()

    rig.uiKit.swipeBack(in: .window, letsGo: false)
    rig.uiKit.finish()
    let afterCancel = rig.calls.lines
    rig.uiKit.swipeBack(in: .window)
    rig.uiKit.finish()

    #expect(afterCancel.isEmpty)
    #expect(rig.calls.lines == ["thread(2)#2: popped"])
    #expect(rig.store.navigator.stack.map(\.route) == [.inbox, .thread(1)])
    #expect(
      rig.performed == [
        "set window to [inbox#0, thread(1)#1]", "set window to [inbox#0, thread(1)#1, thread(2)#2]",
      ])
    #expect(rig.converged)
  }

  @Test("a step handed out during a back swipe waits for it; after a cancel it is performed")
  func stepDuringCancelledBackSwipe() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.uiKit.finish()

    rig.uiKit.send(.backSwipeBegan(.window))
    rig.send(.push(.thread(2)))
    let whileSwiping = rig.performed.count
    rig.uiKit.send(.backSwipeEnded([0, 1], of: .window, cancelled: true))
    rig.uiKit.finish()

    #expect(whileSwiping == 1)
    #expect(rig.performed.last == "set window to [inbox#0, thread(1)#1, thread(2)#2]")
    #expect(rig.converged)
  }

  @Test("a step handed out during a back swipe that completes is given up for UIKit's picture")
  func stepDuringCompletedBackSwipe() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.send(.push(.thread(2)))
    rig.uiKit.finish()

    rig.uiKit.send(.backSwipeBegan(.window))
    rig.send(.push(.thread(3)))
    rig.uiKit.window = [0, 1]
    rig.uiKit.send(.backSwipeEnded([0, 1], of: .window, cancelled: false))
    rig.uiKit.send(.stackShown([0, 1], of: .window))
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "set window to [inbox#0, thread(1)#1]", "set window to [inbox#0, thread(1)#1, thread(2)#2]",
      ])
    #expect(rig.calls.lines == ["thread(3)#3: popped", "thread(2)#2: popped"])
    #expect(rig.host.loop.notices.contains(.resynchronized(abandoning: StepToken(3))))
    #expect(rig.converged)
  }

  @Test("a step the back swipe itself carried out is not performed again after it")
  func stepCarriedOutByTheBackSwipe() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.send(.push(.thread(2)))
    rig.uiKit.finish()

    rig.uiKit.beginBackSwipe(in: .window)
    rig.send(.unwind)
    rig.uiKit.endBackSwipe(letsGo: true)
    rig.uiKit.finish()

    #expect(rig.performed.count == 2)
    #expect(rig.calls.lines == ["thread(2)#2: popped"])
    #expect(rig.host.loop.notices.isEmpty)
    #expect(rig.converged)
  }

  @Test("the back button inside a sheet pops the sheet's stack through the store")
  func backButtonInASheet() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.send(.push(.thread(9)))
    rig.uiKit.finish()

    rig.uiKit.tapBack(in: .layer(1))
    rig.uiKit.finish()

    #expect(rig.performed.last == "set #1 to [settings#1, thread(9)#2]")
    #expect(rig.calls.lines == ["thread(9)#2: popped"])
    #expect(rig.converged)
  }

  @Test(
    "beneath a full-screen cover a stack is set without animation and done on return (platform fact 7.5)"
  )
  func stackBeneathACover() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.player))
    rig.uiKit.finish()

    rig.send(.push(.thread(3)), from: 0)
    let beforeAnimationsEnd = rig.host.loop.isSettled
    rig.uiKit.finish()

    #expect(rig.performed.last == "set window to [inbox#0, thread(3)#2] without animation")
    #expect(beforeAnimationsEnd)
    #expect(rig.converged)

    // Should UIKit call didShow out of the window after all, it is an echo.
    rig.uiKit.callsDidShowWhenCovered = true
    rig.send(.push(.thread(4)), from: 2)
    rig.uiKit.finish()

    #expect(rig.uiKit.signals.last == "stackShown [#0, #2, #3] of window")
    #expect(rig.host.loop.notices.isEmpty)
    #expect(rig.converged)
  }

  // MARK: - The user removes a layer

  @Test("a tap on the dimmed area is a backdrop tap; where the rules forbid it UIKit refuses")
  func tapOnTheDimmedArea() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.uiKit.finish()
    rig.uiKit.tapDimmedArea(1)
    rig.uiKit.finish()

    rig.send(.present(.card))
    rig.uiKit.finish()
    rig.uiKit.tapDimmedArea(2)
    rig.uiKit.finish()
    let cardAfterTap = rig.store.navigator.topLayer?.id
    rig.uiKit.swipeDown(2)
    rig.uiKit.finish()

    #expect(cardAfterTap == 2)
    #expect(rig.uiKit.signals.contains("didAttemptToDismiss #2"))
    #expect(
      rig.calls.lines == ["settings#1: dismissed(backdropTap)", "card#2: dismissed(interactive)"])
    #expect(rig.converged)
  }

  @Test("a present completion that comes after the user removed the layer is stale and ignored")
  func completionAfterTheLayerWasSwiped() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))

    rig.uiKit.layers.removeAll()
    rig.uiKit.send(.didDismiss(1))
    rig.uiKit.finish()

    #expect(rig.calls.lines == ["settings#1: dismissed(interactive)"])
    #expect(
      rig.host.loop.notices == [.ignoredAcknowledgement(.didPresent(1), of: StepToken(1), .stale)])
    #expect(rig.converged)
  }

  @Test("a presentation UIKit drops without a word is caught by the deadline and made again")
  func droppedPresentation() {
    let rig = Rig(root: Mail.inbox)
    rig.uiKit.dropsNextPresentation = true
    rig.send(.present(.settings))
    rig.uiKit.finish()
    let beforeDeadline = rig.uiKit.layers.count

    rig.clock.advance(by: UIKitHost<FakeUIKit<Mail>>.abilities.stepDeadline)
    rig.uiKit.finish()

    #expect(beforeDeadline == 0)
    #expect(rig.performed.count == 2)
    #expect(
      rig.host.loop.notices.first == .missedDeadline(StepToken(1), awaiting: [.didPresent(1)]))
    #expect(rig.converged)
  }

  // MARK: - Overlays and detents

  @Test(
    "an overlay is added to the window's container; a backdrop tap removes it through the store")
  func overlayBackdropTap() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.picker))
    rig.uiKit.finish()

    rig.uiKit.send(.backdropTapped(1))
    rig.uiKit.finish()

    #expect(
      rig.performed == ["add picker#1 as overlay(bottom, half) in window", "remove #1 from window"])
    #expect(rig.calls.lines == ["picker#1: dismissed(backdropTap)"])
    #expect(rig.converged)
  }

  @Test("an overlay under a sheet: the sheet is dismissed first, then the overlay removed")
  func overlayUnderASheet() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.picker))
    rig.send(.present(.settings))
    rig.uiKit.finish()

    rig.send(.dismissAll)
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "add picker#1 as overlay(bottom, half) in window",
        "present settings#2 as pageSheet(medium, large; at medium; grabber) on window",
        "dismiss #2 presented by window", "remove #1 from window",
      ])
    #expect(rig.converged)
  }

  @Test("overlays stacked in one context go together, after the layer presented above them")
  func overlaysStackedUnderASheet() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.picker))
    rig.send(.present(.card, as: .overlay(.center, .half)))
    rig.send(.present(.settings))
    rig.uiKit.finish()

    rig.send(.dismissAll)
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "add picker#1 as overlay(bottom, half) in window",
        "add card#2 as overlay(center, half) in window",
        "present settings#3 as pageSheet(medium, large; at medium; grabber) on window",
        "dismiss #3 presented by window", "remove #1, #2 from window",
      ])
    #expect(rig.store.navigator.layers.isEmpty)
    #expect(rig.converged)
  }

  @Test("a completion of a call that has no completion handler is never an acknowledgement")
  func completionOfAStackChange() throws {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    let token = try #require(rig.host.loop.driver.token)
    let stack = Array(rig.store.navigator.stack)

    rig.host.receive(.completed(.setStack(stack, of: .window, animated: true, token)))
    rig.host.receive(.completed(.selectDetent(.large, of: 0, token)))
    rig.host.receive(.completed(.updateScreens(stack, of: .window)))
    let afterCompletions = rig.host.loop.driver.token
    rig.uiKit.finish()

    #expect(afterCompletions == token)
    #expect(rig.host.loop.isSettled)
    #expect(rig.converged)
  }

  @Test(
    "a detent the app selects is set in animateChanges and done on return (platform facts 6.3, 6.4)"
  )
  func detentSelectedByTheApp() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.uiKit.finish()

    rig.send(.selectDetent(.large, of: 1))

    #expect(rig.performed.last == "select large on #1")
    #expect(rig.host.loop.isSettled)
    #expect(rig.converged)
  }

  @Test("on iOS 15 a drag to medium reads back as the selection it already stands for")
  func dragToASharedDetent() {
    let rig = Rig(root: Mail.inbox)
    rig.send(
      .present(
        .photo,
        as: Mail.photo.defaultPresentation.map {
          var presentation = $0
          presentation.style = .sheet(
            SheetConfiguration(
              detents: [.fraction(0.4), .height(200), .large], selection: .height(200)))
          return presentation
        }))
    rig.uiKit.finish()

    rig.uiKit.drag(1, to: .large)
    rig.uiKit.drag(1, to: .medium)

    #expect(rig.store.navigator.topLayer?.presentation.sheet?.selection == .fraction(0.4))
    #expect(rig.converged)
  }

  // MARK: - tvOS and routes

  @Test("on tvOS a sheet is presented over a blurred screen and a detent needs no call")
  func tvOSSheet() {
    let rig = Rig(root: Mail.inbox, system: .tvOS(17))
    rig.send(.present(.settings))
    rig.uiKit.finish()

    rig.send(.selectDetent(.large, of: 1))
    rig.uiKit.finish()

    #expect(rig.performed == ["present settings#1 as blurOverFullScreen on window"])
    #expect(rig.host.loop.isSettled)
    #expect(rig.uiKit.violations.isEmpty)
  }

  @Test("a route changed in place updates its screen, with no step")
  func routeUpdatedInPlace() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.uiKit.finish()

    rig.send(.update(1, to: .thread(2)))

    #expect(rig.uiKit.updates == ["window: thread(2)#1"])
    #expect(rig.performed.count == 2)
    #expect(rig.converged)
  }
}
