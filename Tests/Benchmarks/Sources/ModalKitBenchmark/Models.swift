// Chapter 2: the things measured, behind one small vocabulary.
//
// ModalKit's navigator (driven only through `send`, events included) and the baselines all
// speak `StackModel`: push, unwind, pop to an entry, go home. Those that can show a modal
// also speak `ModalModel`. The scenarios in chapter 3 are written once against these protocols,
// so every subject does exactly the same work and the same route type flows through all of them.
//
// Every operation hands what it produced to `blackHole`: the events of `send`, the entry a
// baseline removed, the id it handed out.

import ModalKit

/// The route every subject stores: a small app's screens, the shape of a typical `Route` enum.
enum BenchRoute: Hashable, Sendable, Codable {
  case inbox
  case thread(Int)
  case compose
  case settings
  case profile
}

/// A navigation stack with a root: the operations every subject offers.
protocol StackModel {
  /// A stack showing only `root`.
  init(root: BenchRoute)

  /// The number of entries above the root.
  var depth: Int { get }

  /// Puts a route on top.
  mutating func push(_ route: BenchRoute)

  /// Removes the top entry.
  mutating func unwind()

  /// Goes back to the root.
  mutating func home()
}

/// A subject that can name an entry and unwind to it.
protocol PopToModel: StackModel {
  /// How the subject names an entry: an id, or for the floor a position.
  associatedtype Token

  /// The token of the entry at a position, `1` being the first one pushed. Not timed.
  func token(at position: Int) -> Token

  /// Removes every entry above the one named, which stays on top.
  mutating func unwind(to token: Token)
}

/// A subject that can show a modal over its stack and take it away.
protocol ModalModel: StackModel {
  /// Shows a route modally.
  mutating func present(_ route: BenchRoute)

  /// Takes the top modal away.
  mutating func dismiss()
}

extension StackModel {
  /// A stack `depth` entries deep, built by pushing; the work happens before any timing.
  init(depth: Int) {
    self.init(root: .inbox)
    for index in 0..<depth { push(.thread(index)) }
  }
}

// MARK: - ModalKit through send

/// ModalKit's navigator, driven only through `send(_:)`, its one public entry point.
struct SendModel: ModalModel, PopToModel {
  /// The navigator measured.
  var navigator: Navigator<BenchRoute>

  /// The presentation every scenario presents: a two-detent sheet, as a half-sheet app shows.
  static let sheet = Presentation.sheet(detents: [.medium, .large])

  /// A half sheet that leaves the screen beneath it interactive, for pushes sent from there.
  static let undimmedSheet = Presentation.sheet(
    detents: [.medium, .large], largestUndimmedDetent: .medium)

  init(root: BenchRoute) {
    navigator = Navigator(root: root)
  }

  var depth: Int { navigator.topStack.depth }

  mutating func push(_ route: BenchRoute) {
    blackHole(navigator.send(.push(route)))
  }

  mutating func unwind() {
    blackHole(navigator.send(.unwind))
  }

  func token(at position: Int) -> EntryID {
    navigator.topStack[position].id
  }

  mutating func unwind(to token: EntryID) {
    blackHole(navigator.send(.unwindTo(token)))
  }

  mutating func home() {
    blackHole(navigator.send(.home))
  }

  mutating func present(_ route: BenchRoute) {
    blackHole(navigator.send(.present(route, as: Self.sheet)))
  }

  mutating func dismiss() {
    blackHole(navigator.send(.dismiss))
  }
}
