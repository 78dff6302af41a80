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
    /// A custom view drawn over the screen at a position and a size (seeds 000 and 001).
    case overlay(ModalPositioning, ModalSize)
    /// A confirmation dialog: a title, a message and a list of actions.
    case dialog(AlertContent)
    /// An alert: a title, a message and one or more buttons.
    case alert(AlertContent)
  }

  /// How the layer is drawn.
  public var style: Style

  /// What the user may do to remove the layer, and whether it blocks input beneath.
  public var rules: DismissalRules

  /// Creates a presentation; without rules, the style's defaults (``DismissalRules/default(for:)``).
  public init(_ style: Style, rules: DismissalRules? = nil) {
    self.style = style
    self.rules = rules ?? .default(for: style)
  }

  /// The sheet configuration, when the style is a sheet.
  public var sheet: SheetConfiguration? {
    if case .sheet(let configuration) = style { return configuration }
    return nil
  }

  /// The alert or dialog content, when the style is an alert or a confirmation dialog.
  public var alertContent: AlertContent? {
    switch style {
    case .alert(let content), .dialog(let content): content
    case .sheet, .fullScreenCover, .overlay: nil
    }
  }

  /// A one-word name for the style: `sheet`, `cover`, `overlay`, `dialog` or `alert`.
  public var styleName: String {
    switch style {
    case .sheet: "sheet"
    case .fullScreenCover: "cover"
    case .overlay: "overlay"
    case .dialog: "dialog"
    case .alert: "alert"
    }
  }

  /// Whether screens can be pushed inside the layer: true for sheets, covers and overlays.
  public var isNavigable: Bool { alertContent == nil }

  /// Whether two presentations show a layer the same way, apart from where a sheet rests now.
  ///
  /// A sheet's selection moves with the user's drag, so it is not part of what was asked for.
  @usableFromInline
  func shows(like other: Presentation) -> Bool {
    guard var mine = sheet, let theirs = other.sheet else { return self == other }
    mine.selection = theirs.selection
    return mine == theirs && rules == other.rules
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
  public static func overlay(_ positioning: ModalPositioning, _ size: ModalSize) -> Presentation {
    Presentation(.overlay(positioning, size))
  }

  /// An alert with a title, an optional message and buttons (one "OK" button by default).
  public static func alert(
    _ title: String, message: String? = nil, buttons: [AlertButton] = [.ok]
  ) -> Presentation {
    Presentation(.alert(AlertContent(title: title, message: message, buttons: buttons)))
  }

  /// A confirmation dialog with a title, an optional message and its actions.
  public static func dialog(
    _ title: String, message: String? = nil, buttons: [AlertButton]
  ) -> Presentation {
    Presentation(.dialog(AlertContent(title: title, message: message, buttons: buttons)))
  }

  /// A copy with different dismissal rules.
  public func rules(_ rules: DismissalRules) -> Presentation {
    Presentation(style, rules: rules)
  }
}

/// What the user may do to remove a layer, and whether the layer blocks input beneath it.
public struct DismissalRules: Hashable, Sendable {
  /// Whether a swipe down (or the system's back gesture) may dismiss the layer.
  public var allowsInteractiveDismissal: Bool

  /// Whether a tap on the dimmed backdrop around the layer dismisses it (seed 001).
  public var dismissesOnBackdropTap: Bool

  /// Whether the layers beneath stop receiving input while this layer is up (seed 000's gap).
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
  /// | dialog | no | yes | yes |
  /// | alert | no | no | yes |
  public static func `default`(for style: Presentation.Style) -> DismissalRules {
    switch style {
    case .sheet: DismissalRules(allowsInteractiveDismissal: true, dismissesOnBackdropTap: true)
    case .fullScreenCover, .alert:
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)
    case .overlay, .dialog:
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)
    }
  }
}
