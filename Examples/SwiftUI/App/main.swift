// EXAMPLE CODE: a mail app drawn by the ModalKitSwiftUI adapter; start at ExampleApp.swift.
// Run on macOS 13+: swift run modalkit-swiftui-example. NOT compiled on Linux (prints a notice).

#if canImport(SwiftUI)
  // SwiftUI apps start on the main actor; `App.main()` is main-actor isolated.
  MainActor.assumeIsolated {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
      ExampleApp.main()
    } else {
      print("The SwiftUI example needs iOS 16 or macOS 13, as the ModalKitSwiftUI adapter does.")
    }
  }
#else
  // Linux and other platforms without SwiftUI build this target to a notice and exit 0, so
  // `swift build` works everywhere. The example itself is compiled only on Apple platforms.
  print("The SwiftUI example needs an Apple platform (iOS 16+ or macOS 13+); see README.md.")
#endif
