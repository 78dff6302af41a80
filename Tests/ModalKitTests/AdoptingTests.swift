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
        [0: .inbox, 1: .thread(1), 2: .thread(2)],
        layers: [
          ModalLayer(sheet, [3: .settings, 4: .compose])
        ],
        queue: PresentationQueue(
          items: [
            QueuedPresentation(sheet, 5, .profile)
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
      [0: Screen.inbox, 1: .thread(1), 3: .thread(3)],
      nextID: 4)
    let saved = try Navigator(
      [0: Screen.inbox, 2: .compose, 3: .thread(3)],
      nextID: 4)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.description == "[inbox#0, compose#4, thread(3)#5]")
    #expect(adopted.nextID == 6)
  }

  @Test("a layer whose id names another style here is a new layer with a new id")
  func otherStyleIsANewLayer() throws {
    let live = try Navigator(
      [0: Screen.inbox],
      layers: [
        ModalLayer(.fullScreenCover, [1: .settings])
      ],
      nextID: 2)
    let saved = try Navigator(
      [0: Screen.inbox],
      layers: [
        ModalLayer(Self.sheet, [1: .settings])
      ],
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

    #expect(adopted.layers[0].id == 3)
    #expect(adopted.layers[0].presentation.sheet?.selection == .large)
    #expect(adopted.layers[0].stack.path == [RouteEntry(6, .profile)])
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
    #expect(adopted.layers.map(\.id) == [7, 8])
  }

  @Test("over another root, a layer with its own id, route and presentation is a new layer")
  func layersStandOnTheRoot() throws {
    let live = try Self.live
    // The live sheet settings#3, saved over another root: inbox#0 became profile#0.
    let saved = try Navigator(
      [0: Screen.profile],
      layers: [
        ModalLayer(Self.sheet, [3: .settings])
      ],
      nextID: 4)

    let adopted = try #require(live.adopting(saved))
    let events = Navigator.events(from: live, to: adopted)

    #expect(adopted.stack.root.id != live.stack.root.id)
    #expect(adopted.layers.map(\.id) != [3])
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
      [0: Screen.inbox],
      layers: [
        ModalLayer(Self.sheet, [1: .settings]),
        ModalLayer(Self.sheet, [2: .compose]),
      ],
      queue: PresentationQueue(
        items: [
          QueuedPresentation(Self.sheet, 3, .profile)
        ],
        level: 2),
      nextID: 4)
    let saved = try Navigator(
      [0: Screen.inbox],
      layers: [
        ModalLayer(Self.sheet, [3: .profile]),
        ModalLayer(Self.sheet, [2: .compose]),
      ],
      nextID: 4)

    let adopted = try #require(live.adopting(saved))

    #expect(adopted.layers[0].id == 3)
    #expect(adopted.layers[1].id != 2)
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
      [0: Screen.inbox, 1: .thread(1)],
      nextID: EntryID.limit)
    let saved = try Navigator(
      [0: Screen.inbox, 1: .compose],
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
