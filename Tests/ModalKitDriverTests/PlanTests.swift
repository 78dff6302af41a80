import ModalKit
import ModalKitDriver
import Testing

@Suite("Plan")
struct PlanTests {
  /// `[inbox#0] > sheet [settings#1] > sheet [profile#2] > sheet [compose#3]`.
  static let threeSheets = navigator(
    .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
    .present(.compose, as: Look.sheet))

  static func shown(_ nav: Nav) -> ShownState<Page> {
    ShownState(stack: nav.stack, layers: nav.layers.map { ShownLayer($0) })
  }

  @Test("the screen that already shows the navigator needs no step")
  func nothingToDo() {
    let nav = Self.threeSheets

    let steps = Driver.plan(from: Self.shown(nav), to: nav, abilities: .conservative)

    #expect(steps == [])
  }

  @Test("three sheets dismissed go one per step on iOS 15, innermost first")
  func threeDismissalsOnIOS15() {
    var nav = Self.threeSheets
    let shown = Self.shown(nav)
    nav.send(.dismissAll)

    let steps = Driver.plan(from: shown, to: nav, abilities: .iOS15)

    #expect(
      steps == [
        [.dismiss(3, reason: .programmatic)], [.dismiss(2, reason: .programmatic)],
        [.dismiss(1, reason: .programmatic)],
      ])
  }

  @Test("three sheets dismissed go in one step on iOS 17, innermost first")
  func threeDismissalsOnIOS17() {
    var nav = Self.threeSheets
    let shown = Self.shown(nav)
    nav.send(.dismissAll)

    let steps = Driver.plan(from: shown, to: nav, abilities: .iOS17)

    #expect(
      steps == [
        [
          .dismiss(3, reason: .programmatic), .dismiss(2, reason: .programmatic),
          .dismiss(1, reason: .programmatic),
        ]
      ])
  }

  @Test("each dismissal carries the reason the navigator gave")
  func dismissalReasons() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    let shown = Self.shown(nav)
    nav.send(.present(.saved, as: Look.alert, policy: .insteadOfTop))

    let steps = Driver.plan(from: shown, to: nav, abilities: .iOS17, reasons: [1: .replaced])

    #expect(
      steps == [
        [.dismiss(1, reason: .replaced)],
        [.present(layer(entry(2, .saved), Look.alert), level: 1)],
      ])
  }

  @Test("a dismissal comes before the presentation it makes room for, never in its step")
  func dismissalBeforePresentation() {
    var nav = navigator(.present(.settings, as: Look.sheet))
    let shown = Self.shown(nav)
    nav.send(.dismiss)
    nav.send(.present(.saved, as: Look.alert))

    let steps = Driver.plan(from: shown, to: nav, abilities: .uiKit)

    #expect(
      steps == [
        [.dismiss(1, reason: .programmatic)],
        [.present(layer(entry(2, .saved), Look.alert), level: 1)],
      ])
  }

  @Test("unwinding across a sheet dismisses it, then pops beneath, and skips its own path")
  func unwindAcrossASheet() {
    var nav = navigator(
      .push(.thread(1)), .push(.thread(2)), .present(.settings, as: Look.sheet),
      .push(.profile))
    let shown = Self.shown(nav)
    nav.send(.unwindTo(1))

    let steps = Driver.plan(from: shown, to: nav, abilities: .conservative)

    #expect(
      steps == [
        [.dismiss(3, reason: .programmatic)],
        [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))],
      ])
  }

  @Test("a deep link presents one layer per step, bottom up, each after its level's path")
  func deepLinkBottomUp() {
    let nav = navigator(
      .push(.thread(1)), .present(.settings, as: Look.sheet), .push(.profile),
      .present(.saved, as: Look.alert))
    let shown = ShownState(stack: stack(entry(0, .inbox)))

    let onIOS15 = Driver.plan(from: shown, to: nav, abilities: .iOS15)
    let onIOS16 = Driver.plan(from: shown, to: nav, abilities: .iOS16)

    #expect(
      onIOS15 == [
        [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))],
        [.present(layer(entry(2, .settings), Look.sheet), level: 1)],
        [.setPath(level: 1, stack(entry(2, .settings), entry(3, .profile)))],
        [.present(layer(entry(4, .saved), Look.alert), level: 2)],
      ])
    #expect(
      onIOS16 == [
        [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))],
        [.present(layer(entry(2, .settings), Look.sheet, entry(3, .profile)), level: 1)],
        [.present(layer(entry(4, .saved), Look.alert), level: 2)],
      ])
  }

  @Test("a kept sheet moves to its detent before its level's path, alone or with the step before")
  func detentChange() {
    var nav = navigator(
      .present(.settings, as: Look.halfSheet), .present(.profile, as: Look.sheet))
    let shown = Self.shown(nav)
    nav.send(.dismiss)
    nav.send(.selectDetent(.large, of: 1))

    let apart = Driver.plan(from: shown, to: nav, abilities: .iOS17)
    var abilities = PlatformAbilities.iOS17
    abilities.selectsDetentDuringOtherChanges = true
    let together = Driver.plan(from: shown, to: nav, abilities: abilities)

    #expect(apart == [[.dismiss(2, reason: .programmatic)], [.selectDetent(.large, of: 1)]])
    #expect(together == [[.dismiss(2, reason: .programmatic), .selectDetent(.large, of: 1)]])
  }

  @Test("a new layer comes up at its selected detent, with no step of its own for it")
  func newLayerAtItsDetent() {
    let half = Presentation.sheet(detents: [.medium, .large], selection: .large)
    let nav = navigator(.present(.settings, as: half))

    let steps = Driver.plan(
      from: ShownState(stack: nav.stack), to: nav, abilities: .conservative)

    #expect(steps == [[.present(layer(entry(1, .settings), half), level: 1)]])
  }

  @Test("the plan starts where the changes under way will leave the screen")
  func planFromUnsettledScreen() {
    let nav = navigator(.present(.settings, as: Look.sheet))
    let shown = ShownState(
      stack: nav.stack,
      layers: [
        ShownLayer(nav.layers[0], phase: .presenting),
        ShownLayer(layer(entry(9, .saved), Look.alert), phase: .dismissing(.programmatic)),
      ])

    let steps = Driver.plan(from: shown, to: nav, abilities: .conservative)

    #expect(steps == [])
  }

  @Test("a reset swaps the window's root once everything above it is gone")
  func resetSwapsRoot() {
    var nav = navigator(.push(.thread(1)), .push(.thread(2)), .present(.settings, as: Look.sheet))
    let shown = Self.shown(nav)
    nav.send(.reset(.profile))

    let steps = Driver.plan(from: shown, to: nav, abilities: .conservative)

    #expect(
      steps == [
        [.dismiss(3, reason: .programmatic)],
        [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1))))],
        [.setPath(level: 0, stack(entry(4, .profile)))],
      ])
  }
}
