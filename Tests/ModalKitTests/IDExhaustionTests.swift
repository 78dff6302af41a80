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
    nextID: EntryID(rawValue: .max))
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
      nextID: EntryID(rawValue: .max))

    #expect(nav.sending(.replace(.compose)) == .refused(.idsExhausted))
  }

  @Test("the last id is handed out, and only then are pushes refused")
  func lastIDIsUsed() throws {
    var nav = try Nav(
      [0: .inbox],
      nextID: EntryID(rawValue: .max - 1))

    let last = nav.send(.push(.compose))
    let refused = nav.send(.push(.profile))

    let compose = RouteEntry<Screen>(EntryID(rawValue: .max - 1), .compose)
    let expected = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: [compose]),
      nextID: EntryID(rawValue: .max))
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
      nextID: EntryID(rawValue: .max))
    #expect(events == [.dismissed(RouteEntry(2, .settings), reason: .programmatic)])
    #expect(nav == expected)
  }

  @Test("apply that only removes entries still applies with no ids left")
  func applyThatOnlyRemoves() throws {
    var nav = try exhausted()

    let asked = nav.rejection(of: .apply(Destination(root: .inbox)))
    let events = nav.send(.apply(Destination(root: .inbox)))

    let expected = try Nav([0: .inbox], nextID: EntryID(rawValue: .max))
    #expect(asked == nil)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
      ])
    #expect(nav == expected)
  }
}
