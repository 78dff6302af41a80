import ModalKit
import Testing

/// Routes that know their presentation, for the `.present(route)` sugar.
private enum Pane: PresentableRoute {
  case settings
  case warning(String)

  var defaultPresentation: Presentation {
    switch self {
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
      .alert("Hi"), .dialog("Share", buttons: [.cancel, AlertButton("Copy")]),
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
      (.overlay(.center, .half), false, true),
      (.dialog(AlertContent(title: "Share")), false, true),
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

    let made = Presentation(.overlay(.bottom, .quarter), rules: open)
    let changed = Presentation.overlay(.bottom, .quarter).rules(open)

    #expect(made == changed)
    #expect(changed.style == .overlay(.bottom, .quarter))
    #expect(changed.rules == open)
  }

  // MARK: - Reading a presentation

  @Test(
    "a presentation names its style in one word and says whether screens can be pushed in it",
    arguments: [
      (halfSheet, "sheet", true), (.fullScreenCover, "cover", true),
      (.overlay(.center, .half), "overlay", true), (.dialog("D", buttons: [.ok]), "dialog", false),
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
          buttons: [.cancel, AlertButton("Discard", id: "discard", role: .destructive)]))
  }

  @Test("alert content defaults to one OK button, and finds its buttons by id")
  func alertContentDefaults() {
    let content = AlertContent(title: "Saved")

    #expect(content.buttons == [AlertButton("OK", id: "ok", role: .cancel)])
    #expect(content.button("ok") == .ok)
    #expect(content.button("OK") == nil)
    #expect(AlertButton("Copy") == AlertButton("Copy", id: "Copy", role: nil))
  }

  // MARK: - Dialog-type routing

  @Test("a presentable route is presented with its default presentation")
  func presentableRouteSugar() {
    var nav = Navigator(root: Pane.settings)

    let sheet = nav.checkedSend(.present(.settings))
    let alert = nav.checkedSend(.present(.warning("Low battery")))

    #expect(sheet == [.presented(nav.modal.layers[0].entry, .sheet(detents: [.medium, .large]))])
    #expect(alert == [.presented(nav.top, .alert("Low battery"))])
    #expect(
      Navigator<Pane>.Action.present(.settings, policy: .queue)
        == .present(.settings, .sheet(detents: [.medium, .large]), policy: .queue))
  }

  @Test("the navigator's present method takes a presentable route without a presentation")
  func presentableRouteMethod() {
    var nav = Navigator(root: Pane.settings)
    nav.present(.settings)

    let events = nav.present(.settings)

    #expect(events == [.rejected(.present(.settings), reason: .alreadyPresented)])
  }
}
