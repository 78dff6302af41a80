// A ModalKit sheet as UISheetPresentationController draws it on each system: which detents it
// gets, in which order, and how a detent the user dragged to reads back.

import ModalKit

/// The system a UIKit host runs on, as far as its decisions depend on it.
///
/// An app passes `UIKitSystem.current` (from the `#if canImport(UIKit)` part of the module);
/// tests pass each system in turn, so every decision that depends on the version is tested.
public enum UIKitSystem: Hashable, Sendable {
  /// iOS or iPadOS (and Mac Catalyst), with this major version.
  case iOS(Int)
  /// tvOS, with this major version.
  case tvOS(Int)

  /// Whether sheets get a `UISheetPresentationController`: iOS 15 and later, never tvOS
  /// (platform fact 6.1; its header marks it `API_UNAVAILABLE(tvos)`).
  package var hasSheetPresentationController: Bool {
    if case .iOS(let major) = self { return major >= 15 }
    return false
  }

  /// Whether sheets can rest at custom heights: `UISheetPresentationController.Detent`'s
  /// `custom(identifier:resolver:)` is iOS 16 and later (platform fact 6.1).
  package var hasCustomDetents: Bool {
    if case .iOS(let major) = self { return major >= 16 }
    return false
  }
}

extension UIKitSystem: CustomStringConvertible {
  /// The system as Apple names it: `iOS 15`, `tvOS 17`.
  public var description: String {
    switch self {
    case .iOS(let major): "iOS \(major)"
    case .tvOS(let major): "tvOS \(major)"
    }
  }
}

/// A detent as `UISheetPresentationController` gets it.
///
/// The UIKit part of the module turns each into `UISheetPresentationController.Detent`:
/// ``medium`` and ``large`` into the system's `.medium()` and `.large()` (iOS 15), a
/// ``custom(_:)`` into `.custom(identifier:resolver:)` (iOS 16) with the identifier
/// ``identifier`` and a resolver that returns ``CustomHeight/points(in:)`` of the context's
/// `maximumDetentValue`.
package enum UIKitDetent: Hashable, Sendable {
  /// The system's medium detent: about half the screen, inactive in compact height
  /// (platform fact 6.2).
  case medium
  /// The system's large detent: the full height.
  case large
  /// A custom detent (iOS 16 and later).
  case custom(CustomHeight)

  /// The height of a custom detent, resolved against the sheet's maximum height.
  package enum CustomHeight: Hashable, Sendable {
    /// This share of the maximum height, in (0, 1].
    case fraction(Double)
    /// This many points, capped at the maximum height.
    case points(Double)

    /// The height in points for a sheet whose maximum height is `maximum`: what the detent's
    /// resolver returns.
    package func points(in maximum: Double) -> Double {
      switch self {
      case .fraction(let share): share * maximum
      case .points(let height): min(height, maximum)
      }
    }
  }

  /// The identifier UIKit knows the detent by: `medium` and `large` stand for the system's
  /// own identifiers; a custom detent's is `modalkit.fraction(0.3)` or `modalkit.height(200.0)`,
  /// unique per height, as `custom(identifier:resolver:)` asks.
  package var identifier: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .custom(.fraction(let share)): "modalkit.fraction(\(share))"
    case .custom(.points(let height)): "modalkit.height(\(height))"
    }
  }
}

extension UIKitDetent: CustomStringConvertible {
  /// The detent in short: `medium`, `large`, `custom(fraction(0.3))`, `custom(height(200.0))`.
  package var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .custom(.fraction(let share)): "custom(fraction(\(share)))"
    case .custom(.points(let height)): "custom(height(\(height)))"
    }
  }
}

