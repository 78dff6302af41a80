import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTrace
import Testing

// The Swift samples of README.md, run as tests: the quick start, the test line after it and the
// app layer, which goes on with the quick start's `Screen` and `sheet` as a reader does who
// copies the README from the top. In the store's tests because the app layer needs the store.
//
// Each sample stands between a `// guide: README.md` line and an `// end guide` line, exactly as
// the README shows it, less the marker's indentation (its `import` lines aside); .ci/docs.sh
// checks that the two agree. `print` records what the samples print (StoreGuideSamplesTests.swift
// has the printout), and each test compares that with the comments beside the prints.

/// Records the items as `Swift.print` would write them, in the running test's printout.
@MainActor
private func print(_ items: Any..., separator: String = " ") {
  Printout.current?.lines.append(items.map { "\($0)" }.joined(separator: separator))
}

@MainActor
@Suite("README", RecordsPrints())
struct ReadmeSamples {
  @Test("the quick start and the app layer print what their comments show")
  func quickStartAndAppLayer() throws {
    // guide: README.md
    enum Screen: Hashable, Sendable {
      case inbox, reply, settings
      case thread(Int)
    }

    var nav = Navigator(root: Screen.inbox)
    let events = nav.send(.push(.thread(7)))
    print(events)  // [pushed(thread(7)#1)]

    // A half sheet that leaves the screen beneath it usable while it rests at .medium.
    let sheet = Presentation.sheet(
      detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
    let presented = nav.send(.present(.settings, as: sheet))
    print(presented)  // [presented(settings#2, sheet)]
    let settings = presented.presentedEntry!
    print(nav)  // [inbox#0, thread(7)#1] > sheet [settings#2]

    // send(_:) acts on the top level, the sheet; unwind never dismisses it.
    print(nav.send(.unwind))  // [rejected(unwind, alreadyAtRoot)]

    // The thread's Reply button, beneath the undimmed sheet, acts on the thread's stack.
    let reply = nav.send(.push(.reply), from: nav.stack.top.id).pushedEntry!
    print(nav)  // [inbox#0, thread(7)#1, reply#3] > sheet [settings#2]

    // At .large the sheet dims what is beneath it, and a tap there cannot have happened.
    nav.send(.selectDetent(.large, of: settings.id))
    print(nav.send(.unwind, from: reply.id))  // [rejected(unwind, inputBlocked)]
    print(nav.send(.dismissInteractively(settings.id)))  // [dismissed(settings#2, interactive)]
    // end guide

    // guide: README.md
    #expect(events == [.pushed(RouteEntry(id: 1, route: .thread(7)))])
    // end guide

    #expect(
      printed == [
        "[pushed(thread(7)#1)]",
        "[presented(settings#2, sheet)]",
        "[inbox#0, thread(7)#1] > sheet [settings#2]",
        "[rejected(unwind, alreadyAtRoot)]",
        "[inbox#0, thread(7)#1, reply#3] > sheet [settings#2]",
        "[rejected(unwind, inputBlocked)]",
        "[dismissed(settings#2, interactive)]",
      ])
    let quickStart = printed.count

    // guide: README.md
    let links = DeepLinkFormat(
      segments: RouteSegments<Screen>(
        components: { if case .thread(let id) = $0 { ["thread", String(id)] } else { ["\($0)"] } },
        route: { parts in
          if parts.count == 2, parts[0] == "thread" { return Int(parts[1]).map(Screen.thread) }
          return [Screen.inbox, .reply, .settings].first { ["\($0)"] == parts }
        }), presentation: { $0 == .settings ? sheet : nil })
    let store = NavigatorStore(root: Screen.inbox, recordsSession: true)
    store.present(.settings, as: sheet) { reason in print("settings went:", reason) }
    try store.open("/inbox/thread:7/reply", as: links)  // settings went: dismissed(programmatic)
    store.send(.home)  // nothing more: the callback ran once
    let bugReport = try store.trace(links.segments).text  // modalkit replay reproduces it
    // end guide

    #expect(printed.dropFirst(quickStart) == ["settings went: dismissed(programmatic)"])
    // The report replays, with no refusal, to the store's state written with the links.
    let replay = try Trace.parse(bugReport).replay()
    #expect(replay.lines.count == 3)
    #expect(replay.lines.allSatisfy { !$0.contains(#""event":"rejected""#) })
    let written = try store.navigator.mapRoutes { try links.segments.segment(for: $0) }
    #expect(replay.navigator == written)
    // The links read back what they write, for every route.
    for route in [Screen.inbox, .reply, .settings, .thread(7)] {
      #expect(try links.segments.route(fromSegment: links.segments.segment(for: route)) == route)
    }
  }

  @Test("the quick start's events are the values its comments name")
  func quickStartValues() throws {
    enum Screen: Hashable, Sendable {
      case inbox, reply, settings
      case thread(Int)
    }

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
