import ModalKit
import Testing

/// A bottom overlay that lets input through to what is beneath it, like a toast.
private let toast = Presentation.overlay(.bottom, .quarter).rules(
  DismissalRules(
    allowsInteractiveDismissal: false, dismissesOnBackdropTap: false, blocksInputBeneath: false))

/// A sheet that leaves the screen beneath interactive while it rests at medium or below.
private let mapsSheet = Presentation.sheet(
  detents: [.height(120), .medium, .large], selection: .medium, largestUndimmedDetent: .medium)

@Suite("Which layer receives input")
struct InputRoutingTests {
  @Test("with nothing presented, only the visible top of the window's stack receives input")
  func nothingPresented() {
    let nav = SampleState.deepStack.navigator

    let receiving = nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id)

    #expect(nav.lowestInteractiveLevel(in: phone) == 0)
    #expect(receiving == [id(3)])
  }

  @Test("a blocking layer takes input from everything beneath it")
  func blockingLayer() {
    let nav = SampleState.nestedModals.navigator

    let receiving = nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id)

    #expect(nav.lowestInteractiveLevel(in: phone) == 2)
    #expect(nav.interactiveLevels(in: phone) == 2...2)
    #expect(receiving == [id(5)])
  }

  @Test(
    "a sheet at or below its largest undimmed detent leaves the layer beneath interactive",
    arguments: [
      (Detent.height(120), 0), (.medium, 0), (.large, 1),
    ])
  func largestUndimmedDetent(selection: Detent, lowest: Int) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, mapsSheet))
    nav.checkedSend(.selectDetent(selection, of: id(1)))

    let levels = nav.interactiveLevels(in: phone)

    #expect(nav.lowestInteractiveLevel(in: phone) == lowest)
    #expect(levels == lowest...1)
    #expect(nav.receivesInput(id(0), in: phone) == (lowest == 0))
    #expect(nav.receivesInput(id(1), in: phone))
  }

  @Test("the undimmed rule compares resolved heights: medium and a fraction of 0.5 are alike")
  func undimmedComparesHeights() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(
        .settings,
        .sheet(detents: [.medium, .fraction(0.5), .large], largestUndimmedDetent: .fraction(0.5))))

    #expect(nav.lowestInteractiveLevel(in: phone) == 0)
  }

  @Test("a layer whose rules do not block passes input down, through as many as do not block")
  func nonBlockingOverlays() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, largeSheet))
    nav.checkedSend(.present(.profile, toast))
    let overSheet = nav.lowestInteractiveLevel(in: phone)
    nav.checkedSend(.dismiss(id(1)))
    nav.checkedSend(.present(.profile, toast))
    nav.checkedSend(.present(.compose, toast.rules(toast.rules)))

    let overWindow = nav.lowestInteractiveLevel(in: phone)

    #expect(overSheet == 1)
    #expect(overWindow == 0)
    #expect(nav.interactiveLevels(in: phone) == 0...2)
    #expect([0, 3, 4].map { nav.receivesInput(id($0), in: phone) } == [true, true, true])
  }

  @Test("a sheet that never blocks ignores its detents")
  func nonBlockingSheetIgnoresDetents() {
    var nav = Nav(root: .inbox)
    let rules = DismissalRules(
      allowsInteractiveDismissal: true, dismissesOnBackdropTap: false, blocksInputBeneath: false)
    nav.checkedSend(.present(.settings, mapsSheet.rules(rules)))
    nav.checkedSend(.selectDetent(.large, of: id(1)))

    #expect(nav.lowestInteractiveLevel(in: phone) == 0)
  }

  @Test("entries covered by a push, queued entries and unknown ids receive no input")
  func coveredQueuedUnknown() {
    let nav = SampleState.queued.navigator

    let answers = [0, 1, 2, 3, 4, 99].map { nav.receivesInput(id($0), in: phone) }

    #expect(answers == [false, false, true, false, false, false])
  }
}
