// Identity across launches: a saved state's ids, made safe to put in place of this navigator's.

extension Navigator {
  /// A saved state with its ids made safe to put in place of this navigator: every entry keeps
  /// its id only when the id cannot name anything else in this navigator's life.
  ///
  /// A fresh navigator numbers its entries from #1, and so did the one that saved the state at
  /// the last launch: the same number names other screens in the two. Within one navigator's
  /// life an id must name one entry (callbacks, hosts and their acknowledgements all hang on
  /// it), so a saved entry keeps its id only when
  ///
  /// - it is the entry this navigator shows now under that id: the same route in the same
  ///   place, with the same beneath it (see below); or
  /// - this navigator never handed the id out (it is at or above ``nextID``).
  ///
  /// Every other saved entry gets a new id, at or above both counters. "The same place" is:
  ///
  /// - a screen: the same level and position, and every entry beneath it in its stack kept (a
  ///   stack changes only at its top);
  /// - a layer: the same level, an equivalent presentation (``Presentation/isEquivalent(to:)``:
  ///   a sheet may rest at another detent), the root kept, and every layer beneath it kept;
  /// - a queued presentation: queued now with an equivalent presentation, either still queued
  ///   or shown as a layer on the same root with every layer beneath it kept (its turn came).
  ///   Above it, only other queued presentations whose turn came can be kept: the live layers
  ///   no longer stand where they did.
  ///
  /// A route that differs makes a different entry: a restore never changes a route in place.
  /// The result has the saved state's routes, presentations, stacks and queue, and a ``nextID``
  /// above every id in both; it is a sound navigator. Applying it with a store's restore then
  /// reports exactly what changed, by id.
  ///
  /// ```swift
  /// // A fresh launch: [inbox#0] > sheet [onboarding#1]; saved: [inbox#0, thread(7)#1]
  /// let safe = navigator.adopting(saved)
  /// // [inbox#0, thread(7)#2]: #0 is the same inbox, #1 named the onboarding sheet here
  /// ```
  ///
  /// - Parameter saved: A sound navigator, typically decoded from saved state.
  /// - Returns: `saved` with safe ids, or `nil` when it needs more new ids than remain below
  ///   ``EntryID/limit`` (never with counters a real session reaches).
  /// - Complexity: O(n + m) in the entries of the two states, plus the comparison of each
  ///   layer's presentations.
  public func adopting(_ saved: Navigator<Route>) -> Navigator<Route>? {
    var renumbering = Renumbering(live: self, saved: saved)
    return renumbering.run()
  }
}

/// The work of ``Navigator/adopting(_:)``: which saved entries keep their ids, and new ids for
/// the others.
struct Renumbering<Route: Hashable & Sendable> {
  let live: Navigator<Route>
  let saved: Navigator<Route>
  /// The next new id.
  var next: UInt64
  /// Whether an id had to be handed out at or past ``EntryID/limit``.
  var exhausted = false

  init(live: Navigator<Route>, saved: Navigator<Route>) {
    self.live = live
    self.saved = saved
    self.next = max(live.nextID.rawValue, saved.nextID.rawValue)
  }

  /// The id a saved entry keeps or gets: its own when it matched or was never handed out here,
  /// otherwise a new one.
  mutating func id(for entry: RouteEntry<Route>, matched: Bool) -> EntryID {
    if matched || entry.id >= live.nextID { return entry.id }
    guard next < EntryID.limit.rawValue else {
      exhausted = true
      return entry.id
    }
    defer { next += 1 }
    return EntryID(rawValue: next)
  }

  /// A saved stack with its ids, matched against a live stack (or none) from the root up.
  mutating func stack(
    _ stack: RouteStack<Route>, against other: RouteStack<Route>?
  ) -> RouteStack<Route> {
    var matching =
      other.map { $0.root.id == stack.root.id && $0.root.route == stack.root.route } ?? false
    let root = RouteEntry(id: id(for: stack.root, matched: matching), route: stack.root.route)
    var path: [RouteEntry<Route>] = []
    path.reserveCapacity(stack.depth)
    for (position, entry) in stack.path.enumerated() {
      if matching, let other {
        matching =
          position < other.depth && other.path[position].id == entry.id
          && other.path[position].route == entry.route
      }
      path.append(RouteEntry(id: id(for: entry, matched: matching), route: entry.route))
    }
    return RouteStack(root: root, path: path)
  }

  mutating func run() -> Navigator<Route>? {
    let stack = stack(saved.stack, against: live.stack)
    var layers: [ModalLayer<Route>] = []
    // Every layer stands on the root: over another root, even the same layer is a new one.
    var lowerKept = stack.root.id == live.stack.root.id
    // Whether every layer so far is the live layer at its level. Once one is not (a queued
    // presentation whose turn came stands where a live layer was), the live layers above no
    // longer stand where they did, and only queued presentations can still be kept.
    var onLiveLayers = lowerKept
    for (index, layer) in saved.layers.enumerated() {
      let liveLayer = index < live.topLevel ? live.layers[index] : nil
      let isLiveLayer =
        onLiveLayers
        && liveLayer.map {
          $0.id == layer.id && $0.entry.route == layer.entry.route
            && $0.presentation.isEquivalent(to: layer.presentation)
        } ?? false
      var kept = isLiveLayer
      let liveStack: RouteStack<Route>?
      if kept {
        liveStack = liveLayer?.stack
      } else if lowerKept, isQueuedNow(layer.entry, layer.presentation) {
        // A queued presentation whose turn came.
        kept = true
        liveStack = RouteStack(root: layer.entry)
      } else {
        liveStack = nil
      }
      let renumbered = self.stack(layer.stack, against: liveStack)
      layers.append(
        ModalLayer(entry: renumbered.root, presentation: layer.presentation, path: renumbered.path))
      onLiveLayers = isLiveLayer
      lowerKept = kept
    }
    var items: [QueuedPresentation<Route>] = []
    for item in saved.queue.items {
      let matched = isQueuedNow(item.entry, item.presentation)
      items.append(
        QueuedPresentation(
          entry: RouteEntry(id: id(for: item.entry, matched: matched), route: item.entry.route),
          presentation: item.presentation))
    }
    guard !exhausted else { return nil }
    return Navigator(
      checked: stack, layers: layers,
      queue: PresentationQueue(items: items, level: saved.queue.level),
      nextID: EntryID(rawValue: next))
  }

  /// Whether the live navigator has this entry queued with an equivalent presentation.
  func isQueuedNow(_ entry: RouteEntry<Route>, _ presentation: Presentation) -> Bool {
    live.queue.items.contains {
      $0.id == entry.id && $0.entry.route == entry.route
        && $0.presentation.isEquivalent(to: presentation)
    }
  }
}
