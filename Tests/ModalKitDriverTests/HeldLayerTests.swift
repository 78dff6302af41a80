import ModalKit
import ModalKitDriver
import Testing

/// A layer presented above an alert or a confirmation dialog, on hosts that can draw it there
/// and on hosts that cannot (PlatformAbilities.presentsAboveDialogs).
@Suite("Layers above dialogs")
struct HeldLayerTests {
  /// `[inbox#0] > sheet [settings#1] > alert [saved#2] > sheet [profile#3]`.
  static let sheetAboveAlert = navigator(
    .present(.settings, as: Look.sheet), .present(.saved, as: Look.alert),
    .present(.profile, as: Look.sheet))

  @Test("on SwiftUI a layer above a dialog is never asked for: the plan stops at the dialog")
  func heldOnSwiftUI() {
    let nav = Self.sheetAboveAlert

    let steps = Driver.plan(
      from: ShownState(stack: nav.stack), to: nav, abilities: .iOS17)

    #expect(
      steps.map(\.description) == [
        "present settings#1 as sheet(large) at level 1",
        "present saved#2 as alert(\"Saved\") at level 2",
      ])
  }

  @Test("on UIKit the same layer is presented from the alert")
  func drawnOnUIKit() {
    let nav = Self.sheetAboveAlert

    let steps = Driver.plan(from: ShownState(stack: nav.stack), to: nav, abilities: .uiKit)

    #expect(steps.count == 3)
    #expect(steps.last?.description == "present profile#3 as sheet(large) at level 3")
  }

  @Test("a driver holding a layer says which, and is settled once the dialog is up")
  func settledWhileHolding() {
    let driver = Driver.settled(on: Self.sheetAboveAlert, abilities: .iOS16)

    #expect(driver.isSettled)
    #expect(driver.heldLevel == 3)
    #expect(driver.heldLayers.map(\.id) == [3])
    #expect(driver.shown.description == "[inbox#0] > sheet [settings#1] > alert [saved#2]")
  }

  @Test("closing the dialog takes the held layer with it in the navigator; nothing is left held")
  func dialogClosed() {
    var nav = Self.sheetAboveAlert
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    driver.follow(&nav, .dismissLayer(2))
    driver.acknowledgeStep()

    #expect(driver.isSettled)
    #expect(driver.heldLayers.isEmpty)
    #expect(nav.description == "[inbox#0] > sheet [settings#1]")
  }

  @Test("a layer queued behind the dialog comes up when the dialog goes")
  func queuedInstead() {
    var nav = navigator(.present(.saved, as: Look.alert))
    var driver = Driver.settled(on: nav, abilities: .iOS16)

    driver.follow(&nav, .present(.profile, as: Look.sheet, policy: .queue))
    let whileQueued = driver.step
    driver.follow(&nav, .dismissLayer(1))
    driver.acknowledgeStep()

    #expect(whileQueued == nil)
    #expect(driver.step?.description == "present profile#2 as sheet(large) at level 1")
  }

  @Test("abilities print the ability when it is on")
  func description() {
    #expect(PlatformAbilities(presentsAboveDialogs: true).description == "layers above dialogs")
  }
}
