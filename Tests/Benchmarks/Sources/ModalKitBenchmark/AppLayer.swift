// Chapter 7: the app layer. A store's send against the bare navigator's, 10,000-entry
// navigators through JSONEncoder and JSONDecoder (one flat stack, and one with ten sheets as
// Restoration.md measures), and a 10-segment deep link read and written, each beside a baseline
// measured in the same run.

import Foundation
import ModalKit
import ModalKitStore

/// One figure of the app layer, with the baseline it is read against.
struct AppFigure {
  /// What was measured.
  let name: String
  /// Nanoseconds per unit (an operation, an entry, a link).
  let nanoseconds: Double
  /// What the baseline is.
  let baselineName: String
  /// The baseline's nanoseconds per the same unit.
  let baseline: Double
  /// Anything else worth printing, such as bytes per entry.
  var note = ""

  /// The figure over its baseline.
  var ratio: Double { baseline > 0 ? nanoseconds / baseline : .infinity }
}

// MARK: - Store workloads

/// Times `batchSize` pushes through a store with nobody listening; the reset unwinds them.
@MainActor
struct StorePushBatch: @MainActor Workload {
  let store: NavigatorStore<BenchRoute>
  let base: Int
  let operations = batchSize

  init(depth: Int, logCapacity: Int, recording: Bool) {
    store = NavigatorStore(
      SendModel(depth: depth).navigator, logCapacity: logCapacity, recordsSession: recording)
    base = depth
  }

  mutating func reset() {
    while store.navigator.topStack.depth > base { store.send(.unwind) }
  }

  mutating func run() {
    for index in 0..<operations { blackHole(store.send(.push(.thread(index)))) }
  }
}

/// Times `layerBatchSize` presentations through a store; the reset dismisses them.
@MainActor
struct StorePresentBatch: @MainActor Workload {
  let store: NavigatorStore<BenchRoute>
  let operations = layerBatchSize

  init(depth: Int, logCapacity: Int, recording: Bool) {
    store = NavigatorStore(
      SendModel(depth: depth).navigator, logCapacity: logCapacity, recordsSession: recording)
  }

  mutating func reset() {
    while store.navigator.isPresenting { store.send(.dismiss) }
  }

  mutating func run() {
    for index in 0..<operations {
      blackHole(store.send(.present(.thread(index), as: SendModel.sheet)))
    }
  }
}

// MARK: - Codable and deep-link workloads

/// Encodes a navigator once per run; figures are per entry.
struct EncodeNavigator: Workload {
  let navigator: Navigator<BenchRoute>
  let encoder = JSONEncoder()
  var operations: Int { navigator.stack.count }
  mutating func reset() {}
  mutating func run() { blackHole(try? encoder.encode(navigator)) }
}

/// Encodes a navigator with layers once per run; figures are per entry of all its stacks.
struct EncodeLayered: Workload {
  let navigator: Navigator<BenchRoute>
  let operations: Int
  let encoder = JSONEncoder()
  mutating func reset() {}
  mutating func run() { blackHole(try? encoder.encode(navigator)) }
}

/// Decodes an encoded navigator once per run; figures are per entry.
struct DecodeNavigator: Workload {
  let data: Data
  let operations: Int
  let decoder = JSONDecoder()
  mutating func reset() {}
  mutating func run() { blackHole(try? decoder.decode(Navigator<BenchRoute>.self, from: data)) }
}

/// The baseline of both: the same routes as a plain array, through the same coder.
struct CodeRoutes: Workload {
  let routes: [BenchRoute]
  let data: Data
  let decodes: Bool
  var operations: Int { routes.count }
  mutating func reset() {}
  mutating func run() {
    if decodes {
      blackHole(try? JSONDecoder().decode([BenchRoute].self, from: data))
    } else {
      blackHole(try? JSONEncoder().encode(routes))
    }
  }
}

/// An entry as a plain synthesized struct, `{id, route}`.
///
/// What the same entries cost through the same coders without ModalKit; the table calls an
/// array of them `[Entry]`.
struct PlainEntry: Codable {
  let id: UInt64
  let route: BenchRoute
}

