import ModalKit
import Testing

// The Swift samples of the guides in Sources/ModalKit/ModalKit.docc, run as tests.
//
// Each sample stands between a `// guide: ARTICLE.md` line and an `// end guide` line, exactly as
// the article shows it, less the marker's indentation (the article's `import` lines aside). The
// n-th marked region for an article is its n-th Swift code block; .ci/docs.sh checks that the
// two agree. In the suites that conform to `RecordsPrints`, `print` records what a sample prints,
// and each test then compares that with the comments the article shows beside the prints.

/// A suite whose samples print: `print` appends to ``printed`` instead of writing out.
protocol RecordsPrints: AnyObject {
  var printed: [String] { get set }
}

extension RecordsPrints {
  /// Records the items as `Swift.print` would write them, one entry per call.
  func print(_ items: Any..., separator: String = " ") {
    printed.append(items.map { "\($0)" }.joined(separator: separator))
  }
}

// MARK: - Getting Started

@Suite("Guide: Getting Started")
final class GettingStartedSamples: RecordsPrints {
  var printed: [String] = []

  @Test("the first navigator prints what the guide's comments show")
  func firstNavigator() throws {
    // guide: GettingStarted.md
    enum Screen: Hashable, Sendable {
      case inbox
      case thread(Int)
      case compose
      case contacts
      case discardDraft
    }
    // end guide

    // guide: GettingStarted.md
    var nav = Navigator(root: Screen.inbox)
    print(nav)  // [inbox#0]

    print(nav.send(.push(.thread(7))))  // [pushed(thread(7)#1)]
    print(nav)  // [inbox#0, thread(7)#1]
    print(nav.send(.unwind))  // [popped(thread(7)#1)]
    print(nav.send(.unwind))  // [rejected(unwind, alreadyAtRoot)]
    // end guide

    // guide: GettingStarted.md
    let sheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
    let presented = nav.send(.present(.compose, as: sheet))
    print(presented)  // [presented(compose#2, sheet)]
    print(nav)  // [inbox#0] > sheet [compose#2]

    print(nav.send(.push(.contacts)))  // [pushed(contacts#3)]
    print(nav)  // [inbox#0] > sheet [compose#2, contacts#3]
    print(nav.send(.unwind))  // [popped(contacts#3)]
    print(nav.send(.unwind))  // [rejected(unwind, alreadyAtRoot)]
    // end guide

    // guide: GettingStarted.md
    print(nav.send(.dismiss))  // [dismissed(compose#2, programmatic)]

    let refused = nav.send(.dismiss)
    print(refused)  // [rejected(dismiss, nothingPresented)]
    print(refused.isRejected)  // true
    // end guide

    // guide: GettingStarted.md
    let draft = nav.send(.present(.compose, as: sheet)).presentedEntry!
    let discard = Presentation.alert(
      "Discard this draft?",
      buttons: [.cancel, ModalButton("Discard", id: "discard", role: .destructive)])
    let alert = nav.send(.present(.discardDraft, as: discard)).presentedEntry!
    print(nav)  // [inbox#0] > sheet [compose#4] > alert [discardDraft#5]

    for layer in nav.layers {
      print(layer.presentation.styleName, layer.stack.top.route)
    }
    // sheet compose
    // alert discardDraft

    for event in nav.send(.tapButton("discard", in: alert.id)) {
      switch event {
      case .dismissed(let entry, reason: .button("discard")):
        print("\(entry.route) chose discard")  // discardDraft chose discard
        nav.send(.dismissLayer(draft.id))
      default:
        break
      }
    }
    print(nav)  // [inbox#0]
    // end guide

    #expect(
      printed == [
        "[inbox#0]",
        "[pushed(thread(7)#1)]",
        "[inbox#0, thread(7)#1]",
        "[popped(thread(7)#1)]",
        "[rejected(unwind, alreadyAtRoot)]",
        "[presented(compose#2, sheet)]",
        "[inbox#0] > sheet [compose#2]",
        "[pushed(contacts#3)]",
        "[inbox#0] > sheet [compose#2, contacts#3]",
        "[popped(contacts#3)]",
        "[rejected(unwind, alreadyAtRoot)]",
        "[dismissed(compose#2, programmatic)]",
        "[rejected(dismiss, nothingPresented)]",
        "true",
        "[inbox#0] > sheet [compose#4] > alert [discardDraft#5]",
        "sheet compose",
        "alert discardDraft",
        "discardDraft chose discard",
        "[inbox#0]",
      ])
  }
}

