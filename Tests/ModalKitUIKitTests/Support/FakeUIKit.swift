import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitUIKit

/// A simulated UIKit for a ``UIKitHost``: it keeps its own model of the screen, built only from
/// the calls it performs and from what the user does, and says what UIKit says, when UIKit
/// says it (the platform facts of ModalKitDriver's article PlatformFacts).
///
/// - A completion comes when the animation ends (``finish()``), after the change
///   (platform facts 8.1, 8.2).
/// - `didShow` comes when a navigation transition ends; beneath a full-screen cover, whose
///   presenter's views are out of the window (platform fact 7.5), only if
///   ``callsDidShowWhenCovered``.
/// - A programmatic dismissal gets no delegate callback (platform fact 2.3); a detent set by the
///   host gets no `DidChangeSelectedDetentIdentifier` (platform fact 6.4).
/// - The user's swipe goes through `ShouldDismiss` (the host's answer), `WillDismiss`, the
///   interaction's end, the container's `viewDidDisappear` and `DidDismiss`, in that order
///   (platform fact 4.1); a cancelled one stops after the interaction's end (platform fact 4.4).
/// - An alert's button: UIKit dismisses the alert itself (no delegate callback), then runs the
///   action's handler; a dialog tapped outside (iPad popover) gets `DidDismiss`.
///
/// It records a violation for a call UIKit would refuse: a present on a view controller that
/// already presents (platform fact 1.1), any present or dismiss while a transition runs
/// (platform fact 1.2), a dismiss from a view controller that presents nothing or something else
/// (platform fact 2.2), a change of a layer it does not show. With ``dropsNextPresentation``, it
/// refuses a present without a word and never completes it (platform facts 1.2, 8.3).
@MainActor
final class FakeUIKit<Route: Hashable & Sendable>: UIKitPlatform {
  /// A layer on the simulated screen.
  struct Layer: Equatable {
    var id: EntryID
    var style: UIKitLayer<Route>.Style
    var rules: DismissalRules
    var entries: [EntryID]
    var detent: UIKitDetent?
    /// The view controller it is presented on, or the container it is added to.
    var context: UIKitContext
    /// Whether it is an overlay added to a container rather than a presented view controller.
    var isAdded: Bool
  }

  var window: [EntryID]
  var layers: [Layer] = []
  /// Every call performed, as printed.
  var calls: [String] = []
  /// Every signal sent to the host, as printed.
  var signals: [String] = []
  /// Calls UIKit would have refused or that broke a rule.
  var violations: [String] = []
  /// What UIKit will say when the animations under way end, in order.
  var pending: [UIKitSignal<Route>] = []
  /// Closures waiting for a later turn of the main queue.
  var turns: [@MainActor @Sendable () -> Void] = []
  /// The screens updated in place, as printed.
  var updates: [String] = []
  /// Whether the next present is refused without a word and never completes.
  var dropsNextPresentation = false
  /// Whether `didShow` comes for a navigation controller out of the window.
  var callsDidShowWhenCovered = false
  /// The host the signals go to.
  weak var host: UIKitHost<FakeUIKit<Route>>?

  let container: LayoutContainer

  init(root: EntryID, container: LayoutContainer = .iPhone) {
    self.window = [root]
    self.container = container
  }

  // MARK: - The platform

  func perform(_ call: UIKitCall<Route>) {
    calls.append(call.description)
    if let openBackSwipe {
      switch call {
      case .updateScreens, .selectDetent: break
      default: violations.append("during a back swipe in \(openBackSwipe): \(call)")
      }
    }
    switch call {
    case .present(let layer, let context, _):
      if isPresentingOrDismissing { violations.append("present while a transition runs: \(call)") }
      guard isTop(context) else {
        violations.append("present on a view controller that presents already: \(call)")
        return
      }
      if dropsNextPresentation {
        dropsNextPresentation = false
        return
      }
      layers.append(Layer(layer, context: context, isAdded: false))
      pending.append(.completed(call))
    case .dismiss(let context, let lowest, _):
      if isPresentingOrDismissing { violations.append("dismiss while a transition runs: \(call)") }
      guard let index = layers.firstIndex(where: { !$0.isAdded && $0.context == context }) else {
        violations.append("dismiss from a view controller that presents nothing: \(call)")
        return
      }
      if layers[index].id != lowest {
        violations.append("dismiss takes \(layers[index].id): \(call)")
      }
      layers.removeSubrange(index...)
      pending.append(.completed(call))
    case .addOverlay(let layer, let context, _):
      guard isTop(context) else {
        violations.append("overlay beneath a presented layer: \(call)")
        return
      }
      layers.append(Layer(layer, context: context, isAdded: true))
      pending.append(.completed(call))
    case .removeOverlays(let ids, let context, _):
      guard let lowest = layers.firstIndex(where: { $0.id == ids.first }),
        layers[lowest...].allSatisfy({ ids.contains($0.id) && $0.isAdded && $0.context == context })
      else {
        violations.append("overlays removed that are not the top ones of \(context): \(call)")
        return
      }
      layers.removeSubrange(lowest...)
      pending.append(.completed(call))
    case .setStack(let entries, let context, let animated, _):
      let ids = entries.map(\.id)
      if context == .window {
        window = ids
      } else if let index = index(context) {
        layers[index].entries = ids
      } else {
        violations.append("stack of a view controller not shown: \(call)")
        return
      }
      if animated || callsDidShowWhenCovered { pending.append(.stackShown(ids, of: context)) }
    case .selectDetent(let detent, let id, _):
      guard let index = layers.firstIndex(where: { $0.id == id }),
        case .pageSheet(let sheet) = layers[index].style, sheet.detents.contains(detent)
      else {
        violations.append("detent of a sheet not shown: \(call)")
        return
      }
      layers[index].detent = detent
    case .updateScreens(let entries, let context):
      updates.append("\(context): " + entries.map(\.description).joined(separator: ", "))
    }
  }

