// Chapter 2, continued: the three baselines ModalKit is held against.
//
// Each is the simplest honest version of its design, storing the same `BenchRoute`.

import ModalKit

// MARK: - The floor

/// The physical floor: a plain array of (id, route) pairs, `append` and `removeLast`.
///
/// Nothing can do a push or an unwind with ids for less; every ratio in the report is taken
/// against this. It names entries by position, so its "unwind to" is one `removeLast(k)`.
struct FloorModel: PopToModel {
  /// The root and the pushed entries, bottom to top.
  var entries: [(id: UInt64, route: BenchRoute)]
  /// The id the next entry gets.
  var nextID: UInt64 = 1

  init(root: BenchRoute) {
    entries = [(0, root)]
  }

  var depth: Int { entries.count - 1 }

  mutating func push(_ route: BenchRoute) {
    entries.append((nextID, route))
    blackHole(nextID)
    nextID += 1
  }

  mutating func unwind() {
    guard entries.count > 1 else { return }
    blackHole(entries.removeLast())
  }

  func token(at position: Int) -> Int { position }

  mutating func unwind(to position: Int) {
    let count = entries.count - 1 - position
    entries.removeLast(count)
    blackHole(count)
  }

  mutating func home() {
    let count = entries.count - 1
    entries.removeLast(count)
    blackHole(count)
  }
}

// MARK: - The floor with an event array

/// The floor plus a fresh one-element `[Event]` per operation: what `send` added before any
/// logic when it returned an array, before ``Navigator/Events`` held one event inline.
///
/// Not a design anyone would ship; it shows what a one-event array costs (allocation,
/// initialization, destruction), the cost `Navigator.Events` exists to avoid.
struct FloorWithArrayModel: StackModel {
  /// The plain array underneath.
  var floor: FloorModel
  /// An entry to report; `RouteEntry` has no public initializer, so one is borrowed.
  let reported = Navigator(root: BenchRoute.inbox).top

  init(root: BenchRoute) {
    floor = FloorModel(root: root)
  }

  var depth: Int { floor.depth }

  mutating func push(_ route: BenchRoute) {
    floor.entries.append((floor.nextID, route))
    floor.nextID += 1
    blackHole([Navigator<BenchRoute>.Event.pushed(reported)])
  }

  mutating func unwind() {
    guard floor.entries.count > 1 else { return }
    floor.entries.removeLast()
    blackHole([Navigator<BenchRoute>.Event.popped(reported)])
  }

  mutating func home() {
    floor.home()
  }
}

// MARK: - Seed 000

/// Seed 000's `NavigationStack`, ported to plain Swift: a class with a `viewStack` array, a
/// `currentView` apart from it, and one optional modal.
///
/// The port keeps the seed's choices: `unwind` is `remove(at: last)`, `home` replaces the current
/// view and calls `removeAll()`, a second `modal` replaces the first. It has no ids and no way
/// to unwind to an entry; the views are replaced by routes.
final class SeedNavigationStack {
  /// The screens under the current one, bottom to top.
  var viewStack: [BenchRoute] = []
  /// The screen shown.
  var currentView: BenchRoute
  /// The modal shown over it, if any.
  var currentModalView: BenchRoute?
  /// The screen `home` goes back to (the seed built a new `HomeView`).
  let homeView: BenchRoute

  init(_ currentView: BenchRoute) {
    self.currentView = currentView
    self.homeView = currentView
  }

  func unwind() {
    if viewStack.count == 0 {
      return
    }
    let last = viewStack.count - 1
    currentView = viewStack[last]
    viewStack.remove(at: last)
  }

  func advance(_ view: BenchRoute) {
    viewStack.append(currentView)
    currentView = view
  }

  func home() {
    currentView = homeView
    viewStack.removeAll()
  }

  func modal(_ view: BenchRoute) {
    currentModalView = view
  }

  func hideModal() {
    currentModalView = nil
  }
}

/// Seed 000's design behind the shared vocabulary; it has no way to unwind to an entry.
struct SeedModel: ModalModel {
  /// The ported class.
  let stack: SeedNavigationStack

  init(root: BenchRoute) {
    stack = SeedNavigationStack(root)
  }

  var depth: Int { stack.viewStack.count }

  mutating func push(_ route: BenchRoute) {
    stack.advance(route)
    blackHole(stack.currentView)
  }

  mutating func unwind() {
    stack.unwind()
    blackHole(stack.currentView)
  }

  mutating func home() {
    stack.home()
    blackHole(stack.currentView)
  }

  mutating func present(_ route: BenchRoute) {
    stack.modal(route)
    blackHole(stack.currentModalView)
  }

  mutating func dismiss() {
    stack.hideModal()
    blackHole(stack.currentModalView)
  }
}

// MARK: - An id-keyed stack

/// An ordered dictionary of id to route, built from an `Array` of ids and a `Dictionary`, the way
/// TCA's `StackState` keeps its navigation stack.
///
/// Each push generates an id; popping to an id looks its position up in the dictionary, then
/// removes every entry above it from both. The root is kept apart, as TCA keeps root state
/// outside the stack.
struct IDKeyedModel: PopToModel {
  /// The root's route.
  var root: BenchRoute
  /// The pushed ids, bottom to top.
  var ids: [UInt64] = []
  /// Each pushed id's position in ``ids`` and its route.
  var elements: [UInt64: (position: Int, route: BenchRoute)] = [:]
  /// The id the next entry gets.
  var nextID: UInt64 = 1

  init(root: BenchRoute) {
    self.root = root
  }

  var depth: Int { ids.count }

  mutating func push(_ route: BenchRoute) {
    let id = nextID
    nextID += 1
    elements[id] = (ids.count, route)
    ids.append(id)
    blackHole(id)
  }

  mutating func unwind() {
    guard let id = ids.popLast() else { return }
    blackHole(elements.removeValue(forKey: id))
  }

  /// The id at a position; position 0, the root, has no id here and gives 0.
  func token(at position: Int) -> UInt64 {
    position == 0 ? 0 : ids[position - 1]
  }

  mutating func unwind(to id: UInt64) {
    let keep = id == 0 ? 0 : (elements[id].map { $0.position + 1 } ?? ids.count)
    var removed = 0
    while ids.count > keep {
      elements.removeValue(forKey: ids.removeLast())
      removed += 1
    }
    blackHole(removed)
  }

  mutating func home() {
    unwind(to: 0)
  }
}
