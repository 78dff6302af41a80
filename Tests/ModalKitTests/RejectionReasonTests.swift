import ModalKit
import Testing

/// One way to reach a rejection: a state, an action, and the reason it is refused.
struct Refusal: Sendable, CustomTestStringConvertible {
  var state: SampleState
  var action: Nav.Action
  var reason: RejectionReason

  var testDescription: String { "\(reason) from \(action) in \(state)" }

  /// Reaches every reason but ``RejectionReason/idsExhausted``, which needs a counter no
  /// session reaches in a test's time (see IDExhaustionTests.swift), through a real action.
  static var table: [Refusal] {
    [
      Refusal(state: .rootOnly, action: .unwind, reason: .alreadyAtRoot),
      Refusal(state: .deepStack, action: .unwindTo(3), reason: .alreadyOnTop),
      Refusal(state: .deepStack, action: .unwindCount(4), reason: .countOutOfRange),
      Refusal(state: .deepStack, action: .update(9, to: .inbox), reason: .unknownEntry),
      Refusal(state: .deepStack, action: .unwindToLast(.settings), reason: .noMatchingEntry),
      Refusal(state: .deepStack, action: .dismissLayer(1), reason: .notPresented),
      Refusal(state: .rootOnly, action: .dismiss, reason: .nothingPresented),
      Refusal(state: .nestedModals, action: .tapBackdrop(5), reason: .dismissalNotAllowed),
      Refusal(state: .nestedModals, action: .tapButton("nope", in: 5), reason: .unknownButton),
      Refusal(
        state: .nestedModals, action: .dismissInteractively(2), reason: .inputBlocked),
      Refusal(state: .nestedModals, action: .selectDetent(.large, of: 5), reason: .notASheet),
      Refusal(
        state: .queued, action: .selectDetent(.fraction(0.3), of: 2), reason: .detentNotOffered),
      Refusal(
        state: .queued, action: .present(.settings, as: halfSheet), reason: .alreadyPresented),
      Refusal(
        state: .queued, action: .present(.compose, as: largeSheet, policy: .reject),
        reason: .slotOccupied),
      Refusal(state: .nestedModals, action: .push(.compose), reason: .layerNotNavigable),
      Refusal(state: .rootOnly, action: .present(.settings, as: nil), reason: .noPresentation),
    ]
      + invalidPresentations.map { presentation, problem in
        Refusal(
          state: .rootOnly, action: .present(.settings, as: presentation),
          reason: .invalidPresentation(problem))
      }
  }

  /// One presentation for each ``PresentationProblem``, in declaration order, with its problem.
  static var invalidPresentations: [(Presentation, PresentationProblem)] {
    [
      (.sheet(detents: []), .noDetents),
      (.sheet(detents: [.medium, .large, .medium]), .duplicateDetent(.medium)),
      (.sheet(detents: [.height(0)]), .invalidDetent(.height(0))),
      (.sheet(detents: [.medium], selection: .large), .selectionNotOffered(.large)),
      (
        .sheet(detents: [.medium], largestUndimmedDetent: .large), .undimmedDetentNotOffered(.large)
      ),
      (.overlay(.center, .fraction(2)), .invalidSize(.fraction(2))),
      (.alert("Empty", buttons: []), .noButtons),
      (.alert("Twice", buttons: [.ok, .ok]), .duplicateButton("ok")),
      (.confirmationDialog("Two ways out", buttons: [.ok, .cancel]), .multipleCancelButtons),
    ]
  }
}

/// The case name of a reason; no default, so a new reason fails to compile until it is named.
func caseName(_ reason: RejectionReason) -> String {
  switch reason {
  case .alreadyAtRoot: "alreadyAtRoot"
  case .alreadyOnTop: "alreadyOnTop"
  case .countOutOfRange: "countOutOfRange"
  case .unknownEntry: "unknownEntry"
  case .noMatchingEntry: "noMatchingEntry"
  case .notPresented: "notPresented"
  case .nothingPresented: "nothingPresented"
  case .dismissalNotAllowed: "dismissalNotAllowed"
  case .inputBlocked: "inputBlocked"
  case .unknownButton: "unknownButton"
  case .notASheet: "notASheet"
  case .detentNotOffered: "detentNotOffered"
  case .invalidPresentation(let problem): "invalidPresentation(\(caseName(problem)))"
  case .alreadyPresented: "alreadyPresented"
  case .slotOccupied: "slotOccupied"
  case .layerNotNavigable: "layerNotNavigable"
  case .noPresentation: "noPresentation"
  case .idsExhausted: "idsExhausted"
  }
}

/// The case name of a problem; no default, so a new problem fails to compile until it is named.
func caseName(_ problem: PresentationProblem) -> String {
  switch problem {
  case .noDetents: "noDetents"
  case .duplicateDetent: "duplicateDetent"
  case .invalidDetent: "invalidDetent"
  case .selectionNotOffered: "selectionNotOffered"
  case .undimmedDetentNotOffered: "undimmedDetentNotOffered"
  case .invalidSize: "invalidSize"
  case .noButtons: "noButtons"
  case .duplicateButton: "duplicateButton"
  case .multipleCancelButtons: "multipleCancelButtons"
  }
}

@Suite("Every rejection reason")
struct RejectionReasonTests {
  @Test(
    "each reason is reached by a real action, which then changes nothing", arguments: Refusal.table)
  func reasonIsReached(refusal: Refusal) {
    let nav = refusal.state.navigator

    #expect(nav.sending(refusal.action) == .refused(refusal.reason))
  }

  @Test("the table reaches every reason and every presentation problem")
  func tableIsComplete() {
    let reached = Set(Refusal.table.map { caseName($0.reason) })

    #expect(reached.union(["idsExhausted"]) == allReasonNames)
  }
}

/// The name of every rejection reason as ``caseName(_:)`` spells it, an invalid presentation
/// once for each problem.
let allReasonNames: Set<String> = [
  "alreadyAtRoot", "alreadyOnTop", "countOutOfRange", "unknownEntry", "noMatchingEntry",
  "notPresented", "nothingPresented", "dismissalNotAllowed", "inputBlocked", "unknownButton",
  "notASheet", "detentNotOffered", "alreadyPresented", "slotOccupied", "layerNotNavigable",
  "noPresentation", "idsExhausted", "invalidPresentation(noDetents)",
  "invalidPresentation(duplicateDetent)", "invalidPresentation(invalidDetent)",
  "invalidPresentation(selectionNotOffered)", "invalidPresentation(undimmedDetentNotOffered)",
  "invalidPresentation(invalidSize)", "invalidPresentation(noButtons)",
  "invalidPresentation(duplicateButton)", "invalidPresentation(multipleCancelButtons)",
]
