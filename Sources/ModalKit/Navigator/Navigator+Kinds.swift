// The case names of the navigator's enumerations, spelled once: descriptions, the saved-state
// format, the trace format and deep links all read them from here.
//
// Package access: only ModalKit's own modules read a case's name apart from its payload (the
// trace codec, deep links, the timeline). An app matches a case with `if case .button = reason`
// and prints one with `description`; a port takes the names from the formats' articles
// (TraceFormat, Restoration), where each is written out.

extension Navigator.Action {
  /// An action's case without its payload; its raw value is the name code, descriptions and
  /// the trace format give it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``Navigator/Action/push(_:)``.
    case push
    /// ``Navigator/Action/pushIfNotOnTop(_:)``.
    case pushIfNotOnTop
    /// ``Navigator/Action/unwind``.
    case unwind
    /// ``Navigator/Action/unwindCount(_:)``.
    case unwindCount
    /// ``Navigator/Action/unwindTo(_:)``.
    case unwindTo
    /// ``Navigator/Action/unwindToLast(_:)``.
    case unwindToLast
    /// ``Navigator/Action/home``.
    case home
    /// ``Navigator/Action/replace(_:)``.
    case replace
    /// ``Navigator/Action/replacePath(_:)``.
    case replacePath
    /// ``Navigator/Action/present(_:as:policy:)``.
    case present
    /// ``Navigator/Action/dismiss``.
    case dismiss
    /// ``Navigator/Action/dismissLayer(_:)``.
    case dismissLayer
    /// ``Navigator/Action/dismissAll``.
    case dismissAll
    /// ``Navigator/Action/close(_:)``.
    case close
    /// ``Navigator/Action/dismissInteractively(_:)``.
    case dismissInteractively
    /// ``Navigator/Action/tapBackdrop(_:)``.
    case tapBackdrop
    /// ``Navigator/Action/tapButton(_:in:)``.
    case tapButton
    /// ``Navigator/Action/selectDetent(_:of:)``.
    case selectDetent
    /// ``Navigator/Action/update(_:to:)``.
    case update
    /// ``Navigator/Action/apply(_:)``.
    case apply
    /// ``Navigator/Action/reset(_:)``.
    case reset
  }

  /// The action's case without its payload.
  package var kind: Kind {
    switch self {
    case .push: .push
    case .pushIfNotOnTop: .pushIfNotOnTop
    case .unwind: .unwind
    case .unwindCount: .unwindCount
    case .unwindTo: .unwindTo
    case .unwindToLast: .unwindToLast
    case .home: .home
    case .replace: .replace
    case .replacePath: .replacePath
    case .present: .present
    case .dismiss: .dismiss
    case .dismissLayer: .dismissLayer
    case .dismissAll: .dismissAll
    case .close: .close
    case .dismissInteractively: .dismissInteractively
    case .tapBackdrop: .tapBackdrop
    case .tapButton: .tapButton
    case .selectDetent: .selectDetent
    case .update: .update
    case .apply: .apply
    case .reset: .reset
    }
  }
}

extension Navigator.Event {
  /// An event's case without its payload; its raw value is the name descriptions and the trace
  /// format give it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``Navigator/Event/pushed(_:)``.
    case pushed
    /// ``Navigator/Event/popped(_:)``.
    case popped
    /// ``Navigator/Event/presented(_:_:)``.
    case presented
    /// ``Navigator/Event/dismissed(_:reason:)``.
    case dismissed
    /// ``Navigator/Event/queued(_:_:)``.
    case queued
    /// ``Navigator/Event/dropped(_:)``.
    case dropped
    /// ``Navigator/Event/detentChanged(_:from:to:)``.
    case detentChanged
    /// ``Navigator/Event/updated(_:from:to:)``.
    case updated
    /// ``Navigator/Event/rejected(_:reason:)``.
    case rejected
  }

  /// The event's case without its payload.
  package var kind: Kind {
    switch self {
    case .pushed: .pushed
    case .popped: .popped
    case .presented: .presented
    case .dismissed: .dismissed
    case .queued: .queued
    case .dropped: .dropped
    case .detentChanged: .detentChanged
    case .updated: .updated
    case .rejected: .rejected
    }
  }
}

extension DismissReason {
  /// A dismissal reason's case without its payload; its raw value is the name descriptions and
  /// the trace format give it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``DismissReason/programmatic``.
    case programmatic
    /// ``DismissReason/interactive``.
    case interactive
    /// ``DismissReason/backdropTap``.
    case backdropTap
    /// ``DismissReason/button(_:)``.
    case button
    /// ``DismissReason/replaced``.
    case replaced
  }

  /// The reason's case without its payload.
  package var kind: Kind {
    switch self {
    case .programmatic: .programmatic
    case .interactive: .interactive
    case .backdropTap: .backdropTap
    case .button: .button
    case .replaced: .replaced
    }
  }
}

extension RejectionReason {
  /// A rejection reason's case without its payload; its raw value is the name descriptions and
  /// the trace format give it.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// ``RejectionReason/alreadyAtRoot``.
    case alreadyAtRoot
    /// ``RejectionReason/alreadyOnTop``.
    case alreadyOnTop
    /// ``RejectionReason/countOutOfRange``.
    case countOutOfRange
    /// ``RejectionReason/unknownEntry``.
    case unknownEntry
    /// ``RejectionReason/noMatchingEntry``.
    case noMatchingEntry
    /// ``RejectionReason/notPresented``.
    case notPresented
    /// ``RejectionReason/nothingPresented``.
    case nothingPresented
    /// ``RejectionReason/dismissalNotAllowed``.
    case dismissalNotAllowed
    /// ``RejectionReason/inputBlocked``.
    case inputBlocked
    /// ``RejectionReason/unknownButton``.
    case unknownButton
    /// ``RejectionReason/notASheet``.
    case notASheet
    /// ``RejectionReason/detentNotOffered``.
    case detentNotOffered
    /// ``RejectionReason/invalidPresentation(_:)``.
    case invalidPresentation
    /// ``RejectionReason/alreadyPresented``.
    case alreadyPresented
    /// ``RejectionReason/slotOccupied``.
    case slotOccupied
    /// ``RejectionReason/layerNotNavigable``.
    case layerNotNavigable
    /// ``RejectionReason/noPresentation``.
    case noPresentation
    /// ``RejectionReason/idsExhausted``.
    case idsExhausted
  }

  /// The reason's case without its payload.
  package var kind: Kind {
    switch self {
    case .alreadyAtRoot: .alreadyAtRoot
    case .alreadyOnTop: .alreadyOnTop
    case .countOutOfRange: .countOutOfRange
    case .unknownEntry: .unknownEntry
    case .noMatchingEntry: .noMatchingEntry
    case .notPresented: .notPresented
    case .nothingPresented: .nothingPresented
    case .dismissalNotAllowed: .dismissalNotAllowed
    case .inputBlocked: .inputBlocked
    case .unknownButton: .unknownButton
    case .notASheet: .notASheet
    case .detentNotOffered: .detentNotOffered
    case .invalidPresentation: .invalidPresentation
    case .alreadyPresented: .alreadyPresented
    case .slotOccupied: .slotOccupied
    case .layerNotNavigable: .layerNotNavigable
    case .noPresentation: .noPresentation
    case .idsExhausted: .idsExhausted
    }
  }
}
