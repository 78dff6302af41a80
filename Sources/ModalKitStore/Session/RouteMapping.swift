// Changing the route type of a store's inputs and recordings, keeping ids and presentations:
// how a store's recorded session becomes one of string routes, the trace format's.

import ModalKit

extension StoreInput {
  /// The same input with every route transformed.
  package func mapRoutes<Other, Failure: Error>(_ transform: (Route) throws(Failure) -> Other)
    throws(Failure) -> StoreInput<Other>
  {
    switch self {
    case .send(let action, let screen): .send(try action.mapRoutes(transform), from: screen)
    case .restore(let navigator): .restore(try navigator.mapRoutes(transform))
    }
  }
}

extension SessionRecording {
  /// The recording with every route written as one link segment, such as `thread:7`: a session
  /// of string routes, the trace format's, that replays event for event like the original.
  ///
  /// ```swift
  /// let session = try store.recording?.withRouteStrings(links.segments)
  /// // session.start, then session.inputs: what a trace writer writes
  /// ```
  ///
  /// - Throws: ``DeepLinkPrintingError`` for a route the mapping cannot write or read back.
  /// - Complexity: O(n) in the entries of the start and the inputs, plus one mapping call per
  ///   route.
  public func withRouteStrings(_ segments: RouteSegments<Route>)
    throws(DeepLinkPrintingError) -> SessionRecording<String>
  {
    let write = { (route: Route) throws(DeepLinkPrintingError) -> String in
      try segments.segment(for: route)
    }
    var mapped: [StoreInput<String>] = []
    mapped.reserveCapacity(inputs.count)
    for input in inputs { mapped.append(try input.mapRoutes(write)) }
    return SessionRecording<String>(start: try start.mapRoutes(write), inputs: mapped)
  }
}
