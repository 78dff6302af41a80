// The object a SwiftUI window owns: a store's presentation loop, observed by SwiftUI.
//
// Apple API used here, with availability from Apple's documentation: ObservableObject and its
// objectWillChange (Combine; iOS 13, macOS 10.15, tvOS 13); URL, URLComponents and its host
// and percentEncodedPath, JSONEncoder, JSONDecoder (Foundation; iOS 7-8, macOS 10.9-10.10).

#if canImport(SwiftUI) && !os(watchOS)
  import Combine
  import Foundation
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
  /// ``shown`` after every output. It reads the views' signals as this platform gives them
  /// (UIKit probes on iOS and tvOS, SwiftUI's lifecycle on macOS): the views of
  /// ``NavigatorHost`` send them to the loop, which decides what each means.
  @available(iOS 16, macOS 13, tvOS 16, *)
  @MainActor
  public final class NavigatorModel<Route: Hashable & Sendable>: ObservableObject {
    /// The loop: the store, the driver, and the two callbacks.
    public let loop: PresentationLoop<Route>

    /// Wraps a store in a loop planned for this system's SwiftUI
    /// (``abilitiesOfThisSystem``), or for the abilities given.
    public init(_ store: NavigatorStore<Route>, abilities: PlatformAbilities? = nil) {
      loop = PresentationLoop(store, abilities: abilities ?? Self.abilitiesOfThisSystem)
      loop.takeViewSignals(from: Self.signalSourcesOfThisSystem)
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
        if #available(iOS 17, tvOS 17, *) { return .swiftUI(iOS: 17) }
        return .swiftUI(iOS: 16)
      #endif
    }

    /// Which ends of transitions this platform's views report: UIKit probes on iOS and tvOS,
    /// SwiftUI's lifecycle on macOS (see `SignalSources`).
    static var signalSourcesOfThisSystem: SignalSources {
      #if canImport(UIKit)
        return .uiKitProbes
      #else
        return .viewLifecycle
      #endif
    }

    // MARK: - Links and saved state

    /// Opens a URL the app was opened with as the store's link.
    ///
    /// The link is its path for a web link, its host and path for a custom scheme (`URLLink`).
    /// A link that does not read changes nothing and is returned as the failure.
    @discardableResult
    public func open(_ url: URL, as format: DeepLinkFormat<Route>)
      -> Result<Navigator<Route>.Events, DeepLinkError>
    {
      let parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
      return loop.open(
        scheme: url.scheme, host: parts?.host, percentEncodedPath: parts?.percentEncodedPath ?? "",
        as: format)
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, *)
  extension NavigatorModel where Route: Codable {
    /// The navigator as saved state: JSON in ModalKit's restoration format (Restoration.md).
    public func savedState() -> Data? {
      try? JSONEncoder().encode(store.navigator)
    }

    /// Restores saved state into the store (`NavigatorStore.restore(_:)`).
    ///
    /// The loop brings it on screen layer by layer. State that does not decode or validate
    /// changes nothing.
    ///
    /// - Returns: Whether the state was restored.
    @discardableResult
    public func restore(from data: Data) -> Bool {
      guard let saved = try? JSONDecoder().decode(Navigator<Route>.self, from: data) else {
        return false
      }
      store.restore(saved)
      return true
    }
  }
#endif
