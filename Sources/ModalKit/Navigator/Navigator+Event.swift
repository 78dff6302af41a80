extension Navigator {
  /// Something that happened to a navigator, reported by ``Navigator/send(_:)``.
  ///
  /// Hosts hang their callbacks here: every presented entry is reported ``dismissed(_:reason:)``
  /// exactly once, whatever removed it, and every pushed entry ``popped(_:)`` exactly once.
  ///
  /// The events of one action come in a fixed order, stated once in <doc:Transitions> ("The
  /// order of events") and written once in the navigator: queue drops, dismissals innermost
  /// first, pops, pushes and presentations bottom up, the queue's turn.
  /// ``Navigator/events(from:to:)`` reports a restore in the same order.
  ///
  /// Printed, an event reads as the docs write it: `pushed(thread(7)#1)`,
  /// `dismissed(settings#2, interactive)`, `rejected(unwind, alreadyAtRoot)`.
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
  /// An action of the app: dismiss, dismiss(_:), close, dismissAll, home, unwind(to:) or
  /// unwind(toLast:) across layers, apply or reset.
  case programmatic
  /// The user swiped the layer away.
  case interactive
  /// The user tapped the backdrop around the layer.
  case backdropTap
  /// The user tapped the button with this id: an alert's, a confirmation dialog's, or one an
  /// overlay declares.
  case button(String)
  /// A presentation with ``ConflictPolicy/insteadOfTop`` took the layer's place.
  case replaced
}

extension DismissReason: CustomStringConvertible {
  /// The reason as written in code: `programmatic`, `interactive`, `backdropTap`,
  /// `button(ok)`, `replaced`.
  public var description: String {
    guard case .button(let id) = self else { return kind.rawValue }
    return "\(kind.rawValue)(\(id))"
  }
}

/// Why an action changed nothing; carried by ``Navigator/Event/rejected(_:reason:)``.
public enum RejectionReason: Hashable, Sendable, Error {
  /// Unwind or replace at a stack's root (nothing pushed on it); home with no layer up and the
  /// window at its root; or ``Navigator/close(_:)`` of the window's root, which nothing closes.
  case alreadyAtRoot
  /// The entry asked for is already the visible top, or a push-if-not-on-top matched it.
  case alreadyOnTop
  /// `unwind(count:)` with a count outside `1...depth`, the depth being the number of entries
  /// pushed on the acting stack (its root not counted).
  case countOutOfRange
  /// No entry has this id: it was never handed out, or is gone. Actions on what is on screen
  /// (unwind(to:), select a detent, user dismissals, the screen of ``Navigator/send(_:from:)``)
  /// refuse a queued id this way too; update, dismiss(_:) and close accept one.
  case unknownEntry
  /// `unwind(toLast:)` found no entry showing the route.
  case noMatchingEntry
  /// The id names a pushed entry or a root, not a presented layer; or ``Navigator/Action/dismiss``
  /// was sent from a screen of the window's own stack.
  case notPresented
  /// A dismissal with nothing presented.
  case nothingPresented
  /// The layer forbids this kind of user dismissal (swipe or backdrop tap).
  case dismissalNotAllowed
  /// A user gesture named a layer that a blocking layer above it covers, or an action was sent
  /// from a screen that cannot take input (covered by a push or by a blocking layer), so it
  /// cannot have been touched.
  case inputBlocked
  /// The layer offers no button with this id: an alert, a confirmation dialog or an overlay
  /// without it, or a sheet or cover, which have none.
  case unknownButton
  /// A detent was selected on a layer that is not a sheet.
  case notASheet
  /// The detent is not among the sheet's offered detents.
  case detentNotOffered
  /// The presentation cannot be shown, for the reason given.
  case invalidPresentation(PresentationProblem)
  /// The top layer (not a lower one) or a queued entry already shows the route with an
  /// equivalent presentation (``Presentation/isEquivalent(to:)``: equal but for a sheet's
  /// selection).
  case alreadyPresented
  /// A layer is up and the conflict policy was ``ConflictPolicy/reject``.
  case slotOccupied
  /// Screens cannot be pushed in an alert or a confirmation dialog.
  case layerNotNavigable
  /// A present action carried no presentation: the route's
  /// ``PresentableRoute/defaultPresentation`` is `nil`.
  case noPresentation
  /// The action needs more new ids than remain below ``EntryID/limit`` (2⁵³ − 1), which is
  /// never handed out.
  case idsExhausted
}

extension RejectionReason {
  /// The refusal for a layer that cannot stand: ``invalidPresentation(_:)`` or
  /// ``layerNotNavigable``.
  @inlinable
  init(_ problem: LayerProblem) {
    switch problem {
    case .invalidPresentation(let problem): self = .invalidPresentation(problem)
    case .pushInNonNavigableLayer: self = .layerNotNavigable
    }
  }
}

// MARK: - Description

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension Navigator.Event: CustomStringConvertible {
    /// The event in short: `pushed(thread(7)#1)`, `presented(settings#2, sheet)`,
    /// `dismissed(settings#2, interactive)`, `detentChanged(#2, medium -> large)`,
    /// `rejected(unwind, alreadyAtRoot)`.
    public var description: String {
      let name = kind.rawValue
      return switch self {
      case .pushed(let entry), .popped(let entry), .dropped(let entry): "\(name)(\(entry))"
      case .presented(let entry, let presentation), .queued(let entry, let presentation):
        "\(name)(\(entry), \(presentation.styleName))"
      case .dismissed(let entry, let reason): "\(name)(\(entry), \(reason))"
      case .detentChanged(let id, let from, let to): "\(name)(\(id), \(from) -> \(to))"
      case .updated(let id, let from, let to): "\(name)(\(id), \(from) -> \(to))"
      case .rejected(let action, let reason): "\(name)(\(action), \(reason))"
      }
    }
  }
#endif

extension RejectionReason: CustomStringConvertible {
  /// The reason as written in code: `alreadyAtRoot`, `invalidPresentation(noDetents)`.
  public var description: String {
    guard case .invalidPresentation(let problem) = self else { return kind.rawValue }
    return "\(kind.rawValue)(\(problem))"
  }
}
