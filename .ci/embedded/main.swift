// The Embedded Swift check's program: pushes, presents and dismisses with the core built in
// Embedded mode, and prints what happened with counts, ids and names of its own (Embedded Swift
// cannot interpolate a generic value, so the core's descriptions of events are not there).
// Run by .ci/embedded-check.sh, which compares the output with the transcript it holds.
import ModalKit

enum Screen: Hashable, Sendable {
  case inbox
  case thread(Int)
  case settings
  case saved

  var name: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let number): "thread(" + String(number) + ")"
    case .settings: "settings"
    case .saved: "saved"
    }
  }
}

func describe(_ events: Navigator<Screen>.Events) -> String {
  var parts: [String] = []
  for event in events {
    switch event {
    case .pushed(let entry): parts.append("pushed " + entry.route.name + "\(entry.id)")
    case .popped(let entry): parts.append("popped " + entry.route.name + "\(entry.id)")
    case .presented(let entry, let presentation):
      parts.append("presented " + entry.route.name + "\(entry.id) as " + presentation.styleName)
    case .dismissed(let entry, let reason):
      parts.append("dismissed " + entry.route.name + "\(entry.id), \(reason)")
    case .queued(let entry, _): parts.append("queued " + entry.route.name + "\(entry.id)")
    case .dropped(let entry): parts.append("dropped " + entry.route.name + "\(entry.id)")
    case .detentChanged(let id, let from, let to):
      parts.append("detentChanged \(id) \(from) -> \(to)")
    case .updated(let id, _, _): parts.append("updated \(id)")
    case .rejected(_, let reason): parts.append("rejected, \(reason)")
    }
  }
  return String(events.count) + " event(s): " + parts.joined(separator: "; ")
}

func show(_ nav: Navigator<Screen>) -> String {
  var levels = [nav.stack.map { $0.route.name + "\($0.id)" }.joined(separator: ", ")]
  for layer in nav.layers {
    levels.append(layer.stack.map { $0.route.name + "\($0.id)" }.joined(separator: ", "))
  }
  return "[" + levels.joined(separator: "] > [") + "], next id \(nav.nextID)"
}

var nav = Navigator(root: Screen.inbox)
print("push: " + describe(nav.send(.push(.thread(7)))))

let sheet = Presentation.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium)
let presented = nav.send(.present(.settings, as: sheet))
print("present: " + describe(presented))
print("state: " + show(nav))

print("unwind in the sheet: " + describe(nav.send(.unwind)))
let thread = nav.stack.top.id
print("push from the thread beneath: " + describe(nav.send(.push(.thread(8)), from: thread)))
if let settings = presented.presentedEntry {
  print("select large: " + describe(nav.send(.selectDetent(.large, of: settings.id))))
  print("lowest interactive level: " + String(nav.lowestInteractiveLevel()))
  let container = LayoutContainer(width: 400, height: 800)
  if case .settle(let detent) = nav.topLayer?.settle(height: 420, velocity: 0, in: container) {
    print("a release at 420 of 800 settles at: \(detent)")
  }
}

let alert = Presentation.alert("Saved", buttons: [.ok, ModalButton("Undo", id: "undo")])
let shown = nav.send(.present(.saved, as: alert, policy: .queue))
print("queue an alert: " + describe(shown))
print("dismiss: " + describe(nav.send(.dismiss)))
if let saved = nav.topLayer {
  print("tap undo: " + describe(nav.send(.tapButton("undo", in: saved.id))))
}
print("dismiss again: " + describe(nav.send(.dismiss)))
print("home: " + describe(nav.send(.home)))
print("state: " + show(nav))
print("destination levels: " + String(nav.destination.layers.count + 1))
print("invariant violations: " + String(nav.invariantViolations().count))
