import ModalKit
import Testing

/// Entries written out once for the description tables.
private let thread7 = RouteEntry<Screen>(1, .thread(7))
private let settings = RouteEntry<Screen>(2, .settings)
private let profile = RouteEntry<Screen>(3, .profile)

@Suite("Descriptions")
struct DescriptionTests {
  // MARK: - Ids, entries, stacks, navigators

  @Test("an entry id reads as a hash and its number")
  func entryID() {
    #expect("\(EntryID(3))" == "#3")
    #expect(EntryID(0).description == "#0")
    #expect(EntryID(rawValue: .max).description == "#18446744073709551615")
  }

  @Test("an entry reads as its route followed by its id")
  func routeEntry() {
    #expect(thread7.description == "thread(7)#1")
    #expect("\(RouteEntry<Screen>(0, .confirm("x")))" == "confirm(x)#0")
  }

  @Test("a stack reads as its entries from the root to the top, with their ids")
  func routeStack() {
    let rootOnly = RouteStack<Screen>([0: .inbox])
    let deeper = RouteStack(root: RouteEntry<Screen>(0, .inbox), path: [thread7])

    #expect(rootOnly.description == "[inbox#0]")
    #expect(deeper.description == "[inbox#0, thread(7)#1]")
  }

  @Test("a navigator reads as its stacks level by level, each layer named by its style")
  func navigator() throws {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.present(.profile, as: .overlay(.top, .half)))
    nav.checkedSend(.present(.compose, as: .fullScreenCover))
    nav.checkedSend(
      .present(.confirm("share"), as: .confirmationDialog("Share", buttons: [.cancel])))

