import ModalKit

/// How an app writes each of its routes as the components of one link segment, and reads them
/// back: `thread(7)` as `["thread", "7"]`, written `thread:7`.
///
/// The two functions must be inverses: `route(components(r)) == r` for every route the app
/// links to. The printer checks it for each route it writes and refuses a route that does not
/// come back (``DeepLinkPrintingError/Problem/notReversible``). The first component, the
/// route's name, must not be empty; the others may be.
///
/// ```swift
/// let segments = RouteSegments<Screen>(
///   components: { route in
///     switch route {
///     case .inbox: ["inbox"]
///     case .thread(let id): ["thread", String(id)]
///     case .settings: ["settings"]
///     }
///   },
///   route: { components in
///     switch components {
///     case ["inbox"]: .inbox
///     case ["settings"]: .settings
///     case let c where c.count == 2 && c[0] == "thread": Int(c[1]).map(Screen.thread)
///     default: nil
///     }
///   })
/// ```
///
/// The same mapping writes a route as one string (``segment(for:limits:)``), which is what a
/// recorded session uses for the trace format's string routes.
public struct RouteSegments<Route: Hashable & Sendable>: Sendable {
  /// The components a route is written with, its name first.
  public let components: @Sendable (Route) -> [String]

  /// The route written with these components, or `nil` when there is none.
  public let route: @Sendable ([String]) -> Route?

  /// Creates a mapping from a route to its components and back.
  public init(
    components: @escaping @Sendable (Route) -> [String],
    route: @escaping @Sendable ([String]) -> Route?
  ) {
    self.components = components
    self.route = route
  }

  /// Writes a route as one segment: its components percent-encoded and joined with `:`.
  ///
  /// - Throws: ``DeepLinkPrintingError`` (at segment 0) when the mapping writes an empty name,
  ///   too many components, or components it does not read back.
  /// - Complexity: O(c) in the length of the components, plus one call of each function.
  public func segment(for route: Route, limits: DeepLinkLimits = .standard)
    throws(DeepLinkPrintingError) -> String
  {
    var text = ""
    try write(route, to: &text, segment: 0, limits: limits)
    return text
  }

  /// Reads a route written as one segment, such as `thread:7`.
  ///
  /// - Throws: ``DeepLinkError`` with its byte offset: anything but components (a `/`, a `;`),
  ///   bad percent-encoding, a route the mapping does not know, more than
  ///   ``DeepLinkLimits/maxLength`` bytes or ``DeepLinkLimits/maxComponents`` components.
  public func route(fromSegment text: String, limits: DeepLinkLimits = .standard)
    throws(DeepLinkError) -> Route
  {
    var reader = try LinkReader(text, limits: limits)
    let route = try reader.readRoute(self)
    guard reader.isAtEnd else { throw DeepLinkError(.unexpectedCharacter, at: reader.position) }
    return route
  }

  /// Appends a route's segment to `text`; errors name segment `segment`.
  func write(_ route: Route, to text: inout String, segment: Int, limits: DeepLinkLimits)
    throws(DeepLinkPrintingError)
  {
    let components = components(route)
    guard let name = components.first, !name.isEmpty else {
      throw DeepLinkPrintingError(.emptyRouteName, segment: segment)
    }
    guard components.count <= limits.maxComponents else {
      throw DeepLinkPrintingError(.tooManyComponents, segment: segment)
    }
    guard self.route(components) == route else {
      throw DeepLinkPrintingError(.notReversible, segment: segment)
    }
    for (index, component) in components.enumerated() {
      if index > 0 { text += ":" }
      appendPercentEncoded(component, to: &text)
    }
  }
}
