import ModalKit
import ModalKitText
import Testing

// The Swift samples of Sources/ModalKitText/ModalKitText.docc/PrintingFrames.md, run as tests,
// marked as the samples of GuideSamplesTests.swift are (.ci/docs.sh checks them the same way).

@Suite("Guide: Printing what the screen would show")
final class PrintingFramesSamples: RecordsPrints {
  var printed: [String] = []

  @Test("printing a navigator's frame is one call")
  func printFrame() {
    // guide: PrintingFrames.md
    enum Screen: Hashable, Sendable {
      case inbox
      case thread(Int)
      case settings
      case signOut
    }

    var nav = Navigator(root: Screen.inbox)
    nav.send(.push(.thread(7)))
    nav.send(.present(.settings, as: .sheet(detents: [.medium, .large], showsGrabber: true)))
    print(TextFrame(nav, width: 40, height: 14))
    // end guide

    // The frame the article shows below the sample.
    #expect(
      printed == [
        """
        +- L0 window --------------------------+
        |< inbox > thread(7):::::::::::::::::::|
        |--------------------------------------|
        |::::::::::::::::::::::::::::::::::::::|
        |::::::::::::::::::::::::::::::::::::::|
        |::::::::::::::::::::::::::::::::::::::|
        |::::::::::::::::::::::::::::::::::::::|
        +- L1 sheet ---------------------------+
        |                =====                 |
        |settings                              |
        |              settings#2              |
        |                                      |
        +- detents: (medium) large ------------+
        """ + "\ninput: L1 | queue: empty" + String(repeating: " ", count: 16)
      ])
  }

  enum Screen: Hashable, Sendable {
    case inbox
    case thread(Int)
    case settings
    case signOut
  }

  // guide: PrintingFrames.md
  @Test("signing out asks first, over the settings sheet")
  func signOutAsksFirst() {
    var nav = Navigator(root: Screen.inbox)
    nav.send(.push(.thread(7)))
    nav.send(.present(.settings, as: .sheet(detents: [.medium, .large], showsGrabber: true)))
    let signOut = ModalButton("Sign out", id: "signOut", role: .destructive)

    nav.send(.present(.signOut, as: .alert("Sign out?", buttons: [.cancel, signOut])))

    #expect(
      TextFrame(nav, width: 40, height: 14).lines == [
        "+- L0 window --------------------------+",
        "|< inbox > thread(7):::::::::::::::::::|",
        "|--------------------------------------|",
        "|::::::::::::::::::::::::::::::::::::::|",
        "|:::::::+- L2 alert -----------+:::::::|",
        "|:::::::|      Sign out?       |:::::::|",
        "|:::::::|                      |:::::::|",
        "+- L1 sh| (Cancel)  !Sign out! |-------+",
        "|:::::::+- signOut#3 ----------+:::::::|",
        "|settings::::::::::::::::::::::::::::::|",
        "|::::::::::::::settings#2::::::::::::::|",
        "|::::::::::::::::::::::::::::::::::::::|",
        "+- detents: (medium) large ------------+",
        "input: L2 | queue: empty                ",
      ])
  }
  // end guide

  @Test("a step of a session: the action, its events, then the frame")
  func step() {
    var nav: Navigator<Screen>

    // guide: PrintingFrames.md
    nav = Navigator(root: Screen.inbox)
    let events = nav.send(.push(.thread(7)))
    print(TextFrame(nav, title: "push(thread(7))", events: events, width: 30, height: 12))
    // > push(thread(7))
    //   - pushed(thread(7)#1)
    // +- L0 window ----------------+
    // ...
    // end guide

    let lines = printed.joined().split(separator: "\n").map(String.init)
    #expect(lines.count == 14)
    #expect(
      Array(lines.prefix(3)) == [
        "> push(thread(7))             ", "  - pushed(thread(7)#1)       ",
        "+- L0 window ----------------+",
      ])
  }
}
