import ModalKit
import ModalKitDriver
import ModalKitTestSupport

/// Random navigator actions, most of them aimed at what the navigator holds, so that they
/// apply more often than not; the rest are refused, which changes nothing.
enum RandomActions {
  static let routes: [Page] = [
    .thread(1), .thread(2), .thread(3), .settings, .profile, .compose, .saved,
  ]

  static let presentations: [Presentation] = [
    .sheet(),
    .sheet(detents: [.medium, .large]),
    .sheet(detents: [.medium, .large], selection: .large, showsGrabber: true),
    .sheet(detents: [.fraction(0.3), .large], largestUndimmedDetent: .fraction(0.3)),
    Presentation.sheet().rules(
      DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)),
    .fullScreenCover,
    .overlay(.bottom, .half),
    .alert("Saved"),
    .confirmationDialog("Delete?", buttons: [.cancel, ModalButton("Delete", role: .destructive)]),
  ]

  static func action(for nav: Nav, using random: inout SplitMix64) -> Nav.Action {
    let route = random.pick(routes)
    let id = random.pick(nav.allEntries.map(\.id))
    let layers = nav.layers
    let layerID = layers.map(\.id).randomElement(using: &random) ?? id
    switch random.below(20) {
    case 0, 1, 2: return .push(route)
    case 3: return .unwind
    case 4: return .unwindCount(1 + random.below(3))
    case 5: return .unwindTo(id)
    case 6: return .home
    case 7: return .replacePath((0..<random.below(4)).map { _ in random.pick(routes) })
    case 8, 9, 10:
      let policy = random.pick(ConflictPolicy.allCases)
      return .present(route, as: random.pick(presentations), policy: policy)
    case 11: return .dismiss
    case 12: return .dismissLayer(layerID)
    case 13: return .dismissAll
    case 14: return .close(id)
    case 15:
      let sheets = layers.filter { $0.presentation.sheet != nil }
      guard let sheet = sheets.randomElement(using: &random),
        let detent = sheet.presentation.sheet?.detents.randomElement(using: &random)
      else { return .dismiss }
      return .selectDetent(detent, of: sheet.id)
    case 16: return .update(id, to: route)
    case 17: return .apply(destination(using: &random))
    case 18: return .tapButton(random.chance(50) ? "ok" : "cancel", in: layerID)
    default: return random.chance(80) ? .tapBackdrop(layerID) : .reset(route)
    }
  }

  /// A destination a deep link or a restore could ask for: mostly from the same root.
  static func destination(using random: inout SplitMix64) -> Destination<Page> {
    func path() -> [Page] { (0..<random.below(3)).map { _ in random.pick(routes) } }
    let root: Page = random.chance(85) ? .inbox : .profile
    let layers = (0..<random.below(4)).map { _ -> Destination<Page>.Layer in
      let presentation = random.pick(presentations)
      let route = random.pick(routes)
      return .init(route, as: presentation, path: presentation.isNavigable ? path() : [])
    }
    return Destination(root: root, path: path(), layers: layers)
  }
}
