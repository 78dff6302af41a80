import ModalKit

// The pure planner: the steps between what a host shows and a navigator, for given abilities.
// The driver hands out the first step of a plan and plans again after each; tests compare
// whole plans with ==.

extension PresentationDriver {
  /// The steps that bring a host from what it shows to a navigator's state, for a host with
  /// these abilities.
  ///
  /// The plan starts from the screen as it will be once the changes under way have finished
  /// (presenting layers up, dismissing layers gone) and keeps this order:
  ///
  /// 1. Dismissals: every shown layer the navigator no longer holds, with every layer above
  ///    it, innermost first; all in one step when the host
  ///    ``PlatformAbilities/dismissesSeveralLayersAtOnce``, otherwise one per step. The
  ///    entries pushed inside a dismissed layer go with it (2.5), and its path is never
  ///    changed first.
  /// 2. Then level by level, from the window's stack up: a kept sheet's detent; the level's
  ///    path; then the next layer, if it is new, presented at its selected detent.
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
  /// - Complexity: O(l + k) for l layers and k entries that differ, when each stack takes its
  ///   changes in one step; O(d) more for each intermediate stack of depth d otherwise.
  public static func plan(
    from shown: ShownState<Route>, to target: Navigator<Route>, abilities: PlatformAbilities,
    reasons: [EntryID: DismissReason] = [:]
  ) -> [Step] {
    var screen = shown.settled
    var steps: [Step] = []
    let wantedLayers = target.modal.layers

    // 1. Dismissals, innermost first.
    var kept = 0
    while kept < screen.layers.count, kept < wantedLayers.count,
      screen.layers[kept].id == wantedLayers[kept].id
    {
      kept += 1
    }
    let dismissals = screen.layers[kept...].reversed().map {
      Change.dismiss($0.id, reason: reasons[$0.id] ?? .programmatic)
    }
    if abilities.dismissesSeveralLayersAtOnce {
      if !dismissals.isEmpty { steps.append(Step(dismissals)) }
    } else {
      steps += dismissals.map { Step([$0]) }
    }
    screen.layers.removeSubrange(kept...)

    // 2. Level by level, bottom up: detent, path, then the layer above.
    for level in 0...target.topLevel {
      if level >= 1 {
        let wanted = wantedLayers[level - 1]
        if level <= kept {
          if let detent = wanted.presentation.sheet?.selection,
            screen.layers[level - 1].detent != detent
          {
            let change = Change.selectDetent(detent, of: wanted.id)
            if abilities.selectsDetentDuringOtherChanges, !steps.isEmpty {
              steps[steps.count - 1].changes.append(change)
            } else {
              steps.append([change])
            }
            _ = try? screen.layers[level - 1].presentation.select(detent)
          }
        } else {
          let pushes =
            abilities.pushesWithPresentation
            ? (abilities.pushesSeveralAtOnce ? wanted.stack.depth : min(1, wanted.stack.depth))
            : 0
          let layer = ModalLayer(
            entry: wanted.entry, presentation: wanted.presentation,
            path: Array(wanted.stack.path.prefix(pushes)))
          steps.append([.present(layer, level: level)])
          screen.layers.append(ShownLayer(layer))
        }
      }
      guard let current = screen.stack(atLevel: level), let wanted = target.stack(atLevel: level)
      else { continue }
      for stack in pathSteps(from: current, to: wanted, abilities: abilities) {
        steps.append([.setPath(level: level, stack)])
      }
      screen.setStack(wanted, atLevel: level)
    }
    return steps
  }

  /// The stacks one stack shows on its way from `shown` to `target`, one per step, for a host
  /// with these abilities.
  ///
  /// Entries are matched by id. A stack changes only at its top, so where both stacks hold
  /// the same id at the same position, they hold the same entries beneath it; the common part
  /// is found from the top down. Above it, `shown`'s entries are popped and `target`'s pushed:
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
  /// - Complexity: O(k) to find the common part, k the entries above it; the last stack is
  ///   `target` itself, and each earlier one costs O(d) in its depth.
  public static func pathSteps(
    from shown: RouteStack<Route>, to target: RouteStack<Route>, abilities: PlatformAbilities
  ) -> [RouteStack<Route>] {
    // A stack changes only at its top, so an entry's id fixes every entry beneath it: the
    // common part ends at the highest position where the ids agree, found from the top down.
    let sameRoot = shown.root.id == target.root.id
    var common = sameRoot ? min(shown.depth, target.depth) : 0
    while common > 0, shown.path[common - 1].id != target.path[common - 1].id {
      common -= 1
    }
    let pops = shown.depth - common
    let pushes = target.depth - common
    guard !sameRoot || pops > 0 || pushes > 0 else { return [] }

    func wanted(_ count: Int) -> RouteStack<Route> {
      count == target.depth
        ? target : RouteStack(root: target.root, path: Array(target.path.prefix(count)))
    }
    let pushesPerStep = abilities.pushesSeveralAtOnce ? pushes : 1
    var steps: [RouteStack<Route>] = []
    var pushed = common
    if pops > 0 {
      let popsInOneStep = pops == 1 || abilities.popsSeveralAtOnce
      if pushes > 0, popsInOneStep, abilities.popsAndPushesAtOnce {
        pushed += pushesPerStep
      } else if !popsInOneStep {
        for depth in stride(from: shown.depth - 1, to: common, by: -1) {
          steps.append(RouteStack(root: shown.root, path: Array(shown.path.prefix(depth))))
        }
      }
      steps.append(wanted(pushed))
    } else if !sameRoot {
      pushed += min(pushesPerStep, pushes)
      steps.append(wanted(pushed))
    }
    while pushed < target.depth {
      pushed = min(pushed + pushesPerStep, target.depth)
      steps.append(wanted(pushed))
    }
    return steps
  }
}
