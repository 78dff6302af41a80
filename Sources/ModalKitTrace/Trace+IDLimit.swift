// The trace's id limit: every id and `nextID` a trace carries is exact in an IEEE double, so a
// replay refuses with `idsExhausted` where the Swift navigator, with 2⁶⁴ ids, would go on.

import ModalKit

extension Trace {
  /// The largest `nextID` a replay reaches: 2⁵³ − 1, the largest integer a trace may carry.
  ///
  /// Ids run from 0 to `idLimit − 1`, and `idLimit` itself is never handed out, as the Swift
  /// navigator never hands out `UInt64.max`. So every id and counter of a trace is exact in an
  /// IEEE double, and a port that keeps ids as JavaScript numbers hands out the same ids as one
  /// with 64-bit integers. An action that would need an id at or past the limit is refused with
  /// ``RejectionReason/idsExhausted`` (see "Ids" in TraceFormat.md).
  public static let idLimit = EntryID(rawValue: UInt64(maximumTraceInteger))

  /// Sends one input to a navigator as a replay does: from its screen when it has one, with ids
  /// limited to ``idLimit``.
  ///
  /// Where the action creates no entry, or the counter is far from the limit, this is
  /// ``Navigator/send(_:)`` or ``Navigator/send(_:from:)`` and nothing more. Near the limit, the
  /// navigator's own checks are asked on a copy whose ids are all moved up by the same amount,
  /// so that the core's limit of 2⁶⁴ − 1 falls where the trace's does: its answer is then the
  /// trace's, with `idsExhausted` in the place each action's checks give it.
  ///
  /// - Parameters:
  ///   - input: The action, and the screen it is sent from.
  ///   - navigator: The navigator to change.
  /// - Returns: The action's events.
  /// - Complexity: That of the action; near the limit, O(n) more in the entries for the copy.
  @discardableResult
  public static func send(_ input: Input, to navigator: inout Navigator<String>)
    -> Navigator<String>.Events
  {
    if exhaustsIDs(input, in: navigator) { return [.rejected(input.action, reason: .idsExhausted)] }
    if let screen = input.screen { return navigator.send(input.action, from: screen) }
    return navigator.send(input.action)
  }

  /// Whether the trace's limit refuses the input where the navigator's own would not.
  private static func exhaustsIDs(_ input: Input, in navigator: Navigator<String>) -> Bool {
    let counter = navigator.nextID.rawValue
    let room = idLimit.rawValue - min(counter, idLimit.rawValue)
    guard UInt64(mostEntriesCreated(by: input.action)) > room else { return false }
    // The copy's room under UInt64.max is the trace's room under idLimit (none for a counter
    // already past it, which no trace can carry). Every check but the count of ids compares
    // ids only with each other, and a shift keeps that.
    let shift = UInt64.max - max(counter, idLimit.rawValue)
    let moved = EntryID(rawValue: counter + shift)
    let screen = input.screen.map { EntryID(rawValue: $0.rawValue &+ shift) }
    guard let probe = shifted(navigator, by: shift, nextID: moved) else { return false }
    return probe.rejection(of: input.action, from: screen) == .idsExhausted
  }

  /// The most entries an action can create when it applies: what its `idsExhausted` check counts
  /// at most.
  private static func mostEntriesCreated(by action: Navigator<String>.Action) -> Int {
    switch action {
    case .push, .pushIfNotOnTop, .replace, .present, .reset: 1
    case .replacePath(let routes): routes.count
    case .apply(let destination): destination.entryCount
    case .unwind, .unwindCount, .unwindTo, .unwindToLast, .home, .dismiss, .dismissLayer,
      .dismissAll, .close, .dismissInteractively, .tapBackdrop, .tapButton, .selectDetent, .update:
      0
    }
  }

  /// The navigator with every id moved up by `shift`: the same state, numbered higher.
  private static func shifted(
    _ navigator: Navigator<String>, by shift: UInt64, nextID: EntryID
  ) -> Navigator<String>? {
    func move(_ entry: RouteEntry<String>) -> RouteEntry<String> {
      RouteEntry(id: EntryID(rawValue: entry.id.rawValue + shift), route: entry.route)
    }
    func move(_ stack: RouteStack<String>) -> RouteStack<String> {
      RouteStack(root: move(stack.root), path: stack.path.map(move))
    }
    let layers = navigator.layers.map {
      ModalLayer(
        entry: move($0.entry), presentation: $0.presentation, path: $0.stack.path.map(move))
    }
    let items = navigator.queue.items.map {
      QueuedPresentation(entry: move($0.entry), presentation: $0.presentation)
    }
    return try? Navigator(
      stack: move(navigator.stack), layers: layers,
      queue: PresentationQueue(items: items, level: navigator.queue.level), nextID: nextID)
  }
}
