// The SwiftUI example's host: each level's stack and the layer presented over it (example code).
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import ModalKit
  import SwiftUI

  // MARK: - The window

  /// Draws the whole navigator: level 0 fills the window, and every presented layer hangs off
  /// the level beneath it, as SwiftUI presentations do.
  struct NavigatorHost: View {
    @ObservedObject var store: NavigatorStore

    var body: some View {
      GeometryReader { proxy in
        LevelView(store: store, level: 0)
          .onAppear { store.container = Self.container(proxy) }
          .onChange(of: proxy.size) { _ in store.container = Self.container(proxy) }
      }
    }

    /// The window as ModalKit's layout sees it: its size and its safe-area insets.
    static func container(_ proxy: GeometryProxy) -> LayoutContainer {
      let insets = proxy.safeAreaInsets
      return LayoutContainer(
        size: LayoutSize(
          width: proxy.size.width + insets.leading + insets.trailing,
          height: proxy.size.height + insets.top + insets.bottom),
        safeArea: LayoutInsets(
          top: insets.top, leading: insets.leading, bottom: insets.bottom,
          trailing: insets.trailing))
    }
  }

  // MARK: - One level

  /// One level: its stack, the layer presented over it, and input blocking.
  ///
  /// Level 0 is the window's stack; level k the stack inside the k-th presented layer. A level
  /// takes no taps while a blocking layer is above it (`lowestInteractiveLevel(in:)`), which a
  /// sheet at or below its largest undimmed detent is not.
  struct LevelView: View {
    @ObservedObject var store: NavigatorStore
    let level: Int

    var body: some View {
      StackHost(store: store, level: level)
        .allowsHitTesting(store.takesInput(atLevel: level))
        .modifier(LayerPresenter(store: store, level: level))
    }
  }

  // MARK: - The stack

  /// A level's stack as a navigation stack: the root entry, then the pushed entries.
  ///
  /// The path is the stack's pushed entries themselves: `RouteEntry` is `Hashable` and its id
  /// keeps equal routes apart. When the user goes back with the system's back button, SwiftUI
  /// writes a shorter path; the binding turns that into `unwindCount` sent from the screen that
  /// was on top, so it pops this level's stack and no other, even when layers above it let
  /// input through (`unwindTo` the new top would dismiss them).
  struct StackHost: View {
    @ObservedObject var store: NavigatorStore
    let level: Int

    var body: some View {
      if let root = store.stack(atLevel: level)?.root {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
          NavigationStack(path: path) {
            ScreenView(store: store, entry: root, level: level)
              .navigationDestination(for: RouteEntry<MailRoute>.self) { entry in
                ScreenView(store: store, entry: entry, level: level)
              }
          }
        } else {
          // iOS 15: NavigationView with one hidden, programmatic NavigationLink per pushed entry.
          NavigationView {
            LegacyStackLevel(store: store, level: level, position: 0)
          }
          #if os(iOS)
            .navigationViewStyle(.stack)
          #endif
        }
      }
    }

    private var path: Binding<[RouteEntry<MailRoute>]> {
      // Bindings capture the store and the level, never the view itself.
      let (store, level) = (store, level)
      return Binding(
        get: { store.stack(atLevel: level)?.path ?? [] },
        set: { newPath in
          guard let stack = store.stack(atLevel: level), newPath.count < stack.depth else {
            return  // pushes go through send(.push)
          }
          store.send(.unwindCount(stack.depth - newPath.count), from: stack.top.id)
        })
    }
  }

  /// iOS 15's stack: the entry at `position`, and a link to the entry pushed above it.
  ///
  /// The link is active while an entry is pushed above this one. Popping with the back button
  /// deactivates it, which becomes `unwindCount` back to this entry, sent from the top.
  struct LegacyStackLevel: View {
    @ObservedObject var store: NavigatorStore
    let level: Int
    let position: Int

    var body: some View {
      if let stack = store.stack(atLevel: level), position < stack.count {
        ScreenView(store: store, entry: stack[position], level: level)
          .background(
            NavigationLink(
              destination: next, isActive: isPushedAbove, label: { EmptyView() }))
      }
    }

    /// The next level of links; `AnyView` breaks the recursive type a view cannot name.
    private var next: AnyView {
      AnyView(LegacyStackLevel(store: store, level: level, position: position + 1))
    }

    private var isPushedAbove: Binding<Bool> {
      let (store, level, position) = (store, level, position)
      return Binding(
        get: { (store.stack(atLevel: level)?.depth ?? 0) > position },
        set: { isActive in
          guard !isActive, let stack = store.stack(atLevel: level), stack.depth > position else {
            return
          }
          store.send(.unwindCount(stack.depth - position), from: stack.top.id)
        })
    }
  }

  // MARK: - The layer above

  /// Presents the layer shown above `level`, in its style, with a binding for each style.
  ///
  /// Every binding reads the store, and every write from SwiftUI means the user did something:
  /// a swipe, a tap outside, a button. The write becomes an action
  /// (`dismissInteractively`, `tapBackdrop`, `tapButton`, `selectDetent`) and ModalKit decides;
  /// the views never set presentation state themselves. A write for a layer that is already gone
  /// (SwiftUI closing an alert after its button ran) sends nothing.
  struct LayerPresenter: ViewModifier {
    @ObservedObject var store: NavigatorStore
    let level: Int

    private var above: ModalLayer<MailRoute>? { store.shownLayer(atLevel: level + 1) }

    func body(content: Content) -> some View {
      content
        .modifier(SheetBridge(store: store, level: level))
        .modifier(CoverBridge(store: store, level: level))
        .overlay { OverlayHost(store: store, level: level) }
        .alert(
          Text(alertContent(.alert)?.title ?? ""), isPresented: isShown(.alert),
          presenting: alertContent(.alert), actions: { buttons($0) }, message: { message($0) }
        )
        .confirmationDialog(
          Text(alertContent(.confirmationDialog)?.title ?? ""),
          isPresented: isShown(.confirmationDialog), titleVisibility: .visible,
          presenting: alertContent(.confirmationDialog), actions: { buttons($0) },
          message: { message($0) })
    }

    private enum AlertKind {
      case alert
      case confirmationDialog
    }

    private func alertContent(_ kind: AlertKind) -> AlertContent? {
      Self.alertContent(kind, of: above)
    }

    private static func alertContent(_ kind: AlertKind, of layer: ModalLayer<MailRoute>?)
      -> AlertContent?
    {
      switch (kind, layer?.presentation.style) {
      case (.alert, .alert(let content)?),
        (.confirmationDialog, .confirmationDialog(let content)?):
        content
      default: nil
      }
    }

    /// Whether the layer above is an alert (or a confirmation dialog).
    ///
    /// SwiftUI writes `false` after a button's action has run, or, for a dialog, when the user
    /// taps outside it.
    private func isShown(_ kind: AlertKind) -> Binding<Bool> {
      let (store, level) = (store, level)
      return Binding(
        get: { Self.alertContent(kind, of: store.shownLayer(atLevel: level + 1)) != nil },
        set: { isShown in
          guard !isShown, let id = store.shownLayer(atLevel: level + 1)?.id,
            store.layer(id) != nil
          else { return }
          store.send(.tapBackdrop(id))
        })
    }

    /// One SwiftUI button per ModalKit button, with its role; a tap dismisses with its id.
    @ViewBuilder
    private func buttons(_ content: AlertContent) -> some View {
      ForEach(content.buttons, id: \.id) { button in
        Button(role: button.role?.swiftUI) {
          if let id = above?.id { store.send(.tapButton(button.id, in: id)) }
        } label: {
          Text(button.title)
        }
      }
    }

    @ViewBuilder
    private func message(_ content: AlertContent) -> some View {
      if let message = content.message { Text(message) }
    }
  }

  extension ModalButton.Role {
    /// The SwiftUI role for a ModalKit button role: the same two roles.
    var swiftUI: ButtonRole {
      switch self {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
