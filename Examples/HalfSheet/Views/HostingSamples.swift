// The Swift samples of Sources/ModalKitHost/ModalKitHost.docc/HostingInUIKit.md. No test target
// has UIKit or SwiftUI, so the samples live here, where .ci/ios-typecheck.sh type-checks them for
// iOS and the workflow's Xcode jobs build them; HalfSheetViews.swift is the example app itself.
//
// Each sample stands between a `// guide: HostingInUIKit.md` line and an `// end guide` line,
// exactly as the article shows it, less the marker's indentation; .ci/docs.sh checks that the
// two agree.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ModalKit
  import ModalKitStore
  import ModalKitUIKit
  import SwiftUI
  import UIKit

  /// The article's half-sheet app, in short, apart from the example's own types.
  enum HostingInUIKitHalfSheetSample {
    // guide: HostingInUIKit.md
    enum HalfSheetRoute: PresentableRoute {
      case home, halfSheet

      var defaultPresentation: Presentation? {
        self == .halfSheet ? .sheet(detents: [.medium, .large], showsGrabber: true) : nil
      }
    }

    struct ContentView: View {
      @StateObject private var navigation = NavigatorStoreObject(
        NavigatorStore(root: HalfSheetRoute.home))

      var body: some View {
        UIKitNavigatorView(navigation.store) { entry, screen in
          switch entry.route {
          case .home:
            VStack(spacing: 16) {
              Text("Hello!")
              Button("Show Half Modal Sheet.") {
                navigation.store.present(.halfSheet) { reason in print("Dismissed (\(reason)).") }
              }
            }
          case .halfSheet:
            VStack(spacing: 16) {
              Text("This is Half Sheet.")
              Button("Dismiss") { screen.send(.dismiss) }
            }
          }
        }
        .ignoresSafeArea()
      }
    }
    // end guide
  }

  /// The article's UIKit app: its routes and its own view controllers, which the article's
  /// sample takes as given, then the sample, which gives the scene's window its root.
  enum HostingInUIKitAppSample {
    enum Mail: PresentableRoute {
      case inbox, compose, settings
      case thread(Int)

      var defaultPresentation: Presentation? {
        switch self {
        case .inbox, .thread: nil
        case .compose: .fullScreenCover
        case .settings: .sheet(detents: [.medium, .large], showsGrabber: true)
        }
      }
    }

    final class InboxViewController: UIViewController {
      init(onCompose: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { nil }
    }

    final class ThreadViewController: UIViewController {
      init(id: Int, send: @escaping (Navigator<Mail>.Action) -> Void) {
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
    }

    final class ComposeViewController: UIViewController {
      init(onSend: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { nil }
    }

    final class SettingsViewController: UIViewController {}

    @MainActor
    static func start(in window: UIWindow) {
      // guide: HostingInUIKit.md
      let store = NavigatorStore(root: Mail.inbox)
      window.rootViewController = NavigatorViewController(store) { entry, screen in
        switch entry.route {
        case .inbox: InboxViewController(onCompose: { screen.send(.present(.compose)) })
        case .thread(let id): ThreadViewController(id: id, send: { screen.send($0) })
        case .compose: ComposeViewController(onSend: { screen.send(.dismiss) })
        case .settings: SettingsViewController()
        }
      }
      store.present(.settings) { reason in print("settings went:", reason) }
      // end guide
    }
  }
#endif
