import ModalKit
import Testing

/// A presentation shares its storage between copies; these tests check that it still behaves as
/// a value: a change to one copy never shows in another, validation follows every change, and
/// equal presentations hash alike whether or not they share storage.
@Suite("Presentations behave as values")
struct PresentationValueTests {
  let sheet = Presentation.sheet(detents: [.medium, .large])

  @Test("changing a copy's style leaves the original as it was")
  func styleChangeIsLocal() {
    let original = sheet
    var copy = original

    copy.style = .fullScreenCover

    #expect(original.style == .sheet(SheetConfiguration(detents: [.medium, .large])))
    #expect(copy.style == .fullScreenCover)
    #expect(original != copy)
  }

  @Test("changing a copy's rules leaves the original as it was")
  func rulesChangeIsLocal() {
    let original = sheet
    var copy = original
    let strict = DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)

    copy.rules = strict

    #expect(original.rules == .default(for: original.style))
    #expect(copy.rules == strict)
    #expect(!copy.isEquivalent(to: original))
  }

  @Test("validation follows a change of style, in both directions")
  func problemFollowsStyle() {
    var presentation = sheet

    presentation.style = .sheet(SheetConfiguration(detents: []))
    let broken = presentation.problem
    presentation.style = .overlay(OverlayConfiguration(positioning: .top, size: .half))

    #expect(broken == .noDetents)
    #expect(presentation.problem == nil)
  }

  @Test("a uniquely held presentation changes in place and stays equal to a fresh one")
  func uniqueChange() {
    var presentation = Presentation.sheet(detents: [.medium, .large])

    presentation.rules.blocksInputBeneath = false
    presentation.rules.dismissesOnBackdropTap = false

    let expected = Presentation.sheet(detents: [.medium, .large]).rules(
      DismissalRules(
        allowsInteractiveDismissal: true, dismissesOnBackdropTap: false,
        blocksInputBeneath: false))
    #expect(presentation == expected)
  }

  @Test("equal presentations hash alike whether or not they share storage")
  func hashing() {
    let shared = sheet
    let separate = Presentation.sheet(detents: [.medium, .large])
    let other = Presentation.sheet(detents: [.large])

    let set: Set<Presentation> = [sheet, shared, separate, other]

    #expect(set.count == 2)
    #expect(sheet.hashValue == separate.hashValue)
  }
}
