import ModalKit
import Testing

/// Entries the initializer tests write out.
private let inbox = RouteEntry<Screen>(id: 0, route: .inbox)
private let thread7 = RouteEntry<Screen>(id: 1, route: .thread(7))
private let settings = RouteEntry<Screen>(id: 2, route: .settings)
private let profile = RouteEntry<Screen>(id: 3, route: .profile)

/// A deep link into a sheet with a push inside it and an alert over it.
private let deepLink = Destination<Screen>(
  root: .inbox, path: [.thread(7)],
  layers: [
    .init(.settings, as: halfSheet, path: [.profile]), .init(.confirm("x"), as: .alert("X")),
  ])

@Suite("Starting a navigator somewhere other than its root")
struct NavigatorInitTests {
  // MARK: - At a destination

  @Test("a navigator started at a destination hands out ids in the order apply reports entries")
  func destinationIDsInApplyOrder() throws {
    let nav = try Nav(deepLink)

    let expected = try Nav(
      stack: RouteStack(root: inbox, path: [thread7]),
      layers: [
        ModalLayer(entry: settings, presentation: halfSheet, path: [profile]),
        ModalLayer(entry: RouteEntry(id: 4, route: .confirm("x")), presentation: .alert("X")),
      ],
      nextID: 5)
    #expect(nav == expected)
    #expect(nav.destination == deepLink)
  }

  @Test(
    "a navigator started at a destination equals one that applied it from the same root",
    arguments: [
      deepLink, Destination(root: .profile), Destination(root: .inbox, path: [.thread(1)]),
      Destination(root: .inbox, layers: [.init(.compose, as: .fullScreenCover, path: [.profile])]),
    ])
  func destinationEqualsApply(destination: Destination<Screen>) throws {
    var applied = Nav(root: destination.root)

    let events = applied.send(.apply(destination))
    let started = try Nav(destination)

    #expect(started == applied)
    #expect(events.rejection == nil)
    #expect(started.invariantViolations() == [])
  }

  @Test("a destination with only a root starts as a navigator at that root")
  func destinationRootOnly() throws {
    let started = try Nav(Destination(root: .inbox))

    #expect(started == Nav(root: .inbox))
  }

  @Test(
    "a destination that cannot be shown is refused with the reason apply gives",
    arguments: [
      (
        Destination<Screen>(root: .inbox, layers: [.init(.settings, as: .sheet(detents: []))]),
        RejectionReason.invalidPresentation(.noDetents)
      ),
      (
        Destination(
          root: .inbox, layers: [.init(.confirm("x"), as: .alert("X"), path: [.compose])]),
        .layerNotNavigable
      ),
      (
        Destination(
          root: .inbox,
          layers: [
            .init(.settings, as: halfSheet),
            .init(.confirm("x"), as: .confirmationDialog("X", buttons: []), path: [.compose]),
          ]),
        .invalidPresentation(.noButtons)
      ),
    ])
  func destinationRefused(destination: Destination<Screen>, reason: RejectionReason) {
    let applied = Nav(root: destination.root).rejection(of: .apply(destination))

    #expect(throws: reason) { try Nav(destination) }
    #expect(applied == reason)
  }

  // MARK: - From its parts