@Suite("Guide: Getting Started, the first test")
struct GettingStartedTestSamples {
  enum Screen: Hashable, Sendable {
    case inbox
    case thread(Int)
    case compose
    case contacts
    case discardDraft
  }

  // guide: GettingStarted.md
  @Test("opening a thread pushes it, and Back returns to the inbox")
  func openThread() {
    var nav = Navigator(root: Screen.inbox)

    let opened = nav.send(.push(.thread(7)))
    let back = nav.send(.unwind)

    #expect(opened == [.pushed(RouteEntry(id: 1, route: .thread(7)))])
    #expect(back == [.popped(RouteEntry(id: 1, route: .thread(7)))])
    #expect(nav.stack.top.route == .inbox)
  }
  // end guide
}

// MARK: - Presentations

@Suite("Guide: Presentations")
final class PresentationsSamples: RecordsPrints {
  var printed: [String] = []

  // guide: Presentations.md
  enum Screen: Hashable, Sendable {
    case inbox
    case compose
    case photos
    case toast
    case dateRange(from: Int, to: Int)
  }
  // end guide

  let sheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
  /// The navigator the samples after the first start again.
  var nav = Navigator(root: Screen.inbox)
  let phone = LayoutContainer(
    size: LayoutSize(width: 390, height: 844),
    safeArea: LayoutInsets(top: 44, bottom: 34))

