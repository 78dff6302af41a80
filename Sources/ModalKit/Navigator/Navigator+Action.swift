/// What to do when presenting while a layer is already up.
public enum ConflictPolicy: String, Hashable, Sendable, CaseIterable {
  /// Present above everything, as UIKit's topmost presenter does. The default.
  case above
  /// Dismiss the top layer (reason ``DismissReason/replaced``) and present in its place.
  case insteadOfTop
  /// Wait in the ``Navigator/queue`` until the top layer is gone.
  case queue
  /// Refuse with ``RejectionReason/slotOccupied``.
  case reject
}

extension Navigator {
  /// One thing that can happen to a navigator, as data: what ``send(_:)`` takes.
  ///
  /// Each case has a named method on ``Navigator`` that does the same thing and documents it.
  /// A case is written and matched with the same spelling: `.unwindTo(id)` in
  /// `send(.unwindTo(id))` and in `case .rejected(.unwindTo(let id), _)`. (Swift cannot match
  /// enum cases that share a base name and differ only in labels, so the variants of unwind
  /// and dismiss have names of their own.)
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
    /// ``Navigator/present(_:as:policy:)``; a `nil` presentation is refused with
    /// ``RejectionReason/noPresentation``.
    case present(Route, as: Presentation?, policy: ConflictPolicy = .above)
    /// ``Navigator/dismiss()``.
    case dismiss
    /// ``Navigator/dismiss(_:)``.
    case dismissLayer(EntryID)
    /// ``Navigator/dismissAll()``.
    case dismissAll
    /// ``Navigator/close(_:)``.
    case close(EntryID)
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
  /// var nav = Navigator(root: Screen.inbox)      // [inbox#0]
  /// nav.send(.push(.thread(7)))                   // [pushed(thread(7)#1)]
  /// nav.send(.unwind)                             // [popped(thread(7)#1)]
  /// nav.send(.unwind)                             // [rejected(unwind, alreadyAtRoot)]
  /// ```
  ///
  /// - Complexity: That of the action's method; push, unwind, present and dismiss are O(1)
  ///   amortized in the depth of the stack.
  @inlinable
  @discardableResult
  public mutating func send(_ action: Action) -> Events {
    apply(action, at: topLevel)
  }

  /// Applies an action sent from a screen: a button on a screen that may not be the top.
  ///
  /// The screen must be able to take input: it is the top of its level's stack and no layer
  /// above that level blocks input (judged as ``lowestInteractiveLevel(in:)`` does without
  /// geometry). Actions that act on "the current stack" act on the screen's level instead of
  /// the topmost one: ``Action/push(_:)``, ``Action/pushIfNotOnTop(_:)``, ``Action/unwind``,
  /// ``Action/unwindCount(_:)``, ``Action/replace(_:)``, ``Action/replacePath(_:)``, and
  /// ``Action/dismiss``, which dismisses the screen's own layer (and those above it). The
  /// layers above the screen's level stay up. Every other action names its target and behaves
  /// as with ``send(_:)``.
  ///
  /// ```swift
  /// // The inbox beneath a sheet whose largest undimmed detent is .medium:
  /// nav.send(.push(.thread(7)), from: inboxID)   // pushes on the inbox's stack
  /// ```
  ///
  /// - Returns: The action's events, or a rejection: ``RejectionReason/unknownEntry`` when no
  ///   screen has the id (queued entries are not on screen), ``RejectionReason/inputBlocked``
  ///   when the screen cannot take input, ``RejectionReason/notPresented`` for ``Action/dismiss``
  ///   from the window's own stack; then the action's own refusals.
  /// - Complexity: O(k + n) for locating the screen, k the entries above it and n the layers,
  ///   plus the action's own cost.
  @inlinable
  @discardableResult
  public mutating func send(_ action: Action, from screen: EntryID) -> Events {
    switch screenLevel(screen) {
    case .success(let level): apply(action, at: level)
    case .failure(let reason): Events(.rejected(action, reason: reason))
    }
  }

