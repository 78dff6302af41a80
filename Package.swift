// swift-tools-version: 6.0
// ModalKit: modal-presentation state machines as plain Swift values.
// One library with no dependencies; tests, examples and tools sit beside it.
import PackageDescription

let package = Package(
  name: "ModalKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
  products: [
    .library(name: "ModalKit", targets: ["ModalKit"])
  ],
  targets: [
    .target(name: "ModalKit"),
    .testTarget(name: "ModalKitTests", dependencies: ["ModalKit"]),
  ],
  swiftLanguageModes: [.v6]
)
