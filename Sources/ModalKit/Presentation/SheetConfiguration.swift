/// How a sheet shows: the detents it offers, the one it rests at, its grabber, and its dimming.
///
/// This is what UIKit sets on `UISheetPresentationController` (`detents`,
/// `prefersGrabberVisible`, `largestUndimmedDetentIdentifier`) and what SwiftUI spells
/// `presentationDetents`, `presentationDragIndicator` and `presentationBackgroundInteraction`.
///
/// A configuration can be built with any values; presenting it checks them (see
/// ``Presentation/problem``): the offered detents are non-empty with no duplicates, each valid,
/// and the selection and largest undimmed detent are among them.
public struct SheetConfiguration: Hashable, Sendable {
  /// The heights the sheet can rest at, in the caller's order.
  public var detents: [Detent]

  /// The detent the sheet rests at now; ``Navigator/selectDetent(_:of:)`` changes it.
  public var selection: Detent

  /// Whether the sheet shows a grabber at its top edge.
  public var showsGrabber: Bool

  /// The largest detent at which the content beneath stays undimmed and interactive, if any.
  public var largestUndimmedDetent: Detent?

  /// Creates a sheet configuration.
  ///
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at; `[.large]` by default.
  ///   - selection: The detent to rest at first; the first offered detent when `nil`.
  ///   - showsGrabber: Whether to show a grabber; `false` by default.
  ///   - largestUndimmedDetent: The largest detent that leaves the content beneath interactive.
  public init(
    detents: [Detent] = [.large],
    selection: Detent? = nil,
    showsGrabber: Bool = false,
    largestUndimmedDetent: Detent? = nil
  ) {
    self.detents = detents
    self.selection = selection ?? detents.first ?? .large
    self.showsGrabber = showsGrabber
    self.largestUndimmedDetent = largestUndimmedDetent
  }
}
