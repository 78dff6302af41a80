// SwiftUI on iOS 15 through the UIKit host: a representable whose screens are SwiftUI views, so
// an iOS 15 app gets sheets with detents, a grabber and an undimmed detent, which SwiftUI's own
// presentationDetents only brings with iOS 16 (platform fact 6.6).
//
// NOT COMPILED ON LINUX. ../shared/ios-typecheck type-checks it for iOS 15; the workflow's uikit
// job builds it for the iOS and tvOS simulators. Apple API used here, with availability from the
// iOS 16.5 SDK's interfaces: UIViewControllerRepresentable (makeCoordinator,
// makeUIViewController(context:), updateUIViewController(_:context:)), UIHostingController and
// its rootView, ViewBuilder [iOS 13, tvOS 13].

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ModalKit
  import ModalKitStore
  import SwiftUI
  import UIKit

  /// A store's navigator drawn by the UIKit host inside a SwiftUI view, each screen a SwiftUI
  /// view: SwiftUI with sheet detents on iOS 15.
  ///
  /// ```swift
  /// struct ContentView: View {
  ///   @StateObject private var navigation = NavigatorStoreObject(NavigatorStore(root: Page.home))
  ///
  ///   var body: some View {
  ///     UIKitNavigatorView(navigation.store) { entry, screen in
  ///       switch entry.route {
  ///       case .home: Button("Show") { navigation.store.present(.halfSheet) { print($0) } }
  ///       case .halfSheet: Button("Dismiss") { screen.send(.dismiss) }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Each screen is a `UIHostingController` in the level's navigation controller; sheets,
  /// covers, alerts, dialogs and overlays are the ``NavigatorViewController``'s. When SwiftUI
  /// updates the view, every screen on hand is drawn again with the new `screen` function, and
  /// a route changed in place is drawn in its hosting controller.
  public struct UIKitNavigatorView<Route: Hashable & Sendable, Screen: View>:
    UIViewControllerRepresentable
  {
    /// The store whose navigator is drawn.
    let store: NavigatorStore<Route>

    /// Draws each screen, from its entry and its place.
    let screen: (RouteEntry<Route>, UIKitScreen<Route>) -> Screen

    /// Creates a view that draws a store's navigator, each entry with `screen`.
    public init(
      _ store: NavigatorStore<Route>,
      @ViewBuilder screen: @escaping (RouteEntry<Route>, UIKitScreen<Route>) -> Screen
    ) {
      self.store = store
      self.screen = screen
    }

    /// Keeps the newest `screen` function for the screens made later.
    public func makeCoordinator() -> Coordinator {
      Coordinator(screen: screen)
    }

    /// The UIKit host, whose screens are hosting controllers of `screen`'s views.
    public func makeUIViewController(context: Context) -> NavigatorViewController<Route> {
      let coordinator = context.coordinator
      let controller = NavigatorViewController(store) { entry, place in
        UIHostingController(rootView: coordinator.screen(entry, place))
      }
      controller.updateScreen = { screenController, entry, place in
        guard let hosting = screenController as? UIHostingController<Screen> else { return false }
        hosting.rootView = coordinator.screen(entry, place)
        return true
      }
      return controller
    }

    /// Draws every screen on hand again with the newest `screen` function.
    public func updateUIViewController(
      _ controller: NavigatorViewController<Route>, context: Context
    ) {
      let coordinator = context.coordinator
      coordinator.screen = screen
      controller.forEachScreen { screenController, entry, place in
        (screenController as? UIHostingController<Screen>)?.rootView = coordinator.screen(
          entry, place)
      }
    }

    /// What the view keeps between updates: the newest function that draws a screen.
    @MainActor
    public final class Coordinator {
      /// Draws a screen; replaced at each update.
      var screen: (RouteEntry<Route>, UIKitScreen<Route>) -> Screen

      init(screen: @escaping (RouteEntry<Route>, UIKitScreen<Route>) -> Screen) {
        self.screen = screen
      }
    }
  }
#endif
