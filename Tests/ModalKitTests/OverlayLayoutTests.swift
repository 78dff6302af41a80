import ModalKit
import Testing

@Suite("Overlay layout")
struct OverlayLayoutTests {
  @Test("the safe rect is the container less its insets, never negative")
  func safeRect() {
    let cramped = LayoutContainer(
      size: LayoutSize(width: 100, height: 50), safeArea: LayoutInsets(top: 40, bottom: 40))

    #expect(phone.safeRect == LayoutRect(x: 10, y: 40, width: 380, height: 840))
    #expect(cramped.safeRect == LayoutRect(x: 0, y: 40, width: 100, height: 0))
    #expect(
      LayoutContainer(width: 320, height: 480).safeRect
        == LayoutRect(x: 0, y: 0, width: 320, height: 480))
  }

  /// The image-picker app's sizeToHeight on the safe height 840: full is 840 - 80, the others a share.
  static let frames: [(ModalPositioning, ModalSize, LayoutRect)] = [
    (.top, .full, LayoutRect(x: 10, y: 40, width: 380, height: 760)),
    (.top, .threeQuarters, LayoutRect(x: 10, y: 40, width: 380, height: 630)),
    (.top, .half, LayoutRect(x: 10, y: 40, width: 380, height: 420)),
    (.top, .quarter, LayoutRect(x: 10, y: 40, width: 380, height: 210)),
    (.center, .full, LayoutRect(x: 10, y: 80, width: 380, height: 760)),
    (.center, .threeQuarters, LayoutRect(x: 10, y: 145, width: 380, height: 630)),
    (.center, .half, LayoutRect(x: 10, y: 250, width: 380, height: 420)),
    (.center, .quarter, LayoutRect(x: 10, y: 355, width: 380, height: 210)),
    (.bottom, .full, LayoutRect(x: 10, y: 120, width: 380, height: 760)),
    (.bottom, .threeQuarters, LayoutRect(x: 10, y: 250, width: 380, height: 630)),
    (.bottom, .half, LayoutRect(x: 10, y: 460, width: 380, height: 420)),
    (.bottom, .quarter, LayoutRect(x: 10, y: 670, width: 380, height: 210)),
  ]

  @Test("every positioning at every named size has its frame in the safe area", arguments: frames)
  func frameTable(positioning: ModalPositioning, size: ModalSize, expected: LayoutRect) {
    let frame = phone.overlayFrame(at: positioning, size: size)

    #expect(frame == expected)
    #expect(frame.y >= phone.safeRect.y && frame.maxY <= phone.safeRect.maxY)
  }

  @Test("the table covers every positioning at every named size")
  func frameTableIsComplete() {
    let covered = Set(Self.frames.map { "\($0.0) \($0.1)" })
    let all = ModalPositioning.allCases.flatMap { positioning in
      ModalSize.named.map { "\(positioning) \($0)" }
    }

    #expect(covered == Set(all))
    #expect(all.count == 12)
  }

  @Test(
    "the full-size inset can be changed, and a fraction takes its share",
    arguments: [
      (ModalSize.full, 0.0, 840.0), (.full, 200, 640), (.full, 1000, 0), (.fraction(0.1), 80, 84),
      (.fraction(1), 80, 840),
    ])
  func heightOfSize(size: ModalSize, inset: Double, height: Double) {
    #expect(phone.overlayHeight(for: size, fullSizeInset: inset) == height)
  }

  @Test("an invalid fraction never produces a negative or oversized height")
  func invalidFractionClamped() {
    #expect(phone.overlayHeight(for: .fraction(-1)) == 0)
    #expect(phone.overlayHeight(for: .fraction(3)) == 840)
  }

  @Test(
    "an overlay configuration is framed as its positioning and size are, whatever its buttons",
    arguments: frames)
  func frameOfConfiguration(positioning: ModalPositioning, size: ModalSize, expected: LayoutRect) {
    let plain = OverlayConfiguration(positioning: positioning, size: size)
    let dialog = OverlayConfiguration(
      positioning: positioning, size: size, buttons: [.cancel, ModalButton("Done", id: "done")])

    let frames = [phone.overlayFrame(plain), phone.overlayFrame(dialog)]

    #expect(frames == [expected, expected])
    #expect(
      phone.overlayFrame(plain, fullSizeInset: 0)
        == phone.overlayFrame(at: positioning, size: size, fullSizeInset: 0))
  }
}
