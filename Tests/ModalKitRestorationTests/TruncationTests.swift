import Foundation
import ModalKit
import ModalKitTestSupport
import Testing

/// Broken encodings of valid navigators: cut short, or missing a member.
@Suite("Truncation")
struct TruncationTests {
  @Test(
    "every prefix of a valid encoding fails with the decoder's error, never a trap",
    arguments: [3, 8] as [UInt64])
  func everyPrefixFails(seed: UInt64) throws {
    var generator = NavigatorGenerator(seed: seed)
    let navigator = generator.navigator(steps: 40)
    let bytes = Array(try JSON.data(navigator))
    #expect(bytes.count > 1000, "a navigator big enough to cut in many places")

    var failures: [Int: Failure] = [:]
    for length in 0..<bytes.count {
      do {
        let decoded = try JSON.decode(Nav.self, from: Array(bytes[..<length]))
        Issue.record("the first \(length) bytes decoded: \(decoded)")
      } catch {
        failures[length] = Failure(error)
      }
    }

    #expect(failures.count == bytes.count)
    #expect(failures.values.allSatisfy { $0 == .dataCorrupted(at: "") })
    #expect(try JSON.decode(Nav.self, from: bytes) == navigator)
  }

  @Test("leaving out any member of the golden encoding fails naming it, unless it is optional")
  func everyMemberLeftOut() throws {
    let golden = try JSONSerialization.jsonObject(with: Data(FormatTests.golden.utf8))
    let optional: Set<String> = ["largestUndimmedDetent", "message", "role"]
    var removed = 0

    for (path, key) in Self.memberPaths(in: golden) {
      let broken = Self.removing(key, at: path, from: golden)
      let text = String(decoding: try JSONSerialization.data(withJSONObject: broken), as: UTF8.self)

      let result = failure(decoding: text)

      if optional.contains(key) {
        #expect(result == nil, "leaving out \(key) at \(path)")
      } else if case .keyNotFound(let missing, _) = result {
        #expect(missing == key, "leaving out \(key) at \(path)")
      } else if case .dataCorrupted = result, key == "fraction" {
        // {"fraction":0.4} without its member is an empty case object.
      } else {
        Issue.record("leaving out \(key) at \(path): \(String(describing: result))")
      }
      removed += 1
    }

    #expect(removed == 60)
  }

  /// Every member of every object in a JSON value: the path to its object and its key.
  static func memberPaths(in value: Any, at path: [PathStep] = []) -> [([PathStep], String)] {
    switch value {
    case let object as [String: Any]:
      return object.keys.sorted().flatMap { key in
        [(path, key)] + memberPaths(in: object[key] as Any, at: path + [.key(key)])
      }
    case let array as [Any]:
      return array.indices.flatMap { memberPaths(in: array[$0], at: path + [.index($0)]) }
    default:
      return []
    }
  }

  /// One step into a JSON value.
  enum PathStep: CustomStringConvertible {
    case key(String)
    case index(Int)

    var description: String {
      switch self {
      case .key(let key): ".\(key)"
      case .index(let index): "[\(index)]"
      }
    }
  }

  /// A copy of a JSON value without one member of the object at `path`.
  static func removing(_ key: String, at path: [PathStep], from value: Any) -> Any {
    guard let step = path.first else {
      var object = value as? [String: Any] ?? [:]
      object[key] = nil
      return object
    }
    let rest = Array(path.dropFirst())
    switch step {
    case .key(let name):
      var object = value as? [String: Any] ?? [:]
      object[name] = removing(key, at: rest, from: object[name] as Any)
      return object
    case .index(let index):
      var array = value as? [Any] ?? []
      array[index] = removing(key, at: rest, from: array[index])
      return array
    }
  }
}
