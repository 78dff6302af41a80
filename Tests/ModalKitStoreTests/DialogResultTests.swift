import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

// Results from dialogs: `ask`, awaited or with a callback, for every way a layer ends.

/// Waits, yielding to the main actor, until an entry showing `route` is in the store (shown or
/// queued), and returns the newest such entry's id.
@MainActor
func untilAsked(_ route: Screen, in store: NavigatorStore<Screen>?) async throws -> EntryID {
  for _ in 0..<10_000 {
    if let entry = store?.navigator.allEntries.last(where: { $0.route == route }) {
      return entry.id
    }
    await Task.yield()
  }
  throw AskTimedOut()
}

/// The asked-for presentation never appeared.
struct AskTimedOut: Error {}

/// One way a presentation asked for with `ask` ends, and the result that must come back.
struct Ending: Sendable, CustomTestStringConvertible {
  let name: String
  let route: Screen
  var policy = ConflictPolicy.above
  /// The state before the question.
  var setup: @MainActor @Sendable (NavigatorStore<Screen>) -> Void = { _ in }
  /// Ends the entry with this id; `cancel` cancels the awaiting task (`nil` for the callback
  /// form, which has none).
  let end: @MainActor @Sendable (NavigatorStore<Screen>, EntryID, (() -> Void)?) throws -> Void
  let expected: DialogResult<Screen>

  /// Whether the ending is the awaiting task's cancellation, which only the async form has.
  var cancels = false

  var testDescription: String { name }

  static let all: [Ending] = [
    Ending(
      name: "a button is tapped", route: .confirm,
      end: { store, id, _ in store.send(.tapButton("delete", in: id)) },
      expected: .ended(.dismissed(.button("delete")), last: .confirm)),
    Ending(
      name: "the user swipes it away", route: .settings,
      end: { store, id, _ in store.send(.dismissInteractively(id)) },
      expected: .ended(.dismissed(.interactive), last: .settings)),
    Ending(
      name: "the user taps the backdrop", route: .settings,
      end: { store, id, _ in store.send(.tapBackdrop(id)) },
      expected: .ended(.dismissed(.backdropTap), last: .settings)),
    Ending(
      name: "a presentation takes its place", route: .settings,
      end: { store, _, _ in store.send(.present(.profile, policy: .insteadOfTop)) },
      expected: .ended(.dismissed(.replaced), last: .settings)),
    Ending(
      name: "its ancestor is dismissed", route: .confirm,
      setup: { $0.send(.present(.profile)) },
      end: { store, _, _ in store.send(.dismissLayer(store.navigator.layers[0].id)) },
      expected: .ended(.dismissed(.programmatic), last: .confirm)),
    Ending(
      name: "home", route: .settings, end: { store, _, _ in store.send(.home) },
      expected: .ended(.dismissed(.programmatic), last: .settings)),
    Ending(
      name: "a restore without it", route: .settings,
      end: { store, _, _ in store.restore(Navigator(root: .inbox)) },
      expected: .ended(.dismissed(.programmatic), last: .settings)),
    Ending(
      name: "a deep link", route: .settings,
      end: { store, _, _ in try store.open("/inbox/thread:7", as: screenLinks) },
      expected: .ended(.dismissed(.programmatic), last: .settings)),
    Ending(
      name: "it edits a value, then is swiped away", route: .search(""),
      end: { store, id, _ in
        store.send(.update(id, to: .search("swift")))
        store.send(.dismissInteractively(id))
      },
      expected: .ended(.dismissed(.interactive), last: .search("swift"))),
    Ending(
      name: "queued, it is dropped", route: .settings, policy: .queue,
      setup: { $0.send(.present(.profile)) }, end: { store, _, _ in store.send(.dismissAll) },
      expected: .ended(.dropped, last: .settings)),
    Ending(
      name: "queued, its turn comes and a button is tapped", route: .confirm, policy: .queue,
      setup: { $0.send(.present(.profile)) },
      end: { store, id, _ in
        store.send(.dismiss)
        store.send(.tapButton("cancel", in: id))
      },
      expected: .ended(.dismissed(.button("cancel")), last: .confirm)),
    Ending(
      name: "the awaiting task is cancelled", route: .settings,
      end: { _, _, cancel in cancel?() },
      expected: .ended(.dismissed(.programmatic), last: .settings), cancels: true),
    Ending(
      name: "the awaiting task is cancelled while the question is queued", route: .settings,
      policy: .queue, setup: { $0.send(.present(.profile)) },
      end: { _, _, cancel in cancel?() },
      expected: .ended(.dropped, last: .settings), cancels: true),
  ]
}

