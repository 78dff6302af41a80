// swift-tools-version: 6.0
// ModalKit: modal-presentation state machines as plain Swift values.
//
// Three libraries, none with a dependency or Foundation: ModalKit, the values and their pure
// transitions; ModalKitStore, a main-actor store with exactly-once callbacks, deep links and a
// session log it writes as a trace; ModalKitDriver, which brings what a host shows to a navigator one acknowledged
// step at a time. Beside them: the trace codec and text renderer that the tools and tests
// share, the `modalkit` trace CLI, the benchmark, and the examples.
import PackageDescription

let package = Package(
  name: "ModalKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
  products: [
    .library(name: "ModalKit", targets: ["ModalKit"]),
    .library(name: "ModalKitStore", targets: ["ModalKitStore"]),
    .library(name: "ModalKitDriver", targets: ["ModalKitDriver"]),
    .executable(name: "modalkit", targets: ["ModalKitCLI"]),
    .executable(name: "modalkit-demo", targets: ["ModalKitDemo"]),
    .executable(name: "modalkit-bench", targets: ["ModalKitBenchmark"]),
    .executable(name: "modalkit-swiftui-example", targets: ["SwiftUIExample"]),
  ],
  targets: [
    // The library apps import.
    .target(name: "ModalKit"),
    // The app layer: a store owning a navigator, and deep links.
    // Its recorded sessions are written with the trace codec, which knows nothing of the store.
    .target(name: "ModalKitStore", dependencies: ["ModalKit", "ModalKitTrace"]),

    // Brings what a host shows to a navigator one acknowledged step at a time.
    .target(name: "ModalKitDriver", dependencies: ["ModalKit"]),

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
      name: "ModalKitDemo", dependencies: ["ModalKit", "ModalKitStore", "ModalKitText"],
      path: "Examples/modalkit-demo"),
    .executableTarget(name: "SwiftUIExample", dependencies: ["ModalKit"], path: "Examples/SwiftUI"),

    .testTarget(
      name: "ModalKitTests", dependencies: ["ModalKit", "ModalKitTrace", "ModalKitText"],
      exclude: ["Golden"]),
    // Saved-state restoration (Codable), apart from the main tests so it builds on its own.
    .testTarget(name: "ModalKitRestorationTests", dependencies: ["ModalKit"]),
    .testTarget(
      name: "ModalKitStoreTests", dependencies: ["ModalKit", "ModalKitStore", "ModalKitTrace"]),
    .testTarget(name: "ModalKitDriverTests", dependencies: ["ModalKit", "ModalKitDriver"]),
  ],
  swiftLanguageModes: [.v6]
)
