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
//   ModalKitSwiftUI  a SwiftUI host of the loop (iOS, tvOS, macOS; forwards, decides nothing)
//   ModalKitUIKit    a UIKit host of the loop (iOS 15+, tvOS): its decisions in Swift built and
//                    tested everywhere, its UIKit binding and SwiftUI bridge on Apple platforms
//
// Beside them: the trace codec (ModalKitTrace: the porting reference's format, and what a
// recorded session is written in), the text frames (ModalKitText: a navigator drawn as
// characters) and the timeline (ModalKitTimeline: a session drawn step by step as an HTML
// page), all products; the `modalkit` trace CLI and the examples. The benchmark and the fuzzers
// are packages of their own under Tests/ (Benchmarks, Fuzz) that depend on this one.
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
    .library(name: "ModalKitUIKit", targets: ["ModalKitUIKit"]),
    .library(name: "ModalKitTrace", targets: ["ModalKitTrace"]),
    .library(name: "ModalKitText", targets: ["ModalKitText"]),
    .library(name: "ModalKitTimeline", targets: ["ModalKitTimeline"]),
    .executable(name: "modalkit", targets: ["ModalKitCLI"]),
    .executable(name: "modalkit-demo", targets: ["ModalKitDemo"]),
    .executable(name: "modalkit-swiftui-example", targets: ["SwiftUIExample"]),
    // The SwiftUI example's views, so that Xcode builds them for iOS and tvOS too.
    .library(name: "SwiftUIExampleViews", targets: ["SwiftUIExampleViews"]),
    .executable(name: "modalkit-half-sheet-example", targets: ["HalfSheetExampleApp"]),
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
    // The SwiftUI host of the loop. Its views are behind `#if canImport(SwiftUI)`: on Linux (and
    // watchOS, not claimed) the target builds empty; `.ci/run` type-checks it for iOS, the
    // workflow's Apple jobs build it for iOS, tvOS and macOS.
    .target(
      name: "ModalKitSwiftUI",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitHost"]),
    // The UIKit host of the loop. Its decisions (UIKitHost: steps to UIKit calls, callbacks to
    // acknowledgements and reports) build and are tested everywhere; the files that bind them to
    // UIKit, and the SwiftUI bridge for iOS 15, are behind `#if canImport(UIKit)`.
    .target(
      name: "ModalKitUIKit",
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

    // Examples.
    .executableTarget(
      name: "ModalKitDemo",
      dependencies: [
        "ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitText", "ModalKitTrace",
        "ModalKitTimeline",
      ],
      path: "Examples/modalkit-demo"),
    // The SwiftUI example: its views a library (iOS, tvOS, macOS), its app a macOS executable.
    .target(
      name: "SwiftUIExampleViews", dependencies: ["ModalKit", "ModalKitStore", "ModalKitSwiftUI"],
      path: "Examples/SwiftUI/Views"),
    .executableTarget(
      name: "SwiftUIExample", dependencies: ["SwiftUIExampleViews"], path: "Examples/SwiftUI/App"),
    // The half-sheet article's app on iOS 15, through ModalKitUIKit's SwiftUI bridge: its
    // routes and views in a library, the app in an executable.
    .target(
      name: "HalfSheetExample", dependencies: ["ModalKit", "ModalKitStore", "ModalKitUIKit"],
      path: "Examples/HalfSheet/Views"),
    .executableTarget(
      name: "HalfSheetExampleApp", dependencies: ["HalfSheetExample"], path: "Examples/HalfSheet/App"),

    // Tests. What they share (the seeded generator, the size switch of the long runs, golden
    // files, the event ledger, the reliability harness the fuzzers run too) is one target, not a
    // product; what the store's and the host layer's tests share (a mail app's routes and
    // links, random actions) is another.
    .target(
      name: "ModalKitTestSupport", dependencies: ["ModalKit"], path: "Tests/ModalKitTestSupport"),
    .target(
      name: "ModalKitStoreTestSupport",
      dependencies: ["ModalKit", "ModalKitStore", "ModalKitTestSupport"],
      path: "Tests/ModalKitStoreTestSupport"),
    // The core, one file per concept.
    .testTarget(
      name: "ModalKitTests", dependencies: ["ModalKit", "ModalKitTrace", "ModalKitTestSupport"]),
    // Saved-state restoration (Codable), apart from the main tests so it builds on its own.
    .testTarget(
      name: "ModalKitRestorationTests", dependencies: ["ModalKit", "ModalKitTestSupport"]),
    // The trace codec, the conformance vectors, and the `modalkit` command line that reads them.
    .testTarget(
      name: "ModalKitTraceTests", dependencies: ["ModalKit", "ModalKitTrace", "ModalKitTestSupport"]
    ),
    // The text frames, and the demo that prints them: goldens of both.
    .testTarget(
      name: "ModalKitTextTests", dependencies: ["ModalKit", "ModalKitText", "ModalKitTestSupport"],
      exclude: ["Golden"]),
    // The store: callbacks, observers, links, restoration, sessions, the log.
    .testTarget(
      name: "ModalKitStoreTests",
      dependencies: [
        "ModalKit", "ModalKitStore", "ModalKitTrace", "ModalKitText", "ModalKitTestSupport",
        "ModalKitStoreTestSupport",
      ]
    ),
    // The host layer: the loop, its clock, the declarative host's signals, against simulated
    // hosts.
    .testTarget(
      name: "ModalKitHostTests",
      dependencies: [
        "ModalKit", "ModalKitStore", "ModalKitDriver", "ModalKitHost", "ModalKitTrace",
        "ModalKitTestSupport", "ModalKitStoreTestSupport",
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
    // The UIKit host's decisions against a simulated UIKit, with the half-sheet example's routes.
    .testTarget(
      name: "ModalKitUIKitTests",
      dependencies: [
        "ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitHost", "ModalKitUIKit",
        "HalfSheetExample", "ModalKitTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
