import ModalKit
import Testing

/// Presentations that between them break each half of the layer rule, alone and together.
private let presentations: [Presentation] = [
  largeSheet, halfSheet, .fullScreenCover, .overlay(.bottom, .half), discardAlert,
  .confirmationDialog("Share", buttons: [.cancel]),
  .sheet(detents: []), .alert("Empty", buttons: []), .overlay(.top, .fraction(2)),
]

@Suite("One rule for a layer, one for a detent")
struct LayerRulesTests {
  @Test(
    "a layer's problem: its presentation's first, then a push inside an alert or dialog",
    arguments: presentations, [0, 1, 3])
  func layerProblem(presentation: Presentation, depth: Int) {
    let expected: LayerProblem? =
      if let problem = presentation.problem {
        .invalidPresentation(problem)
      } else if depth > 0, !presentation.isNavigable {
        .pushInNonNavigableLayer
      } else {
        nil
      }

    #expect(presentation.layerProblem(depth: depth) == expected)
  }

  @Test("a layer's problem prints as written in code")
  func layerProblemDescription() {
    #expect(
      LayerProblem.invalidPresentation(.noDetents).description == "invalidPresentation(noDetents)")
    #expect(LayerProblem.pushInNonNavigableLayer.description == "pushInNonNavigableLayer")
  }

  @Test(
    "a destination, the invariants and present all give the rule's answer, none its own",
    arguments: presentations, [0, 2])
  func everyJudgeAsksTheRule(presentation: Presentation, depth: Int) throws {
    let problem = presentation.layerProblem(depth: depth)
    let path = Array(repeating: Screen.compose, count: depth)
    let destination = Destination(
      root: Screen.inbox, layers: [.init(.settings, as: presentation, path: path)])
    let root = RouteEntry(0, Screen.inbox)
    let layerEntries = (0..<depth).map {
      RouteEntry(EntryID(rawValue: UInt64(2 + $0)), Screen.compose)
    }
    let layer = ModalLayer(
      entry: RouteEntry(1, .settings), presentation: presentation, path: layerEntries)

    var refused: RejectionReason?
    do throws(RejectionReason) { try destination.check() } catch { refused = error }
    var violation: InvariantViolation?
    do throws(InvariantViolation) {
      _ = try Nav(
        stack: RouteStack(root: root), layers: [layer],
        nextID: EntryID(rawValue: UInt64(2 + depth)))
    } catch {
      violation = error
    }
    var nav = Nav(root: .inbox)
    let presented = nav.send(.present(.settings, as: presentation))

    switch problem {
    case nil:
      #expect(refused == nil)
      #expect(violation == nil)
    case .invalidPresentation(let reason)?:
      #expect(refused == .invalidPresentation(reason))
      #expect(violation == .invalidPresentation(1, reason))
      #expect(presented.rejection == .invalidPresentation(reason))
    case .pushInNonNavigableLayer?:
      #expect(refused == .layerNotNavigable)
      #expect(violation == .pushInNonNavigableLayer(1))
      #expect(presented.rejection == nil)  // Presenting pushes nothing.
    }
  }

  @Test("a sheet moves to a detent it offers and says where it rested; nothing else moves")
  func selectingADetent() throws {
    var sheet = halfSheet
    var cover = Presentation.fullScreenCover
    let before = sheet

    let previous = try sheet.select(.large)

    #expect(previous == .medium)
    #expect(sheet.sheet?.selection == .large)
    #expect(sheet.isEquivalent(to: before))
    #expect(sheet.rejection(selecting: .height(200)) == .detentNotOffered)
    #expect(throws: RejectionReason.detentNotOffered) { try sheet.select(.height(200)) }
    #expect(sheet.sheet?.selection == .large)
    #expect(cover.rejection(selecting: .large) == .notASheet)
    #expect(throws: RejectionReason.notASheet) { try cover.select(.large) }
    #expect(cover == .fullScreenCover)
  }

  @Test(
    "the navigator refuses a detent exactly as the rule does",
    arguments: [Detent.medium, .large, .fraction(0.3), .height(200)])
  func navigatorAsksTheDetentRule(detent: Detent) {
    var nav = Nav(root: .inbox)
    let sheet = nav.send(.present(.settings, as: halfSheet)).presentedEntry
    let cover = nav.send(.present(.profile, as: .fullScreenCover)).presentedEntry

    #expect(
      nav.rejection(of: .selectDetent(detent, of: sheet?.id ?? 0))
        == halfSheet.rejection(selecting: detent))
    #expect(nav.rejection(of: .selectDetent(detent, of: cover?.id ?? 0)) == .notASheet)
  }
}