/// `route` with its default presentation, or a sheet for one that has none (`search`).
func asked(_ route: Screen) -> Presentation {
  route.defaultPresentation ?? .sheet()
}

@MainActor
@Suite("Results from dialogs", .timeLimit(.minutes(1)))
struct DialogResultTests {
  @Test("ask returns how the layer ended, for every way it can end", arguments: Ending.all)
  func awaited(ending: Ending) async throws {
    let store = NavigatorStore(root: Screen.inbox)
    ending.setup(store)

    let asking = Task {
      await store.ask(ending.route, as: asked(ending.route), policy: ending.policy)
    }
    let id = try await untilAsked(ending.route, in: store)
    try ending.end(store, id, { asking.cancel() })
    let result = await asking.value

    #expect(result == ending.expected)
    #expect(store.removalCallbackCount(for: id) == 0)
    #expect(store.navigator.entry(id) == nil)
  }

  @Test(
    "ask(_:onResult:) calls back once with the same result, for every way but cancellation",
    arguments: Ending.all.filter { !$0.cancels })
  func withCallback(ending: Ending) throws {
    let store = NavigatorStore(root: Screen.inbox)
    ending.setup(store)
    var results: [DialogResult<Screen>] = []

    store.ask(ending.route, as: asked(ending.route), policy: ending.policy) { results.append($0) }
    let id = try #require(store.navigator.allEntries.last { $0.route == ending.route }).id
    try ending.end(store, id, nil)
    store.send(.reset(.inbox))

    #expect(results == [ending.expected])
  }

  @Test("a refused presentation answers at once, in both forms, and shows nothing")
  func refused() async {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.present(.settings))
    let before = store.navigator
    var results: [DialogResult<Screen>] = []

    let awaited = await store.ask(.settings)
    expectRefused(.alreadyPresented, by: store) {
      store.ask(.settings) { results.append($0) }
    }
    let noPresentation = await store.ask(.inbox)

