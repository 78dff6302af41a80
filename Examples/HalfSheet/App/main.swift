// EXAMPLE CODE: the half-sheet article's app on iOS 15, written with ModalKit.
// Build for iOS 15+: xcodebuild -scheme modalkit-half-sheet-example. NOT run on Linux (prints a notice).

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import HalfSheetExample

  // SwiftUI apps start on the main actor; `App.main()` is main-actor isolated.
  MainActor.assumeIsolated {
    HalfSheetApp.main()
  }
#else
  // Linux, macOS and watchOS build this target to a notice and exit 0: the app draws its sheet
  // with UIKit's UISheetPresentationController, which only iOS has.
  print("The half-sheet example is an iOS app (iOS 15 and later); see README.md.")
#endif
