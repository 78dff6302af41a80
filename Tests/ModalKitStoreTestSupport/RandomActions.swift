import ModalKit
import ModalKitTestSupport

/// The fixture's routes that are only pushed, with arguments that need percent-encoding.
package let pushedRoutes: [Screen] = [
  .inbox, .thread(0), .thread(-3), .thread(42), .account, .search(""), .search("a b"),
  .search("café/crème;x=1:2"), .search("%41"), .search("日本"), .search("😀?#&"),
]

/// The fixture's routes that are presented.
package let presentedRoutes: [Screen] = [
  .settings, .compose, .photo(1), .photo(2), .profile, .confirm, .share, .picker,
]

extension Screen {
  /// A random route of the fixture.
  package static func random(using generator: inout SplitMix64) -> Screen {
    ((pushedRoutes + presentedRoutes).randomElement(using: &generator)) ?? .inbox
  }
}

/// A random action that often applies to `navigator`: pushes, presents, dismissals, unwinds,
/// apply, reset, detents and the queue.
package func randomAction(for navigator: Navigator<Screen>, using generator: inout SplitMix64)
  -> Navigator<Screen>.Action
{
  let ids = navigator.allEntries.map(\.id)
  let someID = ids.randomElement(using: &generator) ?? 0
  let presented = presentedRoutes.randomElement(using: &generator) ?? .settings
  switch Int.random(in: 0..<16, using: &generator) {
  case 0, 1, 2: return .push(Screen.random(using: &generator))
  case 3: return .unwind
  case 4, 5: return .present(presented)
  case 6:
    return .present(presented, policy: generator.pick(ConflictPolicy.allCases))
  case 7: return .dismiss
  case 8: return .dismissInteractively(navigator.topLayer?.id ?? someID)
  case 9: return .unwindTo(someID)
  case 10: return .close(someID)
  case 11: return .home
  case 12:
    let detents = navigator.topLayer?.presentation.sheet?.detents ?? [.large]
    return .selectDetent(generator.pick(detents), of: navigator.topLayer?.id ?? 0)
  case 13: return .apply(randomDestination(using: &generator, maxLayers: 3))
  case 14: return .dismissAll
  default: return .reset(Screen.random(using: &generator))
  }
}

/// A random destination that the fixture's link format can write: pushed routes anywhere,
/// presented routes as their default presentations at any offered detent.
package func randomDestination(using generator: inout SplitMix64, maxLayers: Int = 4)
  -> Destination<Screen>
{
  func path() -> [Screen] {
    (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      generator.pick(pushedRoutes)
    }
  }
  var destination = Destination(root: generator.pick(pushedRoutes), path: path())
  for _ in 0..<Int.random(in: 0...maxLayers, using: &generator) {
    let route = generator.pick(presentedRoutes)
    var presentation = shown(route)
    if case .sheet(var sheet) = presentation.style {
      sheet.selection = generator.pick(sheet.detents)
      presentation.style = .sheet(sheet)
    }
    destination.layers.append(
      .init(route, as: presentation, path: presentation.isNavigable ? path() : []))
  }
  return destination
}
