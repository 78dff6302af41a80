import ModalKit
import ModalKitTestSupport
import Testing

/// Targeted unwinds find their target wherever it stands, sent from a screen or not.
///
/// Actions that name their target, by id or by route, search as without a screen: the screen
/// only vouches that a tap reached it. Pinned here because the contract once read otherwise and
/// the reference model followed it.
@Suite("Targeted unwinds sent from a screen")
struct TargetedUnwindFromScreenTests {
  @Test("unwindToLast from the window beneath a pass-through sheet finds the route in the sheet")
  func unwindToLastSearchesFromTheTop() {
    var nav = WalkNavigator(root: 0)
    nav.send(.present(3, as: .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)))
    nav.send(.push(2))

    let events = nav.send(.unwindToLast(3), from: 0)

    #expect(events == [.popped(RouteEntry(2, 2))])
    #expect(nav.topStack.top == RouteEntry(1, 3))
  }

  @Test("without the route anywhere, a screen's unwindToLast is refused as without a screen")
  func noMatchAnywhere() {
    var nav = WalkNavigator(root: 0)
    nav.send(.present(3, as: .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)))

    #expect(nav.sending(.unwindToLast(9), from: 0) == .refused(.noMatchingEntry))
  }
}
