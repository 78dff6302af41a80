// Results from dialogs: present something that answers, and get its answer back when it goes.

import ModalKit

/// How a presentation asked for with ``NavigatorStore/ask(_:as:policy:)`` ended: what the
/// caller gets back.
///
/// A layer that answers has three ways to say what it means, and the result carries all of
/// them: the button that closed it (an alert's, a confirmation dialog's, an overlay's), the
/// route it showed last (a dialog that edits a value writes it into its own route with
/// `Navigator.Action.update(_:to:)`), and otherwise the reason it went.
///
/// ```swift
/// switch await store.ask(.confirmDelete) {
/// case .ended(.dismissed(.button("delete")), _): deleteMessage()
/// default: break                                  // Cancel, a swipe, home, ...
/// }
/// ```
public enum DialogResult<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The entry went: why (a tapped button is `.dismissed(.button(id))`), and the route it showed
  /// last, which is its answer when it edits a value.
  case ended(RemovalReason, last: Route)

  /// The store refused the presentation, for this reason: nothing was shown.
  case refused(RejectionReason)

  /// The awaiting task was cancelled before anything was presented: nothing was shown.
  case cancelled
}

extension DialogResult {
  /// The id of the button that closed the layer, or `nil` when it went another way.
  public var button: String? {
    if case .ended(.dismissed(.button(let id)), _) = self { id } else { nil }
  }

  /// The route the entry showed last, or `nil` when nothing was shown.
  public var lastRoute: Route? {
    if case .ended(_, let route) = self { route } else { nil }
  }

  /// Why the entry went, or `nil` when nothing was shown.
  public var reason: RemovalReason? {
    if case .ended(let reason, _) = self { reason } else { nil }
  }
}

extension DialogResult: CustomStringConvertible {
  /// The result as written in code: `ended(dismissed(button(delete)), last: confirmDelete)`,
  /// `refused(alreadyPresented)`, `cancelled`.
  public var description: String {
    switch self {
    case .ended(let reason, let route): "ended(\(reason), last: \(route))"
    case .refused(let reason): "refused(\(reason))"
    case .cancelled: "cancelled"
    }
  }
}

extension NavigatorStore {
  // MARK: - Asking, with a callback

  /// Presents a route and calls `onResult` once with how it ended: the button tapped, the
  /// route it showed last, and why it went.
  ///
  /// The callback form of ``ask(_:as:policy:)``, for code that is not async. It is a removal
  /// callback of the new entry (it runs with the others, in the order registered, before the
  /// route's removal handlers) that is also told when the presentation is refused:
  ///
  /// - the entry goes, however: ``DialogResult/ended(_:last:)``;
  /// - the store refuses the presentation: ``DialogResult/refused(_:)``, before `ask` returns
  ///   (or, queued while the store delivers, when the presentation is applied and refused).
  ///
  /// It runs inside the store's delivery, so what it sends is queued and applied right after.
  /// In a store that is deinitialized first it never runs, like every removal callback.
  ///
  /// ```swift
  /// store.ask(.confirmDelete, as: confirmation) { result in
  ///   if result.button == "delete" { deleteMessage() }
  /// }
  /// ```
  ///
  /// - Returns: The events of the presentation, or its rejection; `[]` when queued.
  /// - Complexity: As ``send(_:)`` with the present action.
  @discardableResult
  public func ask(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy = .above,
    onResult: @escaping (DialogResult<Route>) -> Void
  ) -> Navigator<Route>.Events {
    submit(
      .present(route, as: presentation, policy: policy), from: nil,
      registering: Registration(
        removal: { onResult(.ended($0.reason, last: $0.route)) },
        refusal: { onResult(.refused($0)) }))
  }

  /// Presents a route with its `PresentableRoute.defaultPresentation` and calls `onResult`
  /// once with how it ended; see ``ask(_:as:policy:onResult:)``.
  ///
  /// - Returns: As ``ask(_:as:policy:onResult:)``; a route without a default presentation is
  ///   refused with `RejectionReason.noPresentation`, and `onResult` gets that refusal.
  @discardableResult
  public func ask(
    _ route: Route, policy: ConflictPolicy = .above,
    onResult: @escaping (DialogResult<Route>) -> Void
  ) -> Navigator<Route>.Events where Route: PresentableRoute {
    submit(
      .present(route, policy: policy), from: nil,
      registering: Registration(
        removal: { onResult(.ended($0.reason, last: $0.route)) },
        refusal: { onResult(.refused($0)) }))
  }

