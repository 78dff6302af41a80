import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit
import Testing

/// The UIKit host's decisions one by one: detents per system, the style of each layer, the
/// abilities it declares, whether the user may remove a layer, and what a look at UIKit means.
@MainActor
@Suite("The UIKit host's decisions, one table at a time")
struct UIKitDecisionTests {
  // MARK: - Detents

  @Test(
    "each ModalKit detent as UISheetPresentationController gets it on iOS 15 and iOS 16",
    arguments: [
      (Detent.medium, UIKitDetent.medium, UIKitDetent.medium),
      (.large, .large, .large),
      (.fraction(0.3), .medium, .custom(.fraction(0.3))),
      (.fraction(0.75), .medium, .custom(.fraction(0.75))),
      (.fraction(0.76), .large, .custom(.fraction(0.76))),
      (.height(200), .medium, .custom(.points(200))),
      (.height(700), .large, .custom(.points(700))),
    ])
  func detentPerSystem(detent: Detent, iOS15: UIKitDetent, iOS16: UIKitDetent) {
    let iPhone = LayoutContainer.iPhone  // a sheet's maximum height: 844 - 47 = 797 points

    #expect(UIKitSheet.uiKitDetent(detent, system: .iOS(15), in: iPhone) == iOS15)
    #expect(UIKitSheet.uiKitDetent(detent, system: .iOS(16), in: iPhone) == iOS16)
    #expect(UIKitSheet.uiKitDetent(detent, system: .iOS(18), in: iPhone) == iOS16)
  }

