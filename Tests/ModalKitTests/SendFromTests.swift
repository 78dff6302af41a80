import ModalKit
import Testing

/// A sheet that leaves the window interactive while it rests at medium, like a maps drawer.
private let drawer = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)

/// A bottom overlay that lets input through to what is beneath it, like a toast.
private let toast = Presentation.overlay(.bottom, .quarter).rules(
  DismissalRules(
    allowsInteractiveDismissal: false, dismissesOnBackdropTap: false, blocksInputBeneath: false))

private let inbox = RouteEntry<Screen>(0, .inbox)
private let settings = RouteEntry<Screen>(1, .settings)

/// `[inbox#0, …path] > sheet [settings#1]`, the drawer resting at medium, handing out
/// `nextID` next.
private func drawerOver(_ path: [RouteEntry<Screen>], nextID: EntryID) throws -> Nav {
  try Nav(
    stack: RouteStack(root: inbox, path: path),
    layers: [ModalLayer(entry: settings, presentation: drawer)],
    nextID: nextID)
}

/// The drawer over the inbox with `path` pushed on the window's stack beneath it.
private func drawerState(path: [Screen] = []) -> Nav {
  var nav = Nav(root: .inbox)
  nav.send(.present(.settings, as: drawer))
  for route in path { nav.send(.push(route), from: nav.stack.top.id) }
  return nav
}

@Suite("Actions sent from a screen")
struct SendFromTests {
  // MARK: - Acting at the screen's level

  @Test("a push from the inbox beneath a pass-through sheet lands on the inbox's stack")
  func pushBeneathPassThroughSheet() throws {
    var nav = drawerState()

    let events = nav.checkedSend(.push(.thread(7)), from: 0)

    let thread7 = RouteEntry<Screen>(2, .thread(7))
    #expect(events == [.pushed(thread7)])
    #expect(nav == (try drawerOver([thread7], nextID: 3)))
  }

  @Test("unwind from the window's top pops the window's stack and leaves the sheet up")
  func unwindAtOriginLevel() throws {
    var nav = drawerState(path: [.thread(7), .compose])

    let events = nav.checkedSend(.unwind, from: 3)

    #expect(events == [.popped(RouteEntry(3, .compose))])
    #expect(nav == (try drawerOver([RouteEntry(2, .thread(7))], nextID: 4)))
  }

