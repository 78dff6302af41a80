import ModalKit

// The pure planner: the steps between what a host shows and a navigator, for given abilities.
// The driver hands out the first step of a plan and plans again after each (but after a
// plan's only step, when nothing else came meanwhile); tests compare whole plans with ==.

extension PresentationDriver {
  /// The steps that bring a host from what it shows to a navigator's state, for a host with
  /// these abilities.
  ///
  /// The plan starts from the screen as it will be once the commands under way have finished
  /// (presenting layers up, dismissing layers gone) and keeps this order:
  ///
  /// 1. Dismissals: every shown layer the navigator no longer holds, with every layer above
  ///    it, innermost first; all in one step when the host
  ///    ``PlatformAbilities/dismissesSeveralLayersAtOnce``, otherwise one per step. The
  ///    entries pushed inside a dismissed layer go with it
  ///    (platform fact [2.5](<doc:PlatformFacts#2.5-Pushes-go-with-their-layer>)), and its path is
  ///    never changed first. A shown layer is the navigator's layer only when both have the same
  ///    id, the same route and equivalent presentations (`Presentation.isEquivalent(to:)`), so a
  ///    layer whose id now names other content is dismissed and the new one presented.
  /// 2. Then level by level, from the window's stack up: a kept sheet's detent; the level's
  ///    path; then the next layer, if it is new, presented at its selected detent. A new layer
  ///    above an alert or a confirmation dialog ends the plan when the host cannot present
  ///    there (``PlatformAbilities/presentsAboveDialogs``): it is held, with everything above
  ///    it, until the dialog goes (``PresentationDriver/heldLayers``).
  ///
  /// A path change is split as the abilities require (``pathSteps(from:to:abilities:)``). A
  /// new layer comes up with as many of its pushes as
  /// ``PlatformAbilities/pushesWithPresentation`` and
  /// ``PlatformAbilities/pushesSeveralAtOnce`` allow; the rest follow as path steps. A detent
  /// change joins the step before it when
  /// ``PlatformAbilities/selectsDetentDuringOtherChanges``. Routes changed in place are not
  /// steps: the driver shows them at once.
  ///
  /// ```swift
  /// // Three sheets up, then home: on iOS 15, three dismissals.
  /// PresentationDriver.plan(from: shown, to: home, abilities: .iOS15)
  /// // [[.dismiss(3, reason: .programmatic)], [.dismiss(2, ...)], [.dismiss(1, ...)]]
  /// ```
  ///
  /// - Parameters:
  ///   - shown: What the host shows.
  ///   - target: The navigator's state.
  ///   - abilities: What the host may do in one step.
  ///   - reasons: The reason to give each dismissal; `DismissReason.programmatic` for an id
  ///     not in it.
  /// - Returns: The steps, in order; `[]` when the screen already shows the target.
  /// - Complexity: O(l + n) for l layers and n entries: stacks are compared whole, so any two
  ///   states give a correct plan. The driver itself compares stacks from their tops, O(l + k)
  ///   for k entries that differ, when it was told what changed.
  public static func plan(
    from shown: ShownState<Route>, to target: Navigator<Route>, abilities: PlatformAbilities,
    reasons: [EntryID: DismissReason] = [:]
  ) -> [Step] {
    plan(
      from: shown, to: target, abilities: abilities, reasons: reasons,
      comparingWholeStacks: true)
  }

  /// The plan, or its first `limit` steps; stacks compared from their tops unless
  /// `comparingWholeStacks`.
  @inlinable
  static func plan(
    from shown: ShownState<Route>, to target: Navigator<Route>, abilities: PlatformAbilities,
    reasons: [EntryID: DismissReason], comparingWholeStacks: Bool, limit: Int = .max
  ) -> [Step] {
    var planner = Planner(
      screen: shown.settled, abilities: abilities, limit: limit,
      comparesWholeStacks: comparingWholeStacks)
    planner.run(to: target, reasons: reasons)
    return planner.steps
  }

  /// The first step of the plan, if any: what the driver hands out, planned without an array
  /// of steps; and whether it is the plan's only step, so that the screen shows the target
  /// once it has finished.
  @inlinable
  static func firstStep(
    from shown: ShownState<Route>, to target: Navigator<Route>, abilities: PlatformAbilities,
    reasons: [EntryID: DismissReason], comparingWholeStacks: Bool
  ) -> (step: Step, isLast: Bool)? {
    var planner = Planner(
      screen: shown.settled, abilities: abilities, limit: 1,
      comparesWholeStacks: comparingWholeStacks)
    planner.run(to: target, reasons: reasons)
    guard let first = planner.first else { return nil }
    return (first, !planner.isDone)
  }

