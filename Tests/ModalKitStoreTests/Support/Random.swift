import ModalKit

/// A seeded generator, so a property test that fails fails again with the same seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The fixture's routes that are only pushed, with arguments that need percent-encoding.
let pushedRoutes: [Screen] = [
  .inbox, .thread(0), .thread(-3), .thread(42), .account, .search(""), .search("a b"),
  .search("café/crème;x=1:2"), .search("%41"), .search("日本"), .search("😀?#&"),
]

/// The fixture's routes that are presented.
let presentedRoutes: [Screen] = [
  .settings, .compose, .photo(1), .photo(2), .profile, .confirm, .share, .picker,
]

/// A random element of a non-empty array.
func pick<Element>(_ elements: [Element], using generator: inout SplitMix64) -> Element {
  elements[Int.random(in: elements.indices, using: &generator)]
}

extension Screen {
  /// A random route of the fixture.
  static func random(using generator: inout SplitMix64) -> Screen {
    ((pushedRoutes + presentedRoutes).randomElement(using: &generator)) ?? .inbox
  }
}

/// A random action that often applies to `navigator`: pushes, presents, dismissals, unwinds,
/// apply, reset, detents and the queue.
func randomAction(for navigator: Navigator<Screen>, using generator: inout SplitMix64)
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
    return .present(presented, policy: pick(ConflictPolicy.allCases, using: &generator))
  case 7: return .dismiss
  case 8: return .dismissInteractively(navigator.topLayer?.id ?? someID)
  case 9: return .unwindTo(someID)
  case 10: return .close(someID)
  case 11: return .home
  case 12:
    let detents = navigator.topLayer?.presentation.sheet?.detents ?? [.large]
    return .selectDetent(pick(detents, using: &generator), of: navigator.topLayer?.id ?? 0)
  case 13: return .apply(randomDestination(using: &generator, maxLayers: 3))
  case 14: return .dismissAll
  default: return .reset(Screen.random(using: &generator))
  }
}

/// A random destination that the fixture's link format can write: pushed routes anywhere,
/// presented routes as their default presentations at any offered detent.
func randomDestination(using generator: inout SplitMix64, maxLayers: Int = 4)
  -> Destination<Screen>
{
  func path() -> [Screen] {
    (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      pick(pushedRoutes, using: &generator)
    }
  }
  var destination = Destination(root: pick(pushedRoutes, using: &generator), path: path())
  for _ in 0..<Int.random(in: 0...maxLayers, using: &generator) {
    let route = pick(presentedRoutes, using: &generator)
    var presentation = shown(route)
    if case .sheet(var sheet) = presentation.style {
      sheet.selection = pick(sheet.detents, using: &generator)
      presentation.style = .sheet(sheet)
    }
    destination.layers.append(
      .init(route, as: presentation, path: presentation.isNavigable ? path() : []))
  }
  return destination
}
