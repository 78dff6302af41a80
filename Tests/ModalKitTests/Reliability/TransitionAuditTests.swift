import ModalKit
import ModalKitTestSupport
import Testing

/// The audit the walk relies on catches the drifts it exists for; a checker that never fails
/// would prove nothing.
@Suite("Transition audit")
struct TransitionAuditTests {
  /// A navigator with a pushed screen and a sheet with a screen pushed inside it.
  static func sample() -> WalkNavigator {
    var nav = WalkNavigator(root: 0)
    nav.send(.push(1))
    nav.send(.present(2, as: .sheet()))
    nav.send(.push(3))
    return nav
  }

  /// Audits `events` as the report of the change from `before` to `after`.
  static func audit(
    _ before: WalkNavigator, _ after: WalkNavigator, _ events: some Collection<WalkNavigator.Event>
  ) -> String? {
    var audit = TransitionAudit()
    var replay = WalkNavigator(root: 0)
    // Teach the audit which layers are live, as a walk would have.
    for action in [WalkNavigator.Action.push(1), .present(2, as: .sheet()), .push(3)] {
      let previous = replay
      let events = replay.send(action)
      if let problem = audit.check(before: previous, after: replay, events: events) {
        return problem
      }
    }
    return audit.check(before: before, after: after, events: events)
  }

  @Test("the true events of a dismissal pass")
  func truthPasses() {
    let before = Self.sample()
    var after = before
    let events = after.send(.dismiss)
    #expect(Self.audit(before, after, events) == nil)
  }

  @Test("a removal nobody reported is caught")
  func silentRemoval() {
    let before = Self.sample()
    var after = before
    after.send(.dismiss)
    #expect(Self.audit(before, after, []) == "#2 left the stacks unreported")
  }

  @Test("a layer reported dismissed before its pushed entry is popped is caught")
  func parentBeforeChild() {
    let before = Self.sample()
    var after = before
    let events = after.send(.dismiss)
    #expect(
      Self.audit(before, after, events.reversed())
        == "dismissed 2#2 before its pushed entry #3 was popped")
  }

  @Test("a rejection that changed the state is caught")
  func changingRejection() {
    let before = Self.sample()
    var after = before
    after.send(.unwind)
    let events: [WalkNavigator.Event] = [.rejected(.unwind, reason: .alreadyAtRoot)]
    #expect(Self.audit(before, after, events) == "a rejected action changed the navigator")
  }

  @Test("a layer reported dismissed twice over a run is caught")
  func doubleDismissal() {
    var audit = TransitionAudit()
    var nav = WalkNavigator(root: 0)
    var before = nav
    var events = nav.send(.present(1, as: .sheet()))
    #expect(audit.check(before: before, after: nav, events: events) == nil)
    before = nav
    events = nav.send(.dismiss)
    #expect(audit.check(before: before, after: nav, events: events) == nil)
    let problem = audit.check(before: before, after: nav, events: events)
    #expect(problem == "dismissed 1#1 twice or never presented")
  }
}
