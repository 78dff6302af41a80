// Each UIKitCall performed with the UIKit method it names, each completion sent back as the call
// that completed, and a look at the view controllers for a step that missed its deadline.
//
// NOT COMPILED ON LINUX. ../shared/ios-typecheck type-checks it for iOS 15; the workflow's uikit
// job builds it for the iOS and tvOS simulators. The APIs it uses are listed at the top of
// NavigatorViewController.swift.

#if canImport(UIKit) && !os(watchOS)
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import UIKit

  extension NavigatorViewController: UIKitPlatform {
    /// Performs a call of the host with the UIKit method its case names.
    ///
    /// A call whose view controller is gone, or a dismissal from a view controller that
    /// presents nothing (which would dismiss that view controller itself, platform fact
    /// 2.2), is not performed: the step's deadline makes the host look at UIKit.
    package func perform(_ call: UIKitCall<Route>) {
      switch call {
      case .present(let layer, let context, _):
        guard let presenter = presenter(for: context) else { return }
        let controller = makeController(for: layer, presentedBy: presenter)
        presenter.present(controller, animated: true) { [weak self] in
          self?.recordTouches(on: controller, of: layer)
          self?.host.receive(.completed(call))
        }
      case .dismiss(let context, _, _):
        guard let presenter = presenter(for: context),
          presenter.presentedViewController != nil
        else { return }
        presenter.dismiss(animated: true) { [weak self] in
          self?.host.receive(.completed(call))
          self?.forgetGone()
        }
      case .addOverlay(let layer, let context, _):
        guard let container = viewController(for: context) as? LevelController else { return }
        let overlay = makeLevel(for: layer)
        container.addOverlay(overlay) { [weak self] in self?.host.receive(.completed(call)) }
      case .removeOverlays(let removed, let context, _):
        guard let container = viewController(for: context) as? LevelController else { return }
        let overlays = removed.compactMap { layers[$0] as? LevelController }
        container.removeOverlays(overlays) { [weak self] in
          self?.host.receive(.completed(call))
          self?.forgetGone()
        }
      case .setStack(let entries, let context, let animated, _):
        guard let level = viewController(for: context) as? LevelController else { return }
        level.navigation.setViewControllers(entries.map(screen(for:)), animated: animated)
      case .selectDetent(let detent, let id, _):
        #if os(iOS)
          guard let sheet = layers[id]?.sheetPresentationController else { return }
          sheet.animateChanges { sheet.selectedDetentIdentifier = Self.identifier(detent) }
        #else
          _ = (detent, id)  // No sheet presentation controller: the host sends no such call here.
        #endif
      case .updateScreens(let entries, let context):
        guard let level = viewController(for: context) as? LevelController else { return }
        update(entries, in: level.navigation)
      }
    }

    /// What UIKit shows: the window's stack, then each layer up the chain of presented view
    /// controllers, with the overlays of each container before what it presents.
    package func picture() -> UIKitPicture {
      var picture = UIKitPicture(window: entries(of: root.navigation))
      func appendOverlays(of level: LevelController) {
        for overlay in level.overlays {
          guard let id = overlay.layerID else { continue }
          picture.layers.append(
            UIKitPicture.Layer(id: id, entries: entries(of: overlay.navigation)))
        }
      }
      appendOverlays(of: root)
      var current: UIViewController = self
      while let next = current.presentedViewController, !next.isBeingDismissed,
        let id = layerID(of: next)
      {
        let level = next as? LevelController
        let stack = level.map { entries(of: $0.navigation) } ?? [id]
        picture.layers.append(
          UIKitPicture.Layer(id: id, entries: stack, detent: selectedDetent(of: id)))
        if let level { appendOverlays(of: level) }
        current = next
      }
      return picture
    }

    /// The window's size and safe area, in points.
    package var container: LayoutContainer {
      let bounds = view.bounds
      let insets = view.safeAreaInsets
      return LayoutContainer(
        size: LayoutSize(width: Double(bounds.width), height: Double(bounds.height)),
        safeArea: LayoutInsets(
          top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom),
          trailing: Double(insets.right)))
    }

    /// Runs `body` in a later turn of the main queue.
    package func nextTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
      Task { @MainActor in body() }
    }

    // MARK: - Making layers

    /// The view controller of a presented layer, configured for its style.
    func makeController(for layer: UIKitLayer<Route>, presentedBy presenter: UIViewController)
      -> UIViewController
    {
      switch layer.style {
      case .alert(let content):
        return makeAlert(content, style: .alert, for: layer.id, presentedBy: presenter)
      case .actionSheet(let content):
        return makeAlert(content, style: .actionSheet, for: layer.id, presentedBy: presenter)
      case .pageSheet(let sheet):
        let level = makeLevel(for: layer)
        sheets[layer.id] = sheet
        #if os(iOS)
          level.modalPresentationStyle = .pageSheet
          if let controller = level.sheetPresentationController {
            controller.detents = sheet.detents.map(Self.detent)
            controller.selectedDetentIdentifier = Self.identifier(sheet.selected)
            controller.largestUndimmedDetentIdentifier = sheet.largestUndimmed.map(Self.identifier)
            controller.prefersGrabberVisible = sheet.prefersGrabberVisible
          }
        #endif
        return presented(level, modal: layer.isModalInPresentation)
      case .blurOverFullScreen:
        let level = makeLevel(for: layer)
        #if os(tvOS)
          level.modalPresentationStyle = .blurOverFullScreen
        #else
          level.modalPresentationStyle = .overFullScreen
        #endif
        return presented(level, modal: layer.isModalInPresentation)
      case .fullScreen:
        let level = makeLevel(for: layer)
        level.modalPresentationStyle = .fullScreen
        return presented(level, modal: layer.isModalInPresentation)
      case .overlay:
        // Presented only over an alert or a dialog; elsewhere an overlay is added.
        let level = makeLevel(for: layer)
        level.modalPresentationStyle = .overFullScreen
        level.modalTransitionStyle = .crossDissolve
        return presented(level, modal: true)
      }
    }

    /// A presented container, modal in presentation or not, with this host as the delegate of
    /// its presentation controller.
    func presented(_ level: LevelController, modal: Bool) -> LevelController {
      level.isModalInPresentation = modal
      level.presentationController?.delegate = events
      return level
    }

    /// A level's container with its navigation controller's screens, for a presented layer or
    /// an overlay.
    func makeLevel(for layer: UIKitLayer<Route>) -> LevelController {
      let level: LevelController
      if case .overlay(let overlay) = layer.style {
        level = LevelController(
          layerID: layer.id, overlay: overlay, blocksInput: layer.rules.blocksInputBeneath)
      } else {
        level = LevelController(layerID: layer.id)
      }
      let id = layer.id
      level.onBackdropTap = { [weak self] in self?.host.receive(.backdropTapped(id)) }
      level.onDismissed = { [weak self] in self?.host.receive(.disappeared(id)) }
      level.navigation.delegate = events
      level.navigation.setViewControllers(layer.entries.map(screen(for:)), animated: false)
      layers[id] = level
      return level
    }

    /// An alert controller whose actions tell the host which button of which layer was tapped.
    func makeAlert(
      _ content: AlertContent, style: UIAlertController.Style, for id: EntryID,
      presentedBy presenter: UIViewController
    ) -> UIAlertController {
      let alert = UIAlertController(
        title: content.title, message: content.message, preferredStyle: style)
      for button in content.buttons {
        let buttonID = button.id
        let action = UIAlertAction(title: button.title, style: Self.style(of: button.role)) {
          [weak self] _ in
          self?.host.receive(.alertButton(buttonID, of: id))
        }
        alert.addAction(action)
      }
      #if os(iOS)
        // On iPad an action sheet is a popover: it needs a place, and its delegate hears a tap
        // outside it.
        if style == .actionSheet, let popover = alert.popoverPresentationController {
          let bounds = presenter.view.bounds
          popover.sourceView = presenter.view
          popover.sourceRect = CGRect(x: bounds.midX, y: bounds.maxY, width: 0, height: 0)
          popover.permittedArrowDirections = []
          popover.delegate = events
        }
      #endif
      layers[id] = alert
      ids[ObjectIdentifier(alert)] = id
      return alert
    }

    /// Watches where touches on a presented sheet begin, so the host tells a tap on the dimmed
    /// area from a swipe.
    func recordTouches(on controller: UIViewController, of layer: UIKitLayer<Route>) {
      guard case .pageSheet = layer.style, let presentation = controller.presentationController,
        let container = presentation.containerView
      else { return }
      container.addGestureRecognizer(
        TouchRecorder(layerID: layer.id, presentation: presentation, delegate: events))
    }

    /// Gives screens their routes changed in place, or makes them anew.
    func update(_ entries: [RouteEntry<Route>], in navigation: UINavigationController) {
      var controllers = navigation.viewControllers
      for entry in entries {
        guard let old = screens[entry.id]?.controller,
          let index = controllers.firstIndex(where: { $0 === old })
        else { continue }
        let place = UIKitScreen(entry: entry, loop: host.loop)
        if updateScreen?(old, entry, place) == true {
          screens[entry.id] = (old, entry)
        } else {
          screens[entry.id] = nil
          controllers[index] = screen(for: entry)
        }
      }
      navigation.setViewControllers(controllers, animated: false)
    }

    // MARK: - Values

    /// An alert action's style for a ModalKit button's role.
    static func style(of role: ModalButton.Role?) -> UIAlertAction.Style {
      switch role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: .default
      }
    }

    #if os(iOS)
      /// The identifier UIKit knows a detent by.
      static func identifier(_ detent: UIKitDetent)
        -> UISheetPresentationController.Detent.Identifier
      {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .custom: UISheetPresentationController.Detent.Identifier(detent.identifier)
        }
      }

      /// A detent as UIKit makes it: a system one, or a custom one on iOS 16 and later.
      static func detent(_ detent: UIKitDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: return .medium()
        case .large: return .large()
        case .custom(let height):
          if #available(iOS 16, *) {
            return .custom(identifier: identifier(detent)) { context in
              CGFloat(height.points(in: Double(context.maximumDetentValue)))
            }
          }
          // The host draws custom detents on iOS 16 and later only (UIKitSystem.hasCustomDetents).
          return .large()
        }
      }
    #endif
  }
#endif
