import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

/// One way an entry can leave the navigator: a state to start from, what removes entries, and
/// the callbacks that must run.
struct RemovalPath: Sendable, CustomTestStringConvertible {
  let name: String
  let setup: @MainActor @Sendable (NavigatorStore<Screen>) -> Void
  let act: @MainActor @Sendable (NavigatorStore<Screen>) throws -> Void
  let expected: [String]

  var testDescription: String { name }

  static let all: [RemovalPath] = [
    RemovalPath(
      name: "the user swipes a sheet away", setup: sheetWithPush,
      act: { $0.send(.dismissInteractively(2)) },
      expected: ["account#3: popped", "settings#2: dismissed(interactive)"]),
    RemovalPath(
      name: "the user taps the backdrop", setup: sheetWithPush,
      act: { $0.send(.tapBackdrop(2)) },
      expected: ["account#3: popped", "settings#2: dismissed(backdropTap)"]),
    RemovalPath(
      name: "the app dismisses the top layer", setup: sheetWithPush,
      act: { $0.send(.dismiss) },
      expected: ["account#3: popped", "settings#2: dismissed(programmatic)"]),
    RemovalPath(
      name: "a screen inside the sheet dismisses its layer", setup: sheetWithPush,
      act: { $0.send(.dismiss, from: 3) },
      expected: ["account#3: popped", "settings#2: dismissed(programmatic)"]),
    RemovalPath(
      name: "an alert button is tapped", setup: { $0.send(.present(.confirm)) },
      act: { $0.send(.tapButton("delete", in: 1)) },
      expected: ["confirm#1: dismissed(button(delete))"]),
    RemovalPath(
      name: "a presentation replaces the top layer", setup: { $0.send(.present(.settings)) },
      act: { $0.send(.present(.profile, policy: .insteadOfTop)) },
      expected: ["settings#1: dismissed(replaced)"]),
    RemovalPath(
      name: "an ancestor layer is dismissed",
      setup: {
        $0.send(.present(.settings))
        $0.send(.present(.photo(3)))
        $0.send(.push(.account))
      },
      act: { $0.send(.dismissLayer(1)) },
      expected: [
        "account#3: popped", "photo(3)#2: dismissed(programmatic)",
        "settings#1: dismissed(programmatic)",
      ]),
    RemovalPath(
      name: "unwind pops the top", setup: { $0.send(.push(.thread(7))) },
      act: { $0.send(.unwind) }, expected: ["thread(7)#1: popped"]),
    RemovalPath(
      name: "unwind to an entry beneath a sheet",
      setup: {
        $0.send(.push(.thread(7)))
        $0.send(.push(.thread(8)))
        $0.send(.present(.settings))
      },
      act: { $0.send(.unwindTo(1)) },
      expected: ["settings#3: dismissed(programmatic)", "thread(8)#2: popped"]),
    RemovalPath(
      name: "close a pushed screen inside a sheet", setup: sheetWithPushAtRoot,
      act: { $0.send(.close(2)) }, expected: ["account#2: popped"]),
    RemovalPath(
      name: "replace the top screen", setup: { $0.send(.push(.thread(7))) },
      act: { $0.send(.replace(.thread(8))) }, expected: ["thread(7)#1: popped"]),
    RemovalPath(
      name: "replace the path",
      setup: {
        $0.send(.push(.thread(7)))
        $0.send(.push(.thread(8)))
      },
      act: { $0.send(.replacePath([.thread(7), .search("x")])) },
      expected: ["thread(8)#2: popped"]),
    RemovalPath(
      name: "home", setup: everything, act: { $0.send(.home) },
      expected: [
        "profile#5: dropped", "confirm#4: dismissed(programmatic)", "account#3: popped",
        "settings#2: dismissed(programmatic)", "thread(7)#1: popped",
      ]),
    RemovalPath(
      name: "reset", setup: everything, act: { $0.send(.reset(.inbox)) },
      expected: [
        "profile#5: dropped", "confirm#4: dismissed(programmatic)", "account#3: popped",
        "settings#2: dismissed(programmatic)", "thread(7)#1: popped", "inbox#0: popped",
      ]),
    RemovalPath(
      name: "apply a destination", setup: sheetWithPush,
      act: {
        $0.send(
          .apply(
            Destination(
              root: .inbox, path: [.thread(7)], layers: [.init(.settings, as: shown(.settings))])))
      },
      expected: ["account#3: popped"]),
    RemovalPath(
      name: "open a deep link", setup: sheetWithPush,
      act: { try $0.open("/inbox/thread:7/compose;fullScreenCover", as: screenLinks) },
      expected: ["account#3: popped", "settings#2: dismissed(programmatic)"]),
    RemovalPath(
      name: "restore a saved navigator", setup: sheetWithPush,
      act: {
        $0.restore(try state([0: .inbox, 1: .thread(7)], nextID: 4))
      },
      expected: ["account#3: popped", "settings#2: dismissed(programmatic)"]),
    RemovalPath(
      name: "dismissAll drops the queue", setup: sheetAndQueued,
      act: { $0.send(.dismissAll) },
      expected: ["profile#2: dropped", "settings#1: dismissed(programmatic)"]),
    RemovalPath(
      name: "dismissing a queued id drops it", setup: sheetAndQueued,
      act: { $0.send(.dismissLayer(2)) }, expected: ["profile#2: dropped"]),
    RemovalPath(
      name: "a queued entry is shown, then swiped", setup: sheetAndQueued,
      act: {
        $0.send(.dismissInteractively(1))
        $0.send(.dismissInteractively(2))
      },
      expected: ["settings#1: dismissed(interactive)", "profile#2: dismissed(interactive)"]),
    RemovalPath(
      name: "a queued head already on top is dropped when its turn comes",
      setup: {
        $0.send(.present(.settings))
        $0.send(.present(.profile))
        $0.send(.present(.settings, policy: .queue))
      },
      act: { $0.send(.dismissLayer(2)) },
      expected: ["profile#2: dismissed(programmatic)", "settings#3: dropped"]),
  ]
}

