import ModalKit
import ModalKitDriver
import Testing

extension PresentationDriver {
  /// Reports what the user did, which the driver must ignore: its output is the notice alone,
  /// and the screen, the target and the step under way are as they were.
  mutating func expectIgnored(
    _ event: UserEvent, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = self
    let ignoredBefore = diagnostics.ignoredReports

    let output = report(event)

    #expect(output == Output(notices: [.ignoredReport(event)]), sourceLocation: sourceLocation)
    #expect(shown == before.shown, sourceLocation: sourceLocation)
    #expect(target == before.target, sourceLocation: sourceLocation)
    #expect(step == before.step, sourceLocation: sourceLocation)
    #expect(diagnostics.ignoredReports == ignoredBefore + 1, sourceLocation: sourceLocation)
  }
}
