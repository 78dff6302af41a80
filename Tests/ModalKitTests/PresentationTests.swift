import ModalKit
import Testing

/// Routes that know their presentation, for the `.present(route)` sugar; `list` is only ever
/// pushed, so it has none.
private enum Pane: PresentableRoute {
  case list
  case settings
  case warning(String)

  var defaultPresentation: Presentation? {
    switch self {
    case .list: nil
    case .settings: .sheet(detents: [.medium, .large])
    case .warning(let text): .alert(text)
    }
  }
}

@Suite("Presentations and their validation")
struct PresentationTests {
  // MARK: - Validation

  @Test(
    "each presentation problem is found", arguments: Refusal.invalidPresentations)
  func problemIsFound(presentation: Presentation, problem: PresentationProblem) {
    #expect(presentation.problem == problem)
  }

  @Test(
    "well-formed presentations have no problem",
    arguments: [
      halfSheet, largeSheet, .fullScreenCover, .overlay(.top, .fraction(1)), discardAlert,
      .alert("Hi"), .confirmationDialog("Share", buttons: [.cancel, ModalButton("Copy")]),
      .overlay(.center, .half, buttons: [.cancel, ModalButton("Done", id: "done")]),
      .sheet(detents: [.fraction(0.3), .height(200), .large], largestUndimmedDetent: .height(200)),
    ])
  func validHasNoProblem(presentation: Presentation) {
    #expect(presentation.problem == nil)
  }

  @Test(
    "a fraction detent must lie in (0, 1] and a height must be positive and finite",
    arguments: [
      (Detent.fraction(0), false), (.fraction(-0.5), false), (.fraction(1.01), false),
      (.fraction(.nan), false), (.fraction(1), true), (.fraction(0.001), true),
      (.height(0), false), (.height(-1), false), (.height(.infinity), false),
      (.height(.nan), false),
      (.height(1), true), (.medium, true), (.large, true),
    ])
  func detentValidity(detent: Detent, valid: Bool) {
    #expect(detent.isValid == valid)
  }

  @Test(
    "an overlay size must be a named size or a fraction in (0, 1]",
    arguments: [
      (ModalSize.full, true), (.threeQuarters, true), (.half, true), (.quarter, true),
      (.fraction(0.6), true), (.fraction(1), true), (.fraction(0), false), (.fraction(1.5), false),
      (.fraction(-1), false), (.fraction(.nan), false),
    ])
  func sizeValidity(size: ModalSize, valid: Bool) {
    #expect(size.isValid == valid)
  }

  @Test("an invalid detent is reported before a duplicate, and the first problem wins")
  func firstProblemWins() {
    let sheet = SheetConfiguration(detents: [.fraction(2), .medium, .medium], selection: .large)

    #expect(sheet.problem == .invalidDetent(.fraction(2)))
  }

