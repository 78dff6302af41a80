import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

@MainActor
@Suite("Opening a link on a store")
struct OpenLinkTests {
  /// `[inbox#0, thread(7)#1] > sheet [settings#2, account#3] > alert [confirm#4]`, with a
  /// recording callback on every entry.
  func storeWithSheetsUp() -> (NavigatorStore<Screen>, CallLog) {
    let store = NavigatorStore(root: Screen.inbox)
    store.send(.push(.thread(7)))
    store.send(.present(.settings))
    store.send(.push(.account))
    store.send(.present(.confirm))
    let calls = CallLog()
    for entry in store.navigator.allEntries {
      store.onRemoval(of: entry.id, perform: calls.callback("\(entry)"))
    }
    return (store, calls)
  }

  @Test("only the difference changes, and every entry that goes gets its callback once")
  func openingChangesOnlyTheDifference() throws {
    let (store, calls) = storeWithSheetsUp()

    let events = try store.open("/inbox/thread:7/settings;sheet/thread:1", as: screenLinks)

    #expect(
      events.map(\.description) == [
        "dismissed(confirm#4, programmatic)", "popped(account#3)", "pushed(thread(1)#5)",
      ])
    #expect(calls.lines == ["confirm#4: dismissed(programmatic)", "account#3: popped"])
    #expect(
      store.navigator.description == "[inbox#0, thread(7)#1] > sheet [settings#2, thread(1)#5]")
    #expect(store.removalCallbackCount(for: 2) == 1)  // The kept sheet keeps its callback.
  }

  @Test("a sheet already up stays at the user's detent; the link's detent is for new sheets")
  func keptSheetKeepsItsDetent() throws {
    let (store, calls) = storeWithSheetsUp()

    try store.open("/inbox/thread:7/settings;sheet=large/account/profile;sheet", as: screenLinks)

    #expect(calls.lines == ["confirm#4: dismissed(programmatic)"])
    #expect(store.navigator.layers[0].presentation.sheet?.selection == .medium)
    #expect(store.navigator.topLayer?.entry.route == .profile)
  }

  @Test("a different root replaces everything, each callback once")
  func differentRootReplacesAll() throws {
    let (store, calls) = storeWithSheetsUp()

    try store.open("/account", as: screenLinks)

    #expect(
      calls.lines == [
        "confirm#4: dismissed(programmatic)", "account#3: popped",
        "settings#2: dismissed(programmatic)", "thread(7)#1: popped", "inbox#0: popped",
      ])
    #expect(store.navigator.description == "[account#5]")
  }

  @Test("a link that does not read changes nothing")
  func badLinkChangesNothing() {
    let (store, calls) = storeWithSheetsUp()
    let before = store.navigator
    let logged = store.log.count

    #expect(throws: DeepLinkError(.unknownRoute, at: 7)) {
      try store.open("/inbox/nowhere", as: screenLinks)
    }
    #expect(store.navigator == before)
    #expect(store.log.count == logged)
    #expect(calls.lines == [])
  }

  @Test("a link opened from a callback is applied after the current input")
  func linkFromCallbackIsQueued() throws {
    let store = NavigatorStore(root: Screen.inbox)
    var returned: Navigator<Screen>.Events?
    store.present(.settings) { _ in
      returned = try? store.open("/inbox/thread:2/compose;fullScreenCover", as: screenLinks)
    }

    store.send(.dismissInteractively(1))

    #expect(returned == [])
    #expect(store.navigator.description == "[inbox#0, thread(2)#2] > fullScreenCover [compose#3]")
  }
}