  @Test("the five styles and their default rules")
  func styles() {
    // guide: Presentations.md
    let sheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
    let cover = Presentation.fullScreenCover
    let picker = Presentation.overlay(.bottom, .half)
    let share = Presentation.confirmationDialog(
      "Share", buttons: [ModalButton("Copy Link", id: "copy"), .cancel])
    let saved = Presentation.alert("Saved")

    for presentation in [sheet, cover, picker, share, saved] {
      print(presentation, presentation.isNavigable, presentation.buttons.map(\.id))
    }
    // sheet(medium, large; grabber) true []
    // fullScreenCover true []
    // overlay(bottom, half) true []
    // confirmationDialog("Share") false ["copy", "cancel"]
    // alert("Saved") false ["ok"]
    // end guide

    #expect(
      printed == [
        "sheet(medium, large; grabber) true []",
        "fullScreenCover true []",
        "overlay(bottom, half) true []",
        "confirmationDialog(\"Share\") false [\"copy\", \"cancel\"]",
        "alert(\"Saved\") false [\"ok\"]",
      ])
  }

  @Test("a sheet moves between the detents it offers, and an invalid one is refused")
  func detents() {
    // guide: Presentations.md
    var nav = Navigator(root: Screen.inbox)
    let draft = nav.send(.present(.compose, as: sheet)).presentedEntry!

    print(nav.send(.selectDetent(.large, of: draft.id)))
    // [detentChanged(#1, medium -> large)]
    print(nav.send(.selectDetent(.fraction(0.3), of: draft.id)))
    // [rejected(selectDetent(fraction(0.3), of: #1), detentNotOffered)]
    print(nav.send(.present(.photos, as: .sheet(detents: [.medium, .medium]))))
    // [rejected(present(photos, sheet(medium, medium)), invalidPresentation(duplicateDetent(medium)))]
    // end guide

    #expect(
      printed == [
        "[detentChanged(#1, medium -> large)]",
        "[rejected(selectDetent(fraction(0.3), of: #1), detentNotOffered)]",
        "[rejected(present(photos, sheet(medium, medium)), "
          + "invalidPresentation(duplicateDetent(medium)))]",
      ])
  }

  @Test("detents resolve to heights in a container, and a release settles on one")
  func heights() {
    // guide: Presentations.md
    let phone = LayoutContainer(
      size: LayoutSize(width: 390, height: 844),
      safeArea: LayoutInsets(top: 44, bottom: 34))
    print(phone.sheetMaximumHeight)  // 800.0

    for detent in [Detent.large, .medium, .fraction(0.25), .height(300), .height(2000)] {
      print(detent, phone.sheetHeight(at: detent))
    }
    // large 800.0
    // medium 400.0
    // fraction(0.25) 200.0
    // height(300.0) 300.0
    // height(2000.0) 800.0

    let frame = phone.sheetFrame(at: .medium)
    print(frame.y, frame.height)  // 444.0 400.0
    // end guide

    // guide: Presentations.md
    let half = Presentation.sheet(detents: [.medium, .large])
    print(half.settle(height: 520, velocity: 0, in: phone) == .settle(.medium))  // true
    print(half.settle(height: 520, velocity: 1200, in: phone) == .settle(.large))  // true
    print(half.settle(height: 300, velocity: -800, in: phone) == .dismiss)  // true
    print(Presentation.alert("Saved").settle(height: 300, velocity: 0, in: phone) == nil)  // true
    // end guide

    #expect(
      printed == [
        "800.0",
        "large 800.0",
        "medium 400.0",
        "fraction(0.25) 200.0",
        "height(300.0) 300.0",
        "height(2000.0) 800.0",
        "444.0 400.0",
        "true",
        "true",
        "true",
        "true",
      ])
  }

  @Test("overlays are placed by positioning and sized by a share of the safe height")
  func overlays() {
    // guide: Presentations.md
    print(phone.safeRect.y, phone.safeRect.height)  // 44.0 766.0

    for positioning in ModalPositioning.allCases {
      let frame = phone.overlayFrame(at: positioning, size: .half)
      print(positioning, frame.y, frame.height)
    }
    // top 44.0 383.0
    // center 235.5 383.0
    // bottom 427.0 383.0

    for size in ModalSize.named {
      print(size, phone.overlayHeight(for: size))
    }
    // full 686.0
    // threeQuarters 574.5
    // half 383.0
    // quarter 191.5

    let custom = OverlayConfiguration(positioning: .bottom, size: .fraction(0.375))
    print(phone.overlayFrame(custom).height)  // 287.25
    // end guide

    #expect(
      printed == [
        "44.0 766.0",
        "top 44.0 383.0",
        "center 235.5 383.0",
        "bottom 427.0 383.0",
        "full 686.0",
        "threeQuarters 574.5",
        "half 383.0",
        "quarter 191.5",
        "287.25",
      ])
  }

  @Test("an overlay with buttons hands back what the user chose")
  func overlayButtons() {
    // guide: Presentations.md
    nav = Navigator(root: Screen.inbox)
    let dates = Presentation.overlay(
      .center, .half, buttons: [.cancel, ModalButton("Done", id: "done")])
    let dialog = nav.send(.present(.dateRange(from: 1, to: 1), as: dates)).presentedEntry!

    // The dialog keeps what the user picks in its route.
    nav.send(.update(dialog.id, to: .dateRange(from: 3, to: 9)))

    print(nav.send(.tapButton("done", in: dialog.id)))
    // [dismissed(dateRange(from: 3, to: 9)#1, button(done))]
    // end guide

    #expect(printed == ["[dismissed(dateRange(from: 3, to: 9)#1, button(done))]"])
  }

  @Test("each style's default rules are the table's")
  func rules() {
    let picker = Presentation.overlay(.bottom, .half)
    let share = Presentation.confirmationDialog(
      "Share", buttons: [ModalButton("Copy Link", id: "copy"), .cancel])
    let saved = Presentation.alert("Saved")

    // guide: Presentations.md
    for presentation in [sheet, .fullScreenCover, picker, share, saved] {
      let rules = presentation.rules
      print(
        presentation.styleName, rules.allowsInteractiveDismissal, rules.dismissesOnBackdropTap,
        rules.blocksInputBeneath)
    }
    // sheet true true true
    // fullScreenCover false false true
    // overlay false true true
    // confirmationDialog false true true
    // alert false false true
    // end guide

    #expect(
      printed == [
        "sheet true true true",
        "fullScreenCover false false true",
        "overlay false true true",
        "confirmationDialog false true true",
        "alert false false true",
      ])
  }

  @Test("a layer's rules decide which gestures dismiss it; the app always can")
  func customRules() {
    // guide: Presentations.md
    nav = Navigator(root: Screen.inbox)
    let checkout = Presentation.sheet(detents: [.large])
      .rules(DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false))
    let layer = nav.send(.present(.compose, as: checkout)).presentedEntry!

    print(nav.send(.dismissInteractively(layer.id)))
    // [rejected(dismissInteractively(#1), dismissalNotAllowed)]
    print(nav.send(.tapBackdrop(layer.id)))
    // [rejected(tapBackdrop(#1), dismissalNotAllowed)]
    print(nav.send(.dismissLayer(layer.id)))
    // [dismissed(compose#1, programmatic)]
    // end guide

    #expect(
      printed == [
        "[rejected(dismissInteractively(#1), dismissalNotAllowed)]",
        "[rejected(tapBackdrop(#1), dismissalNotAllowed)]",
        "[dismissed(compose#1, programmatic)]",
      ])
  }

  @Test("input reaches the layers beneath an undimmed sheet, and stops at a dimmed one")
  func inputBlocking() {
    // guide: Presentations.md
    nav = Navigator(root: Screen.inbox)
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    let compose = nav.send(.present(.compose, as: undimmed)).presentedEntry!
    let inbox = nav.stack.top.id

    print(nav.topLayer!.blocksInput(), nav.lowestInteractiveLevel())  // false 0
    print(nav.receivesInput(inbox))  // true
    print(nav.send(.push(.photos), from: inbox))  // [pushed(photos#2)]

    nav.send(.selectDetent(.large, of: compose.id))
    print(nav.topLayer!.blocksInput(), nav.lowestInteractiveLevel())  // true 1
    print(nav.send(.unwind, from: nav.stack.top.id))
    // [rejected(unwind, inputBlocked)]
    // end guide

    // guide: Presentations.md
    let fixed = ModalLayer(
      entry: RouteEntry(id: 1, route: Screen.compose),
      presentation: .sheet(
        detents: [.height(300), .medium], selection: .medium,
        largestUndimmedDetent: .height(300)))

    print(fixed.blocksInput())  // false: no geometry, the benefit of the doubt
    print(fixed.blocksInput(in: phone))  // true: medium is 400 points, above 300
    // end guide

    // guide: Presentations.md
    let toast = Presentation.overlay(.top, .quarter)
      .rules(
        DismissalRules(
          allowsInteractiveDismissal: true, dismissesOnBackdropTap: false,
          blocksInputBeneath: false))
    let note = nav.send(.present(.toast, as: toast)).presentedEntry!

    print(nav.lowestInteractiveLevel())  // 1: the toast lets touches through
    print(nav.send(.dismissInteractively(compose.id)))
    // [dismissed(toast#3, interactive), dismissed(compose#1, interactive)]
    print(nav.send(.dismissInteractively(note.id)))
    // [rejected(dismissInteractively(#3), unknownEntry)]
    // end guide

    #expect(
      printed == [
        "false 0",
        "true",
        "[pushed(photos#2)]",
        "true 1",
        "[rejected(unwind, inputBlocked)]",
        "false",
        "true",
        "1",
        "[dismissed(toast#3, interactive), dismissed(compose#1, interactive)]",
        "[rejected(dismissInteractively(#3), unknownEntry)]",
      ])
  }
}