/// The baseline of a navigator with layers: its entries as a plain array of id and route.
struct CodeEntries: Workload {
  let entries: [PlainEntry]
  let data: Data
  let decodes: Bool
  var operations: Int { entries.count }
  mutating func reset() {}
  mutating func run() {
    if decodes {
      blackHole(try? JSONDecoder().decode([PlainEntry].self, from: data))
    } else {
      blackHole(try? JSONEncoder().encode(entries))
    }
  }
}

/// A navigator of exactly 10,000 entries built by actions: 4,000 on the window's stack, then
/// ten sheets with 599 pushes each, the pushed routes `thread(n)`.
func layeredNavigator() -> Navigator<BenchRoute> {
  var navigator = Navigator(root: BenchRoute.inbox)
  for index in 1..<4_000 { navigator.send(.push(.thread(index))) }
  for layer in 0..<10 {
    navigator.send(.present(.profile, as: SendModel.sheet))
    for index in 0..<599 { navigator.send(.push(.thread(layer * 1_000 + index))) }
  }
  return navigator
}

/// Reads a link into a destination, or writes the destination back, once per operation.
struct DeepLinkRoundTrip: Workload {
  let format: DeepLinkFormat<BenchRoute>
  let link: String
  let destination: Destination<BenchRoute>
  let parses: Bool
  let operations = batchSize
  mutating func reset() {}
  mutating func run() {
    for _ in 0..<operations {
      if parses {
        blackHole(try? format.destination(from: link))
      } else {
        blackHole(try? format.link(for: destination))
      }
    }
  }
}

/// The floor for a link: splitting it at `/` and joining the pieces again.
struct SplitJoin: Workload {
  let link: String
  let operations = batchSize
  mutating func reset() {}
  mutating func run() {
    for _ in 0..<operations { blackHole(link.split(separator: "/").joined(separator: "/")) }
  }
}

extension BenchRoute {
  /// The bench's route mapping: `inbox`, `thread:7`, `compose`, `settings`, `profile`.
  static let segments = RouteSegments<BenchRoute>(
    components: { route in
      switch route {
      case .inbox: ["inbox"]
      case .thread(let number): ["thread", String(number)]
      case .compose: ["compose"]
      case .settings: ["settings"]
      case .profile: ["profile"]
      }
    },
    route: { parts in
      switch parts.count == 2 ? (parts[0], Int(parts[1])) : (parts.first ?? "", nil) {
      case ("inbox", nil): .inbox
      case ("thread", let number?): .thread(number)
      case ("compose", nil): .compose
      case ("settings", nil): .settings
      case ("profile", nil): .profile
      default: nil
      }
    })
}

// MARK: - The chapter

/// The median of a workload's samples, or 0 when the harness did not time it (listing or
/// counting); the workload is built only when the harness wants it.
func timeFigure<W: Workload>(
  _ harness: Harness, _ key: String, depth: Int, _ make: @autoclosure () -> W
) -> Double {
  let samples = harness.measure(key, depth: depth, make)
  return samples.isEmpty ? 0 : median(samples)
}

/// The samples of figures taken in interleaved rounds, as the main table takes its own: each
/// round samples every figure once, and a figure is the median of all its rounds' samples, so
/// a burst of load from other processes (which lasts longer than one figure's samples) spoils
/// one round of each figure it meets, not whole figures.
final class SamplePool {
  /// The harness that takes the samples.
  let harness: Harness
  /// The samples so far, by key and depth.
  private var samples: [String: [Double]] = [:]

  init(_ harness: Harness) { self.harness = harness }

  /// Runs `round` as many times as the harness's sampling has rounds.
  func rounds(_ round: () -> Void) {
    for _ in 0..<harness.sampling.rounds { round() }
  }

  /// Takes one round's samples of a figure; the workload is built only when the harness
  /// wants it.
  func sample<W: Workload>(_ key: String, depth: Int, _ make: @autoclosure () -> W) {
    samples["\(key)@\(depth)", default: []] += harness.measure(key, depth: depth, make)
  }

  /// The median of a figure's samples over every round, or 0 when it was not timed.
  func figure(_ key: String, depth: Int) -> Double {
    guard let taken = samples["\(key)@\(depth)"], !taken.isEmpty else { return 0 }
    return median(taken)
  }
}

