import ModalKit

/// A navigator spelled out entry by entry, ids included: the window's stack, root first, then
/// each presented layer's presentation and stack, bottom up.
///
/// ```swift
/// try state([0: .inbox, 1: .thread(7)], layers: [(shown(.settings), [2: .settings])])
/// // [inbox#0, thread(7)#1] > sheet [settings#2], next id #3
/// ```
///
/// The next id is one past the largest unless given. A state that breaks a rule of the
/// navigator throws its first violation, as `Navigator(stack:layers:queue:nextID:)` does.
package func state(
  _ stack: KeyValuePairs<EntryID, Screen>,
  layers: [(Presentation, KeyValuePairs<EntryID, Screen>)] = [], nextID: EntryID? = nil
) throws -> Navigator<Screen> {
  func entries(_ pairs: KeyValuePairs<EntryID, Screen>) -> [RouteEntry<Screen>] {
    pairs.map { RouteEntry(id: $0.key, route: $0.value) }
  }
  let window = entries(stack)
  let presented = layers.map { presentation, stack in
    let entries = entries(stack)
    return ModalLayer(
      entry: entries[0], presentation: presentation, path: Array(entries.dropFirst()))
  }
  let largest = (window + layers.flatMap { entries($0.1) }).map(\.id.rawValue).max() ?? 0
  return try Navigator(
    stack: RouteStack(root: window[0], path: Array(window.dropFirst())),
    layers: presented, nextID: nextID ?? EntryID(rawValue: largest + 1))
}
