// ModalKitSwiftUI: a SwiftUI host for a store's presentation loop, on iOS, tvOS and macOS.
//
// Every file of this module is behind `#if canImport(SwiftUI) && !os(watchOS)`: on Linux (and
// watchOS, which the host does not claim) the module builds empty. `.ci/run` type-checks it for
// iOS against the iPhoneOS 16.5 SDK interfaces (.ci/ios-typecheck.sh); the workflow's Apple jobs
// build it for iOS, tvOS and macOS. The views decide nothing: what a view's appearance, a
// binding's write, a button's action or a probe's callback means is
// `PresentationLoop.receive(_:)` in ModalKitHost, tested on Linux (SignalOrderTests,
// DeclarativeHostTests). What each acknowledgement rests on is in HostingInSwiftUI.md.
