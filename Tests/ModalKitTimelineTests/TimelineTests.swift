import ModalKit
import ModalKitTimeline
import Testing

@Suite("Timeline")
struct TimelineTests {
  @Test("a timeline starts with no steps")
  func empty() {
    let timeline = Timeline(start: Navigator(root: "home"))

    #expect(timeline.steps.isEmpty)
  }
}