/// `[inbox#0, thread(7)#1] > sheet [settings#2, account#3]`.
@MainActor private func sheetWithPush(_ store: NavigatorStore<Screen>) {
  store.send(.push(.thread(7)))
  store.send(.present(.settings))
  store.send(.push(.account))
}

/// `[inbox#0] > sheet [settings#1, account#2]`.
@MainActor private func sheetWithPushAtRoot(_ store: NavigatorStore<Screen>) {
  store.send(.present(.settings))
  store.send(.push(.account))
}

/// `[inbox#0] > sheet [settings#1] queued [profile#2]`.
@MainActor private func sheetAndQueued(_ store: NavigatorStore<Screen>) {
  store.send(.present(.settings))
  store.send(.present(.profile, policy: .queue))
}

/// `[inbox#0, thread(7)#1] > sheet [settings#2, account#3] > alert [confirm#4] queued [profile#5]`.
@MainActor private func everything(_ store: NavigatorStore<Screen>) {
  sheetWithPush(store)
  store.send(.present(.confirm))
  store.send(.present(.profile, policy: .queue))
}

@MainActor
@Suite("Removal callbacks")
struct RemovalCallbackTests {
  @Test(
    "each way an entry goes runs its callbacks once, with the reason", arguments: RemovalPath.all)
  func everyRemovalPathRunsCallbacksOnce(path: RemovalPath) throws {
    let store = NavigatorStore(root: Screen.inbox)
    path.setup(store)
    let calls = CallLog()
    let entries = store.navigator.allEntries
    for entry in entries {
      #expect(store.onRemoval(of: entry.id, perform: calls.callback("\(entry)")))
    }

    try path.act(store)

    #expect(calls.lines == path.expected)
    for entry in entries where calls.lines.contains(where: { $0.hasPrefix("\(entry):") }) {
      #expect(store.removalCallbackCount(for: entry.id) == 0)
    }
    // Whatever is left goes now; nothing that already went is called again.
    store.send(.reset(.inbox))
    let labels = calls.calls.map(\.label)
    #expect(labels.sorted() == entries.map { "\($0)" }.sorted())
  }

  @Test("present(_:as:onDismiss:) calls back once when its layer goes, not when others go")
  func presentRegistersForTheNewLayer() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()

    store.present(.settings, as: shown(.settings), onDismiss: calls.callback("settings"))
    store.present(.profile, onDismiss: calls.callback("profile"))
    store.send(.dismiss)
    store.send(.dismiss)
    store.send(.reset(.inbox))

    #expect(
      calls.lines == ["profile: dismissed(programmatic)", "settings: dismissed(programmatic)"])
  }

  @Test("push(_:onPop:) calls back once with popped, even when its layer is dismissed")
  func pushRegistersForTheNewEntry() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()
    store.send(.present(.settings))

    store.push(.account, onPop: calls.callback("account"))
    store.send(.dismissAll)
    store.send(.home)

    #expect(calls.lines == ["account: popped"])
  }

  @Test("a queued presentation's callback runs once when it is dropped")
  func queuedPresentationReportsDropped() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()
    store.send(.present(.settings))

    let events = store.present(.profile, policy: .queue, onDismiss: calls.callback("profile"))
    store.send(.dismissAll)

    #expect(events == [.queued(RouteEntry(id: 2, route: .profile), shown(.profile))])
    #expect(calls.lines == ["profile: dropped"])
  }

  @Test("a refused present keeps no callback")
  func refusedPresentKeepsNoCallback() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()
    store.send(.present(.settings))

    expectRefused(.alreadyPresented, by: store) {
      store.present(.settings, onDismiss: calls.callback("again"))
    }
    store.send(.reset(.inbox))

    #expect(calls.lines == [])
  }

  @Test("a route without a presentation is refused and keeps no callback")
  func presentWithoutPresentationIsRefused() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()

    expectRefused(.noPresentation, by: store) {
      store.present(.inbox, onDismiss: calls.callback("inbox"))
    }

    #expect(calls.lines == [])
  }

  @Test("onRemoval(of:) refuses an id that is not in the navigator")
  func onRemovalOfUnknownIDIsRefused() {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.push(.thread(7)))
    store.send(.unwind)
    let calls = CallLog()

    let registered = store.onRemoval(of: 1, perform: calls.callback("gone"))
    store.send(.reset(.inbox))

    #expect(!registered)
    #expect(store.removalCallbackCount(for: 1) == 0)
    #expect(calls.lines == [])
  }

  @Test("several callbacks of one entry run in the order they were registered")
  func callbacksOfOneEntryRunInOrder() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()
    store.present(.settings, onDismiss: calls.callback("first"))
    store.onRemoval(of: 1, perform: calls.callback("second"))
    #expect(store.removalCallbackCount(for: 1) == 2)

    store.send(.dismiss)

    #expect(calls.lines == ["first: dismissed(programmatic)", "second: dismissed(programmatic)"])
    #expect(store.removalCallbackCount(for: 1) == 0)
  }

  @Test("a surviving entry keeps its callback through apply")
  func applyKeepsCallbacksOfMatchingEntries() {
    let store = NavigatorStore(root: Screen.inbox)
    let calls = CallLog()
    store.push(.thread(7), onPop: calls.callback("thread"))

    store.send(.apply(Destination(root: .inbox, path: [.thread(7), .thread(8)])))

    #expect(calls.lines == [])
    #expect(store.removalCallbackCount(for: 1) == 1)
  }
}