  func picture() -> UIKitPicture {
    UIKitPicture(
      window: window,
      layers: layers.map { UIKitPicture.Layer(id: $0.id, entries: $0.entries, detent: $0.detent) })
  }

  func nextTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
    turns.append(body)
  }

  // MARK: - Time

  /// Ends the animations under way: UIKit says what it has to say, and the steps that follow
  /// run, until nothing is under way.
  func finish(limit: Int = 100) {
    var rounds = 0
    while rounds < limit, !pending.isEmpty || !turns.isEmpty {
      rounds += 1
      if !pending.isEmpty {
        send(pending.removeFirst())
      } else {
        turns.removeFirst()()
      }
    }
  }

  /// Runs what waits for a later turn of the main queue, and nothing else.
  func nextTurn() {
    let waiting = turns
    turns = []
    for body in waiting { body() }
  }

  /// Sends a signal to the host.
  func send(_ signal: UIKitSignal<Route>) {
    signals.append(signal.description)
    host?.receive(signal)
  }

  // MARK: - The user

  /// The user drags a sheet down; UIKit asks the host whether it may go (platform fact 4.2), then
  /// goes or, when `letsGo` is false, springs back (platform fact 4.4).
  func swipeDown(_ id: EntryID, letsGo: Bool = true) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    send(.touchBegan(id, onDimmedArea: false))
    removeByUser(at: index, cancelled: !letsGo)
  }

  /// The user taps the dimmed area around a sheet.
  func tapDimmedArea(_ id: EntryID) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    send(.touchBegan(id, onDimmedArea: true))
    removeByUser(at: index, cancelled: false)
  }

  func removeByUser(at index: Int, cancelled: Bool) {
    let id = layers[index].id
    guard host?.allowsUserDismissal(of: id) == true, !layers[index].isModalInPresentation else {
      send(.didAttemptToDismiss(id))
      return
    }
    send(.willDismiss(id))
    send(.dismissalInteractionEnded(id, cancelled: cancelled))
    guard !cancelled else { return }
    layers.removeSubrange(index...)
    send(.disappeared(id))
    send(.didDismiss(id))
  }

  /// The user drags a sheet to a detent.
  func drag(_ id: EntryID, to detent: UIKitDetent) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    layers[index].detent = detent
    send(.detentChanged(detent, of: id))
  }

  /// The user taps a button of an alert or a dialog: UIKit dismisses it itself, then runs the
  /// action's handler.
  func tapButton(_ button: String, of id: EntryID) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    layers.removeSubrange(index...)
    send(.alertButton(button, of: id))
  }

  /// The user taps outside a dialog shown as a popover: the popover's delegate hears
  /// `DidDismiss`; with `cancelHandler`, UIKit also runs the cancel action's handler after it.
  func tapOutside(_ id: EntryID, cancelHandler: String? = nil) {
    guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
    layers.removeSubrange(index...)
    send(.didDismiss(id))
    if let cancelHandler { send(.alertButton(cancelHandler, of: id)) }
  }

  /// The user swipes back in a stack; `letsGo` false cancels it (platform fact 4.5).
  func swipeBack(in context: UIKitContext, letsGo: Bool = true) {
    guard let entries = entries(of: context), entries.count > 1 else { return }
    send(.backSwipeBegan(context))
    guard letsGo else {
      send(.backSwipeEnded(entries, of: context, cancelled: true))
      return
    }
    let popped = Array(entries.dropLast())
    setEntries(popped, of: context)
    send(.backSwipeEnded(popped, of: context, cancelled: false))
    send(.stackShown(popped, of: context))
  }

  /// The back swipe the user's finger is still on, if any.
  var openBackSwipe: UIKitContext?

  /// The user starts swiping back in a stack and keeps the finger down.
  func beginBackSwipe(in context: UIKitContext) {
    guard let entries = entries(of: context), entries.count > 1 else { return }
    openBackSwipe = context
    send(.backSwipeBegan(context))
  }

  /// The user lifts the finger of the open back swipe; `letsGo` false cancels it
  /// (platform fact 4.5).
  func endBackSwipe(letsGo: Bool) {
    guard let context = openBackSwipe, let entries = entries(of: context) else { return }
    openBackSwipe = nil
    guard letsGo else {
      send(.backSwipeEnded(entries, of: context, cancelled: true))
      return
    }
    let popped = Array(entries.dropLast())
    setEntries(popped, of: context)
    send(.backSwipeEnded(popped, of: context, cancelled: false))
    send(.stackShown(popped, of: context))
  }

  /// The user taps the back button of a stack.
  func tapBack(in context: UIKitContext) {
    guard let entries = entries(of: context), entries.count > 1 else { return }
    let popped = Array(entries.dropLast())
    setEntries(popped, of: context)
    send(.stackShown(popped, of: context))
  }

  // MARK: - Reading

  /// Whether the simulated screen shows the navigator: the same stacks, the same layers, each
  /// sheet at the UIKit detent of its selection.
  func shows(_ navigator: Navigator<Route>, system: UIKitSystem = .iOS(15)) -> Bool {
    guard window == navigator.stack.map(\.id), layers.count == navigator.layers.count else {
      return false
    }
    return zip(layers, navigator.layers).allSatisfy { mine, theirs in
      let entries = theirs.presentation.isNavigable ? theirs.stack.map(\.id) : [theirs.id]
      guard mine.id == theirs.id, mine.entries == entries else { return false }
      guard let sheet = theirs.presentation.sheet, case .pageSheet = mine.style else {
        return true
      }
      return mine.detent == UIKitSheet.uiKitDetent(sheet.selection, system: system, in: container)
    }
  }

  /// The screen as text: `[#0, #2] > pageSheet #1 [#1] at large`.
  var description: String {
    let window = "[" + self.window.map(\.description).joined(separator: ", ") + "]"
    return ([window] + layers.map(\.description)).joined(separator: " > ")
  }

  var isPresentingOrDismissing: Bool {
    pending.contains { signal in
      switch signal {
      case .completed(.present), .completed(.dismiss): true
      default: false
      }
    }
  }

  /// Whether a layer presented on the context would be the top one: the context is the
  /// window or a layer shown, and everything above it is an overlay added to it.
  func isTop(_ context: UIKitContext) -> Bool {
    let start: Int
    switch context {
    case .window: start = 0
    case .layer(let id):
      guard let index = layers.firstIndex(where: { $0.id == id }) else { return false }
      start = index + 1
    }
    return layers[start...].allSatisfy { $0.isAdded && $0.context == context }
  }

  func index(_ context: UIKitContext) -> Int? {
    guard case .layer(let id) = context else { return nil }
    return layers.firstIndex { $0.id == id }
  }

  func entries(of context: UIKitContext) -> [EntryID]? {
    context == .window ? window : index(context).map { layers[$0].entries }
  }

  func setEntries(_ entries: [EntryID], of context: UIKitContext) {
    if context == .window {
      window = entries
    } else if let index = index(context) {
      layers[index].entries = entries
    }
  }
}

