// The SwiftUI example's app, routes and screens: buttons that send ModalKit actions (example code).
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import ModalKit
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
  ///
  /// Every button sends its action from the screen it is on (`send(_:from:)`): the screen need
  /// not be the top. With settings up at its medium detent, the inbox beneath stays interactive,
  /// and "Push a thread" tapped there pushes on the inbox's stack, not inside the sheet; "Back"
  /// pops the inbox. A tap that reaches a screen the navigator says cannot take input (a stale
  /// one, under a blocking layer) is refused and changes nothing.
  struct ScreenView: View {
    @ObservedObject var store: NavigatorStore
    let entry: RouteEntry<MailRoute>
    /// The level the entry's stack is at: 0 for the window's, k inside the k-th layer.
    let level: Int

    var body: some View {
      List {
        Section(title) {
          Button("Push a thread") { send(.push(.thread(Int(entry.id.rawValue) + 1))) }
          Button("Back") { send(.unwind) }
          if level > 0 || entry.id != store.navigator.stack.root.id {
            // Pops a pushed screen, dismisses a layer's root: SwiftUI's `dismiss` for any screen.
            Button("Close this screen") { send(.close(entry.id)) }
          }
          Button("Home (dismisses every layer)") { send(.home) }
        }
        Section("Present") {
          Button("Settings: sheet, medium/large, grabber") { send(.present(.settings)) }
          Button("Compose: full-screen cover") { presentCompose() }
          Button("Filters: overlay at the bottom, Cancel and Apply") { send(.present(.filters)) }
          Button("Photo: overlay in the center, 3/4") { send(.present(.photo("beach"))) }
          Button("Delete: alert") { send(.present(.deleteThread(1))) }
          Button("Share: confirmation dialog") { send(.present(.share(1))) }
        }
        if level > 0 {
          Section("This layer") {
            // Dismisses the layer this screen is in, and any above it; not the topmost one.
            Button("Dismiss") { send(.dismiss) }
            Button("Dismiss all") { send(.dismissAll) }
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

    /// Sends an action from this screen.
    @discardableResult
    private func send(_ action: Navigator<MailRoute>.Action) -> Navigator<MailRoute>.Events {
      store.send(action, from: entry.id)
    }

    /// Presents compose and hangs a callback on its dismissal.
    ///
    /// The callback runs whatever removes compose: a button, `home`, a replacement. ModalKit
    /// reports each dismissal exactly once, so it runs exactly once.
    private func presentCompose() {
      guard let composed = send(.present(.compose)).presentedEntry else { return }
      store.onDismiss(composed.id) { reason in
        print("compose \(composed.id) closed: \(reason)")
      }
    }
  }
#endif
