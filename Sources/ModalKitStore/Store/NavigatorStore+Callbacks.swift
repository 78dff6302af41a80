// Removal callbacks: registered for an entry, run exactly once when it goes, then forgotten.

import ModalKit

/// Why an entry left a store's navigator: what a removal callback is called with.
///
/// It mirrors the event that reported the removal: a presented layer is
/// ``dismissed(_:)`` with the navigator's `DismissReason`, a pushed entry (or a root that
/// reset or apply replaced) is ``popped``, a queued presentation that never showed is
/// ``dropped``.
public enum RemovalReason: Hashable, Sendable {
  /// A presented layer went, for this reason.
  case dismissed(DismissReason)
  /// A pushed entry left its stack, or a root was replaced.
  case popped
  /// A queued presentation was removed before it was shown.
  case dropped
}

extension RemovalReason: CustomStringConvertible {
  /// The reason as written in code: `dismissed(interactive)`, `popped`, `dropped`.
  public var description: String {
    switch self {
    case .dismissed(let reason): "dismissed(\(reason))"
    case .popped: "popped"
    case .dropped: "dropped"
    }
  }
}

extension NavigatorStore {
  // MARK: - Registering callbacks

  /// Runs `callback` once when the entry with this id leaves the navigator, whatever removes
  /// it: a swipe, a dismissal, a replacement, an ancestor's dismissal, home, reset, apply, a
  /// deep link, a restore, or the queue being emptied.
  ///
  /// Callbacks of one entry run in the order they were registered, after the observers and
  /// streams have had the events and before the removal handlers of the entry's route
  /// (``onRemoval(of:perform:)-(Route...,_)``). A callback runs at most once and is then
  /// forgotten; one registered for an entry that never goes, or in a store that goes away
  /// first, never runs. To handle every entry of a route, however it arrives (a deep link, a
  /// restore, a relaunch), register a removal handler instead.
  ///
  /// - Parameters:
  ///   - id: An entry in a stack, a presented layer, or a queued presentation.
  ///   - callback: Called with why the entry went.
  /// - Returns: `true` when registered; `false` when no entry has this id now (the callback
  ///   is not kept and never runs).
  /// - Complexity: O(k) to find the entry, k the entries above it; O(n) when absent.
  @discardableResult
  public func onRemoval(of id: EntryID, perform callback: @escaping RemovalCallback) -> Bool {
    guard navigator.entry(id) != nil else { return false }
    listeners.append({ callback($0.reason) }, for: id)
    return true
  }

  /// Presents a route and runs `onDismiss` once when the new layer goes (or, if it was
  /// queued, when it is dropped).
  ///
  /// The same as ``send(_:)`` with `Navigator.Action.present(_:as:policy:)`, with
  /// ``onRemoval(of:perform:)-(EntryID,_)`` for the entry it creates. When the action is
  /// refused, the callback is not kept and never runs. Queued while the store is delivering,
  /// the callback is registered when the action applies.
  ///
  /// - Returns: The events of the presentation; `[]` when queued.
  @discardableResult
  public func present(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy = .above,
    onDismiss: @escaping RemovalCallback
  ) -> Navigator<Route>.Events {
    submit(
      .present(route, as: presentation, policy: policy), from: nil,
      registering: Registration(removal: { onDismiss($0.reason) }))
  }

  /// Presents a route with its `PresentableRoute.defaultPresentation` and runs `onDismiss`
  /// once when the new layer goes.
  ///
  /// - Returns: As ``present(_:as:policy:onDismiss:)``; a route without a default
  ///   presentation is refused with `RejectionReason.noPresentation`.
  @discardableResult
  public func present(
    _ route: Route, policy: ConflictPolicy = .above, onDismiss: @escaping RemovalCallback
  ) -> Navigator<Route>.Events where Route: PresentableRoute {
    submit(
      .present(route, policy: policy), from: nil,
      registering: Registration(removal: { onDismiss($0.reason) }))
  }

  /// Pushes a route and runs `onPop` once when the new entry leaves its stack.
  ///
  /// A pushed entry always leaves as ``RemovalReason/popped``, whether it is unwound or its
  /// layer is dismissed. When the push is refused, the callback is not kept.
  ///
  /// - Returns: The events of the push; `[]` when queued.
  @discardableResult
  public func push(_ route: Route, onPop: @escaping RemovalCallback) -> Navigator<Route>.Events {
    submit(.push(route), from: nil, registering: Registration(removal: { onPop($0.reason) }))
  }
}
