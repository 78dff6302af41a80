// A level's container: the window's root, a presented sheet or cover, or an overlay.
//
// NOT COMPILED ON LINUX. ../shared/ios-typecheck type-checks it for iOS 15; the workflow's uikit
// job builds it for the iOS and tvOS simulators. It decides nothing: it lays out what it holds
// (an overlay where ModalKit's LayoutContainer.overlayFrame(_:) says) and forwards two events.
// Apple API used here, with availability from the iOS 16.5 SDK's headers: UIViewController
// containment (addChild, didMove(toParent:), willMove(toParent:), removeFromParent),
// viewDidDisappear(_:), isBeingDismissed, UIView.animate(withDuration:animations:completion:),
// hitTest(_:with:), safeAreaInsets [iOS 11, tvOS 11]; UIButton(type:),
// addAction(_:for:) with UIAction, UIControl.Event.primaryActionTriggered [iOS 14, tvOS 14].

#if canImport(UIKit) && !os(watchOS)
  import ModalKit
  import UIKit

  /// A level on screen: a navigation controller and the overlays added over it.
  ///
  /// The window's root holds one for level 0; every sheet, cover and overlay is one. An
  /// overlay's navigation controller is placed by `LayoutContainer.overlayFrame(_:)` over a
  /// backdrop button when it blocks input beneath; otherwise touches around it reach the level
  /// beneath.
  @MainActor
  final class LevelController: UIViewController {
    /// The level's stack.
    let navigation = UINavigationController()

    /// The layer this level shows; `nil` for the window's.
    let layerID: EntryID?

    /// Where the level sits, when it is an overlay.
    let overlay: OverlayConfiguration?

    /// Whether the overlay blocks input beneath with a backdrop.
    let blocksInput: Bool

    /// The backdrop of an overlay that blocks input beneath.
    var backdrop: UIButton?

    /// The overlays added over this level, bottom to top.
    private(set) var overlays: [LevelController] = []

    /// Called when the backdrop is tapped.
    var onBackdropTap: (() -> Void)?

    /// Called from `viewDidDisappear(_:)` while the level is being dismissed.
    var onDismissed: (() -> Void)?

    init(layerID: EntryID?, overlay: OverlayConfiguration? = nil, blocksInput: Bool = true) {
      self.layerID = layerID
      self.overlay = overlay
      self.blocksInput = blocksInput
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func loadView() {
      view = overlay == nil ? UIView() : PassThroughView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      if overlay != nil {
        view.backgroundColor = .clear
        if blocksInput {
          let backdrop = UIButton(type: .custom)
          backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.3)
          backdrop.addAction(
            UIAction { [weak self] _ in self?.onBackdropTap?() }, for: .primaryActionTriggered)
          view.addSubview(backdrop)
          self.backdrop = backdrop
        }
      }
      addChild(navigation)
      view.addSubview(navigation.view)
      navigation.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      backdrop?.frame = view.bounds
      if let overlay {
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        let container = LayoutContainer(
          size: LayoutSize(width: Double(bounds.width), height: Double(bounds.height)),
          safeArea: LayoutInsets(
            top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom),
            trailing: Double(insets.right)))
        let frame = container.overlayFrame(overlay)
        navigation.view.frame = CGRect(
          x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      } else {
        navigation.view.frame = view.bounds
      }
      for child in overlays { child.view.frame = view.bounds }
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed { onDismissed?() }
    }

    /// Adds an overlay over everything this level shows, and fades it in.
    func addOverlay(_ child: LevelController, completion: @escaping () -> Void) {
      addChild(child)
      child.view.frame = view.bounds
      child.view.alpha = 0
      view.addSubview(child.view)
      child.didMove(toParent: self)
      overlays.append(child)
      UIView.animate(
        withDuration: 0.25, animations: { child.view.alpha = 1 },
        completion: { _ in completion() })
    }

    /// Fades these overlays out and removes them.
    func removeOverlays(_ children: [LevelController], completion: @escaping () -> Void) {
      for child in children { child.willMove(toParent: nil) }
      UIView.animate(
        withDuration: 0.2,
        animations: {
          for child in children { child.view.alpha = 0 }
        },
        completion: { [weak self] _ in
          for child in children {
            child.view.removeFromSuperview()
            child.removeFromParent()
          }
          self?.overlays.removeAll { children.contains($0) }
          completion()
        })
    }
  }

  /// A view that takes no touch itself, only its subviews do: an overlay that does not block
  /// input beneath lets touches around its content through.
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
