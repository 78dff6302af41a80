import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport

/// A simulated SwiftUI host with UIKit probes: it redraws from the loop's shown state, as
/// `NavigatorHost` does, and sends the view signals SwiftUI and its probes would send, when
/// they would send them, through a channel that loses, delays, repeats and reorders them.
///
/// What it simulates of the platform (the platform facts of ModalKitDriver's article
/// PlatformFacts):
///
/// - a presentation takes a few ticks; its content's `onAppear` comes as it starts, its
///   probe's `viewDidAppear` as it ends (platform facts 8.1, 8.6); a dismissal's probe
///   `viewDidDisappear` and `onDismiss` come as it ends (platform facts 8.2, 8.4);
/// - a presentation asked for while its presenter is busy (presenting, dismissing, showing a
///   dialog) is dropped without a word, and SwiftUI never tries the same item again
///   (platform facts 1.1, 1.2, 1.5, 1.6, 5.5); some presentations are dropped at random besides;
/// - a dialog's `task(id:)` runs whether or not UIKit presented it;
/// - a new item identity at a level dismisses the old presentation, then presents
///   (platform fact 1.7);
/// - the user swipes sheets (the probe sees the close begin; SwiftUI writes the binding at the
///   very end, platform fact 4.7; some swipes are cancelled, platform fact 4.4), taps a dialog's
///   buttons (SwiftUI runs the action and writes the binding in either order), taps outside a
///   confirmation dialog, goes back in a stack, taps an overlay's backdrop;
/// - a path change animates; the revealed or pushed screen's `onAppear` is sometimes skipped
///   (platform fact 8.6), its probe's `viewDidAppear` comes at the end, and a popped top's probe
///   `viewDidDisappear`.
///
/// Lifecycle and probe signals go through the faulty channel; what the user does does not (a
/// binding write is SwiftUI's own state and always comes).
@MainActor
final class ViewHost {
  typealias Identity = PresentationID
  typealias Signal = PresentationLoop<Screen>.ViewSignal

  /// A layer on the simulated screen.
  struct Layer {
    enum State: Equatable {
      case presenting(until: Int)
      case up
      case dismissing(until: Int)
    }
    var identity: Identity
    var presentation: Presentation
    var stack: [EntryID]
    var detent: Detent?
    var state: State
    /// Whether the user is closing it (a swipe, a dialog's button): it goes whatever the loop
    /// says.
    var closedByUser = false

    var id: EntryID { identity.layer }
    var isDialog: Bool { !presentation.isNavigable }
    var isOverlay: Bool { presentation.overlay != nil }
  }

  var random: SplitMix64
  var now = 0
  /// The window's stack, by ids.
  var root: [EntryID]
  /// The presented layers, bottom up.
  var layers: [Layer] = []
  /// The level whose path animates, and until when.
  var pathAnimations: [Int: Int] = [:]
  /// Whether the loop changed what to draw since the last redraw (`objectWillChange`).
  var isDirty = true
  /// Identities SwiftUI dropped and will not present again.
  var dropped: Set<Identity> = []
  /// Signals on their way, with the tick they arrive.
  var channel: [(tick: Int, signal: Signal)] = []
  /// What happens later on the screen: the end of a swipe, a binding write at the end of a
  /// dismissal.
  var later: [(tick: Int, action: () -> Void)] = []

  /// Faults, in percent.
  var drops = 0
  var delays = 0
  var repeats = 0
  var droppedPresentations = 0

  let clock: ManualLoopClock
  weak var loop: PresentationLoop<Screen>?
  var trace: [String] = []
  /// Counts, for the report.
  var signalsSent = 0
  var signalsLost = 0
  var presentationsDropped = 0

  init(root: EntryID, seed: UInt64, clock: ManualLoopClock) {
    self.root = [root]
    self.clock = clock
    random = SplitMix64(seed: seed)
  }

  /// Wires the loop as `NavigatorModel` does, and sends the root's appearance.
  func wire(_ loop: PresentationLoop<Screen>, sources: SignalSources = .uiKitProbes) {
    self.loop = loop
    loop.takeViewSignals(from: sources)
    loop.perform = { [unowned self] _, _ in isDirty = true }
    // The root's onAppear and its probe's viewDidAppear always come.
    channel.append((0, .hostAppeared(.viewLifecycle)))
    channel.append((2, .hostAppeared(.transitionEnded)))
  }

  func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  // MARK: - Signals

  /// Sends a lifecycle signal through the faulty channel after `ticks`.
  func emit(_ signal: Signal, after ticks: Int) {
    signalsSent += 1
    if chance(drops) {
      signalsLost += 1
      trace.append("\(now) lost \(signal)")
      return
    }
    var tick = now + ticks
    if chance(delays) { tick += Int.random(in: 5...40, using: &random) }
    channel.append((tick, signal))
    if chance(repeats) { channel.append((tick + Int.random(in: 0...8, using: &random), signal)) }
  }