// MARK: - Testing Your Navigation

@Suite("Guide: Testing Your Navigation")
struct TestingGuideSamples {
  // guide: TestingYourNavigation.md
  enum Screen: Hashable, Sendable {
    case inbox
    case thread(Int)
    case compose
    case contacts
    case discardDraft
  }
  // end guide

  // guide: TestingYourNavigation.md
  @Test("every step of the compose flow keeps the navigator's rules")
  func composeFlowKeepsTheRules() {
    var nav = Navigator(root: Screen.inbox)
    let steps: [Navigator<Screen>.Action] = [
      .push(.thread(7)),
      .present(.compose, as: .sheet(detents: [.medium, .large])),
      .push(.contacts),
      .present(.discardDraft, as: .alert("Discard this draft?")),
      .tapButton("ok", in: 4),
      .dismiss,
      .unwind,
    ]

    for action in steps {
      nav.send(action)
      #expect(nav.invariantViolations() == [], "after \(action)")
    }
  }
  // end guide

  // guide: TestingYourNavigation.md
  @Test("composing over a thread reports the sheet, and dismissing reports what it removed")
  func composeOverThread() {
    var nav = Navigator(root: Screen.inbox)
    let sheet = Presentation.sheet(detents: [.medium, .large])
    nav.send(.push(.thread(7)))

    let presented = nav.send(.present(.compose, as: sheet))
    let pushed = nav.send(.push(.contacts))
    let dismissed = nav.send(.dismiss)

    let compose = RouteEntry(id: 2, route: Screen.compose)
    let contacts = RouteEntry(id: 3, route: Screen.contacts)
    #expect(presented == [.presented(compose, sheet)])
    #expect(pushed == [.pushed(contacts)])
    #expect(dismissed == [.popped(contacts), .dismissed(compose, reason: .programmatic)])
    #expect("\(dismissed)" == "[popped(contacts#3), dismissed(compose#2, programmatic)]")
  }
  // end guide

