import ModalKit
import Testing

/// A transition that reports one event: the actions that set it up from `[inbox]`, then the one.
struct SingleEventCase: Sendable, CustomStringConvertible {
  let name: String
  let setup: [Nav.Action]
  let action: Nav.Action

  var description: String { name }

  /// The navigator after the setup.
  var navigator: Nav {
    var nav = Nav(root: .inbox)
    for action in setup { nav.send(action) }
    return nav
  }

  static let all: [SingleEventCase] = [
    SingleEventCase(name: "push", setup: [], action: .push(.thread(1))),
    SingleEventCase(name: "unwind", setup: [.push(.thread(1))], action: .unwind),
    SingleEventCase(name: "present", setup: [], action: .present(.settings, halfSheet)),
    SingleEventCase(
      name: "dismiss of a layer with no pushes", setup: [.present(.settings, halfSheet)],
      action: .dismiss),
    SingleEventCase(
      name: "selectDetent", setup: [.present(.settings, halfSheet)],
      action: .selectDetent(.large, of: id(1))),
    SingleEventCase(
      name: "update", setup: [.push(.thread(1))], action: .update(id(1), to: .compose)),
    SingleEventCase(
      name: "unwind to the entry below", setup: [.push(.thread(1)), .push(.thread(2))],
      action: .unwind(to: id(1))),
    SingleEventCase(name: "a rejection", setup: [], action: .unwind),
  ]
}

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
    #expect(events[0] == .pushed(nav.top))
    #expect(events.first == events.last)
    #expect(events == [.pushed(nav.top)])
  }

  @Test("many events keep their order: indices, subscripts and iteration agree")
  func manyEvents() {
    var nav = SampleState.deepStack.navigator
    let path = nav.stack.path

    let events = nav.send(.home)

    let expected: [Nav.Event] = [.popped(path[2]), .popped(path[1]), .popped(path[0])]
    #expect(events.count == 3)
    #expect(events.indices == 0..<3)
    #expect(events.indices.map { events[$0] } == expected)
    #expect(Array(events) == expected)
    #expect(Array(events.reversed()) == expected.reversed())
    #expect(events == [.popped(path[2]), .popped(path[1]), .popped(path[0])])
  }

  // MARK: - Equality and hashing

  @Test("events appended one by one equal the same events written as a literal")
  func appendedEqualsLiteral() {
    var nav = SampleState.deepStack.navigator
    let old = nav.top

    let events = nav.send(.replace(.profile))

    let literal: Nav.Events = [.popped(old), .pushed(nav.top)]
    #expect(events == literal)
    #expect(events.hashValue == literal.hashValue)
    #expect(Set([events, literal]).count == 1)
  }

  @Test("events gathered from several steps equal the literal of them all, in order")
  func gatheredAcrossSteps() {
    var nav = SampleState.nestedModals.navigator
    let before = nav
    let sheet = before.modal.layers[0]
    let alert = before.modal.layers[1]

    // The window's root: the alert, then the sheet's pushes and the sheet, then the window's
    // pushed entry, popped in bulk after the dismissals.
    let events = nav.send(.unwind(to: id(0)))

    let expected: Nav.Events = [
      .dismissed(alert.entry, reason: .programmatic),
      .popped(sheet.stack.path[1]), .popped(sheet.stack.path[0]),
      .dismissed(sheet.entry, reason: .programmatic),
      .popped(before.stack.path[0]),
    ]
    #expect(events == expected)
    #expect(events.hashValue == expected.hashValue)
  }

  @Test("a bulk pop after one dismissal follows it, in order")
  func bulkPopAfterOneEvent() {
    var nav = SampleState.deepStack.navigator
    nav.send(.present(.settings, .fullScreenCover))
    let before = nav

    let events = nav.send(.unwind(to: id(1)))

    #expect(
      events == [
        .dismissed(before.modal.layers[0].entry, reason: .programmatic),
        .popped(before.stack.path[2]), .popped(before.stack.path[1]),
      ])
  }

  @Test("events that differ in order, length or content are not equal")
  func inequality() {
    var nav = SampleState.deepStack.navigator
    let path = nav.stack.path
    let events = nav.send(.home)

    #expect(events != [.popped(path[0]), .popped(path[1]), .popped(path[2])])
    #expect(events != [.popped(path[2]), .popped(path[1])])
    #expect(events != [.popped(path[2])])
    #expect(events != [])
    #expect(Nav.Events() != [.popped(path[0])])
  }

  // MARK: - Description

  @Test("events print as the array of the same events does")
  func description() {
    var nav = SampleState.deepStack.navigator
    let one = nav.send(.unwind)
    let many = nav.send(.home)

    #expect(one.description == Array(one).description)
    #expect(many.description == Array(many).description)
    #expect(many.description.hasPrefix("[") && many.description.hasSuffix("]"))
  }

  // MARK: - Transitions that report one event

  @Test("a single-event transition reports exactly one event", arguments: SingleEventCase.all)
  func singleEventTransition(_ example: SingleEventCase) {
    var nav = example.navigator

    let events = nav.send(example.action)

    #expect(events.count == 1, "\(events)")
    #expect(events.first.map { events == [$0] } == true)
  }

  @Test("selecting a detent and updating a route report exactly one event each")
  func selectDetentAndUpdate() {
    var nav = SampleState.queued.navigator
    let sheet = nav.modal.layers[0].entry

    let moved = nav.send(.selectDetent(.large, of: sheet.id))
    let updated = nav.send(.update(sheet.id, to: .profile))

    #expect(moved == [.detentChanged(sheet.id, from: .medium, to: .large)])
    #expect(updated == [.updated(sheet.id, from: .settings, to: .profile)])
  }
}