  /// The stacks one stack shows on its way from `shown` to `target`, one per step, for a host
  /// with these abilities.
  ///
  /// Entries are matched by id, bottom up: the common part is the longest run of entries, from
  /// the root, with the same ids in both. Above it, `shown`'s entries are popped and `target`'s
  /// pushed:
  ///
  /// - pops and pushes share one step when the host
  ///   ``PlatformAbilities/popsAndPushesAtOnce`` (and may pop them all at once); otherwise
  ///   the pops come first;
  /// - several pops go in one step when the host ``PlatformAbilities/popsSeveralAtOnce``,
  ///   otherwise one per step;
  /// - several pushes go in one step when the host ``PlatformAbilities/pushesSeveralAtOnce``,
  ///   otherwise one per step.
  ///
  /// A new root (at level 0, after `reset` or `apply` to another root) is neither a pop nor a
  /// push: it takes the place of the old one in the first step, once everything above the old
  /// root is popped.
  ///
  /// - Returns: The stacks in order, the last equal to `target` by ids; `[]` when both hold
  ///   the same entries.
  /// - Complexity: O(d) in the depth of the stacks; the last stack is `target` itself, and each
  ///   earlier one costs O(d).
  public static func pathSteps(
    from shown: RouteStack<Route>, to target: RouteStack<Route>, abilities: PlatformAbilities
  ) -> [RouteStack<Route>] {
    pathSteps(from: shown, to: target, abilities: abilities, comparingWholeStacks: true)
  }

  /// The path steps, or the first `limit` of them; stacks compared from their tops unless
  /// `comparingWholeStacks`.
  @inlinable
  static func pathSteps(
    from shown: RouteStack<Route>, to target: RouteStack<Route>, abilities: PlatformAbilities,
    comparingWholeStacks: Bool, limit: Int = .max
  ) -> [RouteStack<Route>] {
    var steps: [RouteStack<Route>] = []
    forEachPathStep(
      from: shown, to: target, abilities: abilities, comparingWholeStacks: comparingWholeStacks,
      limit: limit
    ) { steps.append($0) }
    return steps
  }

  /// Gives each path step in turn to `body`, at most `limit` of them, and returns how many it
  /// gave: the path steps without an array of them, for the planner.
  @inlinable
  @discardableResult
  static func forEachPathStep(
    from shown: RouteStack<Route>, to target: RouteStack<Route>, abilities: PlatformAbilities,
    comparingWholeStacks: Bool, limit: Int, _ body: (RouteStack<Route>) -> Void
  ) -> Int {
    let sameRoot = shown.root.id == target.root.id
    let common = sameRoot ? commonDepth(shown, target, wholeStacks: comparingWholeStacks) : 0
    let pops = shown.depth - common
    let pushes = target.depth - common
    guard !sameRoot || pops > 0 || pushes > 0 else { return 0 }

    func wanted(_ count: Int) -> RouteStack<Route> {
      count == target.depth
        ? target : RouteStack(root: target.root, path: Array(target.path.prefix(count)))
    }
    let pushesPerStep = abilities.pushesSeveralAtOnce ? pushes : 1
    var given = 0
    func give(_ stack: RouteStack<Route>) {
      body(stack)
      given += 1
    }
    var pushed = common
    if pops > 0 {
      let popsInOneStep = pops == 1 || abilities.popsSeveralAtOnce
      if pushes > 0, popsInOneStep, abilities.popsAndPushesAtOnce {
        pushed += pushesPerStep
      } else if !popsInOneStep {
        var depth = shown.depth - 1
        while depth > common, given < limit {
          give(RouteStack(root: shown.root, path: Array(shown.path.prefix(depth))))
          depth -= 1
        }
      }
      if given < limit { give(wanted(pushed)) }
    } else if !sameRoot {
      pushed += min(pushesPerStep, pushes)
      give(wanted(pushed))
    }
    while pushed < target.depth, given < limit {
      pushed = min(pushed + pushesPerStep, target.depth)
      give(wanted(pushed))
    }
    return given
  }

  /// The number of pushed entries two stacks with the same root have in common, from the root
  /// up, matched by id.
  ///
  /// Compared from the top, the common part ends at the highest position where both hold the
  /// same id: exact for stacks that changed only at their tops since they last agreed (every
  /// action keeps that, and so does a store's restore), in O(k) for the k entries above it.
  /// Compared whole, it is exact for any two stacks, in O(d).
  @inlinable
  static func commonDepth(
    _ shown: RouteStack<Route>, _ target: RouteStack<Route>, wholeStacks: Bool
  ) -> Int {
    let limit = min(shown.depth, target.depth)
    if wholeStacks {
      var common = 0
      while common < limit, shown.path[common].id == target.path[common].id { common += 1 }
      return common
    }
    var common = limit
    while common > 0, shown.path[common - 1].id != target.path[common - 1].id { common -= 1 }
    return common
  }

  /// Whether a shown layer is the navigator's layer: the same id, the same route, and
  /// equivalent presentations.
  @inlinable
  static func isSame(_ shown: ShownLayer<Route>, as layer: ModalLayer<Route>) -> Bool {
    shown.id == layer.id && shown.entry.route == layer.entry.route
      && shown.presentation.isEquivalent(to: layer.presentation)
  }
}

