// Changing the route type of a navigator and of everything that names routes, keeping ids and
// presentations: how a session recorded with an app's routes becomes one of string routes.

extension RouteEntry {
  /// The same entry, with its route transformed.
  public func mapRoute<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> RouteEntry<Other>
  {
    RouteEntry<Other>(id: id, route: try transform(route))
  }
}

extension RouteStack {
  /// The same stack, with every route transformed.
  ///
  /// - Complexity: O(n) in the entries, plus the transforms.
  public func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> RouteStack<Other>
  {
    var mapped: [RouteEntry<Other>] = []
    for entry in path { mapped.append(try entry.mapRoute(transform)) }
    return RouteStack<Other>(root: try root.mapRoute(transform), path: mapped)
  }
}

extension Navigator {
  /// The same state with every route transformed: same ids, presentations, queue and counter.
  ///
  /// With a transform that tells routes apart (as an app's deep-link mapping does), every
  /// action behaves on the result as on the original, event for event: what lets a session
  /// recorded with the app's routes replay with string routes. No rule a navigator keeps
  /// depends on routes, so the result is as sound as the original.
  ///
  /// - Complexity: O(n) in the entries, plus the transforms.
  public func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> Navigator<Other>
  {
    var mapped: [ModalLayer<Other>] = []
    for layer in layers {
      let stack = try layer.stack.mapRoutes(transform)
      mapped.append(
        ModalLayer(entry: stack.root, presentation: layer.presentation, path: stack.path))
    }
    var items: [QueuedPresentation<Other>] = []
    for item in queue.items {
      items.append(
        QueuedPresentation(
          entry: try item.entry.mapRoute(transform), presentation: item.presentation))
    }
    return Navigator<Other>(
      checked: try stack.mapRoutes(transform), layers: mapped,
      queue: PresentationQueue(items: items, level: queue.level), nextID: nextID)
  }
}

extension Destination {
  /// The same destination with every route transformed.
  public func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> Destination<Other>
  {
    var mappedPath: [Other] = []
    for route in path { mappedPath.append(try transform(route)) }
    var mappedLayers: [Destination<Other>.Layer] = []
    for layer in layers {
      var layerPath: [Other] = []
      for route in layer.path { layerPath.append(try transform(route)) }
      mappedLayers.append(
        .init(try transform(layer.route), as: layer.presentation, path: layerPath))
    }
    return Destination<Other>(root: try transform(root), path: mappedPath, layers: mappedLayers)
  }
}

extension Navigator.Action {
  /// The same action with every route it names transformed.
  public func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> Navigator<Other>.Action
  {
    switch self {
    case .push(let route): return .push(try transform(route))
    case .pushIfNotOnTop(let route): return .pushIfNotOnTop(try transform(route))
    case .unwind: return .unwind
    case .unwindCount(let count): return .unwindCount(count)
    case .unwindTo(let id): return .unwindTo(id)
    case .unwindToLast(let route): return .unwindToLast(try transform(route))
    case .home: return .home
    case .replace(let route): return .replace(try transform(route))
    case .replacePath(let routes):
      var mapped: [Other] = []
      for route in routes { mapped.append(try transform(route)) }
      return .replacePath(mapped)
    case .present(let route, let presentation, let policy):
      return .present(try transform(route), as: presentation, policy: policy)
    case .dismiss: return .dismiss
    case .dismissLayer(let id): return .dismissLayer(id)
    case .dismissAll: return .dismissAll
    case .close(let id): return .close(id)
    case .dismissInteractively(let id): return .dismissInteractively(id)
    case .tapBackdrop(let id): return .tapBackdrop(id)
    case .tapButton(let button, let id): return .tapButton(button, in: id)
    case .selectDetent(let detent, let id): return .selectDetent(detent, of: id)
    case .update(let id, let route): return .update(id, to: try transform(route))
    case .apply(let destination): return .apply(try destination.mapRoutes(transform))
    case .reset(let route): return .reset(try transform(route))
    }
  }
}

extension Navigator.Event {
  /// The same event with every route it names transformed.
  public func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> Navigator<Other>.Event
  {
    switch self {
    case .pushed(let entry): .pushed(try entry.mapRoute(transform))
    case .popped(let entry): .popped(try entry.mapRoute(transform))
    case .presented(let entry, let presentation):
      .presented(try entry.mapRoute(transform), presentation)
    case .dismissed(let entry, let reason):
      .dismissed(try entry.mapRoute(transform), reason: reason)
    case .queued(let entry, let presentation): .queued(try entry.mapRoute(transform), presentation)
    case .dropped(let entry): .dropped(try entry.mapRoute(transform))
    case .detentChanged(let id, let from, let to): .detentChanged(id, from: from, to: to)
    case .updated(let id, let from, let to):
      .updated(id, from: try transform(from), to: try transform(to))
    case .rejected(let action, let reason):
      .rejected(try action.mapRoutes(transform), reason: reason)
    }
  }
}
