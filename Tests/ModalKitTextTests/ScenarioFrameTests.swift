import ModalKit
import ModalKitText
import Testing

/// The key frame of each scenario in Scenarios/, built from the test fixtures and drawn at two
/// sizes.
@Suite("Scenario frames")
struct ScenarioFrameTests {
  @Test("custom navigation: a full-size overlay at the bottom blocks a pushed stack")
  func customNavigation() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.thread(8)))
    nav.checkedSend(.present(.compose, as: .overlay(.bottom, .full)))

    expectGoldens(nav, "scenario-overlay-bottom-full")
  }

  @Test("date-range dialog: raised three screens deep with Cancel and Done, it dims everything")
  func dialog() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.push(.thread(7)))
    nav.checkedSend(.push(.profile))
    let dialog = Presentation.overlay(
      .center, .threeQuarters, buttons: [.cancel, ModalButton("Done", id: "done")])
    nav.checkedSend(.present(.confirm("dates"), as: dialog))
    nav.checkedSend(.update(EntryID(rawValue: 3), to: .confirm("12-15 Jul")))

    expectGoldens(nav, "scenario-dialog-over-flow")
  }

  @Test("modal coordinator: an alert over a sheet with its own stack, another sheet queued")
  func coordinator() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(
      .present(.settings, as: .sheet(detents: [.medium, .large], showsGrabber: true)))
    nav.checkedSend(.push(.profile))
    nav.checkedSend(.present(.compose, as: .sheet(), policy: .queue))
    nav.checkedSend(.present(.confirm("saved"), as: .alert("Saved", message: "Profile updated.")))

    expectGoldens(nav, "scenario-alert-over-sheet")
  }

  @Test("half sheet: the screen beneath stays live at medium and is dimmed at large")
  func halfSheet() {
    var nav = Nav(root: .inbox)
    let sheet = Presentation.sheet(
      detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)
    nav.checkedSend(.present(.compose, as: sheet))
    expectGoldens(nav, "scenario-half-sheet-medium")

    nav.checkedSend(.selectDetent(.large, of: EntryID(rawValue: 1)))

    expectGoldens(nav, "scenario-half-sheet-large")
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
