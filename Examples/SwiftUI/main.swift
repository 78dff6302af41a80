// The SwiftUI host: a ModalKit Navigator drawn by SwiftUI; start reading at ExampleApp.swift.
// Run on macOS: swift run modalkit-swiftui-example. NOT compiled on Linux (prints a notice there).

#if canImport(SwiftUI)
  // SwiftUI apps start on the main actor; `App.main()` is main-actor isolated.
  MainActor.assumeIsolated {
    ExampleApp.main()
  }
#else
  // Linux and other platforms without SwiftUI build this target to a notice and exit 0, so
  // `swift build` works everywhere. The example itself is compiled only on Apple platforms.
  print("The SwiftUI example needs an Apple platform (iOS 15+ or macOS 12+); see README.md.")
#endif
