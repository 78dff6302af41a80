import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport

/// A host for a presentation loop that takes its time, as a screen does: it keeps its own
/// model of the screen, built only from the steps it performs, and acknowledges each change one
/// to three ticks later, in a random order.
///
/// It records a violation when a step arrives while an earlier one is still animating, when a
/// layer is presented anywhere but on top, or when a dismissal names a layer it does not show.
/// The user's doings (a swipe, a back button, a detent drag) change its model first and are
/// then reported, as on a device. With faults, it loses, repeats and delays acknowledgements
/// and drops presentations without a word, as UIKit can (platform facts 1.1-1.3, 8.3); it
/// then tells the loop what it really shows when asked (`inspect`).
@MainActor
final class LoopHost {
  /// A layer on the simulated screen.
  struct Layer: Equatable {
    var id: EntryID
    var presentation: Presentation
    var stack: RouteStack<Screen>
  }

  var random: SplitMix64
  var now = 0
  var stack: RouteStack<Screen>
  var layers: [Layer] = []
  /// Acknowledgements not yet sent, with the tick they come due and their step.
  var due: [(tick: Int, acknowledgement: Acknowledgement, token: StepToken)] = []
  /// The percentage of acknowledgements lost, repeated and delayed, and of presentations
  /// dropped.
  var drops = 0
  var repeats = 0
  var delays = 0
  var dropsPresentations = 0
  /// The ticks at which the animations under way end.
  var animations: [(ends: Int, acknowledgement: Acknowledgement)] = []
  /// The clock the loop's deadlines run on, advanced a quarter of a second per tick: an
  /// animation takes a quarter to three quarters of a second, a step's deadline (3 seconds on
  /// SwiftUI, 2 on UIKit) is 8 to 12 ticks.
  var clock: ManualLoopClock?
  /// Steps that broke a rule.
  var violations: [String] = []
  /// Every step performed, as printed.
  var steps: [String] = []
  /// Every step, acknowledgement and swipe, in order.
  var trace: [String] = []
  /// The loop this host reports to; set by ``wire(_:)``.
  weak var loop: PresentationLoop<Screen>?

  init(root: RouteEntry<Screen>, seed: UInt64) {
    stack = RouteStack(root: root)
    random = SplitMix64(seed: seed)
  }

  /// Wires the two callbacks: the loop's steps to this host, this host's acknowledgements and
  /// reports to the loop.
  func wire(_ loop: PresentationLoop<Screen>) {
    self.loop = loop
    loop.perform = { [unowned self] output, _ in
      if let step = output.step, let token = output.token { perform(step, token: token) }
    }
    loop.inspect = { [unowned self] in picture }
  }

  /// What the host shows, as a host that can look tells the loop.
  var picture: ShownState<Screen> {
    ShownState(
      stack: stack,
      layers: layers.map { layer in
        ShownLayer(
          ModalLayer(
            entry: layer.stack.root, presentation: layer.presentation, path: layer.stack.path))
      })
  }

  // MARK: - Callback 1: steps

