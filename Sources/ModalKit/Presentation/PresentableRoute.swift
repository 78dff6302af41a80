/// A route that knows how it is presented: dialog-type routing without repeating it at call sites.
///
/// Seed 002 switched over its `ModalType` in a view to decide which cases got a sheet, which a
/// full-screen viewer and which an alert. Conforming moves that switch next to the routes:
///
/// ```swift
/// enum Modal: PresentableRoute {
///   case settings, alert(title: String, message: String)
///
///   var defaultPresentation: Presentation {
///     switch self {
///     case .settings: .sheet(detents: [.large])
///     case .alert(let title, let message): .alert(title, message: message)
///     }
///   }
/// }
///
/// navigator.send(.present(Modal.settings))   // a large sheet
/// ```
public protocol PresentableRoute: Hashable, Sendable {
  /// The presentation ``Navigator/present(_:policy:)`` uses when none is given.
  var defaultPresentation: Presentation { get }
}