  /// Sends what the user did now, reliably.
  func user(_ signal: Signal) {
    trace.append("\(now) user \(signal)")
    loop?.receive(signal)
  }

  // MARK: - Time

  /// One frame: screen changes that end, signals that arrive (in a random order), a redraw,
  /// and a tenth of a second on the loop's clock.
  func tick() {
    now += 1
    let due = later.filter { $0.tick <= now }
    later.removeAll { $0.tick <= now }
    for entry in due { entry.action() }
    endTransitions()
    var arriving = channel.filter { $0.tick <= now }.map(\.signal)
    channel.removeAll { $0.tick <= now }
    arriving.shuffle(using: &random)
    for signal in arriving {
      trace.append("\(now) signal \(signal)")
      loop?.receive(signal)
    }
    clock.advance(by: 0.1)
    render()
  }

  /// Transitions that end now: their probes report.
  func endTransitions() {
    for (level, until) in pathAnimations where until <= now { pathAnimations[level] = nil }
    var index = 0
    while index < layers.count {
      switch layers[index].state {
      case .presenting(let until) where until <= now:
        layers[index].state = .up
        emit(.layerAppeared(layers[index].identity, .transitionEnded), after: 0)
      case .dismissing(let until) where until <= now:
        let gone = layers[index]
        // Dismissing a presenter takes everything above it (platform fact 2.1), with no callback
        // (platform fact 2.3).
        layers.removeSubrange(index...)
        emit(.layerGone(gone.identity, .transitionEnded), after: 0)
        if !gone.isDialog { emit(.dismissEnded(level: index + 1), after: 1) }  // onDismiss
        return
      default:
        break
      }
      index += 1
    }
  }

  // MARK: - Drawing

  /// Redraws from the loop's shown state, as SwiftUI does after `objectWillChange`.
  func render() {
    guard let loop, loop.isRunning else { return }
    isDirty = false
    let shown = loop.shown
    // Layers: the binding at each level against what is presented there.
    var level = 1
    layers: while level <= max(shown.topLevel, layers.count) {
      let wanted = loop.presentation(atLevel: level)
      if level <= layers.count {
        let have = layers[level - 1]
        if have.identity != wanted?.id {
          if case .up = have.state, !have.closedByUser { dismiss(at: level) }
          break layers  // what is above follows once the dismissal ends
        }
        if let detent = wanted?.layer.detent, have.detent != detent, have.state == .up {
          layers[level - 1].detent = detent
          emit(.detentDrawn(detent, of: have.id), after: 0)
        }
      } else if let wanted {
        present(wanted, at: level)
        break layers
      }
      level += 1
    }
    // Paths, level by level.
    for level in 0...min(shown.topLevel, layers.count) {
      guard let stack = shown.stack(atLevel: level) else { continue }
      let ids = stack.map(\.id)
      if level >= 1 {
        let layer = layers[level - 1]
        guard layer.state == .up, layer.id == stack.root.id, !layer.isDialog else { continue }
      }
      let current = level == 0 ? root : layers[level - 1].stack
      guard ids != current, pathAnimations[level] == nil else { continue }
      if ids.first != current.first {
        // A new root at level 0 is a new view: no animation.
        root = ids
        emit(.screenAppeared(ids[ids.count - 1], level: 0, .transitionEnded), after: 1)
        continue
      }
      setPath(ids, at: level, from: current)
    }
  }

  func present(_ wanted: LayerPresentation<Screen>, at level: Int) {
    let presentation = wanted.layer.presentation
    let isDialog = !presentation.isNavigable
    let isOverlay = presentation.overlay != nil
    guard !dropped.contains(wanted.id) else { return }
    // A dialog's task(id:) runs as it is drawn, whether or not UIKit presents it.
    if isDialog { emit(.layerAppeared(wanted.id, .viewLifecycle), after: 0) }
    let presenter = level >= 2 ? layers[level - 2] : nil
    let busy =
      presenter.map { $0.state != .up || $0.isDialog } ?? false
      || pathAnimations[level - 1] != nil
    if !isOverlay, busy || chance(droppedPresentations) {
      dropped.insert(wanted.id)
      presentationsDropped += 1
      trace.append("\(now) dropped \(wanted.id)")
      return
    }
    let layer = Layer(
      identity: wanted.id, presentation: presentation, stack: wanted.layer.stack.map(\.id),
      detent: wanted.layer.detent,
      state: isOverlay ? .up : .presenting(until: now + Int.random(in: 3...6, using: &random)))
    layers.append(layer)
    trace.append("\(now) present \(wanted.id)")
    if !isDialog { emit(.layerAppeared(layer.identity, .viewLifecycle), after: 0) }  // onAppear
  }

