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

  @Test(
    "a released drag settles on the nearest detent to its projected height", arguments: releases)
  func settle(height: Double, velocity: Double, allowsDismissal: Bool, outcome: DragOutcome) {
    let sheet = SheetConfiguration(detents: [.large, .medium])

    let result = sheet.settle(
      height: height, velocity: velocity, in: phone, allowsDismissal: allowsDismissal)

    #expect(result == outcome)
  }

  @Test("a sheet with no detents can only go away")
  func settleWithoutDetents() {
    let sheet = SheetConfiguration(detents: [])

    #expect(sheet.settle(height: 400, velocity: 0, in: phone, allowsDismissal: false) == .dismiss)
  }
}

extension SheetLayoutTests {
  @Test(
    "a release with a NaN or infinite velocity or height still settles somewhere sensible",
    arguments: [
      (700.0, -Double.infinity, Detent.medium), (100, .infinity, .large), (700, .nan, .large),
      (.nan, 0, .large), (.infinity, -.infinity, .medium),
    ])
  func nonFiniteRelease(height: Double, velocity: Double, expected: Detent) {
    let sheet = SheetConfiguration(detents: [.medium, .large])

    let outcome = sheet.settle(
      height: height, velocity: velocity, in: phone, allowsDismissal: false)

    #expect(outcome == .settle(expected))
  }
}
