// The store, the driver and the loop together, against a host that takes its time and a byte
// stream that decides everything: actions (some sent from screens), deep links, restores of
// own, edited and foreign states, relaunches, removal callbacks that send, and the host's
// acknowledgements lost, repeated, delayed and reordered, presentations dropped, swipes, and
// pictures given at any moment. After the bytes run out the host turns reliable and the loop
// must settle: the host shows the store's navigator, no step broke a platform rule, and every
// entry that went had its removal callback run exactly once. Any other outcome is a crash.

import LibFuzzerDriver
import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore

enum Screen: Hashable, Sendable {
  case inbox, settings, account, compose, confirm, picker
  case thread(Int)
}

let pushed: [Screen] = [.thread(1), .thread(2), .account, .settings]
let presented: [(Screen, Presentation)] = [
  (.settings, .sheet(detents: [.medium, .large])),
  (.compose, .fullScreenCover),
  (.confirm, .alert("Delete?", buttons: [.cancel, ModalButton("Delete")])),
  (.picker, .overlay(.bottom, .half)),
  (.thread(9), .sheet(detents: [.large])),
]
let abilitySets: [PlatformAbilities] = [.conservative, .iOS15, .iOS16, .iOS17, .macOS13, .uiKit]

/// Bytes, read one at a time; zeros once they run out.
struct Bytes {
  let data: [UInt8]
  var index = 0
  var isEmpty: Bool { index >= data.count }
  mutating func next() -> Int {
    defer { index += 1 }
    return index < data.count ? Int(data[index]) : 0
  }
  mutating func below(_ count: Int) -> Int { next() % count }
}

/// A screen that acts on the steps it is given, takes a tick to three to animate each command,
/// and reports what it shows when asked.
@MainActor
final class Host {
  struct Layer: Equatable {
    var presentation: Presentation
    var stack: RouteStack<Screen>
  }
  var stack: RouteStack<Screen>
  var layers: [Layer] = []
  var now = 0
  var animating: [(ends: Int, id: EntryID)] = []
  var due: [(tick: Int, acknowledgement: Acknowledgement, token: StepToken)] = []
  var problems: [String] = []
  var dropsAcknowledgements = false
  var dropsPresentations = false
  var repeats = false
  var delays = false
  weak var loop: PresentationLoop<Screen>?
  let clock: ManualLoopClock

  init(root: RouteEntry<Screen>, clock: ManualLoopClock) {
    stack = RouteStack(root: root)
    self.clock = clock
  }

  var picture: ShownState<Screen> {
    ShownState(
      stack: stack,
      layers: layers.map {
        ShownLayer(
          ModalLayer(entry: $0.stack.root, presentation: $0.presentation, path: $0.stack.path))
      })
  }

  func perform(
    _ step: PresentationDriver<Screen>.Step, token: StepToken, abilities: PlatformAbilities
  ) {
    if animating.contains(where: { $0.ends > now }) {
      problems.append("step while animating: \(step)")
    }
    var presents = 0
    var dismissals = 0
    for command in step.commands {
      switch command {
      case .present: presents += 1
      case .dismiss: dismissals += 1
      case .setPath, .selectDetent: break
      }
    }
    if presents > 1 { problems.append("two presentations in one step: \(step)") }
    if presents > 0, dismissals > 0 { problems.append("present while dismissing: \(step)") }
    if dismissals > 1, !abilities.dismissesSeveralLayersAtOnce {
      problems.append("several dismissals: \(step)")
    }
    let lowest = step.commands.last { if case .dismiss = $0 { true } else { false } }
    for command in step.commands {
      var id = EntryID(rawValue: 0)
      switch command {
      case .present(let layer, let level):
        if dropsPresentations { continue }
        if level != layers.count + 1 { problems.append("present at level \(level): \(step)") }
        layers.append(Layer(presentation: layer.presentation, stack: layer.stack))
        id = layer.id
      case .dismiss(let dismissed, _):
        guard let index = layers.firstIndex(where: { $0.stack.root.id == dismissed }) else {
          problems.append("dismiss of a layer not shown: \(step)")
          continue
        }
        layers.removeSubrange(index...)
        id = dismissed
        if command != lowest { continue }
      case .setPath(let level, let newStack):
        if level == 0 {
          stack = newStack
        } else if level <= layers.count {
          layers[level - 1].stack = newStack
        } else {
          problems.append("path of a level not shown: \(step)")
        }
        id = newStack.root.id
      case .selectDetent(let detent, let layer):
        guard let index = layers.firstIndex(where: { $0.stack.root.id == layer }),
          case .sheet(var sheet) = layers[index].presentation.style, sheet.detents.contains(detent)
        else {
          problems.append("detent of a sheet not shown: \(step)")
          continue
        }
        sheet.selection = detent
        layers[index].presentation.style = .sheet(sheet)
        id = layer
      }
      let ends = now + 1 + (Int(id.rawValue) % 3)
      animating.append((ends, id))
      if dropsAcknowledgements { continue }
      let tick = delays ? ends + 6 : ends
      due.append((tick, command.acknowledgement, token))
      if repeats { due.append((tick + 2, command.acknowledgement, token)) }
    }
  }

