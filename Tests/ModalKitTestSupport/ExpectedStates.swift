import ModalKit

// Expected whole states, written as compactly as a description reads: each stack as its
// entries' ids and routes, root first, in a `KeyValuePairs` literal (which keeps its order), so
// `[inbox#0, thread(7)#1] > sheet [settings#2]` is written
//
//     try Nav([0: .inbox, 1: .thread(7)], layers: [ModalLayer(halfSheet, [2: .settings])],
//       nextID: 3)
//
// Each builds the same value as the public initializers, which judge it as they always do.

extension RouteEntry {
  /// An entry, for expected events and states: `RouteEntry(2, .settings)` is `settings#2`.
  package init(_ id: EntryID, _ route: Route) {
    self.init(id: id, route: route)
  }
}

extension RouteStack {
  /// A stack from its entries' ids and routes, root first: `RouteStack([0: .inbox, 1: .compose])`.
  ///
  /// - Precondition: At least one entry, the root.
  package init(_ entries: KeyValuePairs<EntryID, Route>) {
    precondition(!entries.isEmpty, "a stack has a root")
    let all = entries.map { RouteEntry(id: $0.key, route: $0.value) }
    self.init(root: all[0], path: Array(all.dropFirst()))
  }
}

extension ModalLayer {
  /// A layer from its presentation and its stack's entries, the presented entry first:
  /// `ModalLayer(halfSheet, [2: .settings, 3: .profile])`.
  ///
  /// - Precondition: At least one entry, the presented one.
  package init(_ presentation: Presentation, _ entries: KeyValuePairs<EntryID, Route>) {
    let stack = RouteStack(entries)
    self.init(entry: stack.root, presentation: presentation, path: stack.path)
  }
}

extension QueuedPresentation {
  /// A queued presentation: `QueuedPresentation(largeSheet, 4, .profile)`.
  package init(_ presentation: Presentation, _ id: EntryID, _ route: Route) {
    self.init(entry: RouteEntry(id: id, route: route), presentation: presentation)
  }
}

extension Navigator {
  /// A whole expected state from the window's entries, root first, and the other parts,
  /// judged as ``Navigator/init(stack:layers:queue:nextID:)`` judges them.
  ///
  /// - Throws: The first ``InvariantViolation`` of the parts.
  package init(
    _ stack: KeyValuePairs<EntryID, Route>, layers: [ModalLayer<Route>] = [],
    queue: PresentationQueue<Route> = PresentationQueue(), nextID: EntryID
  ) throws(InvariantViolation) {
    try self.init(stack: RouteStack(stack), layers: layers, queue: queue, nextID: nextID)
  }
}
