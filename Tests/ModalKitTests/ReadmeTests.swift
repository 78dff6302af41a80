import ModalKit
import Testing

/// The README's quick start, line for line, with what its comments say `print` shows.
@Suite("README quick start")
struct ReadmeTests {
  enum Screen: Hashable, Sendable {
    case inbox, reply, settings
    case thread(Int)
  }

  @Test("the quick start prints what its comments show")
  func quickStart() throws {
    var nav = Navigator(root: Screen.inbox)
    let events = nav.send(.push(.thread(7)))
    #expect("\(events)" == "[pushed(thread(7)#1)]")

    let sheet = Presentation.sheet(
      detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
    let presented = nav.send(.present(.settings, as: sheet))
    #expect("\(presented)" == "[presented(settings#2, sheet)]")
    let settings = try #require(presented.presentedEntry)
    #expect("\(nav)" == "[inbox#0, thread(7)#1] > sheet [settings#2]")
    let atSheetRoot = nav.send(.unwind)
    #expect("\(atSheetRoot)" == "[rejected(unwind, alreadyAtRoot)]")

    let thread = nav.stack.top
    let replied = nav.send(.push(.reply), from: thread.id)
    let reply = try #require(replied.pushedEntry)
    #expect("\(nav)" == "[inbox#0, thread(7)#1, reply#3] > sheet [settings#2]")

    nav.send(.selectDetent(.large, of: settings.id))
    let covered = nav.send(.unwind, from: reply.id)
    #expect("\(covered)" == "[rejected(unwind, inputBlocked)]")
    let swiped = nav.send(.dismissInteractively(settings.id))
    #expect("\(swiped)" == "[dismissed(settings#2, interactive)]")
  }

  @Test("the quick start's events are the values its comments name")
  func quickStartValues() throws {
    var nav = Navigator(root: Screen.inbox)
    let sheet = Presentation.sheet(
      detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)

    let events = nav.send(.push(.thread(7)))
    let presented = nav.send(.present(.settings, as: sheet))
    let atSheetRoot = nav.send(.unwind)
    let replied = nav.send(.push(.reply), from: nav.stack.top.id)
    let resized = nav.send(.selectDetent(.large, of: 2))
    let covered = nav.send(.unwind, from: 3)
    let swiped = nav.send(.dismissInteractively(2))

    let settingsEntry = RouteEntry(id: 2, route: Screen.settings)
    let expected = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox),
        path: [RouteEntry(id: 1, route: .thread(7)), RouteEntry(id: 3, route: .reply)]),
      nextID: 4)

    #expect(events == [.pushed(RouteEntry(id: 1, route: .thread(7)))])
    #expect(presented == [.presented(settingsEntry, sheet)])
    #expect(presented.presentedEntry == settingsEntry)
    #expect(atSheetRoot == [.rejected(.unwind, reason: .alreadyAtRoot)])
    #expect(replied == [.pushed(RouteEntry(id: 3, route: .reply))])
    #expect(resized == [.detentChanged(2, from: .medium, to: .large)])
    #expect(covered == [.rejected(.unwind, reason: .inputBlocked)])
    #expect(swiped == [.dismissed(settingsEntry, reason: .interactive)])
    #expect(nav == expected)
  }
}
