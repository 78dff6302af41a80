/// A route that knows how it is presented: dialog-type routing without repeating it at call sites.
///
/// An app that switches over its modal enum in a view, to decide which cases get a sheet,
/// which a full-screen viewer and which an alert, moves that switch next to the routes.
/// Routes that are only ever pushed answer `nil`. (There is deliberately no default
/// implementation: a conformer that wrote a non-optional `defaultPresentation` would silently
/// get the default instead of its own.)
///
/// ```swift
/// enum Screen: PresentableRoute {
///   case inbox, thread(Int), settings, alert(title: String)
///
///   var defaultPresentation: Presentation? {
///     switch self {
///     case .settings: .sheet(detents: [.large])
///     case .alert(let title): .alert(title)
///     case .inbox, .thread: nil
///     }
///   }
/// }
///
/// navigator.send(.present(Screen.settings))   // a large sheet
/// navigator.send(.present(Screen.inbox))      // rejected: noPresentation
/// ```
public protocol PresentableRoute: Hashable, Sendable {
  /// The presentation ``Navigator/present(_:policy:)`` uses, or `nil` for a route that is not
  /// presented on its own (presenting it without a presentation is refused with
  /// ``RejectionReason/noPresentation``).
  var defaultPresentation: Presentation? { get }
}
