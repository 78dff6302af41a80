// A window's root view controller that shows a store's navigator with UIKit: it performs the
// calls of its UIKitHost and sends back what UIKit says. Every decision is the host's.
//
// NOT COMPILED ON LINUX. ../shared/ios-typecheck type-checks it for iOS 15; the workflow's uikit
// job builds it for the iOS and tvOS simulators. Apple API used here, with availability from the
// iOS 16.5 SDK's headers: present(_:animated:completion:), dismiss(animated:completion:),
// presentedViewController, presentationController, modalPresentationStyle (.pageSheet,
// .fullScreen, .overFullScreen), modalTransitionStyle, UINavigationController and
// setViewControllers(_:animated:), transitionCoordinator with isInteractive,
// animate(alongsideTransition:completion:), notifyWhenInteractionChanges(_:) and isCancelled,
// UIAlertController and UIAlertAction [iOS 8-10, tvOS 9-10]; isModalInPresentation [iOS 13,
// tvOS 13]; sheetPresentationController, UISheetPresentationController (detents,
// selectedDetentIdentifier, largestUndimmedDetentIdentifier, prefersGrabberVisible,
// animateChanges(_:)), Detent.medium()/.large(), Detent.Identifier [iOS 15; not tvOS];
// Detent.custom(identifier:resolver:) and the context's maximumDetentValue [iOS 16, behind
// `if #available`]; popoverPresentationController [iOS 8; not tvOS];
// .blurOverFullScreen [tvOS 11; not iOS].

