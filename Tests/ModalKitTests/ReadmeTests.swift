import ModalKit
import Testing

/// The README's quick start, line for line, with the events its comments promise.
@Suite("README quick start")
struct ReadmeTests {
  enum Screen: Hashable, Sendable {
    case inbox
    case thread(Int)
    case settings
    case about
  }

  @Test("the quick start reports the events its comments show")
  func quickStart() throws {
    var nav = Navigator(root: Screen.inbox)
    let id = { (raw: UInt64) in EntryID(rawValue: raw) }

    let pushed = nav.send(.push(.thread(7)))
    let sheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
    let presented = nav.send(.present(.settings, sheet))
    let pushedInSheet = nav.send(.push(.about))
    let tooFar = nav.send(.unwind(count: 5))
    let settings = try #require(nav.topLayer)
    let resized = nav.send(.selectDetent(.large, of: settings.id))
    let swiped = nav.send(.dismissInteractively(settings.id))
    let nothing = nav.send(.dismiss)

    let thread = nav.stack.top
    let about = RouteEntryProbe(id: id(3), route: Screen.about)
    #expect(pushed == [.pushed(thread)])
    #expect(thread.id == id(1) && thread.route == .thread(7))
    #expect(presented == [.presented(settings.entry, sheet)])
    #expect(settings.id == id(2))
    #expect(pushedInSheet.count == 1)
    #expect(about.matches(pushedInSheet.first))
    #expect(tooFar == [.rejected(.unwindCount(5), reason: .countOutOfRange)])
    #expect(resized == [.detentChanged(id(2), from: .medium, to: .large)])
    #expect(swiped.count == 2)
    #expect(about.matches(swiped.first, popped: true))
    #expect(swiped.last == .dismissed(settings.entry, reason: .interactive))
    #expect(nothing == [.rejected(.dismiss, reason: .nothingPresented)])
  }
}

/// Checks an event's entry by id and route, since entries cannot be made outside a navigator.
private struct RouteEntryProbe<Route: Hashable & Sendable> {
  let id: EntryID
  let route: Route

  func matches(_ event: Navigator<Route>.Event?, popped: Bool = false) -> Bool {
    switch event {
    case .pushed(let entry) where !popped, .popped(let entry) where popped:
      entry.id == id && entry.route == route
    default:
      false
    }
  }
}