/// A figure's name as a key: `app/store-push-log-of-32` for "store push, log of 32".
func figureKey(_ chapter: String, _ name: String) -> String {
  chapter + "/"
    + String(
      name.lowercased().compactMap { character -> Character? in
        switch character {
        case " ", ",": "-"
        case "(", ")", ":", "+": nil
        default: character
        }
      }
    ).split(separator: "-").joined(separator: "-")
}

/// Measures the app layer's figures with the harness of the rest of the run.
@MainActor
func measureAppLayer(_ harness: Harness, depths: [Int]) -> [AppFigure] {
  let capacity = StoreLog<BenchRoute>.defaultCapacity
  let logs = [
    ("log of \(capacity)", capacity, false), ("log off", 0, false),
    ("log of \(capacity), recording", capacity, true),
  ]
  let pool = SamplePool(harness)
  pool.rounds {
    for depth in depths {
      pool.sample("app/navigator-push", depth: depth, PushBatch(SendModel(depth: depth)))
      pool.sample(
        "app/navigator-present", depth: depth, PresentBatch(model: SendModel(depth: depth)))
      for (log, logCapacity, recording) in logs {
        pool.sample(
          figureKey("app", "store push, \(log)"), depth: depth,
          StorePushBatch(depth: depth, logCapacity: logCapacity, recording: recording))
        pool.sample(
          figureKey("app", "store present, \(log)"), depth: depth,
          StorePresentBatch(depth: depth, logCapacity: logCapacity, recording: recording))
      }
    }
  }
  var figures: [AppFigure] = []
  for depth in depths {
    for (log, _, _) in logs {
      for (operation, baseline) in [("push", "navigator-push"), ("present", "navigator-present")] {
        let name = "store \(operation), \(log)"
        figures.append(
          AppFigure(
            name: "\(name), d=\(depth)",
            nanoseconds: pool.figure(figureKey("app", name), depth: depth),
            baselineName: "navigator \(operation)",
            baseline: pool.figure("app/\(baseline)", depth: depth)))
      }
    }
  }
  // Codable and links have no depth: figures at depth 0, built only when wanted.
  guard harness.wantsAny(prefix: "app/", depth: 0) else { return figures }

  let entries = 10_000
  let navigator = SendModel(depth: entries - 1).navigator
  let routes = navigator.stack.map(\.route)
  let data = (try? JSONEncoder().encode(navigator)) ?? Data()
  let routeData = (try? JSONEncoder().encode(routes)) ?? Data()
  let bytes = String(format: "%.1f bytes per entry", Double(data.count) / Double(entries))
  let routeBytes = String(format: "%.1f", Double(routeData.count) / Double(entries))
  figures.append(
    AppFigure(
      name: "encode \(entries.formatted())-entry navigator, per entry",
      nanoseconds: timeFigure(
        harness, "app/encode-navigator", depth: 0, EncodeNavigator(navigator: navigator)),
      baselineName: "encode [Route]",
      baseline: timeFigure(
        harness, "app/encode-routes", depth: 0,
        CodeRoutes(routes: routes, data: routeData, decodes: false)),
      note: "\(bytes) (routes alone \(routeBytes))"))
  figures.append(
    AppFigure(
      name: "decode \(entries.formatted())-entry navigator, per entry",
      nanoseconds: timeFigure(
        harness, "app/decode-navigator", depth: 0,
        DecodeNavigator(data: data, operations: entries)),
      baselineName: "decode [Route]",
      baseline: timeFigure(
        harness, "app/decode-routes", depth: 0,
        CodeRoutes(routes: routes, data: routeData, decodes: true)),
      note: "validated"))

  // The same through a navigator with layers, against its entries as plain structs.
  let layered = layeredNavigator()
  let plain = layered.allEntries.map { PlainEntry(id: $0.id.rawValue, route: $0.route) }
  let layeredData = (try? JSONEncoder().encode(layered)) ?? Data()
  let plainData = (try? JSONEncoder().encode(plain)) ?? Data()
  let layeredBytes = String(
    format: "%.1f bytes per entry (plain %.1f)", Double(layeredData.count) / Double(plain.count),
    Double(plainData.count) / Double(plain.count))
  figures.append(
    AppFigure(
      name: "encode 10,000 entries in sheets, per entry",
      nanoseconds: timeFigure(
        harness, "app/encode-layered", depth: 0,
        EncodeLayered(navigator: layered, operations: plain.count)),
      baselineName: "encode [Entry]",
      baseline: timeFigure(
        harness, "app/encode-entries", depth: 0,
        CodeEntries(entries: plain, data: plainData, decodes: false)),
      note: layeredBytes))
  figures.append(
    AppFigure(
      name: "decode 10,000 entries in sheets, per entry",
      nanoseconds: timeFigure(
        harness, "app/decode-layered", depth: 0,
        DecodeNavigator(data: layeredData, operations: plain.count)),
      baselineName: "decode [Entry]",
      baseline: timeFigure(
        harness, "app/decode-entries", depth: 0,
        CodeEntries(entries: plain, data: plainData, decodes: true)),
      note: "validated"))

  let format = DeepLinkFormat(
    segments: BenchRoute.segments,
    presentation: { $0 == .settings ? SendModel.sheet : nil })
  let link =
    "/inbox/thread:1/thread:2/thread:3/thread:4/compose/profile/settings;sheet=large"
    + "/thread:5/profile"
  let destination = (try? format.destination(from: link)) ?? Destination(root: .inbox)
  let split = timeFigure(harness, "app/split-join", depth: 0, SplitJoin(link: link))
  figures.append(
    AppFigure(
      name: "parse a 10-segment deep link",
      nanoseconds: timeFigure(
        harness, "app/parse-link", depth: 0,
        DeepLinkRoundTrip(
          format: format, link: link, destination: destination, parses: true)),
      baselineName: "split+join", baseline: split, note: "\(link.utf8.count) bytes"))
  figures.append(
    AppFigure(
      name: "print a 10-segment deep link",
      nanoseconds: timeFigure(
        harness, "app/print-link", depth: 0,
        DeepLinkRoundTrip(
          format: format, link: link, destination: destination, parses: false)),
      baselineName: "split+join", baseline: split))
  return figures
}

