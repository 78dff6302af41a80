import ModalKit
import ModalKitTestSupport
import Testing

/// Three layers, two with pushes, for watching dismissals.
///
/// `[inbox, thread(7)#1] > sheet [settings#2, profile#3] > cover [compose#4, thread(3)#5]
/// > alert [confirm(sure)#6]`.
private func threeLayers() -> Nav {
  var nav = Nav(root: .inbox)
  nav.send(.push(.thread(7)))
  nav.send(.present(.settings, as: halfSheet))
  nav.send(.push(.profile))
  nav.send(.present(.compose, as: .fullScreenCover))
  nav.send(.push(.thread(3)))
  nav.send(.present(.confirm("sure"), as: .alert("Sure?")))
  return nav
}

/// The events that removing the layers from `level` up must produce, in order: innermost layer
/// first, each layer's pushed entries popped top first before the layer is dismissed.
private func expectedDismissals(of nav: Nav, from level: Int, reason: DismissReason) -> [Nav.Event]
{
  nav.layers[(level - 1)...].reversed().flatMap { layer in
    layer.stack.path.reversed().map { Nav.Event.popped($0) } + [
      .dismissed(layer.entry, reason: reason)
    ]
  }
}

/// Counts what a host's callbacks would see: `onDismiss` per presented entry, `onPop` per push.
private struct CallbackTally {
  var presented: [EntryID: Int] = [:]
  var dismissed: [EntryID: Int] = [:]
  var pushed: [EntryID: Int] = [:]
  var popped: [EntryID: Int] = [:]
  var queued: [EntryID: Int] = [:]
  var dropped: [EntryID: Int] = [:]

  mutating func record(_ events: some Sequence<Nav.Event>) {
    for event in events {
      switch event {
      case .presented(let entry, _): presented[entry.id, default: 0] += 1
      case .dismissed(let entry, _): dismissed[entry.id, default: 0] += 1
      case .pushed(let entry): pushed[entry.id, default: 0] += 1
      case .popped(let entry): popped[entry.id, default: 0] += 1
      case .queued(let entry, _): queued[entry.id, default: 0] += 1
      case .dropped(let entry): dropped[entry.id, default: 0] += 1
      case .detentChanged, .updated, .rejected: break
      }
    }
  }
}

@Suite("Every entry reported gone exactly once")
struct ExactlyOnceTests {
  @Test(
    "whatever removes layers reports each one once, innermost first, its pushes popped before it",
    arguments: [
      (Nav.Action.dismiss, 3, DismissReason.programmatic),
      (.dismissLayer(2), 1, .programmatic),
      (.dismissLayer(4), 2, .programmatic),
      (.dismissAll, 1, .programmatic),
      (.close(2), 1, .programmatic),
      (.close(3), 2, .programmatic),
      (.close(5), 3, .programmatic),
      (.present(.profile, as: largeSheet, policy: .insteadOfTop), 3, .replaced),
      (.unwindTo(3), 2, .programmatic),
      (.unwindTo(1), 1, .programmatic),
      (.home, 1, .programmatic),
      (.tapButton("ok", in: 6), 3, .button("ok")),
      (.apply(Destination(root: .inbox, path: [.thread(7)])), 1, .programmatic),
      (
        .apply(
          Destination(root: .inbox, path: [.thread(7)], layers: [.init(.settings, as: halfSheet)])),
        2,
        .programmatic
      ),
      (.reset(.inbox), 1, .programmatic),
    ])
  func removersReportOnce(action: Nav.Action, fromLevel level: Int, reason: DismissReason) {
    var nav = threeLayers()
    let before = nav
    let expected = expectedDismissals(of: before, from: level, reason: reason)
    let layerIDs = Set(before.layers[(level - 1)...].flatMap { $0.stack.map(\.id) })

    let events = nav.checkedSend(action)

    let layerEvents = events.filter { event in
      switch event {
      case .popped(let entry), .dismissed(let entry, _): layerIDs.contains(entry.id)
      default: false
      }
    }
    #expect(layerEvents == expected)
    #expect(Array(events.prefix(expected.count)) == expected)
    #expect(ledgerProblems(before: before, after: nav, events: events) == [])
    #expect(nav.topLevel >= level - 1)
  }

  @Test("dismissing the sheet beneath a cover reports the cover's pushes and both layers once")
  func dismissBeneathCover() throws {
    var nav = threeLayers()
    nav.checkedSend(.dismiss)

    let events = nav.checkedSend(.dismissLayer(2))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      nextID: 7)
    #expect(
      events == [
        .popped(RouteEntry(5, .thread(3))),
        .dismissed(RouteEntry(4, .compose), reason: .programmatic),
        .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
      ])
    #expect(nav == expected)
  }

  @Test("a session of every action kind reports each entry's arrival and departure once")
  func longSessionBalances() {
    var nav = Nav(root: .inbox)
    var tally = CallbackTally()
    tally.pushed[0] = 1
    var seed: UInt64 = 0x5EED
    let routes: [Screen] = [.inbox, .thread(1), .thread(2), .compose, .settings, .profile]
    let presentations = [
      halfSheet, largeSheet, .fullScreenCover, .overlay(.center, .half), discardAlert,
    ]

    for _ in 0..<600 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pick = Int(truncatingIfNeeded: seed >> 33)
      let route = routes[pick % routes.count]
      let kind = ActionKind.allCases[pick % ActionKind.allCases.count]
      var action = kind.action(in: nav)
      if case .present = action {
        let policy = ConflictPolicy.allCases[(pick / 7) % ConflictPolicy.allCases.count]
        action = .present(
          route, as: presentations[(pick / 3) % presentations.count], policy: policy)
      } else if case .push = action {
        action = .push(route)
      } else if case .reset = action, pick % 5 != 0 {
        action = .present(route, as: halfSheet, policy: .queue)
      }
      let before = nav

      let events = nav.checkedSend(action)

      tally.record(events)
      #expect(ledgerProblems(before: before, after: nav, events: events) == [])
      #expect(orderProblems(before: before, events: events) == [])
    }
    tally.record(nav.send(.reset(.inbox)))

    #expect(tally.presented.count > 20)
    #expect(tally.queued.count >= 5)
    #expect(tally.presented.values.allSatisfy { $0 == 1 })
    #expect(tally.dismissed == tally.presented)
    #expect(tally.pushed.filter { $0.key != nav.top.id } == tally.popped)
    #expect(
      tally.queued.keys.allSatisfy { (tally.dropped[$0] ?? 0) + (tally.presented[$0] ?? 0) == 1 })
    #expect(tally.dropped.keys.allSatisfy { tally.queued[$0] == 1 })
  }

  @Test("the ledger and order checks catch a missing report and a parent reported first")
  func checksCatchBreaches() {
    var nav = threeLayers()
    let before = nav
    let events = nav.checkedSend(.dismissAll)

    let missing = ledgerProblems(before: before, after: nav, events: Array(events.dropFirst()))
    let reversed = orderProblems(before: before, events: events.reversed())

    #expect(orderProblems(before: before, events: events) == [])
    #expect(missing == ["left [#5, #4, #3, #2], expected [#2, #3, #4, #5, #6]"])
    #expect(reversed.count >= 3)
  }
}
