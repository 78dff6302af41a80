// The presentation driver: each navigator action with its events, then each step the driver
// hands a host and each acknowledgement the host sends back, for the situations that break a
// UI that follows the state in one jump.
// Run: swift run modalkit-demo driver [--size WxH]

import ModalKit
import ModalKitDriver
import ModalKitText

/// The screens of a mail app with nested sheets and an alert.
enum DriverScreen: Hashable, Sendable, CustomStringConvertible {
  case inbox
  case settings
  case profile
  case compose
  case saved

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .settings: "settings"
    case .profile: "profile"
    case .compose: "compose"
    case .saved: "saved"
    }
  }
}

/// A navigator, a driver following it, and a host that acknowledges each step at once unless
/// a scenario holds the acknowledgement back; prints every action, step and acknowledgement.
struct DriverRun {
  private(set) var navigator: Navigator<DriverScreen>
  private(set) var driver: PresentationDriver<DriverScreen>
  let size: FrameSize
  private var action = 0

  /// Starts a part of the scenario: sends `setup` and lets the host show it without printing,
  /// so the part starts from a settled screen.
  init(
    _ title: String, abilities: PlatformAbilities, setup: [Navigator<DriverScreen>.Action],
    size: FrameSize
  ) {
    var navigator = Navigator(root: DriverScreen.inbox)
    for action in setup { navigator.send(action) }
    self.navigator = navigator
    self.driver = PresentationDriver(navigator, abilities: abilities)
    self.size = size
    var output = driver.advance()
    while output.step != nil, let token = driver.token, let next = driver.awaiting.first {
      output = driver.acknowledge(next, of: token)
    }
    print(String(repeating: "-", count: size.width))
    line(title)
    line("abilities: \(abilities)")
    let layers = navigator.layers.map { "\($0.entry) as \($0.presentation)" }
    line("on screen: " + ([navigator.stack.root.description] + layers).joined(separator: ", "))
    print(String(repeating: "-", count: size.width))
  }

  /// Sends an action to the navigator, prints its frame, gives the driver the new target and
  /// prints what it hands out; the host then acknowledges at once unless `acknowledge` is
  /// `false`, as when the step is still animating.
  mutating func send(_ action: Navigator<DriverScreen>.Action, acknowledge: Bool = true) {
    let events = navigator.send(action)
    self.action += 1
    print(
      TextFrame(
        navigator, title: "\(self.action). \(action)", events: events, width: size.width,
        height: size.height))
    show(driver.retarget(to: navigator, events: events))
    if acknowledge { settle() } else { note("(the host is still animating)") }
  }

  /// Reports what the user did on screen and prints the driver's answer; a request goes to the
  /// navigator as its next action.
  mutating func report(_ event: UserEvent) {
    line("user: \(event)")
    let output = driver.report(event)
    show(output)
    if let request = output.request {
      send(request.action)
    } else {
      settle()
    }
  }

  /// The host acknowledges every change of each step as it is handed out, until the driver
  /// hands out nothing more.
  mutating func settle() {
    while let token = driver.token, let next = driver.awaiting.first {
      line("ack: \(next)")
      let output = driver.acknowledge(next, of: token)
      if !output.isEmpty { show(output) }
    }
    if let dragged = driver.swiping.min() {
      note("(the user is dragging \(dragged): no step until the drag ends)")
    } else if driver.isSettled {
      note("(settled: the screen shows the navigator)")
    }
    print()
  }

  /// The id of the topmost presented layer.
  var sheetID: EntryID { navigator.topLayer?.id ?? navigator.top.id }

  private func show(_ output: PresentationDriver<DriverScreen>.Output) {
    if output.isEmpty {
      note("(the driver hands out nothing)")
      return
    }
    for part in output.description.split(separator: "\n") { line(String(part)) }
  }

  private func line(_ text: String) {
    for line in TextFrame.wrap(text, width: size.width, indent: 4) { print(line) }
  }

  private func note(_ text: String) {
    for line in TextFrame.wrap("  " + text, width: size.width, indent: 4) { print(line) }
  }
}

/// Three nested sheets back to the root on iOS 15 and on iOS 17, a sheet dismissed and an
/// alert shown at once, a second present while the first animates, and a swipe cancelled then
/// one completed.
func playDriver(size: FrameSize) {
  print(String(repeating: "=", count: size.width))
  let heading =
    "driver: a PresentationDriver hands the host one step at a time and the next only when "
    + "the host acknowledges; each action is followed by the steps (step), the host's "
    + "acknowledgements (ack) and the layers' phases."
  for line in TextFrame.wrap(heading, width: size.width) { print(line) }
  print(String(repeating: "=", count: size.width))

  let sheet = Presentation.sheet()
  let threeSheets: [Navigator<DriverScreen>.Action] = [
    .present(.settings, as: sheet), .present(.profile, as: sheet), .present(.compose, as: sheet),
  ]

  var iOS15 = DriverRun(
    "three nested sheets back to the root on iOS 15: one dismissal per step, innermost first",
    abilities: .iOS15, setup: threeSheets, size: size)
  iOS15.send(.home)

  var iOS17 = DriverRun(
    "the same on iOS 17: all three dismissals in one step",
    abilities: .iOS17, setup: threeSheets, size: size)
  iOS17.send(.home)

  var alert = DriverRun(
    "dismiss a sheet and show an alert at once: the alert waits for the dismissal to finish",
    abilities: .iOS17, setup: [.present(.settings, as: sheet)], size: size)
  alert.send(.dismiss, acknowledge: false)
  alert.send(.present(.saved, as: .alert("Saved")))

  var twice = DriverRun(
    "a second present while the first is animating: it waits for the first one's "
      + "acknowledgement",
    abilities: .iOS17, setup: [], size: size)
  twice.send(.present(.settings, as: sheet), acknowledge: false)
  twice.send(.present(.profile, as: sheet))

  var swipe = DriverRun(
    "a swipe cancelled, holding a push until the drag ends, then a swipe completed: the "
      + "driver returns the action the navigator must take",
    abilities: .iOS17, setup: [.present(.settings, as: sheet)], size: size)
  swipe.report(.swipeBegan(swipe.sheetID))
  swipe.send(.push(.profile))
  swipe.report(.swipeCancelled(swipe.sheetID))
  swipe.report(.swipeBegan(swipe.sheetID))
  swipe.report(.swipeCompleted(swipe.sheetID))
}
