// What the module keeps between calls: the navigators a page holds, by handle, and the text
// of the last call's results.

import ModalKit

/// The navigators the caller holds, by handle: a handle is a position plus one, never reused
/// while its navigator lives.
enum Navigators {
  /// The navigators, `nil` where one was freed.
  nonisolated(unsafe) static var table: [Navigator<String>?] = []

  /// Positions freed, for reuse.
  nonisolated(unsafe) static var freed: [Int] = []

  /// Keeps a navigator; returns its handle.
  static func add(_ navigator: Navigator<String>) -> Int32 {
    if let position = freed.popLast() {
      table[position] = navigator
      return Int32(position + 1)
    }
    table.append(navigator)
    return Int32(table.count)
  }

  /// The navigator with this handle, if it lives.
  static func get(_ handle: Int32) -> Navigator<String>? {
    let position = Int(handle) - 1
    guard position >= 0, position < table.count else { return nil }
    return table[position]
  }

  /// Replaces the navigator with this handle.
  static func set(_ handle: Int32, _ navigator: Navigator<String>) {
    table[Int(handle) - 1] = navigator
  }

  /// Forgets the navigator with this handle; an unknown handle is ignored.
  static func remove(_ handle: Int32) {
    let position = Int(handle) - 1
    guard position >= 0, position < table.count, table[position] != nil else { return }
    table[position] = nil
    freed.append(position)
  }
}

/// The text a call leaves for its caller: two slots of UTF-8, read before the next call.
enum Results {
  /// The slots' bytes.
  nonisolated(unsafe) static var slots: [[UInt8]] = [[], []]

  /// Sets slot 0, and slot 1 (empty unless given).
  static func set(_ first: String, _ second: String = "") {
    slots[0] = Array(first.utf8)
    slots[1] = Array(second.utf8)
  }

  /// Sets both slots from bytes.
  static func set(_ first: [UInt8], _ second: [UInt8]) {
    slots[0] = first
    slots[1] = second
  }

  /// Where a slot's bytes start; `nil` for a slot that does not exist.
  static func pointer(_ slot: Int) -> UnsafeRawPointer? {
    guard slot == 0 || slot == 1 else { return nil }
    return slots[slot].withUnsafeBytes { $0.baseAddress }
  }

  /// A slot's length in bytes.
  static func length(_ slot: Int) -> Int {
    slot == 0 || slot == 1 ? slots[slot].count : 0
  }
}