#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore
  import UIKit

  /// The root view controller of a window that shows a store's navigator with UIKit: a
  /// navigation controller per level, each layer presented in the style its presentation
  /// names, one acknowledged step at a time.
  ///
  /// ```swift
  /// let store = NavigatorStore(root: Screen.inbox)
  /// window.rootViewController = NavigatorViewController(store) { entry, screen in
  ///   switch entry.route {
  ///   case .inbox: InboxViewController(send: { screen.send($0) })
  ///   case .settings: SettingsViewController()
  ///   }
  /// }
  /// ```
  ///
  /// Sheets go through `UISheetPresentationController` with their detents, grabber and largest
  /// undimmed detent (custom heights from iOS 16, the nearer system detent on iOS 15: see
  /// ``UIKitSheet``); covers are full screen; alerts and confirmation dialogs are
  /// `UIAlertController`s whose actions name their layer and button; overlays are containers
  /// this controller owns. What the user does (a swipe, a tap on the dimmed area, a dragged
  /// detent, the back button, a back swipe, an alert's button) goes through the store, so
  /// removal callbacks run once with the user's reason.
  ///
  /// The view controller performs its ``host``'s calls and sends back what UIKit says; every
  /// decision is the host's, tested on Linux. It starts the host when it first appears.
  @MainActor
  public final class NavigatorViewController<Route: Hashable & Sendable>: UIViewController {
    /// Makes the view controller of a screen, from its entry and its place.
    public typealias MakeScreen = (RouteEntry<Route>, UIKitScreen<Route>) -> UIViewController

    /// The store whose navigator the window shows.
    public let store: NavigatorStore<Route>

    /// The system the host chooses its calls for.
    public let system: UIKitSystem

    /// The app's function from an entry to its screen.
    let makeScreen: MakeScreen

    /// Gives an existing screen a route changed in place; `false` to have it made anew.
    var updateScreen: ((UIViewController, RouteEntry<Route>, UIKitScreen<Route>) -> Bool)?

    /// The delegate of every navigation and presentation controller.
    let events = UIKitEvents()

    /// Level 0: the window's stack, and the overlays over it.
    let root = LevelController(layerID: nil)

    /// The view controller of each layer: a `LevelController` or a `UIAlertController`.
    var layers: [EntryID: UIViewController] = [:]

    /// How each sheet was drawn, to read its detents back.
    var sheets: [EntryID: UIKitSheet] = [:]

    /// The view controller of each screen, with its entry.
    var screens: [EntryID: (controller: UIViewController, entry: RouteEntry<Route>)] = [:]

    /// The entry of each screen's or alert's view controller.
    var ids: [ObjectIdentifier: EntryID] = [:]

    /// The host: every decision, and the loop.
    private(set) lazy var host: UIKitHost<NavigatorViewController<Route>> = {
      let host = UIKitHost<NavigatorViewController<Route>>(store, system: system)
      host.platform = self
      return host
    }()

    /// Creates the root view controller of a window showing a store's navigator.
    ///
    /// - Parameters:
    ///   - store: The store to show; the loop starts when the view controller first appears.
    ///   - system: The running system; `UIKitSystem.current` by default.
    ///   - screen: Makes each screen's view controller, from its entry and its place.
    public init(
      _ store: NavigatorStore<Route>, system: UIKitSystem = .current,
      screen: @escaping MakeScreen
    ) {
      self.store = store
      self.system = system
      self.makeScreen = screen
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: a navigator's root is made in code.
    public required init?(coder: NSCoder) {
      nil
    }

    /// The loop: the store, its driver, the deadline and the notices.
    public var loop: PresentationLoop<Route> { host.loop }

    // MARK: - Life cycle

    /// Shows the window's root screen and wires the delegates.
    override public func viewDidLoad() {
      super.viewDidLoad()
      wireEvents()
      addChild(root)
      root.view.frame = view.bounds
      root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(root.view)
      root.didMove(toParent: self)
      root.navigation.delegate = events
      root.navigation.setViewControllers([screen(for: store.navigator.stack.root)], animated: false)
    }

    /// Starts the host once the root is in the window: UIKit refuses to present from a view
    /// controller that is not (platform fact 1.3).
    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      host.start()
    }

    /// Calls `body` with each screen on hand, its entry and its place: for a host that
    /// redraws its screens, as the SwiftUI bridge does.
    func forEachScreen(_ body: (UIViewController, RouteEntry<Route>, UIKitScreen<Route>) -> Void) {
      for (controller, entry) in screens.values {
        body(controller, entry, UIKitScreen(entry: entry, loop: host.loop))
      }
    }

    // MARK: - Forwarding what UIKit says

    /// Sends each delegate callback to the host as a signal.
    func wireEvents() {
      events.willShow = { [weak self] navigation in self?.willShow(navigation) }
      events.didShow = { [weak self] navigation in
        guard let self, let context = context(of: navigation) else { return }
        host.receive(.stackShown(entries(of: navigation), of: context))
        forgetGone()
      }
      events.shouldDismiss = { [weak self] presentation in
        guard let self, let id = layerID(of: presentation.presentedViewController) else {
          return false
        }
        return host.allowsUserDismissal(of: id)
      }
      events.willDismiss = { [weak self] presentation in self?.willDismiss(presentation) }
      events.didAttemptToDismiss = { [weak self] presentation in
        guard let self, let id = layerID(of: presentation.presentedViewController) else { return }
        host.receive(.didAttemptToDismiss(id))
      }
      events.didDismiss = { [weak self] presentation in
        guard let self, let id = layerID(of: presentation.presentedViewController) else { return }
        host.receive(.didDismiss(id))
        forgetGone()
      }
      events.detentChanged = { [weak self] presentation in
        guard let self, let id = layerID(of: presentation.presentedViewController) else { return }
        host.receive(.detentChanged(selectedDetent(of: id), of: id))
      }
      events.touchBegan = { [weak self] recorder, touch in
        self?.host.receive(
          .touchBegan(recorder.layerID, onDimmedArea: recorder.isOnDimmedArea(touch)))
      }
    }

    /// A navigation controller about to show a screen: with an interactive transition, the
    /// user's back swipe, whose end (cancelled or not, platform fact 4.5) is sent when its
    /// transition ends.
    func willShow(_ navigation: UINavigationController) {
      guard let coordinator = navigation.transitionCoordinator, coordinator.isInteractive,
        let context = context(of: navigation)
      else { return }
      host.receive(.backSwipeBegan(context))
      _ = coordinator.animate(alongsideTransition: nil) { [weak self, weak navigation] transition in
        guard let self, let navigation else { return }
        host.receive(
          .backSwipeEnded(
            entries(of: navigation), of: context, cancelled: transition.isCancelled))
      }
    }

    /// The user started to drag a layer down: sent, and the drag's end (platform fact 4.4) when it
    /// comes.
    func willDismiss(_ presentation: UIPresentationController) {
      let presented = presentation.presentedViewController
      guard let id = layerID(of: presented) else { return }
      host.receive(.willDismiss(id))
      presented.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
        self?.host.receive(.dismissalInteractionEnded(id, cancelled: context.isCancelled))
      }
    }

    /// The sheet's detent as UIKit says it, read through the way it was drawn.
    func selectedDetent(of id: EntryID) -> UIKitDetent? {
      #if os(iOS)
        guard let sheet = sheets[id],
          let selected = layers[id]?.sheetPresentationController?.selectedDetentIdentifier
        else { return nil }
        return sheet.detents.first { Self.identifier($0) == selected }
      #else
        return nil
      #endif
    }

    // MARK: - Lookups

    /// The view controller of a context: the container of its level, or an alert controller.
    func viewController(for context: UIKitContext) -> UIViewController? {
      switch context {
      case .window: root
      case .layer(let id): layers[id]
      }
    }

    /// The view controller that presents the layers over a context: this controller, the
    /// window's root, for the window; the context's own view controller otherwise.
    func presenter(for context: UIKitContext) -> UIViewController? {
      switch context {
      case .window: self
      case .layer(let id): layers[id]
      }
    }

    /// The layer a presented view controller shows.
    func layerID(of controller: UIViewController) -> EntryID? {
      if let level = controller as? LevelController { return level.layerID }
      return ids[ObjectIdentifier(controller)]
    }

    /// The context whose stack a navigation controller shows.
    func context(of navigation: UINavigationController) -> UIKitContext? {
      guard let level = navigation.parent as? LevelController else { return nil }
      return level.layerID.map(UIKitContext.layer) ?? .window
    }

    /// The entries of a navigation controller's screens, root first.
    func entries(of navigation: UINavigationController) -> [EntryID] {
      navigation.viewControllers.compactMap { ids[ObjectIdentifier($0)] }
    }

    /// The screen of an entry: the one on hand, or a new one from the app.
    func screen(for entry: RouteEntry<Route>) -> UIViewController {
      if let existing = screens[entry.id], existing.entry.route == entry.route {
        return existing.controller
      }
      let controller = makeScreen(entry, UIKitScreen(entry: entry, loop: host.loop))
      screens[entry.id] = (controller, entry)
      ids[ObjectIdentifier(controller)] = entry.id
      return controller
    }

    /// Forgets the view controllers that left the screen and that the host no longer shows.
    func forgetGone() {
      let shown = host.shown
      layers = layers.filter { id, controller in
        shown.level(of: id) != nil || controller.presentingViewController != nil
          || controller.parent != nil
      }
      sheets = sheets.filter { layers[$0.key] != nil }
      screens = screens.filter { _, screen in
        screen.controller.navigationController != nil
          || (0...shown.topLevel).contains { level in
            shown.stack(atLevel: level)?.contains { $0.id == screen.entry.id } == true
          }
      }
      var kept: [ObjectIdentifier: EntryID] = [:]
      for (id, screen) in screens { kept[ObjectIdentifier(screen.controller)] = id }
      for (id, controller) in layers where !(controller is LevelController) {
        kept[ObjectIdentifier(controller)] = id
      }
      ids = kept
    }
  }

  // MARK: - The current system

  extension UIKitSystem {
    /// The system this process runs on: the major version of iOS (or of the iOS that Mac
    /// Catalyst matches, at least 16 from Catalyst 16), or tvOS.
    public static var current: UIKitSystem {
      let major = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
      #if os(tvOS)
        return .tvOS(major)
      #else
        if #available(iOS 16, *) { return .iOS(max(16, major)) }
        return .iOS(15)
      #endif
    }
  }
#endif
