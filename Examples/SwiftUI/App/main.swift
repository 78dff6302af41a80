// EXAMPLE CODE: a mail app drawn by the ModalKitSwiftUI host; its views are in ../Views.
// Run on macOS 13+: swift run modalkit-swiftui-example. On iOS and tvOS the views are a library
// (SwiftUIExampleViews) an app target shows with `WindowGroup { MailWindow() }`.

#if canImport(SwiftUI) && os(macOS)
  import SwiftUI
  import SwiftUIExampleViews

  /// The app, which owns no store: each window's root view owns its own.
  @available(macOS 13, *)
  struct ExampleApp: App {
    var body: some Scene {
      WindowGroup { MailWindow() }
    }
  }

  // SwiftUI apps start on the main actor; `App.main()` is main-actor isolated.
  MainActor.assumeIsolated {
    if #available(macOS 13, *) {
      ExampleApp.main()
    } else {
      print("The SwiftUI example needs macOS 13, as the ModalKitSwiftUI host does.")
    }
  }
#else
  // Linux, and platforms where an executable is no app, build this target to a notice and
  // exit 0, so `swift build` works everywhere.
  print("The SwiftUI example runs on macOS 13+; on iOS and tvOS use SwiftUIExampleViews.")
#endif
