// The few things a UIKit host needs from UIKit, behind a protocol: NavigatorViewController
// implements it with UIKit, tests with a simulated UIKit.

import ModalKit

/// What a ``UIKitHost`` needs from UIKit: a way to perform calls, a look at what is on screen,
/// the window's size, and a later turn of the main queue.
///
/// `NavigatorViewController` implements it with UIKit (on Apple platforms only); tests
/// implement it with a simulated UIKit, so every decision of the host runs on Linux.
@MainActor
package protocol UIKitPlatform: AnyObject {
  /// The app's route type.
  associatedtype Route: Hashable & Sendable

  /// Performs a call with the UIKit method its case names; sends
  /// ``UIKitSignal/completed(_:)`` from the completion handler of those that have one.
  func perform(_ call: UIKitCall<Route>)

  /// What UIKit shows now, read from the view controllers: the navigation controllers'
  /// `viewControllers`, the chain of `presentedViewController`, the overlays, each sheet's
  /// `selectedDetentIdentifier`.
  func picture() -> UIKitPicture

  /// The window's size and safe area: what sheet heights and overlay frames are resolved in.
  var container: LayoutContainer { get }

  /// Runs `body` on the main actor in a later turn of the main queue.
  func nextTurn(_ body: @escaping @MainActor @Sendable () -> Void)
}

/// What UIKit shows, read from its view controllers by ids: for a host that looks when a step
/// misses its deadline (``UIKitHost/inspect()``).
package struct UIKitPicture: Hashable, Sendable {
  /// The entries of the window's navigation controller, root first.
  package var window: [EntryID]

  /// The layers on screen, bottom to top: presented view controllers not being dismissed, and
  /// overlays.
  package var layers: [Layer]

  /// One layer on screen.
  package struct Layer: Hashable, Sendable {
    /// The layer's id.
    package var id: EntryID
    /// The entries of its navigation controller, root first; the root alone for an alert.
    package var entries: [EntryID]
    /// A sheet's `selectedDetentIdentifier` as a detent, `nil` when it is `nil` or the layer
    /// is not a sheet.
    package var detent: UIKitDetent?

    /// Creates a layer of a picture.
    package init(id: EntryID, entries: [EntryID], detent: UIKitDetent? = nil) {
      self.id = id
      self.entries = entries
      self.detent = detent
    }
  }

  /// Creates a picture.
  package init(window: [EntryID], layers: [Layer] = []) {
    self.window = window
    self.layers = layers
  }
}