  func tick(reversed: Bool) {
    now += 1
    var ready = due.filter { $0.tick <= now }
    due.removeAll { $0.tick <= now }
    if reversed { ready.reverse() }
    for entry in ready { loop?.acknowledge(entry.acknowledgement, of: entry.token) }
    animating.removeAll { $0.ends <= now }
    clock.advance(by: 0.25)
  }

  /// The user swipes the top layer away, if it is a sheet at rest.
  func swipe() {
    guard animating.isEmpty, let top = layers.last, top.presentation.sheet != nil,
      top.presentation.rules.allowsInteractiveDismissal
    else { return }
    layers.removeLast()
    loop?.report(.swipeCompleted(top.stack.root.id))
  }

  /// Whether the host shows the navigator, up to the layers the driver holds above a dialog on
  /// a host that cannot present there (they are never asked for).
  func shows(_ navigator: Navigator<Screen>, belowLevel held: Int?) -> Bool {
    let count = held.map { $0 - 1 } ?? navigator.layers.count
    return stack.map(\.id) == navigator.stack.map(\.id) && layers.count == count
      && zip(layers, navigator.layers.prefix(count)).allSatisfy {
        $0.stack.map(\.id) == $1.stack.map(\.id) && $0.presentation == $1.presentation
      }
  }
}

/// One launch: a store, a loop and a host, wired.
@MainActor
struct Launch {
  let store: NavigatorStore<Screen>
  let loop: PresentationLoop<Screen>
  let host: Host
  let clock = ManualLoopClock()

  init(_ navigator: Navigator<Screen>, abilities: PlatformAbilities) {
    store = NavigatorStore(navigator)
    loop = PresentationLoop(store, abilities: abilities, clock: clock)
    let host = Host(root: navigator.stack.root, clock: clock)
    self.host = host
    host.loop = loop
    loop.perform = { [unowned host] output, _ in
      if let step = output.step, let token = output.token {
        host.perform(step, token: token, abilities: abilities)
      }
    }
    loop.inspect = { [unowned host] in host.picture }
    loop.start()
  }
}

/// How often each registered callback ran.
@MainActor
final class Runs {
  var counts: [Int: Int] = [:]
}

