import HalfSheetExample
import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit
import Testing

/// The half-sheet article's flow on iOS 15, with the example's own routes: the
/// sheet shows at medium with a grabber, the user drags it to large and then down, and the
/// callback runs once, with `interactive`.
@MainActor
@Suite("The half sheet on iOS 15: the article's flow through the UIKit host")
struct HalfSheetScenarioTests {
  @Test("show, drag to large, drag down: UIKit is asked once, the callback runs once")
  func articleFlow() {
    let rig = Rig(root: HalfSheetRoute.home)
    var ends: [RemovalReason] = []

    rig.store.present(.halfSheet) { ends.append($0) }
    rig.uiKit.finish()

    #expect(
      rig.performed == [
        "present halfSheet#1 as pageSheet(medium, large; at medium; grabber) on window"
      ])
    #expect(rig.converged)

    rig.uiKit.drag(1, to: .large)

    #expect(rig.store.navigator.layers.first?.presentation.sheet?.selection == .large)
    #expect(rig.performed.count == 1)
    #expect(rig.converged)

    rig.uiKit.swipeDown(1)
    rig.uiKit.finish()

    #expect(ends == [.dismissed(.interactive)])
    #expect(rig.store.navigator.layers.isEmpty)
    #expect(rig.performed.count == 1)
    #expect(rig.converged)
  }

  @Test("showing the sheet again while it is up is refused: the article's double presentation")
  func presentingTwiceIsRefused() {
    let rig = Rig(root: HalfSheetRoute.home)
    rig.store.present(.halfSheet) { _ in }
    rig.uiKit.finish()

    let events = rig.store.present(.halfSheet) { _ in }
    rig.uiKit.finish()

    #expect(events == [.rejected(.present(.halfSheet), reason: .alreadyPresented)])
    #expect(rig.performed.count == 1)
    #expect(rig.converged)
  }

  @Test(
    "the sheet's Dismiss button: one programmatic dismissal, no delegate callback, callback once")
  func dismissButton() {
    let rig = Rig(root: HalfSheetRoute.home)
    var ends: [RemovalReason] = []
    rig.store.present(.halfSheet) { ends.append($0) }
    rig.uiKit.finish()

    rig.store.send(.dismiss, from: 1)
    rig.uiKit.finish()

    #expect(ends == [.dismissed(.programmatic)])
    #expect(rig.performed.last == "dismiss #1 presented by window")
    #expect(!rig.uiKit.signals.contains("didDismiss #1"))
    #expect(rig.converged)
  }

  @Test("a swipe that springs back changes nothing, and holds the next step until it ends")
  func cancelledSwipe() {
    let rig = Rig(root: HalfSheetRoute.home)
    var ends: [RemovalReason] = []
    rig.store.present(.halfSheet) { ends.append($0) }
    rig.uiKit.finish()

    rig.uiKit.swipeDown(1, letsGo: false)
    rig.uiKit.finish()

    #expect(ends.isEmpty)
    #expect(rig.host.loop.driver.swiping.isEmpty)
    #expect(rig.converged)
  }
}