  // guide: TestingYourNavigation.md
  @Test("a deep link lands on the thread with the compose sheet up")
  func deepLink() throws {
    var nav = Navigator(root: Screen.inbox)
    let sheet = Presentation.sheet(detents: [.medium, .large])
    let link = Destination(
      root: Screen.inbox, path: [.thread(7)],
      layers: [.init(.compose, as: sheet, path: [.contacts])])

    nav.send(.apply(link))

    let expected = try Navigator(
      stack: RouteStack(
        root: RouteEntry(id: 0, route: Screen.inbox),
        path: [RouteEntry(id: 1, route: .thread(7))]),
      layers: [
        ModalLayer(
          entry: RouteEntry(id: 2, route: .compose), presentation: sheet,
          path: [RouteEntry(id: 3, route: .contacts)])
      ],
      nextID: 4)
    #expect(nav == expected)
    #expect("\(nav)" == "[inbox#0, thread(7)#1] > sheet [compose#2, contacts#3]")
  }
  // end guide

  // guide: TestingYourNavigation.md
  @Test("an expected state that breaks a rule is refused, not trusted")
  func brokenExpectedState() {
    let inbox = RouteEntry(id: 0, route: Screen.inbox)
    let thread = RouteEntry(id: 1, route: Screen.thread(7))

    #expect(throws: InvariantViolation.duplicateID(1)) {
      try Navigator(stack: RouteStack(root: inbox, path: [thread, thread]), nextID: 2)
    }
    #expect(throws: InvariantViolation.idNotBelowCounter(1)) {
      try Navigator(stack: RouteStack(root: inbox, path: [thread]), nextID: 1)
    }
  }
  // end guide

  // guide: TestingYourNavigation.md
  @Test("Back is disabled at the root, and pressing it anyway changes nothing")
  func backAtRoot() {
    var nav = Navigator(root: Screen.inbox)
    let before = nav

    let enabled = nav.rejection(of: .unwind) == nil
    let events = nav.send(.unwind)

    #expect(!enabled)
    #expect(events == [.rejected(.unwind, reason: .alreadyAtRoot)])
    #expect(events.rejection == .alreadyAtRoot)
    #expect(nav == before)
  }
  // end guide

  // guide: TestingYourNavigation.md
  /// Counts the times each entry is reported presented and dismissed.
  struct PresentationLedger {
    var presented: [EntryID: Int] = [:]
    var dismissed: [EntryID: Int] = [:]

    mutating func record(_ events: Navigator<Screen>.Events) {
      for event in events {
        switch event {
        case .presented(let entry, _): presented[entry.id, default: 0] += 1
        case .dismissed(let entry, _): dismissed[entry.id, default: 0] += 1
        default: break
        }
      }
    }

    /// Whether everything presented was dismissed exactly once, and nothing else was.
    var isBalanced: Bool {
      presented.values.allSatisfy { $0 == 1 } && dismissed == presented
    }
  }

  @Test("every sheet and alert of the flow is dismissed exactly once")
  func exactlyOnce() {
    var nav = Navigator(root: Screen.inbox)
    var ledger = PresentationLedger()
    let sheet = Presentation.sheet(detents: [.medium, .large])
    let alert = Presentation.alert("Discard this draft?")
    let actions: [Navigator<Screen>.Action] = [
      .present(.compose, as: sheet),
      .push(.contacts),
      .present(.discardDraft, as: alert, policy: .queue),
      .dismissInteractively(1),
      .present(.compose, as: sheet, policy: .insteadOfTop),
      .present(.thread(7), as: sheet),
    ]

    for action in actions { ledger.record(nav.send(action)) }
    ledger.record(nav.send(.home))

    #expect(ledger.presented.count == 4)
    #expect(ledger.isBalanced)
  }
  // end guide
}

