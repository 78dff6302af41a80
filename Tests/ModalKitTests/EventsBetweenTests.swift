import ModalKit
import ModalKitTestSupport
import Testing

@Suite("Events between two navigators")
struct EventsBetweenTests {
  /// `[inbox#0, thread(7)#1] > sheet [settings#2, profile#3] queued [compose#4]`.
  func busy() -> Nav {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    nav.send(.present(.settings, as: halfSheet))
    nav.send(.push(.profile))
    nav.send(.present(.compose, as: largeSheet, policy: .queue))
    return nav
  }

  @Test("pops in a kept layer and pops beneath it, runs of several each, come top down")
  func runsOfPopsInTwoLevels() throws {
    let saved = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings])
      ],
      nextID: 6)
    let nav = try Nav(
      [0: .inbox, 2: .thread(1), 3: .thread(2)],
      layers: [
        ModalLayer(halfSheet, [1: .settings, 4: .profile, 5: .compose])
      ],
      nextID: 6)

    let events = Nav.events(from: nav, to: saved)

    #expect(
      Array(events) == [
        .popped(RouteEntry(5, .compose)),
        .popped(RouteEntry(4, .profile)),
        .popped(RouteEntry(3, .thread(2))),
        .popped(RouteEntry(2, .thread(1))),
      ])
    #expect(events.count == 4)
  }

  @Test("a navigator and itself differ by nothing")
  func equalNavigators() {
    let nav = busy()

    let events = Nav.events(from: nav, to: nav)

    #expect(events == [])
  }

  @Test("going back to an earlier state drops, dismisses and pops what came since, in order")
  func earlierState() {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    let saved = nav
    nav = busy()

    let events = Nav.events(from: nav, to: saved)

    #expect(
      events == [
        .dropped(RouteEntry(4, .compose)),
        .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
      ])
  }

  @Test("a later state reports its arrivals bottom up, a queued survivor presented, not queued")
  func laterState() throws {
    let nav = busy()
    var later = nav
    later.send(.dismissInteractively(2))  // settings goes, the queued compose#4 shows
    later.send(.push(.thread(8)))
    later.send(.present(.confirm("x"), as: discardAlert))

    let events = Nav.events(from: nav, to: later)

    #expect(
      events == [
        .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .presented(RouteEntry(4, .compose), largeSheet),
        .pushed(RouteEntry(5, .thread(8))),
        .presented(RouteEntry(6, .confirm("x")), discardAlert),
      ])
  }

  @Test("a survivor's new route and a surviving sheet's new detent are changes in place")
  func changesInPlace() {
    let nav = busy()
    var other = nav
    other.send(.selectDetent(.large, of: 2))
    other.send(.update(1, to: .thread(8)))
    other.send(.update(4, to: .profile))

    let events = Nav.events(from: nav, to: other)

    #expect(
      events == [
        .updated(1, from: .thread(7), to: .thread(8)),
        .detentChanged(2, from: .medium, to: .large),
        .updated(4, from: .compose, to: .profile),
      ])
  }

  @Test("another root replaces everything: the old root popped last, the new one pushed first")
  func anotherRoot() throws {
    let nav = busy()
    let other = try Nav(
      [7: .profile, 8: .compose],
      nextID: 9)

    let events = Nav.events(from: nav, to: other)

    #expect(
      events == [
        .dropped(RouteEntry(4, .compose)),
        .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
        .popped(RouteEntry(0, .inbox)),
        .pushed(RouteEntry(7, .profile)),
        .pushed(RouteEntry(8, .compose)),
      ])
  }

  @Test("a layer survives what was pushed or popped beneath it, unlike a destination's layer")
  func layerSurvivesChangesBeneath() {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    nav.send(.present(.settings, as: undimmed))
    var other = nav
    other.send(.unwind, from: 1)
    other.send(.push(.compose), from: 0)

    let events = Nav.events(from: nav, to: other)

    #expect(
      events == [
        .popped(RouteEntry(1, .thread(7))), .pushed(RouteEntry(3, .compose)),
      ])
  }

  @Test("an id found in another place, or above an entry that went, is reported gone and arrived")
  func movedEntryGoesAndArrives() throws {
    let root = RouteEntry<Screen>(0, .inbox)
    let (a, b, c) = (
      RouteEntry<Screen>(1, .thread(1)), RouteEntry<Screen>(2, .thread(2)),
      RouteEntry<Screen>(3, .thread(3))
    )
    let old = try Nav(stack: RouteStack(root: root, path: [a, b, c]), nextID: 4)
    let new = try Nav(stack: RouteStack(root: root, path: [a, c]), nextID: 4)

    let events = Nav.events(from: old, to: new)

    // A stack cannot lose b from under c: c is popped with it and pushed again.
    #expect(events == [.popped(c), .popped(b), .pushed(c)])
  }

  @Test(
    "after an action that dismisses only programmatically, the events between are its own",
    arguments: [1, 2, 3] as [UInt64])
  func sameEventsAsTheAction(seed: UInt64) {
    var generator = RandomBytes(seed: seed)
    var navigator = WalkNavigator(root: 0)
    var compared = 0

    for _ in 0..<3_000 {
      let before = navigator
      let events = navigator.send(ActionDecoder.step(for: before, from: &generator))
      guard !events.isRejected, Self.isProgrammatic(events) else { continue }

      #expect(
        WalkNavigator.events(from: before, to: navigator) == events,
        "from \(before) to \(navigator)")
      compared += 1
    }

    #expect(compared > 1_000)
  }

  /// Whether every dismissal is programmatic and the queue's turn dropped no head: the events a
  /// comparison by id can tell apart from the action's.
  static func isProgrammatic(_ events: WalkNavigator.Events) -> Bool {
    var dismissed = false
    for event in events {
      switch event {
      case .dismissed(_, let reason):
        if reason != .programmatic { return false }
        dismissed = true
      case .dropped:
        if dismissed { return false }
      case .pushed, .popped, .presented, .queued, .detentChanged, .updated, .rejected:
        break
      }
    }
    return true
  }
}
