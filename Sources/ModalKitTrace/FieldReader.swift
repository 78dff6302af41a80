// Typed reads from parsed JSON, each naming the field's path in its errors.

import ModalKit

/// The largest integer a trace may carry: 2⁵³ − 1, exact in every port's number type, and the
/// navigator's id limit.
let maximumTraceInteger = Int64(EntryID.limit.rawValue)

/// Reads the members of one JSON object, tracking which were used so extra ones are refused.
struct FieldReader {
  private let members: [(key: String, value: JSON)]
  private let path: String
  private var used: Set<String> = []

  /// A reader of `value`, which must be an object.
  init(_ value: JSON, path: String, expected: String) throws(TraceError) {
    guard case .object(let members) = value else {
      throw TraceError(
        .wrongType, path: path, message: "expected \(expected), found \(value.typeName)")
    }
    self.members = members
    self.path = path
  }

  /// Whether the object has this key, null or not.
  func has(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// The path of a member, for nested reads.
  func path(of key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// The value of a required member; `null` counts as present.
  mutating func required(_ key: String) throws(TraceError) -> JSON {
    guard let member = members.first(where: { $0.key == key }) else {
      throw TraceError(.missingField, path: path(of: key), message: "missing field \"\(key)\"")
    }
    used.insert(key)
    return member.value
  }

  /// The value of an optional member; absent and `null` both give `nil`.
  mutating func optional(_ key: String) -> JSON? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    used.insert(key)
    if case .null = member.value { return nil }
    return member.value
  }

  /// Refuses any member that was not read.
  func finish() throws(TraceError) {
    for member in members where !used.contains(member.key) {
      throw TraceError(
        .unknownField, path: path(of: member.key), message: "unknown field \"\(member.key)\"")
    }
  }
}

// MARK: - Scalars

extension JSON {
  /// The value as a string.
  func string(at path: String) throws(TraceError) -> String {
    guard case .string(let value) = self else { throw wrongType("a string", at: path) }
    return value
  }

  /// The value as a boolean.
  func bool(at path: String) throws(TraceError) -> Bool {
    guard case .bool(let value) = self else { throw wrongType("a boolean", at: path) }
    return value
  }

  /// The value as an integer literal (no fraction, no exponent) in `range`.
  func integer(at path: String, in range: ClosedRange<Int64>) throws(TraceError) -> Int64 {
    guard case .number(let literal) = self,
      !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    else { throw wrongType("an integer", at: path) }
    guard let value = Int64(literal), range.contains(value) else {
      throw TraceError(
        .outOfRange, path: path,
        message: "\(literal) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// The value as a finite double.
  func double(at path: String) throws(TraceError) -> Double {
    guard case .number(let literal) = self else { throw wrongType("a number", at: path) }
    guard let value = Double(literal), value.isFinite else {
      throw TraceError(.outOfRange, path: path, message: "\(literal) is not a finite double")
    }
    return value
  }

  /// The value as an array.
  func array(at path: String) throws(TraceError) -> [JSON] {
    guard case .array(let elements) = self else { throw wrongType("an array", at: path) }
    return elements
  }

  /// The value as an array, each element read by `read` with its indexed path.
  func list<Element>(
    at path: String, _ read: (JSON, String) throws(TraceError) -> Element
  ) throws(TraceError) -> [Element] {
    var elements: [Element] = []
    for (index, element) in try array(at: path).enumerated() {
      elements.append(try read(element, "\(path)[\(index)]"))
    }
    return elements
  }

  /// The value whose name the string is, of `names`, in the order an error lists them.
  ///
  /// - Throws: `wrongType` for a non-string, `unknownValue` for a name not in `names`.
  func choice<Value>(
    at path: String, _ what: String, _ names: [(name: String, value: Value)]
  ) throws(TraceError) -> Value {
    let name = try string(at: path)
    guard let match = names.first(where: { $0.name == name }) else {
      let list = names.map { "\"\($0.name)\"" }.joined(separator: ", ")
      throw TraceError(
        .unknownValue, path: path, message: "unknown \(what) \"\(name)\"; expected one of \(list)")
    }
    return match.value
  }

  /// The case of a string enumeration the string names, its cases listed in declaration order.
  func choice<Value: CaseIterable & RawRepresentable>(at path: String, _ what: String)
    throws(TraceError) -> Value where Value.RawValue == String
  {
    try choice(at: path, what, Value.allCases.map { ($0.rawValue, $0) })
  }

  /// A `wrongType` error naming what was expected and what was found.
  func wrongType(_ expected: String, at path: String) -> TraceError {
    TraceError(.wrongType, path: path, message: "expected \(expected), found \(typeName)")
  }
}
