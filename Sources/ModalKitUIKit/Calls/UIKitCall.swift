// What a UIKit host asks UIKit to do, as data: the few calls the UIKit part of the module binds,
// and what each presented layer is made of.

import ModalKit
import ModalKitDriver

/// A view controller the host owns or knows, named by what it shows.
///
/// Each level that can have something above it is a context: the window's root for level 0,
/// a sheet's or a cover's container, an alert controller. An overlay is not a context: it is
/// added to the context beneath it, and the layers above it live in that same context.
package enum UIKitContext: Hashable, Sendable {
  /// The root view controller of the window, with the navigation controller of level 0.
  case window
  /// The view controller of the presented layer with this id: a container with the layer's
  /// navigation controller, or a `UIAlertController`.
  case layer(EntryID)
}

extension UIKitContext: CustomStringConvertible {
  /// The context in short: `window`, `#3`.
  package var description: String {
    switch self {
    case .window: "window"
    case .layer(let id): id.description
    }
  }
}

/// A layer as UIKit draws it: its id, its screens and the UIKit style chosen for it.
package struct UIKitLayer<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The layer's id: the id of its presented entry.
  package var id: EntryID

  /// The entries of the layer's navigation controller, root first; the root alone for an
  /// alert or a confirmation dialog, which has no screens.
  package var entries: [RouteEntry<Route>]

  /// How UIKit draws the layer.
  package var style: Style

  /// What the user may do to remove the layer, as the navigator's presentation says.
  package var rules: DismissalRules

  /// The ways a UIKit host draws a layer.
  package enum Style: Hashable, Sendable {
    /// A `.pageSheet` presentation whose `sheetPresentationController` gets this sheet
    /// (iOS 15 and later).
    case pageSheet(UIKitSheet)
    /// A `.blurOverFullScreen` presentation: a sheet on tvOS, which has no sheet presentation
    /// controller; its detents and grabber are not drawn.
    case blurOverFullScreen
    /// A `.fullScreen` presentation: a full-screen cover. The presenter's views leave the
    /// window once it is up (platform fact 7.5).
    case fullScreen
    /// An overlay in a container the host owns, placed by `LayoutContainer.overlayFrame(_:)`
    /// over a backdrop when it blocks input beneath.
    case overlay(OverlayConfiguration)
    /// A `UIAlertController` with the `.alert` style.
    case alert(AlertContent)
    /// A `UIAlertController` with the `.actionSheet` style: a confirmation dialog.
    case actionSheet(AlertContent)
  }

  /// Whether UIKit must refuse every dismissal by the user: `isModalInPresentation`.
  ///
  /// True when the rules allow neither a swipe nor a tap on the dimmed area; when they allow
  /// one of them, the host's `presentationControllerShouldDismiss` answer tells the two apart
  /// (``UIKitHost/allowsUserDismissal(of:)``).
  package var isModalInPresentation: Bool {
    !rules.allowsInteractiveDismissal && !rules.dismissesOnBackdropTap
  }

  /// Whether the layer's view covers the views beneath and removes them from the window once
  /// it is up (platform fact 7.5): only a full-screen cover does.
  package var removesViewsBeneath: Bool { style == .fullScreen }

  /// Whether the layer is a `UIAlertController`.
  package var isAlertController: Bool {
    switch style {
    case .alert, .actionSheet: true
    case .pageSheet, .blurOverFullScreen, .fullScreen, .overlay: false
    }
  }

  /// Creates a layer as a host draws it.
  package init(id: EntryID, entries: [RouteEntry<Route>], style: Style, rules: DismissalRules) {
    self.id = id
    self.entries = entries
    self.style = style
    self.rules = rules
  }

  /// Chooses how UIKit draws a navigator's layer on a system, in a window of this size.
  ///
  /// | presentation | iOS 15 and later | tvOS |
  /// |---|---|---|
  /// | sheet | ``Style/pageSheet(_:)`` | ``Style/blurOverFullScreen`` |
  /// | full-screen cover | ``Style/fullScreen`` | ``Style/fullScreen`` |
  /// | overlay | ``Style/overlay(_:)`` | ``Style/overlay(_:)`` |
  /// | alert | ``Style/alert(_:)`` | ``Style/alert(_:)`` |
  /// | confirmation dialog | ``Style/actionSheet(_:)`` | ``Style/actionSheet(_:)`` |
  ///
  /// tvOS has no `.pageSheet` and no `UISheetPresentationController` (their headers mark them
  /// `API_UNAVAILABLE(tvos)`): a sheet is presented over a blurred screen, the system's modal
  /// look there, and rests where the navigator says; nothing on tvOS drags it.
  package init(_ layer: ModalLayer<Route>, system: UIKitSystem, in container: LayoutContainer) {
    let style: Style
    switch layer.presentation.style {
    case .sheet(let sheet):
      style =
        system.hasSheetPresentationController
        ? .pageSheet(UIKitSheet(sheet, system: system, in: container)) : .blurOverFullScreen
    case .fullScreenCover: style = .fullScreen
    case .overlay(let overlay): style = .overlay(overlay)
    case .alert(let content): style = .alert(content)
    case .confirmationDialog(let content): style = .actionSheet(content)
    }
    let entries = layer.presentation.isNavigable ? Array(layer.stack) : [layer.entry]
    self.init(id: layer.id, entries: entries, style: style, rules: layer.presentation.rules)
  }
}

