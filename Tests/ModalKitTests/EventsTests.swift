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
      expected: .pushed(RouteEntry(id: 1, route: .thread(1)))),
    SingleEventCase(
      name: "unwind", setup: [.push(.thread(1))], action: .unwind,
      expected: .popped(RouteEntry(id: 1, route: .thread(1)))),
    SingleEventCase(
      name: "present", setup: [], action: .present(.settings, as: halfSheet),
      expected: .presented(RouteEntry(id: 1, route: .settings), halfSheet)),
    SingleEventCase(
      name: "dismiss of a layer with no pushes", setup: [.present(.settings, as: halfSheet)],
      action: .dismiss,
      expected: .dismissed(RouteEntry(id: 1, route: .settings), reason: .programmatic)),
    SingleEventCase(
      name: "selectDetent", setup: [.present(.settings, as: halfSheet)],
      action: .selectDetent(.large, of: 1), expected: .detentChanged(1, from: .medium, to: .large)),
    SingleEventCase(
      name: "update", setup: [.push(.thread(1))], action: .update(1, to: .compose),
      expected: .updated(1, from: .thread(1), to: .compose)),
    SingleEventCase(
      name: "unwind to the entry below", setup: [.push(.thread(1)), .push(.thread(2))],
      action: .unwindTo(1), expected: .popped(RouteEntry(id: 2, route: .thread(2)))),
    SingleEventCase(
      name: "a rejection", setup: [], action: .unwind,
      expected: .rejected(.unwind, reason: .alreadyAtRoot)),
  ]
}

/// The entries of the deep-stack sample state, `[inbox#0, thread(1)#1, thread(2)#2, compose#3]`.
private let thread1 = RouteEntry<Screen>(id: 1, route: .thread(1))
private let thread2 = RouteEntry<Screen>(id: 2, route: .thread(2))
private let compose = RouteEntry<Screen>(id: 3, route: .compose)

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

    let literal: Nav.Events = [.popped(compose), .pushed(RouteEntry(id: 4, route: .profile))]
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
      .dismissed(RouteEntry(id: 5, route: .confirm("discard")), reason: .programmatic),
      .popped(RouteEntry(id: 4, route: .compose)), .popped(RouteEntry(id: 3, route: .profile)),
      .dismissed(RouteEntry(id: 2, route: .settings), reason: .programmatic),
      .popped(RouteEntry(id: 1, route: .thread(7))),
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
        .dismissed(RouteEntry(id: 4, route: .settings), reason: .programmatic),
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

    #expect(replaced.pushedEntry == RouteEntry(id: 5, route: .profile))
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

    #expect(applied.presentedEntry == RouteEntry(id: 2, route: .confirm("sure")))
    #expect(queued.presentedEntry == nil)
    #expect(promoted.presentedEntry == RouteEntry(id: 3, route: .profile))
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