  @Test("a sheet's selection defaults to its first offered detent")
  func selectionDefaultsToFirst() {
    let sheet = SheetConfiguration(detents: [.height(300), .large])

    #expect(
      sheet
        == SheetConfiguration(
          detents: [.height(300), .large], selection: .height(300), showsGrabber: false,
          largestUndimmedDetent: nil))
  }

  // MARK: - Dismissal rules

  @Test(
    "each style has its documented default dismissal rules",
    arguments: [
      (Presentation.Style.sheet(SheetConfiguration()), true, true),
      (.fullScreenCover, false, false),
      (.overlay(OverlayConfiguration(positioning: .center, size: .half)), false, true),
      (.confirmationDialog(AlertContent(title: "Share")), false, true),
      (.alert(AlertContent(title: "Hi")), false, false),
    ])
  func defaultRules(style: Presentation.Style, swipe: Bool, backdrop: Bool) {
    let presentation = Presentation(style)

    #expect(
      presentation.rules
        == DismissalRules(
          allowsInteractiveDismissal: swipe, dismissesOnBackdropTap: backdrop,
          blocksInputBeneath: true))
    #expect(presentation.rules == .default(for: style))
  }

  @Test("rules given at creation or with rules(_:) replace the defaults and keep the style")
  func customRules() {
    let open = DismissalRules(
      allowsInteractiveDismissal: true, dismissesOnBackdropTap: true, blocksInputBeneath: false)

    let made = Presentation(
      .overlay(OverlayConfiguration(positioning: .bottom, size: .quarter)), rules: open)
    let changed = Presentation.overlay(.bottom, .quarter).rules(open)

    #expect(made == changed)
    #expect(changed.style == .overlay(OverlayConfiguration(positioning: .bottom, size: .quarter)))
    #expect(changed.rules == open)
  }

  // MARK: - Reading a presentation

  @Test(
    "a presentation names its style in one word and says whether screens can be pushed in it",
    arguments: [
      (halfSheet, "sheet", true), (.fullScreenCover, "fullScreenCover", true),
      (.overlay(.center, .half), "overlay", true),
      (.confirmationDialog("D", buttons: [.ok]), "confirmationDialog", false),
      (.alert("A"), "alert", false),
    ])
  func styleNameAndNavigability(presentation: Presentation, name: String, navigable: Bool) {
    #expect(presentation.styleName == name)
    #expect(presentation.isNavigable == navigable)
  }

  @Test("the sheet and alert accessors return the style's payload or nil")
  func accessors() {
    #expect(halfSheet.sheet == SheetConfiguration(detents: [.medium, .large], showsGrabber: true))
    #expect(halfSheet.alertContent == nil)
    #expect(discardAlert.sheet == nil)
    #expect(
      discardAlert.alertContent
        == AlertContent(
          title: "Discard draft?",
          buttons: [.cancel, ModalButton("Discard", id: "discard", role: .destructive)]))
  }

  @Test("alert content defaults to one OK button, and finds its buttons by id")
  func alertContentDefaults() {
    let content = AlertContent(title: "Saved")

    #expect(content.buttons == [ModalButton("OK", id: "ok", role: .cancel)])
    #expect(content.button("ok") == .ok)
    #expect(content.button("OK") == nil)
    #expect(ModalButton("Copy") == ModalButton("Copy", id: "Copy", role: nil))
    #expect(ModalButton.cancel == ModalButton("Cancel", id: "cancel", role: .cancel))
  }

  @Test("the overlay and buttons accessors return the style's payload, or nil and none")
  func overlayAndButtons() {
    let done = ModalButton("Done", id: "done")
    let dialog = Presentation.overlay(.center, .half, buttons: [.cancel, done])

    #expect(
      dialog.overlay
        == OverlayConfiguration(positioning: .center, size: .half, buttons: [.cancel, done]))
    #expect(dialog.buttons == [.cancel, done])
    #expect(dialog.alertContent == nil)
    #expect(Presentation.overlay(.top, .quarter).buttons == [])
    #expect(
      discardAlert.buttons == [.cancel, ModalButton("Discard", id: "discard", role: .destructive)])
    #expect(Presentation.confirmationDialog("Share", buttons: [done]).buttons == [done])
    #expect([halfSheet, .fullScreenCover].map(\.buttons) == [[], []])
    #expect([halfSheet, .fullScreenCover, discardAlert].map(\.overlay) == [nil, nil, nil])
  }

  // MARK: - Overlays with buttons

  @Test(
    "an overlay's buttons are checked as an alert's are, and only after its size",
    arguments: [
      (
        Presentation.overlay(
          .center, .half, buttons: [.cancel, ModalButton("Cancel", id: "cancel")]),
        PresentationProblem.duplicateButton("cancel")
      ),
      (
        .overlay(.center, .half, buttons: [.cancel, ModalButton("Close", role: .cancel)]),
        .multipleCancelButtons
      ),
      (
        .overlay(.center, .fraction(2), buttons: [.cancel, .cancel, .ok]),
        .invalidSize(.fraction(2))
      ),
      (
        .overlay(.center, .half, buttons: [.ok, .cancel, .ok]),
        .duplicateButton("ok")
      ),
    ])
  func overlayButtonProblems(presentation: Presentation, problem: PresentationProblem) {
    var nav = Nav(root: .inbox)
    let before = nav

    let events = nav.send(.present(.compose, as: presentation))

    #expect(presentation.problem == problem)
    #expect(presentation.overlay?.problem == problem)
    #expect(
      events == [
        .rejected(.present(.compose, as: presentation), reason: .invalidPresentation(problem))
      ])
    #expect(nav == before)
  }

  @Test("an overlay without buttons is valid: dismissals and backdrop taps close it")
  func overlayWithoutButtons() {
    #expect(OverlayConfiguration(positioning: .bottom, size: .full).problem == nil)
    #expect(
      OverlayConfiguration(positioning: .bottom, size: .fraction(0)).problem
        == .invalidSize(.fraction(0)))
  }

  // MARK: - Equivalence

  /// Pairs of presentations and whether a second presentation of one counts as the other.
  static let equivalences: [(Presentation, Presentation, Bool)] = [
    (halfSheet, halfSheet, true),
    (halfSheet, .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true), true),
    (halfSheet, .sheet(detents: [.medium, .large]), false),
    (halfSheet, .sheet(detents: [.large, .medium], selection: .medium, showsGrabber: true), false),
    (
      halfSheet,
      halfSheet.rules(
        DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)),
      false
    ),
    (
      halfSheet,
      .sheet(detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium), false
    ),
    (halfSheet, .fullScreenCover, false),
    (.fullScreenCover, .fullScreenCover, true),
    (.fullScreenCover, halfSheet, false),
    (.overlay(.center, .half), .overlay(.center, .half), true),
    (.overlay(.center, .half), .overlay(.center, .quarter), false),
    (.overlay(.center, .half), .overlay(.center, .half, buttons: [.cancel]), false),
    (.alert("Saved"), .alert("Saved"), true),
    (.alert("Saved"), .confirmationDialog("Saved", buttons: [.ok]), false),
  ]

  @Test(
    "presentations are equivalent when equal apart from where a sheet rests; rules matter",
    arguments: equivalences)
  func equivalence(first: Presentation, second: Presentation, equivalent: Bool) {
    #expect(first.isEquivalent(to: second) == equivalent)
    #expect(second.isEquivalent(to: first) == equivalent)
  }

  @Test("a layer shows a route as a presentation when both the route and the presentation match")
  func layerShows() {
    let layer = ModalLayer<Screen>(
      .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true), [1: .settings])

    #expect(layer.shows(.settings, as: halfSheet))
    #expect(!layer.shows(.profile, as: halfSheet))
    #expect(!layer.shows(.settings, as: largeSheet))
  }

  // MARK: - Dialog-type routing

  @Test("a presentable route is presented with its default presentation")
  func presentableRouteSugar() throws {
    var nav = Navigator(root: Pane.list)

    let sheet = nav.checkedSend(.present(.settings))
    let alert = nav.checkedSend(.present(.warning("Low battery")))

    let settings = RouteEntry(1, Pane.settings)
    let warning = RouteEntry(2, Pane.warning("Low battery"))
    let expected = try Navigator(
      [0: Pane.list],
      layers: [
        ModalLayer(entry: settings, presentation: .sheet(detents: [.medium, .large])),
        ModalLayer(entry: warning, presentation: .alert("Low battery")),
      ],
      nextID: 3)
    #expect(sheet == [.presented(settings, .sheet(detents: [.medium, .large]))])
    #expect(alert == [.presented(warning, .alert("Low battery"))])
    #expect(nav == expected)
    #expect(
      Navigator<Pane>.Action.present(.settings, policy: .queue)
        == .present(.settings, as: .sheet(detents: [.medium, .large]), policy: .queue))
  }

  @Test("a route without a default presentation is refused, by the action and by the method")
  func routeWithoutPresentation() {
    var nav = Navigator(root: Pane.settings)
    let before = nav

    let called = nav.present(.list, policy: .reject)

    #expect(nav.sending(.present(.list)) == .refused(.noPresentation))
    #expect(
      called == [.rejected(.present(.list, as: nil, policy: .reject), reason: .noPresentation)])
    #expect(nav == before)
  }

  @Test("the navigator's present method takes a presentable route without a presentation")
  func presentableRouteMethod() {
    var nav = Navigator(root: Pane.list)
    nav.present(.settings)
    let before = nav

    let events = nav.present(.settings)

    #expect(events == [.rejected(.present(.settings), reason: .alreadyPresented)])
    #expect(nav == before)
  }
}
