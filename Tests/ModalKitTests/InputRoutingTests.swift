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
    #expect(receiving == [3])
  }

  @Test("a blocking layer takes input from everything beneath it")
  func blockingLayer() {
    let nav = SampleState.nestedModals.navigator

    let receiving = nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id)

    #expect(nav.lowestInteractiveLevel(in: phone) == 2)
    #expect(nav.interactiveLevels(in: phone) == 2...2)
    #expect(receiving == [5])
  }

  @Test(
    "a sheet at or below its largest undimmed detent leaves the layer beneath interactive",
    arguments: [
      (Detent.height(120), 0), (.medium, 0), (.large, 1),
    ])
  func largestUndimmedDetent(selection: Detent, lowest: Int) {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: mapsSheet))
    nav.checkedSend(.selectDetent(selection, of: 1))

    let levels = nav.interactiveLevels(in: phone)

    #expect(nav.lowestInteractiveLevel(in: phone) == lowest)
    #expect(levels == lowest...1)
    #expect(nav.receivesInput(0, in: phone) == (lowest == 0))
    #expect(nav.receivesInput(1, in: phone))
  }

  @Test("the undimmed rule compares resolved heights: medium and a fraction of 0.5 are alike")
  func undimmedComparesHeights() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(
        .settings,
        as: .sheet(
          detents: [.medium, .fraction(0.5), .large], largestUndimmedDetent: .fraction(0.5))))

    #expect(nav.lowestInteractiveLevel(in: phone) == 0)
  }

  @Test("a layer whose rules do not block passes input down, through as many as do not block")
  func nonBlockingOverlays() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, as: largeSheet))
    nav.checkedSend(.present(.profile, as: toast))
    let overSheet = nav.lowestInteractiveLevel(in: phone)
    nav.checkedSend(.dismissLayer(1))
    nav.checkedSend(.present(.profile, as: toast))
    nav.checkedSend(.present(.compose, as: toast.rules(toast.rules)))

    let overWindow = nav.lowestInteractiveLevel(in: phone)

    #expect(overSheet == 1)
    #expect(overWindow == 0)
    #expect(nav.interactiveLevels(in: phone) == 0...2)
    #expect(
      [0, 3, 4].map { nav.receivesInput(EntryID(rawValue: $0), in: phone) } == [true, true, true])
  }

  @Test("a sheet that never blocks ignores its detents")
  func nonBlockingSheetIgnoresDetents() {
    var nav = Nav(root: .inbox)
    let rules = DismissalRules(
      allowsInteractiveDismissal: true, dismissesOnBackdropTap: false, blocksInputBeneath: false)
    nav.checkedSend(.present(.settings, as: mapsSheet.rules(rules)))
    nav.checkedSend(.selectDetent(.large, of: 1))

    #expect(nav.lowestInteractiveLevel(in: phone) == 0)
  }

  @Test("entries covered by a push, queued entries and unknown ids receive no input")
  func coveredQueuedUnknown() {
    let nav = SampleState.queued.navigator

    let answers = [0, 1, 2, 3, 4, 99].map { nav.receivesInput(EntryID(rawValue: $0), in: phone) }

    #expect(answers == [false, false, true, false, false, false])
  }
}

// MARK: - One predicate for gestures, screens and hosts

/// A layer configuration over a half sheet, and whether it blocks input to the sheet: judged
/// without geometry, and on the phone.
struct UpperLayer: Sendable, CustomStringConvertible {
  var name: String
  var presentation: Presentation
  var blocksWithoutContainer: Bool
  var blocksOnPhone: Bool

  var description: String { name }

  /// A sheet with these detents, resting at `selection`, undimmed up to `undimmed`.
  static func sheet(_ detents: [Detent], at selection: Detent, undimmed: Detent) -> Presentation {
    .sheet(detents: detents, selection: selection, largestUndimmedDetent: undimmed)
  }

