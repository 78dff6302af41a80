import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

@MainActor
@Suite("Re-entrancy")
struct ReentrancyTests {
  /// Every event the store delivered, action by action, as their descriptions.
  final class Transcript {
    var lines: [String] = []
  }

  /// A store whose `didChange` observer writes each input's events to a transcript.
  func observedStore() -> (NavigatorStore<Screen>, Transcript) {
    let store = NavigatorStore(root: Screen.inbox)
    let transcript = Transcript()
    store.observeChanges { change in
      if case .didChange(let record) = change {
        transcript.lines.append(record.events.map(\.description).joined(separator: ", "))
      }
    }
    return (store, transcript)
  }

  @Test(
    "a callback that presents again: its present is applied after the dismissal, and returns []")
  func callbackPresentsAgain() {
    let (store, transcript) = observedStore()
    var returned: Navigator<Screen>.Events?
    var deliveringInside = false
    store.present(.settings) { _ in
      deliveringInside = store.isDelivering
      returned = store.send(.present(.profile))
    }

    let events = store.send(.dismissInteractively(1))

    #expect(events == [.dismissed(RouteEntry(id: 1, route: .settings), reason: .interactive)])
    #expect(returned == [])
    #expect(deliveringInside)
    #expect(!store.isDelivering)
    #expect(store.navigator.description == "[inbox#0] > sheet [profile#2]")
    #expect(
      transcript.lines == [
        "presented(settings#1, sheet)", "dismissed(settings#1, interactive)",
        "presented(profile#2, sheet)",
      ])
  }

  @Test("a callback that dismisses everything: the other layers go after, each callback once")
  func callbackDismissesEverything() {
    let (store, transcript) = observedStore()
    let calls = CallLog()
    store.present(.settings, onDismiss: calls.callback("settings"))
    store.present(.compose, onDismiss: calls.callback("compose"))
    store.present(.profile) { reason in
      calls.callback("profile")(reason)
      store.send(.dismissAll)
    }
    transcript.lines = []

    store.send(.dismissInteractively(3))

    #expect(
      calls.lines == [
        "profile: dismissed(interactive)", "compose: dismissed(programmatic)",
        "settings: dismissed(programmatic)",
      ])
    #expect(
      transcript.lines == [
        "dismissed(profile#3, interactive)",
        "dismissed(compose#2, programmatic), dismissed(settings#1, programmatic)",
      ])
    #expect(!store.navigator.isPresenting)
  }

  @Test("inputs sent from callbacks apply in the order they were sent, after the current one")
  func queuedInputsApplyInOrder() {
    let (store, transcript) = observedStore()
    store.push(.thread(1)) { _ in
      store.send(.push(.search("a")))
      store.send(.push(.search("b")))
    }
    store.push(.thread(2)) { _ in
      store.send(.push(.search("c")))
    }
    transcript.lines = []

    // Pops thread(2) then thread(1): thread(2)'s callback runs first, so "c" is sent first.
    store.send(.home)

    #expect(
      transcript.lines == [
        "popped(thread(2)#2), popped(thread(1)#1)", "pushed(search(c)#3)", "pushed(search(a)#4)",
        "pushed(search(b)#5)",
      ])
  }

  @Test("an input sent while applying a queued one waits behind those already queued")
  func nestedQueuedInputsGoToTheBack() {
    let (store, transcript) = observedStore()
    store.present(.settings) { _ in
      store.send(.push(.thread(1)))
      store.present(.profile) { _ in store.send(.push(.thread(3))) }
      store.send(.dismiss)
      store.send(.push(.thread(2)))
    }
    transcript.lines = []

    store.send(.dismiss)

    #expect(
      transcript.lines == [
        "dismissed(settings#1, programmatic)", "pushed(thread(1)#2)",
        "presented(profile#3, sheet)", "dismissed(profile#3, programmatic)",
        "pushed(thread(2)#4)", "pushed(thread(3)#5)",
      ])
  }

  @Test("an observer's sends are queued too, from willChange and from didChange")
  func observerSendsAreQueued() {
    let store = NavigatorStore(root: Screen.inbox)
    var returned: [Navigator<Screen>.Events] = []
    var first = true
    store.observeChanges { [unowned store] change in
      guard first else { return }  // Only around the first action.
      switch change {
      case .willChange:
        returned.append(store.send(.push(.thread(1))))
      case .didChange:
        returned.append(store.send(.push(.thread(2))))
        first = false
      }
    }

    let events = store.send(.present(.settings))

    #expect(events == [.presented(RouteEntry(id: 1, route: .settings), shown(.settings))])
    #expect(returned == [[], []])
    #expect(
      store.navigator.description == "[inbox#0] > sheet [settings#1, thread(1)#2, thread(2)#3]")
  }

  @Test("a restore sent from a callback is queued and returns []")
  func restoreFromCallbackIsQueued() throws {
    let store = NavigatorStore(root: Screen.inbox)
    let saved = store.navigator
    var returned: Navigator<Screen>.Events?
    store.push(.thread(1)) { _ in returned = store.restore(saved) }
    store.send(.push(.thread(2)))

    store.send(.unwindCount(2))

    #expect(returned == [])
    #expect(store.navigator.stack.depth == 0)
    #expect(
      store.log.records.last?.input == .restore(try Navigator(stack: saved.stack, nextID: 3)))
  }
}
