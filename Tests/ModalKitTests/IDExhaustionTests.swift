import ModalKit
import Testing

/// `[inbox#0, thread(7)#1] > sheet [settings#2]` with no ids left to hand out: a state a user
/// can now write down, where before it took `@testable` to set the counter.
private func exhausted() throws -> Nav {
  try Nav(
    [0: .inbox, 1: .thread(7)],
    layers: [
      ModalLayer(halfSheet, [2: .settings])
    ],
    nextID: EntryID.limit)
}

@Suite("Running out of ids")
struct IDExhaustionTests {
  @Test(
    "every action that creates an entry is refused once the ids run out",
    arguments: [
      Nav.Action.push(.compose), .pushIfNotOnTop(.compose), .replacePath([.compose]),
      .present(.compose, as: largeSheet), .present(.compose, as: largeSheet, policy: .queue),
      .present(.compose, as: largeSheet, policy: .insteadOfTop),
      .apply(Destination(root: .inbox, layers: [.init(.compose, as: largeSheet)])),
      .apply(Destination(root: .profile)), .reset(.inbox),
    ])
  func idsExhausted(action: Nav.Action) throws {
    let nav = try exhausted()

    #expect(nav.sending(action) == .refused(.idsExhausted))
  }

  @Test("replace is refused too when the ids run out")
  func replaceWhenExhausted() throws {
    let nav = try Nav(
      [0: .inbox, 1: .thread(7)],
      nextID: EntryID.limit)

    #expect(nav.sending(.replace(.compose)) == .refused(.idsExhausted))
  }

  @Test("the last id is handed out, and only then are pushes refused")
  func lastIDIsUsed() throws {
    var nav = try Nav(
      [0: .inbox],
      nextID: EntryID(rawValue: EntryID.limit.rawValue - 1))

    let last = nav.send(.push(.compose))
    let refused = nav.send(.push(.profile))

    let compose = RouteEntry<Screen>(EntryID(rawValue: EntryID.limit.rawValue - 1), .compose)
    let expected = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: [compose]),
      nextID: EntryID.limit)
    #expect(last == [.pushed(compose)])
    #expect(refused == [.rejected(.push(.profile), reason: .idsExhausted)])
    #expect(nav == expected)
  }

  @Test("actions that create nothing still apply with no ids left")
  func removalsStillApply() throws {
    var nav = try exhausted()

    let events = nav.send(.dismiss)

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      nextID: EntryID.limit)
    #expect(events == [.dismissed(RouteEntry(2, .settings), reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("apply that only removes entries still applies with no ids left")
  func applyThatOnlyRemoves() throws {
    var nav = try exhausted()

    let asked = nav.rejection(of: .apply(Destination(root: .inbox)))
    let events = nav.send(.apply(Destination(root: .inbox)))

    let expected = try Nav([0: .inbox], nextID: EntryID.limit)
    #expect(asked == nil)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
      ])
    #expect(nav == expected)
  }
}

/// The one id limit, 2⁵³ − 1: where a counter past it is refused, and that the navigator never
/// hands out an id at it.
@Suite("The id limit")
struct IDLimitTests {
  @Test("the limit is 2^53 - 1, the largest integer a double holds exactly")
  func limitIsTheLargestExactInteger() {
    #expect(EntryID.limit.rawValue == (1 << 53) - 1)
    #expect(UInt64(Double(EntryID.limit.rawValue)) == EntryID.limit.rawValue)
    // One past 2^53 is the first integer a double rounds: it reads back as 2^53.
    #expect(UInt64(Double(EntryID.limit.rawValue + 2)) == EntryID.limit.rawValue + 1)
  }

  @Test(
    "the initializer refuses a counter past the limit, whatever the entries",
    arguments: [EntryID.limit.rawValue + 1, 1 << 60, .max])
  func initializerRefusesACounterPastTheLimit(counter: UInt64) {
    #expect(throws: InvariantViolation.counterPastLimit(EntryID(rawValue: counter))) {
      try Nav(
        stack: RouteStack(root: RouteEntry(id: 0, route: .inbox)),
        nextID: EntryID(rawValue: counter))
    }
  }

  @Test("an id at the limit can never stand: the counter would have to pass the limit")
  func idAtTheLimitIsRefused() {
    #expect(throws: InvariantViolation.idNotBelowCounter(EntryID.limit)) {
      try Nav(
        stack: RouteStack(root: RouteEntry(id: EntryID.limit, route: .inbox)), nextID: EntryID.limit
      )
    }
  }

  @Test("adopting a saved state never hands out an id at the limit")
  func adoptingStopsBelowTheLimit() throws {
    let last = EntryID.limit.rawValue - 1
    // The live navigator's #1 is another screen, so the saved #1 needs a new id: the last one.
    let live = try Nav(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: .inbox), path: [RouteEntry(id: 1, route: .thread(1))]),
      nextID: EntryID(rawValue: last))
    let saved = try Nav(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: .inbox), path: [RouteEntry(id: 1, route: .compose)]),
      nextID: 2)
    // Two saved entries the live navigator numbered otherwise: one id is left for them.
    let twoNew = try Nav(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: .inbox),
        path: [RouteEntry(id: 1, route: .compose), RouteEntry(id: 2, route: .profile)]),
      nextID: 3)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.top == RouteEntry(id: EntryID(rawValue: last), route: .compose))
    #expect(adopted.nextID == EntryID.limit)
    #expect(live.adopting(twoNew) == nil)
  }
}