@MainActor
func run(_ data: [UInt8]) {
  var bytes = Bytes(data: data)
  let abilities = abilitySets[bytes.below(abilitySets.count)]
  var launch = Launch(Navigator(root: Screen.inbox), abilities: abilities)
  var generation = 0
  let runs = Runs()
  var registered: [(generation: Int, id: EntryID)] = []
  var snapshots: [Navigator<Screen>] = [launch.store.navigator]

  func register() {
    for entry in launch.store.navigator.allEntries
    where !registered.contains(where: { $0.generation == generation && $0.id == entry.id }) {
      let token = registered.count
      registered.append((generation, entry.id))
      let store = launch.store
      let sends = bytes.below(8) == 0
      store.onRemoval(of: entry.id) { [weak store] _ in
        runs.counts[token, default: 0] += 1
        // A callback that sends: queued by the store, applied after the current input.
        if sends { store?.send(.unwind) }
      }
    }
  }

  register()
  var steps = 0
  while !bytes.isEmpty, steps < 200 {
    steps += 1
    let store = launch.store
    let host = launch.host
    switch bytes.below(20) {
    case 0, 1, 2: store.send(.push(pushed[bytes.below(pushed.count)]))
    case 3, 4:
      let (route, presentation) = presented[bytes.below(presented.count)]
      store.send(
        .present(route, as: presentation, policy: [.above, .queue, .insteadOfTop][bytes.below(3)]))
    case 5: store.send(.dismiss)
    case 6: store.send(.unwind)
    case 7: store.send(.home)
    case 8:
      // From a screen: the top of some level.
      let level = bytes.below(store.navigator.topLevel + 1)
      if let screen = store.navigator.stack(atLevel: level)?.top.id {
        store.send(.push(.thread(bytes.below(4))), from: screen)
      }
    case 9: host.swipe()
    case 10:
      store.send(
        .apply(
          Destination(
            root: .inbox, path: [.thread(1)],
            layers: bytes.below(2) == 0
              ? [] : [.init(.settings, as: .sheet(detents: [.medium, .large]), path: [.account])])))
    case 11:
      snapshots.append(store.navigator)
      store.restore(snapshots[bytes.below(snapshots.count)])
    case 12:
      var edited = snapshots[bytes.below(snapshots.count)]
      edited.send(.update(edited.top.id, to: .thread(7)))
      if bytes.below(2) == 0 { edited.send(.dismiss) }
      store.restore(edited)
    case 13:
      var foreign = Navigator(root: [Screen.inbox, .account][bytes.below(2)])
      foreign.send(.push(.thread(bytes.below(3))))
      if bytes.below(2) == 0 { foreign.send(.present(.settings, as: .sheet())) }
      store.restore(foreign)
    case 14:
      // A relaunch: the next launch restores this one's state.
      let saved = store.navigator
      launch = Launch(Navigator(root: Screen.inbox), abilities: abilities)
      generation += 1
      launch.store.restore(saved)
    case 15:
      let flags = bytes.next()
      host.dropsAcknowledgements = flags & 1 != 0
      host.dropsPresentations = flags & 2 != 0
      host.repeats = flags & 4 != 0
      host.delays = flags & 8 != 0
    case 16:
      // A host gives its picture when nothing moves on screen.
      if host.animating.isEmpty { launch.loop.resync(host.picture) }
    default:
      for _ in 0...bytes.below(4) { host.tick(reversed: bytes.below(2) == 0) }
    }
    register()
  }

  // The host turns reliable; the loop must settle.
  let host = launch.host
  host.dropsAcknowledgements = false
  host.dropsPresentations = false
  host.repeats = false
  host.delays = false
  var ticks = 0
  while ticks < 2000,
    !(host.due.isEmpty && host.animating.isEmpty && launch.loop.isSettled)
  {
    host.tick(reversed: false)
    ticks += 1
  }

  let navigator = launch.store.navigator
  guard launch.loop.isSettled, host.shows(navigator, belowLevel: launch.loop.driver.heldLevel)
  else {
    fatalError("the screen never settled on \(navigator): \(host.picture)")
  }
  guard host.problems.isEmpty else { fatalError("a step broke a platform rule: \(host.problems)") }
  let alive = Set(navigator.allEntries.map(\.id))
  for (token, entry) in registered.enumerated() {
    let count = runs.counts[token, default: 0]
    guard count <= 1 else { fatalError("a callback of \(entry.id) ran \(count) times") }
    if entry.generation == generation, count != (alive.contains(entry.id) ? 0 : 1) {
      fatalError("\(entry.id) went without its callback, or is up with it run")
    }
  }
}

runLibFuzzer { data, size in
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { run(bytes) }
  return 0
}