extension UIKitLayer.Style: CustomStringConvertible {
  /// The style in short: `pageSheet(medium, large; at medium; grabber)`, `fullScreen`,
  /// `overlay(bottom, half)`, `alert("Delete?")`.
  package var description: String {
    switch self {
    case .pageSheet(let sheet): "pageSheet(\(sheet))"
    case .blurOverFullScreen: "blurOverFullScreen"
    case .fullScreen: "fullScreen"
    case .overlay(let overlay): "overlay(\(overlay.positioning), \(overlay.size))"
    case .alert(let content): "alert(\"\(content.title)\")"
    case .actionSheet(let content): "actionSheet(\"\(content.title)\")"
    }
  }
}

/// One thing a UIKit host asks UIKit to do, as the UIKit part of the module performs it.
///
/// ``UIKitHost`` turns each step of its loop into calls and hands them to its
/// ``UIKitPlatform``, one at a time; the platform performs each with the UIKit method its case
/// names and, for the calls that end in a completion handler, sends the call back in
/// ``UIKitSignal/completed(_:)`` from that handler. A call carries the token of its step, so
/// a completion that comes late is told from one of a later step.
package enum UIKitCall<Route: Hashable & Sendable>: Hashable, Sendable {
  /// `present(_:animated:completion:)` on the context's view controller: a new layer with
  /// its navigation controller (its stack already set), a `UIAlertController`, or (over an
  /// alert or a dialog only) an overlay's container as `.overFullScreen`. Completes.
  case present(UIKitLayer<Route>, on: UIKitContext, StepToken)
  /// `dismiss(animated:completion:)` on the context's view controller, which takes the layer
  /// with this id, the one it presented, and every layer above it (platform facts 2.1, 2.2).
  /// Completes.
  case dismiss(presentedBy: UIKitContext, lowest: EntryID, StepToken)
  /// Adds an overlay's container to the context's container, over what it shows, and fades
  /// it in. Completes.
  case addOverlay(UIKitLayer<Route>, in: UIKitContext, StepToken)
  /// Fades out and removes these overlays' containers from the context's container, the
  /// lowest first in the list. Completes.
  case removeOverlays([EntryID], from: UIKitContext, StepToken)
  /// `setViewControllers(_:animated:)` on the navigation controller of the context, with
  /// these entries' screens, root first. The navigation controller's delegate answers with
  /// `navigationController(_:didShow:animated:)` (``UIKitSignal/stackShown(_:of:)``).
  case setStack([RouteEntry<Route>], of: UIKitContext, animated: Bool, StepToken)
  /// Sets the sheet's `selectedDetentIdentifier` inside `animateChanges(_:)`. No callback
  /// follows (platform fact 6.4): the host acknowledges it once the call returns
  /// (platform fact 6.3).
  case selectDetent(UIKitDetent, of: EntryID, StepToken)
  /// Gives these entries' screens their new routes (routes changed in place,
  /// `Navigator.update(_:to:)`); not a step, nothing to acknowledge.
  case updateScreens([RouteEntry<Route>], of: UIKitContext)
}

extension UIKitCall: CustomStringConvertible {
  /// The call in short: `present halfSheet#1 as pageSheet(...) on window`,
  /// `dismiss #1 presented by window`, `set window to [home#0, detail(1)#2]`.
  package var description: String {
    func list(_ entries: [RouteEntry<Route>]) -> String {
      "[" + entries.map(\.description).joined(separator: ", ") + "]"
    }
    switch self {
    case .present(let layer, let context, _):
      let pushed = layer.entries.count > 1 ? " with \(list(Array(layer.entries.dropFirst())))" : ""
      return "present \(layer.entries[0]) as \(layer.style) on \(context)\(pushed)"
    case .dismiss(let context, let lowest, _):
      return "dismiss \(lowest) presented by \(context)"
    case .addOverlay(let layer, let context, _):
      return "add \(layer.entries[0]) as \(layer.style) in \(context)"
    case .removeOverlays(let ids, let context, _):
      return "remove " + ids.map(\.description).joined(separator: ", ") + " from \(context)"
    case .setStack(let entries, let context, let animated, _):
      return "set \(context) to \(list(entries))" + (animated ? "" : " without animation")
    case .selectDetent(let detent, let id, _):
      return "select \(detent) on \(id)"
    case .updateScreens(let entries, let context):
      return "update \(list(entries)) in \(context)"
    }
  }
}
