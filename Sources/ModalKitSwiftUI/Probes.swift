// The UIKit probes: tiny view controllers inside SwiftUI's hosting controllers that report when
// a presentation, a dismissal, a push or a pop has ended (platform facts 8.1, 8.2, 8.8, 4.5).
//
// iOS and tvOS only; macOS reads SwiftUI's lifecycle (SignalSources.viewLifecycle). Apple API
// used here, each checked against Apple's documentation (availability in brackets):
// UIViewControllerRepresentable, makeUIViewController(context:), updateUIViewController(_:context:)
// [iOS 13, tvOS 13]; UIViewController.viewDidAppear(_:), viewWillDisappear(_:),
// viewDidDisappear(_:), isBeingDismissed, isMovingFromParent, parent, transitionCoordinator,
// presentedViewController, view.window.rootViewController [iOS 2-5, tvOS 9];
// UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:),
// UIViewControllerTransitionCoordinatorContext.isInteractive, isCancelled [iOS 7, tvOS 9];
// UIAlertController [iOS 8, tvOS 9]; DispatchQueue.main.async.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Dispatch
  import ModalKitHost
  import SwiftUI
  import UIKit

  /// What a probe saw of the hosting controller it sits in.
  enum ProbeEvent: Equatable {
    /// The controller's view appeared: the end of its presentation, push or pop back to it.
    case appeared
    /// A dismissal of the presented controller began, interactive (a swipe) or not.
    case closing(interactive: Bool)
    /// The dismissal begun was cancelled: the presented controller came back (platform facts 4.4,
    /// 4.5).
    case closingCancelled
    /// The presented controller was dismissed: `viewDidDisappear(_:)` while being dismissed.
    case dismissed
    /// The pushed controller was popped: `viewDidDisappear(_:)` while moved from its parent.
    case popped
  }

  /// A zero-size view controller, a child of the hosting controller of the view it is placed
  /// in, that forwards its appearance callbacks: `viewDidAppear(_:)` comes when the hosting
  /// controller's presentation or push has ended (platform fact 8.1), `viewDidDisappear(_:)` when
  /// its dismissal or pop has (platform facts 8.2, 4.5).
  @available(iOS 16, tvOS 16, *)
  struct TransitionProbe: UIViewControllerRepresentable {
    /// Called with every event, on the main actor.
    var report: @MainActor (ProbeEvent) -> Void

    func makeUIViewController(context: Context) -> ProbeController {
      ProbeController()
    }

    func updateUIViewController(_ controller: ProbeController, context: Context) {
      controller.report = report
    }
  }

  /// The probe's controller.
  @available(iOS 16, tvOS 16, *)
  final class ProbeController: UIViewController {
    var report: (@MainActor (ProbeEvent) -> Void)?

    override func loadView() {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      report?(.appeared)
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard leaving() == .dismissed else { return }
      let coordinator = transitionCoordinator
      report?(.closing(interactive: coordinator?.isInteractive ?? false))
      _ = coordinator?.animate(alongsideTransition: nil) { [weak self] context in
        let cancelled = context.isCancelled
        MainActor.assumeIsolated {
          if cancelled { self?.report?(.closingCancelled) }
        }
      }
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if let leaving = leaving() { report?(leaving) }
    }

    /// Whether an ancestor is being dismissed, or moved from its parent (popped), now.
    ///
    /// The probe itself is not asked: SwiftUI removes it when its view leaves the hierarchy.
    func leaving() -> ProbeEvent? {
      var controller = parent
      while let current = controller {
        if current.isBeingDismissed { return .dismissed }
        if current.isMovingFromParent { return .popped }
        controller = current.parent
      }
      return nil
    }

    /// Calls `done` once the alert controller on top of the window has finished its
    /// presentation (`presenting`) or is gone (`!presenting`); never if that does not happen
    /// within a few turns of the main queue (the loop's deadline takes over).
    func whenAlert(presenting: Bool, tries: Int = 8, _ done: @escaping @MainActor () -> Void) {
      var top = view.window?.rootViewController
      while let next = top?.presentedViewController { top = next }
      let alert = top as? UIAlertController
      if presenting, let alert, !alert.isBeingDismissed {
        guard let coordinator = alert.transitionCoordinator else { return done() }
        _ = coordinator.animate(alongsideTransition: nil) { _ in
          MainActor.assumeIsolated { done() }
        }
        return
      }
      if !presenting, alert == nil { return done() }
      if !presenting, let alert, alert.isBeingDismissed,
        let coordinator = alert.transitionCoordinator
      {
        _ = coordinator.animate(alongsideTransition: nil) { _ in
          MainActor.assumeIsolated { done() }
        }
        return
      }
      guard tries > 0 else { return }
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          self?.whenAlert(presenting: presenting, tries: tries - 1, done)
        }
      }
    }
  }

  /// A probe that also watches the dialog presented from its level: when `dialog` changes, it
  /// reports the end of that dialog's presentation or dismissal, from UIKit's alert controller.
  @available(iOS 16, tvOS 16, *)
  struct DialogProbe: UIViewControllerRepresentable {
    /// The dialog and whether it is coming up (`true`) or going (`false`); `nil` without one.
    var dialog: DialogWatch?
    /// Called when the watched change has ended.
    var report: @MainActor (DialogWatch) -> Void

    func makeUIViewController(context: Context) -> ProbeController {
      ProbeController()
    }

    func updateUIViewController(_ controller: ProbeController, context: Context) {
      guard context.coordinator.watched != dialog else { return }
      context.coordinator.watched = dialog
      guard let dialog else { return }
      let report = report
      // SwiftUI presents the alert as it commits this update: look on the next turn.
      DispatchQueue.main.async { [weak controller] in
        MainActor.assumeIsolated {
          controller?.whenAlert(presenting: dialog.presenting) { report(dialog) }
        }
      }
    }

    func makeCoordinator() -> Watched { Watched() }

    /// The dialog change last watched.
    final class Watched {
      var watched: DialogWatch?
    }
  }

  /// A dialog change a ``DialogProbe`` watches.
  struct DialogWatch: Hashable, Sendable {
    var id: PresentationID
    var presenting: Bool
  }
#endif
