import ModalKit
import ModalKitTestSupport

/// Builds navigators the way an app does, by sending actions: pushes, presentations of every
/// style under every conflict policy (so some wait in the queue), detent selections, unwinds
/// and dismissals, from a seed.
///
/// Weighted to grow: most actions push or present, so a few dozen steps leave a state with
/// several layers, pushes inside them and a queue.
struct NavigatorGenerator {
  var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A navigator after `steps` actions from a fresh one; rejected actions count as steps.
  mutating func navigator(steps: Int) -> Nav {
    var navigator = Nav(root: route())
    for _ in 0..<steps { navigator.send(action(for: navigator)) }
    return navigator
  }

  /// An action that usually applies to `navigator`.
  mutating func action(for navigator: Nav) -> Nav.Action {
    let layers = navigator.layers
    switch random.below(100) {
    case 0..<30: return .push(route())
    case 30..<58:
      let policy = random.pick([
        ConflictPolicy.above, .above, .queue, .queue, .insteadOfTop, .reject,
      ])
      return .present(route(), as: presentation(), policy: policy)
    case 58..<70:
      let sheets = layers.filter { $0.presentation.sheet != nil }
      guard let layer = sheets.isEmpty ? nil : random.pick(sheets),
        let sheet = layer.presentation.sheet
      else { return .push(route()) }
      return .selectDetent(random.pick(sheet.detents), of: layer.id)
    case 70..<77: return .unwind
    case 77..<83: return .dismiss
    case 83..<87:
      let ids = navigator.allEntries.map(\.id)
      return .update(random.pick(ids), to: route())
    case 87..<91:
      let buttoned = layers.filter { !$0.presentation.buttons.isEmpty }
      guard let layer = buttoned.isEmpty ? nil : random.pick(buttoned) else { return .dismiss }
      return .tapButton(random.pick(layer.presentation.buttons).id, in: layer.id)
    case 91..<95:
      return .dismissInteractively(layers.isEmpty ? 0 : random.pick(layers).id)
    case 95..<98: return .close(random.pick(navigator.allEntries).id)
    default: return .unwindCount(1 + random.below(3))
    }
  }

  mutating func route() -> Screen {
    switch random.below(6) {
    case 0: .inbox
    case 1: .thread(random.below(1000))
    case 2: .compose(draft: random.pick(["", "Hi \"Bob\"", "line\nbreak", "tab\there", "ü ✓ 🚀"]))
    case 3: .settings
    case 4: .profile(random.pick(["ann", "back\\slash", "slash/here", "\u{1}"]))
    default: .picker
    }
  }

  mutating func presentation() -> Presentation {
    let presentation: Presentation
    switch random.below(5) {
    case 0: presentation = sheet()
    case 1: presentation = .fullScreenCover
    case 2: presentation = overlay()
    case 3: presentation = .alert(title(), message: message(), buttons: alertButtons())
    default:
      presentation = .confirmationDialog(title(), message: message(), buttons: alertButtons())
    }
    guard random.chance(25) else { return presentation }
    return presentation.rules(
      DismissalRules(
        allowsInteractiveDismissal: random.chance(50), dismissesOnBackdropTap: random.chance(50),
        blocksInputBeneath: random.chance(50)))
  }

  /// A sheet offering one to four detents, some fractions and heights, often with an undimmed
  /// detent and a grabber.
  mutating func sheet() -> Presentation {
    let offered: [Detent] = [
      .medium, .large, .fraction(0.25), .fraction(1.0 / 3.0), .fraction(1), .height(200),
      .height(88.5),
    ]
    let detents = random.some(offered, atMost: 4)
    return .sheet(
      detents: detents, selection: random.pick(detents), showsGrabber: random.chance(50),
      largestUndimmedDetent: random.chance(50) ? random.pick(detents) : nil)
  }

  mutating func overlay() -> Presentation {
    let sizes: [ModalSize] = [
      .full, .threeQuarters, .half, .quarter, .fraction(0.4), .fraction(0.1),
    ]
    let buttons = random.chance(50) ? [] : random.some(overlayButtons, atMost: 3)
    return .overlay(random.pick(ModalPositioning.allCases), random.pick(sizes), buttons: buttons)
  }

  mutating func title() -> String {
    random.pick(["Saved", "Delete \"draft\"?", "Ünïcödé ✓", "two\nlines", ""])
  }

  mutating func message() -> String? {
    random.chance(50) ? nil : random.pick(["All done.", "This cannot be undone.", ""])
  }

  mutating func alertButtons() -> [ModalButton] {
    random.some(
      [.ok, ModalButton("Delete", id: "delete", role: .destructive), ModalButton("More")],
      atMost: 3)
  }

  private let overlayButtons = [
    ModalButton.cancel, ModalButton("Done", id: "done"),
    ModalButton("Remove", id: "remove", role: .destructive),
  ]
}
