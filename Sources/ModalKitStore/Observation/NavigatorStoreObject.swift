// The store made observable with Combine's ObservableObject (iOS 15 and 16, macOS 12 and 13).
//
// NOT COMPILED ON LINUX: Combine ships only with Apple's SDKs, so this file is checked by the
// Apple-platform build alone. It uses three Combine declarations, all available since iOS 13,
// macOS 10.15, tvOS 13 and watchOS 6 (below this package's platforms): the `ObservableObject`
// protocol; its default `objectWillChange`, an `ObservableObjectPublisher`, which the protocol
// supplies to a class that declares none; and that publisher's `send()`. Declaring our own
// `objectWillChange` would make a main-actor property satisfy a nonisolated requirement.

#if canImport(Combine)
  import Combine
  import ModalKit

  /// A store that SwiftUI observes as an `ObservableObject`: the thin wrapper for iOS 15 and 16.
  ///
  /// Every change of the store's navigator sends the default `objectWillChange` before it
  /// happens, as `@Published` would; a refused action sends nothing.
  ///
  /// ```swift
  /// @StateObject var model = NavigatorStoreObject(NavigatorStore(root: Screen.inbox))
  /// ```
  @MainActor
  public final class NavigatorStoreObject<Route: Hashable & Sendable>: ObservableObject {
    /// The store this wrapper observes.
    public let store: NavigatorStore<Route>

    /// Wraps a store; the wrapper observes it for as long as the wrapper lives.
    public init(_ store: NavigatorStore<Route>) {
      self.store = store
      store.observeChanges { [weak self] change in
        if case .willChange = change { self?.objectWillChange.send() }
      }
    }

    /// The store's navigator.
    public var navigator: Navigator<Route> { store.navigator }

    /// Sends an action to the store; see ``NavigatorStore/send(_:)``.
    @discardableResult
    public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
      store.send(action)
    }
  }
#endif
