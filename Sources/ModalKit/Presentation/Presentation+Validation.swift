/// Why a presentation cannot be shown; carried by ``RejectionReason/invalidPresentation(_:)``.
public enum PresentationProblem: Hashable, Sendable, CustomStringConvertible {
  /// A sheet offers no detents.
  case noDetents
  /// A sheet offers the same detent twice.
  case duplicateDetent(Detent)
  /// A detent has a fraction outside `(0, 1]` or a height that is not positive and finite.
  case invalidDetent(Detent)
  /// A sheet's selected detent is not among its offered detents.
  case selectionNotOffered(Detent)
  /// A sheet's largest undimmed detent is not among its offered detents.
  case undimmedDetentNotOffered(Detent)
  /// An overlay's size is a fraction outside `(0, 1]`.
  case invalidSize(ModalSize)
  /// An alert or confirmation dialog has no buttons.
  case noButtons
  /// An alert, a confirmation dialog or an overlay has two buttons with the same id.
  case duplicateButton(String)
  /// An alert, a confirmation dialog or an overlay has more than one button with the cancel
  /// role.
  case multipleCancelButtons

  /// The problem as written in code: `noDetents`, `duplicateDetent(medium)`,
  /// `duplicateButton(ok)`.
  public var description: String {
    let name = kind.rawValue
    return switch self {
    case .noDetents, .noButtons, .multipleCancelButtons: name
    case .duplicateDetent(let detent), .invalidDetent(let detent),
      .selectionNotOffered(let detent), .undimmedDetentNotOffered(let detent):
      "\(name)(\(detent))"
    case .invalidSize(let size): "\(name)(\(size))"
    case .duplicateButton(let id): "\(name)(\(id))"
    }
  }
}

/// Why a layer cannot stand as it is: what ``Presentation/layerProblem(depth:)`` answers.
public enum LayerProblem: Hashable, Sendable, CustomStringConvertible {
  /// The layer's presentation cannot be shown, for the reason given.
  case invalidPresentation(PresentationProblem)
  /// Screens are pushed inside an alert or a confirmation dialog.
  case pushInNonNavigableLayer

  /// The problem as written in code: `invalidPresentation(noDetents)`,
  /// `pushInNonNavigableLayer`.
  public var description: String {
    switch self {
    case .invalidPresentation(let problem): "invalidPresentation(\(problem))"
    case .pushInNonNavigableLayer: "pushInNonNavigableLayer"
    }
  }
}

extension Presentation {
  /// Why a layer shown this way, with `depth` screens pushed inside it, cannot stand; `nil`
  /// when it can: the one rule for a layer.
  ///
  /// The rule holds for every layer, presented, queued, or described by a ``Destination`` or a
  /// deep link, and everything that judges one asks here: ``Navigator/invariantViolations()``,
  /// presenting (``RejectionReason/invalidPresentation(_:)``), ``Destination/check()`` and the
  /// store's deep links. Checked in this order: the presentation can be shown (its
  /// ``problem``), then only a sheet, a cover or an overlay has screens pushed inside it
  /// (``isNavigable``).
  ///
  /// ```swift
  /// Presentation.alert("Saved").layerProblem(depth: 1)   // pushInNonNavigableLayer
  /// Presentation.sheet().layerProblem(depth: 3)          // nil
  /// ```
  ///
  /// - Parameter depth: The number of screens pushed inside the layer; `0` for a queued one.
  /// - Returns: The first problem, or `nil`.
  /// - Complexity: O(1).
  @inlinable
  public func layerProblem(depth: Int) -> LayerProblem? {
    if let problem { return .invalidPresentation(problem) }
    if depth > 0, !isNavigable { return .pushInNonNavigableLayer }
    return nil
  }

