// The store made observable with Observation (iOS 17, macOS 14 and later; Linux).
//
// Written out by hand rather than with the `@Observable` macro: the store's state is not a
// stored property of this class, and the registrar's three calls are the whole of it.

#if canImport(Observation)
  import ModalKit
  import Observation

  /// A store whose ``navigator`` SwiftUI (or `withObservationTracking`) observes through
  /// Observation: the thin wrapper for iOS 17, macOS 14 and later.
  ///
  /// Reading ``navigator`` registers an access; every change of the store's navigator becomes
  /// the registrar's `willSet` before it and `didSet` after (a refused action, neither).
  /// Everything else is the store's: send through ``store`` (or ``send(_:)``).
  ///
  /// ```swift
  /// @State var model = ObservableNavigatorStore(NavigatorStore(root: Screen.inbox))
  /// // in a view's body:
  /// ForEach(model.navigator.stack.path) { entry in ... }
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  public final class ObservableNavigatorStore<Route: Hashable & Sendable>: Observable {
    /// The store this wrapper observes.
    public let store: NavigatorStore<Route>

    /// Tells Observation who read the navigator and when it changes.
    private let registrar = ObservationRegistrar()

    /// Wraps a store; the wrapper observes it for as long as the wrapper lives.
    public init(_ store: NavigatorStore<Route>) {
      self.store = store
      store.observeChanges { [weak self] change in
        guard let self else { return }
        switch change {
        case .willChange: registrar.willSet(self, keyPath: \.navigator)
        case .didChange: registrar.didSet(self, keyPath: \.navigator)
        }
      }
    }

    /// The store's navigator; reading it in a tracked scope observes every change.
    public var navigator: Navigator<Route> {
      registrar.access(self, keyPath: \.navigator)
      return store.navigator
    }

    /// Sends an action to the store; see ``NavigatorStore/send(_:)``.
    @discardableResult
    public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
      store.send(action)
    }
  }
#endif
