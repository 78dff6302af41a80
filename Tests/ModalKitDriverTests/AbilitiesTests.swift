import ModalKit
import ModalKitDriver
import Testing

@Suite("Platform abilities")
struct AbilitiesTests {
  @Test("the named sets say what the platform facts' abilities table says")
  func namedSets() {
    #expect(PlatformAbilities.conservative == PlatformAbilities())
    #expect(PlatformAbilities.iOS15 == PlatformAbilities(popsSeveralAtOnce: true))
    #expect(
      PlatformAbilities.iOS16
        == PlatformAbilities(
          pushesSeveralAtOnce: true, popsSeveralAtOnce: true, popsAndPushesAtOnce: true,
          pushesWithPresentation: true))
    #expect(
      PlatformAbilities.iOS17
        == PlatformAbilities(
          dismissesSeveralLayersAtOnce: true, pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
          popsAndPushesAtOnce: true, pushesWithPresentation: true))
    #expect(PlatformAbilities.macOS13 == PlatformAbilities.iOS16)
    var uiKit = PlatformAbilities.iOS17
    uiKit.stepDeadline = 2
    uiKit.presentsAboveDialogs = true
    #expect(PlatformAbilities.uiKit == uiKit)
  }

  @Test("a step has 3 seconds on SwiftUI and by default, 2 on UIKit, whose host can look")
  func deadlines() {
    let swiftUI: [PlatformAbilities] = [.conservative, .iOS15, .iOS16, .iOS17, .macOS13]

    #expect(swiftUI.allSatisfy { $0.stepDeadline == 3 })
    #expect(PlatformAbilities.uiKit.stepDeadline == 2)
  }

  @Test("no named set lets a detent change share a step: that fact is unverified everywhere")
  func detentsApart() {
    let sets: [PlatformAbilities] = [.conservative, .iOS15, .iOS16, .iOS17, .macOS13, .uiKit]

    #expect(sets.allSatisfy { !$0.selectsDetentDuringOtherChanges })
  }

  @Test(
    "a SwiftUI host's version picks its set",
    arguments: [
      (14, PlatformAbilities.conservative), (15, .iOS15), (16, .iOS16), (17, .iOS17),
      (18, .iOS17), (26, .iOS17),
    ])
  func swiftUIOnIOS(version: Int, expected: PlatformAbilities) {
    #expect(PlatformAbilities.swiftUI(iOS: version) == expected)
  }

  @Test("a SwiftUI host on macOS before 13 has no NavigationStack and gets one change per step")
  func swiftUIOnMacOS() {
    #expect(PlatformAbilities.swiftUI(macOS: 12) == .conservative)
    #expect(PlatformAbilities.swiftUI(macOS: 13) == .macOS13)
    #expect(PlatformAbilities.swiftUI(macOS: 15) == .macOS13)
  }

  @Test("the same change plans differently for iOS 15, iOS 16 and iOS 17")
  func samePlanDifferentHosts() {
    var nav = navigator(
      .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet))
    let shown = ShownState(stack: nav.stack, layers: nav.layers.map { ShownLayer($0) })
    let destination = Destination<Page>(root: .inbox, path: [.thread(1), .thread(2)])
    nav.send(.apply(destination))

    let counts = [PlatformAbilities.iOS15, .iOS16, .iOS17].map {
      Driver.plan(from: shown, to: nav, abilities: $0).count
    }

    #expect(counts == [4, 3, 2])
  }
}
