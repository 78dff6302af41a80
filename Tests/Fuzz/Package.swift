// swift-tools-version: 6.0
// ModalKit's libFuzzer harnesses, kept out of the main package's build.
//
// Each folder `Sources/Fuzz<Name>/` holds one harness, built as the executable `fuzz-<name>`
// (lowercased); its seed corpus is `Corpus/<name>/` and its replayed crashes `FailCases/<name>/`.
// Adding a harness for a new input format is adding that folder with one file: this manifest
// and `.ci/fuzz.sh` find it.
//
// `ModalKitTestSupport` is a link to Tests/ModalKitTestSupport, the root package's test-support
// target: the byte-to-action decoder, the reference model and the transition audit, compiled
// here exactly as the unit tests compile them. Compiled in this package, it sees ModalKit's
// public API only, as an app does. The trace reader is the root package's `ModalKitTrace`
// product, which reads ModalKit's package-level names. `LibFuzzerDriver` is what every harness
// shares: handing the command line to libFuzzer, so a harness file holds only its test of one
// input.
//
// Build and run: `.ci/fuzz.sh [seconds]` (release, `-sanitize=fuzzer,address`).
import Foundation
import PackageDescription

let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Sources")
let harnesses = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
  .filter { $0.hasPrefix("Fuzz") }
  .sorted()

let package = Package(
  name: "ModalKitFuzz",
  dependencies: [.package(name: "ModalKit", path: "../..")],
  targets: [
    .target(
      name: "ModalKitTestSupport",
      dependencies: [.product(name: "ModalKit", package: "ModalKit")]),
    .target(name: "LibFuzzerDriver"),
  ]
    + harnesses.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "LibFuzzerDriver", .product(name: "ModalKit", package: "ModalKit"),
        ]
          + (["FuzzRestoration", "FuzzLoop"].contains(name)
            ? []
            : ["ModalKitTestSupport", .product(name: "ModalKitTrace", package: "ModalKit")])
          + (name == "FuzzDeepLink" ? [.product(name: "ModalKitStore", package: "ModalKit")] : [])
          + (name == "FuzzLoop"
            ? ["ModalKitStore", "ModalKitDriver", "ModalKitHost"].map {
              .product(name: $0, package: "ModalKit")
            } : []))
    },
  swiftLanguageModes: [.v6]
)

for name in harnesses {
  package.products.append(
    .executable(name: "fuzz-" + name.dropFirst(4).lowercased(), targets: [name]))
}
