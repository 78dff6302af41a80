import ModalKit
import Testing

/// A transition that reports one event: the actions that set it up from `[inbox#0]`, the one
/// action, and the event it must report.
struct SingleEventCase: Sendable, CustomStringConvertible {
  let name: String
  let setup: [Nav.Action]
  let action: Nav.Action
  let expected: Nav.Event

  var description: String { name }

  /// The navigator after the setup.
  var navigator: Nav {
    var nav = Nav(root: .inbox)
    for action in setup { nav.send(action) }
    return nav
  }

  static let all: [SingleEventCase] = [
    SingleEventCase(
      name: "push", setup: [], action: .push(.thread(1)),
      expected: .pushed(RouteEntry(1, .thread(1)))),
    SingleEventCase(
      name: "unwind", setup: [.push(.thread(1))], action: .unwind,
      expected: .popped(RouteEntry(1, .thread(1)))),
    SingleEventCase(
      name: "present", setup: [], action: .present(.settings, as: halfSheet),
      expected: .presented(RouteEntry(1, .settings), halfSheet)),
    SingleEventCase(
      name: "dismiss of a layer with no pushes", setup: [.present(.settings, as: halfSheet)],
      action: .dismiss,
      expected: .dismissed(RouteEntry(1, .settings), reason: .programmatic)),
    SingleEventCase(
      name: "selectDetent", setup: [.present(.settings, as: halfSheet)],
      action: .selectDetent(.large, of: 1), expected: .detentChanged(1, from: .medium, to: .large)),
    SingleEventCase(
      name: "update", setup: [.push(.thread(1))], action: .update(1, to: .compose),
      expected: .updated(1, from: .thread(1), to: .compose)),
    SingleEventCase(
      name: "unwind to the entry below", setup: [.push(.thread(1)), .push(.thread(2))],
      action: .unwindTo(1), expected: .popped(RouteEntry(2, .thread(2)))),
    SingleEventCase(
      name: "a rejection", setup: [], action: .unwind,
      expected: .rejected(.unwind, reason: .alreadyAtRoot)),
  ]
}

/// The entries of the deep-stack sample state, `[inbox#0, thread(1)#1, thread(2)#2, compose#3]`.
private let thread1 = RouteEntry<Screen>(1, .thread(1))
private let thread2 = RouteEntry<Screen>(2, .thread(2))
private let compose = RouteEntry<Screen>(3, .compose)

@Suite("Events: what one transition reports")
struct EventsTests {
  // MARK: - The three forms

  @Test("no events are empty, equal to an empty literal, and print as an empty array")
  func noEvents() {
    let events = Nav.Events()

    #expect(events.isEmpty)
    #expect(events.count == 0)
    #expect(events.startIndex == 0 && events.endIndex == 0)
    #expect(events == [])
    #expect(Array(events) == [])
    #expect(events.description == "[]")
  }

  @Test("one event is at index 0 and equals its one-element literal")
  func oneEvent() {
    var nav = Nav(root: .inbox)

    let events = nav.send(.push(.thread(1)))

    #expect(events.count == 1)
    #expect(events.indices == 0..<1)
    #expect(events[0] == .pushed(thread1))
    #expect(events.first == events.last)
    #expect(events == [.pushed(thread1)])
  }

  @Test("many events keep their order: indices, subscripts and iteration agree")
  func manyEvents() {
    var nav = SampleState.deepStack.navigator

    let events = nav.send(.home)

    let expected: [Nav.Event] = [.popped(compose), .popped(thread2), .popped(thread1)]
    #expect(events.count == 3)
    #expect(events.indices == 0..<3)
    #expect(events.indices.map { events[$0] } == expected)
    #expect(Array(events) == expected)
    #expect(Array(events.reversed()) == expected.reversed())
    #expect(events == [.popped(compose), .popped(thread2), .popped(thread1)])
  }

  // MARK: - Equality and hashing

  @Test("events appended one by one equal the same events written as a literal")
  func appendedEqualsLiteral() {
    var nav = SampleState.deepStack.navigator

    let events = nav.send(.replace(.profile))

    let literal: Nav.Events = [.popped(compose), .pushed(RouteEntry(4, .profile))]
    #expect(events == literal)
    #expect(events.hashValue == literal.hashValue)
    #expect(Set([events, literal]).count == 1)
  }

