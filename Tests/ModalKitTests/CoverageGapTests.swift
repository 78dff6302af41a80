import ModalKit
import Testing

/// The public API the random walk does not reach.
///
/// Geometry, input routing, the read-only views and descriptions, and dialog-type routing;
/// `.ci/coverage.sh` holds the floor these keep.
@Suite("Coverage gaps")
struct CoverageGapTests {
  /// A route that names its own presentation.
  enum Modal: PresentableRoute {
    case settings
    case warning

    var defaultPresentation: Presentation? {
      switch self {
      case .settings: .sheet(detents: [.medium, .large])
      case .warning: .alert("Careful")
      }
    }
  }

  /// A phone-sized container with a notch and a home indicator.
  static let phone = LayoutContainer(
    size: LayoutSize(width: 400, height: 800), safeArea: LayoutInsets(top: 50, bottom: 30))

  // MARK: - Sheet geometry

  @Test("detent heights resolve against the height below the top inset")
  func detentHeights() {
    let heights = [
      Detent.medium, .large, .fraction(0.5), .height(100), .height(1000), .fraction(2),
    ]
    .map { Self.phone.sheetHeight(at: $0) }
    #expect(Self.phone.sheetMaximumHeight == 750)
    #expect(heights == [375, 750, 375, 100, 750, 0])
    #expect(
      Self.phone.sheetFrame(at: .medium) == LayoutRect(x: 0, y: 425, width: 400, height: 375))
  }

  @Test("detents sort by resolved height and ties keep the offered order")
  func detentOrder() {
    let sheet = SheetConfiguration(detents: [.large, .medium, .height(375)])
    #expect(Self.phone.detentsByHeight(sheet) == [.medium, .height(375), .large])
  }

  @Test("a released drag settles on the nearest detent, the taller on a tie, or dismisses")
  func settling() {
    let sheet = Presentation.sheet(detents: [.medium, .large])
    let noSwipe = sheet.rules(
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: true))
    func settle(_ height: Double, _ velocity: Double, _ presentation: Presentation = sheet)
      -> DragOutcome?
    {
      presentation.settle(height: height, velocity: velocity, in: Self.phone)
    }
    #expect(settle(380, 0) == .settle(.medium))
    #expect(settle(700, 0) == .settle(.large))
    #expect(settle(562.5, 0) == .settle(.large))
    #expect(settle(400, 1000) == .settle(.large))
    #expect(settle(100, -1000) == .dismiss)
    #expect(settle(100, -1000, noSwipe) == .settle(.medium))
    #expect(settle(300, 0, .sheet(detents: [])) == .dismiss)
  }

  // MARK: - Overlay geometry

  @Test("overlay sizes take their share of the safe height, full less its inset")
  func overlayHeights() {
    let container = LayoutContainer(width: 400, height: 800)
    let heights = (ModalSize.named + [.fraction(0.1)]).map { container.overlayHeight(for: $0) }
    #expect(heights == [720, 600, 400, 200, 80])
    #expect(ModalSize.named.map(\.factor) == [1, 0.75, 0.5, 0.25])
    #expect(ModalSize.fraction(0.3).factor == 0.3)
    #expect(
      [ModalSize.half, .fraction(0.5), .fraction(0), .fraction(1.5)].map(\.isValid) == [
        true, true, false, false,
      ])
    #expect(container.overlayHeight(for: .full, fullSizeInset: 900) == 0)
  }

  @Test("overlays sit against the top, in the middle or against the bottom of the safe area")
  func overlayFrames() {
    let frames = ModalPositioning.allCases.map { Self.phone.overlayFrame(at: $0, size: .half) }
    #expect(
      frames == [
        LayoutRect(x: 0, y: 50, width: 400, height: 360),
        LayoutRect(x: 0, y: 230, width: 400, height: 360),
        LayoutRect(x: 0, y: 410, width: 400, height: 360),
      ])
    #expect(frames[2].maxY == 770)
    #expect(frames[2].maxX == 400)
  }

  @Test("a safe area larger than its container leaves an empty, not negative, rectangle")
  func emptySafeArea() {
    let tiny = LayoutContainer(
      size: LayoutSize(width: 100, height: 100),
      safeArea: LayoutInsets(top: 80, leading: 60, bottom: 80, trailing: 60))
    #expect(tiny.safeRect == LayoutRect(x: 60, y: 80, width: 0, height: 0))
    #expect(LayoutInsets.zero == LayoutInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  // MARK: - Input

  @Test("a sheet at or below its largest undimmed detent leaves the screen beneath interactive")
  func undimmedSheet() {
    var nav = Navigator(root: 0)
    nav.send(.present(1, as: .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)))
    let sheet = nav.layers[0].id
    #expect(nav.lowestInteractiveLevel(in: Self.phone) == 0)
    #expect(nav.interactiveLevels(in: Self.phone) == 0...1)
    #expect(nav.receivesInput(nav.stack.root.id, in: Self.phone))

    nav.send(.selectDetent(.large, of: sheet))
    #expect(nav.interactiveLevels(in: Self.phone) == 1...1)
    #expect(!nav.receivesInput(nav.stack.root.id, in: Self.phone))
    #expect(nav.receivesInput(sheet, in: Self.phone))
  }

  @Test("input passes through layers that do not block it and stops at the first that does")
  func blockingLayers() {
    var nav = Navigator(root: 0)
    nav.send(.push(1))
    nav.send(.present(2, as: .fullScreenCover))
    let passThrough = DismissalRules(
      allowsInteractiveDismissal: false, dismissesOnBackdropTap: true, blocksInputBeneath: false)
    nav.send(.present(3, as: .overlay(.bottom, .quarter).rules(passThrough)))
    #expect(nav.lowestInteractiveLevel(in: Self.phone) == 1)
    #expect(!nav.receivesInput(nav.stack.root.id, in: Self.phone))
    #expect(!nav.receivesInput(EntryID(rawValue: 99), in: Self.phone))
    #expect(nav.receivesInput(nav.layers[0].id, in: Self.phone))
  }

  // MARK: - Reading the state

  @Test("entries are found by id in the stacks and in the queue")
  func lookup() {
    var nav = Navigator(root: 0)
    nav.send(.push(1))
    nav.send(.present(2, as: .sheet()))
    nav.send(.present(3, as: .alert("Later"), policy: .queue))
    let routes = [0, 1, 2, 3, 4].map { nav.entry(EntryID(rawValue: UInt64($0)))?.route }
    #expect(routes == [0, 1, 2, 3, nil])
    #expect(nav.allEntries.map(\.route) == [0, 1, 2, 3])
    #expect(nav.description == "[0#0, 1#1] > sheet [2#2] queued [3#3]")
    #expect(nav.stack.description == "[0#0, 1#1]")
    #expect(nav.stack.routes == [1])
    #expect(nav.top.description == "2#2")
    #expect(EntryID(rawValue: 7).description == "#7")
  }

  @Test("every style has a one-word name, and only a sheet has a sheet configuration")
  func styleNames() {
    let presentations: [Presentation] = [
      .sheet(), .fullScreenCover, .overlay(.top, .half), .confirmationDialog("D", buttons: [.ok]),
      .alert("A"),
    ]
    #expect(
      presentations.map(\.styleName) == [
        "sheet", "fullScreenCover", "overlay", "confirmationDialog", "alert",
      ])
    #expect(presentations.map { $0.sheet != nil } == [true, false, false, false, false])
    #expect(presentations.map(\.isNavigable) == [true, true, true, false, false])
  }

  @Test("an alert finds its buttons by id, and a button's id defaults to its title")
  func alertButtons() {
    let content = AlertContent(title: "Delete?", buttons: [ModalButton("Delete"), .cancel])
    #expect(content.button("Delete") == ModalButton("Delete", id: "Delete"))
    #expect(content.button("missing") == nil)
    #expect(AlertContent(title: "Done").buttons == [.ok])
  }

  // MARK: - Dialog-type routing

  @Test("a presentable route is presented with its own default presentation")
  func presentableRoutes() throws {
    var nav = Navigator(root: Modal.settings)

    let direct = nav.present(.settings)
    let sent = nav.send(.present(.warning, policy: .queue))

    let settings = RouteEntry(1, Modal.settings)
    let warning = RouteEntry(2, Modal.warning)
    let expected = try Navigator(
      [0: Modal.settings],
      layers: [
        ModalLayer(entry: settings, presentation: .sheet(detents: [.medium, .large]))
      ],
      queue: PresentationQueue(
        items: [QueuedPresentation(entry: warning, presentation: .alert("Careful"))], level: 1),
      nextID: 3)
    #expect(direct == [.presented(settings, .sheet(detents: [.medium, .large]))])
    #expect(sent == [.queued(warning, .alert("Careful"))])
    #expect(nav == expected)
  }
}