  /// Why an action would be refused now, or `nil` when it would apply; nothing changes.
  ///
  /// The same checks, in the same order, as ``send(_:)`` and ``send(_:from:)`` run before they
  /// change anything: all three call the one function of checks. So the answer is exact.
  /// Asking copies nothing.
  ///
  /// - Parameters:
  ///   - action: The action to judge.
  ///   - screen: The screen it would be sent from, or `nil` for the topmost level.
  /// - Returns: The reason ``send(_:)`` (or ``send(_:from:)``) would refuse the action, or
  ///   `nil` when it would apply.
  /// - Complexity: That of the action's checks: O(1) for push, unwind and dismiss; O(k) to
  ///   find an id k entries down; O(d + b + q) for present, with d detents, b buttons and q
  ///   queued entries; O(m) for apply and replacePath over the m entries they compare.
  @inlinable
  public func rejection(of action: Action, from screen: EntryID? = nil) -> RejectionReason? {
    var level = topLevel
    if let screen {
      switch screenLevel(screen) {
      case .success(let found): level = found
      case .failure(let reason): return reason
      }
    }
    do throws(RejectionReason) {
      _ = try check(action, at: level)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - The one path every action takes

  /// Checks an action and, when it passes, performs it: the one path every action takes, and
  /// the one place a rejection is built.
  @inlinable
  mutating func apply(_ action: Action, at level: Int) -> Events {
    do throws(RejectionReason) {
      let target = try check(action, at: level)
      return perform(action, at: level, target)
    } catch {
      return Events(.rejected(action, reason: error))
    }
  }

  /// Runs an action's checks at a level: the first refusal is thrown, and nothing changes;
  /// otherwise, what the checks found, for ``perform(_:at:_:)``.
  ///
  /// Each action's checks are beside its method; this switch and the one in
  /// ``perform(_:at:_:)`` map actions to them, one case each. ``send(_:)``, ``send(_:from:)``
  /// and ``rejection(of:from:)`` all check through here, so they agree exactly. Adding an
  /// action is one case here and one there. The transitions take the navigator down and build
  /// it up with `tearDown` and `buildUp` (`Navigator+Steps.swift`), the one home of the order
  /// of events.
  ///
  /// Inlined always, as ``perform(_:at:_:)`` is, so that `apply` is the two switches
  /// themselves, as fast as one written by hand: a `send` of a known action then compiles to
  /// that action's checks and transition alone.
  @inlinable @inline(__always)
  func check(_ action: Action, at level: Int) throws(RejectionReason) -> Target {
    switch action {
    case .push: try checkPush(at: level, count: 1)
    case .pushIfNotOnTop(let route): try checkPushIfNotOnTop(route, at: level)
    case .unwind: try checkUnwind(at: level)
    case .unwindCount(let count): try checkUnwind(count: count, at: level)
    case .unwindTo(let id): try checkUnwind(to: id)
    case .unwindToLast(let route): try checkUnwind(toLast: route)
    case .home: try checkHome()
    case .replace: try checkReplace(at: level)
    case .replacePath(let routes): try checkReplacePath(routes, at: level)
    case .present(let route, let presentation?, let policy):
      try checkPresent(route, as: presentation, policy: policy)
    case .present(_, nil, _): throw .noPresentation
    case .dismiss: try checkDismiss(at: level)
    case .dismissLayer(let id): try checkDismissLayer(id)
    case .dismissAll: try checkDismissAll()
    case .close(let id): try checkClose(id)
    case .dismissInteractively(let id):
      try checkUserDismissal(of: id) { $0.rules.allowsInteractiveDismissal }
    case .tapBackdrop(let id): try checkUserDismissal(of: id) { $0.rules.dismissesOnBackdropTap }
    case .tapButton(let button, let id): try checkTapButton(button, in: id)
    case .selectDetent(let detent, let id): try checkSelectDetent(detent, of: id)
    case .update(let id, let route): try checkUpdate(id, to: route)
    case .apply(let destination): try checkApply(destination)
    case .reset: try checkReset()
    }
  }

  /// Carries out an action that passed its checks at this level, with what they found: the
  /// other half of the one path (see ``check(_:at:)``).
  ///
  /// Given an action its checks refused (a present without a presentation), it changes nothing.
  @inlinable @inline(__always)
  mutating func perform(_ action: Action, at level: Int, _ target: Target) -> Events {
    switch action {
    case .push(let route), .pushIfNotOnTop(let route): performPush(route, at: level)
    case .unwind: performUnwind(at: level)
    case .unwindCount(let count): performUnwind(count: count, at: level)
    case .unwindTo, .unwindToLast: performUnwind(to: target)
    case .home: performHome()
    case .replace(let route): performReplace(route, at: level)
    case .replacePath(let routes): performReplacePath(routes, at: level, target)
    case .present(let route, let presentation?, let policy):
      performPresent(route, as: presentation, policy: policy)
    case .present(_, nil, _): []
    case .dismiss: performDismiss(from: level, reason: .programmatic)
    case .dismissLayer: performDismissLayer(target)
    case .dismissAll: performDismissAll()
    case .close: performClose(target)
    case .dismissInteractively: performDismiss(from: target.level, reason: .interactive)
    case .tapBackdrop: performDismiss(from: target.level, reason: .backdropTap)
    case .tapButton(let button, _): performDismiss(from: target.level, reason: .button(button))
    case .selectDetent(let detent, let id): performSelectDetent(detent, of: id, target)
    case .update(let id, let route): performUpdate(id, to: route, target)
    case .apply(let destination): performApply(destination, target)
    case .reset(let route): rebuild(Destination(root: route))
    }
  }

  /// The level of a screen that can take input, or why it cannot.
  @inlinable
  func screenLevel(_ screen: EntryID) -> Result<Int, RejectionReason> {
    guard let (level, position) = locate(screen) else { return .failure(.unknownEntry) }
    guard position == levelStack(level).depth, level >= lowestInteractiveLevel() else {
      return .failure(.inputBlocked)
    }
    return .success(level)
  }

  /// The number of entries pushed on the stack at a level that exists.
  @inlinable
  func levelDepth(_ level: Int) -> Int {
    level == 0 ? _stack._path.count : _layers[level - 1]._stack._path.count
  }
}

/// What a check found, for the transition to use without searching again.
@usableFromInline
enum Target: Sendable {
  /// Nothing to remember.
  case none
  /// The action applies and changes nothing: the transition returns `[]`.
  case unchanged
  /// An entry on screen: its level and its position in that level's stack.
  case place(level: Int, position: Int)
  /// A presentation waiting in the queue, at this index.
  case queued(Int)

  /// The level of a ``place(level:position:)``, or `0`.
  @inlinable
  var level: Int { if case .place(let level, _) = self { level } else { 0 } }

  /// The position of a ``place(level:position:)``, or `0`.
  @inlinable
  var position: Int { if case .place(_, let position) = self { position } else { 0 } }
}

// MARK: - Description

// Embedded Swift cannot interpolate a value of a generic type such as `Route`.
#if !hasFeature(Embedded)
  extension Navigator.Action: CustomStringConvertible {
    /// The action as written in code, shortened: `push(thread(7))`, `unwindTo(#3)`,
    /// `present(settings, sheet(medium, large))`, with a policy other than ``ConflictPolicy/above``
    /// added (`present(profile, sheet(large), queue)`).
    public var description: String {
      let name = kind.rawValue
      return switch self {
      case .unwind, .home, .dismiss, .dismissAll: name
      case .push(let route), .pushIfNotOnTop(let route), .unwindToLast(let route),
        .replace(let route), .reset(let route):
        "\(name)(\(route))"
      case .unwindCount(let count): "\(name)(\(count))"
      case .unwindTo(let id), .dismissLayer(let id), .close(let id),
        .dismissInteractively(let id), .tapBackdrop(let id):
        "\(name)(\(id))"
      case .replacePath(let routes):
        "\(name)([\(routes.map { "\($0)" }.joined(separator: ", "))])"
      case .present(let route, let presentation, let policy):
        "\(name)(\(route), \(presentation.map(\.description) ?? "nil")"
          + (policy == .above ? ")" : ", \(policy.rawValue))")
      case .tapButton(let button, let id): "\(name)(\"\(button)\", in: \(id))"
      case .selectDetent(let detent, let id): "\(name)(\(detent), of: \(id))"
      case .update(let id, let route): "\(name)(\(id), to: \(route))"
      case .apply(let destination): "\(name)(\(destination))"
      }
    }
  }
#endif

extension Navigator.Action where Route: PresentableRoute {
  /// Presents a route with its ``PresentableRoute/defaultPresentation``; a route without one
  /// is refused with ``RejectionReason/noPresentation``.
  public static func present(_ route: Route, policy: ConflictPolicy = .above) -> Self {
    .present(route, as: route.defaultPresentation, policy: policy)
  }
}
