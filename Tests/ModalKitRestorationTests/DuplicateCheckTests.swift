import ModalKit
import ModalKitTestSupport
import Testing

/// The repeated-detent and repeated-button checks, which scan short lists and use a set for long
/// ones (a hostile saved state), against the plain scan they replace.
@Suite("Duplicate checks")
struct DuplicateCheckTests {
  @Test("a sheet's first problem is the plain scan's, for short and long random lists")
  func detentsAgreeWithTheScan() {
    var random = SplitMix64(seed: 9)
    let pool: [Detent] = [
      .medium, .large, .fraction(0.5), .fraction(1.5), .height(-1), .height(90),
    ]
    for _ in 0..<2_000 {
      let count = random.below(40)
      let detents = (0..<count).map { _ in
        random.chance(90) ? Detent.height(Double(random.below(200) + 1)) : random.pick(pool)
      }
      let sheet = SheetConfiguration(detents: detents, selection: detents.first ?? .large)

      #expect(sheet.problem == Self.scanProblem(of: sheet), "\(detents)")
    }
  }

  @Test("an alert's and an overlay's first problem is the plain scan's, for short and long lists")
  func buttonsAgreeWithTheScan() {
    var random = SplitMix64(seed: 10)
    for _ in 0..<2_000 {
      let count = random.below(40)
      let buttons = (0..<count).map { _ in
        ModalButton(
          "B", id: "b\(random.below(60))", role: random.chance(3) ? .cancel : nil)
      }
      let alert = AlertContent(title: "T", buttons: buttons)
      let overlay = OverlayConfiguration(positioning: .center, size: .half, buttons: buttons)

      #expect(alert.problem == Self.scanProblem(of: buttons, emptyIs: .noButtons))
      #expect(overlay.problem == Self.scanProblem(of: buttons, emptyIs: nil))
    }
  }

  /// The sheet check as first written: each detent against those before it.
  static func scanProblem(of sheet: SheetConfiguration) -> PresentationProblem? {
    let detents = sheet.detents
    guard !detents.isEmpty else { return .noDetents }
    for (index, detent) in detents.enumerated() {
      if !detent.isValid { return .invalidDetent(detent) }
      if detents[..<index].contains(detent) { return .duplicateDetent(detent) }
    }
    if !detents.contains(sheet.selection) { return .selectionNotOffered(sheet.selection) }
    return nil
  }

  /// The button check as first written: each id against those before it, then the cancels.
  static func scanProblem(of buttons: [ModalButton], emptyIs empty: PresentationProblem?)
    -> PresentationProblem?
  {
    if buttons.isEmpty { return empty }
    for (index, button) in buttons.enumerated()
    where buttons[..<index].contains(where: { $0.id == button.id }) {
      return .duplicateButton(button.id)
    }
    return buttons.count(where: { $0.role == .cancel }) > 1 ? .multipleCancelButtons : nil
  }
}
