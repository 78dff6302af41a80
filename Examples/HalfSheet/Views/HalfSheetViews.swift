// EXAMPLE CODE: the half-sheet article's app on iOS 15, written with ModalKit: no
// HalfSheetManager, no CustomHostingController, no showSheet flag that drifts from the sheet.
// NOT COMPILED ON LINUX; ../shared/ios-typecheck type-checks it for iOS 15. Apple API used here:
// App, Scene, WindowGroup, View, VStack, Text, Button, StateObject, ignoresSafeArea [iOS 14].

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ModalKit
  import ModalKitStore
  import ModalKitUIKit
  import SwiftUI

  /// The article's app: one window showing ``ContentView``.
  public struct HalfSheetApp: App {
    /// Creates the app.
    public init() {}

    /// One window.
    public var body: some Scene {
      WindowGroup { ContentView() }
    }
  }

  /// The article's `ContentView`: "Hello!" and a button that shows a half sheet with medium and
  /// large detents and a grabber, on iOS 15; `onEnd` runs once, with the reason, however the
  /// sheet goes.
  ///
  /// The article needed a `UIViewControllerRepresentable`, a hosting controller subclass that
  /// set the detents in `viewDidLoad`, a `showSheet` binding and a delegate for the swipe; it
  /// presented again on every update while the flag was true. Here the store holds whether the
  /// sheet is up, a second present is refused, and ModalKitUIKit presents it through
  /// `UISheetPresentationController`.
  public struct ContentView: View {
    @StateObject private var navigation = NavigatorStoreObject(
      NavigatorStore(root: HalfSheetRoute.home))

    /// Creates the view, with its own store.
    public init() {}

    /// The home screen, and the half sheet over it when it is up.
    public var body: some View {
      UIKitNavigatorView(navigation.store) { entry, screen in
        switch entry.route {
        case .home:
          VStack(spacing: 16) {
            Text("Hello!")
            Button("Show Half Modal Sheet.") { showHalfSheet() }
          }
        case .halfSheet:
          VStack(spacing: 16) {
            Text("This is Half Sheet.")
            Button("Dismiss") { screen.send(.dismiss) }
          }
        }
      }
      .ignoresSafeArea()
    }

    /// Shows the half sheet, with the article's `onEnd`.
    func showHalfSheet() {
      navigation.store.present(.halfSheet) { reason in print("Dismissed (\(reason)).") }
    }
  }
#endif
