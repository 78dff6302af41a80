/// What to do when presenting while a layer is already up.
public enum ConflictPolicy: String, Hashable, Sendable, CaseIterable {
  /// Present above everything, as UIKit's topmost presenter does. The default.
  case stack
  /// Dismiss the top layer (reason ``DismissReason/replaced``) and present in its place.
  case replace
  /// Wait in the ``Navigator/queue`` until the top layer is gone.
  case queue
  /// Refuse with ``RejectionReason/slotOccupied``.
  case reject
}

extension Navigator {
  /// One thing that can happen to a navigator, as data: what ``send(_:)`` takes.
  ///
  /// Each case has a named method on ``Navigator`` that does the same thing and documents it.
  /// Swift enum cases cannot share a base name, so the variants of unwind and dismiss have
  /// distinct case names and static functions that spell them as the design does:
  /// `.unwind(count: 2)`, `.unwind(to: id)`, `.unwind(toLast: route)`, `.dismiss(id)`.
  public enum Action: Hashable, Sendable {
    /// ``Navigator/push(_:)``.
    case push(Route)
    /// ``Navigator/pushIfNotOnTop(_:)``.
    case pushIfNotOnTop(Route)
    /// ``Navigator/unwind()``.
    case unwind
    /// ``Navigator/unwind(count:)``.
    case unwindCount(Int)
    /// ``Navigator/unwind(to:)``.
    case unwindTo(EntryID)
    /// ``Navigator/unwind(toLast:)``.
    case unwindToLast(Route)
    /// ``Navigator/home()``.
    case home
    /// ``Navigator/replace(_:)``.
    case replace(Route)
    /// ``Navigator/replacePath(_:)``.
    case replacePath([Route])
    /// ``Navigator/present(_:_:policy:)``.
    case present(Route, Presentation, policy: ConflictPolicy = .stack)
    /// ``Navigator/dismiss()``.
    case dismiss
    /// ``Navigator/dismiss(_:)``.
    case dismissEntry(EntryID)
    /// ``Navigator/dismissAll()``.
    case dismissAll
    /// ``Navigator/dismissInteractively(_:)``.
    case dismissInteractively(EntryID)
    /// ``Navigator/tapBackdrop(_:)``.
    case tapBackdrop(EntryID)
    /// ``Navigator/tapButton(_:in:)``.
    case tapButton(String, in: EntryID)
    /// ``Navigator/selectDetent(_:of:)``.
    case selectDetent(Detent, of: EntryID)
    /// ``Navigator/update(_:to:)``.
    case update(EntryID, to: Route)
    /// ``Navigator/apply(_:)``.
    case apply(Destination<Route>)
    /// ``Navigator/reset(_:)``.
    case reset(Route)

    /// Pops exactly `count` entries from the topmost stack: ``unwindCount(_:)``.
    public static func unwind(count: Int) -> Action { .unwindCount(count) }

    /// Unwinds until the entry with this id is on top: ``unwindTo(_:)``.
    public static func unwind(to id: EntryID) -> Action { .unwindTo(id) }

    /// Unwinds to the topmost entry showing this route: ``unwindToLast(_:)``.
    public static func unwind(toLast route: Route) -> Action { .unwindToLast(route) }

    /// Dismisses the layer with this id and every layer above it: ``dismissEntry(_:)``.
    public static func dismiss(_ id: EntryID) -> Action { .dismissEntry(id) }
  }

  /// Applies one action and returns the events it caused, in order.
  ///
  /// The events come as ``Events``, a collection that holds one event without allocating
  /// (most actions cause exactly one) and compares equal to an array literal.
  ///
  /// The one entry point: every action in every state returns. An action that cannot apply
  /// changes nothing and returns `[.rejected(action, reason:)]`; one that applies but changes
  /// nothing (selecting the detent already selected) returns `[]`.
  ///
  /// ```swift
  /// var nav = Navigator(root: Screen.inbox)      // [inbox]
  /// nav.send(.push(.thread(7)))                   // [.pushed(thread(7)#1)]
  /// nav.send(.unwind)                             // [.popped(thread(7)#1)]
  /// nav.send(.unwind)                             // [.rejected(.unwind, reason: .alreadyAtRoot)]
  /// ```
  ///
  /// - Complexity: That of the action's method; push, unwind, present and dismiss are O(1)
  ///   amortized in the depth of the stack.
  @inlinable
  @discardableResult
  public mutating func send(_ action: Action) -> Events {
    switch action {
    case .push(let route): return push(route)
    case .pushIfNotOnTop(let route): return pushIfNotOnTop(route)
    case .unwind: return unwind()
    case .unwindCount(let count): return unwind(count: count)
    case .unwindTo(let id): return unwind(to: id)
    case .unwindToLast(let route): return unwind(toLast: route)
    case .home: return home()
    case .replace(let route): return replace(route)
    case .replacePath(let routes): return replacePath(routes)
    case .present(let route, let presentation, let policy):
      return present(route, presentation, policy: policy)
    case .dismiss: return dismiss()
    case .dismissEntry(let id): return dismiss(id)
    case .dismissAll: return dismissAll()
    case .dismissInteractively(let id): return dismissInteractively(id)
    case .tapBackdrop(let id): return tapBackdrop(id)
    case .tapButton(let button, let id): return tapButton(button, in: id)
    case .selectDetent(let detent, let id): return selectDetent(detent, of: id)
    case .update(let id, let route): return update(id, to: route)
    case .apply(let destination): return apply(destination)
    case .reset(let route): return reset(route)
    }
  }
}

extension Navigator.Action where Route: PresentableRoute {
  /// Presents a route with its ``PresentableRoute/defaultPresentation``.
  public static func present(_ route: Route, policy: ConflictPolicy = .stack) -> Self {
    .present(route, route.defaultPresentation, policy: policy)
  }
}
