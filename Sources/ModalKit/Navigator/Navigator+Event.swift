extension Navigator {
  /// Something that happened to a navigator, reported by ``Navigator/send(_:)``.
  ///
  /// Hosts hang their callbacks here: every presented entry is reported ``dismissed(_:reason:)``
  /// exactly once, whatever removed it, and every pushed entry ``popped(_:)`` exactly once.
  ///
  /// The events of one action come in a fixed order: queued entries dropped; then layers
  /// dismissed innermost first, each layer's pushed entries popped (top first) before the layer
  /// itself is dismissed; then pops in the remaining top stack, top first; then pushes and
  /// presentations, bottom up.
  public enum Event: Hashable, Sendable {
    /// An entry was pushed onto a stack (or became a new root, after ``Navigator/reset(_:)``).
    case pushed(RouteEntry<Route>)
    /// An entry left a stack (or an old root was replaced, by reset or apply).
    case popped(RouteEntry<Route>)
    /// An entry was presented as a new layer.
    case presented(RouteEntry<Route>, Presentation)
    /// A presented layer went away, for a reason.
    case dismissed(RouteEntry<Route>, reason: DismissReason)
    /// An entry was put in the queue; it is reported presented when its turn comes.
    case queued(RouteEntry<Route>, Presentation)
    /// A queued entry was removed before it was ever presented.
    case dropped(RouteEntry<Route>)
    /// A sheet moved from one detent to another.
    case detentChanged(EntryID, from: Detent, to: Detent)
    /// An entry's route changed in place; its id and its layer stayed.
    case updated(EntryID, from: Route, to: Route)
    /// The action could not apply and changed nothing.
    case rejected(Action, reason: RejectionReason)
  }
}

/// Why a presented layer went away.
public enum DismissReason: Hashable, Sendable {
  /// An action of the app: dismiss, dismissAll, home, unwind across layers, apply or reset.
  case programmatic
  /// The user swiped the layer away (seed 003's `onEnd`).
  case interactive
  /// The user tapped the backdrop around the layer (seed 001).
  case backdropTap
  /// The user tapped the alert or dialog button with this id.
  case button(String)
  /// A presentation with ``ConflictPolicy/replace`` took the layer's place.
  case replaced
}

/// Why an action changed nothing; carried by ``Navigator/Event/rejected(_:reason:)``.
public enum RejectionReason: Hashable, Sendable, Error {
  /// Unwind, replace or home with nothing to go back from: the stack is at its root.
  case alreadyAtRoot
  /// The entry asked for is already the visible top, or a push-if-not-on-top matched it.
  case alreadyOnTop
  /// `unwind(count:)` with a count outside `1...depth`.
  case countOutOfRange
  /// No entry has this id: it was never handed out, or is gone. Actions on what is on screen
  /// (unwind, select a detent, user dismissals) refuse a queued id this way too; update and
  /// dismiss(id) accept one.
  case unknownEntry
  /// `unwind(toLast:)` found no entry showing the route.
  case noMatchingEntry
  /// The id names a pushed entry or a root, not a presented layer.
  case notPresented
  /// A dismissal with nothing presented.
  case nothingPresented
  /// The layer forbids this kind of user dismissal (swipe or backdrop tap).
  case dismissalNotAllowed
  /// A user gesture named a layer that a blocking layer above it covers, so it cannot have
  /// been touched.
  case inputBlocked
  /// The layer offers no button with this id (or is not an alert or dialog).
  case unknownButton
  /// A detent was selected on a layer that is not a sheet.
  case notASheet
  /// The detent is not among the sheet's offered detents.
  case detentNotOffered
  /// The presentation cannot be shown, for the reason given.
  case invalidPresentation(PresentationProblem)
  /// The same route with the same presentation is already on top or waiting in the queue.
  case alreadyPresented
  /// A layer is up and the conflict policy was ``ConflictPolicy/reject``.
  case slotOccupied
  /// Screens cannot be pushed in an alert or a confirmation dialog.
  case layerNotNavigable
  /// The navigator has handed out every id it can (2⁶⁴ of them).
  case idsExhausted
}
