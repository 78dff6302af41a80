// The demo's player: applies a scenario's actions one by one and prints each step as a frame,
// and records the steps as a trace for the scenario's timeline page.
// Used by every scenario file; run them with `swift run modalkit-demo [scenario] [--html DIR]`.

import ModalKit
import ModalKitText
import ModalKitTrace

/// A scenario as it was played: its heading, and its steps as a trace whose routes are written
/// as their descriptions, which `--html` draws as a timeline page.
struct Recording {
  var heading: String
  var trace: Trace
}

/// Plays actions on a navigator and prints the frame each one leaves, titled with the action.
struct Player<Route: Hashable & Sendable> {
  /// The state after the last action.
  private(set) var navigator: Navigator<Route>

  /// The size of each drawing, or `nil` when the steps are only recorded, for a page.
  let size: FrameSize?

  /// The steps so far, as a trace.
  private(set) var recording: Recording

  private var step = 0

  /// Starts a scenario: prints its heading and the first frame, unless `size` is `nil`.
  init(_ heading: String, root: Route, size: FrameSize?) {
    self.navigator = Navigator(root: root)
    self.size = size
    self.recording = Recording(heading: heading, trace: Trace(start: navigator.mapRoutes(name)))
    guard let size else { return }
    print(String(repeating: "=", count: size.width))
    for line in TextFrame.wrap(heading, width: size.width) { print(line) }
    print(String(repeating: "=", count: size.width))
    show(title: "0. start: Navigator(root: \(root))", events: [])
  }

  /// Sends one action and prints the frame it leaves.
  @discardableResult
  mutating func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    let events = navigator.send(action)
    step += 1
    record(action, from: nil)
    show(title: "\(step). \(action)", events: events)
    return events
  }

  /// Sends one action from a screen, as a button on that screen would, and prints the frame.
  @discardableResult
  mutating func send(_ action: Navigator<Route>.Action, from screen: EntryID)
    -> Navigator<Route>.Events
  {
    let events = navigator.send(action, from: screen)
    step += 1
    record(action, from: screen)
    show(title: "\(step). \(action) from \(screen)", events: events)
    return events
  }

  /// The id of the topmost presented layer, to dismiss it or tap its buttons.
  var topLayer: EntryID {
    navigator.topLayer?.id ?? navigator.top.id
  }

  /// Adds an action to the trace, on the line `Trace.text` would write it on.
  private mutating func record(_ action: Navigator<Route>.Action, from screen: EntryID?) {
    let line = recording.trace.inputs.count + 2
    recording.trace.inputs.append(
      Trace.Input(line: line, action: action.mapRoutes(name), from: screen))
  }

  private func show(title: String, events: Navigator<Route>.Events) {
    guard let size else { return }
    print(
      TextFrame(
        navigator, title: title, events: events, width: size.width, height: size.height))
    print()
  }
}

/// A route as a trace writes it: its description, which every example route has.
private func name<Route>(_ route: Route) -> String {
  "\(route)"
}
