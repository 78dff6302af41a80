// ModalKitSwiftUI: a SwiftUI host for a store's presentation loop.
//
// Every view of this module is behind `#if canImport(SwiftUI)`: on Linux the module builds
// empty, and only the macOS and iOS jobs of .github/workflows/ci.yml compile the views. The
// decisions the views would otherwise make (what a view's appearance, a binding's write or a
// dismissal means for the driver) are `PresentationLoop.receive(_:)` in ModalKitStore, tested
// on Linux in Tests/ModalKitStoreTests/ViewSignalTests.swift.