/// Builds a plan step by step on a copy of the screen; stops when a step beyond `limit` would
/// start.
@usableFromInline
struct Planner<Route: Hashable & Sendable> {
  @usableFromInline typealias Driver = PresentationDriver<Route>

  /// The screen as the steps so far leave it.
  @usableFromInline var screen: ShownState<Route>
  /// What the host may do in one step.
  @usableFromInline let abilities: PlatformAbilities
  /// The most steps to plan.
  @usableFromInline let limit: Int
  /// Whether stacks are compared whole rather than from their tops.
  @usableFromInline let comparesWholeStacks: Bool
  /// The first step, if any: a plan of one step, the driver's, makes no array of steps.
  @usableFromInline var first: Driver.Step?
  /// The steps after the first.
  @usableFromInline var rest: [Driver.Step] = []
  /// Whether a step beyond the limit would have started: nothing more is planned.
  @usableFromInline var isDone = false

  @inlinable
  init(
    screen: ShownState<Route>, abilities: PlatformAbilities, limit: Int,
    comparesWholeStacks: Bool
  ) {
    self.screen = screen
    self.abilities = abilities
    self.limit = limit
    self.comparesWholeStacks = comparesWholeStacks
  }

  /// The steps so far, in order.
  @inlinable
  var steps: [Driver.Step] {
    guard let first else { return [] }
    return [first] + rest
  }

  /// The number of steps so far.
  @inlinable
  var stepCount: Int { first == nil ? 0 : 1 + rest.count }

  /// Starts a step with these commands, or ends the plan when it already has `limit` steps.
  @inlinable
  mutating func start(_ commands: [Driver.Command]) {
    guard !isDone else { return }
    guard stepCount < limit else {
      isDone = true
      return
    }
    if first == nil {
      first = Driver.Step(commands)
    } else {
      rest.append(Driver.Step(commands))
    }
  }

  /// Adds a command to the last step, which exists.
  @inlinable
  mutating func appendToLastStep(_ command: Driver.Command) {
    if rest.isEmpty {
      first?.commands.append(command)
    } else {
      rest[rest.count - 1].commands.append(command)
    }
  }

  /// Plans the steps from the screen to the target, at most `limit` of them.
  @inlinable
  mutating func run(to target: Navigator<Route>, reasons: [EntryID: DismissReason]) {
    let wantedLayers = target.layers

    // 1. Dismissals, innermost first.
    var kept = 0
    while kept < screen.layers.count, kept < wantedLayers.count,
      Driver.isSame(screen.layers[kept], as: wantedLayers[kept])
    {
      kept += 1
    }
    if kept < screen.layers.count {
      var dismissals: [Driver.Command] = []
      for layer in screen.layers[kept...].reversed() {
        dismissals.append(.dismiss(layer.id, reason: reasons[layer.id] ?? .programmatic))
      }
      if abilities.dismissesSeveralLayersAtOnce {
        start(dismissals)
      } else {
        for dismissal in dismissals { start([dismissal]) }
      }
      screen._layers.removeSubrange(kept...)
    }

    // 2. Level by level, bottom up: detent, path, then the layer above.
    var level = 0
    while level <= target.topLevel, !isDone {
      if level >= 1 {
        let wanted = wantedLayers[level - 1]
        if level <= kept {
          if let detent = wanted.presentation.sheet?.selection,
            let shownDetent = screen.layers[level - 1].detent, shownDetent != detent
          {
            let command = Driver.Command.selectDetent(detent, of: wanted.id)
            if abilities.selectsDetentDuringOtherChanges, stepCount > 0 {
              appendToLastStep(command)
            } else {
              start([command])
            }
            _ = try? screen._layers[level - 1]._presentation.select(detent)
          }
        } else if level >= 2, !abilities.presentsAboveDialogs,
          !wantedLayers[level - 2].presentation.isNavigable
        {
          // Above a dialog the host cannot draw: held until the dialog goes.
          return
        } else {
          let pushes =
            abilities.pushesWithPresentation
            ? (abilities.pushesSeveralAtOnce ? wanted.stack.depth : min(1, wanted.stack.depth))
            : 0
          let layer =
            pushes == wanted.stack.depth
            ? wanted
            : ModalLayer(
              entry: wanted.entry, presentation: wanted.presentation,
              path: Array(wanted.stack.path.prefix(pushes)))
          start([.present(layer, level: level)])
          screen._layers.append(ShownLayer(layer))
        }
      }
      if !isDone, let current = screen.stack(atLevel: level),
        let wanted = target.stack(atLevel: level)
      {
        let room = limit == .max ? .max : limit - stepCount + 1
        let given = Driver.forEachPathStep(
          from: current, to: wanted, abilities: abilities,
          comparingWholeStacks: comparesWholeStacks, limit: room
        ) { stack in start([.setPath(level: level, stack)]) }
        if given > 0 { screen.setStack(wanted, atLevel: level) }
      }
      level += 1
    }
  }
}
