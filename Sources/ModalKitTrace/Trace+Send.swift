// Sending one input of a trace: from its screen when it has one.

import ModalKit

extension Trace {
  /// Sends one input to a navigator as a replay does: with ``Navigator/send(_:from:)`` from its
  /// screen when it has one, with ``Navigator/send(_:)`` otherwise.
  ///
  /// A trace's ids stop where the navigator's do, at ``EntryID/limit`` (2⁵³ − 1): an action
  /// that needs more is refused with ``RejectionReason/idsExhausted`` by the navigator itself,
  /// so a replay and a store's session agree to the last id (see "Ids" in TraceFormat.md).
  ///
  /// - Parameters:
  ///   - input: The action, and the screen it is sent from.
  ///   - navigator: The navigator to change.
  /// - Returns: The action's events.
  /// - Complexity: That of the action.
  @discardableResult
  public static func send(_ input: Input, to navigator: inout Navigator<String>)
    -> Navigator<String>.Events
  {
    if let screen = input.screen { return navigator.send(input.action, from: screen) }
    return navigator.send(input.action)
  }
}
