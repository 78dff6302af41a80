// The SwiftUI host of a navigator: each level's stack, and the layer presented over it.
//
// Every decision is a call into tested code: what to draw is `ShownState` (ModalKitDriver),
// what a view's appearance, a probe's callback or a binding's write means is
// `PresentationLoop.receive(_:)`, how a level takes input is `ShownState.input(atLevel:in:)`
// (ModalKitHost), where an overlay goes is `LayoutContainer.overlayFrame(_:)` (ModalKit).
// Apple API used here, each checked against Apple's documentation (availability in brackets):
// View, ViewBuilder, GeometryReader and GeometryProxy.size/safeAreaInsets, Color, EmptyView,
// onAppear, onDisappear, allowsHitTesting, disabled, id, background [iOS 13, macOS 10.15,
// tvOS 13]; accessibilityHidden(_:) [iOS 14, macOS 11, tvOS 14]; ObservedObject [iOS 13];
// onOpenURL(perform:), scenePhase, ScenePhase, onChange(of:perform:), toolbar, ToolbarItem,
// ToolbarItemPlacement.cancellationAction [iOS 14, macOS 11, tvOS 14];
// keyboardShortcut(_:) with KeyboardShortcut.cancelAction [iOS 14, macOS 11; not tvOS,
// macOS only here]; NavigationStack(path:root:), navigationDestination(for:destination:)
// [iOS 16, macOS 13, tvOS 16]; Binding(get:set:) [iOS 13].

