// The one path every action takes, in two calls: for an owner that announces a change before it
// happens, and only when one will (a store's `willChange`), with the action checked once.

extension Navigator {
  /// What an action's checks found on this navigator: where it applies, and what its
  /// transition needs.
  ///
  /// Good for one ``perform(_:_:)`` on the navigator as it was checked.
  @usableFromInline
  package struct Checked: Sendable {
    /// The level the action acts on.
    @usableFromInline let level: Int
    /// What the checks found.
    @usableFromInline let target: Target

    @inlinable
    init(level: Int, target: Target) {
      self.level = level
      self.target = target
    }
  }

  /// Runs an action's checks, as ``send(_:)`` (or ``send(_:from:)`` with a screen) runs them
  /// first, and changes nothing.
  ///
  /// Between this and ``perform(_:_:)`` the owner may call out (a store tells its observers a
  /// change is coming, and they read the state as it is); it must not change the navigator.
  ///
  /// It changes nothing, yet is `mutating`: an owner that keeps its navigator in a class then
  /// checks it in place, where a method that only reads would be handed a copy (every
  /// reference retained) by a caller that cannot tell what the checks call.
  ///
  /// - Throws: The reason ``send(_:)`` would give in its `rejected` event.
  /// - Complexity: That of the action's checks, as ``rejection(of:from:)``.
  @inlinable @inline(__always)
  package mutating func check(_ action: Action, from screen: EntryID?) throws(RejectionReason)
    -> Checked
  {
    var level = topLevel
    if let screen {
      switch screenLevel(screen) {
      case .success(let found): level = found
      case .failure(let reason): throw reason
      }
    }
    return Checked(level: level, target: try check(action, at: level))
  }

  /// Carries out an action that ``check(_:from:)`` passed on this very state, without checking
  /// it again; returns its events, as ``send(_:)`` does.
  ///
  /// - Complexity: That of the action's transition.
  @inlinable @inline(__always)
  package mutating func perform(_ action: Action, _ checked: Checked) -> Events {
    perform(action, at: checked.level, checked.target)
  }
}
