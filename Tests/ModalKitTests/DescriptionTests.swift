import ModalKit
import Testing

@Suite("Descriptions")
struct DescriptionTests {
  @Test("an entry id reads as a hash and its number")
  func entryID() {
    #expect("\(id(3))" == "#3")
    #expect("\(id(0))" == "#0")
    #expect(id(3).description == "#3")
  }

  @Test("an entry reads as its route followed by its id")
  func routeEntry() {
    let nav = SampleState.deepStack.navigator

    #expect("\(nav.stack[1])" == "thread(1)#1")
    #expect(nav.top.description == "compose#3")
  }

  @Test("a stack reads as its routes from the root to the top")
  func routeStack() {
    var nav = Nav(root: .inbox)
    let rootOnly = "\(nav.stack)"
    nav.checkedSend(.push(.thread(7)))

    #expect(rootOnly == "[inbox]")
    #expect("\(nav.stack)" == "[inbox, thread(7)]")
  }

  @Test("a navigator reads as its stacks level by level, each layer named by its style")
  func navigator() {
    var nav = SampleState.nestedModals.navigator
    nav.checkedSend(.present(.profile, .overlay(.top, .half)))
    nav.checkedSend(.present(.compose, .fullScreenCover))
    nav.checkedSend(.present(.confirm("share"), .dialog("Share", buttons: [.cancel])))

    #expect(
      "\(nav)"
        == "[inbox, thread(7)] > sheet [settings, profile, compose] > alert [confirm(discard)]"
        + " > overlay [profile] > cover [compose] > dialog [confirm(share)]")
    #expect(
      "\(SampleState.queued.navigator)"
        == "[inbox, thread(7)] > sheet [settings] queued confirm(later), profile")
  }

  @Test("ids order by the time their entries were created")
  func idsOrder() {
    let ids = SampleState.nestedModals.navigator.allEntries.map(\.id)

    #expect(ids == ids.sorted())
    #expect(id(2) < id(10))
    #expect(!(id(10) < id(2)))
  }
}
