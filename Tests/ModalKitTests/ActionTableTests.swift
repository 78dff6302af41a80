import ModalKit
import ModalKitTestSupport
import Testing

/// Every kind of action, with the arguments the table sends it in each state.
enum ActionKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case push, pushIfNotOnTop, unwind, unwindCount, unwindTo, unwindToLast, home
  case replace, replacePath, present, dismiss, dismissLayer, dismissAll, close
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
    case .dismissLayer: self = .dismissLayer
    case .dismissAll: self = .dismissAll
    case .close: self = .close
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
    case .unwindCount: return .unwindCount(2)
    case .unwindTo: return .unwindTo(1)
    case .unwindToLast: return .unwindToLast(.thread(7))
    case .home: return .home
    case .replace: return .replace(.profile)
    case .replacePath: return .replacePath([.thread(1), .settings])
    case .present: return .present(.compose, as: largeSheet)
    case .dismiss: return .dismiss
    case .dismissLayer: return .dismissLayer(2)
    case .dismissAll: return .dismissAll
    case .close: return .close(2)
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
    case (.rootOnly, .unwindTo), (.rootOnly, .dismissLayer), (.rootOnly, .close): .unknownEntry
    case (.rootOnly, .unwindToLast), (.deepStack, .unwindToLast): .noMatchingEntry
    case (.rootOnly, .dismiss), (.rootOnly, .dismissAll): .nothingPresented
    case (.deepStack, .dismiss), (.deepStack, .dismissAll): .nothingPresented
    case (.rootOnly, .dismissInteractively), (.rootOnly, .tapBackdrop),
      (.rootOnly, .tapButton), (.rootOnly, .selectDetent):
      .notPresented
    case (.deepStack, .dismissLayer), (.deepStack, .dismissInteractively),
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

extension Navigator {
  /// Performs an action through its named method rather than through `send`.
  ///
  /// The switch has no default, so a new action fails to compile until its method is named.
  /// A `present` without a presentation has no method of its own and is sent as it is.
  mutating func callMethod(for action: Action) -> Events {
    switch action {
    case .push(let route): push(route)
    case .pushIfNotOnTop(let route): pushIfNotOnTop(route)
    case .unwind: unwind()
    case .unwindCount(let count): unwind(count: count)
    case .unwindTo(let id): unwind(to: id)
    case .unwindToLast(let route): unwind(toLast: route)
    case .home: home()
    case .replace(let route): replace(route)
    case .replacePath(let routes): replacePath(routes)
    case .present(let route, .some(let presentation), let policy):
      present(route, as: presentation, policy: policy)
    case .present(_, .none, _): send(action)
    case .dismiss: dismiss()
    case .dismissLayer(let id): dismiss(id)
    case .dismissAll: dismissAll()
    case .close(let id): close(id)
    case .dismissInteractively(let id): dismissInteractively(id)
    case .tapBackdrop(let id): tapBackdrop(id)
    case .tapButton(let button, let id): tapButton(button, in: id)
    case .selectDetent(let detent, let id): selectDetent(detent, of: id)
    case .update(let id, let route): update(id, to: route)
    case .apply(let destination): apply(destination)
    case .reset(let route): reset(route)
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
      #expect(events.rejection == nil)
      #expect(nav.invariantViolations() == [])
      #expect(ledgerProblems(before: before, after: nav, events: events) == [])
      #expect(orderProblems(before: before, events: events) == [])
      #expect(nav.nextID >= before.nextID)
    }
  }

  @Test(
    "each action's named method does exactly what sending the action does",
    arguments: SampleState.allCases, ActionKind.allCases)
  func methodsMatchActions(state: SampleState, kind: ActionKind) {
    var sent = state.navigator
    var called = sent
    let action = kind.action(in: sent)

    let sentEvents = sent.send(action)
    let calledEvents = called.callMethod(for: action)

    #expect(calledEvents == sentEvents)
    #expect(called == sent)
  }

  @Test("the table sends each kind of action as itself", arguments: ActionKind.allCases)
  func tableNamesEachKind(kind: ActionKind) {
    let nav = SampleState.nestedModals.navigator

    let action = kind.action(in: nav)

    #expect(ActionKind(action) == kind)
  }

  @Test("the representative states are sound and read as intended")
  func statesAreSound() throws {
    let navigators = SampleState.allCases.map(\.navigator)

    let expected = [
      Nav(root: .inbox),
      try Nav(
        [0: .inbox, 1: .thread(1), 2: .thread(2), 3: .compose],
        nextID: 4),
      try Nav(
        [0: .inbox, 1: .thread(7)],
        layers: [
          ModalLayer(halfSheet, [2: .settings, 3: .profile, 4: .compose]),
          ModalLayer(discardAlert, [5: .confirm("discard")]),
        ],
        nextID: 6),
      try Nav(
        [0: .inbox, 1: .thread(7)],
        layers: [
          ModalLayer(halfSheet, [2: .settings])
        ],
        queue: PresentationQueue(
          items: [
            QueuedPresentation(.alert("Later"), 3, .confirm("later")),
            QueuedPresentation(.overlay(.bottom, .half), 4, .profile),
          ],
          level: 1),
        nextID: 5),
    ]
    #expect(navigators == expected)
    #expect(
      navigators.map(\.description) == [
        "[inbox#0]",
        "[inbox#0, thread(1)#1, thread(2)#2, compose#3]",
        "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]"
          + " > alert [confirm(discard)#5]",
        "[inbox#0, thread(7)#1] > sheet [settings#2] queued [confirm(later)#3, profile#4]",
      ])
  }
}

// MARK: - Asking before sending

/// The screens a table action is sent from: none (the topmost level), the visible top, the
/// window's root, an id no screen has, and each queued entry.
private func screens(in nav: Nav) -> [EntryID?] {
  [nil, nav.top.id, 0, 99] + nav.queue.items.map(\.id)
}

extension ActionTableTests {
  @Test(
    "asking whether an action would be refused gives the reason sending it gives, and changes nothing",
    arguments: SampleState.allCases, ActionKind.allCases)
  func rejectionAgreesWithSend(state: SampleState, kind: ActionKind) {
    let nav = state.navigator
    let action = kind.action(in: nav)

    for screen in screens(in: nav) {
      var sent = nav
      let asked = nav.rejection(of: action, from: screen)

      let events = screen.map { sent.send(action, from: $0) } ?? sent.send(action)

      #expect(asked == events.rejection, "from \(screen.map(\.description) ?? "the top")")
      #expect(asked == nil || sent == nav)
    }
    #expect(nav == state.navigator)
  }

  @Test("from the topmost level, the answer is the table's expected rejection")
  func rejectionFromTheTopIsTheTables() {
    let answers = SampleState.allCases.flatMap { state in
      ActionKind.allCases.map { kind in
        let nav = state.navigator
        return nav.rejection(of: kind.action(in: nav))
      }
    }

    let expected = SampleState.allCases.flatMap { state in
      ActionKind.allCases.map { $0.expectedRejection(in: state) }
    }
    #expect(answers == expected)
  }
}