  static let all: [UpperLayer] = [
    UpperLayer(
      name: "a large sheet", presentation: largeSheet, blocksWithoutContainer: true,
      blocksOnPhone: true),
    UpperLayer(
      name: "a cover", presentation: .fullScreenCover, blocksWithoutContainer: true,
      blocksOnPhone: true),
    UpperLayer(
      name: "an overlay", presentation: .overlay(.bottom, .quarter), blocksWithoutContainer: true,
      blocksOnPhone: true),
    UpperLayer(
      name: "an alert", presentation: .alert("Hi"), blocksWithoutContainer: true,
      blocksOnPhone: true),
    UpperLayer(
      name: "a toast that lets input through", presentation: toast, blocksWithoutContainer: false,
      blocksOnPhone: false),
    UpperLayer(
      name: "a sheet at its undimmed detent",
      presentation: sheet([.medium, .large], at: .medium, undimmed: .medium),
      blocksWithoutContainer: false, blocksOnPhone: false),
    UpperLayer(
      name: "a sheet above its undimmed detent",
      presentation: sheet([.medium, .large], at: .large, undimmed: .medium),
      blocksWithoutContainer: true, blocksOnPhone: true),
    UpperLayer(
      name: "a sheet at a fraction below its undimmed fraction",
      presentation: sheet(
        [.fraction(0.3), .fraction(0.5), .large], at: .fraction(0.3), undimmed: .fraction(0.5)),
      blocksWithoutContainer: false, blocksOnPhone: false),
    UpperLayer(
      name: "a sheet at medium above an undimmed fraction",
      presentation: sheet([.fraction(0.3), .medium], at: .medium, undimmed: .fraction(0.3)),
      blocksWithoutContainer: true, blocksOnPhone: true),
    UpperLayer(
      name: "a sheet at a small height, undimmed medium",
      presentation: sheet([.height(120), .medium, .large], at: .height(120), undimmed: .medium),
      blocksWithoutContainer: false, blocksOnPhone: false),
    UpperLayer(
      name: "a sheet at a tall height, undimmed medium",
      presentation: sheet([.height(500), .medium, .large], at: .height(500), undimmed: .medium),
      blocksWithoutContainer: false, blocksOnPhone: true),
    UpperLayer(
      name: "a sheet at large, undimmed up to a height",
      presentation: sheet([.height(120), .large], at: .large, undimmed: .height(120)),
      blocksWithoutContainer: false, blocksOnPhone: true),
    UpperLayer(
      name: "a sheet at the height it is undimmed up to",
      presentation: sheet([.height(120), .large], at: .height(120), undimmed: .height(120)),
      blocksWithoutContainer: false, blocksOnPhone: false),
  ]

  /// `[inbox#0] > sheet [settings#1] > this layer [profile#2]`.
  var navigator: Nav {
    var nav = Nav(root: .inbox)
    nav.send(.present(.settings, as: halfSheet))
    nav.send(.present(.profile, as: presentation))
    return nav
  }
}

extension InputRoutingTests {
  @Test(
    "a gesture on the layer beneath is refused exactly when the input levels say it is covered",
    arguments: UpperLayer.all)
  func gesturesAgreeWithLevels(upper: UpperLayer) {
    var nav = upper.navigator
    let before = nav
    let lowest = nav.lowestInteractiveLevel()

    let events = nav.send(.tapBackdrop(1))

    #expect(before.layers[1].blocksInput() == upper.blocksWithoutContainer)
    #expect(lowest == (upper.blocksWithoutContainer ? 2 : 1))
    #expect(before.interactiveLevels() == lowest...2)
    #expect(before.receivesInput(1) == !upper.blocksWithoutContainer)
    if upper.blocksWithoutContainer {
      #expect(events == [.rejected(.tapBackdrop(1), reason: .inputBlocked)])
      #expect(nav == before)
    } else {
      #expect(events.last == .dismissed(RouteEntry(1, .settings), reason: .backdropTap))
      #expect(!nav.isPresenting)
    }
  }

  @Test(
    "a screen beneath may send an action exactly when the input levels say it takes input",
    arguments: UpperLayer.all)
  func screensAgreeWithLevels(upper: UpperLayer) {
    var nav = upper.navigator

    let asked = nav.rejection(of: .push(.compose), from: 1)
    let events = nav.send(.push(.compose), from: 1)

    #expect(asked == (upper.blocksWithoutContainer ? .inputBlocked : nil))
    #expect(events.rejection == asked)
  }

  @Test(
    "with a container, a height detent is judged against the other detent's resolved height",
    arguments: UpperLayer.all)
  func containerJudgesHeights(upper: UpperLayer) {
    let nav = upper.navigator

    let blocks = nav.layers[1].blocksInput(in: phone)

    #expect(blocks == upper.blocksOnPhone)
    #expect(nav.lowestInteractiveLevel(in: phone) == (upper.blocksOnPhone ? 2 : 1))
    #expect(nav.receivesInput(1, in: phone) == !upper.blocksOnPhone)
  }
}
