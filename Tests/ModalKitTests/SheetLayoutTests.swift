import ModalKit
import Testing

@Suite("Sheet layout")
struct SheetLayoutTests {
  @Test(
    "each detent resolves to a height below the top safe-area inset",
    arguments: [
      (Detent.large, 860.0), (.medium, 430), (.fraction(0.25), 215), (.height(300), 300),
      (.height(5000), 860), (.fraction(0), 0), (.height(-4), 0),
    ])
  func detentHeights(detent: Detent, height: Double) {
    #expect(phone.sheetMaximumHeight == 860)
    #expect(phone.sheetHeight(at: detent) == height)
  }

  @Test("a sheet's frame is full width against the container's bottom")
  func sheetFrame() {
    #expect(phone.sheetFrame(at: .medium) == LayoutRect(x: 0, y: 470, width: 400, height: 430))
    #expect(phone.sheetFrame(at: .large) == LayoutRect(x: 0, y: 40, width: 400, height: 860))
  }

  @Test("detents are ordered by resolved height, ties keeping the offered order")
  func detentsByHeight() {
    let sheet = SheetConfiguration(
      detents: [.large, .fraction(0.5), .height(100), .medium, .fraction(0.9)])

    #expect(
      phone.detentsByHeight(sheet) == [
        .height(100), .fraction(0.5), .medium, .fraction(0.9), .large,
      ])
  }

  /// Medium is 430 high and large 860 on the phone; a release projects 0.2 s of velocity.
  static let releases: [(Double, Double, Bool, DragOutcome)] = [
    (430, 0, true, .settle(.medium)),
    (860, 0, true, .settle(.large)),
    (600, 0, true, .settle(.medium)),
    (700, 0, true, .settle(.large)),
    (645, 0, true, .settle(.large)),
    (500, 1000, true, .settle(.large)),
    (800, -1500, true, .settle(.medium)),
    (300, -500, true, .dismiss),
    (214, 0, true, .dismiss),
    (215, 0, true, .settle(.medium)),
    (100, -2000, false, .settle(.medium)),
    (2000, 5000, true, .settle(.large)),
  ]

  /// A sheet offering large and medium whose rules allow a swipe down to dismiss it, or not.
  static func sheet(swipeDismisses: Bool) -> Presentation {
    Presentation.sheet(detents: [.large, .medium]).rules(
      DismissalRules(allowsInteractiveDismissal: swipeDismisses, dismissesOnBackdropTap: true))
  }

  @Test(
    "a released drag settles on the nearest detent to its projected height", arguments: releases)
  func settle(height: Double, velocity: Double, allowsDismissal: Bool, outcome: DragOutcome) {
    let presentation = Self.sheet(swipeDismisses: allowsDismissal)

    let result = presentation.settle(height: height, velocity: velocity, in: phone)

    #expect(result == outcome)
  }

  @Test("a layer settles as its presentation does, reading its own rules")
  func layerSettles() {
    let swipeable = ModalLayer<Screen>(Self.sheet(swipeDismisses: true), [1: .settings])
    let fixed = ModalLayer<Screen>(Self.sheet(swipeDismisses: false), [1: .settings])

    let outcomes = [swipeable, fixed].map { $0.settle(height: 100, velocity: -2000, in: phone) }

    #expect(outcomes == [.dismiss, .settle(.medium)])
  }

  @Test(
    "a sheet whose rules forbid a swipe never settles by dismissing, however it is flung",
    arguments: [-Double.infinity, -100_000, -2000, -500, 0, .nan])
  func forbiddenSwipeNeverDismisses(velocity: Double) {
    let sheets: [Presentation] = [
      Self.sheet(swipeDismisses: false),
      Presentation.sheet(detents: [.height(40), .fraction(0.1)]).rules(
        DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)),
      Presentation.sheet(detents: [.medium]).rules(
        DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true)),
    ]

    let outcomes = sheets.flatMap { sheet in
      [0.0, 1, 50, 200, .nan].map { sheet.settle(height: $0, velocity: velocity, in: phone) }
    }

    #expect(!outcomes.contains(.dismiss))
    #expect(!outcomes.contains(nil))
  }

  @Test(
    "only a sheet settles: every other style has no outcome",
    arguments: [
      Presentation.fullScreenCover, .overlay(.bottom, .half), .alert("Hi"),
      .confirmationDialog("Share", buttons: [.cancel]),
    ])
  func nonSheetsHaveNoOutcome(presentation: Presentation) {
    let layer = ModalLayer<Screen>(presentation, [1: .settings])

    #expect(presentation.settle(height: 100, velocity: -2000, in: phone) == nil)
    #expect(layer.settle(height: 100, velocity: -2000, in: phone) == nil)
  }

  @Test("a sheet with no detents, which cannot be presented, can only go away")
  func settleWithoutDetents() {
    let sheet = Presentation.sheet(detents: [])

    #expect(sheet.settle(height: 400, velocity: 0, in: phone) == .dismiss)
  }
}

extension SheetLayoutTests {
  @Test(
    "a release with a NaN or infinite velocity or height still settles somewhere sensible",
    arguments: [
      (700.0, -Double.infinity, Detent.medium), (100, .infinity, .large), (700, .nan, .large),
      (.nan, 0, .large), (.infinity, -.infinity, .medium), (-.infinity, .infinity, .large),
    ])
  func nonFiniteRelease(height: Double, velocity: Double, expected: Detent) {
    let sheet = Self.sheet(swipeDismisses: false)

    let outcome = sheet.settle(height: height, velocity: velocity, in: phone)

    #expect(outcome == .settle(expected))
  }
}
