// swift-tools-version: 6.0
// ModalKit: modal-presentation state machines as plain Swift values.
//
// Four libraries, none with an outside dependency or Foundation: ModalKit, the values and their
// pure transitions; ModalKitDriver, which brings what a host shows to a navigator one
// acknowledged step at a time; ModalKitStore, a main-actor store with exactly-once callbacks,
// deep links, a session log it writes as a trace, and the presentation loop that joins it to a
// driver; ModalKitSwiftUI, a SwiftUI host of that loop (Apple platforms only). Beside them: the
// trace codec and text renderer that the tools and tests share, the `modalkit` trace CLI, the
// benchmark, and the examples.
import PackageDescription

let package = Package(
  name: "ModalKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
  products: [
    .library(name: "ModalKit", targets: ["ModalKit"]),
    .library(name: "ModalKitStore", targets: ["ModalKitStore"]),
    .library(name: "ModalKitDriver", targets: ["ModalKitDriver"]),
    .library(name: "ModalKitSwiftUI", targets: ["ModalKitSwiftUI"]),
    .executable(name: "modalkit", targets: ["ModalKitCLI"]),
    .executable(name: "modalkit-demo", targets: ["ModalKitDemo"]),
    .executable(name: "modalkit-bench", targets: ["ModalKitBenchmark"]),
    .executable(name: "modalkit-swiftui-example", targets: ["SwiftUIExample"]),
  ],
  targets: [
    // The library apps import.
    .target(name: "ModalKit"),
    // Brings what a host shows to a navigator one acknowledged step at a time.
    .target(name: "ModalKitDriver", dependencies: ["ModalKit"]),

    // The app layer: a store owning a navigator, deep links, and the presentation loop that
    // joins a store to a driver.
    // Its recorded sessions are written with the trace codec, which knows nothing of the store.
    .target(name: "ModalKitStore", dependencies: ["ModalKit", "ModalKitDriver", "ModalKitTrace"]),

    // The SwiftUI host of a store's loop. Its views are behind `#if canImport(SwiftUI)`: on
    // Linux the target builds empty; the macOS and iOS workflow jobs compile it.
    .target(
      name: "ModalKitSwiftUI", dependencies: ["ModalKit", "ModalKitStore", "ModalKitDriver"]),

    // Shared by the tools and the tests; not products.
    .target(name: "ModalKitTrace", dependencies: ["ModalKit"]),
    .target(name: "ModalKitText", dependencies: ["ModalKit"]),

    // Tools.
    .executableTarget(
      name: "ModalKitCLI", dependencies: ["ModalKit", "ModalKitTrace", "ModalKitText"],
      path: "Sources/modalkit"),
    .executableTarget(
      name: "ModalKitBenchmark", dependencies: ["ModalKit", "ModalKitStore"],
      path: "Sources/modalkit-bench"),

    // Examples.
    .executableTarget(
      name: "ModalKitDemo",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitText"],
      path: "Examples/modalkit-demo"),
    .executableTarget(
      name: "SwiftUIExample", dependencies: ["ModalKit", "ModalKitStore", "ModalKitSwiftUI"],
      path: "Examples/SwiftUI"),

    // Tests. What they share (the seeded generator, the size switch of the long runs, the event
    // ledger, the reliability harness the fuzzers run too) is one target, not a product.
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
        "ModalKit", "ModalKitStore", "ModalKitDriver", "ModalKitTrace", "ModalKitTestSupport",
      ]),
    .testTarget(
      name: "ModalKitDriverTests",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
