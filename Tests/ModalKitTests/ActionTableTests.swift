import ModalKit
import Testing

/// Every kind of action, with the arguments the table sends it in each state.
enum ActionKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case push, pushIfNotOnTop, unwind, unwindCount, unwindTo, unwindToLast, home
  case replace, replacePath, present, dismiss, dismissEntry, dismissAll
  case dismissInteractively, tapBackdrop, tapButton, selectDetent, update, apply, reset

  var description: String { rawValue }

  /// The kind of an action; the switch has no default, so a new action fails to compile here.
  init(_ action: Nav.Action) {
    switch action {
    case .push: self = .push
    case .pushIfNotOnTop: self = .pushIfNotOnTop
    case .unwind: self = .unwind
    case .unwindCount: self = .unwindCount
    case .unwindTo: self = .unwindTo
    case .unwindToLast: self = .unwindToLast
    case .home: self = .home
    case .replace: self = .replace
    case .replacePath: self = .replacePath
    case .present: self = .present
    case .dismiss: self = .dismiss
    case .dismissEntry: self = .dismissEntry
    case .dismissAll: self = .dismissAll
    case .dismissInteractively: self = .dismissInteractively
    case .tapBackdrop: self = .tapBackdrop
    case .tapButton: self = .tapButton
    case .selectDetent: self = .selectDetent
    case .update: self = .update
    case .apply: self = .apply
    case .reset: self = .reset
    }
  }

  /// The action of this kind sent to `nav`: ids name the top layer (or the visible top when
  /// nothing is presented), `#1` and `#2`, so each state meets the action differently.
  func action(in nav: Nav) -> Nav.Action {
    let layer = nav.topLayer?.id ?? nav.top.id
    switch self {
    case .push: return .push(.compose)
    case .pushIfNotOnTop: return .pushIfNotOnTop(.thread(2))
    case .unwind: return .unwind
    case .unwindCount: return .unwind(count: 2)
    case .unwindTo: return .unwind(to: id(1))
    case .unwindToLast: return .unwind(toLast: .thread(7))
    case .home: return .home
    case .replace: return .replace(.profile)
    case .replacePath: return .replacePath([.thread(1), .settings])
    case .present: return .present(.compose, largeSheet)
    case .dismiss: return .dismiss
    case .dismissEntry: return .dismiss(id(2))
    case .dismissAll: return .dismissAll
    case .dismissInteractively: return .dismissInteractively(layer)
    case .tapBackdrop: return .tapBackdrop(layer)
    case .tapButton: return .tapButton("discard", in: layer)
    case .selectDetent: return .selectDetent(.large, of: layer)
    case .update: return .update(nav.top.id, to: .confirm("edited"))
    case .apply: return .apply(Destination(root: .inbox, path: [.thread(7)]))
    case .reset: return .reset(.inbox)
    }
  }

  /// Why the action is refused in a state, or `nil` when it applies.
  func expectedRejection(in state: SampleState) -> RejectionReason? {
    switch (state, self) {
    case (_, .update), (_, .apply), (_, .reset), (_, .present): nil
    case (.rootOnly, .unwind), (.rootOnly, .home), (.rootOnly, .replace): .alreadyAtRoot
    case (.rootOnly, .unwindCount): .countOutOfRange
    case (.rootOnly, .unwindTo), (.rootOnly, .dismissEntry): .unknownEntry
    case (.rootOnly, .unwindToLast), (.deepStack, .unwindToLast): .noMatchingEntry
    case (.rootOnly, .dismiss), (.rootOnly, .dismissAll): .nothingPresented
    case (.deepStack, .dismiss), (.deepStack, .dismissAll): .nothingPresented
    case (.rootOnly, .dismissInteractively), (.rootOnly, .tapBackdrop),
      (.rootOnly, .tapButton), (.rootOnly, .selectDetent):
      .notPresented
    case (.deepStack, .dismissEntry), (.deepStack, .dismissInteractively),
      (.deepStack, .tapBackdrop), (.deepStack, .tapButton), (.deepStack, .selectDetent):
      .notPresented
    case (.nestedModals, .push), (.nestedModals, .pushIfNotOnTop), (.nestedModals, .replacePath):
      .layerNotNavigable
    case (.nestedModals, .unwind), (.nestedModals, .replace): .alreadyAtRoot
    case (.queued, .unwind), (.queued, .replace): .alreadyAtRoot
    case (.nestedModals, .unwindCount), (.queued, .unwindCount): .countOutOfRange
    case (.nestedModals, .dismissInteractively), (.nestedModals, .tapBackdrop):
      .dismissalNotAllowed
    case (.nestedModals, .selectDetent): .notASheet
    case (.queued, .tapButton): .unknownButton
    default: nil
    }
  }
}

@Suite("Every action in every representative state")
struct ActionTableTests {
  @Test(
    "an action is either refused with one event and no change, or applies soundly",
    arguments: SampleState.allCases, ActionKind.allCases)
  func everyActionInEveryState(state: SampleState, kind: ActionKind) {
    var nav = state.navigator
    let before = nav
    let action = kind.action(in: nav)

    let events = nav.send(action)

    if let reason = kind.expectedRejection(in: state) {
      #expect(events == [.rejected(action, reason: reason)])
      #expect(nav == before)
    } else {
      #expect(events.allSatisfy { !$0.isRejection })
      #expect(nav.invariantViolations() == [])
      #expect(ledgerProblems(before: before, after: nav, events: events) == [])
      #expect(orderProblems(before: before, events: events) == [])
      #expect(nav.nextID >= before.nextID)
    }
  }

  @Test("the table sends each kind of action as itself", arguments: ActionKind.allCases)
  func tableNamesEachKind(kind: ActionKind) {
    let nav = SampleState.nestedModals.navigator

    let action = kind.action(in: nav)

    #expect(ActionKind(action) == kind)
  }

  @Test("the design's spellings build the distinct action cases")
  func designSpellings() {
    let spelled: [Nav.Action] = [
      .unwind(count: 2), .unwind(to: id(4)), .unwind(toLast: .inbox), .dismiss(id(4)),
    ]

    #expect(
      spelled == [.unwindCount(2), .unwindTo(id(4)), .unwindToLast(.inbox), .dismissEntry(id(4))])
    #expect(Set(spelled.map(ActionKind.init)).count == 4)
  }

  @Test("the representative states are sound and read as intended")
  func statesAreSound() {
    let descriptions = SampleState.allCases.map { "\($0.navigator)" }

    #expect(SampleState.allCases.map { $0.navigator.invariantViolations() } == [[], [], [], []])
    #expect(
      descriptions == [
        "[inbox]",
        "[inbox, thread(1), thread(2), compose]",
        "[inbox, thread(7)] > sheet [settings, profile, compose] > alert [confirm(discard)]",
        "[inbox, thread(7)] > sheet [settings] queued confirm(later), profile",
      ])
  }
}
