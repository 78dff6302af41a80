import ModalKit
import Testing

/// `[inbox#0, …path]`, handing out `nextID` next.
private func window(_ path: [RouteEntry<Screen>], nextID: EntryID) throws -> Nav {
  try Nav(stack: RouteStack(root: RouteEntry(id: 0, route: .inbox), path: path), nextID: nextID)
}

@Suite("Replace")
struct ReplaceTests {
  @Test("replace swaps the visible top for a new entry with a new id")
  func replaceSwapsTop() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.replace(.profile))

    let profile = RouteEntry<Screen>(id: 4, route: .profile)
    let expected = try window(
      [RouteEntry(id: 1, route: .thread(1)), RouteEntry(id: 2, route: .thread(2)), profile],
      nextID: 5)
    #expect(events == [.popped(RouteEntry(id: 3, route: .compose)), .pushed(profile)])
    #expect(nav == expected)
  }

  @Test("replace at a stack's root is refused; the root is never replaced this way")
  func replaceAtRootIsRejected() {
    let nav = SampleState.queued.navigator

    #expect(nav.sending(.replace(.profile)) == .refused(.alreadyAtRoot))
  }

  @Test("replace acts inside the topmost layer")
  func replaceInsideSheet() throws {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)

    let events = nav.checkedSend(.replace(.thread(9)))

    let thread9 = RouteEntry<Screen>(id: 6, route: .thread(9))
    let expected = try Nav(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: .inbox), path: [RouteEntry(id: 1, route: .thread(7))]),
      layers: [
        ModalLayer(
          entry: RouteEntry(id: 2, route: .settings), presentation: halfSheet,
          path: [RouteEntry(id: 3, route: .profile), thread9])
      ],
      nextID: 7)
    #expect(events == [.popped(RouteEntry(id: 4, route: .compose)), .pushed(thread9)])
    #expect(nav == expected)
  }

  @Test("replacePath keeps the common prefix's ids, pops the rest top first, pushes bottom up")
  func replacePathKeepsPrefix() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.replacePath([.thread(1), .settings, .profile]))

    let settings = RouteEntry<Screen>(id: 4, route: .settings)
    let profile = RouteEntry<Screen>(id: 5, route: .profile)
    let expected = try window(
      [RouteEntry(id: 1, route: .thread(1)), settings, profile], nextID: 6)
    #expect(
      events == [
        .popped(RouteEntry(id: 3, route: .compose)), .popped(RouteEntry(id: 2, route: .thread(2))),
        .pushed(settings), .pushed(profile),
      ])
    #expect(nav == expected)
  }

  @Test("replacePath with the path the stack already has changes nothing and reports nothing")
  func replacePathSameIsEmpty() {
    var nav = SampleState.deepStack.navigator
    let before = nav

    let events = nav.checkedSend(.replacePath([.thread(1), .thread(2), .compose]))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("replacePath with no routes pops back to the root")
  func replacePathEmptyPopsAll() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.replacePath([]))

    #expect(
      events == [
        .popped(RouteEntry(id: 3, route: .compose)), .popped(RouteEntry(id: 2, route: .thread(2))),
        .popped(RouteEntry(id: 1, route: .thread(1))),
      ])
    #expect(nav == (try window([], nextID: 4)))
  }

  @Test("replacePath over an alert is refused when it would push, and empty when it would not")
  func replacePathOverAlert() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let nothing = nav.send(.replacePath([]))

    #expect(nav.sending(.replacePath([.compose])) == .refused(.layerNotNavigable))
    #expect(nothing == [])
    #expect(nav == before)
  }
}
