// The demo's player: applies a scenario's actions one by one and prints each step as a frame.
// Used by every scenario file; run them with `swift run modalkit-demo [scenario]`.

import ModalKit
import ModalKitText

/// Plays actions on a navigator and prints the frame each one leaves, titled with the action.
struct Player<Route: Hashable & Sendable> {
  /// The state after the last action.
  private(set) var navigator: Navigator<Route>

  /// The size of each drawing.
  let size: FrameSize

  private var step = 0

  /// Starts a scenario: prints its heading and the first frame.
  init(_ heading: String, root: Route, size: FrameSize) {
    self.navigator = Navigator(root: root)
    self.size = size
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
    show(title: "\(step). \(action) from \(screen)", events: events)
    return events
  }

  /// The id of the topmost presented layer, to dismiss it or tap its buttons.
  var topLayer: EntryID {
    navigator.topLayer?.id ?? navigator.top.id
  }

  private func show(title: String, events: Navigator<Route>.Events) {
    print(
      TextFrame.renderStep(
        title: title, events: events, navigator: navigator, width: size.width,
        height: size.height))
    print()
  }
}
