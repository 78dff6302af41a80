// swift-tools-version: 6.0
// ModalKit: modal-presentation state machines as plain Swift values.
//
// The libraries, each calling only the ones above it in this list, none with an outside
// dependency or Foundation:
//
//   ModalKit         the values and their pure transitions (Embedded-compatible)
//   ModalKitDriver   brings what a host shows to a navigator one acknowledged step at a time
//   ModalKitStore    a main-actor owner of a navigator: callbacks exactly once, observers,
//                    deep links, restoration, recorded sessions
//   ModalKitHost     the host layer: the presentation loop joining a store to a driver, and
//                    every decision a host makes, as tested Swift
//   ModalKitSwiftUI  a SwiftUI host of the loop (Apple platforms only; forwards, decides nothing)
//
// Beside them: the trace codec (ModalKitTrace: the porting reference's format, and what a
// recorded session is written in), the text frames (ModalKitText: a navigator drawn as
// characters) and the timeline (ModalKitTimeline: a session drawn step by step as an HTML
// page), all products; the `modalkit` trace CLI, the benchmark, and the examples.
import PackageDescription

let package = Package(
  name: "ModalKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
  products: [
    .library(name: "ModalKit", targets: ["ModalKit"]),
    .library(name: "ModalKitDriver", targets: ["ModalKitDriver"]),
    .library(name: "ModalKitStore", targets: ["ModalKitStore"]),
    .library(name: "ModalKitHost", targets: ["ModalKitHost"]),
    .library(name: "ModalKitSwiftUI", targets: ["ModalKitSwiftUI"]),
    .library(name: "ModalKitTrace", targets: ["ModalKitTrace"]),
    .library(name: "ModalKitText", targets: ["ModalKitText"]),
    .library(name: "ModalKitTimeline", targets: ["ModalKitTimeline"]),
    .executable(name: "modalkit", targets: ["ModalKitCLI"]),
    .executable(name: "modalkit-demo", targets: ["ModalKitDemo"]),
    .executable(name: "modalkit-bench", targets: ["ModalKitBenchmark"]),
    .executable(name: "modalkit-swiftui-example", targets: ["SwiftUIExample"]),
  ],
  targets: [
    // The core: values and pure transitions.
    .target(name: "ModalKit"),
    // Brings what a host shows to a navigator one acknowledged step at a time.
    .target(name: "ModalKitDriver", dependencies: ["ModalKit"]),
    // The app layer: a store owning a navigator, deep links, restoration, recorded sessions
    // (written with the trace codec, which knows nothing of the store).
    .target(name: "ModalKitStore", dependencies: ["ModalKit", "ModalKitTrace"]),
    // The host layer: the loop that joins a store to a driver.
    .target(
      name: "ModalKitHost", dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore"]),
    // The SwiftUI host of the loop. Its views are behind `#if canImport(SwiftUI)`: on Linux the
    // target builds empty; `.ci/run` type-checks it for iOS, the workflow's Apple jobs build it.
    .target(
      name: "ModalKitSwiftUI",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitHost"]),

    // The trace format's codec, a navigator drawn as text, and a session drawn as a web page.
    .target(name: "ModalKitTrace", dependencies: ["ModalKit"]),
    .target(name: "ModalKitText", dependencies: ["ModalKit"]),
    .target(name: "ModalKitTimeline", dependencies: ["ModalKit", "ModalKitTrace"]),

    // Tools.
    .executableTarget(
      name: "ModalKitCLI",
      dependencies: ["ModalKit", "ModalKitTrace", "ModalKitText", "ModalKitTimeline"],
      path: "Sources/modalkit"),
    .executableTarget(
      name: "ModalKitBenchmark",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitHost"],
      path: "Sources/modalkit-bench"),

    // Examples.
    .executableTarget(
      name: "ModalKitDemo",
      dependencies: [
        "ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitText", "ModalKitTrace",
        "ModalKitTimeline",
      ],
      path: "Examples/modalkit-demo"),
    .executableTarget(
      name: "SwiftUIExample", dependencies: ["ModalKit", "ModalKitStore", "ModalKitSwiftUI"],
      path: "Examples/SwiftUI"),

    // Tests. What they share (the seeded generator, the size switch of the long runs, golden
    // files, the event ledger, the reliability harness the fuzzers run too) is one target, not a
    // product.
    .target(
      name: "ModalKitTestSupport", dependencies: ["ModalKit"], path: "Tests/ModalKitTestSupport"),
    .testTarget(
      name: "ModalKitTests",
      dependencies: ["ModalKit", "ModalKitTrace", "ModalKitText", "ModalKitTestSupport"],
      exclude: ["Golden"]),
    // Saved-state restoration (Codable), apart from the main tests so it builds on its own.
    .testTarget(
      name: "ModalKitRestorationTests", dependencies: ["ModalKit", "ModalKitTestSupport"]),
    .testTarget(
      name: "ModalKitStoreTests",
      dependencies: [
        "ModalKit", "ModalKitStore", "ModalKitDriver", "ModalKitHost", "ModalKitTrace",
        "ModalKitTestSupport",
      ]
    ),
    .testTarget(
      name: "ModalKitDriverTests",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitTestSupport"]),
    // The timeline pages: goldens, structure, escaping, and the CLI and demo that write them.
    .testTarget(
      name: "ModalKitTimelineTests",
      dependencies: [
        "ModalKit", "ModalKitTrace", "ModalKitTimeline", "ModalKitStore", "ModalKitTestSupport",
      ],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
