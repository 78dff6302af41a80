import ModalKit
import ModalKitDriver
import ModalKitStore
import ModalKitTestSupport

/// A host for a presentation loop that takes its time, as a screen does: it keeps its own
/// model of the screen, built only from the steps it performs, and acknowledges each change one
/// to three ticks later, in a random order.
///
/// It records a violation when a step arrives while an earlier one is still animating, when a
/// layer is presented anywhere but on top, or when a dismissal names a layer it does not show.
/// The user's doings (a swipe, a back button, a detent drag) change its model first and are
/// then reported, as on a device.
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
  /// Acknowledgements not yet sent, with the tick they come due.
  var due: [(tick: Int, acknowledgement: Acknowledgement)] = []
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
    loop.perform = { [unowned self] update, _ in
      if let step = update.step { perform(step) }
    }
  }

  // MARK: - Callback 1: steps

  func perform(_ step: PresentationDriver<Screen>.Step) {
    steps.append(step.description)
    trace.append("step \(step)")
    if !due.isEmpty {
      violations.append("step while animating: \(step), waiting for \(due.map(\.acknowledgement))")
    }
    // Several layers dismissed at once go with one dismissal of the lowest, whose completion
    // is the only one (platform-rules.md 2.1, 2.3).
    let lowestDismissal = step.changes.last { if case .dismiss = $0 { true } else { false } }
    for change in step.changes {
      switch change {
      case .present(let layer, let level):
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
      due.append((now + Int.random(in: 1...3, using: &random), change.acknowledgement))
    }
  }

  // MARK: - Callback 2: acknowledgements and the user

  /// Advances one tick and acknowledges, in a random order, what came due.
  func tick() {
    now += 1
    var ready = due.filter { $0.tick <= now }.map(\.acknowledgement)
    due.removeAll { $0.tick <= now }
    ready.shuffle(using: &random)
    for acknowledgement in ready {
      trace.append("ack \(acknowledgement)")
      loop?.acknowledge(acknowledgement)
    }
  }

  /// Ticks until nothing is animating and the loop is settled, at most `limit` ticks.
  func settle(limit: Int = 200) {
    var ticks = 0
    while ticks < limit, !(due.isEmpty && loop?.isSettled == true) {
      tick()
      ticks += 1
    }
  }

  /// The user swipes the layer with this id away: it and every layer above it leave the
  /// screen, and their pending acknowledgements with them.
  ///
  /// Nothing happens while a presentation or a dismissal animates: the system takes no drag
  /// then (platform-rules.md 1.2). A path or a detent change beneath may still be running.
  func swipe(_ id: EntryID) {
    guard let index = layers.firstIndex(where: { $0.id == id }), !isPresentingOrDismissing
    else { return }
    let gone = Set(layers[index...].map(\.id))
    layers.removeSubrange(index...)
    due.removeAll { entry in
      switch entry.acknowledgement {
      case .didPresent(let id), .didDismiss(let id), .didSelectDetent(let id): gone.contains(id)
      case .didSetPath(_, let root): gone.contains(root)
      }
    }
    trace.append("swipe \(id)")
    loop?.report(.swipeCompleted(id))
  }

  /// Whether a presentation or a dismissal is animating.
  var isPresentingOrDismissing: Bool {
    due.contains { entry in
      switch entry.acknowledgement {
      case .didPresent, .didDismiss: true
      case .didSetPath, .didSelectDetent: false
      }
    }
  }

  /// Whether the model shows exactly the navigator.
  func shows(_ navigator: Navigator<Screen>) -> Bool {
    stack == navigator.stack && layers.count == navigator.modal.count
      && zip(layers, navigator.modal.layers).allSatisfy { mine, theirs in
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
