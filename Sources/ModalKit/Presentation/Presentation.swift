/// How a presented layer shows and what the user may do to remove it.
///
/// A presentation is a ``Style`` (sheet, full-screen cover, overlay, confirmation dialog or
/// alert) and ``DismissalRules``. Each style has its own default rules, so most call sites only
/// name the style:
///
/// ```swift
/// let halfSheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
/// let picker = Presentation.overlay(.bottom, .half)
/// ```
public struct Presentation: Hashable, Sendable {
  /// The ways a layer can be drawn.
  public enum Style: Hashable, Sendable {
    /// A card that slides up from the bottom and rests at one of its detents.
    case sheet(SheetConfiguration)
    /// A screen that covers everything, with no backdrop.
    case fullScreenCover
    /// A custom view drawn over the screen at a position and a size: an image picker, or a
    /// date-range dialog with Cancel and Done buttons.
    case overlay(OverlayConfiguration)
    /// A confirmation dialog, as SwiftUI's `confirmationDialog`: a title, a message and a list
    /// of actions.
    case confirmationDialog(AlertContent)
    /// An alert: a title, a message and one or more buttons.
    case alert(AlertContent)
  }

  /// The style, the rules and what validation found, shared by copies until one changes.
  ///
  /// A presentation is copied into the action, the layer and the event of every `present`;
  /// sharing one storage makes each copy a reference count instead of a copy of the style's
  /// payload, and keeps the result of validation, so a presentation is checked once, when it
  /// is made or changed, not each time it is presented.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Unchecked, for Sendable and for exclusivity: the fields change only through
    // `Presentation`'s setters, after `isKnownUniquelyReferenced` has shown that no other value
    // shares this storage, so no two accesses can overlap. A class's stored properties are
    // otherwise checked for exclusive access at run time, at every read. What each check costs,
    // in instructions per operation (`modalkit-bench --instructions`, unchecked against checked):

    /// How the layer is drawn.
    ///
    /// Unchecked: present 368 against 438, selectDetent 338 against 593, a push from a screen
    /// 346 against 406.
    @usableFromInline @exclusivity(unchecked) var style: Style
    /// What the user may do to remove the layer.
    ///
    /// Unchecked: selectDetent 338 against 389, a push from a screen 346 against 403.
    @usableFromInline @exclusivity(unchecked) var rules: DismissalRules
    /// The first reason the presentation cannot be shown, as ``Presentation/problem`` says.
    ///
    /// Unchecked: present 368 against 461.
    @usableFromInline @exclusivity(unchecked) var problem: PresentationProblem?

