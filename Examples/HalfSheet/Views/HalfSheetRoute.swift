// EXAMPLE CODE: the routes of the half-sheet article's app, built on every platform so
// that Tests/ModalKitUIKitTests plays the article's flow with them. The views: HalfSheetViews.swift.

import ModalKit

/// The screens of the half-sheet article's app: a home screen, and a half sheet over it.
///
/// The sheet names its own presentation (`PresentableRoute`), so a call site says
/// `present(.halfSheet)`: medium and large detents and a visible grabber, as the article's
/// `CustomHostingController` set them on its `UISheetPresentationController`.
public enum HalfSheetRoute: PresentableRoute, CustomStringConvertible {
  /// "Hello!", and a button that shows the half sheet.
  case home
  /// "This is Half Sheet.", and a button that dismisses it.
  case halfSheet

  /// The half sheet's presentation; the home screen is only ever the root.
  public var defaultPresentation: Presentation? {
    switch self {
    case .home: nil
    case .halfSheet: .sheet(detents: [.medium, .large], showsGrabber: true)
    }
  }

  /// The route's name: `home`, `halfSheet`.
  public var description: String {
    switch self {
    case .home: "home"
    case .halfSheet: "halfSheet"
    }
  }
}
