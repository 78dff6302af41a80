// swift-tools-version: 6.0
// ModalKit's benchmark, kept out of the library's manifest: `modalkit-bench` times every
// transition, the store, and one push with its step through the presentation loop against the
// physical floor and two baselines, and counts their instructions under callgrind. See
// README.md beside this manifest for what it measures and the latest figures.
//
// It depends on the root package by path, as the fuzzers do (Tests/Fuzz), and sees only its
// public API, as an app does. Build and run from the repository's root:
//
//   swift run -c release --package-path Tests/Benchmarks modalkit-bench --quick
//
// macOS 13 for `ContinuousClock` and `Duration`'s formatting.
import PackageDescription

let package = Package(
  name: "ModalKitBenchmarks",
  platforms: [.macOS(.v13)],
  products: [.executable(name: "modalkit-bench", targets: ["ModalKitBenchmark"])],
  dependencies: [.package(name: "ModalKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "ModalKitBenchmark",
      dependencies: ["ModalKit", "ModalKitDriver", "ModalKitStore", "ModalKitHost"].map {
        .product(name: $0, package: "ModalKit")
      })
  ],
  swiftLanguageModes: [.v6]
)