  @Test("events gathered from several steps equal the literal of them all, in order")
  func gatheredAcrossSteps() {
    var nav = SampleState.nestedModals.navigator

    // The window's root: the alert, then the sheet's pushes and the sheet, then the window's
    // pushed entry, popped in bulk after the dismissals.
    let events = nav.send(.unwindTo(0))

    let expected: Nav.Events = [
      .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
      .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
      .dismissed(RouteEntry(2, .settings), reason: .programmatic),
      .popped(RouteEntry(1, .thread(7))),
    ]
    #expect(events == expected)
    #expect(events.hashValue == expected.hashValue)
  }

  @Test("a bulk pop after one dismissal follows it, in order")
  func bulkPopAfterOneEvent() {
    var nav = SampleState.deepStack.navigator
    nav.send(.present(.settings, as: .fullScreenCover))

    let events = nav.send(.unwindTo(1))

    #expect(
      events == [
        .dismissed(RouteEntry(4, .settings), reason: .programmatic),
        .popped(compose), .popped(thread2),
      ])
  }

  @Test("events that differ in order, length or content are not equal")
  func inequality() {
    var nav = SampleState.deepStack.navigator
    let events = nav.send(.home)

    #expect(events != [.popped(thread1), .popped(thread2), .popped(compose)])
    #expect(events != [.popped(compose), .popped(thread2)])
    #expect(events != [.popped(compose)])
    #expect(events != [])
    #expect(Nav.Events() != [.popped(thread1)])
  }

  // MARK: - Description

  @Test("events print as the array of the same events does")
  func description() {
    var nav = SampleState.deepStack.navigator
    let one = nav.send(.unwind)
    let many = nav.send(.home)

    #expect(one.description == Array(one).description)
    #expect(many.description == Array(many).description)
    #expect(many.description == "[popped(thread(2)#2), popped(thread(1)#1)]")
  }

  // MARK: - Transitions that report one event

  @Test("a single-event transition reports exactly its one event", arguments: SingleEventCase.all)
  func singleEventTransition(_ example: SingleEventCase) {
    var nav = example.navigator

    let events = nav.send(example.action)

    #expect(events == [example.expected])
  }

  @Test("selecting a detent and updating a route report exactly one event each")
  func selectDetentAndUpdate() {
    var nav = SampleState.queued.navigator

    let moved = nav.send(.selectDetent(.large, of: 2))
    let updated = nav.send(.update(2, to: .profile))

    #expect(moved == [.detentChanged(2, from: .medium, to: .large)])
    #expect(updated == [.updated(2, from: .settings, to: .profile)])
  }
}

// MARK: - What happened, in one read

extension EventsTests {
  @Test("pushedEntry is the last entry pushed, the new screen; nil when nothing was pushed")
  func pushedEntry() {
    var nav = SampleState.deepStack.navigator

    let replaced = nav.send(.replacePath([.settings, .profile]))
    let popped = nav.send(.unwind)
    let presented = nav.send(.present(.compose, as: largeSheet))

    #expect(replaced.pushedEntry == RouteEntry(5, .profile))
    #expect(popped.pushedEntry == nil)
    #expect(presented.pushedEntry == nil)
    #expect(Nav.Events().pushedEntry == nil)
  }

  @Test("presentedEntry is the last entry presented, the new layer; nil when none was")
  func presentedEntry() {
    var nav = Nav(root: .inbox)
    let link = Destination<Screen>(
      root: .inbox,
      layers: [.init(.settings, as: halfSheet), .init(.confirm("sure"), as: .alert("Sure?"))])

    let applied = nav.send(.apply(link))
    let queued = nav.send(.present(.profile, as: largeSheet, policy: .queue))
    let promoted = nav.send(.dismiss)

    #expect(applied.presentedEntry == RouteEntry(2, .confirm("sure")))
    #expect(queued.presentedEntry == nil)
    #expect(promoted.presentedEntry == RouteEntry(3, .profile))
    #expect(nav.send(.push(.compose)).presentedEntry == nil)
  }

