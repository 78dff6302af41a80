import ModalKit
import Testing

/// The saved-state format, pinned: one navigator's exact encoding, and the shape of each value.
///
/// If a test here fails, the format changed: an app's saved state from before the change would
/// no longer read the same. Change the format only with a new version number.
@Suite("Format")
struct FormatTests {
  /// A small navigator that shows most of the format: a push, a sheet with an undimmed detent
  /// moved to large and a push inside it, an overlay with buttons, and an alert in the queue.
  static func goldenNavigator() -> StringNav {
    var nav = StringNav(root: "inbox")
    nav.send(.push("thread"))
    nav.send(
      .present(
        "settings",
        as: .sheet(detents: [.medium, .large], showsGrabber: true, largestUndimmedDetent: .medium)))
    nav.send(.selectDetent(.large, of: 2))
    nav.send(.push("about"))
    nav.send(
      .present(
        "picker", as: .overlay(.bottom, .fraction(0.4), buttons: [.cancel, ModalButton("Done")])))
    nav.send(.present("saved", as: .alert("Saved", message: "All done."), policy: .queue))
    return nav
  }

  /// Its encoding with `JSONEncoder`'s `.sortedKeys`, one line split here for reading.
  static let golden = """
    {"layers":[\
    {"presentation":{"detents":["medium","large"],"largestUndimmedDetent":"medium",\
    "rules":{"allowsInteractiveDismissal":true,"blocksInputBeneath":true,"dismissesOnBackdropTap":true},\
    "selection":"large","showsGrabber":true,"style":"sheet"},\
    "stack":[{"id":2,"route":"settings"},{"id":3,"route":"about"}]},\
    {"presentation":{"buttons":[{"id":"cancel","role":"cancel","title":"Cancel"},{"id":"Done","role":null,"title":"Done"}],\
    "positioning":"bottom",\
    "rules":{"allowsInteractiveDismissal":false,"blocksInputBeneath":true,"dismissesOnBackdropTap":true},\
    "size":{"fraction":0.4},"style":"overlay"},\
    "stack":[{"id":4,"route":"picker"}]}],\
    "nextID":6,\
    "queue":{"items":[{"entry":{"id":5,"route":"saved"},\
    "presentation":{"buttons":[{"id":"ok","role":"cancel","title":"OK"}],"message":"All done.",\
    "rules":{"allowsInteractiveDismissal":false,"blocksInputBeneath":true,"dismissesOnBackdropTap":false},\
    "style":"alert","title":"Saved"}}],"level":2},\
    "stack":[{"id":0,"route":"inbox"},{"id":1,"route":"thread"}],\
    "version":1}
    """

  @Test("a small navigator encodes to exactly the checked-in JSON")
  func goldenEncoding() throws {
    let navigator = Self.goldenNavigator()

    let encoded = try JSON.string(navigator)

    #expect(
      navigator.description
        == "[inbox#0, thread#1] > sheet [settings#2, about#3] > overlay [picker#4] queued [saved#5]"
    )
    #expect(encoded == Self.golden)
  }

  @Test("the checked-in JSON decodes to the navigator it came from")
  func goldenDecoding() throws {
    #expect(try JSON.decode(StringNav.self, from: Self.golden) == Self.goldenNavigator())
  }

  @Test("keys may come in any order, optional members may be left out, unknown members are ignored")
  func readingIsLenientWhereTheFormatAllows() throws {
    let text = #"""
      {"nextID":3,"extra":[1,2],"queue":{"items":[],"level":0},
       "layers":[{"stack":[{"route":"sheet","id":1}],
                  "presentation":{"rules":{"blocksInputBeneath":true,"dismissesOnBackdropTap":true,
                                           "allowsInteractiveDismissal":true},
                                  "style":"sheet","detents":["large"],"selection":"large",
                                  "showsGrabber":false}},
                 {"stack":[{"route":"alert","id":2}],
                  "presentation":{"style":"alert","title":"T","rules":{"blocksInputBeneath":true,
                                  "dismissesOnBackdropTap":false,"allowsInteractiveDismissal":false},
                                  "buttons":[{"title":"OK","id":"ok"}]}}],
       "stack":[{"id":0,"route":"inbox"}],"version":1}
      """#

    let navigator = try JSON.decode(StringNav.self, from: text)

    #expect(navigator.description == "[inbox#0] > sheet [sheet#1] > alert [alert#2]")
    #expect(navigator.topLayer?.presentation == .alert("T", buttons: [ModalButton("OK", id: "ok")]))
    #expect(navigator.nextID == 3)
  }

  @Test("detents are names or single-member objects")
  func detentShapes() throws {
    #expect(
      try JSON.string([Detent.medium, .large, .fraction(0.25), .height(200)])
        == #"["medium","large",{"fraction":0.25},{"height":200}]"#)
  }

  @Test("sizes, positionings and roles are names, a fraction size an object")
  func enumerationShapes() throws {
    #expect(
      try JSON.string(ModalSize.named + [.fraction(0.5)])
        == #"["full","threeQuarters","half","quarter",{"fraction":0.5}]"#)
    #expect(try JSON.string(ModalPositioning.allCases) == #"["top","center","bottom"]"#)
    #expect(
      try JSON.string([ModalButton.Role.cancel, .destructive]) == #"["cancel","destructive"]"#)
  }

  @Test("a full-screen cover and a confirmation dialog are written as the other styles are")
  func otherStyles() throws {
    #expect(
      try JSON.string(Presentation.fullScreenCover)
        == #"{"rules":{"allowsInteractiveDismissal":false,"blocksInputBeneath":true,"#
        + #""dismissesOnBackdropTap":false},"style":"fullScreenCover"}"#)
    #expect(
      try JSON.string(Presentation.confirmationDialog("Share", buttons: [ModalButton("Copy")]))
        == #"{"buttons":[{"id":"Copy","role":null,"title":"Copy"}],"message":null,"#
        + #""rules":{"allowsInteractiveDismissal":false,"blocksInputBeneath":true,"#
        + #""dismissesOnBackdropTap":true},"style":"confirmationDialog","title":"Share"}"#)
  }

  @Test("an entry is its id and its route as the app's Codable writes it")
  func entryShape() throws {
    #expect(
      try JSON.string(RouteEntry(3, Screen.thread(7)))
        == #"{"id":3,"route":{"thread":{"_0":7}}}"#)
  }

  @Test("the format version is 1")
  func version() {
    #expect(StringNav.restorationVersion == 1)
  }
}
