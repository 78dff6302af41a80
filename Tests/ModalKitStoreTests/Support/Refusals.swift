import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

/// Runs `send`, which the store must refuse for `reason`: what it returns is that one
/// rejection, and the store's navigator is as it was before.
@MainActor
func expectRefused(
  _ reason: RejectionReason, by store: NavigatorStore<Screen>,
  sourceLocation: SourceLocation = #_sourceLocation, _ send: () -> Navigator<Screen>.Events
) {
  let before = store.navigator

  let events = send()

  #expect(events.count == 1, "\(events)", sourceLocation: sourceLocation)
  #expect(events.rejection == reason, sourceLocation: sourceLocation)
  #expect(store.navigator == before, sourceLocation: sourceLocation)
}