/// How a ModalKit sheet is drawn by `UISheetPresentationController` on one system: its
/// detents, the selected one, the largest undimmed one and the grabber, each ModalKit detent
/// with the UIKit detent it is drawn as.
///
/// | ModalKit | iOS 15 | iOS 16 and later |
/// |---|---|---|
/// | `medium` | `.medium()` | `.medium()` |
/// | `large` | `.large()` | `.large()` |
/// | `fraction(f)` | `.medium()` if f ≤ 0.75, else `.large()` | `.custom` at f × the maximum height |
/// | `height(h)` | as the fraction h / the maximum height in the window | `.custom` at h, capped at the maximum |
///
/// iOS 15 has no custom detents (platform fact 6.1), so a fraction or a height rests at the
/// nearer of the two system detents, medium (half the maximum height) and large (all of it);
/// at exactly three quarters, medium, as a partial detent asks for what is beneath to stay in
/// sight. Two ModalKit detents drawn as one UIKit detent give it once (UIKit wants each
/// identifier once); a drag to it reads back as the sheet's selection if that is one of them,
/// otherwise as the first offered.
///
/// UIKit wants its detents "from smallest to largest" (platform fact 6.3): they are ordered by the
/// heights ModalKit's layout resolves in the window (`LayoutContainer.detentsByHeight(_:)`).
package struct UIKitSheet: Hashable, Sendable {
  /// The UIKit detents, each once, smallest first: `UISheetPresentationController.detents`.
  package var detents: [UIKitDetent]

  /// The detent the sheet rests at: `selectedDetentIdentifier`.
  package var selected: UIKitDetent

  /// The largest detent that leaves the screen beneath undimmed and interactive, or `nil` to
  /// dim it at every detent: `largestUndimmedDetentIdentifier` (platform fact 6.5).
  package var largestUndimmed: UIKitDetent?

  /// Whether the grabber shows: `prefersGrabberVisible`.
  package var prefersGrabberVisible: Bool

  /// Every offered ModalKit detent, in the caller's order, with the UIKit detent it is drawn as.
  package var drawnAs: [DetentDrawing]

  /// A ModalKit detent and the UIKit detent it is drawn as.
  package struct DetentDrawing: Hashable, Sendable {
    /// The detent the navigator offers.
    package var detent: Detent
    /// The detent UIKit gets for it.
    package var uiKit: UIKitDetent

    /// Pairs a ModalKit detent with its UIKit detent.
    package init(_ detent: Detent, _ uiKit: UIKitDetent) {
      self.detent = detent
      self.uiKit = uiKit
    }
  }

  /// Draws a sheet configuration on a system, in a window of this size.
  ///
  /// - Parameters:
  ///   - sheet: The sheet as the navigator holds it.
  ///   - system: Whether custom detents exist (iOS 16) or not (iOS 15).
  ///   - container: The window, to resolve heights for the order and, on iOS 15, to choose
  ///     between medium and large for a height.
  /// - Complexity: O(d log d) for d detents.
  package init(_ sheet: SheetConfiguration, system: UIKitSystem, in container: LayoutContainer) {
    var drawnAs: [DetentDrawing] = []
    for detent in sheet.detents {
      drawnAs.append(DetentDrawing(detent, Self.uiKitDetent(detent, system: system, in: container)))
    }
    var detents: [UIKitDetent] = []
    for detent in container.detentsByHeight(sheet) {
      let drawn = Self.uiKitDetent(detent, system: system, in: container)
      if !detents.contains(drawn) { detents.append(drawn) }
    }
    self.detents = detents
    self.selected = Self.uiKitDetent(sheet.selection, system: system, in: container)
    self.largestUndimmed = sheet.largestUndimmedDetent.map {
      Self.uiKitDetent($0, system: system, in: container)
    }
    self.prefersGrabberVisible = sheet.showsGrabber
    self.drawnAs = drawnAs
  }

  /// The UIKit detent a ModalKit detent is drawn as on a system.
  ///
  /// - Complexity: O(1).
  package static func uiKitDetent(
    _ detent: Detent, system: UIKitSystem, in container: LayoutContainer
  ) -> UIKitDetent {
    switch detent {
    case .medium: return .medium
    case .large: return .large
    case .fraction(let share):
      return system.hasCustomDetents ? .custom(.fraction(share)) : nearestSystemDetent(share)
    case .height(let height):
      if system.hasCustomDetents { return .custom(.points(height)) }
      let maximum = container.sheetMaximumHeight
      return nearestSystemDetent(maximum > 0 ? container.sheetHeight(at: detent) / maximum : 0.5)
    }
  }

  /// Medium for a share of the maximum height up to three quarters, large above: the nearer
  /// of the two, medium on the tie.
  static func nearestSystemDetent(_ share: Double) -> UIKitDetent {
    share <= 0.75 ? .medium : .large
  }

  /// The ModalKit detent the sheet rests at when UIKit says it rests at `uiKit`.
  ///
  /// - Parameters:
  ///   - uiKit: What UIKit reports; `nil` is what `selectedDetentIdentifier == nil` means, the
  ///     smallest detent (platform fact 6.3).
  ///   - current: The sheet's selection before, which wins when it is drawn as `uiKit`.
  /// - Returns: The selection if it is drawn as `uiKit`, else the first offered detent drawn as
  ///   it; `nil` for a detent the sheet does not offer.
  /// - Complexity: O(d) in the offered detents.
  package func detent(for uiKit: UIKitDetent?, current: Detent?) -> Detent? {
    guard let drawn = uiKit ?? detents.first else { return nil }
    if let current, drawnAs.contains(DetentDrawing(current, drawn)) { return current }
    return drawnAs.first { $0.uiKit == drawn }?.detent
  }
}

extension UIKitSheet: CustomStringConvertible {
  /// The sheet in short: `medium, large; at medium; grabber; undimmed up to medium`.
  package var description: String {
    var parts = [detents.map(\.description).joined(separator: ", "), "at \(selected)"]
    if prefersGrabberVisible { parts.append("grabber") }
    if let largestUndimmed { parts.append("undimmed up to \(largestUndimmed)") }
    return parts.joined(separator: "; ")
  }
}