    #expect(
      nav.description
        == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]"
        + " > alert [confirm(discard)#5] > overlay [profile#6] > fullScreenCover [compose#7]"
        + " > confirmationDialog [confirm(share)#8]")
  }

  @Test("a navigator with a queue lists the queued entries after its stacks")
  func navigatorWithQueue() throws {
    let nav = try Nav(
      stack: RouteStack(root: RouteEntry(0, .inbox), path: [thread7]),
      layers: [ModalLayer(entry: settings, presentation: halfSheet)],
      queue: PresentationQueue(
        items: [QueuedPresentation(entry: profile, presentation: largeSheet)], level: 1),
      nextID: 4)

    #expect(nav.description == "[inbox#0, thread(7)#1] > sheet [settings#2] queued [profile#3]")
    #expect(
      SampleState.queued.navigator.description
        == "[inbox#0, thread(7)#1] > sheet [settings#2] queued [confirm(later)#3, profile#4]")
  }

  @Test("a destination reads as its routes level by level, without ids")
  func destination() {
    let link = Destination<Screen>(
      root: .inbox, path: [.thread(7)],
      layers: [
        .init(.settings, as: halfSheet, path: [.profile]), .init(.confirm("x"), as: .alert("X")),
      ])

    #expect(
      link.description == "[inbox, thread(7)] > sheet [settings, profile] > alert [confirm(x)]")
    #expect(Destination<Screen>(root: .inbox).description == "[inbox]")
  }

  @Test("ids order by the time their entries were created")
  func idsOrder() {
    let ids = SampleState.nestedModals.navigator.allEntries.map(\.id)

    #expect(ids == [0, 1, 2, 3, 4, 5])
    #expect(EntryID(2) < EntryID(10))
    #expect(!(EntryID(10) < EntryID(2)))
  }

  // MARK: - Events

  static let events: [(Nav.Event, String)] = [
    (.pushed(thread7), "pushed(thread(7)#1)"),
    (.popped(thread7), "popped(thread(7)#1)"),
    (.presented(settings, halfSheet), "presented(settings#2, sheet)"),
    (.dismissed(settings, reason: .button("ok")), "dismissed(settings#2, button(ok))"),
    (.queued(profile, .overlay(.bottom, .half)), "queued(profile#3, overlay)"),
    (.dropped(profile), "dropped(profile#3)"),
    (.detentChanged(2, from: .medium, to: .large), "detentChanged(#2, medium -> large)"),
    (.updated(4, from: .confirm("a"), to: .confirm("b")), "updated(#4, confirm(a) -> confirm(b))"),
    (.rejected(.unwind, reason: .alreadyAtRoot), "rejected(unwind, alreadyAtRoot)"),
  ]

  @Test("every event reads as the docs write it", arguments: events)
  func event(event: Nav.Event, text: String) {
    #expect(event.description == text)
  }

  @Test("events read as a bracketed list of their events")
  func eventList() {
    let none: Nav.Events = []
    let one: Nav.Events = [.pushed(thread7)]
    let two: Nav.Events = [.pushed(thread7), .presented(settings, halfSheet)]

    #expect(none.description == "[]")
    #expect(one.description == "[pushed(thread(7)#1)]")
    #expect(two.description == "[pushed(thread(7)#1), presented(settings#2, sheet)]")
  }

  // MARK: - Actions

  static let actions: [(Nav.Action, String)] = [
    (.push(.thread(7)), "push(thread(7))"),
    (.pushIfNotOnTop(.thread(7)), "pushIfNotOnTop(thread(7))"),
    (.unwind, "unwind"),
    (.unwindCount(2), "unwindCount(2)"),
    (.unwindTo(3), "unwindTo(#3)"),
    (.unwindToLast(.inbox), "unwindToLast(inbox)"),
    (.home, "home"),
    (.replace(.profile), "replace(profile)"),
    (.replacePath([.inbox, .compose]), "replacePath([inbox, compose])"),
    (.replacePath([]), "replacePath([])"),
    (.present(.settings, as: halfSheet), "present(settings, sheet(medium, large; grabber))"),
    (
      .present(.compose, as: .overlay(.bottom, .quarter), policy: .queue),
      "present(compose, overlay(bottom, quarter), queue)"
    ),
    (
      .present(.confirm("x"), as: .alert("Sure?"), policy: .insteadOfTop),
      "present(confirm(x), alert(\"Sure?\"), insteadOfTop)"
    ),
    (.present(.settings, as: nil), "present(settings, nil)"),
    (.dismiss, "dismiss"),
    (.dismissLayer(3), "dismissLayer(#3)"),
    (.dismissAll, "dismissAll"),
    (.close(3), "close(#3)"),
    (.dismissInteractively(3), "dismissInteractively(#3)"),
    (.tapBackdrop(3), "tapBackdrop(#3)"),
    (.tapButton("ok", in: 3), "tapButton(\"ok\", in: #3)"),
    (.selectDetent(.fraction(0.3), of: 3), "selectDetent(fraction(0.3), of: #3)"),
    (.update(3, to: .profile), "update(#3, to: profile)"),
    (
      .apply(Destination(root: .inbox, layers: [.init(.settings, as: .fullScreenCover)])),
      "apply([inbox] > fullScreenCover [settings])"
    ),
    (.reset(.inbox), "reset(inbox)"),
  ]

  @Test("every action reads as it is written in code", arguments: actions)
  func action(action: Nav.Action, text: String) {
    #expect(action.description == text)
  }

  @Test("the action table names every kind of action")
  func actionTableIsComplete() {
    #expect(Set(Self.actions.map { ActionKind($0.0) }) == Set(ActionKind.allCases))
  }

  // MARK: - Reasons

  static let rejections: [(RejectionReason, String)] = [
    (.alreadyAtRoot, "alreadyAtRoot"),
    (.alreadyOnTop, "alreadyOnTop"),
    (.countOutOfRange, "countOutOfRange"),
    (.unknownEntry, "unknownEntry"),
    (.noMatchingEntry, "noMatchingEntry"),
    (.notPresented, "notPresented"),
    (.nothingPresented, "nothingPresented"),
    (.dismissalNotAllowed, "dismissalNotAllowed"),
    (.inputBlocked, "inputBlocked"),
    (.unknownButton, "unknownButton"),
    (.notASheet, "notASheet"),
    (.detentNotOffered, "detentNotOffered"),
    (.invalidPresentation(.noDetents), "invalidPresentation(noDetents)"),
    (.alreadyPresented, "alreadyPresented"),
    (.slotOccupied, "slotOccupied"),
    (.layerNotNavigable, "layerNotNavigable"),
    (.noPresentation, "noPresentation"),
    (.idsExhausted, "idsExhausted"),
  ]

  @Test("every rejection reason reads as its case", arguments: rejections)
  func rejectionReason(reason: RejectionReason, text: String) {
    #expect(reason.description == text)
  }

  @Test("the rejection table names every reason")
  func rejectionTableIsComplete() {
    let named = Set(Self.rejections.map { caseName($0.0) })

    #expect(
      named
        == allReasonNames.filter {
          !$0.hasPrefix("invalidPresentation") || $0 == "invalidPresentation(noDetents)"
        })
  }

  static let dismissReasons: [(DismissReason, String)] = [
    (.programmatic, "programmatic"),
    (.interactive, "interactive"),
    (.backdropTap, "backdropTap"),
    (.button("ok"), "button(ok)"),
    (.replaced, "replaced"),
  ]

  @Test("every dismiss reason reads as its case", arguments: dismissReasons)
  func dismissReason(reason: DismissReason, text: String) {
    #expect(reason.description == text)
  }

  static let problems: [(PresentationProblem, String)] = [
    (.noDetents, "noDetents"),
    (.duplicateDetent(.medium), "duplicateDetent(medium)"),
    (.invalidDetent(.fraction(2)), "invalidDetent(fraction(2.0))"),
    (.selectionNotOffered(.large), "selectionNotOffered(large)"),
    (.undimmedDetentNotOffered(.height(200)), "undimmedDetentNotOffered(height(200.0))"),
    (.invalidSize(.fraction(2)), "invalidSize(fraction(2.0))"),
    (.noButtons, "noButtons"),
    (.duplicateButton("ok"), "duplicateButton(ok)"),
    (.multipleCancelButtons, "multipleCancelButtons"),
  ]

  @Test("every presentation problem reads as its case", arguments: problems)
  func problem(problem: PresentationProblem, text: String) {
    #expect(problem.description == text)
  }

  @Test("the problem table names every problem")
  func problemTableIsComplete() {
    let named = Set(Self.problems.map { "invalidPresentation(\(caseName($0.0)))" })

    #expect(named == allReasonNames.filter { $0.hasPrefix("invalidPresentation") })
  }

  // MARK: - Presentations and their parts

  static let presentations: [(Presentation, String)] = [
    (largeSheet, "sheet(large)"),
    (halfSheet, "sheet(medium, large; grabber)"),
    (
      .sheet(detents: [.fraction(0.25), .medium, .large], largestUndimmedDetent: .medium),
      "sheet(fraction(0.25), medium, large; undimmed medium)"
    ),
    (
      .sheet(detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium),
      "sheet(medium, large; grabber; undimmed medium)"
    ),
    (.sheet(detents: []), "sheet()"),
    (.fullScreenCover, "fullScreenCover"),
    (.overlay(.bottom, .half), "overlay(bottom, half)"),
    (
      .overlay(.center, .half, buttons: [.cancel, ModalButton("Done", id: "done")]),
      "overlay(center, half; cancel, done)"
    ),
    (.alert("Saved"), "alert(\"Saved\")"),
    (.confirmationDialog("Share", buttons: [.cancel]), "confirmationDialog(\"Share\")"),
  ]

  @Test("every presentation style reads as written in code, rules aside", arguments: presentations)
  func presentation(presentation: Presentation, text: String) {
    let noRules = DismissalRules(
      allowsInteractiveDismissal: false, dismissesOnBackdropTap: false, blocksInputBeneath: false)

    #expect(presentation.description == text)
    #expect(presentation.rules(noRules).description == text)
  }

  @Test("the presentation table shows every style")
  func presentationTableIsComplete() {
    #expect(
      Set(Self.presentations.map(\.0.styleName))
        == ["sheet", "fullScreenCover", "overlay", "alert", "confirmationDialog"])
  }

  static let detents: [(Detent, String)] = [
    (.medium, "medium"), (.large, "large"), (.fraction(0.3), "fraction(0.3)"),
    (.height(200), "height(200.0)"),
  ]

  @Test("every detent reads as its case", arguments: detents)
  func detent(detent: Detent, text: String) {
    #expect(detent.description == text)
  }

  static let sizes: [(ModalSize, String)] = [
    (.full, "full"), (.threeQuarters, "threeQuarters"), (.half, "half"), (.quarter, "quarter"),
    (.fraction(0.3), "fraction(0.3)"),
  ]

  @Test("every overlay size reads as its case", arguments: sizes)
  func size(size: ModalSize, text: String) {
    #expect(size.description == text)
  }
}
