import ModalKit
import ModalKitTestSupport
import Testing

@Suite("Adopting a saved state")
struct AdoptingTests {
  static let sheet = Presentation.sheet(detents: [.medium, .large])

  /// `[inbox#0, a#1, b#2] > sheet [settings#3, account#4] queued [profile#5]`, next #6.
  static var live: Navigator<Screen> {
    get throws {
      try Navigator(
        stack: RouteStack(
          root: RouteEntry(id: 0, route: .inbox),
          path: [RouteEntry(id: 1, route: .thread(1)), RouteEntry(id: 2, route: .thread(2))]),
        modal: ModalSlot(layers: [
          ModalLayer(
            entry: RouteEntry(id: 3, route: .settings), presentation: sheet,
            path: [RouteEntry(id: 4, route: .compose)])
        ]),
        queue: PresentationQueue(
          items: [
            QueuedPresentation(entry: RouteEntry(id: 5, route: .profile), presentation: sheet)
          ], level: 1),
        nextID: 6)
    }
  }

  @Test("the navigator's own state adopts as itself")
  func ownStateIsKept() throws {
    let live = try Self.live

    #expect(live.adopting(live) == live)
  }

  @Test("a fresh navigator keeps every id of a saved state whose root matches")
  func freshNavigatorKeepsSavedIDs() throws {
    let saved = try Self.live

    let adopted = Navigator(root: Screen.inbox).adopting(saved)

    #expect(adopted == saved)
  }