    @usableFromInline
    init(style: Style, rules: DismissalRules) {
      self.style = style
      self.rules = rules
      self.problem = Presentation.problem(of: style)
    }
  }

  /// The shared storage; see ``Storage``.
  @usableFromInline var storage: Storage

  /// Creates a presentation; without rules, the style's defaults (``DismissalRules/default(for:)``).
  ///
  /// - Complexity: O(d²) for a sheet with d detents, O(b²) for b buttons: the presentation is
  ///   validated once, here.
  public init(_ style: Style, rules: DismissalRules? = nil) {
    storage = Storage(style: style, rules: rules ?? .default(for: style))
  }

  /// How the layer is drawn.
  @inlinable
  public var style: Style {
    get { storage.style }
    set {
      makeUnique()
      storage.style = newValue
      storage.problem = Presentation.problem(of: newValue)
    }
  }

  /// What the user may do to remove the layer, and whether it blocks input beneath.
  @inlinable
  public var rules: DismissalRules {
    get { storage.rules }
    set {
      makeUnique()
      storage.rules = newValue
    }
  }

  /// Gives this value a storage of its own before it changes.
  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(style: storage.style, rules: storage.rules)
    }
  }

  /// Moves a sheet to a detent in place, unchecked, and returns the detent it rested at
  /// before; ``select(_:)`` is the checked form.
  ///
  /// - Precondition: The style is a sheet that offers `detent`; for any other style nothing
  ///   changes and `detent` is returned.
  @inlinable
  mutating func moveSelection(to detent: Detent) -> Detent {
    guard case .sheet(var sheet) = storage.style else { return detent }
    makeUnique()
    let previous = sheet.selection
    sheet.selection = detent
    storage.style = .sheet(sheet)
    return previous
  }

  /// Whether two presentations show a layer the same way.
  ///
  /// - Complexity: O(1) for copies of one presentation; otherwise O(d) in a sheet's detents or
  ///   O(b) in buttons.
  @inlinable
  public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.style == rhs.storage.style && lhs.storage.rules == rhs.storage.rules)
  }

  /// Hashes the style and the rules.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.style)
    hasher.combine(storage.rules)
  }

  /// The sheet configuration, when the style is a sheet.
  @inlinable
  public var sheet: SheetConfiguration? {
    if case .sheet(let configuration) = storage.style { return configuration }
    return nil
  }

  /// The overlay configuration, when the style is an overlay.
  public var overlay: OverlayConfiguration? {
    if case .overlay(let configuration) = style { return configuration }
    return nil
  }

  /// The alert or dialog content, when the style is an alert or a confirmation dialog.
  public var alertContent: AlertContent? {
    switch style {
    case .alert(let content), .confirmationDialog(let content): content
    case .sheet, .fullScreenCover, .overlay: nil
    }
  }

  /// The buttons that can close the layer with ``Navigator/tapButton(_:in:)``: an alert's or a
  /// dialog's, or those an overlay declares; `[]` for sheets and covers.
  public var buttons: [ModalButton] {
    switch style {
    case .alert(let content), .confirmationDialog(let content): content.buttons
    case .overlay(let overlay): overlay.buttons
    case .sheet, .fullScreenCover: []
    }
  }

  /// A one-word name for the style: `sheet`, `fullScreenCover`, `overlay`, `confirmationDialog` or `alert`.
  public var styleName: String { style.kind.rawValue }

  /// Whether screens can be pushed inside the layer: true for sheets, covers and overlays.
  @inlinable
  public var isNavigable: Bool {
    switch storage.style {
    case .sheet, .fullScreenCover, .overlay: true
    case .alert, .confirmationDialog: false
    }
  }

  /// Whether two presentations show a layer the same way, apart from where a sheet rests now.
  ///
  /// A sheet's selection moves with the user's drag, so it is not part of what was asked for:
  /// a sheet dragged to `.large` is equivalent to the same sheet asked for at `.medium`. This is
  /// how ``Navigator/present(_:as:policy:)`` recognises a second presentation of what is
  /// already up, and what a host can use for its own de-duplication.
  ///
  /// - Complexity: O(d) in the number of a sheet's detents, O(b) in buttons.
  @inlinable
  public func isEquivalent(to other: Presentation) -> Bool {
    if storage === other.storage { return true }
    guard case .sheet(var mine) = style, case .sheet(let theirs) = other.style else {
      return self == other
    }
    mine.selection = theirs.selection
    return mine == theirs && rules == other.rules
  }

  /// Where a sheet goes when the user lets go of it; `nil` when the style is not a sheet.
  ///
  /// The release is projected ahead by ``SheetConfiguration/velocityProjection`` seconds of its
  /// velocity (kept within the sheet's possible heights, so any input, even NaN or infinite,
  /// has an answer), and the sheet settles on the offered detent nearest to the projected
  /// height (the taller one on a tie). When the rules allow interactive dismissal and the
  /// projection falls below half of the smallest detent's height, the outcome is
  /// ``DragOutcome/dismiss``.
  ///
  /// - Parameters:
  ///   - height: The sheet's visible height when released, in points.
  ///   - velocity: The rate the height was changing, in points per second; positive grows it.
  ///   - container: Resolves the detents' heights.
  /// - Returns: The detent to rest at, ``DragOutcome/dismiss``, or `nil` for other styles.
  /// - Complexity: O(d log d) for d detents.
  public func settle(height: Double, velocity: Double, in container: LayoutContainer)
    -> DragOutcome?
  {
    sheet?.settle(
      height: height, velocity: velocity, in: container,
      allowsDismissal: rules.allowsInteractiveDismissal)
  }
}

// MARK: - Making presentations

extension Presentation {
  /// A sheet with the given detents; see ``SheetConfiguration/init(detents:selection:showsGrabber:largestUndimmedDetent:)``.
  public static func sheet(
    detents: [Detent] = [.large],
    selection: Detent? = nil,
    showsGrabber: Bool = false,
    largestUndimmedDetent: Detent? = nil
  ) -> Presentation {
    Presentation(
      .sheet(
        SheetConfiguration(
          detents: detents, selection: selection, showsGrabber: showsGrabber,
          largestUndimmedDetent: largestUndimmedDetent)))
  }