  func perform(_ step: PresentationDriver<Screen>.Step, token: StepToken) {
    steps.append(step.description)
    trace.append("step \(step)")
    if animations.contains(where: { $0.ends > now }) {
      violations.append("step while animating: \(step), waiting for \(due.map(\.acknowledgement))")
    }
    // Several layers dismissed at once go with one dismissal of the lowest, whose completion
    // is the only one (platform facts 2.1, 2.3).
    let lowestDismissal = step.commands.last { if case .dismiss = $0 { true } else { false } }
    for change in step.commands {
      switch change {
      case .present(let layer, let level):
        if Int.random(in: 0..<100, using: &random) < dropsPresentations {
          trace.append("dropped \(change)")
          continue
        }
        if level != layers.count + 1 { violations.append("present at level \(level): \(step)") }
        layers.append(Layer(id: layer.id, presentation: layer.presentation, stack: layer.stack))
      case .dismiss(let id, _):
        guard let index = layers.firstIndex(where: { $0.id == id }) else {
          violations.append("dismiss of a layer not shown: \(step)")
          continue
        }
        layers.removeSubrange(index...)
      case .setPath(let level, let newStack):
        if level == 0 {
          stack = newStack
        } else if level <= layers.count {
          layers[level - 1].stack = newStack
        } else {
          violations.append("path of a level not shown: \(step)")
        }
      case .selectDetent(let detent, let id):
        guard let index = layers.firstIndex(where: { $0.id == id }),
          case .sheet(var sheet) = layers[index].presentation.style
        else {
          violations.append("detent of a sheet not shown: \(step)")
          continue
        }
        sheet.selection = detent
        layers[index].presentation.style = .sheet(sheet)
      }
      if case .dismiss = change, change != lowestDismissal { continue }
      let ends = now + Int.random(in: 1...3, using: &random)
      animations.append((ends, change.acknowledgement))
      if Int.random(in: 0..<100, using: &random) < drops { continue }
      let late = Int.random(in: 0..<100, using: &random) < delays
      let tick = late ? ends + Int.random(in: 4...9, using: &random) : ends
      due.append((tick, change.acknowledgement, token))
      if Int.random(in: 0..<100, using: &random) < repeats {
        due.append((tick + Int.random(in: 1...6, using: &random), change.acknowledgement, token))
      }
    }
  }

  // MARK: - Callback 2: acknowledgements and the user

  /// Advances one tick and acknowledges, in a random order, what came due.
  func tick() {
    now += 1
    var ready = due.filter { $0.tick <= now }.map { ($0.acknowledgement, $0.token) }
    due.removeAll { $0.tick <= now }
    ready.shuffle(using: &random)
    for (acknowledgement, token) in ready {
      trace.append("ack \(acknowledgement) of \(token)")
      loop?.acknowledge(acknowledgement, of: token)
    }
    animations.removeAll { $0.ends <= now }
    clock?.advance(by: 0.25)
  }

  /// Ticks until nothing is animating and the loop is settled, at most `limit` ticks.
  func settle(limit: Int = 200) {
    var ticks = 0
    while ticks < limit, !(due.isEmpty && animations.isEmpty && loop?.isSettled == true) {
      tick()
      ticks += 1
    }
  }

  /// The user swipes the layer with this id away: it and every layer above it leave the
  /// screen, and their pending acknowledgements with them.
  ///
  /// Nothing happens while a presentation or a dismissal animates: the system takes no drag
  /// then (platform fact 1.2). A path or a detent change beneath may still be running.
  func swipe(_ id: EntryID) {
    guard let index = layers.firstIndex(where: { $0.id == id }), !isPresentingOrDismissing
    else { return }
    let gone = Set(layers[index...].map(\.id))
    layers.removeSubrange(index...)
    func isGone(_ acknowledgement: Acknowledgement) -> Bool {
      switch acknowledgement {
      case .didPresent(let id), .didDismiss(let id), .didSelectDetent(let id): gone.contains(id)
      case .didSetPath(_, let root): gone.contains(root)
      }
    }
    due.removeAll { isGone($0.acknowledgement) }
    animations.removeAll { isGone($0.acknowledgement) }
    trace.append("swipe \(id)")
    loop?.report(.swipeCompleted(id))
  }

  /// Whether a presentation or a dismissal is animating.
  var isPresentingOrDismissing: Bool {
    animations.contains { entry in
      switch entry.acknowledgement {
      case .didPresent, .didDismiss: true
      case .didSetPath, .didSelectDetent: false
      }
    }
  }

  /// Whether the model shows exactly the navigator, below a level (by default, all of it).
  func shows(_ navigator: Navigator<Screen>, belowLevel level: Int? = nil) -> Bool {
    let count = min((level ?? navigator.topLevel + 1) - 1, navigator.layers.count)
    return stack == navigator.stack && layers.count == count
      && zip(layers, navigator.layers.prefix(count)).allSatisfy { mine, theirs in
        mine.id == theirs.id && mine.stack == theirs.stack
          && mine.presentation == theirs.presentation
      }
  }

  /// The model as text, as the navigator prints itself.
  var description: String {
    ([stack.description] + layers.map { "\($0.presentation.styleName) \($0.stack)" })
      .joined(separator: " > ")
  }
}
