import ModalKit

/// The link grammar for one app: its route mapping, how each presented route shows, and the
/// limits; reads a link into a `Destination` and writes one back.
///
/// ```
/// link     = "/" root *( "/" segment )
/// root     = route                                   the window's root, never presented
/// segment  = route [ ";" style [ "=" detent ] ]     a push, or a new layer
/// route    = component *( ":" component )           as the app's RouteSegments write it
/// style    = "sheet" / "fullScreenCover" / "overlay" / "confirmationDialog" / "alert"
/// detent   = "medium" / "large" / number / number "pt"
/// ```
///
/// A segment with a style presents its route as a new layer; the segments after it are pushed
/// inside that layer, up to the next layer. Components are percent-encoded UTF-8: the printer
/// writes `A-Z a-z 0-9 - . _ ~` as themselves and every other byte as `%XX`.
///
/// ```
/// /inbox/thread:7                                    inbox, thread(7) pushed
/// /inbox/settings;sheet/account                      settings as a sheet, account pushed in it
/// /inbox/settings;sheet=large                        the same sheet resting at .large
/// /inbox/compose;fullScreenCover/photo:3;sheet=0.4   a cover, a sheet over it at .fraction(0.4)
/// /inbox/search:caf%C3%A9%20cr%C3%A8me                search("café crème")
/// ```
///
/// How a layer shows comes from the app, never from the link: the link names the style, which
/// must be the style of the route's presentation in the mapping, and may select one of its
/// offered detents (the printer leaves out the mapping's own selection). So a link cannot make
/// an alert say something the app did not write, or a sheet offer detents it does not offer.
public struct DeepLinkFormat<Route: Hashable & Sendable>: Sendable {
  /// How each route is written as a segment and read back.
  public let segments: RouteSegments<Route>

  /// How a route shows when a link presents it, or `nil` for a route that is only pushed.
  public let presentation: @Sendable (Route) -> Presentation?

  /// The bounds a link must keep.
  public let limits: DeepLinkLimits

  /// Creates a link format from a route mapping and the presentation of each presented route.
  public init(
    segments: RouteSegments<Route>,
    presentation: @escaping @Sendable (Route) -> Presentation?,
    limits: DeepLinkLimits = .standard
  ) {
    self.segments = segments
    self.presentation = presentation
    self.limits = limits
  }

  /// Creates a link format whose layers show as their routes'
  /// `PresentableRoute.defaultPresentation`.
  public init(segments: RouteSegments<Route>, limits: DeepLinkLimits = .standard)
  where Route: PresentableRoute {
    self.init(segments: segments, presentation: { $0.defaultPresentation }, limits: limits)
  }

  // MARK: - Reading

  /// Reads a link into a destination, or throws what is wrong and where.
  ///
  /// The text is untrusted: every input returns or throws, nothing traps, and the work is
  /// bounded by ``limits``. A destination it returns passes `Destination.check()`. Pass the
  /// URL's path still percent-encoded (`URL.path(percentEncoded: true)`, or
  /// `URLComponents.percentEncodedPath`), not `URL.path`, which decodes it.
  ///
  /// - Throws: ``DeepLinkError``, with the byte offset of the problem.
  /// - Complexity: O(n) in the length of the link, plus one call of the mapping per segment.
  public func destination(from link: String) throws(DeepLinkError) -> Destination<Route> {
    var reader = try LinkReader(link, limits: limits)
    guard reader.next(is: Byte.slash) else { throw DeepLinkError(.expectedSlash, at: 0) }
    reader.position = 1
    // The root first; then every segment changes the one destination in place, so reading a
    // link never copies what it has read so far.
    var destination = Destination(root: try readSegmentRoute(&reader, count: 0))
    if reader.next(is: Byte.semicolon) {
      throw DeepLinkError(.presentedRoot, at: reader.position)
    }
    var segmentCount = 1
    while !reader.isAtEnd {
      reader.position += 1  // Every piece stops at a `/` or at the end.
      let start = reader.position
      let route = try readSegmentRoute(&reader, count: segmentCount)
      if reader.next(is: Byte.semicolon) {
        guard destination.layers.count < limits.maxLayers else {
          throw DeepLinkError(.tooManyLayers, at: reader.position)
        }
        reader.position += 1
        let shown = try reader.readPresentation(for: route, self)
        destination.layers.append(.init(route, as: shown))
      } else if let top = destination.layers.indices.last {
        let depth = destination.layers[top].path.count + 1
        if let problem = destination.layers[top].presentation.layerProblem(depth: depth) {
          throw DeepLinkError(DeepLinkError.Problem(problem), at: start)
        }
        destination.layers[top].path.append(route)
      } else {
        destination.path.append(route)
      }
      segmentCount += 1
    }
    return destination
  }