extension FakeUIKit.Layer: CustomStringConvertible {
  init(_ layer: UIKitLayer<Route>, context: UIKitContext, isAdded: Bool) {
    var selected: UIKitDetent?
    if case .pageSheet(let sheet) = layer.style { selected = sheet.selected }
    self.init(
      id: layer.id, style: layer.style, rules: layer.rules, entries: layer.entries.map(\.id),
      detent: selected, context: context, isAdded: isAdded)
  }

  var isModalInPresentation: Bool {
    !rules.allowsInteractiveDismissal && !rules.dismissesOnBackdropTap
  }

  var description: String {
    let name: String
    switch style {
    case .pageSheet: name = "pageSheet"
    case .blurOverFullScreen: name = "blurOverFullScreen"
    case .fullScreen: name = "fullScreen"
    case .overlay: name = "overlay"
    case .alert: name = "alert"
    case .actionSheet: name = "actionSheet"
    }
    let stack = "[" + entries.map(\.description).joined(separator: ", ") + "]"
    return "\(name) \(stack)" + (detent.map { " at \($0)" } ?? "")
  }
}

extension LayoutContainer {
  /// An iPhone 14's screen in points, with its safe area.
  static let iPhone = LayoutContainer(
    size: LayoutSize(width: 390, height: 844), safeArea: LayoutInsets(top: 47, bottom: 34))
}
