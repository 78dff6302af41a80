import ModalKit
import ModalKitDriver
import Testing

/// The queries an adapter binds to: each is a decision the SwiftUI code does not make itself.
@Suite("Shown state")
struct ShownStateTests {
  static let settingsSheet = ShownLayer(
    layer(entry(2, .settings), Look.halfSheet, entry(3, .profile)))
  static let shown = ShownState(
    stack: stack(entry(0, .inbox), entry(1, .thread(1))),
    layers: [
      settingsSheet,
      ShownLayer(layer(entry(4, .saved), Look.alert), phase: .dismissing(.button("ok"))),
    ])

  @Test("a presentation binding holds a layer while it comes up or is up, not while it goes")
  func presentedLayer() {
    let presenting = ShownState(
      stack: stack(entry(0, .inbox)),
      layers: [ShownLayer(layer(entry(1, .settings), Look.sheet), phase: .presenting)])

    #expect(Self.shown.presentedLayer(atLevel: 1) == Self.settingsSheet)
    #expect(Self.shown.presentedLayer(atLevel: 2) == nil)
    #expect(Self.shown.presentedLayer(atLevel: 3) == nil)
    #expect(presenting.presentedLayer(atLevel: 1)?.id == 1)
  }

  @Test("a layer animating out keeps its content for a view that renders once more")
  func contentWhileDismissing() {
    #expect(Self.shown.layer(4)?.entry == entry(4, .saved))
    #expect(Self.shown.layer(atLevel: 2)?.phase == .dismissing(.button("ok")))
    #expect(Self.shown.layer(9) == nil)
    #expect(Self.shown.layer(atLevel: 0) == nil)
    #expect(Self.shown.level(of: 4) == 2)
  }

  @Test("stacks are read by level, and nothing outside the levels shown")
  func stacksByLevel() {
    #expect(Self.shown.stack(atLevel: 0) == stack(entry(0, .inbox), entry(1, .thread(1))))
    #expect(Self.shown.stack(atLevel: 1) == stack(entry(2, .settings), entry(3, .profile)))
    #expect(Self.shown.stack(atLevel: 3) == nil)
    #expect(Self.shown.stack(atLevel: -1) == nil)
    #expect(Self.shown.topLevel == 2)
  }

  @Test("an action drawn at a level is sent from that level's top")
  func screenAtLevel() {
    #expect(Self.shown.screen(atLevel: 0) == 1)
    #expect(Self.shown.screen(atLevel: 1) == 3)
    #expect(Self.shown.screen(atLevel: 5) == nil)
  }

  @Test("a shorter path written to a binding is the user going back; anything else is not")
  func pathWrites() {
    let level0 = [entry(1, .thread(1))]

    #expect(Self.shown.userEvent(settingPath: [], atLevel: 0) == .popped(to: 0))
    #expect(Self.shown.userEvent(settingPath: [], atLevel: 1) == .popped(to: 2))
    #expect(Self.shown.userEvent(settingPath: level0, atLevel: 0) == nil)
    #expect(
      Self.shown.userEvent(settingPath: level0 + [entry(7, .compose)], atLevel: 0) == nil)
    #expect(Self.shown.userEvent(settingPath: [entry(8, .compose)], atLevel: 1) == nil)
    #expect(Self.shown.userEvent(settingPath: [], atLevel: 4) == nil)
    let deeper = ShownState(
      stack: stack(entry(0, .inbox), entry(1, .thread(1)), entry(2, .thread(2))))
    #expect(deeper.userEvent(settingPath: [entry(1, .thread(1))], atLevel: 0) == .popped(to: 1))
    #expect(deeper.userEvent(settingPath: [entry(9, .thread(1))], atLevel: 0) == nil)
  }

  @Test("beneath an undimmed sheet at its small detent, the level below takes input")
  func inputBeneathUndimmedSheet() {
    let undimmed = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
    let low = ShownState(
      stack: stack(entry(0, .inbox)), layers: [ShownLayer(layer(entry(1, .settings), undimmed))])
    let high = ShownState(
      stack: stack(entry(0, .inbox)),
      layers: [ShownLayer(layer(entry(1, .settings), selecting(.large, in: undimmed)))])

    #expect(low.lowestInteractiveLevel() == 0)
    #expect(high.lowestInteractiveLevel() == 1)
    #expect(Self.shown.lowestInteractiveLevel() == 2)
  }

  @Test("the screen matches a navigator only with every layer presented at its detent")
  func matches() {
    let nav = navigator(.present(.settings, as: Look.halfSheet))
    let up = ShownState(stack: nav.stack, layers: [ShownLayer(nav.layers[0])])
    let coming = ShownState(
      stack: nav.stack, layers: [ShownLayer(nav.layers[0], phase: .presenting)])
    let elsewhere = ShownState(
      stack: nav.stack,
      layers: [
        ShownLayer(layer(entry(1, .settings), selecting(.large, in: Look.halfSheet)))
      ])

    #expect(up.matches(nav))
    #expect(!coming.matches(nav))
    #expect(!elsewhere.matches(nav))
    #expect(!ShownState(stack: nav.stack).matches(nav))
  }

  @Test("a shown layer gives back the navigator's layer it shows")
  func modalLayer() {
    let modal = layer(entry(2, .settings), Look.halfSheet, entry(3, .profile))

    #expect(ShownLayer(modal).modalLayer == modal)
    #expect(ShownLayer(modal).detent == .medium)
    #expect(ShownLayer(layer(entry(4, .saved), Look.alert)).detent == nil)
  }

  @Test("only presenting and presented layers are shown by a binding")
  func phaseIsShown() {
    let phases: [LayerPhase] = [
      .presenting, .presented, .dismissing(.programmatic), .dismissed(.programmatic),
    ]

    #expect(phases.map(\.isShown) == [true, true, false, false])
    #expect(phases.map(\.reason) == [nil, nil, .programmatic, .programmatic])
  }
}
