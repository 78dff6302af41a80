import ModalKit
import ModalKitDriver
import ModalKitTestSupport

/// A host that keeps the platform's rules and takes its time, as a real screen does.
///
/// It keeps its own model of the screen, built only from the steps it performs, never from the
/// driver's picture. Each command takes one to three ticks to animate; the acknowledgement
/// comes zero to two ticks after the animation ends, so acknowledgements of one step arrive in
/// any order. A dismissal of several layers is acknowledged either once per layer or only for
/// the lowest one (platform fact 2.3), and now and then an acknowledgement comes twice
/// (platform fact 2.9). With ``Faults``, it also drops acknowledgements, delivers some very late,
/// and drops presentations without a word, as UIKit does over a busy presenter
/// (platform facts 1.1-1.3, 8.3).
///
/// Every step that breaks a rule is recorded in ``violations`` with the rule's number. The
/// rules hold whatever the driver believes: the ones no platform allows (platform facts 1.1, 1.2,
/// 1.6, 2.1, 2.8, 3.6, 5.2) and the ones of the platform's abilities (platform facts 2.4, 3.1, 3.2,
/// 3.6, 6.3, 6.6).
struct SimulatedHost {
  /// A layer on the simulated screen.
  struct Layer: Equatable {
    var id: EntryID
    var presentation: Presentation
    var stack: RouteStack<Page>
    var motion: Motion?
  }

  /// What a layer is doing, when it is not at rest.
  enum Motion: Equatable {
    case appearing
    case disappearing
    case swiping
  }

  /// Work that comes due at a tick, for the step with this token.
  enum Work {
    case appeared(EntryID, StepToken)
    case disappeared([EntryID], StepToken)
    case pathSet(level: Int, root: EntryID, StepToken)
    case detentSet(EntryID, StepToken)
    case deliver(Acknowledgement, StepToken)
  }

  /// How unreliable the host is, each as a percentage of the chances it gets.
  struct Faults {
    /// Acknowledgements that never come.
    var dropsAcknowledgements = 0
    /// Acknowledgements that come twice, the second late.
    var repeatsAcknowledgements = 5
    /// Acknowledgements that come ten to twenty ticks late.
    var delaysAcknowledgements = 0
    /// Presentations the host drops without a word (and never acknowledges).
    var dropsPresentations = 0

    /// The host of the driver's first tests: acknowledgements repeat now and then, nothing is
    /// lost.
    static let none = Faults()
    /// A host that loses, repeats, delays and drops.
    static let unreliable = Faults(
      dropsAcknowledgements: 8, repeatsAcknowledgements: 8, delaysAcknowledgements: 8,
      dropsPresentations: 8)
  }

  /// What the host is: its platform's abilities.
  let platform: PlatformAbilities
  var faults: Faults
  var random: SplitMix64
  var now = 0
  var stack: RouteStack<Page>
  var layers: [Layer] = []
  /// The roots of the stacks whose path is animating.
  var movingPaths: Set<EntryID> = []
  /// The sheets whose detent is animating.
  var movingDetents: Set<EntryID> = []
  var timers: [(due: Int, work: Work)] = []
  var violations: [String] = []

  init(
    platform: PlatformAbilities, root: RouteEntry<Page>, seed: UInt64, faults: Faults = .none
  ) {
    self.platform = platform
    self.faults = faults
    self.random = SplitMix64(seed: seed)
    self.stack = RouteStack(root: root)
  }

  /// Whether any transition runs on screen, a user's drag included.
  var isBusy: Bool {
    layers.contains { $0.motion != nil } || !movingPaths.isEmpty || !movingDetents.isEmpty
  }

  /// Whether the host waits for nothing: no transition, no acknowledgement to send.
  var isQuiet: Bool { !isBusy && timers.isEmpty }

  // MARK: - Performing steps

  /// The step being performed, while the host performs it.
  var performing: StepToken = StepToken(0)

  /// Performs a step, recording every rule it breaks.
  mutating func perform(_ step: Driver.Step, token: StepToken = StepToken(0)) {
    performing = token
    if isBusy {
      violations.append("platform facts 1.2, 3.5: step while a transition runs: \(step)")
    }
    var presents = 0
    var dismissals: [EntryID] = []
    var paths = 0
    var detents = 0
    for change in step.commands {
      switch change {
      case .present: presents += 1
      case .dismiss(let id, _): dismissals.append(id)
      case .setPath: paths += 1
      case .selectDetent: detents += 1
      }
    }
    if presents > 1 {
      violations.append("platform facts 1.1, 1.6: two presentations in one step: \(step)")
    }
    if presents > 0, !dismissals.isEmpty {
      violations.append("platform facts 1.2, 5.2: a presentation while a dismissal runs: \(step)")
    }
    if presents > 0, paths > 0 {
      violations.append("platform fact 3.6: a push and a presentation in one step: \(step)")
    }
    if !dismissals.isEmpty, paths > 0 {
      violations.append("platform fact 2.8: a path change with a dismissal: \(step)")
    }
    if detents > 0, step.commands.count > 1, !platform.selectsDetentDuringOtherChanges {
      violations.append("platform fact 6.3: a detent change with another change: \(step)")
    }
    if !dismissals.isEmpty { dismiss(dismissals) }
    for change in step.commands {
      switch change {
      case .present(let layer, let level): present(layer, at: level)
      case .dismiss: break
      case .setPath(let level, let newStack): setPath(newStack, at: level)
      case .selectDetent(let detent, let id): select(detent, of: id)
      }
    }
  }