  @Test("rejection and isRejected say whether and why an action was refused")
  func rejection() {
    var nav = Nav(root: .inbox)

    let refused = nav.send(.unwind)
    let applied = nav.send(.push(.thread(1)))
    let nothing = nav.send(.replacePath([.thread(1)]))
    let several = nav.send(.reset(.inbox))

    #expect(refused.rejection == .alreadyAtRoot)
    #expect(refused.isRejected)
    #expect([applied, nothing, several].map(\.rejection) == [nil, nil, nil])
    #expect([applied, nothing, several].map(\.isRejected) == [false, false, false])
  }

  @Test("a rejection comes alone: events that hold anything else are not read as one")
  func rejectionComesAlone() {
    let written: Nav.Events = [
      .popped(thread1), .rejected(.unwind, reason: .alreadyAtRoot),
    ]

    #expect(written.rejection == nil)
    #expect(!written.isRejected)
  }
}

// MARK: - Runs of pops

/// A navigator with `depth` threads pushed on the window's stack, `[inbox#0, thread(1)#1, ...]`.
private func threads(_ depth: Int) -> Nav {
  var nav = Nav(root: .inbox)
  for number in 1...depth { nav.send(.push(.thread(number))) }
  return nav
}

/// The pops of threads `from` down to `to`, top first, as an array built one event at a time.
private func popsOfThreads(from top: Int, to bottom: Int) -> [Nav.Event] {
  stride(from: top, through: bottom, by: -1).map {
    .popped(RouteEntry(EntryID(rawValue: UInt64($0)), .thread($0)))
  }
}

