import ModalKit
import Testing

/// The deep-stack sample state's entries, `[inbox#0, thread(1)#1, thread(2)#2, compose#3]`.
private let inbox = RouteEntry<Screen>(0, .inbox)
private let thread1 = RouteEntry<Screen>(1, .thread(1))
private let thread2 = RouteEntry<Screen>(2, .thread(2))
private let compose = RouteEntry<Screen>(3, .compose)

/// `[inbox#0, …path]`, handing out `nextID` next.
private func window(_ path: [RouteEntry<Screen>], nextID: EntryID) throws -> Nav {
  try Nav(stack: RouteStack(root: inbox, path: path), nextID: nextID)
}

@Suite("Unwind")
struct UnwindTests {
  // MARK: - One step

  @Test("unwind pops the visible top and reports it")
  func unwindPopsTop() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.unwind)

    #expect(events == [.popped(compose)])
    #expect(nav == (try window([thread1, thread2], nextID: 4)))
  }

  @Test("unwind at the root changes nothing and says why")
  func unwindAtRootIsRejected() {
    let nav = Nav(root: .inbox)

    #expect(nav.sending(.unwind) == .refused(.alreadyAtRoot))
  }

  @Test("unwind at a layer's root is refused and never dismisses the layer")
  func unwindNeverDismisses() {
    let nav = SampleState.queued.navigator

    #expect(nav.sending(.unwind) == .refused(.alreadyAtRoot))
  }

  // MARK: - Count

  @Test("unwind(count:) pops exactly that many entries, top first")
  func unwindCountPopsExactly() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.unwindCount(2))

    #expect(events == [.popped(compose), .popped(thread2)])
    #expect(nav == (try window([thread1], nextID: 4)))
  }

  @Test("unwind(count:) may pop the whole depth, leaving the root")
  func unwindCountWholeDepth() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.unwindCount(3))

    #expect(events == [.popped(compose), .popped(thread2), .popped(thread1)])
    #expect(nav == (try window([], nextID: 4)))
  }

  @Test(
    "unwind(count:) outside 1...depth is refused", arguments: [0, -1, 4, Int.min, Int.max])
  func unwindCountOutOfRange(count: Int) {
    let nav = SampleState.deepStack.navigator

    #expect(nav.sending(.unwindCount(count)) == .refused(.countOutOfRange))
  }

  // MARK: - To an id

  @Test("unwind(to:) keeps the named entry as the new top")
  func unwindToKeepsTarget() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.checkedSend(.unwindTo(1))

    #expect(events == [.popped(compose), .popped(thread2)])
    #expect(nav == (try window([thread1], nextID: 4)))
  }

  @Test("unwind(to:) the visible top is refused as already on top")
  func unwindToTopIsRejected() {
    let nav = SampleState.deepStack.navigator

    #expect(nav.sending(.unwindTo(3)) == .refused(.alreadyOnTop))
  }

  @Test(
    "unwind(to:) an id that is not on screen is refused: never handed out, gone, or only queued",
    arguments: [(SampleState.deepStack, 99), (.queued, 3), (.queued, 4)] as [(SampleState, EntryID)]
  )
  func unwindToUnknownIsRejected(state: SampleState, id: EntryID) {
    let nav = state.navigator

    #expect(nav.sending(.unwindTo(id)) == .refused(.unknownEntry))
  }

  @Test("an id that was popped is never reused, so unwinding to it is refused")
  func poppedIDsAreGone() throws {
    var nav = SampleState.deepStack.navigator
    nav.checkedSend(.unwind)
    nav.checkedSend(.push(.compose))

    let expected = try window(
      [thread1, thread2, RouteEntry(4, .compose)], nextID: 5)
    #expect(nav.sending(.unwindTo(3)) == .refused(.unknownEntry))
    #expect(nav == expected)
  }

  @Test("unwind(to:) an entry of a lower layer dismisses the layers above, then pops")
  func unwindToAcrossLayers() throws {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.unwindTo(0))

    #expect(
      events == [
        .dismissed(RouteEntry(5, .confirm("discard")), reason: .programmatic),
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
      ])
    #expect(nav == (try window([], nextID: 6)))
  }

  @Test("unwind(to:) a layer's own root pops inside the layer and keeps it up")
  func unwindToLayerRoot() throws {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.dismiss)

    let events = nav.checkedSend(.unwindTo(2))

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [RouteEntry(1, .thread(7))]),
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      nextID: 6)
    #expect(
      events == [
        .popped(RouteEntry(4, .compose)), .popped(RouteEntry(3, .profile)),
      ])
    #expect(nav == expected)
  }

  // MARK: - To a route

  @Test("unwind(toLast:) goes to the topmost entry showing the route")
  func unwindToLastPicksTopmost() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.compose))
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.profile))

    let events = nav.checkedSend(.unwindToLast(.thread(7)))

    let expected = try window(
      [
        RouteEntry(1, .thread(7)), RouteEntry(2, .compose),
        RouteEntry(3, .thread(7)),
      ],
      nextID: 5)
    #expect(events == [.popped(RouteEntry(4, .profile))])
    #expect(nav == expected)
  }

  @Test("unwind(toLast:) finds a route in a lower layer and dismisses what is above it")
  func unwindToLastAcrossLayers() throws {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.unwindToLast(.inbox))

    let later = RouteEntry<Screen>(3, .confirm("later"))
    let expected = try Nav(
      stack: RouteStack(root: inbox),
      layers: [ModalLayer(entry: later, presentation: .alert("Later"))],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(.overlay(.bottom, .half), 4, .profile)
        ],
        level: 1),
      nextID: 5)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .popped(RouteEntry(1, .thread(7))),
        .presented(later, .alert("Later")),
      ])
    #expect(nav == expected)
  }

  @Test("unwind(toLast:) the route on top is refused; a route nowhere is refused too")
  func unwindToLastRejections() {
    let nav = SampleState.deepStack.navigator

    #expect(nav.sending(.unwindToLast(.compose)) == .refused(.alreadyOnTop))
    #expect(nav.sending(.unwindToLast(.settings)) == .refused(.noMatchingEntry))
  }

  // MARK: - To the last entry that matches

  @Test("unwind(toLastWhere:) goes to the topmost entry that matches, whatever its route's value")
  func unwindToLastWhere() throws {
    var nav = SampleState.deepStack.navigator

    let events = nav.unwind(toLastWhere: { if case .thread = $0.route { true } else { false } })

    #expect(events == [.popped(compose)])
    #expect(nav == (try window([thread1, thread2], nextID: 4)))
  }

  @Test("unwind(toLastWhere:) crosses layers as unwind(to:) does, presenting a due queue head")
  func unwindToLastWhereAcrossLayers() throws {
    var nav = SampleState.queued.navigator
    var viaID = nav

    let events = nav.unwind(toLastWhere: { $0.route == .thread(7) })
    let expected = viaID.send(.unwindTo(1))

    #expect(events == expected)
    #expect(nav == viaID)
    #expect(events?.first == .dismissed(RouteEntry(2, .settings), reason: .programmatic))
  }

  @Test("unwind(toLastWhere:) with no match sends nothing, so it names no action: nil")
  func unwindToLastWhereNoMatch() {
    var nav = SampleState.nestedModals.navigator
    let before = nav
    var asked = 0

    let events = nav.unwind(toLastWhere: { entry in
      asked += 1
      return entry.id == 9
    })

    #expect(events == nil)
    #expect(asked == nav.allEntries.count - nav.queue.items.count)  // Every screen was asked.
    #expect(nav == before)
  }

  @Test("unwind(toLastWhere:) refuses when the visible top is the match")
  func unwindToLastWhereOnTop() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.unwind(toLastWhere: { if case .confirm = $0.route { true } else { false } })

    // The refusal names the action the method sent for the caller, with the match's id.
    #expect(events == [.rejected(.unwindTo(5), reason: .alreadyOnTop)])
    #expect(nav.rejection(of: .unwindTo(5)) == .alreadyOnTop)
    #expect(nav == before)
  }

  @Test(
    "unwinding to an entry finds it whatever the order of the stack's ids",
    arguments: [false, true])
  func unwindToFindsEveryEntry(shuffled: Bool) throws {
    // 40 entries: in the order actions give them (increasing ids), or in a restored order.
    var ids = (1...40).map { UInt64($0) }
    if shuffled {
      ids = ids.enumerated().sorted { ($0.offset * 17) % 40 < ($1.offset * 17) % 40 }.map(\.element)
    }
    let path = ids.map { RouteEntry(EntryID(rawValue: $0), Screen.thread(Int($0))) }
    let start = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: path), nextID: 41)

    for (position, entry) in path.enumerated().dropLast() {
      var nav = start
      var oneByOne = start
      var expected: [Nav.Event] = []
      while oneByOne.stack.depth > position + 1 { expected += oneByOne.send(.unwind) }

      let events = nav.send(.unwindTo(entry.id))

      #expect(Array(events) == expected, "unwind to \(entry.id)")
      #expect(nav == oneByOne)
    }
    #expect(start.rejection(of: .unwindTo(99)) == .unknownEntry)
  }

  @Test("an id between two of the stack's increasing ids, but not in it, is an unknown entry")
  func unwindToAGapInTheIDs() throws {
    // Even ids only, as pops and pushes elsewhere leave them: 2, 4, ..., 80.
    let path = (1...40).map {
      RouteEntry(EntryID(rawValue: UInt64($0 * 2)), Screen.thread($0))
    }
    let start = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: path), nextID: 81)

    for id in stride(from: UInt64(1), through: 63, by: 2) {
      var nav = start
      #expect(
        nav.send(.unwindTo(EntryID(rawValue: id))) == [
          .rejected(.unwindTo(EntryID(rawValue: id)), reason: .unknownEntry)
        ])
      #expect(nav == start)
    }
    var nav = start
    #expect(nav.send(.unwindTo(4)).count == 38)
    #expect(nav.stack.top.id == 4)
  }
}
