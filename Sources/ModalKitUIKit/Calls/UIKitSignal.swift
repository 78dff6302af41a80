// What UIKit tells a host, as data: completion handlers, delegate callbacks, gestures. The UIKit
// part of the module sends each one as it comes; UIKitHost decides what it means.

import ModalKit
import ModalKitDriver

/// Something UIKit said: a completion handler ran, a delegate was called, the user touched
/// something.
///
/// Each case names the UIKit callback that sends it. ``UIKitHost/receive(_:)`` turns it into
/// the loop's acknowledgement or into a report of what the user did; see its table.
package enum UIKitSignal<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The completion handler of a call ran: `present(_:animated:completion:)`,
  /// `dismiss(animated:completion:)`, or an overlay's fade in or out.
  case completed(UIKitCall<Route>)
  /// `UINavigationControllerDelegate.navigationController(_:didShow:animated:)` of the
  /// context's navigation controller, with the entries of its `viewControllers`, root first.
  case stackShown([EntryID], of: UIKitContext)
  /// `navigationController(_:willShow:animated:)` with an interactive transition: the user
  /// started swiping back in the context's stack.
  case backSwipeBegan(UIKitContext)
  /// The interactive back swipe's transition ended (its coordinator's
  /// `animate(alongsideTransition:completion:)` completion), with the entries of
  /// `viewControllers` then; `cancelled` is the context's `isCancelled` (platform fact 4.5).
  case backSwipeEnded([EntryID], of: UIKitContext, cancelled: Bool)
  /// A touch began on the presentation of the layer with this id: on the layer, or on the
  /// dimmed area around it. Recorded for the dismissal it may start.
  case touchBegan(EntryID, onDimmedArea: Bool)
  /// `UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)`: the
  /// user started to drag the layer down, or tapped the dimmed area (platform facts 4.1, 4.4).
  case willDismiss(EntryID)
  /// The interaction that began with ``willDismiss(_:)`` ended (the transition coordinator's
  /// `notifyWhenInteractionChanges(_:)`); `cancelled` when the sheet springs back
  /// (platform fact 4.4).
  case dismissalInteractionEnded(EntryID, cancelled: Bool)
  /// `presentationControllerDidAttemptToDismiss(_:)`: the user tried and UIKit refused
  /// (platform fact 4.2).
  case didAttemptToDismiss(EntryID)
  /// `presentationControllerDidDismiss(_:)`: the user removed the layer (platform fact 4.1). UIKit
  /// never calls it for a programmatic dismissal, nor for the layers torn down above one
  /// (platform fact 2.3).
  case didDismiss(EntryID)
  /// The layer's container got `viewDidDisappear(_:)` with `isBeingDismissed` (platform facts 4.5,
  /// 8.8): however it went.
  case disappeared(EntryID)
  /// `UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
  /// with the detent the sheet now rests at; `nil` when `selectedDetentIdentifier` is `nil`.
  /// UIKit calls it for the user's drags only (platform fact 6.4).
  case detentChanged(UIKitDetent?, of: EntryID)
  /// A `UIAlertAction`'s handler ran: the user tapped the button with this id in the alert or
  /// dialog with this id.
  case alertButton(String, of: EntryID)
  /// The user tapped the backdrop of the overlay with this id.
  case backdropTapped(EntryID)
}

extension UIKitSignal: CustomStringConvertible {
  /// The signal in short: `completed present halfSheet#1 ...`, `didDismiss #1`,
  /// `detentChanged large of #1`, `alertButton delete of #3`.
  package var description: String {
    func ids(_ list: [EntryID]) -> String {
      "[" + list.map(\.description).joined(separator: ", ") + "]"
    }
    switch self {
    case .completed(let call): return "completed \(call)"
    case .stackShown(let list, let context): return "stackShown \(ids(list)) of \(context)"
    case .backSwipeBegan(let context): return "backSwipeBegan \(context)"
    case .backSwipeEnded(let list, let context, let cancelled):
      return "backSwipeEnded \(ids(list)) of \(context)" + (cancelled ? " (cancelled)" : "")
    case .touchBegan(let id, let dimmed):
      return "touchBegan \(id)" + (dimmed ? " on the dimmed area" : "")
    case .willDismiss(let id): return "willDismiss \(id)"
    case .dismissalInteractionEnded(let id, let cancelled):
      return "dismissalInteractionEnded \(id)" + (cancelled ? " (cancelled)" : "")
    case .didAttemptToDismiss(let id): return "didAttemptToDismiss \(id)"
    case .didDismiss(let id): return "didDismiss \(id)"
    case .disappeared(let id): return "disappeared \(id)"
    case .detentChanged(let detent, let id):
      return "detentChanged \(detent.map(\.description) ?? "nil") of \(id)"
    case .alertButton(let button, let id): return "alertButton \(button) of \(id)"
    case .backdropTapped(let id): return "backdropTapped \(id)"
    }
  }
}