extension EventsTests {
  @Test("home from a deep stack reports every entry once, top first, as an array would")
  func homeFromDeepStack() {
    var nav = threads(1_000)
    let expected = popsOfThreads(from: 1_000, to: 1)

    let events = nav.send(.home)

    #expect(events.count == 1_000)
    #expect(Array(events) == expected)
    #expect(events == Nav.Events(expected))
    #expect(events.hashValue == Nav.Events(expected).hashValue)
    #expect(events.first == expected.first)
    #expect(events.last == expected.last)
    #expect(
      events[0] == expected[0] && events[499] == expected[499] && events[999] == expected[999])
    #expect(Array(events.reversed()) == expected.reversed())
    #expect(events.description == expected.description)
    #expect(nav.stack.depth == 0)
  }

  @Test(
    "unwinding to any entry reports what unwinding one at a time would",
    arguments: [1, 2, 10, 499, 500, 501, 998, 999])
  func unwindToMatchesOneAtATime(_ target: Int) {
    var bulk = threads(1_000)
    var oneByOne = bulk
    var expected: [Nav.Event] = []
    while oneByOne.stack.depth > target { expected.append(contentsOf: oneByOne.send(.unwind)) }

    let events = bulk.send(.unwindTo(EntryID(rawValue: UInt64(target))))

    #expect(bulk == oneByOne)
    #expect(events.count == expected.count)
    #expect(Array(events) == expected)
    #expect(events == Nav.Events(expected))
    #expect(events.last == expected.last)
  }

  @Test("the events of a far unwind stay as they were while the stack grows again")
  func runOutlivesLaterPushes() {
    var nav = threads(100)
    let events = nav.send(.unwindTo(1))
    let before = Array(events)

    for number in 200..<400 { nav.send(.push(.thread(number))) }
    nav.send(.unwindTo(1))
    nav.send(.home)

    #expect(Array(events) == before)
    #expect(before == popsOfThreads(from: 100, to: 2))
  }

  @Test("home across layers reports each layer's pops before its dismissal, the window's last")
  func homeAcrossLayersWithPushes() {
    var nav = threads(3)
    nav.send(.present(.settings, as: halfSheet))  // #4
    for _ in 0..<3 { nav.send(.push(.profile)) }  // #5, #6, #7
    nav.send(.present(.compose, as: largeSheet))  // #8
    nav.send(.push(.profile))  // #9
    nav.send(.present(.profile, as: largeSheet, policy: .queue))  // #10, queued

    let events = nav.send(.home)

    let expected: [Nav.Event] =
      [
        .dropped(RouteEntry(10, .profile)),
        .popped(RouteEntry(9, .profile)),
        .dismissed(RouteEntry(8, .compose), reason: .programmatic),
        .popped(RouteEntry(7, .profile)), .popped(RouteEntry(6, .profile)),
        .popped(RouteEntry(5, .profile)),
        .dismissed(RouteEntry(4, .settings), reason: .programmatic),
      ] + popsOfThreads(from: 3, to: 1)
    #expect(events.count == expected.count)
    #expect(Array(events) == expected)
    #expect(events.indices.map { events[$0] } == expected)
    #expect(events == Nav.Events(expected))
    #expect(events.hashValue == Nav.Events(expected).hashValue)
    #expect(events.last == expected.last)
    #expect(events.description == expected.description)
  }

  @Test("withoutPops reads the other events alone, in order, whatever the pops")
  func withoutPops() {
    var nav = threads(50)
    nav.send(.present(.settings, as: halfSheet))
    for _ in 0..<20 { nav.send(.push(.profile)) }
    nav.send(.present(.profile, as: largeSheet, policy: .queue))
    let settings = RouteEntry<Screen>(51, .settings)

    let home = nav.send(.home)
    let one = nav.send(.push(.compose))

    #expect(
      Array(home.withoutPops) == [
        .dropped(RouteEntry(72, .profile)),
        .dismissed(settings, reason: .programmatic),
      ])
    #expect(Array(home.withoutPops) == home.filter { if case .popped = $0 { false } else { true } })
    #expect(Array(one.withoutPops) == Array(one))
    #expect(Array(nav.send(.unwind).withoutPops) == [])
    #expect(Array(Nav.Events().withoutPops) == [])
  }

  @Test("containsOnlyPushesAndPops is true exactly when every event read is a push or a pop")
  func containsOnlyPushesAndPops() {
    var nav = threads(50)
    var seen: [Nav.Events] = [Nav.Events(), nav.send(.push(.compose)), nav.send(.unwind)]
    seen.append(nav.send(.unwindCount(3)))
    seen.append(nav.send(.unwindTo(5)))
    nav.send(.present(.settings, as: halfSheet))
    seen.append(nav.send(.push(.profile)))
    seen.append(nav.send(.present(.profile, as: largeSheet, policy: .queue)))
    seen.append(nav.send(.home))
    seen.append(nav.send(.unwind))
    seen.append(nav.send(.present(.settings, as: halfSheet)))
    seen.append(nav.send(.dismiss))
    seen.append([
      .pushed(RouteEntry(90, .compose)), .popped(RouteEntry(90, .compose)),
    ])

    for events in seen {
      let expected = events.allSatisfy { event in
        switch event {
        case .pushed, .popped: true
        default: false
        }
      }
      #expect(events.containsOnlyPushesAndPops == expected, "\(events)")
    }
    // Both answers occur, so the comparison above is not vacuous.
    #expect(seen.contains { $0.containsOnlyPushesAndPops })
    #expect(seen.contains { !$0.containsOnlyPushesAndPops })
  }

  @Test("pushedEntry and presentedEntry find the last push and presentation past any pops")
  func readsPastRuns() {
    var nav = threads(30)
    nav.send(.present(.settings, as: halfSheet))
    for _ in 0..<5 { nav.send(.push(.profile)) }
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(1), .compose], layers: [.init(.profile, as: largeSheet)])

    let applied = nav.send(.apply(link))
    let home = nav.send(.home)

    #expect(applied.count == 37)  // 5 pops, a dismissal, 29 pops, a push, a presentation
    #expect(applied.pushedEntry == RouteEntry(37, .compose))
    #expect(applied.presentedEntry == RouteEntry(38, .profile))
    #expect(home.pushedEntry == nil)
    #expect(home.presentedEntry == nil)
    #expect(home.rejection == nil)
  }

  @Test("the events between two navigators hold their pops as runs, and read as the array")
  func eventsBetweenNavigators() {
    let deep = threads(300)
    var shallow = deep
    shallow.send(.unwindTo(2))

    let events = Nav.events(from: deep, to: shallow)

    #expect(Array(events) == popsOfThreads(from: 300, to: 3))
    #expect(events.count == 298)
  }
}
