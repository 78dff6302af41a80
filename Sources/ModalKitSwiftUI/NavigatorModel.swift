// The object a SwiftUI window owns: a store's presentation loop, observed by SwiftUI.
//
// NOT COMPILED ON LINUX: SwiftUI and Combine ship only with Apple's SDKs. The macOS and iOS
// jobs of .github/workflows/ci.yml compile this file. Apple API used here, with availability
// from Apple's documentation: ObservableObject and its default objectWillChange (Combine; iOS
// 13, macOS 10.15, tvOS 13, watchOS 6); `#available` checks only.

#if canImport(SwiftUI)
  import Combine
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore

  /// A store's presentation loop as an `ObservableObject`: what a window's root view owns.
  ///
  /// Create one per window, inside the scene's root view (`@StateObject`), never in the
  /// `App`: each window then has its own navigator, its own screen and its own loop.
  ///
  /// ```swift
  /// struct MailWindow: View {
  ///   @StateObject private var model = NavigatorModel(NavigatorStore(root: Mail.inbox))
  ///   var body: some View {
  ///     NavigatorHost(model) { entry, screen in MailScreen(entry: entry, screen: screen) }
  ///   }
  /// }
  /// ```
  ///
  /// The model wires the loop's first callback to `objectWillChange`: SwiftUI redraws from
  /// ``shown`` after every output. The views of ``NavigatorHost`` send the second callback,
  /// ``PresentationLoop/receive(_:)``, from their lifecycle and bindings.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  public final class NavigatorModel<Route: Hashable & Sendable>: ObservableObject {
    /// The loop: the store, the driver, and the two callbacks.
    public let loop: PresentationLoop<Route>

    /// Wraps a store in a loop planned for this system's SwiftUI
    /// (``NavigatorModel/abilitiesOfThisSystem``), or for the abilities given.
    public init(_ store: NavigatorStore<Route>, abilities: PlatformAbilities? = nil) {
      loop = PresentationLoop(store, abilities: abilities ?? Self.abilitiesOfThisSystem)
      loop.perform = { [weak self] _, _ in self?.objectWillChange.send() }
    }

    /// The store.
    public var store: NavigatorStore<Route> { loop.store }

    /// What the screen shows, or is changing towards: what the views draw.
    public var shown: ShownState<Route> { loop.shown }

    /// The abilities of SwiftUI on the running system, as `PlatformAbilities.swiftUI(iOS:)`
    /// and `PlatformAbilities.swiftUI(macOS:)` choose them (tested in the driver's tests).
    public static var abilitiesOfThisSystem: PlatformAbilities {
      #if os(macOS)
        return .swiftUI(macOS: 13)
      #else
        if #available(iOS 17, tvOS 17, watchOS 10, *) { return .swiftUI(iOS: 17) }
        return .swiftUI(iOS: 16)
      #endif
    }
  }
#endif