  @Test("detents are given once each, smallest first, whatever order the navigator offers")
  func detentsOrderedAndDistinct() {
    let sheet = SheetConfiguration(
      detents: [.large, .fraction(0.4), .height(200), .medium], selection: .fraction(0.4),
      largestUndimmedDetent: .height(200))

    let iOS15 = UIKitSheet(sheet, system: .iOS(15), in: .iPhone)
    let iOS16 = UIKitSheet(sheet, system: .iOS(16), in: .iPhone)

    #expect(iOS15.detents == [.medium, .large])
    #expect(iOS15.selected == .medium)
    #expect(iOS15.largestUndimmed == .medium)
    #expect(
      iOS16.detents == [.custom(.points(200)), .custom(.fraction(0.4)), .medium, .large])
    #expect(iOS16.selected == .custom(.fraction(0.4)))
    #expect(iOS16.largestUndimmed == .custom(.points(200)))
  }

  @Test("a drag to a UIKit detent reads back as the selection it stands for, else the first")
  func detentReadBack() {
    let sheet = SheetConfiguration(
      detents: [.fraction(0.4), .height(200), .large], selection: .height(200))
    let drawing = UIKitSheet(sheet, system: .iOS(15), in: .iPhone)

    #expect(drawing.detent(for: .medium, current: .height(200)) == .height(200))
    #expect(drawing.detent(for: .medium, current: .large) == .fraction(0.4))
    #expect(drawing.detent(for: .large, current: .height(200)) == .large)
    #expect(drawing.detent(for: nil, current: .large) == .fraction(0.4))
    #expect(drawing.detent(for: .custom(.fraction(0.4)), current: .large) == nil)
  }

  @Test("custom detents resolve against the sheet's maximum height, heights capped at it")
  func customResolution() {
    #expect(UIKitDetent.CustomHeight.fraction(0.4).points(in: 800) == 320)
    #expect(UIKitDetent.CustomHeight.points(200).points(in: 800) == 200)
    #expect(UIKitDetent.CustomHeight.points(900).points(in: 800) == 800)
    #expect(UIKitDetent.custom(.fraction(0.4)).identifier == "modalkit.fraction(0.4)")
    #expect(UIKitDetent.custom(.points(200)).identifier == "modalkit.height(200.0)")
  }

  // MARK: - Styles

  @Test(
    "each presentation's UIKit style on iOS and on tvOS",
    arguments: [
      (Mail.settings, "pageSheet(medium, large; at medium; grabber)", "blurOverFullScreen"),
      (.compose, "fullScreen", "fullScreen"),
      (.picker, "overlay(bottom, half)", "overlay(bottom, half)"),
      (.delete, "alert(\"Delete?\")", "alert(\"Delete?\")"),
      (.share, "actionSheet(\"Share\")", "actionSheet(\"Share\")"),
    ])
  func stylePerSystem(route: Mail, iOS: String, tvOS: String) throws {
    let presentation = try #require(route.defaultPresentation)
    let layer = ModalLayer(entry: RouteEntry(id: 1, route: route), presentation: presentation)

    #expect(UIKitLayer(layer, system: .iOS(15), in: .iPhone).style.description == iOS)
    #expect(UIKitLayer(layer, system: .tvOS(17), in: .iPhone).style.description == tvOS)
  }

  @Test("a layer is modal in presentation only when its rules allow neither swipe nor tap")
  func modalInPresentation() throws {
    func layer(_ route: Mail) throws -> UIKitLayer<Mail> {
      let presentation = try #require(route.defaultPresentation)
      return UIKitLayer(
        ModalLayer(entry: RouteEntry(id: 1, route: route), presentation: presentation),
        system: .iOS(15), in: .iPhone)
    }

    #expect(try !layer(.settings).isModalInPresentation)
    #expect(try !layer(.card).isModalInPresentation)
    #expect(try layer(.compose).isModalInPresentation)
    #expect(try layer(.compose).removesViewsBeneath)
    #expect(try !layer(.settings).removesViewsBeneath)
  }

  // MARK: - Abilities

  @Test("the abilities a UIKit host declares are the driver's UIKit set")
  func abilities() {
    let abilities = UIKitHost<FakeUIKit<Mail>>.abilities

    #expect(abilities == .uiKit)
    #expect(abilities.dismissesSeveralLayersAtOnce)
    #expect(abilities.pushesSeveralAtOnce && abilities.popsSeveralAtOnce)
    #expect(abilities.popsAndPushesAtOnce && abilities.pushesWithPresentation)
    #expect(!abilities.selectsDetentDuringOtherChanges)
    #expect(abilities.stepDeadline == 2)
  }

  @Test("system facts: sheet controllers from iOS 15, custom detents from iOS 16, neither on tvOS")
  func systems() {
    #expect(UIKitSystem.iOS(15).hasSheetPresentationController)
    #expect(!UIKitSystem.iOS(15).hasCustomDetents)
    #expect(UIKitSystem.iOS(16).hasCustomDetents)
    #expect(!UIKitSystem.tvOS(17).hasSheetPresentationController)
    #expect(!UIKitSystem.tvOS(17).hasCustomDetents)
  }

  // MARK: - The user's dismissals

  @Test("the user may remove a layer that is up, by the gesture its rules allow")
  func userDismissal() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.card))
    let whilePresenting = rig.host.allowsUserDismissal(of: 1)
    rig.uiKit.finish()

    let swipe = rig.host.allowsUserDismissal(of: 1)
    rig.uiKit.send(.touchBegan(1, onDimmedArea: true))
    let tap = rig.host.allowsUserDismissal(of: 1)
    rig.send(.dismiss)
    let whileDismissing = rig.host.allowsUserDismissal(of: 1)

    #expect(!whilePresenting)
    #expect(swipe)
    #expect(!tap)
    #expect(!whileDismissing)
    #expect(!rig.host.allowsUserDismissal(of: 9))
  }

  @Test("UIKit's delegate callbacks for a layer the driver is dismissing are not the user's")
  func delegateDuringProgrammaticDismissal() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.uiKit.finish()

    rig.send(.dismiss)
    rig.uiKit.send(.willDismiss(1))
    rig.uiKit.send(.disappeared(1))
    rig.uiKit.send(.didDismiss(1))
    rig.uiKit.finish()

    #expect(rig.calls.lines == ["settings#1: dismissed(programmatic)"])
    #expect(rig.host.loop.notices.isEmpty)
    #expect(rig.converged)
  }

  @Test("didShow of a stack that is neither the step's nor shorter changes nothing")
  func didShowEcho() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.uiKit.finish()

    rig.uiKit.send(.stackShown([0, 1], of: .window))
    rig.uiKit.send(.stackShown([0, 1], of: .layer(7)))

    #expect(rig.calls.lines.isEmpty)
    #expect(rig.host.loop.notices.isEmpty)
    #expect(rig.converged)
  }

  // MARK: - Looking at UIKit

  @Test(
    "a picture of UIKit reads back entries, layers and detents; nil is the smallest (platform fact 6.3)"
  )
  func pictureReadBack() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.send(.present(.settings))
    rig.send(.present(.delete))
    rig.uiKit.finish()

    let picture = UIKitPicture(
      window: [0, 1],
      layers: [
        UIKitPicture.Layer(id: 2, entries: [2], detent: nil),
        UIKitPicture.Layer(id: 3, entries: [3]),
      ])
    let shown = rig.host.shownState(from: picture)

    #expect(shown.description == "[inbox#0, thread(1)#1] > sheet [settings#2] > alert [delete#3]")
    #expect(shown.layers.first?.detent == .medium)
  }

  @Test("a picture stops at a layer the host never presented")
  func pictureWithAForeignLayer() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.present(.settings))
    rig.uiKit.finish()

    let picture = UIKitPicture(
      window: [0],
      layers: [UIKitPicture.Layer(id: 9, entries: [9]), UIKitPicture.Layer(id: 1, entries: [1])])

    #expect(rig.host.shownState(from: picture).layers.isEmpty)
  }

  @Test("a picture whose window shows a root the host never handed over keeps the driver's stack")
  func pictureWithAForeignWindow() {
    let rig = Rig(root: Mail.inbox)
    rig.send(.push(.thread(1)))
    rig.uiKit.finish()

    let shown = rig.host.shownState(from: UIKitPicture(window: [9, 1], layers: []))

    #expect(shown.description == "[inbox#0, thread(1)#1]")
  }
}
