// The SwiftUI example's app, routes and screens: buttons that send ModalKit actions.
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import ModalKit
  import SwiftUI

  // MARK: - Routes

  /// The screens of a small mail app.
  ///
  /// Modal routes name their own presentation, so a call site says `.present(.settings)` and
  /// never repeats how settings is shown (seed 002).
  enum MailRoute: PresentableRoute, CustomStringConvertible {
    case inbox
    case thread(Int)
    case compose
    case settings
    case filters
    case photo(String)
    case deleteThread(Int)
    case share(Int)

    var defaultPresentation: Presentation {
      switch self {
      case .inbox, .thread: .sheet()
      case .compose: .fullScreenCover
      case .settings:
        .sheet(detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
      case .filters: .overlay(.bottom, .half)
      case .photo: .overlay(.center, .threeQuarters)
      case .deleteThread:
        .alert(
          "Delete this thread?", message: "It cannot be undone.",
          buttons: [AlertButton("Delete", id: "delete", role: .destructive), .cancel])
      case .share:
        .dialog(
          "Share thread",
          buttons: [AlertButton("Copy link", id: "copy"), AlertButton("Mail", id: "mail"), .cancel])
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

  /// The app: one store per window, and the host that draws it.
  struct ExampleApp: App {
    @StateObject private var store = NavigatorStore(root: .inbox)

    var body: some Scene {
      WindowGroup {
        NavigatorHost(store: store)
      }
    }
  }

  // MARK: - Screens

  /// What every entry shows: its route, and buttons that send actions to the store.
  ///
  /// Views never present anything themselves. They send an action; the store applies it to the
  /// navigator; the host redraws from the new state. That is the whole integration.
  struct ScreenView: View {
    @ObservedObject var store: NavigatorStore
    let entry: RouteEntry<MailRoute>

    var body: some View {
      List {
        Section(title) {
          Button("Push a thread") { store.send(.push(.thread(Int(entry.id.rawValue) + 1))) }
          Button("Back") { store.send(.unwind) }
          Button("Home (dismisses every layer)") { store.send(.home) }
        }
        Section("Present") {
          Button("Settings: sheet, medium/large, grabber") { store.send(.present(.settings)) }
          Button("Compose: full-screen cover") { presentCompose() }
          Button("Filters: overlay at the bottom, half") { store.send(.present(.filters)) }
          Button("Photo: overlay in the center, 3/4") { store.send(.present(.photo("beach"))) }
          Button("Delete: alert") { store.send(.present(.deleteThread(1))) }
          Button("Share: confirmation dialog") { store.send(.present(.share(1))) }
        }
        if store.navigator.isPresenting {
          Section("This layer") {
            Button("Dismiss") { store.send(.dismiss) }
            Button("Dismiss all") { store.send(.dismissAll) }
          }
        }
        Section("Last events") {
          ForEach(Array(store.lastEvents.enumerated()), id: \.offset) { _, line in
            Text(line).font(.caption.monospaced())
          }
        }
      }
      .navigationTitle(entry.route.description)
    }

    private var title: String { "\(entry.route)  \(entry.id)" }

    /// Presents compose and hangs a callback on its dismissal.
    ///
    /// The callback runs whatever removes compose: a button, `home`, a replacement. ModalKit
    /// reports each dismissal exactly once, so it runs exactly once.
    private func presentCompose() {
      let events = store.send(.present(.compose))
      for case .presented(let composed, _) in events {
        store.onDismiss(composed.id) { reason in
          print("compose \(composed.id) closed: \(reason)")
        }
      }
    }
  }
#endif
