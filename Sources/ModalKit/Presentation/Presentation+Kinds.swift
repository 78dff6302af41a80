// The case names of a presentation's enumerations, spelled once: descriptions, the saved-state
// format, the trace format and deep links all read them from here.
//
// Package access: only ModalKit's own modules read a case's name apart from its payload (the
// trace codec, deep links, the timeline). An app matches a case with `if case .button = reason`
// and prints one with `description`; a port takes the names from the formats' articles
// (TraceFormat, Restoration), where each is written out.

extension Presentation.Style {
  /// A style's case without its configuration; its raw value is the style's one-word name
  /// (``Presentation/styleName``), as descriptions, both formats and deep links spell it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``Presentation/Style/sheet(_:)``.
    case sheet
    /// ``Presentation/Style/fullScreenCover``.
    case fullScreenCover
    /// ``Presentation/Style/overlay(_:)``.
    case overlay
    /// ``Presentation/Style/confirmationDialog(_:)``.
    case confirmationDialog
    /// ``Presentation/Style/alert(_:)``.
    case alert
  }

  /// The style's case without its configuration.
  package var kind: Kind {
    switch self {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    case .overlay: .overlay
    case .confirmationDialog: .confirmationDialog
    case .alert: .alert
    }
  }
}

extension Detent {
  /// A detent's case without its value; its raw value is the name descriptions and both
  /// formats give it (`"medium"`, `{"fraction": 0.3}`).
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``Detent/medium``.
    case medium
    /// ``Detent/large``.
    case large
    /// ``Detent/fraction(_:)``.
    case fraction
    /// ``Detent/height(_:)``.
    case height
  }

  /// The detent's case without its value.
  package var kind: Kind {
    switch self {
    case .medium: .medium
    case .large: .large
    case .fraction: .fraction
    case .height: .height
    }
  }

  /// The detent of a case without a value (`medium`, `large`); `nil` for a kind that needs one.
  package init?(_ kind: Kind) {
    switch kind {
    case .medium: self = .medium
    case .large: self = .large
    case .fraction, .height: return nil
    }
  }
}

extension ModalSize {
  /// A size's case without its value; its raw value is the name descriptions and both formats
  /// give it (`"half"`, `{"fraction": 0.3}`).
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``ModalSize/full``.
    case full
    /// ``ModalSize/threeQuarters``.
    case threeQuarters
    /// ``ModalSize/half``.
    case half
    /// ``ModalSize/quarter``.
    case quarter
    /// ``ModalSize/fraction(_:)``.
    case fraction
  }

  /// The size's case without its value.
  package var kind: Kind {
    switch self {
    case .full: .full
    case .threeQuarters: .threeQuarters
    case .half: .half
    case .quarter: .quarter
    case .fraction: .fraction
    }
  }

  /// The size of a case without a value; `nil` for `Kind.fraction`.
  package init?(_ kind: Kind) {
    switch kind {
    case .full: self = .full
    case .threeQuarters: self = .threeQuarters
    case .half: self = .half
    case .quarter: self = .quarter
    case .fraction: return nil
    }
  }
}

extension PresentationProblem {
  /// A problem's case without its payload; its raw value is the name descriptions and the
  /// trace format give it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``PresentationProblem/noDetents``.
    case noDetents
    /// ``PresentationProblem/duplicateDetent(_:)``.
    case duplicateDetent
    /// ``PresentationProblem/invalidDetent(_:)``.
    case invalidDetent
    /// ``PresentationProblem/selectionNotOffered(_:)``.
    case selectionNotOffered
    /// ``PresentationProblem/undimmedDetentNotOffered(_:)``.
    case undimmedDetentNotOffered
    /// ``PresentationProblem/invalidSize(_:)``.
    case invalidSize
    /// ``PresentationProblem/noButtons``.
    case noButtons
    /// ``PresentationProblem/duplicateButton(_:)``.
    case duplicateButton
    /// ``PresentationProblem/multipleCancelButtons``.
    case multipleCancelButtons
  }

  /// The problem's case without its payload.
  package var kind: Kind {
    switch self {
    case .noDetents: .noDetents
    case .duplicateDetent: .duplicateDetent
    case .invalidDetent: .invalidDetent
    case .selectionNotOffered: .selectionNotOffered
    case .undimmedDetentNotOffered: .undimmedDetentNotOffered
    case .invalidSize: .invalidSize
    case .noButtons: .noButtons
    case .duplicateButton: .duplicateButton
    case .multipleCancelButtons: .multipleCancelButtons
    }
  }
}
