import ModalKit
import Testing

/// `[inbox#0] > sheet [settings#1]` with `profile#2` (a large sheet) queued behind it.
private func oneQueued() -> Nav {
  var nav = Nav(root: .inbox)
  nav.checkedSend(.present(.settings, as: halfSheet))
  nav.checkedSend(.present(.profile, as: largeSheet, policy: .queue))
  return nav
}

/// `[inbox#0] > sheet [profile#2]`: what ``oneQueued()`` shows once the half sheet is gone.
private func profileShown(nextID: EntryID) throws -> Nav {
  try Nav(
    [0: .inbox],
    layers: [
      ModalLayer(largeSheet, [2: .profile])
    ],
    nextID: nextID)
}

@Suite("The presentation queue")
struct PresentationQueueTests {
  @Test("a queued presentation appears as soon as the layer it waited for is dismissed")
  func appearsAfterDismiss() throws {
    var nav = oneQueued()

    let events = nav.checkedSend(.dismiss)

    #expect(
      events == [
        .dismissed(RouteEntry(1, .settings), reason: .programmatic),
        .presented(RouteEntry(2, .profile), largeSheet),
      ])
    #expect(nav == (try profileShown(nextID: 3)))
  }

  @Test(
    "it appears whatever removed the layer: a swipe, a backdrop tap, dismiss(id), unwind, close",
    arguments: [
      (Nav.Action.dismissInteractively(1), DismissReason.interactive),
      (.tapBackdrop(1), .backdropTap),
      (.dismissLayer(1), .programmatic),
      (.unwindTo(0), .programmatic),
      (.close(1), .programmatic),
    ])
  func appearsWhateverRemovedTheLayer(action: Nav.Action, reason: DismissReason) throws {
    var nav = oneQueued()

    let events = nav.checkedSend(action)

    #expect(
      events == [
        .dismissed(RouteEntry(1, .settings), reason: reason),
        .presented(RouteEntry(2, .profile), largeSheet),
      ])
    #expect(nav == (try profileShown(nextID: 3)))
  }

  @Test("queued presentations show one at a time, in the order they were queued")
  func showsInOrder() throws {
    var nav = SampleState.queued.navigator
    let later = RouteEntry<Screen>(3, .confirm("later"))
    let profile = RouteEntry<Screen>(4, .profile)

    let first = nav.checkedSend(.dismiss)
    let afterFirst = nav
    let second = nav.checkedSend(.tapButton("ok", in: 3))

    let expectedAfterFirst = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [ModalLayer(entry: later, presentation: .alert("Later"))],
      queue: PresentationQueue(
        items: [QueuedPresentation(entry: profile, presentation: .overlay(.bottom, .half))],
        level: 1),
      nextID: 5)
    let expectedAfterSecond = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(entry: profile, presentation: .overlay(.bottom, .half))
      ],
      nextID: 5)
    #expect(
      first == [
        .dismissed(RouteEntry(2, .settings), reason: .programmatic),
        .presented(later, .alert("Later")),
      ])
    #expect(afterFirst == expectedAfterFirst)
    #expect(
      second == [
        .dismissed(later, reason: .button("ok")), .presented(profile, .overlay(.bottom, .half)),
      ])
    #expect(nav == expectedAfterSecond)
  }

  @Test("the head waits for the layer that was on top when it was queued, not for later ones")
  func waitsForItsOwnLayer() throws {
    var nav = oneQueued()
    nav.checkedSend(.present(.compose, as: .fullScreenCover))

    let coverGone = nav.checkedSend(.dismiss)
    let afterCover = nav
    let sheetGone = nav.checkedSend(.dismiss)

    let expectedAfterCover = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings])
      ],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(largeSheet, 2, .profile)
        ],
        level: 1),
      nextID: 4)
    #expect(coverGone == [.dismissed(RouteEntry(3, .compose), reason: .programmatic)])
    #expect(afterCover == expectedAfterCover)
    #expect(
      sheetGone == [
        .dismissed(RouteEntry(1, .settings), reason: .programmatic),
        .presented(RouteEntry(2, .profile), largeSheet),
      ])
    #expect(nav == (try profileShown(nextID: 4)))
  }

  @Test("a presentation queued behind a nested layer appears over what remains beneath it")
  func queuedAtDepthAppearsOverRemainder() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.present(.profile, as: largeSheet))
    nav.checkedSend(.present(.confirm("later"), as: .alert("Later"), policy: .queue))

    let events = nav.checkedSend(.dismiss)

    let later = RouteEntry<Screen>(3, .confirm("later"))
    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(entry: later, presentation: .alert("Later")),
      ],
      nextID: 4)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .profile), reason: .programmatic),
        .presented(later, .alert("Later")),
      ])
    #expect(nav == expected)
  }

  @Test("replacing the layer the head waits for keeps it waiting for the replacement")
  func replaceKeepsHeadWaiting() throws {
    var nav = oneQueued()

    let events = nav.checkedSend(.present(.compose, as: .fullScreenCover, policy: .insteadOfTop))

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(.fullScreenCover, [3: .compose])
      ],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(largeSheet, 2, .profile)
        ],
        level: 1),
      nextID: 4)
    #expect(
      events == [
        .dismissed(RouteEntry(1, .settings), reason: .replaced),
        .presented(RouteEntry(3, .compose), .fullScreenCover),
      ])
    #expect(nav == expected)
  }

  /// The queued sample state's two waiting presentations.
  static let laterAlert = QueuedPresentation<Screen>(.alert("Later"), 3, .confirm("later"))
  static let profileOverlay = QueuedPresentation<Screen>(.overlay(.bottom, .half), 4, .profile)

  @Test(
    "dismiss(id) of a queued entry drops it, and the other keeps waiting at the same level",
    arguments: [(laterAlert, profileOverlay), (profileOverlay, laterAlert)])
  func dismissQueuedDrops(dropped: QueuedPresentation<Screen>, kept: QueuedPresentation<Screen>)
    throws
  {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.dismissLayer(dropped.id))

    let expected = try Nav(
      [0: .inbox, 1: .thread(7)],
      layers: [
        ModalLayer(halfSheet, [2: .settings])
      ],
      queue: PresentationQueue(items: [kept], level: 1),
      nextID: 5)
    #expect(events == [.dropped(dropped.entry)])
    #expect(nav == expected)
  }

  @Test("dropping the last queued entry leaves an empty queue at level 0")
  func dropLastEmptiesQueue() throws {
    var nav = oneQueued()

    let events = nav.checkedSend(.dismissLayer(2))

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings])
      ],
      nextID: 3)
    #expect(events == [.dropped(RouteEntry(2, .profile))])
    #expect(nav == expected)
    #expect(nav.queue == PresentationQueue())
    #expect(nav.queue.level == 0)
  }

  @Test(
    "dismissAll, home, apply and reset drop the queue first, in queue order",
    arguments: [
      Nav.Action.dismissAll, .home, .apply(Destination(root: .inbox)), .reset(.inbox),
    ])
  func bulkActionsDropQueue(action: Nav.Action) {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(action)

    #expect(
      Array(events.prefix(2)) == [
        .dropped(RouteEntry(3, .confirm("later"))),
        .dropped(RouteEntry(4, .profile)),
      ])
    #expect(!events.dropFirst(2).contains { if case .dropped = $0 { true } else { false } })
    #expect(nav.queue.isEmpty)
    #expect(!nav.isPresenting)
  }

  @Test("whether anything is presented is derived from the layers, never stored beside them")
  func presentingIsDerived() {
    var nav = oneQueued()
    var seen: [Bool] = []

    for action in [Nav.Action.dismiss, .dismiss, .present(.compose, as: largeSheet), .dismissAll] {
      nav.checkedSend(action)
      seen.append(nav.isPresenting)
      #expect(nav.isPresenting == !nav.layers.isEmpty)
      #expect(nav.isPresenting == (nav.topLayer != nil))
    }

    #expect(seen == [true, false, true, false])
  }

  @Test(
    "a head whose presentation is already on top when its turn comes is dropped, not shown twice")
  func headEqualToTopIsDropped() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.present(.profile, as: largeSheet))
    nav.checkedSend(.present(.settings, as: halfSheet, policy: .queue))
    nav.checkedSend(.present(.compose, as: largeSheet, policy: .queue))

    let events = nav.checkedSend(.dismiss)

    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(largeSheet, [4: .compose]),
      ],
      nextID: 5)
    #expect(
      events == [
        .dismissed(RouteEntry(2, .profile), reason: .programmatic),
        .dropped(RouteEntry(3, .settings)),
        .presented(RouteEntry(4, .compose), largeSheet),
      ])
    #expect(nav == expected)
  }
}