  /// Why the presentation cannot rest at a detent, or `nil` when it can: the one rule for
  /// selecting a detent.
  ///
  /// The navigator (``Navigator/selectDetent(_:of:)``), the driver and the store's deep links
  /// all ask here, and ``select(_:)`` moves a sheet only when it answers `nil`.
  ///
  /// - Returns: ``RejectionReason/notASheet`` for a style other than a sheet, then
  ///   ``RejectionReason/detentNotOffered`` for a detent the sheet does not offer.
  /// - Complexity: O(d) in the sheet's detents.
  @inlinable
  public func rejection(selecting detent: Detent) -> RejectionReason? {
    guard let sheet else { return .notASheet }
    return sheet.detents.contains(detent) ? nil : .detentNotOffered
  }

  /// Moves a sheet to one of its offered detents and returns the detent it rested at before.
  ///
  /// The presentation stays valid and equivalent (``isEquivalent(to:)``) to what it was.
  ///
  /// ```swift
  /// var half = Presentation.sheet(detents: [.medium, .large])   // rests at medium
  /// try half.select(.large)                                     // returns .medium
  /// try half.select(.height(200))                               // throws detentNotOffered
  /// ```
  ///
  /// - Throws: What ``rejection(selecting:)`` answers; nothing changes then.
  /// - Complexity: O(d) in the sheet's detents.
  @inlinable
  @discardableResult
  public mutating func select(_ detent: Detent) throws(RejectionReason) -> Detent {
    if let reason = rejection(selecting: detent) { throw reason }
    return moveSelection(to: detent)
  }

  /// The first reason this presentation cannot be shown, or `nil` when it is valid.
  ///
  /// The presentation was checked when it was made or last changed; reading the answer is
  /// O(1).
  @inlinable
  public var problem: PresentationProblem? { storage.problem }

  /// The first reason a style cannot be shown, or `nil` when it is valid.
  ///
  /// - Complexity: O(d) for a sheet with d detents, O(b) for b buttons, even for hostile
  ///   lists in a saved state (see `firstRepeat(count:key:)`).
  @usableFromInline
  static func problem(of style: Style) -> PresentationProblem? {
    switch style {
    case .sheet(let sheet): sheet.problem
    case .fullScreenCover: nil
    case .overlay(let overlay): overlay.problem
    case .alert(let content), .confirmationDialog(let content): content.problem
    }
  }
}

extension SheetConfiguration {
  /// The first reason this configuration cannot be shown, or `nil` when it is valid.
  public var problem: PresentationProblem? {
    guard !detents.isEmpty else { return .noDetents }
    let repeated = firstRepeat(count: detents.count) { detents[$0] }
    for (index, detent) in detents.enumerated() {
      if !detent.isValid { return .invalidDetent(detent) }
      if index == repeated { return .duplicateDetent(detent) }
    }
    if !detents.contains(selection) { return .selectionNotOffered(selection) }
    if let undimmed = largestUndimmedDetent, !detents.contains(undimmed) {
      return .undimmedDetentNotOffered(undimmed)
    }
    return nil
  }
}

extension AlertContent {
  /// The first reason this content cannot be shown, or `nil` when it is valid.
  public var problem: PresentationProblem? {
    guard !buttons.isEmpty else { return .noButtons }
    return ModalButton.problem(of: buttons)
  }
}

extension OverlayConfiguration {
  /// The first reason this overlay cannot be shown, or `nil` when it is valid.
  ///
  /// The size is checked first, then the buttons; an overlay may have no buttons.
  public var problem: PresentationProblem? {
    guard size.isValid else { return .invalidSize(size) }
    return ModalButton.problem(of: buttons)
  }
}

extension ModalButton {
  /// The first problem of a list of buttons: a repeated id, then a second cancel button.
  static func problem(of buttons: [ModalButton]) -> PresentationProblem? {
    if let index = firstRepeat(count: buttons.count, key: { buttons[$0].id }) {
      return .duplicateButton(buttons[index].id)
    }
    if buttons.count(where: { $0.role == .cancel }) > 1 { return .multipleCancelButtons }
    return nil
  }
}
