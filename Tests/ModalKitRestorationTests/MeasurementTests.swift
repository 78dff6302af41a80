import Foundation
import ModalKit
import Testing

/// The cost of saving and restoring a big navigator, printed.
///
/// Run it in release:
///
///     MODALKIT_MEASURE=1 swift test -c release --filter Measurement
///
/// Off in a normal `swift test`, where a debug build's figures would mean nothing.
@Suite(
  "Measurement", .enabled(if: ProcessInfo.processInfo.environment["MODALKIT_MEASURE"] == "1"))
struct MeasurementTests {
  /// A navigator of exactly 10,000 entries built by actions: 4,000 on the window's stack, then
  /// ten sheets with 599 pushes each (6,000 entries), the pushed routes `thread(n)`.
  static func bigNavigator() -> Nav {
    var navigator = Nav(root: .inbox)
    for index in 1..<4_000 { navigator.send(.push(.thread(index))) }
    for layer in 0..<10 {
      navigator.send(.present(.profile("\(layer)"), as: .sheet(detents: [.medium, .large])))
      for index in 0..<599 { navigator.send(.push(.thread(layer * 1_000 + index))) }
    }
    return navigator
  }

  /// The same entries as plain synthesized `Codable` structs in one array: what Foundation's
  /// coders cost for this much JSON without ModalKit, as a baseline.
  struct PlainEntry: Codable, Equatable {
    let id: UInt64
    let route: Screen
  }

  @Test("encoding and decoding a 10,000-entry navigator")
  func encodeAndDecode() throws {
    let navigator = Self.bigNavigator()
    let entries = navigator.allEntries.count
    #expect(entries == 10_000)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let clock = ContinuousClock()
    let runs = 15

    var data = Data()
    var encodeTimes: [Duration] = []
    var decodeTimes: [Duration] = []
    for _ in 0..<runs {
      encodeTimes.append(try clock.measure { data = try encoder.encode(navigator) })
      var decoded: Nav?
      decodeTimes.append(try clock.measure { decoded = try decoder.decode(Nav.self, from: data) })
      #expect(decoded == navigator)
    }

    let plain = navigator.allEntries.map { PlainEntry(id: $0.id.rawValue, route: $0.route) }
    var plainData = Data()
    var plainEncodeTimes: [Duration] = []
    var plainDecodeTimes: [Duration] = []
    for _ in 0..<runs {
      plainEncodeTimes.append(try clock.measure { plainData = try encoder.encode(plain) })
      var decoded: [PlainEntry] = []
      plainDecodeTimes.append(
        try clock.measure { decoded = try decoder.decode([PlainEntry].self, from: plainData) })
      #expect(decoded == plain)
    }

    Self.report(
      "restoration", entries: entries, bytes: data.count, encode: encodeTimes,
      decode: decodeTimes)
    Self.report(
      "baseline, [PlainEntry]", entries: entries, bytes: plainData.count,
      encode: plainEncodeTimes, decode: plainDecodeTimes)
  }

  static func report(
    _ name: String, entries: Int, bytes: Int, encode: [Duration], decode: [Duration]
  ) {
    let encodeNanoseconds = nanoseconds(encode.sorted()[encode.count / 2]) / Double(entries)
    let decodeNanoseconds = nanoseconds(decode.sorted()[decode.count / 2]) / Double(entries)
    print(
      "\(name), \(entries) entries, median of \(encode.count): \(bytes) bytes"
        + " (\(format(Double(bytes) / Double(entries))) per entry),"
        + " encode \(format(encodeNanoseconds)) ns per entry,"
        + " decode \(format(decodeNanoseconds)) ns per entry")
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