  mutating func present(_ layer: ModalLayer<Page>, at level: Int) {
    if random.chance(faults.dropsPresentations) { return }
    guard level == layers.count + 1 else {
      violations.append("platform fact 1.1: present at level \(level) over \(layers.count) layers")
      return
    }
    if layer.stack.depth > 0, !platform.pushesWithPresentation {
      violations.append("platform fact 3.6: a layer presented with pushes: \(layer.stack)")
    }
    if layer.stack.depth > 1, !platform.pushesSeveralAtOnce {
      violations.append("platform fact 3.1: a layer presented with several pushes: \(layer.stack)")
    }
    layers.append(
      Layer(id: layer.id, presentation: layer.presentation, stack: layer.stack, motion: .appearing))
    schedule(.appeared(layer.id, performing), in: animation())
  }

  mutating func dismiss(_ ids: [EntryID]) {
    let top = Array(layers.suffix(ids.count).reversed().map(\.id))
    guard ids == top else {
      violations.append("platform fact 2.1: dismiss \(ids) while the top layers are \(top)")
      return
    }
    if ids.count > 1, !platform.dismissesSeveralLayersAtOnce {
      violations.append("platform fact 2.4: several dismissals in one step: \(ids)")
    }
    for index in layers.indices.suffix(ids.count) { layers[index].motion = .disappearing }
    schedule(.disappeared(ids, performing), in: animation())
  }

  mutating func setPath(_ newStack: RouteStack<Page>, at level: Int) {
    guard level >= 0, level <= layers.count else {
      violations.append("setPath at level \(level), which is not on screen")
      return
    }
    let current = level == 0 ? stack : layers[level - 1].stack
    if level > 0, current.root.id != newStack.root.id {
      violations.append("setPath replaces the root of layer \(current.root.id)")
    }
    var common = 0
    if current.root.id == newStack.root.id {
      let old = current.path.map(\.id)
      let new = newStack.path.map(\.id)
      while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
    }
    let pops = current.depth - common
    let pushes = newStack.depth - common
    if pushes > 1, !platform.pushesSeveralAtOnce {
      violations.append("platform fact 3.1: \(pushes) pushes in one step")
    }
    if pops > 1, !platform.popsSeveralAtOnce {
      violations.append("platform fact 3.1: \(pops) pops in one step")
    }
    if pops > 0, pushes > 0, !platform.popsAndPushesAtOnce {
      violations.append("platform fact 3.1: pops and pushes in one step")
    }
    if level == 0 {
      stack = newStack
    } else {
      layers[level - 1].stack = newStack
    }
    movingPaths.insert(newStack.root.id)
    schedule(.pathSet(level: level, root: newStack.root.id, performing), in: animation())
  }

  mutating func select(_ detent: Detent, of id: EntryID) {
    guard let index = layers.firstIndex(where: { $0.id == id }),
      case .sheet(var sheet) = layers[index].presentation.style, sheet.detents.contains(detent)
    else {
      violations.append("platform fact 6.6: detent \(detent) on \(id), which does not offer it")
      return
    }
    sheet.selection = detent
    layers[index].presentation.style = .sheet(sheet)
    movingDetents.insert(id)
    schedule(.detentSet(id, performing), in: animation())
  }

  // MARK: - Time

  /// Moves time on by one tick: finishes the animations that are due and returns the
  /// acknowledgements that are due, in random order.
  mutating func tick() -> [(Acknowledgement, StepToken)] {
    now += 1
    var delivered: [(Acknowledgement, StepToken)] = []
    while let index = timers.firstIndex(where: { $0.due <= now }) {
      let work = timers.remove(at: index).work
      switch work {
      case .appeared(let id, let token):
        if let index = layers.firstIndex(where: { $0.id == id }) { layers[index].motion = nil }
        acknowledgeLater(.didPresent(id), of: token)
      case .disappeared(let ids, let token):
        if let lowest = ids.last, let index = layers.firstIndex(where: { $0.id == lowest }) {
          layers.removeSubrange(index...)
        }
        if ids.count > 1, random.chance(50) {
          acknowledgeLater(.didDismiss(ids[ids.count - 1]), of: token)
        } else {
          for id in ids { acknowledgeLater(.didDismiss(id), of: token) }
        }
      case .pathSet(let level, let root, let token):
        movingPaths.remove(root)
        acknowledgeLater(.didSetPath(level: level, root: root), of: token)
      case .detentSet(let id, let token):
        movingDetents.remove(id)
        acknowledgeLater(.didSelectDetent(id), of: token)
      case .deliver(let acknowledgement, let token):
        delivered.append((acknowledgement, token))
      }
    }
    delivered.shuffle(using: &random)
    return delivered
  }