// MARK: - The queue's level

extension PresentationQueueTests {
  @Test("the first presentation queued waits below as many layers as are up")
  func levelIsLayersUpWhenQueued() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.present(.profile, as: largeSheet))

    let events = nav.checkedSend(.present(.compose, as: .fullScreenCover, policy: .queue))

    let compose = RouteEntry<Screen>(3, .compose)
    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(largeSheet, [2: .profile]),
      ],
      queue: PresentationQueue(
        items: [QueuedPresentation(entry: compose, presentation: .fullScreenCover)], level: 2),
      nextID: 4)
    #expect(events == [.queued(compose, .fullScreenCover)])
    #expect(nav == expected)
  }

  @Test("a layer stacked between two enqueues leaves the level where the first one set it")
  func layerBetweenEnqueues() throws {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: halfSheet))
    nav.checkedSend(.present(.compose, as: .fullScreenCover, policy: .queue))
    nav.checkedSend(.present(.profile, as: largeSheet))

    nav.checkedSend(.present(.confirm("later"), as: .alert("Later"), policy: .queue))
    let afterSecond = nav
    let profileGone = nav.checkedSend(.dismiss)
    let settingsGone = nav.checkedSend(.dismiss)

    let cover = QueuedPresentation<Screen>(.fullScreenCover, 2, .compose)
    let later = QueuedPresentation<Screen>(.alert("Later"), 4, .confirm("later"))
    let expectedAfterSecond = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(largeSheet, [3: .profile]),
      ],
      queue: PresentationQueue(items: [cover, later], level: 1),
      nextID: 5)
    let expectedAtEnd = try Nav(
      [0: .inbox],
      layers: [ModalLayer(entry: cover.entry, presentation: .fullScreenCover)],
      queue: PresentationQueue(items: [later], level: 1),
      nextID: 5)
    #expect(afterSecond == expectedAfterSecond)
    #expect(profileGone == [.dismissed(RouteEntry(3, .profile), reason: .programmatic)])
    #expect(
      settingsGone == [
        .dismissed(RouteEntry(1, .settings), reason: .programmatic),
        .presented(cover.entry, .fullScreenCover),
      ])
    #expect(nav == expectedAtEnd)
  }

  @Test("dropping the head leaves the next one waiting at the head's level")
  func droppingTheHead() throws {
    var nav = oneQueued()
    nav.checkedSend(.present(.compose, as: .fullScreenCover))
    nav.checkedSend(.present(.confirm("later"), as: .alert("Later"), policy: .queue))

    let events = nav.checkedSend(.dismissLayer(2))

    let later = QueuedPresentation<Screen>(.alert("Later"), 4, .confirm("later"))
    let expected = try Nav(
      [0: .inbox],
      layers: [
        ModalLayer(halfSheet, [1: .settings]),
        ModalLayer(.fullScreenCover, [3: .compose]),
      ],
      queue: PresentationQueue(items: [later], level: 1),
      nextID: 5)
    #expect(events == [.dropped(RouteEntry(2, .profile))])
    #expect(nav == expected)
  }

  @Test("a queue keeps the level it is given, empty or not; the navigator judges it")
  func queueKeepsItsLevel() {
    let item = QueuedPresentation<Screen>(largeSheet, 1, .profile)

    let empty = PresentationQueue<Screen>(items: [], level: 3)
    let waiting = PresentationQueue(items: [item], level: 3)

    #expect(empty.level == 3)
    #expect(empty != PresentationQueue())
    #expect(empty.isEmpty)
    #expect(PresentationQueue<Screen>().level == 0)
    #expect(waiting.level == 3)
    #expect(waiting.items == [item])
  }
}
