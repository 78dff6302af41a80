// Chapter 2, continued: the baselines ModalKit is held against.
//
// Each is the simplest honest version of its design, storing the same `BenchRoute`: the floor
// (a plain array), the floor with an event array, the hand-rolled stack an app might write, and
// an ordered dictionary keyed by id, as TCA's `StackState` keeps its stack.

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

// MARK: - The hand-rolled stack

/// A hand-rolled navigation stack, as a custom SwiftUI navigation framework writes one: a class
/// with a `viewStack` array, a `currentView` apart from it, and one optional modal.
///
/// `unwind` is `remove(at: last)`, `home` replaces the current view and calls `removeAll()`, a
/// second `modal` replaces the first. It has no ids, reports nothing, and has no way to unwind
/// to an entry; the views are replaced by routes.
final class HandRolledNavigationStack {
  /// The screens under the current one, bottom to top.
  var viewStack: [BenchRoute] = []
  /// The screen shown.
  var currentView: BenchRoute
  /// The modal shown over it, if any.
  var currentModalView: BenchRoute?
  /// The screen `home` goes back to.
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

/// The hand-rolled stack behind the shared vocabulary; it has no way to unwind to an entry.
struct HandRolledModel: ModalModel {
  /// The stack.
  let stack: HandRolledNavigationStack

  init(root: BenchRoute) {
    stack = HandRolledNavigationStack(root)
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

// MARK: - An ordered dictionary keyed by id

/// A stack kept in an ordered dictionary of id to route: the storage of TCA's `StackState`
/// (swift-collections' `OrderedDictionary`), written here in plain Swift, as the benchmark
/// depends on nothing.
///
/// Each push generates an id; popping to an id looks its position up, then removes every
/// entry above it the way `OrderedDictionary.removeSubrange` does; home is `removeAll()`, which
/// lets go of the storage at once. The root is kept apart, as TCA keeps root state outside the
/// stack. No event is reported, so nothing is paid per entry removed but what the dictionary
/// itself pays.
struct OrderedDictionaryModel: PopToModel {
  /// The root's route.
  var root: BenchRoute
  /// The pushed entries, id to route, bottom to top.
  var entries = OrderedDictionaryReplica<UInt64, BenchRoute>()
  /// The id the next entry gets.
  var nextID: UInt64 = 1

  init(root: BenchRoute) {
    self.root = root
  }

  var depth: Int { entries.count }

  mutating func push(_ route: BenchRoute) {
    let id = nextID
    nextID += 1
    entries.append(route, forNewKey: id)
    blackHole(id)
  }

  mutating func unwind() {
    guard entries.count > 0 else { return }
    blackHole(entries.removeLast())
  }

  /// The id at a position; position 0, the root, has no id here and gives 0.
  func token(at position: Int) -> UInt64 {
    position == 0 ? 0 : entries.keys[position - 1]
  }

  mutating func unwind(to id: UInt64) {
    let keep = id == 0 ? 0 : (entries.index(forKey: id).map { $0 + 1 } ?? entries.count)
    let removed = entries.count - keep
    entries.removeLast(removed)
    blackHole(removed)
  }

  mutating func home() {
    let removed = entries.count
    entries.removeAll()
    blackHole(removed)
  }
}

/// The parts of swift-collections' `OrderedDictionary` a navigation stack uses, with its
/// choices: keys and values in two arrays, and, from 16 keys on, each key's position in an
/// open-addressing hash table with linear probing, at most three quarters full.
///
/// Removing the last `n` entries deletes each one's key from the table, unless no more than
/// half the entries remain, when the table is built anew from them; `removeAll()` drops the
/// storage.
struct OrderedDictionaryReplica<Key: Hashable, Value> {
  /// The keys, in order.
  private(set) var keys: [Key] = []
  /// The values, at the positions of their keys.
  private(set) var values: [Value] = []
  /// Each key's position plus one, at a bucket found from its hash; 0 for an empty bucket.
  ///
  /// Empty while there are fewer than ``minimumTableCount`` keys, which are searched in order.
  private var buckets: [Int] = []

  /// The fewest keys that get a hash table, as in swift-collections.
  private static var minimumTableCount: Int { 16 }

  /// The number of entries.
  var count: Int { keys.count }

  /// The position of a key, if it is there.
  func index(forKey key: Key) -> Int? {
    guard !buckets.isEmpty else { return keys.firstIndex(of: key) }
    var bucket = key.hashValue & (buckets.count - 1)
    while buckets[bucket] != 0 {
      if keys[buckets[bucket] - 1] == key { return buckets[bucket] - 1 }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    return nil
  }

  /// Adds an entry after the others; the key must not be there yet.
  mutating func append(_ value: Value, forNewKey key: Key) {
    keys.append(key)
    values.append(value)
    if buckets.isEmpty {
      if keys.count >= Self.minimumTableCount { rebuildTable() }
    } else if keys.count * 4 > buckets.count * 3 {
      rebuildTable()
    } else {
      insert(position: keys.count - 1)
    }
  }

  /// Removes and returns the last entry.
  mutating func removeLast() -> (Key, Value) {
    let last = (keys[keys.count - 1], values[values.count - 1])
    removeLast(1)
    return last
  }

  /// Removes the last `n` entries.
  mutating func removeLast(_ n: Int) {
    guard n > 0 else { return }
    let remaining = keys.count - n
    if buckets.isEmpty || remaining <= keys.count / 2 || remaining < Self.minimumTableCount {
      keys.removeLast(n)
      values.removeLast(n)
      if buckets.isEmpty || remaining < Self.minimumTableCount {
        buckets = []
      } else {
        rebuildTable()
      }
      return
    }
    var position = keys.count - 1
    while position >= remaining {
      deleteBucket(of: position)
      keys.removeLast()
      values.removeLast()
      position -= 1
    }
  }

  /// Removes every entry and lets go of the storage.
  mutating func removeAll() {
    keys = []
    values = []
    buckets = []
  }

  /// Builds the table anew for the keys there are, at most half full.
  private mutating func rebuildTable() {
    var size = Self.minimumTableCount * 2
    while size < keys.count * 2 { size *= 2 }
    buckets = Array(repeating: 0, count: size)
    for position in keys.indices { insert(position: position) }
  }

  /// Puts a key's position into the first empty bucket from its hash.
  private mutating func insert(position: Int) {
    var bucket = keys[position].hashValue & (buckets.count - 1)
    while buckets[bucket] != 0 { bucket = (bucket + 1) & (buckets.count - 1) }
    buckets[bucket] = position + 1
  }

  /// Empties the bucket of the key at a position and moves later keys of its run back, so that
  /// every key stays reachable from its hash (backward-shift deletion).
  private mutating func deleteBucket(of position: Int) {
    let mask = buckets.count - 1
    var hole = keys[position].hashValue & mask
    while buckets[hole] != position + 1 { hole = (hole + 1) & mask }
    buckets[hole] = 0
    var next = (hole + 1) & mask
    while buckets[next] != 0 {
      let home = keys[buckets[next] - 1].hashValue & mask
      // Move the entry at `next` into the hole unless its home lies in (hole, next].
      let distanceToNext = (next - home) & mask
      let distanceToHole = (hole - home) & mask
      if distanceToHole < distanceToNext {
        buckets[hole] = buckets[next]
        buckets[next] = 0
        hole = next
      }
      next = (next + 1) & mask
    }
  }
}