  @Test("a navigator built from sound parts equals the one actions lead to")
  func partsAccepted() throws {
    let built = try Nav(
      stack: RouteStack(root: inbox, path: [thread7]),
      layers: [ModalLayer(entry: settings, presentation: halfSheet)],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(
            entry: RouteEntry(id: 3, route: .confirm("later")), presentation: .alert("Later")),
          QueuedPresentation(
            entry: RouteEntry(id: 4, route: .profile), presentation: .overlay(.bottom, .half)),
        ],
        level: 1),
      nextID: 5)

    #expect(built == SampleState.queued.navigator)
    #expect(built.invariantViolations() == [])
  }

  @Test("a navigator built from parts hands out new ids from the counter it was given")
  func partsCounter() throws {
    var nav = try Nav(stack: RouteStack(root: inbox), nextID: 10)

    let events = nav.send(.push(.compose))

    #expect(events == [.pushed(RouteEntry(id: 10, route: .compose))])
    #expect(nav.nextID == 11)
  }

  @Test("an id used twice is refused")
  func duplicateID() {
    #expect(throws: InvariantViolation.duplicateID(1)) {
      try Nav(
        stack: RouteStack(root: inbox, path: [thread7]),
        layers: [
          ModalLayer(entry: RouteEntry(id: 1, route: .settings), presentation: halfSheet)
        ],
        nextID: 2)
    }
  }

  @Test("an id the counter has not passed is refused: it could be handed out again")
  func idNotBelowCounter() {
    #expect(throws: InvariantViolation.idNotBelowCounter(5)) {
      try Nav(
        stack: RouteStack(root: inbox, path: [RouteEntry(id: 5, route: .thread(7))]), nextID: 3)
    }
    #expect(throws: InvariantViolation.idNotBelowCounter(0)) {
      try Nav(stack: RouteStack(root: inbox), nextID: 0)
    }
  }

  @Test("a layer or a queued entry that cannot be shown is refused with its problem")
  func invalidPresentation() {
    #expect(throws: InvariantViolation.invalidPresentation(2, .noDetents)) {
      try Nav(
        stack: RouteStack(root: inbox),
        layers: [
          ModalLayer(entry: settings, presentation: .sheet(detents: []))
        ],
        nextID: 3)
    }
    #expect(throws: InvariantViolation.invalidPresentation(3, .invalidSize(.fraction(2)))) {
      try Nav(
        stack: RouteStack(root: inbox),
        layers: [ModalLayer(entry: settings, presentation: halfSheet)],
        queue: PresentationQueue(
          items: [QueuedPresentation(entry: profile, presentation: .overlay(.top, .fraction(2)))],
          level: 1),
        nextID: 4)
    }
  }

  @Test("a screen pushed inside an alert is refused")
  func pushInNonNavigableLayer() {
    #expect(throws: InvariantViolation.pushInNonNavigableLayer(2)) {
      try Nav(
        stack: RouteStack(root: inbox),
        layers: [
          ModalLayer(entry: settings, presentation: .alert("Sure?"), path: [profile])
        ],
        nextID: 4)
    }
  }

  @Test("a queue with nothing presented is refused: nothing would ever show it")
  func queueWithoutLayers() {
    #expect(throws: InvariantViolation.queueWithoutLayers) {
      try Nav(
        stack: RouteStack(root: inbox),
        queue: PresentationQueue(
          items: [QueuedPresentation(entry: settings, presentation: halfSheet)], level: 1),
        nextID: 3)
    }
  }

  @Test(
    "a queue waiting below more layers than are up, or below none, is refused",
    arguments: [0, 2, -1])
  func queueLevelOutOfRange(level: Int) {
    #expect(throws: InvariantViolation.queueLevelOutOfRange(level)) {
      try Nav(
        stack: RouteStack(root: inbox),
        layers: [ModalLayer(entry: settings, presentation: halfSheet)],
        queue: PresentationQueue(
          items: [QueuedPresentation(entry: profile, presentation: largeSheet)], level: level),
        nextID: 4)
    }
  }

  @Test("of several broken rules, the first in the check's order is the one thrown")
  func firstViolationThrown() {
    #expect(throws: InvariantViolation.duplicateID(0)) {
      try Nav(
        stack: RouteStack(root: inbox),
        layers: [
          ModalLayer(entry: RouteEntry(id: 0, route: .settings), presentation: .sheet(detents: []))
        ],
        queue: PresentationQueue(
          items: [QueuedPresentation(entry: profile, presentation: largeSheet)], level: 3),
        nextID: 4)
    }
  }
}
