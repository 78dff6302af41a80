// How a host may let the user leave a layer, and why a layer went when the system closed it:
// decisions every host makes the same way.

import ModalKit
import ModalKitDriver

extension ShownLayer {
  /// What the user's request to leave this layer means (Escape, tvOS's Menu button,
  /// VoiceOver's escape), or `nil` when the layer cannot be left that way.
  ///
  /// | the layer | the action |
  /// |---|---|
  /// | declares a cancel button (a dialog, an overlay) | `tapButton(cancel)` |
  /// | allows interactive dismissal (a sheet by default) | `dismissInteractively` |
  /// | dismisses on a backdrop tap (an overlay, a confirmation dialog) | `tapBackdrop` |
  /// | none of these (a cover, an alert without a cancel button) | `nil` |
  ///
  /// A host draws a way to leave (a `.cancelAction` button on macOS) only when it is not
  /// `nil`.
  public var exitAction: Navigator<Route>.Action? {
    if let cancel = presentation.buttons.first(where: { $0.role == .cancel }) {
      return .tapButton(cancel.id, in: id)
    }
    if presentation.rules.allowsInteractiveDismissal { return .dismissInteractively(id) }
    if presentation.rules.dismissesOnBackdropTap { return .tapBackdrop(id) }
    return nil
  }

  /// Why a dialog went when the system closed it without one of its buttons: the system's
  /// Cancel row, a tap outside, Escape.
  ///
  /// | the dialog | the reason |
  /// |---|---|
  /// | declares a cancel button | `button(cancel)`: the system's cancel is the dialog's |
  /// | an alert without one | `interactive` (the navigator refuses it unless the alert's rules allow a swipe; the driver then dismisses it as `programmatic`, as the screen has lost it) |
  /// | a confirmation dialog without one | `backdropTap`: its system Cancel row and a tap outside cannot be told apart |
  ///
  /// Other styles: ``unrequestedDismissalReason``.
  public var systemCloseReason: DismissReason {
    switch presentation.style {
    case .alert(let content), .confirmationDialog(let content):
      if let cancel = content.buttons.first(where: { $0.role == .cancel }) {
        return .button(cancel.id)
      }
      return unrequestedDismissalReason
    case .sheet, .fullScreenCover, .overlay:
      return unrequestedDismissalReason
    }
  }
}
