import ModalKit
import ModalKitTrace
import Testing

/// Each case name is spelled once, in the core's kinds: descriptions, the saved-state format,
/// the trace format and deep links read it from there.
@Suite("Case names")
struct KindTests {
  static let actions: [Navigator<String>.Action] = [
    .push("a"), .pushIfNotOnTop("a"), .unwind, .unwindCount(2), .unwindTo(1), .unwindToLast("a"),
    .home, .replace("a"), .replacePath(["a"]), .present("a", as: .sheet()), .dismiss,
    .dismissLayer(1), .dismissAll, .close(1), .dismissInteractively(1), .tapBackdrop(1),
    .tapButton("ok", in: 1), .selectDetent(.large, of: 1), .update(1, to: "b"),
    .apply(Destination(root: "a")), .reset("a"),
  ]

  @Test("every action kind names its description, its trace line and the decoder's list")
  func actionKinds() throws {
    #expect(Set(Self.actions.map(\.kind)) == Set(Navigator<String>.Action.Kind.allCases))
    for action in Self.actions {
      #expect(action.description.hasPrefix(action.kind.rawValue))
      #expect(TraceEncoder.encode(action).hasPrefix(#"{"action":"\#(action.kind.rawValue)""#))
      #expect(try TraceDecoder.decodeAction(TraceEncoder.encode(action)) == action)
    }
    #expect(TraceDecoder.actionNames == Navigator<String>.Action.Kind.allCases.map(\.rawValue))
  }

  @Test("a style's kind is its one-word name, in descriptions and in the trace format")
  func styleKinds() {
    let presentations: [Presentation] = [
      .sheet(), .fullScreenCover, .overlay(.bottom, .half),
      .confirmationDialog("Share", buttons: [.cancel]),
      .alert("Saved"),
    ]

    #expect(presentations.map(\.style.kind) == Presentation.Style.Kind.allCases)
    for presentation in presentations {
      #expect(presentation.styleName == presentation.style.kind.rawValue)
      #expect(presentation.description.hasPrefix(presentation.styleName))
    }
  }

  @Test("detents and sizes without a value are their kinds; the others carry one")
  func detentAndSizeKinds() {
    #expect(Detent.Kind.allCases.compactMap(Detent.init) == [.medium, .large])
    #expect(ModalSize.Kind.allCases.compactMap(ModalSize.init) == ModalSize.named)
    #expect(Detent.fraction(0.3).description == "fraction(0.3)")
    #expect(ModalSize.fraction(0.3).kind == .fraction)
  }

  @Test("reasons and problems print their kind, with the payload where there is one")
  func reasonKinds() {
    #expect(DismissReason.button("ok").description == "button(ok)")
    #expect(DismissReason.replaced.description == DismissReason.Kind.replaced.rawValue)
    #expect(
      RejectionReason.invalidPresentation(.noDetents).description
        == "invalidPresentation(noDetents)")
    #expect(RejectionReason.Kind.allCases.count == 18)
    #expect(PresentationProblem.duplicateButton("ok").description == "duplicateButton(ok)")
  }
}
