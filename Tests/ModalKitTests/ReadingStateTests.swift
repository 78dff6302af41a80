import ModalKit
import Testing

@Suite("Reading a navigator's state")
struct ReadingStateTests {
  @Test("a stack is a collection of its entries from the root, index 0, to the top")
  func stackAsCollection() {
    let stack = SampleState.deepStack.navigator.stack

    let entries = [
      RouteEntry<Screen>(0, .inbox), RouteEntry(1, .thread(1)),
      RouteEntry(2, .thread(2)), RouteEntry(3, .compose),
    ]
    #expect(Array(stack) == entries)
    #expect(stack.indices == 0..<4)
    #expect(stack.root == entries[0])
    #expect(stack.top == entries[3])
    #expect(stack.depth == 3)
    #expect(stack.routes == [.thread(1), .thread(2), .compose])
    #expect(stack.path == Array(entries[1...]))
  }

  @Test("a stack at its root is never empty: the root is its top")
  func rootOnlyStack() {
    let stack = Nav(root: .inbox).stack

    #expect(stack == RouteStack([0: .inbox]))
    #expect(stack.count == 1)
    #expect(stack.top == stack.root)
    #expect(stack.depth == 0)
    #expect(stack.routes == [])
  }

  @Test("the layers list bottom to top; layer(atLevel:) k is the k-th, whose stack is level k's")
  func layersByLevel() {
    let nav = SampleState.nestedModals.navigator

    let sheet = ModalLayer<Screen>(halfSheet, [2: .settings, 3: .profile, 4: .compose])
    let alert = ModalLayer<Screen>(discardAlert, [5: .confirm("discard")])
    #expect(nav.layers == [sheet, alert])
    #expect(nav.layer(atLevel: 1) == sheet)
    #expect(nav.layer(atLevel: 2) == alert)
    #expect(nav.topLayer == alert)
    for level in [-1, 0, 3] { #expect(nav.layer(atLevel: level) == nil) }
    for level in 1...nav.topLevel {
      #expect(nav.layer(atLevel: level)?.stack == nav.stack(atLevel: level))
    }
    #expect(Nav(root: .inbox).layers.isEmpty)
    #expect(Nav(root: .inbox).topLayer == nil)
  }

  @Test("levels number the stacks from the window's, 0, to the topmost layer's")
  func levels() {
    let nav = SampleState.nestedModals.navigator

    let stacks = (0...nav.topLevel).map { nav.stack(atLevel: $0)?.description }

    #expect(nav.topLevel == 2)
    #expect(
      stacks == [
        "[inbox#0, thread(7)#1]", "[settings#2, profile#3, compose#4]", "[confirm(discard)#5]",
      ])
    #expect(nav.topStack == nav.stack(atLevel: 2))
    #expect(nav.top == RouteEntry(5, .confirm("discard")))
    #expect(nav.topLayer == nav.layers[1])
  }

  @Test("there is no stack below level 0 or above the topmost level")
  func levelsOutOfRange() {
    let nested = SampleState.nestedModals.navigator
    let bare = Nav(root: .inbox)

    let outside = [
      nested.stack(atLevel: -1), nested.stack(atLevel: 3), nested.stack(atLevel: .max),
      nested.stack(atLevel: .min), bare.stack(atLevel: 1),
    ]

    #expect(outside == [nil, nil, nil, nil, nil])
    #expect(bare.stack(atLevel: 0) == RouteStack([0: .inbox]))
  }

  @Test("entries are found by id on screen and in the queue, and listed level by level")
  func findingEntries() {
    let nav = SampleState.queued.navigator

    #expect(
      nav.allEntries == [
        RouteEntry(0, .inbox), RouteEntry(1, .thread(7)),
        RouteEntry(2, .settings), RouteEntry(3, .confirm("later")),
        RouteEntry(4, .profile),
      ])
    #expect(nav.entry(4) == RouteEntry(4, .profile))
    #expect(nav.entry(2) == RouteEntry(2, .settings))
    #expect(nav.entry(5) == nil)
  }

  @Test("a fresh navigator shows its root with id #0 and hands out #1 next")
  func freshNavigator() throws {
    let nav = Nav(root: .inbox)

    let expected = try Nav([0: .inbox], nextID: 1)
    #expect(nav == expected)
    #expect(nav.nextID == 1)
    #expect(!nav.isPresenting)
    #expect(nav.queue == PresentationQueue())
    #expect(nav.invariantViolations() == [])
  }
}

// MARK: - The last entry that matches

extension ReadingStateTests {
  @Test("lastEntry(where:) finds the topmost match from the visible top down to the window's root")
  func lastEntryWhere() {
    let nav = SampleState.nestedModals.navigator

    let anyThread = nav.lastEntry { if case .thread = $0.route { true } else { false } }
    let profile = nav.lastEntry { $0.route == .profile }
    let top = nav.lastEntry { _ in true }
    let early = nav.lastEntry { $0.id < 2 }
    let none = nav.lastEntry { $0.route == .thread(99) }

    #expect(anyThread == RouteEntry(1, .thread(7)))
    #expect(profile == RouteEntry(3, .profile))
    #expect(top == RouteEntry(5, .confirm("discard")))
    #expect(early == RouteEntry(1, .thread(7)))
    #expect(none == nil)
  }

  @Test("lastEntry(where:) does not look into the queue: queued entries are not on screen")
  func lastEntryIgnoresQueue() {
    let nav = SampleState.queued.navigator

    let queued = nav.lastEntry { $0.route == .profile || $0.route == .confirm("later") }

    #expect(queued == nil)
  }
}
