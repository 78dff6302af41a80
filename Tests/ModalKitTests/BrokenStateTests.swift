import Testing

// The one test file that imports ModalKit with @testable. Two things cannot be built through
// the public API, on purpose: a state that breaks several invariants at once (the public
// `Navigator(stack:layers:queue:nextID:)` throws the first violation), and event lists in a
// storage form their own invariant rules out. Adding public mutation for them would undo what
// it protects, so this file sets the internal stored properties directly. It also reaches the one requirement of an internal coding key that no
// decoder calls. Every other test file imports ModalKit as users do.
@testable import ModalKit

@Suite("States no action reaches")
struct BrokenStateTests {
  // MARK: - Broken invariants

  @Test("the invariant check names every id used twice and every id not below the counter")
  func duplicateAndUnissuedIDs() {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    nav._stack._path.append(RouteEntry(id: 1, route: .compose))
    nav._stack._path.append(RouteEntry(id: 9, route: .profile))

    let violations = nav.invariantViolations()

    #expect(violations == [.duplicateID(1), .idNotBelowCounter(9)])
  }

  @Test("the invariant check names an invalid presentation and a push inside an alert, in order")
  func invalidLayers() {
    var nav = Nav(root: .inbox)
    nav.send(.present(.settings, as: halfSheet))
    nav.send(.present(.confirm("x"), as: discardAlert))
    nav._layers[0]._presentation = .sheet(detents: [.medium], selection: .large)
    nav._layers[1]._stack._path.append(RouteEntry(id: 3, route: .compose))
    nav._nextID = 4

    let violations = nav.invariantViolations()

    #expect(
      violations == [
        .invalidPresentation(1, .selectionNotOffered(.large)), .pushInNonNavigableLayer(2),
      ])
  }

  @Test("the invariant check names a queued invalid presentation beside an orphaned queue")
  func orphanedQueueWithInvalidPresentation() {
    var orphan = Nav(root: .inbox)
    orphan._queue._items = [
      QueuedPresentation(
        entry: RouteEntry(id: 1, route: .compose), presentation: .sheet(detents: [.fraction(0)]))
    ]
    orphan._queue._level = 1
    orphan._nextID = 2

    let violations = orphan.invariantViolations()

    #expect(
      violations == [.invalidPresentation(1, .invalidDetent(.fraction(0))), .queueWithoutLayers])
  }

  @Test("the invariant check names an empty queue that still has a level")
  func emptyQueueWithLevel() {
    var nav = Nav(root: .inbox)
    nav._queue._level = 1

    let violations = nav.invariantViolations()

    #expect(violations == [.queueLevelOutOfRange(1)])
  }

  // MARK: - Event lists in forms no transition makes

  @Test("events held as parts of one, or no parts, equal and hash as the inline forms")
  func eventsCompareByElements() {
    var nav = Nav(root: .inbox)
    let pushed = nav.send(.push(.thread(1)))
    let event = Nav.Event.pushed(RouteEntry(id: 1, route: .thread(1)))
    var partsOfOne = Nav.Events()
    partsOfOne.storage = .many(count: 1, parts: [.event(event)])
    var noParts = Nav.Events()
    noParts.storage = .many(count: 0, parts: [])

    #expect(partsOfOne == pushed)
    #expect(partsOfOne.hashValue == pushed.hashValue)
    #expect(Array(partsOfOne) == [event])
    #expect(partsOfOne.rejection == nil)
    #expect(noParts == Nav.Events())
    #expect(noParts.hashValue == Nav.Events().hashValue)
  }

  @Test("appending to events keeps the inline form for one and parts from two on")
  func appendingChangesForm() {
    var nav = SampleState.deepStack.navigator
    let (thread1, thread2, compose) = (
      RouteEntry<Screen>(id: 1, route: .thread(1)), RouteEntry<Screen>(id: 2, route: .thread(2)),
      RouteEntry<Screen>(id: 3, route: .compose)
    )
    var events = Nav.Events()

    events.append(.popped(compose))
    let afterOne = events
    events.append(.popped(thread2))
    events.append(popped: [])
    events.append(popped: [thread1])

    guard case .one = afterOne.storage, case .many(3, let parts) = events.storage else {
      Issue.record("forms: \(afterOne.storage), \(events.storage)")
      return
    }
    #expect(parts.count == 3)
    #expect(Array(events) == [.popped(compose), .popped(thread2), .popped(thread1)])
    #expect(events == nav.send(.home))
  }

  @Test("a run of pops alone is held as the entries popped, and read from the top")
  func runsOfPopsChooseTheirForm() {
    let (thread1, thread2, compose) = (
      RouteEntry<Screen>(id: 1, route: .thread(1)), RouteEntry<Screen>(id: 2, route: .thread(2)),
      RouteEntry<Screen>(id: 3, route: .compose)
    )
    var one = Nav.Events()
    var run = Nav.Events()
    var onto = Nav.Events()
    onto.append(.dismissed(compose, reason: .programmatic))

    one.append(popped: [thread1])
    run.append(popped: [thread1, thread2])
    onto.append(popped: [thread1, thread2])
    onto.append(popped: [compose])

    guard case .one(let single) = one.storage, case .popped(let entries) = run.storage,
      case .many(4, let parts) = onto.storage
    else {
      Issue.record("forms: \(one.storage), \(run.storage), \(onto.storage)")
      return
    }
    #expect(single == .popped(thread1))
    #expect(Array(entries) == [thread1, thread2])
    #expect(Array(run) == [.popped(thread2), .popped(thread1)])
    #expect(parts.count == 3)
    #expect(
      Array(onto) == [
        .dismissed(compose, reason: .programmatic), .popped(thread2), .popped(thread1),
        .popped(compose),
      ])
  }

  @Test("the saved-state format's case keys are names, never integers")
  func caseKeysRefuseIntegers() {
    #expect(CaseKey(intValue: 0) == nil)
    #expect(CaseKey(stringValue: "fraction")?.stringValue == "fraction")
    #expect(CaseKey("medium").intValue == nil)
  }
}

extension BrokenStateTests {
  @Test("the counter is judged first: past the limit, it is named before the ids above it")
  func counterPastTheLimitComesFirst() {
    let past = EntryID(rawValue: EntryID.limit.rawValue + 1)
    var nav = Nav(root: .inbox)
    nav._stack._path.append(RouteEntry(id: past, route: .compose))
    nav._nextID = past

    let violations = nav.invariantViolations()

    #expect(violations == [.counterPastLimit(past), .idNotBelowCounter(past)])
  }
}
