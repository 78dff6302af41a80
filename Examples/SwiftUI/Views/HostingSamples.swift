// The Swift sample of Sources/ModalKitHost/ModalKitHost.docc/HostingInSwiftUI.md, on this
// example's routes, links and screens. No test target has SwiftUI, so the sample lives here,
// where .ci/ios-typecheck.sh type-checks it for iOS and the workflow's Xcode jobs build it.
//
// The sample stands between a `// guide: HostingInSwiftUI.md` line and an `// end guide` line,
// exactly as the article shows it, less the marker's indentation; .ci/docs.sh checks that the
// two agree.

#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import ModalKit
  import ModalKitStore
  import ModalKitSwiftUI
  import SwiftUI

  /// The article's window, apart from the example's own ``MailWindow``.
  @available(iOS 16, macOS 13, tvOS 16, *)
  enum HostingInSwiftUISample {
    // guide: HostingInSwiftUI.md
    struct MailWindow: View {
      @StateObject private var model = NavigatorModel(NavigatorStore(root: MailRoute.inbox))
      @SceneStorage("navigator") private var saved: Data?

      var body: some View {
        NavigatorHost(model) { entry, screen in
          ScreenView(entry: entry, screen: screen, store: model.store)
        }
        .opensLinks(mailLinks)  // onOpenURL: a URL's link opened in the store
        .savesState(in: $saved)  // restored on appearing, saved when the scene goes back
      }
    }
    // end guide
  }
#endif