#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore
  import SwiftUI

  /// Draws a store's navigator, driven one acknowledged step at a time: the window's stack,
  /// and every layer presented over it as a sheet, a full-screen cover, an overlay, an alert
  /// or a confirmation dialog.
  ///
  /// ```swift
  /// NavigatorHost(model) { entry, screen in
  ///   MailScreen(route: entry.route) { action in screen.send(action) }
  /// }
  /// .opensLinks(mailLinks)          // onOpenURL -> the store's deep links
  /// .savesState(in: $saved)         // @SceneStorage("navigator") var saved: Data?
  /// ```
  ///
  /// The host draws ``NavigatorModel/shown``, the driver's picture of the screen, never the
  /// navigator itself: a layer animating out keeps its content and its detents, a sheet the
  /// user swiped away does not come back, and a layer comes up only when the one beneath has
  /// finished. It starts the loop once its root is in a window (platform fact 1.3): when the root's
  /// probe reports `viewDidAppear(_:)` on iOS and tvOS, on `onAppear` on macOS. Every screen
  /// carries its navigator in the environment (``ScreenNavigator``).
  @available(iOS 16, macOS 13, tvOS 16, *)
  public struct NavigatorHost<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen
    var links: DeepLinkFormat<Route>?
    var saving: SavedState?

    /// Creates a host that draws each entry with `screen`.
    public init(
      _ model: NavigatorModel<Route>,
      @ViewBuilder screen: @escaping (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen
    ) {
      self.model = model
      self.screen = screen
    }

    /// Opens every URL the app is opened with in this window as a link of `format`
    /// (`onOpenURL`, `NavigatorModel.open(_:as:)`).
    public func opensLinks(_ format: DeepLinkFormat<Route>) -> NavigatorHost {
      var host = self
      host.links = format
      return host
    }

    /// The window's level, measured for ModalKit's layout, with the root's probe.
    public var body: some View {
      let loop = model.loop
      GeometryReader { proxy in
        LevelView(model: model, layerID: nil, window: layoutContainer(proxy), screen: screen)
      }
      .background(RootProbe(loop: loop))
      .onAppear { loop.receive(.hostAppeared(.viewLifecycle)) }
      .modifier(LinkOpening(model: model, format: links))
      .modifier(StateSaving(saving: saving))
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, *)
  extension NavigatorHost where Route: Codable {
    /// Restores the navigator from `storage` when the window appears, and saves it there
    /// whenever the scene leaves the foreground: pass a `@SceneStorage` binding.
    ///
    /// ```swift
    /// @SceneStorage("navigator") private var saved: Data?
    /// NavigatorHost(model) { ... }.savesState(in: $saved)
    /// ```
    public func savesState(in storage: Binding<Data?>) -> NavigatorHost {
      var host = self
      let model = model
      host.saving = SavedState(
        storage: storage, save: { model.savedState() }, restore: { model.restore(from: $0) })
      return host
    }
  }

  /// The container of a geometry proxy's view, safe area included.
  @available(iOS 16, macOS 13, tvOS 16, *)
  func layoutContainer(_ proxy: GeometryProxy) -> LayoutContainer {
    let insets = proxy.safeAreaInsets
    return LayoutContainer(
      size: LayoutSize(
        width: proxy.size.width + insets.leading + insets.trailing,
        height: proxy.size.height + insets.top + insets.bottom),
      safeArea: LayoutInsets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom,
        trailing: insets.trailing))
  }

  // MARK: - The root's probe, links, saved state

  /// The root's probe: the loop starts when the root is in a window (iOS, tvOS).
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct RootProbe<Route: Hashable & Sendable>: View {
    let loop: PresentationLoop<Route>

    var body: some View {
      #if canImport(UIKit)
        TransitionProbe { event in
          if case .appeared = event { loop.receive(.hostAppeared(.transitionEnded)) }
        }
        .frame(width: 0, height: 0)
      #else
        EmptyView()
      #endif
    }
  }

  /// Opens the URLs the app is opened with as the store's links.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct LinkOpening<Route: Hashable & Sendable>: ViewModifier {
    @ObservedObject var model: NavigatorModel<Route>
    let format: DeepLinkFormat<Route>?

    func body(content: Content) -> some View {
      if let format {
        content.onOpenURL { url in model.open(url, as: format) }
      } else {
        content
      }
    }
  }

  /// Where a host saves its navigator, and how.
  struct SavedState {
    let storage: Binding<Data?>
    let save: @MainActor () -> Data?
    let restore: @MainActor (Data) -> Void
  }

  /// Restores saved state once, and saves it when the scene leaves the foreground.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct StateSaving: ViewModifier {
    let saving: SavedState?
    @Environment(\.scenePhase) private var phase
    @State private var restored = false

    func body(content: Content) -> some View {
      if let saving {
        content
          .onAppear {
            guard !restored else { return }
            restored = true
            if let data = saving.storage.wrappedValue { saving.restore(data) }
          }
          .onChange(of: phase) { phase in
            if phase != .active { saving.storage.wrappedValue = saving.save() }
          }
      } else {
        content
      }
    }
  }

  // MARK: - One level

  /// One level: its stack, measured in its own container, input blocking, and the layer
  /// presented over it.
  ///
  /// A level is named by its layer's id (none for the window's), and its number is looked up
  /// in the shown state at each render: a sheet animating out renders once more after its
  /// level has gone from the navigator, and finds its layer by id.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct LevelView<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let layerID: EntryID?
    /// The window, for the detent heights input blocking is judged by.
    let window: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var level: Int? {
      guard let layerID else { return 0 }
      return model.shown.level(of: layerID)
    }

    var body: some View {
      if let level, let stack = model.shown.stack(atLevel: level) {
        let input = model.shown.input(atLevel: level, in: window)
        GeometryReader { proxy in
          StackView(model: model, level: level, stack: stack, screen: screen)
            .allowsHitTesting(input == .interactive)
            // Beneath an overlay the host draws, hit-testing is not enough: VoiceOver,
            // keyboard and tvOS focus must not reach the level either.
            .accessibilityHidden(input == .blockedByOverlay)
            .disabled(input == .blockedByOverlay)
            .modifier(
              LayerPresenter(
                model: model, level: level + 1, window: window,
                container: layoutContainer(proxy), screen: screen))
        }
      }
    }
  }

  // MARK: - The stack

  /// A level's stack as a `NavigationStack` whose path is the ids of its pushed entries.
  ///
  /// Keyed by id, a route updated in place (`update(_:to:)`) redraws its screen without
  /// rebuilding it. The binding reads the driver's path, which changes one acknowledged step at
  /// a time; a write (the back button, an edge swipe) goes to the loop with the top it was
  /// drawn with.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct StackView<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let stack: RouteStack<Route>
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      NavigationStack(path: path) {
        EntryPage(model: model, level: level, id: stack.root.id, last: stack.root, screen: screen)
          .navigationDestination(for: EntryID.self) { id in
            EntryPage(
              model: model, level: level, id: id,
              last: model.shown.stack(atLevel: level)?.first(where: { $0.id == id }),
              screen: screen)
          }
      }
      // A new root (reset, a link to another root) is a new view.
      .id(stack.root.id)
    }

    var path: Binding<[EntryID]> {
      let (loop, level, top) = (model.loop, level, stack.top.id)
      return Binding(
        get: { @MainActor in loop.shown.stack(atLevel: level)?.path.map(\.id) ?? [] },
        set: { @MainActor ids in
          loop.receive(.pathWritten(ids, level: level, presentedTop: top))
        })
    }
  }

  /// One screen: the app's view for its entry, with its navigator in the environment, its
  /// probe and its lifecycle signals.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct EntryPage<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let id: EntryID
    /// The entry when the page was built: drawn while the page animates out after a pop.
    let last: RouteEntry<Route>?
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      let loop = model.loop
      let (level, id) = (level, id)
      if let entry = model.shown.stack(atLevel: level)?.first(where: { $0.id == id }) ?? last {
        screen(entry, NavigatorScreen(entry: entry, level: level, loop: loop))
          .environment(
            \.navigatorScreenContext, ScreenContext(entry: id, level: level, loop: loop)
          )
          .background(ScreenProbe(loop: loop, id: id, level: level))
          .onAppear { loop.receive(.screenAppeared(id, level: level, .viewLifecycle)) }
          .onDisappear { loop.receive(.screenGone(id, level: level, .viewLifecycle)) }
          .modifier(CloseCommand(model: model, level: level))
      }
    }
  }

  /// A screen's probe: its push or the pop back to it has ended; it was popped (iOS, tvOS).
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct ScreenProbe<Route: Hashable & Sendable>: View {
    let loop: PresentationLoop<Route>
    let id: EntryID
    let level: Int

    var body: some View {
      #if canImport(UIKit)
        let (loop, id, level) = (loop, id, level)
        TransitionProbe { event in
          switch event {
          case .appeared: loop.receive(.screenAppeared(id, level: level, .transitionEnded))
          case .popped: loop.receive(.screenGone(id, level: level, .transitionEnded))
          case .closing, .closingCancelled, .dismissed: break
          }
        }
        .frame(width: 0, height: 0)
      #else
        EmptyView()
      #endif
    }
  }

  /// On macOS, a way to leave a layer that may be left: a Close button in the sheet's toolbar
  /// whose shortcut is Escape (a macOS sheet has no swipe, platform fact 4.10); it sends the
  /// layer's `ShownLayer.exitAction` through the loop.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct CloseCommand<Route: Hashable & Sendable>: ViewModifier {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int

    func body(content: Content) -> some View {
      #if os(macOS)
        // Sheets and covers only: an overlay answers Escape itself (`onExitCommand`).
        if let layer = model.shown.presentedLayer(atLevel: level), layer.exitAction != nil,
          layer.presentation.sheet != nil || layer.presentation.style == .fullScreenCover
        {
          let (loop, id) = (model.loop, layer.id)
          content.toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Close") { loop.receive(.exitCommand(id)) }
                .keyboardShortcut(.cancelAction)
            }
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
