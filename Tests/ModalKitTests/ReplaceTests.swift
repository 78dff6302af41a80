import ModalKit
import Testing

/// `[inbox#0, …path]`, handing out `nextID` next.
private func window(_ path: [RouteEntry<Screen>], nextID: EntryID) throws -> Nav {
  try Nav(stack: RouteStack(root: RouteEntry(0, .inbox), path: path), nextID: nextID)
}

@Suite("Replace")
struct ReplaceTests {
  @Test("replace swaps the visible top for a new entry with a new id")
  func replaceSwapsTop() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.replace(.profile))

    let profile = RouteEntry<Screen>(4, .profile)
    let expected = try window(
      [RouteEntry(1, .thread(1)), RouteEntry(2, .thread(2)), profile],
      nextID: 5)
    #expect(events == [.popped(RouteEntry(3, .compose)), .pushed(profile)])
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

    let thread9 = RouteEntry<Screen>(6, .thread(9))
    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(
          entry: RouteEntry(2, .settings), presentation: halfSheet,
          path: [RouteEntry(3, .profile), thread9])
      ],
      nextID: 7)
    #expect(events == [.popped(RouteEntry(4, .compose)), .pushed(thread9)])
    #expect(nav == expected)
  }

  @Test("replacePath keeps the common prefix's ids, pops the rest top first, pushes bottom up")
  func replacePathKeepsPrefix() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.replacePath([.thread(1), .settings, .profile]))

    let settings = RouteEntry<Screen>(4, .settings)
    let profile = RouteEntry<Screen>(5, .profile)
    let expected = try window(
      [RouteEntry(1, .thread(1)), settings, profile], nextID: 6)
    #expect(
      events == [
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
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
        .popped(RouteEntry(3, .compose)), .popped(RouteEntry(2, .thread(2))),
        .popped(RouteEntry(1, .thread(1))),
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