    #expect(awaited == .refused(.alreadyPresented))
    #expect(results == [.refused(.alreadyPresented)])
    #expect(noPresentation == .refused(.noPresentation))
    #expect(store.navigator == before)
  }

  @Test("a task already cancelled asks nothing: nothing is presented, nothing logged")
  func alreadyCancelled() async {
    let store = NavigatorStore(root: Screen.inbox)
    let asking = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await store.ask(.settings)
    }

    let result = await asking.value

    #expect(result == .cancelled)
    #expect(store.navigator == Navigator(root: .inbox))
    #expect(store.log.count == 0)
  }

  @Test("cancelling withdraws the question with one dismissal, logged with the layers above it")
  func cancellationDismissesTheLayerAndWhatIsAbove() async throws {
    let store = NavigatorStore(root: Screen.inbox)
    let asking = Task { await store.ask(.settings) }
    let id = try await untilAsked(.settings, in: store)
    store.send(.present(.confirm))

    asking.cancel()
    let result = await asking.value

    #expect(result == .ended(.dismissed(.programmatic), last: .settings))
    #expect(store.navigator.description == "[inbox#0]")
    #expect(
      store.log.records.last?.description
        == "dismissLayer(#1) -> [dismissed(confirm#2, programmatic), "
        + "dismissed(settings#1, programmatic)]")
    #expect(id == 1)
  }

  @Test("cancelling after the layer went another way dismisses nothing more")
  func cancellationAfterTheAnswer() async throws {
    let store = NavigatorStore(root: Screen.inbox)
    let asking = Task { await store.ask(.settings) }
    let id = try await untilAsked(.settings, in: store)

    asking.cancel()  // The withdrawal runs on the main actor after this test's next await...
    store.send(.dismissInteractively(id))  // ...so the user's swipe comes first.
    let result = await asking.value
    await Task.yield()

    #expect(result == .ended(.dismissed(.interactive), last: .settings))
    #expect(store.log.count == 2)  // The present and the swipe: no withdrawal.
    #expect(store.navigator.layers.isEmpty)
  }

  @Test("a dialog that edits a value returns its last route: no write-back, no binding")
  func dialogReturnsItsValue() async throws {
    let store = NavigatorStore(root: Screen.inbox)
    let asking = Task { await store.ask(.search(""), as: .sheet()).lastRoute }
    let id = try await untilAsked(.search(""), in: store)

    store.send(.update(id, to: .search("s")))
    store.send(.update(id, to: .search("swift")))
    store.send(.dismiss)

    #expect(await asking.value == .search("swift"))
  }

  @Test("the result's parts: the button, the last route, the reason")
  func resultParts() {
    let tapped = DialogResult<Screen>.ended(.dismissed(.button("delete")), last: .confirm)
    let swiped = DialogResult<Screen>.ended(.dismissed(.interactive), last: .settings)
    let refused = DialogResult<Screen>.refused(.slotOccupied)

    #expect([tapped.button, swiped.button, refused.button] == ["delete", nil, nil])
    #expect([tapped.lastRoute, swiped.lastRoute, refused.lastRoute] == [.confirm, .settings, nil])
    #expect(
      [tapped.reason, swiped.reason, DialogResult<Screen>.cancelled.reason] == [
        .dismissed(.button("delete")), .dismissed(.interactive), nil,
      ])
    #expect(
      [tapped, refused, .cancelled].map(\.description) == [
        "ended(dismissed(button(delete)), last: confirm)", "refused(slotOccupied)", "cancelled",
      ])
  }

  @Test("every question is answered exactly once: a hundred asks, every ending, no callback left")
  func exactlyOnce() async throws {
    let store = NavigatorStore(root: Screen.inbox)
    var answered = 0
    var ids: [EntryID] = []

    for round in 0..<100 {
      let ending = Ending.all[round % Ending.all.count]
      store.send(.reset(.inbox))
      ending.setup(store)
      let asking = Task {
        let result = await store.ask(ending.route, as: asked(ending.route), policy: ending.policy)
        answered += 1
        return result
      }
      let id = try await untilAsked(ending.route, in: store)
      try ending.end(store, id, { asking.cancel() })
      #expect(await asking.value == ending.expected, "\(ending.name)")
      ids.append(id)
    }

    #expect(answered == 100)
    #expect(ids.allSatisfy { store.removalCallbackCount(for: $0) == 0 })
    #expect(Set(ids).count == 100)
  }

  @Test("the awaiting call keeps the store alive until the layer goes, then lets it go")
  func storeLifetime() async throws {
    var store: NavigatorStore<Screen>? = NavigatorStore(root: .inbox)
    weak let weakStore = store
    let asking = Task { [store] in await store?.ask(.settings) }
    let id = try await untilAsked(.settings, in: store)

    store = nil
    let aliveWhileAsked = weakStore != nil
    weakStore?.send(.dismissInteractively(id))
    let result = await asking.value

    #expect(aliveWhileAsked)
    #expect(result == .ended(.dismissed(.interactive), last: .settings))
    #expect(weakStore == nil)
  }
}