/// A chapter's table: each figure, its baseline and the ratio.
func appLayerTable(_ figures: [AppFigure], title: String = "App layer (ModalKitStore)") -> String {
  var lines = [
    pad(title, 44) + "      ns    baseline             ns  ratio",
    String(repeating: "-", count: 88),
  ]
  for figure in figures {
    let name = pad(figure.name, 44)  // never cut: a longer name shifts its row
    let baseline = figure.baselineName.padding(toLength: 18, withPad: " ", startingAt: 0)
    let value = format(figure.nanoseconds)
    let base = format(figure.baseline)
    let padded = String(repeating: " ", count: max(0, 8 - value.count)) + value
    let paddedBase = String(repeating: " ", count: max(0, 8 - base.count)) + base
    lines.append(
      "\(name)\(padded)    \(baseline)\(paddedBase)  \(formatRatio(figure.ratio))x"
        + (figure.note.isEmpty ? "" : "  " + figure.note))
  }
  return lines.joined(separator: "\n")
}

/// The issue's target for the store: push and present within 3x of the navigator's.
func appLayerChecks(_ figures: [AppFigure]) -> [TargetCheck] {
  ["push", "present"].map { operation in
    // The default log, not recording: the recording figures are reported, not targeted.
    // ("log off" also begins "log of": the capacity tells the default log apart.)
    let capacity = StoreLog<BenchRoute>.defaultCapacity
    let covered = figures.filter {
      $0.name.hasPrefix("store \(operation), log of \(capacity),")
        && !$0.name.contains("recording")
    }
    let failing = covered.filter { $0.ratio > 3 }
    let worst = covered.max { $0.ratio < $1.ratio }
    let shown = failing.isEmpty ? (worst.map { [$0] } ?? []) : failing
    return TargetCheck(
      target: "store \(operation) within 3x of the navigator's (default log, nobody listening)",
      met: failing.isEmpty && !covered.isEmpty,
      detail: (failing.isEmpty ? "worst " : "")
        + shown.map { "\($0.name.split(separator: ",").last ?? "") \(formatRatio($0.ratio))x" }
        .joined(separator: ", "),
      measured: !covered.isEmpty)
  }
}
