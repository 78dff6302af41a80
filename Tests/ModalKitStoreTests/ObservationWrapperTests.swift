#if canImport(Observation)
  import ModalKit
  import ModalKitStore
  import Observation
  import Testing
  import ModalKitStoreTestSupport

  /// What an `onChange` handler saw; written on the main actor only.
  final class ChangeCount: @unchecked Sendable {
    var changes = 0
    var depthsSeen: [Int] = []
  }

  @MainActor
  @Suite("ObservableNavigatorStore")
  struct ObservationWrapperTests {
    /// Tracks `model.navigator` once; `onChange` records the depth it still sees.
    func track(_ model: ObservableNavigatorStore<Screen>, into count: ChangeCount) {
      withObservationTracking {
        _ = model.navigator
      } onChange: { [weak model] in
        // Weak: a tracking that never fires stays registered in the model it would keep alive.
        MainActor.assumeIsolated {
          count.changes += 1
          count.depthsSeen.append(model?.store.navigator.stack.depth ?? -1)
        }
      }
    }

    @Test("reading navigator observes every change the store makes, before it is made")
    func changesAreObserved() {
      let model = ObservableNavigatorStore(NavigatorStore(root: Screen.inbox))
      let count = ChangeCount()

      track(model, into: count)
      model.send(.push(.thread(1)))
      track(model, into: count)
      model.store.send(.push(.thread(2)))  // Through the store itself, not the wrapper.

      #expect(count.changes == 2)
      #expect(count.depthsSeen == [0, 1])  // onChange runs at willSet: the old state.
      #expect(model.navigator.stack.depth == 2)
    }

    @Test("a refused action does not invalidate the observers")
    func refusalsAreNotChanges() {
      let model = ObservableNavigatorStore(NavigatorStore(root: Screen.inbox))
      let count = ChangeCount()

      track(model, into: count)
      model.send(.unwind)
      model.send(.dismiss)

      #expect(count.changes == 0)
    }

    @Test("a scope that does not read navigator is not invalidated")
    func unreadStateIsNotTracked() {
      let model = ObservableNavigatorStore(NavigatorStore(root: Screen.inbox))
      let count = ChangeCount()

      withObservationTracking {
        _ = model.store
      } onChange: {
        count.changes += 1
      }
      model.send(.push(.thread(1)))

      #expect(count.changes == 0)
    }
  }
#endif
