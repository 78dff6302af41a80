// The delegates of a UIKit host's navigation controllers, presentation controllers and touch
// recorders, each callback forwarded to a closure as it comes.
//
// NOT COMPILED ON LINUX. ../shared/ios-typecheck type-checks it for iOS 15; the workflow's uikit
// job builds it for the iOS and tvOS simulators. Apple API used here, with availability from the
// iOS 16.5 SDK's headers: UINavigationControllerDelegate's willShow and didShow [iOS 2, tvOS 9];
// UIAdaptivePresentationControllerDelegate's presentationControllerShouldDismiss,
// WillDismiss, DidAttemptToDismiss, DidDismiss [iOS 13, tvOS 13];
// UISheetPresentationControllerDelegate's
// sheetPresentationControllerDidChangeSelectedDetentIdentifier [iOS 15; not tvOS];
// UIPopoverPresentationControllerDelegate [iOS 8; not tvOS];
// UIGestureRecognizerDelegate's gestureRecognizer(_:shouldReceive:) [iOS 3.2, tvOS 9].

#if canImport(UIKit) && !os(watchOS)
  import ModalKit
  import UIKit

  /// The delegate of every navigation controller and presentation controller of a host: each
  /// callback goes to its closure, which the host's view controller sets.
  @MainActor
  final class UIKitEvents: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate
  {
    var willShow: ((UINavigationController) -> Void)?
    var didShow: ((UINavigationController) -> Void)?
    var shouldDismiss: ((UIPresentationController) -> Bool)?
    var willDismiss: ((UIPresentationController) -> Void)?
    var didAttemptToDismiss: ((UIPresentationController) -> Void)?
    var didDismiss: ((UIPresentationController) -> Void)?
    var detentChanged: ((UIPresentationController) -> Void)?
    var touchBegan: ((TouchRecorder, UITouch) -> Void)?

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      willShow?(navigationController)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow?(navigationController)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      shouldDismiss?(presentationController) ?? false
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      willDismiss?(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      didAttemptToDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss?(presentationController)
    }

    /// Records where a touch on a presentation began and declines it, so the recorder never
    /// recognizes anything and never delays a touch.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if let recorder = gestureRecognizer as? TouchRecorder { touchBegan?(recorder, touch) }
      return false
    }
  }

  #if os(iOS)
    // An action sheet's popover on iPad: its delegate hears a tap outside it (DidDismiss).
    extension UIKitEvents: UIPopoverPresentationControllerDelegate {}

    extension UIKitEvents: UISheetPresentationControllerDelegate {
      func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
      ) {
        detentChanged?(sheetPresentationController)
      }
    }
  #endif

  /// A gesture recognizer on a presentation's container view that only reports where touches
  /// begin: on the layer, or on the dimmed area around it.
  @MainActor
  final class TouchRecorder: UIGestureRecognizer {
    /// The layer whose presentation the recorder watches.
    let layerID: EntryID

    /// The presentation whose presented view tells the layer from the dimmed area.
    weak var presentation: UIPresentationController?

    init(layerID: EntryID, presentation: UIPresentationController, delegate: UIKitEvents) {
      self.layerID = layerID
      self.presentation = presentation
      super.init(target: nil, action: nil)
      self.delegate = delegate
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    /// Whether a touch began outside the presented view: on the dimmed area.
    func isOnDimmedArea(_ touch: UITouch) -> Bool {
      guard let presented = presentation?.presentedView else { return false }
      return !presented.bounds.contains(touch.location(in: presented))
    }
  }
#endif