  /// A full-screen cover with its default rules.
  public static let fullScreenCover = Presentation(.fullScreenCover)

  /// An overlay at a position and a size, with its default rules.
  ///
  /// - Parameters:
  ///   - positioning: Where the overlay sits.
  ///   - size: How tall it is.
  ///   - buttons: The buttons of a custom dialog drawn in the overlay, whose taps close it
  ///     with ``DismissReason/button(_:)`` through ``Navigator/tapButton(_:in:)``.
  /// - Returns: The overlay presentation.
  public static func overlay(
    _ positioning: ModalPositioning, _ size: ModalSize, buttons: [ModalButton] = []
  ) -> Presentation {
    Presentation(
      .overlay(OverlayConfiguration(positioning: positioning, size: size, buttons: buttons)))
  }

  /// An alert with a title, an optional message and buttons (one "OK" button by default).
  public static func alert(
    _ title: String, message: String? = nil, buttons: [ModalButton] = [.ok]
  ) -> Presentation {
    Presentation(.alert(AlertContent(title: title, message: message, buttons: buttons)))
  }

  /// A confirmation dialog with a title, an optional message and its actions.
  public static func confirmationDialog(
    _ title: String, message: String? = nil, buttons: [ModalButton]
  ) -> Presentation {
    Presentation(
      .confirmationDialog(AlertContent(title: title, message: message, buttons: buttons)))
  }

  /// A copy with different dismissal rules.
  public func rules(_ rules: DismissalRules) -> Presentation {
    Presentation(style, rules: rules)
  }
}

// MARK: - Description

// Embedded Swift has no key paths, which this description maps with.
#if !hasFeature(Embedded)
  extension Presentation: CustomStringConvertible {
    /// The style as written in code, shortened: `sheet(medium, large; grabber)`, `fullScreenCover`,
    /// `overlay(bottom, half)`, `alert("Saved")`, `confirmationDialog("Share")`.
    ///
    /// Rules are not shown; ``styleName`` is the one-word form.
    public var description: String {
      switch style {
      case .sheet(let sheet):
        let detents = sheet.detents.map(\.description).joined(separator: ", ")
        let grabber = sheet.showsGrabber ? "; grabber" : ""
        let undimmed = sheet.largestUndimmedDetent.map { "; undimmed \($0)" } ?? ""
        return "\(styleName)(\(detents)\(grabber)\(undimmed))"
      case .fullScreenCover: return styleName
      case .overlay(let overlay):
        let buttons =
          overlay.buttons.isEmpty
          ? "" : "; " + overlay.buttons.map(\.id).joined(separator: ", ")
        return "\(styleName)(\(overlay.positioning.rawValue), \(overlay.size)\(buttons))"
      case .alert(let content), .confirmationDialog(let content):
        return "\(styleName)(\"\(content.title)\")"
      }
    }
  }
#endif

/// What the user may do to remove a layer, and whether the layer blocks input beneath it.
public struct DismissalRules: Hashable, Sendable {
  /// Whether a swipe down (or the system's back gesture) may dismiss the layer.
  public var allowsInteractiveDismissal: Bool

  /// Whether a tap on the dimmed backdrop around the layer dismisses it.
  public var dismissesOnBackdropTap: Bool

  /// Whether the layers beneath stop receiving input while this layer is up.
  public var blocksInputBeneath: Bool

  /// Creates dismissal rules.
  public init(
    allowsInteractiveDismissal: Bool, dismissesOnBackdropTap: Bool, blocksInputBeneath: Bool = true
  ) {
    self.allowsInteractiveDismissal = allowsInteractiveDismissal
    self.dismissesOnBackdropTap = dismissesOnBackdropTap
    self.blocksInputBeneath = blocksInputBeneath
  }

  /// The rules a style gets when none are given.
  ///
  /// | style | swipe | backdrop tap | blocks input |
  /// |---|---|---|---|
  /// | sheet | yes | yes | yes |
  /// | full-screen cover | no | no | yes |
  /// | overlay | no | yes | yes |
  /// | confirmation dialog | no | yes | yes |
  /// | alert | no | no | yes |
  public static func `default`(for style: Presentation.Style) -> DismissalRules {
    switch style {
    case .sheet: DismissalRules(allowsInteractiveDismissal: true, dismissesOnBackdropTap: true)
    case .fullScreenCover, .alert:
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)
    case .overlay, .confirmationDialog:
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)
    }
  }
}
