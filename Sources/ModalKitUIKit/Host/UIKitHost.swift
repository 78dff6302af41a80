// The UIKit host's decisions, in Swift that runs anywhere: which UIKit calls perform each step of
// the loop, and (in UIKitHost+Signals.swift) what each completion, delegate callback and gesture
// means for the loop and the store.

import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore

/// A store's screen in UIKit: turns each step of a ``PresentationLoop`` into UIKit calls, and
/// each completion, delegate callback and gesture into the loop's acknowledgements and
/// reports.
///
/// ```
/// store ─▶ loop ── step + token ──▶ UIKitHost ── [UIKitCall] ──▶ platform (UIKit)
///            ▲                         │  ▲                          │
///            └─ acknowledge / report ──┘  └──── receive(UIKitSignal) ┘
/// ```
///
/// Every decision a UIKit host makes is here, in plain Swift tested on Linux against a
/// simulated UIKit: which view controller presents a layer and which one dismisses it, when a
/// change is finished, what a completion that comes late means, which delegate callback is the
/// user's doing. The platform (`NavigatorViewController` on Apple platforms) only performs the
/// calls with the UIKit methods they name and sends back what UIKit says.
///
/// | step's command | UIKit call | acknowledged by |
/// |---|---|---|
/// | present a sheet, a cover, an alert, a dialog | `present(_:animated:completion:)` on the layer beneath's view controller | its completion (platform fact 8.1) |
/// | present an overlay | the overlay's container added to the context beneath | its fade's completion |
/// | dismiss layers | `dismiss(animated:completion:)` on the lowest's presenter, once (platform facts 2.1, 2.2) | its completion (platform fact 8.2); the layers above get none (platform fact 2.3) |
/// | dismiss an overlay | its presented layers dismissed, then its container removed | the removal's completion |
/// | set a stack | `setViewControllers(_:animated:)` | `navigationController(_:didShow:animated:)` showing that stack; the call's return beneath a full-screen cover (platform fact 7.5) |
/// | select a detent | `selectedDetentIdentifier` in `animateChanges(_:)` | the call's return (platform facts 6.3, 6.4) |
///
/// ```swift
/// let store = NavigatorStore(root: Screen.home)
/// let host = UIKitHost<MyPlatform>(store, system: .iOS(15))
/// host.platform = platform      // performs UIKitCalls, sends UIKitSignals to host.receive(_:)
/// host.start()                  // once the window's root has appeared (platform fact 1.3)
/// ```
@MainActor
package final class UIKitHost<Platform: UIKitPlatform> {
  /// The app's route type.
  package typealias Route = Platform.Route

  /// The loop: the store, its driver, the deadline and the notices.
  package let loop: PresentationLoop<Route>

  /// The system the calls are chosen for: its detents and styles.
  package let system: UIKitSystem

  /// What performs the calls; the host does not keep it alive.
  package weak var platform: Platform?

  /// The calls of the step under way that wait for the previous call's completion, with the
  /// step's token.
  var followUps: (token: StepToken, calls: [UIKitCall<Route>])?

  /// The contexts whose stacks the user is swiping back in.
  var backSwipes: Set<UIKitContext> = []

  /// The calls of a step handed out during a back swipe, with its token, held until it ends.
  var heldBack: (token: StepToken, calls: [UIKitCall<Route>])?

  /// Whether the last touch on each layer's presentation began on the dimmed area.
  var touchedDimmedArea: [EntryID: Bool] = [:]

  /// Alerts and dialogs that UIKit removed without a button, reported a turn later unless a
  /// button's handler comes first.
  var dialogsGoneWithoutButton: Set<EntryID> = []

  /// The entries whose screens the platform holds, by id, with the route each was made for.
  var screens: [EntryID: RouteEntry<Route>] = [:]

  /// How each layer the platform holds was drawn, with the navigator's presentation.
  var drawn: [EntryID: (layer: UIKitLayer<Route>, presentation: Presentation)] = [:]

  /// Creates a host for a store's navigator; nothing happens until ``start()``.
  ///
  /// - Parameters:
  ///   - store: The store whose navigator UIKit shows.
  ///   - system: The running system (`UIKitSystem.current` in an app).
  ///   - clock: What step deadlines are measured on; the system's by default.
  package init(_ store: NavigatorStore<Route>, system: UIKitSystem, clock: (any LoopClock)? = nil) {
    self.system = system
    self.loop = PresentationLoop(store, abilities: Self.abilities, clock: clock)
    loop.perform = { [weak self] output, _ in self?.perform(output) }
    loop.inspect = { [weak self] in self?.inspect() }
  }

  /// The store whose navigator UIKit shows.
  package var store: NavigatorStore<Route> { loop.store }

  /// What the screen shows, or is changing towards, as the loop's driver knows it.
  package var shown: ShownState<Route> { loop.shown }

  /// What UIKit may do in one acknowledged step: `PlatformAbilities.uiKit`.
  ///
  /// | ability | UIKit | why (platform facts) |
  /// |---|---|---|
  /// | several layers dismissed in one step | yes | one `dismiss(animated:completion:)` on the lowest layer's presenter takes every layer above it, with one completion (platform facts 2.1, 2.2; high); the layers torn down get no callback (platform fact 2.3) |
  /// | several pushes, several pops, pops with pushes | yes | `setViewControllers(_:animated:)` sets a whole stack in one call (platform fact 3.8; high) |
  /// | a layer presented with its pushes | yes | its navigation controller gets its `viewControllers` before `present` (platform facts 3.8 and 8.1; inferred, no source states it) |
  /// | a detent change with another change | no | unverified: `animateChanges` (platform fact 6.3) is not known to be safe during a transition; stacked sheets take each other's heights (platform fact 6.9) |
  /// | step deadline | 2 s | completions follow `viewDidAppear`/`viewDidDisappear` at a transition's end (platform facts 8.1, 8.2); a refused call may never complete (platform facts 1.1-1.3, 8.3), and the host can look at its view controllers then |
  ///
  /// Never in one step, whatever the abilities (the driver's planner): two new layers
  /// (platform fact 1.1), a presentation while a transition runs (platform facts 1.2, 5.1), a
  /// presentation from a screen pushed in the same step (platform fact 3.6).
  package static var abilities: PlatformAbilities { .uiKit }

  /// Starts the loop: the first step brings up what the store holds beyond the window's root.
  ///
  /// Call it once the window's root view controller has appeared: UIKit refuses to present
  /// from a view controller that is not in the window (platform fact 1.3).
  package func start() {
    remember([shown.stack.root])  // the window's root screen, which the platform shows already
    loop.start()
  }

  // MARK: - Steps to calls

  /// Performs an output of the loop: updates screens whose routes changed, and turns a step
  /// into calls.
  func perform(_ output: PresentationLoop<Route>.Driver.Output) {
    if output.changesShown { updateScreens() }
    if let step = output.step, let token = output.token {
      let (calls, acknowledged) = calls(for: step, token: token)
      followUps = nil
      if backSwipes.isEmpty {
        start(calls)
      } else {
        heldBack = (token, calls)
      }
      for acknowledgement in acknowledged { loop.acknowledge(acknowledgement, of: token) }
    }
    if loop.driver.step == nil { forgetWhatLeft() }
  }

  /// The calls that perform a step, in order, and the acknowledgements that need no call.
  ///
  /// Consecutive dismissals are one call (or two, for an overlay under a presented layer): the
  /// lowest layer's.
  func calls(for step: PresentationLoop<Route>.Driver.Step, token: StepToken)
    -> (calls: [UIKitCall<Route>], acknowledged: [Acknowledgement])
  {
    var calls: [UIKitCall<Route>] = []
    var acknowledged: [Acknowledgement] = []
    var lowestDismissed: EntryID?
    func flushDismissals() {
      guard let lowest = lowestDismissed else { return }
      calls += dismissalCalls(lowest, token: token)
      lowestDismissed = nil
    }
    for command in step.commands {
      if case .dismiss(let id, _) = command {
        lowestDismissed = id  // innermost first: the last of a run is the lowest
        continue
      }
      flushDismissals()
      switch command {
      case .present(let layer, let level):
        calls.append(presentCall(layer, level: level, token: token))
      case .setPath(let level, let stack):
        calls.append(
          .setStack(
            Array(stack), of: stackOwner(ofLevel: level), animated: !isCovered(level), token))
      case .selectDetent(let detent, let id):
        if case .pageSheet(let sheet)? = drawn[id]?.layer.style,
          let uiKit = sheet.drawnAs.first(where: { $0.detent == detent })?.uiKit
        {
          calls.append(.selectDetent(uiKit, of: id, token))
        } else {
          // No sheet presentation controller (tvOS): nothing moves, nothing to wait for.
          acknowledged.append(.didSelectDetent(id))
        }
      case .dismiss:
        break
      }
    }
    flushDismissals()
    return (calls, acknowledged)
  }

  /// The call that presents a layer at a level: added to the context beneath for an overlay,
  /// presented on it otherwise.
  func presentCall(_ layer: ModalLayer<Route>, level: Int, token: StepToken) -> UIKitCall<Route> {
    let drawing = UIKitLayer(layer, system: system, in: container)
    drawn[layer.id] = (drawing, layer.presentation)
    let context = context(ofLevel: level - 1)
    if case .overlay = drawing.style, !isAlertController(context) {
      return .addOverlay(drawing, in: context, token)
    }
    return .present(drawing, on: context, token)
  }

  /// The calls that dismiss a layer and every layer above it.
  ///
  /// A presented layer goes with one `dismiss` on the view controller that presented it
  /// (platform facts 2.1, 2.2). An overlay added to a context goes with the overlays above it in
  /// that context, after the first layer presented above it, if any, is dismissed.
  func dismissalCalls(_ lowest: EntryID, token: StepToken) -> [UIKitCall<Route>] {
    guard let level = shown.level(of: lowest) else { return [] }
    let context = context(ofLevel: level - 1)
    guard isAddedOverlay(atLevel: level) else {
      return [.dismiss(presentedBy: context, lowest: lowest, token)]
    }
    var overlays = [lowest]
    var calls: [UIKitCall<Route>] = []
    var above = level + 1
    while above <= shown.topLevel {
      let id = shown.layers[above - 1].id
      if isAddedOverlay(atLevel: above) {
        overlays.append(id)
      } else {
        calls.append(.dismiss(presentedBy: context, lowest: id, token))
        break
      }
      above += 1
    }
    return calls + [.removeOverlays(overlays, from: context, token)]
  }

  /// Performs the first call and keeps the others until it completes.
  func start(_ calls: [UIKitCall<Route>]) {
    guard let first = calls.first else { return }
    if calls.count > 1, let token = first.token {
      followUps = (token, Array(calls.dropFirst()))
    }
    run(first)
  }

  /// Hands a call to the platform and acknowledges what is finished once it returns: a
  /// detent's change (platform facts 6.3, 6.4), and a stack set beneath a full-screen cover without
  /// animation, whose navigation controller is out of the window (platform fact 7.5).
  func run(_ call: UIKitCall<Route>) {
    switch call {
    case .present(let layer, _, _), .addOverlay(let layer, _, _):
      if !layer.isAlertController { remember(layer.entries) }
    case .setStack(let entries, _, _, _), .updateScreens(let entries, _):
      remember(entries)
    case .dismiss, .removeOverlays, .selectDetent:
      break
    }
    platform?.perform(call)
    switch call {
    case .setStack(let entries, let context, false, let token):
      guard let level = level(of: context), let root = entries.first else { return }
      loop.acknowledge(.didSetPath(level: level, root: root.id), of: token)
    case .selectDetent(_, let id, let token):
      loop.acknowledge(.didSelectDetent(id), of: token)
    case .present, .dismiss, .addOverlay, .removeOverlays, .setStack, .updateScreens:
      break
    }
  }

  /// Runs the next call of the step with this token, if it has one left.
  func continueStep(_ token: StepToken) {
    guard let waiting = followUps, waiting.token == token, loop.driver.token == token,
      let next = waiting.calls.first
    else { return }
    let rest = Array(waiting.calls.dropFirst())
    followUps = rest.isEmpty ? nil : (token, rest)
    run(next)
  }

  /// Gives screens whose routes changed in place their new routes: not a step.
  func updateScreens() {
    for level in 0...shown.topLevel {
      guard let stack = shown.stack(atLevel: level) else { continue }
      var changed: [RouteEntry<Route>] = []
      for entry in stack {
        if let made = screens[entry.id], made.route != entry.route { changed.append(entry) }
      }
      if !changed.isEmpty { run(.updateScreens(changed, of: stackOwner(ofLevel: level))) }
    }
  }

  /// Records the entries whose screens the platform now holds.
  func remember(_ entries: [RouteEntry<Route>]) {
    for entry in entries { screens[entry.id] = entry }
  }

  /// Forgets the screens and layers that are no longer shown, once nothing is under way.
  func forgetWhatLeft() {
    var kept: Set<EntryID> = []
    for level in 0...shown.topLevel {
      guard let stack = shown.stack(atLevel: level) else { continue }
      for entry in stack { kept.insert(entry.id) }
    }
    if screens.count > kept.count { screens = screens.filter { kept.contains($0.key) } }
    if drawn.count > shown.topLevel { drawn = drawn.filter { kept.contains($0.key) } }
    touchedDimmedArea = touchedDimmedArea.filter { kept.contains($0.key) }
  }

  // MARK: - Where layers live

  /// The window's size, as the platform says; before there is one, an iPhone's.
  var container: LayoutContainer {
    platform?.container ?? LayoutContainer(width: 390, height: 844)
  }

  /// The context a layer at `level + 1` is placed in or presented on: the window for level 0,
  /// the layer at `level` itself, or, for an overlay added to a context, that context.
  func context(ofLevel level: Int) -> UIKitContext {
    var level = level
    while level > 0 {
      guard isAddedOverlay(atLevel: level) else { return .layer(shown.layers[level - 1].id) }
      level -= 1
    }
    return .window
  }

  /// The view controller whose navigation controller shows the stack of a level.
  func stackOwner(ofLevel level: Int) -> UIKitContext {
    level == 0 ? .window : .layer(shown.layers[level - 1].id)
  }

  /// The level whose stack a context's navigation controller shows.
  func level(of context: UIKitContext) -> Int? {
    switch context {
    case .window: 0
    case .layer(let id): shown.level(of: id)
    }
  }

  /// Whether the layer at a level is an overlay added to the context beneath it: every overlay
  /// but one over an alert or a dialog, whose controller has no room for it, and which is
  /// presented over it instead.
  func isAddedOverlay(atLevel level: Int) -> Bool {
    guard level >= 1, level <= shown.topLevel,
      case .overlay = shown.layers[level - 1].presentation.style
    else { return false }
    return !isAlertController(context(ofLevel: level - 1))
  }

  /// Whether a context is an alert controller.
  func isAlertController(_ context: UIKitContext) -> Bool {
    guard case .layer(let id) = context, let layer = shown.layer(id) else { return false }
    switch layer.presentation.style {
    case .alert, .confirmationDialog: return true
    case .sheet, .fullScreenCover, .overlay: return false
    }
  }

  /// Whether a full-screen cover is up above a level: its presenter's views, and so the level's
  /// navigation controller, are out of the window (platform fact 7.5).
  func isCovered(_ level: Int) -> Bool {
    shown.layers.dropFirst(level).contains { layer in
      layer.phase == .presented && drawn[layer.id]?.layer.removesViewsBeneath == true
    }
  }
}

extension UIKitCall {
  /// The token of the step the call belongs to; `nil` for an update of screens.
  var token: StepToken? {
    switch self {
    case .present(_, _, let token), .dismiss(_, _, let token), .addOverlay(_, _, let token),
      .removeOverlays(_, _, let token), .setStack(_, _, _, let token),
      .selectDetent(_, _, let token):
      token
    case .updateScreens: nil
    }
  }
}