  /// Reads the route of the next segment, after checking that the segment is not empty and not
  /// one too many.
  func readSegmentRoute(_ reader: inout LinkReader, count: Int) throws(DeepLinkError) -> Route {
    let start = reader.position
    if reader.isAtEnd || reader.next(is: Byte.slash) {
      throw DeepLinkError(.emptySegment, at: start)
    }
    if count == limits.maxSegments { throw DeepLinkError(.tooManySegments, at: start) }
    return try reader.readRoute(segments)
  }

  // MARK: - Writing

  /// Writes a destination as a link that ``destination(from:)`` reads back to it.
  ///
  /// - Throws: ``DeepLinkPrintingError`` for what a link cannot carry: a route the mapping
  ///   cannot write or read back, a layer whose presentation is not the mapping's (apart from
  ///   its selected detent), a push inside an alert, or a link beyond ``limits``.
  /// - Complexity: O(n) in the length of the link, plus two calls of the mapping per segment.
  public func link(for destination: Destination<Route>) throws(DeepLinkPrintingError) -> String {
    var text = ""
    var segment = 0
    func write(_ route: Route) throws(DeepLinkPrintingError) {
      guard segment < limits.maxSegments else {
        throw DeepLinkPrintingError(.tooManySegments, segment: segment)
      }
      text += "/"
      try segments.write(route, to: &text, segment: segment, limits: limits)
    }
    func next() throws(DeepLinkPrintingError) {
      guard text.utf8.count <= limits.maxLength else {
        throw DeepLinkPrintingError(.tooLong, segment: segment)
      }
      segment += 1
    }

    try write(destination.root)
    try next()
    for route in destination.path {
      try write(route)
      try next()
    }
    for (index, layer) in destination.layers.enumerated() {
      guard index < limits.maxLayers else {
        throw DeepLinkPrintingError(.tooManyLayers, segment: segment)
      }
      try write(layer.route)
      text += try styleSuffix(for: layer, segment: segment)
      try next()
      if layer.presentation.layerProblem(depth: layer.path.count) == .pushInNonNavigableLayer {
        throw DeepLinkPrintingError(.layerNotNavigable, segment: segment)
      }
      for route in layer.path {
        try write(route)
        try next()
      }
    }
    return text
  }

  /// `;style`, and `=detent` when the layer rests elsewhere than the mapping's selection.
  func styleSuffix(for layer: Destination<Route>.Layer, segment: Int)
    throws(DeepLinkPrintingError) -> String
  {
    guard let mapped = presentation(layer.route) else {
      throw DeepLinkPrintingError(.notPresentable, segment: segment)
    }
    if case .invalidPresentation(let problem)? =
      mapped.layerProblem(depth: 0) ?? layer.presentation.layerProblem(depth: 0)
    {
      throw DeepLinkPrintingError(.invalidPresentation(problem), segment: segment)
    }
    guard mapped.isEquivalent(to: layer.presentation) else {
      throw DeepLinkPrintingError(.presentationNotInMapping, segment: segment)
    }
    var suffix = ";" + mapped.styleName
    if let selected = layer.presentation.sheet?.selection, selected != mapped.sheet?.selection {
      suffix += "=" + selected.linkToken
    }
    return suffix
  }
}
