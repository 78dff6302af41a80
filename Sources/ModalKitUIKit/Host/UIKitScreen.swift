// What a screen made for a UIKit host knows of its place: its entry, and how to send an action
// from itself.

import ModalKit
import ModalKitHost

/// What a screen made for a UIKit host knows of its place: its entry, and how to send an
/// action from itself through the store.
///
/// A host hands one to the app's function that makes each screen's view controller. A button
/// on the screen sends from its own entry (`Navigator.send(_:from:)`): beneath an undimmed
/// sheet, a button of the window's screen acts on the window's stack, not on the sheet's.
@MainActor
public struct UIKitScreen<Route: Hashable & Sendable> {
  /// The entry the screen shows.
  public let entry: RouteEntry<Route>

  /// The loop the actions go to, through its store.
  let loop: PresentationLoop<Route>

  /// Creates the context of a screen.
  public init(entry: RouteEntry<Route>, loop: PresentationLoop<Route>) {
    self.entry = entry
    self.loop = loop
  }

  /// Sends an action from this screen, through the store: removal callbacks run once,
  /// observers hear of it, and the screen follows one step at a time.
  ///
  /// - Returns: The store's events; `[]` when the store queued the action.
  @discardableResult
  public func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    loop.send(action, from: entry.id)
  }
}