  // MARK: - Asking, and awaiting the answer

  /// Presents a route and returns how it ended, once it has: the button tapped, the route it
  /// showed last, and why it went.
  ///
  /// The presentation is applied at once (an async call cannot start while the store
  /// delivers), then the call waits until the entry leaves the navigator, whatever removes it:
  /// a button, a swipe, a backdrop tap, a replacement, an ancestor's dismissal, home, a deep
  /// link, a restore, the queue being emptied. So a dialog's answer comes back to the code
  /// that asked, with no binding and no write-back: a dialog that edits a value writes it into
  /// its own route (`update(id, to:)`), and the result's ``DialogResult/lastRoute`` is that
  /// value.
  ///
  /// ```swift
  /// let result = await store.ask(.dateRange(nil), as: picker)
  /// if case .dateRange(let days?)? = result.lastRoute { stay = days }
  /// ```
  ///
  /// **Exactly once.** The call returns exactly once, with
  ///
  /// - ``DialogResult/ended(_:last:)`` when the entry goes;
  /// - ``DialogResult/refused(_:)`` at once when the store refuses the presentation;
  /// - ``DialogResult/cancelled`` at once, presenting nothing, when the task is already
  ///   cancelled.
  ///
  /// The continuation it waits on is resumed by the entry's removal callback, which the store
  /// runs exactly once, or by the refusal, never both. The call keeps the store alive while it
  /// waits (as any method call keeps its receiver), so the store cannot be deinitialized under
  /// it; the store is released as soon as the entry goes, if nothing else holds it.
  ///
  /// **Cancellation.** Cancelling the awaiting task withdraws the question: the store, on the
  /// main actor right after, dismisses the layer as `Navigator.Action.dismissLayer(_:)` does
  /// (with any layer above it, reason `DismissReason.programmatic`), or drops it from the queue
  /// if it is still waiting there. That is an input like any other: logged, observed and
  /// recorded. The call then returns what happened to the entry:
  /// `.ended(.dismissed(.programmatic), last: ...)` or `.ended(.dropped, last: ...)`. If the
  /// entry went some other way first, the call returns that, and nothing is dismissed.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - presentation: How to show it.
  ///   - policy: What to do when a layer is up, as for `Navigator.Action.present(_:as:policy:)`.
  /// - Returns: How the presentation ended.
  /// - Complexity: As ``send(_:)`` with the present action; waiting costs nothing.
  public func ask(
    _ route: Route, as presentation: Presentation, policy: ConflictPolicy = .above
  ) async -> DialogResult<Route> {
    await ask(.present(route, as: presentation, policy: policy))
  }

  /// Presents a route with its `PresentableRoute.defaultPresentation` and returns how it
  /// ended, once it has; see ``ask(_:as:policy:)``.
  ///
  /// - Returns: As ``ask(_:as:policy:)``; a route without a default presentation is refused
  ///   with `RejectionReason.noPresentation`.
  public func ask(_ route: Route, policy: ConflictPolicy = .above) async -> DialogResult<Route>
  where Route: PresentableRoute {
    await ask(.present(route, policy: policy))
  }

  /// Applies a present action and waits for the entry it creates to go.
  func ask(_ present: Navigator<Route>.Action) async -> DialogResult<Route> {
    if Task.isCancelled { return .cancelled }
    let question = Question()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        _ = submit(
          present, from: nil,
          registering: Registration(
            removal: { removal in
              question.isAnswered = true
              continuation.resume(returning: .ended(removal.reason, last: removal.route))
            },
            arrival: { id in question.id = id },
            refusal: { reason in
              question.isAnswered = true
              continuation.resume(returning: .refused(reason))
            }))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.withdraw(question) }
    }
  }

  /// Dismisses (or drops from the queue) the entry a cancelled ``ask(_:as:policy:)`` waits for,
  /// unless it is gone already.
  func withdraw(_ question: Question) {
    guard !question.isAnswered, let id = question.id, navigator.entry(id) != nil else {
      return
    }
    send(.dismissLayer(id))
  }
}

/// What an awaiting ``NavigatorStore/ask(_:as:policy:)`` and its cancellation handler share:
/// the entry asked about, and whether it has answered.
@MainActor
final class Question {
  /// The entry the presentation created; `nil` until it exists.
  var id: EntryID?
  /// Whether the continuation has been resumed.
  var isAnswered = false

  init() {}
}
