import Testing

// The one test file that imports ModalKit with @testable. Three things cannot be reached
// through the public API, on purpose: an id counter near 2⁶⁴ (only the navigator hands out ids,
// decision 15), a state that breaks an invariant (actions never produce one, and no decoder
// exists yet), and event lists in a storage form their own invariant rules out. Adding public
// mutation for them would undo what it protects, so this file sets the internal stored
// properties directly; every other test file imports ModalKit as users do.
@testable import ModalKit

@Suite("States no action reaches")
struct BrokenStateTests {
  // MARK: - An exhausted id counter

  /// A navigator with a sheet up and no ids left to hand out.
  private func exhausted() -> Nav {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    nav.send(.present(.settings, halfSheet))
    nav.nextID = EntryID(rawValue: .max)
    return nav
  }

  @Test(
    "every action that creates an entry is refused once the ids run out",
    arguments: [
      Nav.Action.push(.compose), .pushIfNotOnTop(.compose), .replacePath([.compose]),
      .present(.compose, largeSheet), .present(.compose, largeSheet, policy: .queue),
      .present(.compose, largeSheet, policy: .replace),
      .apply(Destination(root: .inbox, layers: [.init(.compose, largeSheet)])),
      .apply(Destination(root: .profile)), .reset(.inbox),
    ])
  func idsExhausted(action: Nav.Action) {
    var nav = exhausted()
    let before = nav

    let events = nav.send(action)

    #expect(events == [.rejected(action, reason: .idsExhausted)])
    #expect(nav == before)
  }

  @Test("replace is refused too when the ids run out")
  func replaceWhenExhausted() {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    nav.nextID = EntryID(rawValue: .max)
    let before = nav

    let events = nav.send(.replace(.compose))

    #expect(events == [.rejected(.replace(.compose), reason: .idsExhausted)])
    #expect(nav == before)
  }

  @Test("the last id is handed out, and only then are pushes refused")
  func lastIDIsUsed() {
    var nav = Nav(root: .inbox)
    nav.nextID = EntryID(rawValue: .max - 1)

    let last = nav.send(.push(.compose))
    let refused = nav.send(.push(.profile))

    #expect(last == [.pushed(nav.top)])
    #expect(nav.top.id == EntryID(rawValue: .max - 1))
    #expect(refused == [.rejected(.push(.profile), reason: .idsExhausted)])
    #expect(nav.invariantViolations() == [])
  }

  @Test("actions that create nothing still apply with no ids left")
  func removalsStillApply() {
    var nav = exhausted()
    let settings = nav.top

    let events = nav.send(.dismiss)

    #expect(events == [.dismissed(settings, reason: .programmatic)])
  }

  // MARK: - Broken invariants

  @Test("the invariant check names an id used twice and an id not below the counter")
  func duplicateAndUnissuedIDs() {
    var nav = Nav(root: .inbox)
    nav.send(.push(.thread(7)))
    nav.stack.path.append(RouteEntry(id: EntryID(rawValue: 1), route: .compose))
    nav.stack.path.append(RouteEntry(id: EntryID(rawValue: 9), route: .profile))

    let violations = nav.invariantViolations()

    #expect(
      violations == [.duplicateID(EntryID(rawValue: 1)), .idNotBelowCounter(EntryID(rawValue: 9))])
  }

  @Test("the invariant check names an invalid presentation and a push inside an alert")
  func invalidLayers() {
    var nav = Nav(root: .inbox)
    nav.send(.present(.settings, halfSheet))
    nav.send(.present(.confirm("x"), discardAlert))
    nav.modal.layers[0].presentation = .sheet(detents: [.medium], selection: .large)
    nav.modal.layers[1].stack.path.append(RouteEntry(id: EntryID(rawValue: 3), route: .compose))
    nav.nextID = EntryID(rawValue: 4)

    let violations = nav.invariantViolations()

    #expect(
      violations == [
        .invalidPresentation(EntryID(rawValue: 1), .selectionNotOffered(.large)),
        .pushInNonNavigableLayer(EntryID(rawValue: 2)),
      ])
  }

  @Test("the invariant check names a queue with nothing presented, and a queue level out of range")
  func brokenQueues() {
    var orphan = Nav(root: .inbox)
    orphan.queue.items = [
      QueuedPresentation(
        entry: RouteEntry(id: EntryID(rawValue: 1), route: .compose),
        presentation: .sheet(detents: [.fraction(0)]))
    ]
    orphan.queue.level = 1
    orphan.nextID = EntryID(rawValue: 2)
    var tooHigh = SampleState.queued.navigator
    tooHigh.queue.level = 2
    var emptyButLevelled = Nav(root: .inbox)
    emptyButLevelled.queue.level = 1

    #expect(
      orphan.invariantViolations() == [
        .invalidPresentation(EntryID(rawValue: 1), .invalidDetent(.fraction(0))),
        .queueWithoutLayers,
      ])
    #expect(tooHigh.invariantViolations() == [.queueLevelOutOfRange(2)])
    #expect(emptyButLevelled.invariantViolations() == [.queueLevelOutOfRange(1)])
  }

  // MARK: - Event lists in a form the invariant rules out

  @Test("events held in an array of one, or an empty array, equal and hash as the inline forms")
  func eventsCompareByElements() {
    var nav = Nav(root: .inbox)
    let pushed = nav.send(.push(.thread(1)))
    let event = Nav.Event.pushed(nav.top)
    var arrayOfOne = Nav.Events()
    arrayOfOne.storage = .many([event])
    var emptyArray = Nav.Events()
    emptyArray.storage = .many([])

    #expect(arrayOfOne == pushed)
    #expect(arrayOfOne.hashValue == pushed.hashValue)
    #expect(Array(arrayOfOne) == [event])
    #expect(emptyArray == Nav.Events())
    #expect(emptyArray.hashValue == Nav.Events().hashValue)
  }

  @Test("appending to events keeps the inline form for one and an array from two on")
  func appendingChangesForm() {
    var nav = SampleState.deepStack.navigator
    let path = nav.stack.path
    var events = Nav.Events()

    events.append(.popped(path[2]))
    let afterOne = events
    events.append(.popped(path[1]))
    events.append(contentsOf: [])
    events.append(contentsOf: [.popped(path[0])])

    guard case .one = afterOne.storage, case .many(let all) = events.storage else {
      Issue.record("forms: \(afterOne.storage), \(events.storage)")
      return
    }
    #expect(all == [.popped(path[2]), .popped(path[1]), .popped(path[0])])
    #expect(events == nav.send(.home))
  }
}
