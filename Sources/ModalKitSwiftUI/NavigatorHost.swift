// The SwiftUI host of a navigator: each level's stack, and the layer presented over it.
//
// NOT COMPILED ON LINUX: only the macOS and iOS jobs of .github/workflows/ci.yml compile it.
// Every decision is a call into tested code: what to draw is `ShownState` (ModalKitDriver),
// what a view's appearance or a binding's write means is `PresentationLoop.receive(_:)`
// (ModalKitStore), where an overlay goes is `LayoutContainer.overlayFrame(_:)` (ModalKit).
// Apple API used here, each checked against Apple's documentation (availability in brackets):
// View, ViewBuilder, GeometryReader and GeometryProxy.size/safeAreaInsets, ZStack, Color,
// Button(action:label:), Text(verbatim:), EmptyView, onAppear, onDisappear, allowsHitTesting,
// frame, position, ignoresSafeArea, id [iOS 13-14]; ObservedObject [iOS 13];
// task(id:priority:_:), interactiveDismissDisabled(_:) [iOS 15, macOS 12, tvOS 15,
// watchOS 8]; NavigationStack(path:root:), navigationDestination(for:destination:) [iOS 16,
// macOS 13, tvOS 16, watchOS 9]; sheet(item:onDismiss:content:) [iOS 13, macOS 10.15].

#if canImport(SwiftUI)
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore
  import SwiftUI

  /// What a screen drawn by ``NavigatorHost`` knows of its place: its entry and level, and how
  /// to send an action from itself.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  public struct NavigatorScreen<Route: Hashable & Sendable> {
    /// The entry the screen shows.
    public let entry: RouteEntry<Route>

    /// The level of the stack the screen is in: 0 for the window's, k for the k-th layer's.
    public let level: Int

    /// The loop actions go to.
    let loop: PresentationLoop<Route>

    /// Sends an action from this screen (`Navigator.send(_:from:)`), through the store.
    ///
    /// A button on the inbox beneath an undimmed sheet then acts on the inbox's level, not on
    /// the sheet's; an action from a screen that is going away is refused by the navigator.
    @discardableResult
    public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
      loop.send(action, from: entry.id)
    }
  }

  /// Draws a store's navigator, driven one acknowledged step at a time: the window's stack,
  /// and every layer presented over it as a sheet, a full-screen cover, an overlay, an alert
  /// or a confirmation dialog.
  ///
  /// ```swift
  /// NavigatorHost(model) { entry, screen in
  ///   MailScreen(route: entry.route) { action in screen.send(action) }
  /// }
  /// ```
  ///
  /// The host draws ``NavigatorModel/shown``, the driver's picture of the screen, never the
  /// navigator itself: a layer animating out keeps its content and its detents, a sheet the
  /// user swiped away does not come back, and a layer comes up only when the one beneath has
  /// finished. It starts the loop when it appears.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct NavigatorHost<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    /// Creates a host that draws each entry with `screen`.
    public init(
      _ model: NavigatorModel<Route>,
      @ViewBuilder screen: @escaping (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen
    ) {
      self.model = model
      self.screen = screen
    }

    /// The window's level, measured for ModalKit's layout; starts the loop on appearing.
    public var body: some View {
      GeometryReader { proxy in
        LevelView(model: model, layerID: nil, container: container(proxy), screen: screen)
      }
      .onAppear { model.loop.start() }
    }

    /// The window as ModalKit's layout sees it: its whole size and its safe-area insets.
    func container(_ proxy: GeometryProxy) -> LayoutContainer {
      layoutContainer(proxy)
    }
  }

  /// The container of a geometry proxy's view, safe area included.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
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

  // MARK: - One level

  /// One level: its stack, input blocking, and the layer presented over it.
  ///
  /// A level is named by its layer's id (none for the window's), and its number is looked up
  /// in the shown state at each render: a sheet animating out renders once more after its
  /// level has gone from the navigator, and finds its layer by id (the example's crash indexed
  /// a list the layer had left).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct LevelView<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let layerID: EntryID?
    let container: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var level: Int? {
      guard let layerID else { return 0 }
      return model.shown.level(of: layerID)
    }

    var body: some View {
      if let level, let stack = model.shown.stack(atLevel: level) {
        StackView(model: model, level: level, stack: stack, screen: screen)
          .allowsHitTesting(level >= model.shown.lowestInteractiveLevel(in: container))
          .modifier(
            LayerPresenter(model: model, level: level + 1, container: container, screen: screen))
      }
    }
  }

  // MARK: - The stack

  /// A level's stack as a `NavigationStack` whose path is the stack's pushed entries.
  ///
  /// The binding reads the driver's path, which changes one acknowledged step at a time; a
  /// write (the back button, an edge swipe) goes to the loop, which sends `unwindCount` from
  /// this stack's top. The step's new top appearing acknowledges the step.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct StackView<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let stack: RouteStack<Route>
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      NavigationStack(path: path) {
        page(stack.root)
          .navigationDestination(for: RouteEntry<Route>.self) { entry in page(entry) }
      }
      // A new root (reset, a link to another root) is a new view, so it appears.
      .id(stack.root.id)
    }

    func page(_ entry: RouteEntry<Route>) -> some View {
      let (loop, level) = (model.loop, level)
      return screen(entry, NavigatorScreen(entry: entry, level: level, loop: loop))
        .onAppear { loop.receive(.screenAppeared(entry.id, level: level)) }
    }

    var path: Binding<[RouteEntry<Route>]> {
      let (loop, level) = (model.loop, level)
      return Binding(
        get: { loop.shown.stack(atLevel: level)?.path ?? [] },
        set: { loop.receive(.pathWritten($0, level: level)) })
    }
  }
#endif