// MARK: - Porting ModalKit

@Suite("Guide: Porting ModalKit")
final class PortingSamples: RecordsPrints {
  var printed: [String] = []

  // guide: Porting.md
  enum Screen: Hashable, Sendable {
    case inbox
    case compose
    case contacts
    case discardDraft
  }
  // end guide

  @Test("ids, typed throws and values behave as the porting guide says")
  func portingNotes() {
    // guide: Porting.md
    var nav = Navigator(root: Screen.inbox)
    nav.send(.present(.compose, as: .sheet()))
    nav.send(.present(.discardDraft, as: .alert("Discard?"), policy: .queue))
    print(nav)  // [inbox#0] > sheet [compose#1] queued [discardDraft#2]
    print(nav.nextID)  // #3: a queued entry has its id already
    // end guide

    // guide: Porting.md
    let link = Destination(
      root: Screen.inbox,
      layers: [.init(.discardDraft, as: .alert("Discard?"), path: [.contacts])])
    do {
      let restored = try Navigator(link)
      print(restored)
    } catch {
      print(error)  // layerNotNavigable: `error` is a RejectionReason, not `any Error`
    }
    // end guide

    // guide: Porting.md
    let copy = nav
    nav.send(.dismiss)
    print(nav)  // [inbox#0] > alert [discardDraft#2]
    print(copy)  // [inbox#0] > sheet [compose#1] queued [discardDraft#2]
    // end guide

    #expect(
      printed == [
        "[inbox#0] > sheet [compose#1] queued [discardDraft#2]",
        "#3",
        "layerNotNavigable",
        "[inbox#0] > alert [discardDraft#2]",
        "[inbox#0] > sheet [compose#1] queued [discardDraft#2]",
      ])
  }
}

// MARK: - The landing page

@Suite("Guide: the ModalKit landing page")
final class LandingPageSamples: RecordsPrints {
  var printed: [String] = []

  @Test("the landing page's navigator prints what its comments show")
  func landingPage() {
    // guide: ModalKit.md
    enum Screen: Hashable, Sendable {
      case inbox
      case thread(Int)
      case settings
    }

    var nav = Navigator(root: Screen.inbox)
    let events = nav.send(.push(.thread(7)))
    print(events)  // [pushed(thread(7)#1)]
    assert(events == [.pushed(RouteEntry(id: 1, route: .thread(7)))])

    let sheet = Presentation.sheet(detents: [.medium, .large], showsGrabber: true)
    let settings = nav.send(.present(.settings, as: sheet)).presentedEntry!
    print(nav)  // [inbox#0, thread(7)#1] > sheet [settings#2]
    print(nav.send(.unwind))  // [rejected(unwind, alreadyAtRoot)]
    print(nav.send(.dismissLayer(settings.id)))  // [dismissed(settings#2, programmatic)]
    // end guide

    #expect(events == [.pushed(RouteEntry(id: 1, route: .thread(7)))])
    #expect(
      printed == [
        "[pushed(thread(7)#1)]",
        "[inbox#0, thread(7)#1] > sheet [settings#2]",
        "[rejected(unwind, alreadyAtRoot)]",
        "[dismissed(settings#2, programmatic)]",
      ])
  }
}

// MARK: - Transitions

@Suite("Guide: Transitions")
final class TransitionsSamples: RecordsPrints {
  var printed: [String] = []

  @Test("an overlay's own buttons dismiss it with the button's id as the reason")
  func overlayButtons() {
    // guide: Transitions.md
    var nav = Navigator(root: "inbox")  // routes are any Hashable & Sendable value: here, strings
    let dates = Presentation.overlay(
      .center, .half, buttons: [.cancel, ModalButton("Done", id: "done")])
    let dialog = nav.send(.present("dates", as: dates)).presentedEntry!
    print(nav.send(.tapButton("done", in: dialog.id)))  // [dismissed(dates#1, button(done))]
    // end guide

    #expect(printed == ["[dismissed(dates#1, button(done))]"])
    #expect("\(nav)" == "[inbox#0]")
  }
}
