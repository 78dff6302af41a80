// What a screen drawn by NavigatorHost can do, and how a deep subview reaches it: the screen's
// navigator, in the environment, and a link control that sends from it.
//
// Apple API used here, each checked against Apple's documentation (availability in brackets):
// EnvironmentKey, EnvironmentValues, Environment, DynamicProperty [iOS 13, macOS 10.15,
// tvOS 13]; Button(action:label:), ViewBuilder, disabled(_:) [iOS 13].

#if canImport(SwiftUI) && !os(watchOS)
  import ModalKit
  import ModalKitHost
  import SwiftUI

  /// What a screen drawn by ``NavigatorHost`` knows of its place: its entry and level, and how
  /// to send an action from itself.
  @available(iOS 16, macOS 13, tvOS 16, *)
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

    /// Dismisses the layer this screen is in, and those above it, as the app's own action
    /// (`DismissReason.programmatic`); refused at the window's level.
    ///
    /// Use it rather than SwiftUI's `dismiss()`, which the platform reports as the user's.
    @discardableResult
    public func dismiss() -> Navigator<Route>.Events {
      send(.dismiss)
    }
  }

  // MARK: - The environment

  /// The screen a view is drawn in, as the environment carries it.
  struct ScreenContext: Sendable {
    let entry: EntryID
    let level: Int
    /// The screen's loop, whose route type the reader names.
    let loop: any AnyObject & Sendable
  }

  struct ScreenContextKey: EnvironmentKey {
    static var defaultValue: ScreenContext? { nil }
  }

  extension EnvironmentValues {
    /// The screen a view is drawn in, set by ``NavigatorHost`` on every screen.
    var navigatorScreenContext: ScreenContext? {
      get { self[ScreenContextKey.self] }
      set { self[ScreenContextKey.self] = newValue }
    }
  }

  /// The navigator of the screen a view is drawn in, read from the environment: any subview of
  /// a screen sends from its screen without `screen` being passed down.
  ///
  /// ```swift
  /// struct ReplyButton: View {
  ///   @ScreenNavigator private var screen: NavigatorScreen<Mail>?
  ///   var body: some View {
  ///     Button("Reply") { screen?.send(.present(.compose)) }
  ///   }
  /// }
  /// ```
  ///
  /// `nil` outside a ``NavigatorHost``, or when the host's routes are of another type.
  @available(iOS 16, macOS 13, tvOS 16, *)
  @MainActor
  @propertyWrapper
  public struct ScreenNavigator<Route: Hashable & Sendable>: DynamicProperty {
    @Environment(\.navigatorScreenContext) private var context

    /// Reads the screen's navigator from the environment.
    public init() {}

    /// The screen's navigator.
    public var wrappedValue: NavigatorScreen<Route>? {
      guard let context, let loop = context.loop as? PresentationLoop<Route>,
        let entry = loop.shown.stack(atLevel: context.level)?.first(where: {
          $0.id == context.entry
        })
      else { return nil }
      return NavigatorScreen(entry: entry, level: context.level, loop: loop)
    }
  }

  // MARK: - A link

  /// A button that sends an action from the screen it is drawn in: what `NavigationLink` is
  /// for a path of values, for a stack of ModalKit entries.
  ///
  /// ```swift
  /// NavigatorLink(push: Mail.thread(7)) { Text("Open thread") }
  /// NavigatorLink(.present(.settings)) { Label("Settings", systemImage: "gear") }
  /// ```
  ///
  /// Disabled outside a ``NavigatorHost``.
  @available(iOS 16, macOS 13, tvOS 16, *)
  public struct NavigatorLink<Route: Hashable & Sendable, Label: View>: View {
    let action: Navigator<Route>.Action
    let label: Label
    @ScreenNavigator private var screen: NavigatorScreen<Route>?

    /// A link that sends an action from its screen.
    public init(_ action: Navigator<Route>.Action, @ViewBuilder label: () -> Label) {
      self.action = action
      self.label = label()
    }

    /// A link that pushes a route on its screen's stack.
    public init(push route: Route, @ViewBuilder label: () -> Label) {
      self.init(.push(route), label: label)
    }

    /// A button that sends the action.
    public var body: some View {
      let screen = screen
      let action = action
      Button {
        screen?.send(action)
      } label: {
        label
      }
      .disabled(screen == nil)
    }
  }
#endif