  @Test("unwind(count:) from the window's top pops that many of the window's entries")
  func unwindCountAtOriginLevel() throws {
    var nav = drawerState(path: [.thread(7), .compose])

    let events = nav.checkedSend(.unwindCount(2), from: 3)

    #expect(
      events == [
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(7))),
      ])
    #expect(nav == (try drawerOver([], nextID: 4)))
  }

  @Test("replace from the window's top replaces it there, not the sheet")
  func replaceAtOriginLevel() throws {
    var nav = drawerState(path: [.thread(7)])

    let events = nav.checkedSend(.replace(.compose), from: 2)

    let compose = RouteEntry<Screen>(3, .compose)
    #expect(events == [.popped(RouteEntry(2, .thread(7))), .pushed(compose)])
    #expect(nav == (try drawerOver([compose], nextID: 4)))
  }

  @Test("replacePath from the window's top sets the window's path, keeping its common prefix")
  func replacePathAtOriginLevel() throws {
    var nav = drawerState(path: [.thread(7), .compose])

    let events = nav.checkedSend(.replacePath([.thread(7), .profile]), from: 3)

    let profile = RouteEntry<Screen>(4, .profile)
    #expect(events == [.popped(RouteEntry(3, .compose)), .pushed(profile)])
    #expect(nav == (try drawerOver([RouteEntry(2, .thread(7)), profile], nextID: 5)))
  }

  @Test("push-if-not-on-top from a screen compares with that screen, not the visible top")
  func pushIfNotOnTopAtOriginLevel() throws {
    var nav = drawerState()
    let before = nav

    let fromTop = nav.send(.pushIfNotOnTop(.settings))
    let fromInbox = nav.checkedSend(.pushIfNotOnTop(.settings), from: 0)
    let again = nav.send(.pushIfNotOnTop(.settings), from: 2)

    let pushed = RouteEntry<Screen>(2, .settings)
    #expect(fromTop == [.rejected(.pushIfNotOnTop(.settings), reason: .alreadyOnTop)])
    #expect(fromInbox == [.pushed(pushed)])
    #expect(again == [.rejected(.pushIfNotOnTop(.settings), reason: .alreadyOnTop)])
    #expect(nav == (try drawerOver([pushed], nextID: 3)))
    #expect(before == (try drawerOver([], nextID: 2)))
  }

  @Test("an action that names its target acts as it does when sent to the top")
  func namedTargetsAsFromTheTop() {
    let start = drawerState(path: [.thread(7)])
    let actions: [Nav.Action] = [
      .present(.compose, as: .fullScreenCover), .unwindTo(0), .selectDetent(.large, of: 1),
      .update(1, to: .profile), .dismissAll, .close(2), .home,
    ]

    for action in actions {
      var fromScreen = start
      var fromTop = start

      let screenEvents = fromScreen.send(action, from: 2)
      let topEvents = fromTop.send(action)

      #expect(screenEvents == topEvents, "\(action)")
      #expect(fromScreen == fromTop, "\(action)")
    }
  }

  // MARK: - Dismiss from a screen

  @Test("dismiss from a screen inside a layer dismisses that layer and every layer above it")
  func dismissFromLayerScreen() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.push(.profile))
    nav.checkedSend(.present(.compose, as: toast))

    let events = nav.checkedSend(.dismiss, from: 2)

    #expect(
      events == [
        .dismissed(RouteEntry(3, .compose), reason: .programmatic),
        .popped(RouteEntry(2, .profile)),
        .dismissed(settings, reason: .programmatic),
      ])
    #expect(nav == (try Nav(stack: RouteStack(root: inbox), nextID: 4)))
  }

  @Test("dismiss from the topmost layer's screen dismisses only that layer")
  func dismissFromTopLayer() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.present(.compose, as: toast))

    let events = nav.checkedSend(.dismiss, from: 2)

    let expected = try Nav(
      stack: RouteStack(root: inbox),
      layers: [ModalLayer(entry: settings, presentation: halfSheet)], nextID: 3)
    #expect(events == [.dismissed(RouteEntry(2, .compose), reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("dismiss from the window's own stack is refused: nothing there is presented")
  func dismissFromWindow() {
    let nav = drawerState(path: [.thread(7)])

    #expect(nav.sending(.dismiss, from: 2) == .refused(.notPresented))
  }

  @Test("dismiss from the window with nothing presented is refused as nothing presented")
  func dismissFromWindowWithNothingUp() {
    let nav = SampleState.deepStack.navigator

    #expect(nav.sending(.dismiss, from: 3) == .refused(.nothingPresented))
  }

  // MARK: - Screens that cannot send

  @Test(
    "a screen that does not exist, or only waits in the queue, cannot send anything",
    arguments: [(SampleState.deepStack, 99), (.queued, 3), (.queued, 4), (.rootOnly, 1)]
      as [(SampleState, EntryID)])
  func unknownOrigin(state: SampleState, screen: EntryID) {
    let nav = state.navigator

    #expect(nav.sending(.push(.compose), from: screen) == .refused(.unknownEntry))
  }

  @Test(
    "a screen covered by a push, or beneath a blocking layer, cannot send anything",
    arguments: [
      (SampleState.deepStack, 2), (.deepStack, 0), (.nestedModals, 1), (.nestedModals, 4),
      (.nestedModals, 2), (.queued, 1),
    ] as [(SampleState, EntryID)])
  func blockedOrigin(state: SampleState, screen: EntryID) {
    let nav = state.navigator

    #expect(nav.sending(.push(.compose), from: screen) == .refused(.inputBlocked))
  }

  @Test("the screen is checked before the action: its refusal wins over the action's own")
  func originCheckedFirst() {
    let bare = Nav(root: .inbox)
    let deep = SampleState.deepStack.navigator

    #expect(bare.sending(.unwind, from: 99) == .refused(.unknownEntry))
    #expect(deep.sending(.dismiss, from: 2) == .refused(.inputBlocked))
    #expect(deep.sending(.unwindCount(9), from: 0) == .refused(.inputBlocked))
  }

  @Test("a screen that may send still meets the action's own refusal at its level")
  func actionRefusedAtOriginLevel() {
    let nav = SampleState.nestedModals.navigator
    let drawer = drawerState()

    #expect(nav.sending(.push(.compose), from: 5) == .refused(.layerNotNavigable))
    #expect(drawer.sending(.unwind, from: 0) == .refused(.alreadyAtRoot))
    #expect(drawer.sending(.unwindCount(1), from: 0) == .refused(.countOutOfRange))
  }
}
