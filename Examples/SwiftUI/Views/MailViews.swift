// EXAMPLE CODE: the mail app's routes, its windows and screens, on the ModalKitSwiftUI adapter.
// Run on macOS 13+: swift run modalkit-swiftui-example. NOT compiled on Linux.

#if canImport(SwiftUI)
  import ModalKit
  import ModalKitStore
  import ModalKitSwiftUI
  import SwiftUI

  // MARK: - Routes

  /// The screens of a small mail app.
  ///
  /// Modal routes name their own presentation, so a call site says `.present(.settings)` and
  /// never repeats how settings is shown (seed 002). Routes that are only pushed have none.
  enum MailRoute: PresentableRoute, CustomStringConvertible {
    case inbox
    case thread(Int)
    case compose
    case settings
    case filters
    case photo(String)
    case deleteThread(Int)
    case share(Int)

    var defaultPresentation: Presentation? {
      switch self {
      case .inbox, .thread: nil
      case .compose: .fullScreenCover
      case .settings:
        .sheet(detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
      case .filters:
        .overlay(.bottom, .half, buttons: [.cancel, ModalButton("Apply", id: "apply")])
      case .photo: .overlay(.center, .threeQuarters)
      case .deleteThread:
        .alert(
          "Delete this thread?", message: "It cannot be undone.",
          buttons: [ModalButton("Delete", id: "delete", role: .destructive), .cancel])
      case .share:
        .confirmationDialog(
          "Share thread",
          buttons: [ModalButton("Copy link", id: "copy"), ModalButton("Mail", id: "mail"), .cancel])
      }
    }

    var description: String {
      switch self {
      case .inbox: "inbox"
      case .thread(let id): "thread(\(id))"
      case .compose: "compose"
      case .settings: "settings"
      case .filters: "filters"
      case .photo(let name): "photo(\(name))"
      case .deleteThread(let id): "deleteThread(\(id))"
      case .share(let id): "share(\(id))"
      }
    }
  }

  // MARK: - App

  /// The app, which owns no store: each window's root view owns its own.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ExampleApp: App {
    var body: some Scene {
      WindowGroup { MailWindow() }
    }
  }

  /// One window: its store, wrapped in the adapter's model, drawn by the adapter's host.
  ///
  /// `@StateObject` in the scene's root view, not in the `App`: every window SwiftUI opens
  /// makes its own. The host brings the screen to the store one acknowledged step at a time,
  /// with no sleeps; swipes, back buttons and detent drags come back into the store.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct MailWindow: View {
    @StateObject private var model = NavigatorModel(NavigatorStore(root: MailRoute.inbox))

    var body: some View {
      NavigatorHost(model) { entry, screen in
        ScreenView(entry: entry, screen: screen, store: model.store)
      }
    }
  }

  // MARK: - Screens

  /// What every entry shows: its route, and buttons that send actions from this screen.
  ///
  /// Views never present anything themselves. A button sends an action from its own screen
  /// (`screen.send`, which is `send(_:from:)`): with settings up at its medium detent, "Push a
  /// thread" tapped on the inbox beneath pushes on the inbox's stack, not inside the sheet.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ScreenView: View {
    let entry: RouteEntry<MailRoute>
    let screen: NavigatorScreen<MailRoute>
    let store: NavigatorStore<MailRoute>

    var body: some View {
      List {
        Section("\(entry.route)  \(entry.id)") {
          Button("Push a thread") { screen.send(.push(.thread(Int(entry.id.rawValue) + 1))) }
          Button("Back") { screen.send(.unwind) }
          Button("Close this screen") { screen.send(.close(entry.id)) }
          Button("Home (dismisses every layer)") { screen.send(.home) }
        }
        Section("Present") {
          Button("Settings: sheet, medium/large, grabber") { screen.send(.present(.settings)) }
          Button("Compose: full-screen cover") { presentCompose() }
          Button("Filters: overlay at the bottom") { screen.send(.present(.filters)) }
          Button("Photo: overlay in the center") { screen.send(.present(.photo("beach"))) }
          Button("Delete: alert") { screen.send(.present(.deleteThread(1))) }
          Button("Share: confirmation dialog") { screen.send(.present(.share(1))) }
        }
      }
      .navigationTitle(entry.route.description)
    }

    /// Presents compose with a callback that runs once, however compose goes: a swipe, a
    /// button, `home`, a deep link.
    private func presentCompose() {
      guard let compose = screen.send(.present(.compose)).presentedEntry else { return }
      store.onRemoval(of: compose.id) { reason in print("compose \(compose.id) closed: \(reason)") }
    }
  }
#endif
