// EXAMPLE CODE: the mail app's routes, its window and screens, on the ModalKitSwiftUI host.
// A library for iOS, tvOS and macOS; `swift run modalkit-swiftui-example` runs it on macOS 13+.

#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import ModalKit
  import ModalKitStore
  import ModalKitSwiftUI
  import SwiftUI

  // MARK: - Routes

  /// The screens of a small mail app.
  ///
  /// Modal routes name their own presentation, so a call site says `.present(.settings)` and
  /// never repeats how settings is shown, as the coordinator article wanted. Routes that are only pushed have none.
  /// `Codable`, so a window's navigator is saved and restored with the scene.
  public enum MailRoute: PresentableRoute, Codable, CustomStringConvertible {
    case inbox
    case thread(Int)
    case compose
    case settings
    case filters
    case photo(String)
    case deleteThread(Int)
    case share(Int)

    /// How each modal route shows; `nil` for routes that are only pushed.
    public var defaultPresentation: Presentation? {
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

    /// The route as it reads in a transcript: `thread(7)`.
    public var description: String {
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

  /// The app's links: `mail://inbox/thread:7/settings;sheet` opens thread 7 with settings up.
  let mailLinks = DeepLinkFormat<MailRoute>(
    segments: RouteSegments(
      components: { route in
        switch route {
        case .inbox: ["inbox"]
        case .thread(let id): ["thread", String(id)]
        case .compose: ["compose"]
        case .settings: ["settings"]
        case .filters: ["filters"]
        case .photo(let name): ["photo", name]
        case .deleteThread(let id): ["deleteThread", String(id)]
        case .share(let id): ["share", String(id)]
        }
      },
      route: { parts in
        switch parts {
        case ["inbox"]: .inbox
        case ["compose"]: .compose
        case ["settings"]: .settings
        case ["filters"]: .filters
        case let p where p.count == 2 && p[0] == "thread": Int(p[1]).map(MailRoute.thread)
        case let p where p.count == 2 && p[0] == "photo": .photo(p[1])
        case let p where p.count == 2 && p[0] == "deleteThread":
          Int(p[1]).map(MailRoute.deleteThread)
        case let p where p.count == 2 && p[0] == "share": Int(p[1]).map(MailRoute.share)
        default: nil
        }
      }))

  // MARK: - The window

  /// One window: its store, wrapped in the host's model, drawn by the host.
  ///
  /// `@StateObject` in the scene's root view, not in the `App`: every window SwiftUI opens
  /// makes its own. The host brings the screen to the store one acknowledged step at a time,
  /// with no sleeps; swipes, back buttons, dialog buttons and detent drags come back into the
  /// store. Links open in the window that gets them; the navigator is saved with the scene.
  @available(iOS 16, macOS 13, tvOS 16, *)
  public struct MailWindow: View {
    @StateObject private var model = NavigatorModel(NavigatorStore(root: MailRoute.inbox))
    @SceneStorage("navigator") private var saved: Data?

    /// A window with the inbox at its root.
    public init() {}

    /// The host, with links and saved state wired.
    public var body: some View {
      NavigatorHost(model) { entry, screen in
        ScreenView(entry: entry, screen: screen, store: model.store)
      }
      .opensLinks(mailLinks)
      .savesState(in: $saved)
    }
  }

  // MARK: - Screens

  /// What every entry shows: its route, and buttons that send actions from this screen.
  ///
  /// Views never present anything themselves. A button sends an action from its own screen
  /// (`screen.send`, which is `send(_:from:)`): with settings up at its medium detent, "Push a
  /// thread" tapped on the inbox beneath pushes on the inbox's stack, not inside the sheet.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct ScreenView: View {
    let entry: RouteEntry<MailRoute>
    let screen: NavigatorScreen<MailRoute>
    let store: NavigatorStore<MailRoute>

    var body: some View {
      List {
        Section("\(entry.route)  \(entry.id)") {
          NavigatorLink(push: MailRoute.thread(Int(entry.id.rawValue) + 1)) {
            Text("Push a thread")
          }
          Button("Back") { screen.send(.unwind) }
          Button("Close this screen") { screen.send(.close(entry.id)) }
          Button("Home (dismisses every layer)") { screen.send(.home) }
          if screen.level > 0 { Button("Dismiss this layer") { screen.dismiss() } }
        }
        Section("Present") {
          Button("Settings: sheet, medium/large, grabber") { screen.send(.present(.settings)) }
          Button("Compose: full-screen cover") { presentCompose() }
          NavigatorLink(Navigator<MailRoute>.Action.present(.filters)) {
            Text("Filters: overlay at the bottom")
          }
          Button("Photo: overlay in the center") { screen.send(.present(.photo("beach"))) }
          DeleteButton()
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

  /// A subview that sends from its screen without being handed it: the screen's navigator is
  /// in the environment.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct DeleteButton: View {
    @ScreenNavigator private var screen: NavigatorScreen<MailRoute>?

    var body: some View {
      Button("Delete: alert") { screen?.send(.present(.deleteThread(1))) }
    }
  }
#endif
