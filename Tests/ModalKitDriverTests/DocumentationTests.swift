import ModalKit
import ModalKitDriver
import Testing

@Suite("Documentation")
struct DocumentationTests {
  @Test("the landing page's example prints what the page says it prints")
  func landingPageExample() {
    var nav = Navigator(root: Page.inbox)
    var driver = PresentationDriver(nav, abilities: .iOS15)

    let events = nav.send(.present(.settings, as: .sheet()))
    let first = driver.retarget(to: nav, events: events).description
    let second = driver.acknowledge(.didPresent(1), of: StepToken(1)).description

    #expect(
      first == "phases: #1 presenting\nstep 1: present settings#1 as sheet(large) at level 1")
    #expect(second == "phases: #1 presented")
    #expect(driver.isSettled)
  }
}