  @Test("an entry above a changed one in its stack gets a new id, even with its own id and route")
  func stacksChangeOnlyAtTheTop() throws {
    let live = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox),
        path: [RouteEntry(id: 1, route: .thread(1)), RouteEntry(id: 3, route: .thread(3))]),
      nextID: 4)
    let saved = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox),
        path: [RouteEntry(id: 2, route: .compose), RouteEntry(id: 3, route: .thread(3))]),
      nextID: 4)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.description == "[inbox#0, compose#4, thread(3)#5]")
    #expect(adopted.nextID == 6)
  }

  @Test("a layer whose id names another style here is a new layer with a new id")
  func otherStyleIsANewLayer() throws {
    let live = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: Screen.inbox)),
      modal: ModalSlot(layers: [
        ModalLayer(entry: RouteEntry(id: 1, route: .settings), presentation: .fullScreenCover)
      ]),
      nextID: 2)
    let saved = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: Screen.inbox)),
      modal: ModalSlot(layers: [
        ModalLayer(entry: RouteEntry(id: 1, route: .settings), presentation: Self.sheet)
      ]),
      nextID: 2)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.description == "[inbox#0] > sheet [settings#2]")
  }

  @Test("a kept sheet may rest at another detent; a changed route is a new entry")
  func detentKeptRouteNot() throws {
    let live = try Self.live
    var moved = live
    moved.send(.selectDetent(.large, of: 3))
    moved.send(.update(4, to: .profile))

    let adopted = try #require(live.adopting(moved))

    #expect(adopted.modal.layers[0].id == 3)
    #expect(adopted.modal.layers[0].presentation.sheet?.selection == .large)
    #expect(adopted.modal.layers[0].stack.path == [RouteEntry(id: 6, route: .profile)])
  }

  @Test("layers above a layer that is not kept get new ids, even the same ones")
  func layersAboveAChangedOne() throws {
    var live = try Self.live
    live.send(.dismissLayer(5))
    live.send(.present(.compose, as: Self.sheet))  // #6 over settings#3
    var saved = live
    saved.send(.dismissLayer(3))
    saved.send(.present(.profile, as: Self.sheet))  // #7 at level 1
    saved.send(.present(.compose, as: Self.sheet))  // #8 at level 2

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.description == saved.description)
    #expect(adopted.modal.layers.map(\.id) == [7, 8])
  }

  @Test("over another root, a layer with its own id, route and presentation is a new layer")
  func layersStandOnTheRoot() throws {
    let live = try Self.live
    // The live sheet settings#3, saved over another root: inbox#0 became profile#0.
    let saved = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: Screen.profile)),
      modal: ModalSlot(layers: [
        ModalLayer(entry: RouteEntry(id: 3, route: .settings), presentation: Self.sheet)
      ]),
      nextID: 4)

    let adopted = try #require(live.adopting(saved))
    let events = Navigator.events(from: live, to: adopted)

    #expect(adopted.stack.root.id != live.stack.root.id)
    #expect(adopted.modal.layers.map(\.id) != [3])
    #expect(
      events.contains { if case .dismissed(let entry, _) = $0 { entry.id == 3 } else { false } })
  }

  @Test("a queued presentation whose turn came keeps its id")
  func queuedNowShown() throws {
    let live = try Self.live
    var later = live
    later.send(.dismissLayer(3))  // profile#5 is shown

    let adopted = try #require(live.adopting(later))

    #expect(adopted == later)
  }

  @Test("above a queued presentation whose turn came, a live layer is a new layer")
  func liveLayerAboveAQueuedOne() throws {
    // Live: a#1 > b#2, x#3 queued above them. Saved: x#3 in a#1's place, then b#2.
    let live = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: Screen.inbox)),
      modal: ModalSlot(layers: [
        ModalLayer(entry: RouteEntry(id: 1, route: .settings), presentation: Self.sheet),
        ModalLayer(entry: RouteEntry(id: 2, route: .compose), presentation: Self.sheet),
      ]),
      queue: PresentationQueue(
        items: [
          QueuedPresentation(entry: RouteEntry(id: 3, route: .profile), presentation: Self.sheet)
        ],
        level: 2),
      nextID: 4)
    let saved = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: Screen.inbox)),
      modal: ModalSlot(layers: [
        ModalLayer(entry: RouteEntry(id: 3, route: .profile), presentation: Self.sheet),
        ModalLayer(entry: RouteEntry(id: 2, route: .compose), presentation: Self.sheet),
      ]),
      nextID: 4)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.modal.layers[0].id == 3)
    #expect(adopted.modal.layers[1].id != 2)
    let kept = Set(adopted.allEntries.map(\.id))
    for event in Navigator.events(from: live, to: adopted) {
      if case .dismissed(let entry, _) = event {
        #expect(!kept.contains(entry.id), "\(event) removes an entry the restore keeps")
      }
    }
  }

  @Test("a state that needs more ids than remain cannot be adopted")
  func exhausted() throws {
    let live = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox), path: [RouteEntry(id: 1, route: .thread(1))]),
      nextID: EntryID.limit)
    let saved = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox), path: [RouteEntry(id: 1, route: .compose)]),
      nextID: 2)

    #expect(live.adopting(saved) == nil)
  }

  @Test(
    "any saved state adopts soundly: same content, no id of the live one reused for other content",
    arguments: 1...30)
  func randomStates(seed: UInt64) throws {
    var bytes = RandomBytes(seed: seed)
    var live = WalkNavigator(root: 0)
    var saved = WalkNavigator(root: seed % 2 == 0 ? 0 : 1)
    for _ in 0..<40 { live.send(ActionDecoder.step(for: live, from: &bytes)) }
    for _ in 0..<40 { saved.send(ActionDecoder.step(for: saved, from: &bytes)) }

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.invariantViolations() == [])
    #expect(adopted.destination == saved.destination)
    #expect(adopted.queue.items.map(\.entry.route) == saved.queue.items.map(\.entry.route))
    #expect(adopted.nextID >= live.nextID)
    let liveEntries = Dictionary(uniqueKeysWithValues: live.allEntries.map { ($0.id, $0.route) })
    for entry in adopted.allEntries {
      if let route = liveEntries[entry.id] { #expect(route == entry.route) }
    }
    // The restore's events agree: an entry that kept its id is not removed on the way.
    let kept = Set(adopted.allEntries.map(\.id))
    for event in Navigator.events(from: live, to: adopted) {
      switch event {
      case .popped(let entry), .dismissed(let entry, _), .dropped(let entry):
        #expect(!kept.contains(entry.id), "\(event) removes an entry the restore keeps")
      default: break
      }
    }
  }
}
