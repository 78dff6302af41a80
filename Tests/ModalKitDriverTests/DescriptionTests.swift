import ModalKit
import ModalKitDriver
import Testing

/// The text a demo prints: steps, acknowledgements, reports, outputs and the screen.
@Suite("Descriptions")
struct DescriptionTests {
  @Test("a step reads as what the host does, dismissals together")
  func steps() {
    let steps: [Driver.Step] = [
      [.dismiss(5, reason: .programmatic), .dismiss(4, reason: .programmatic)],
      [.dismiss(5, reason: .replaced), .dismiss(4, reason: .programmatic)],
      [.present(layer(entry(6, .settings), Look.halfSheet), level: 1)],
      [.present(layer(entry(6, .settings), Look.sheet, entry(7, .profile)), level: 2)],
      [.setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(7))))],
      [.dismiss(3, reason: .programmatic), .selectDetent(.large, of: 2)],
      [],
    ]

    #expect(
      steps.map(\.description) == [
        "dismiss #5, #4 (programmatic)",
        "dismiss #5 (replaced), #4 (programmatic)",
        "present settings#6 as sheet(medium, large) at level 1",
        "present settings#6 as sheet(large) at level 2 with [profile#7]",
        "set level 0 to [inbox#0, thread(7)#1]",
        "dismiss #3 (programmatic); select large on #2",
        "",
      ])
  }

  @Test("acknowledgements, reports, phases and requests read as their cases")
  func smallValues() {
    let acknowledgements: [Acknowledgement] = [
      .didPresent(6), .didDismiss(4), .didSetPath(level: 1, root: 2), .didSelectDetent(6),
    ]
    let events: [UserEvent] = [
      .swipeBegan(4), .swipeCancelled(4), .swipeCompleted(4), .dismissed(4, .backdropTap),
      .selectedDetent(.large, of: 4), .popped(to: 2),
    ]

    #expect(
      acknowledgements.map(\.description) == [
        "didPresent #6", "didDismiss #4", "didSetPath level 1", "didSelectDetent #6",
      ])
    #expect(
      events.map(\.description) == [
        "swipeBegan #4", "swipeCancelled #4", "dismissed #4 (interactive)",
        "dismissed #4 (backdropTap)", "selectedDetent large of #4", "popped to #2",
      ])
    #expect(PhaseChange(5, .dismissing(.button("ok"))).description == "#5 dismissing(button(ok))")
    #expect(Driver.Request(.dismissInteractively(4)).description == "dismissInteractively(#4)")
    #expect(Driver.Request(.unwindCount(1), from: 3).description == "unwindCount(1) from #3")
  }

  @Test("abilities read as the ones that are on")
  func abilities() {
    #expect(PlatformAbilities.conservative.description == "one change per step")
    #expect(PlatformAbilities.iOS15.description == "several pops")
    #expect(
      PlatformAbilities.iOS17.description
        == "several dismissals, several pushes, several pops, pop and push, "
        + "pushes with a presentation")
  }

  @Test("the screen reads level by level, with each layer's phase unless presented")
  func shownState() {
    let shown = ShownState(
      stack: stack(entry(0, .inbox)),
      layers: [
        ShownLayer(layer(entry(2, .settings), Look.sheet)),
        ShownLayer(layer(entry(3, .saved), Look.alert), phase: .presenting),
      ])

    #expect(shown.description == "[inbox#0] > sheet [settings#2] > alert [saved#3] (presenting)")
  }

  @Test("a whole session prints as a transcript a person can follow")
  func transcript() {
    var nav = navigator(
      .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
      .present(.compose, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS15)
    var lines: [String] = []

    lines.append(driver.follow(&nav, .home).description)
    for id: EntryID in [3, 2] {
      lines.append("ack: \(Acknowledgement.didDismiss(id))")
      lines.append(driver.acknowledge(.didDismiss(id), of: driver.token!).description)
    }
    driver.report(.swipeBegan(1))
    lines.append("user: \(UserEvent.swipeCompleted(1))")
    lines.append(driver.report(.swipeCompleted(1)).description)

    #expect(
      lines == [
        "phases: #3 dismissing(programmatic)\nstep 4: dismiss #3 (programmatic)",
        "ack: didDismiss #3",
        "phases: #3 dismissed(programmatic), #2 dismissing(programmatic)\n"
          + "step 5: dismiss #2 (programmatic)",
        "ack: didDismiss #2",
        "phases: #2 dismissed(programmatic), #1 dismissing(programmatic)\n"
          + "step 6: dismiss #1 (programmatic)",
        "user: dismissed #1 (interactive)",
        "phases: #1 dismissed(programmatic)",
      ])
    #expect(driver.isSettled)
  }
}

@Suite("Tokens and notices")
struct TokenDescriptionTests {
  @Test("tokens order as their steps were handed out, and print as the step they name")
  func tokens() {
    #expect(StepToken(2) < StepToken(3))
    #expect(!(StepToken(3) < StepToken(3)))
    #expect(StepToken(3).description == "step 3")
  }

  @Test("an output with a step but no token, and a resynchronization with no step, still print")
  func outputsWithoutTokens() {
    let output = Driver.Output(step: [.dismiss(1, reason: .programmatic)])

    #expect(output.description == "step: dismiss #1 (programmatic)")
    #expect(Driver.Notice.resynchronized(abandoning: nil).description == "resynchronized")
    #expect(
      Driver.Notice.resynchronized(abandoning: StepToken(4)).description
        == "resynchronized, abandoning step 4")
    #expect(
      Driver.Notice.missedDeadline(StepToken(2), awaiting: [.didPresent(1), .didDismiss(2)])
        .description == "step 2 missed its deadline awaiting didPresent #1, didDismiss #2")
  }
}
