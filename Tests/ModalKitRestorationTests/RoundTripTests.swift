import ModalKit
import ModalKitTestSupport
import Testing

@Suite("Round trips")
struct RoundTripTests {
  /// Seeds for the random navigators, each building one navigator per step count: 40 in the
  /// long run (`MODALKIT_LONG=1`), the first 15 in `swift test`.
  static let seeds: [UInt64] = Array(1...LongRuns.size(short: 15, long: 40))

  @Test(
    "a navigator built by random actions decodes equal, ids and counter included", arguments: seeds)
  func randomNavigatorsSurvive(seed: UInt64) throws {
    var generator = NavigatorGenerator(seed: seed)
    for steps in [0, 5, 30, 120] {
      let original = generator.navigator(steps: steps)

      let decoded = try JSON.decode(Nav.self, from: JSON.string(original))

      #expect(decoded == original, "seed \(seed), \(steps) steps: \(original)")
      #expect(decoded.allEntries.map(\.id) == original.allEntries.map(\.id))
      #expect(decoded.nextID == original.nextID)
      #expect(try JSON.string(decoded) == JSON.string(original))
    }
  }

  @Test("a restored navigator answers the next actions as the original does", arguments: seeds)
  func restoredNavigatorKeepsWorking(seed: UInt64) throws {
    var generator = NavigatorGenerator(seed: seed)
    var original = generator.navigator(steps: 60)
    var restored = try JSON.decode(Nav.self, from: JSON.string(original))

    for step in 0..<60 {
      let action = generator.action(for: original)
      let expected = original.send(action)
      let events = restored.send(action)

      #expect(events == expected, "seed \(seed), step \(step): \(action)")
      #expect(restored == original)
    }
    #expect(restored.invariantViolations() == [])
  }

  @Test("the generator reaches every style, the queue, undimmed sheets and moved detents")
  func generatorCoversTheModel() {
    var styles = Set<String>()
    var queued = 0
    var undimmed = 0
    var movedDetents = 0
    var buttonedOverlays = 0
    var pushesInLayers = 0
    for seed in Self.seeds {
      var generator = NavigatorGenerator(seed: seed)
      let navigator = generator.navigator(steps: 120)
      let presentations =
        navigator.layers.map(\.presentation) + navigator.queue.items.map(\.presentation)
      styles.formUnion(presentations.map(\.styleName))
      queued += navigator.queue.items.count
      pushesInLayers += navigator.layers.map(\.stack.depth).reduce(0, +)
      for presentation in presentations {
        if let sheet = presentation.sheet {
          if sheet.largestUndimmedDetent != nil { undimmed += 1 }
          if sheet.selection != sheet.detents[0] { movedDetents += 1 }
        }
        if presentation.overlay?.buttons.isEmpty == false { buttonedOverlays += 1 }
      }
    }

    #expect(styles == ["sheet", "fullScreenCover", "overlay", "alert", "confirmationDialog"])
    #expect(queued > 0)
    #expect(undimmed > 0)
    #expect(movedDetents > 0)
    #expect(buttonedOverlays > 0)
    #expect(pushesInLayers > 0)
  }

  @Test("a navigator with a fresh root and nothing else round-trips")
  func freshNavigator() throws {
    let original = Nav(root: .inbox)

    let decoded = try JSON.decode(Nav.self, from: JSON.string(original))

    #expect(decoded == original)
    #expect(decoded.nextID == 1)
  }

  @Test("every value type round-trips on its own")
  func valuesRoundTrip() throws {
    let sheet = SheetConfiguration(
      detents: [.medium, .fraction(0.3), .height(240)], selection: .height(240),
      showsGrabber: true, largestUndimmedDetent: .medium)
    let overlay = OverlayConfiguration(
      positioning: .center, size: .fraction(0.6), buttons: [.cancel, ModalButton("Done")])
    let content = AlertContent(title: "Delete?", message: "Gone for good.", buttons: [.cancel])
    let entry = RouteEntry(7, Screen.thread(7))

    #expect(try roundTrip(EntryID(rawValue: .max)) == EntryID(rawValue: .max))
    #expect(try roundTrip(entry) == entry)
    #expect(
      try roundTrip(RouteStack(root: entry, path: [RouteEntry(9, .picker)])).count == 2)
    #expect(try roundTrip(sheet) == sheet)
    #expect(try roundTrip(overlay) == overlay)
    #expect(try roundTrip(content) == content)
    #expect(
      try roundTrip(ModalButton("Delete", role: .destructive))
        == ModalButton("Delete", role: .destructive))
    #expect(
      try roundTrip(
        DismissalRules(
          allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false
        )
      ).blocksInputBeneath == false)
    for detent in [Detent.medium, .large, .fraction(0.1), .fraction(1.0 / 3.0), .height(1e300)] {
      #expect(try roundTrip(detent) == detent)
    }
    for size in ModalSize.named + [.fraction(0.75)] {
      #expect(try roundTrip(size) == size)
    }
    for positioning in ModalPositioning.allCases {
      #expect(try roundTrip(positioning) == positioning)
    }
    for style in [
      Presentation.Style.sheet(sheet), .fullScreenCover, .overlay(overlay), .alert(content),
      .confirmationDialog(content),
    ] {
      #expect(try roundTrip(style) == style)
      #expect(try roundTrip(Presentation(style)) == Presentation(style))
    }
  }

  @Test("a layer, a queued presentation and a queue round-trip on their own")
  func partsRoundTrip() throws {
    let layer = ModalLayer(.sheet(), [2: Screen.settings, 3: .thread(1)])
    let item = QueuedPresentation(.overlay(.top, .quarter), 4, Screen.picker)
    let queue = PresentationQueue(items: [item], level: 1)

    #expect(try roundTrip(layer) == layer)
    #expect(try roundTrip(item) == item)
    #expect(try roundTrip(queue) == queue)
  }

  private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSON.decode(Value.self, from: JSON.string(value))
  }
}
