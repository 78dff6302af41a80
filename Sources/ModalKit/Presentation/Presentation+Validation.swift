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
    switch self {
    case .noDetents: "noDetents"
    case .duplicateDetent(let detent): "duplicateDetent(\(detent))"
    case .invalidDetent(let detent): "invalidDetent(\(detent))"
    case .selectionNotOffered(let detent): "selectionNotOffered(\(detent))"
    case .undimmedDetentNotOffered(let detent): "undimmedDetentNotOffered(\(detent))"
    case .invalidSize(let size): "invalidSize(\(size))"
    case .noButtons: "noButtons"
    case .duplicateButton(let id): "duplicateButton(\(id))"
    case .multipleCancelButtons: "multipleCancelButtons"
    }
  }
}

extension Presentation {
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
