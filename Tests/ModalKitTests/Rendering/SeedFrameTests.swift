import ModalKit
import ModalKitText
import Testing

/// The key frame of each seed scenario, built from the test fixtures and drawn at two sizes.
@Suite("Seed frames")
struct SeedFrameTests {
  @Test("seed 000: a full-size overlay at the bottom blocks a pushed stack")
  func customNavigation() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.thread(8)))
    nav.checkedSend(.present(.compose, as: .overlay(.bottom, .full)))

    expectGoldens(nav, "seed000-overlay-bottom-full")
  }

  @Test("seed 001: a dialog with Cancel and Done raised three screens deep dims everything beneath")
  func dialog() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.profile))
    let dialog = Presentation.overlay(
      .center, .threeQuarters, buttons: [.cancel, ModalButton("Done", id: "done")])
    nav.checkedSend(.present(.confirm("dates"), as: dialog))
    nav.checkedSend(.update(EntryID(rawValue: 3), to: .confirm("12-15 Jul")))

    expectGoldens(nav, "seed001-dialog-over-flow")
  }

  @Test("seed 002: an alert nested over a sheet with its own stack, another sheet queued")
  func coordinator() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(.settings, as: .sheet(detents: [.medium, .large], showsGrabber: true)))
    nav.checkedSend(.push(.profile))
    nav.checkedSend(.present(.compose, as: .sheet(), policy: .queue))
    nav.checkedSend(.present(.confirm("saved"), as: .alert("Saved", message: "Profile updated.")))

    expectGoldens(nav, "seed002-alert-over-sheet")
  }

  @Test("seed 003: a half sheet leaves the screen beneath live at medium and dims it at large")
  func halfSheet() {
    var nav = Nav(root: .inbox)
    let sheet = Presentation.sheet(
      detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
    nav.checkedSend(.present(.compose, as: sheet))
    expectGoldens(nav, "seed003-half-sheet-medium")

    nav.checkedSend(.selectDetent(.large, of: EntryID(rawValue: 1)))

    expectGoldens(nav, "seed003-half-sheet-large")
  }

  private func expectGoldens(
    _ nav: Nav, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for size in goldenSizes {
      let frame = TextFrame(nav, width: size.width, height: size.height).description
      Golden.expect(
        frame + "\n", matches: "\(name)-\(size.width)x\(size.height).txt",
        sourceLocation: sourceLocation)
    }
  }
}