  func dismiss(at level: Int) {
    trace.append("\(now) dismiss \(layers[level - 1].id)")
    if layers[level - 1].isOverlay {
      let gone = layers[level - 1]
      layers.removeSubrange((level - 1)...)
      emit(.layerGone(gone.identity, .viewLifecycle), after: 0)  // onDisappear
      return
    }
    layers[level - 1].state = .dismissing(until: now + Int.random(in: 3...6, using: &random))
  }

  func setPath(_ ids: [EntryID], at level: Int, from current: [EntryID]) {
    let until = now + Int.random(in: 2...4, using: &random)
    pathAnimations[level] = until
    if level == 0 { root = ids } else { layers[level - 1].stack = ids }
    let top = ids[ids.count - 1]
    // The screen's onAppear is sometimes skipped (platform fact 8.6).
    if chance(80) { emit(.screenAppeared(top, level: level, .viewLifecycle), after: 0) }
    emit(.screenAppeared(top, level: level, .transitionEnded), after: until - now)
    if let old = current.last, !ids.contains(old) {
      emit(.screenGone(old, level: level, .transitionEnded), after: until - now)
    }
  }

  // MARK: - The user

  /// Swipes the top sheet away, or starts to and lets go.
  func swipe() {
    guard let top = layers.last, top.state == .up, !top.closedByUser, !isAnimating,
      top.presentation.sheet != nil, top.presentation.rules.allowsInteractiveDismissal
    else { return }
    let id = top.identity
    user(.layerClosing(id, interactive: true))
    if chance(30) {
      later.append((now + 2, { [unowned self] in user(.layerClosingCancelled(id)) }))
      return
    }
    layers[layers.count - 1].closedByUser = true
    layers[layers.count - 1].state = .dismissing(until: now + 3)
    // SwiftUI writes the binding at the very end of the dismissal (platform fact 4.7).
    later.append((now + 4, { [unowned self] in user(.bindingCleared(id)) }))
  }

  /// Taps a button of the top dialog, or outside it.
  func tapDialog() {
    guard let top = layers.last, top.isDialog, top.state == .up, !top.closedByUser,
      let content = top.presentation.alertContent
    else { return }
    let id = top.id
    layers[layers.count - 1].closedByUser = true
    layers[layers.count - 1].state = .dismissing(until: now + 3)
    if case .confirmationDialog = top.presentation.style, chance(25) {
      user(.bindingCleared(top.identity))  // a tap outside: no action runs
    } else {
      let button = content.buttons[Int.random(in: content.buttons.indices, using: &random)]
      if chance(50) {
        user(.bindingCleared(top.identity))
        user(.buttonTapped(button.id, in: id))
      } else {
        user(.buttonTapped(button.id, in: id))
        user(.bindingCleared(top.identity))
      }
    }
    later.append((now + 1, { [unowned self] in user(.turnEnded(id)) }))
  }

  /// Goes back one screen at the top level that has pushed screens.
  func back() {
    let level = layers.count
    guard pathAnimations[level] == nil, !isAnimating else { return }
    let current = level == 0 ? root : layers[level - 1].stack
    guard current.count > 1,
      level == 0 || (layers[level - 1].state == .up && !layers[level - 1].isDialog)
    else { return }
    let popped = Array(current.dropLast())
    let top = current[current.count - 1]
    setPath(popped, at: level, from: current)
    user(.pathWritten(Array(popped.dropFirst()), level: level, presentedTop: top))
  }

  /// Taps the backdrop of the top overlay.
  func tapBackdrop() {
    guard let top = layers.last, top.isOverlay, top.state == .up else { return }
    user(.backdropTapped(top.id))
  }

  /// Whether a presentation or a dismissal animates.
  var isAnimating: Bool {
    layers.contains { $0.state != .up }
  }

  // MARK: - Checking

  /// Ticks until nothing moves and the loop is settled, at most `limit` ticks.
  func settle(limit: Int = 3000) {
    var ticks = 0
    while ticks < limit, !isQuiet {
      tick()
      ticks += 1
    }
  }

  /// Whether nothing moves, nothing is on its way and the loop is settled.
  var isQuiet: Bool {
    !isDirty && channel.isEmpty && later.isEmpty && !isAnimating && pathAnimations.isEmpty
      && loop?.isSettled == true
  }

  /// Whether the screen shows the navigator below a level (by default, all of it).
  func shows(_ navigator: Navigator<Screen>, belowLevel level: Int? = nil) -> Bool {
    let count = min((level ?? navigator.topLevel + 1) - 1, navigator.layers.count)
    guard root == navigator.stack.map(\.id), layers.count == count else { return false }
    return zip(layers, navigator.layers.prefix(count)).allSatisfy { mine, theirs in
      mine.id == theirs.id && mine.state == .up && mine.stack == theirs.stack.map(\.id)
        && mine.detent == theirs.presentation.sheet?.selection
    }
  }

  /// The screen as text.
  var description: String {
    ([root.description] + layers.map { "\($0.presentation.styleName) \($0.stack) \($0.state)" })
      .joined(separator: " > ")
  }
}