  mutating func animation() -> Int { 1 + random.below(3) }

  mutating func schedule(_ work: Work, in ticks: Int) {
    timers.append((now + ticks, work))
  }

  /// Schedules an acknowledgement after a random delay, unless the faults drop it; now and
  /// then it comes twice (appear callbacks can repeat, platform fact 2.9), or very late.
  mutating func acknowledgeLater(_ acknowledgement: Acknowledgement, of token: StepToken) {
    if random.chance(faults.dropsAcknowledgements) { return }
    let delay =
      random.chance(faults.delaysAcknowledgements) ? 10 + random.below(11) : random.below(3)
    schedule(.deliver(acknowledgement, token), in: delay)
    if random.chance(faults.repeatsAcknowledgements) {
      schedule(.deliver(acknowledgement, token), in: delay + 1 + random.below(8))
    }
  }

  /// What the host shows, as a host that can look (UIKit reads its view controllers) tells
  /// the driver.
  var picture: ShownState<Page> {
    ShownState(
      stack: stack,
      layers: layers.map { layer in
        ShownLayer(
          ModalLayer(
            entry: layer.stack.root, presentation: layer.presentation, path: layer.stack.path))
      })
  }

  // MARK: - The user

  /// The top layer, if the user can touch it: nothing moves on screen.
  var touchableTop: Layer? {
    guard !isBusy, let top = layers.last else { return nil }
    return top
  }

  /// Starts dragging the top sheet down, if it can be swiped (platform facts 4.8, 7.4: covers
  /// cannot).
  mutating func beginSwipe() -> EntryID? {
    guard let top = touchableTop, top.presentation.sheet != nil,
      top.presentation.rules.allowsInteractiveDismissal
    else { return nil }
    layers[layers.count - 1].motion = .swiping
    return top.id
  }

  /// The layer being dragged, if any.
  var swiped: EntryID? { layers.last(where: { $0.motion == .swiping })?.id }

  /// Ends the drag: the sheet goes, or springs back (platform fact 4.4).
  mutating func endSwipe(completing: Bool) -> EntryID? {
    guard let id = swiped, let index = layers.firstIndex(where: { $0.id == id }) else {
      return nil
    }
    if completing {
      layers.removeSubrange(index...)
    } else {
      layers[index].motion = nil
    }
    return id
  }

  /// Taps outside the top confirmation dialog, which the system closes by itself.
  mutating func tapOutsideDialog() -> EntryID? {
    guard let top = touchableTop, case .confirmationDialog = top.presentation.style else {
      return nil
    }
    layers.removeLast()
    return top.id
  }

  /// Drags the top sheet to another of its detents.
  mutating func dragDetent() -> (Detent, EntryID)? {
    guard let top = touchableTop, case .sheet(var sheet) = top.presentation.style,
      let detent = sheet.detents.filter({ $0 != sheet.selection }).randomElement(using: &random)
    else { return nil }
    sheet.selection = detent
    layers[layers.count - 1].presentation.style = .sheet(sheet)
    return (detent, top.id)
  }

  /// Goes back in the topmost stack, to a random entry beneath its top.
  mutating func popBack() -> EntryID? {
    guard !isBusy else { return nil }
    let current = layers.last?.stack ?? stack
    guard current.depth > 0 else { return nil }
    let position = random.below(current.depth)
    let popped = RouteStack(root: current.root, path: Array(current.path.prefix(position)))
    if layers.isEmpty {
      stack = popped
    } else {
      layers[layers.count - 1].stack = popped
    }
    return current[position].id
  }

  // MARK: - Checking

  /// Whether the screen shows the navigator.
  ///
  /// The same entries in every stack, the same layers with the same presentations and
  /// detents, nothing moving. Routes changed in place are the driver's to show; the host is
  /// compared by ids.
  func matches(_ navigator: Navigator<Page>, belowLevel level: Int? = nil) -> Bool {
    func ids(_ stack: RouteStack<Page>) -> [EntryID] { stack.map(\.id) }
    let count = min((level ?? navigator.topLevel + 1) - 1, navigator.layers.count)
    guard !isBusy, ids(stack) == ids(navigator.stack), layers.count == count
    else { return false }
    return zip(layers, navigator.layers.prefix(count)).allSatisfy { shown, layer in
      shown.id == layer.id && shown.presentation == layer.presentation
        && ids(shown.stack) == ids(layer.stack)
    }
  }
}
