// The SwiftUI example's sheets and covers: detents, grabber, swipe, the iOS 15 path (example code).
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import ModalKit
  import SwiftUI
  #if os(iOS)
    import UIKit
  #endif

  // MARK: - Sheets

  /// Presents the layer above `level` when it is a sheet.
  ///
  /// `ModalLayer` is `Identifiable` by its entry id, so it is the `item:` SwiftUI's sheet wants:
  /// a new layer (a new id) is a new presentation, and a changed one (a detent, a push inside,
  /// an updated route) is the same sheet.
  ///
  /// iOS 16 and macOS 13: SwiftUI's `.sheet(item:)` with `presentationDetents(_:selection:)`,
  /// `presentationDragIndicator` and, from iOS 16.4, `presentationBackgroundInteraction`.
  /// iOS 15: SwiftUI sheets have no detents, so the sheet goes through UIKit's
  /// `UISheetPresentationController`, as seed 003 did (``LegacySheetPresenter``).
  struct SheetBridge: ViewModifier {
    @ObservedObject var store: NavigatorStore
    let level: Int

    func body(content: Content) -> some View {
      #if os(iOS)
        if #available(iOS 16, *) {
          content.sheet(item: item) { sheetContent($0) }
        } else {
          content.background {
            LegacySheetPresenter(store: store, layer: item.wrappedValue, level: level + 1)
          }
        }
      #else
        content.sheet(item: item) { sheetContent($0) }
      #endif
    }

    /// The sheet above this level, if the layer above is one.
    ///
    /// SwiftUI writes `nil` when the user swipes the sheet down: that is ModalKit's interactive
    /// dismissal.
    private var item: Binding<ModalLayer<MailRoute>?> {
      let (store, level) = (store, level)
      return Binding(
        get: {
          guard let layer = store.shownLayer(atLevel: level + 1), layer.presentation.sheet != nil
          else { return nil }
          return layer
        },
        set: { newValue in
          guard newValue == nil, let layer = store.shownLayer(atLevel: level + 1),
            store.layer(layer.id) != nil
          else { return }
          store.send(.dismissInteractively(layer.id))
        })
    }

    private func sheetContent(_ layer: ModalLayer<MailRoute>) -> some View {
      // `AnyView` breaks the recursion: a level presents a level that presents a level.
      AnyView(LevelView(store: store, level: level + 1))
        .modifier(SheetStyle(store: store, id: layer.id))
    }
  }

  /// The sheet's detents, grabber and dismissal rules, read from the store on every update.
  struct SheetStyle: ViewModifier {
    @ObservedObject var store: NavigatorStore
    let id: EntryID

    private var presentation: Presentation? { store.layer(id)?.presentation }

    func body(content: Content) -> some View {
      // A swipe is allowed only where ModalKit's rules allow it.
      let locked = !(presentation?.rules.allowsInteractiveDismissal ?? true)
      let styled = content.interactiveDismissDisabled(locked)
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        if let sheet = presentation?.sheet {
          styled
            .presentationDetents(Set(sheet.detents.map(\.swiftUI)), selection: selection(sheet))
            .presentationDragIndicator(sheet.showsGrabber ? .visible : .hidden)
            .modifier(UndimmedBackground(detent: sheet.largestUndimmedDetent))
        } else {
          styled
        }
      } else {
        styled
      }
    }

    /// The selected detent, read from the store.
    ///
    /// A drag to another detent becomes `selectDetent`; ModalKit answers `detentChanged`, and a
    /// detent set in code (`send(.selectDetent)`) moves the sheet.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private func selection(_ sheet: SheetConfiguration) -> Binding<PresentationDetent> {
      let (store, id) = (store, id)
      return Binding(
        get: { store.layer(id)?.presentation.sheet?.selection.swiftUI ?? sheet.selection.swiftUI },
        set: { newValue in
          guard let detent = sheet.detents.first(where: { $0.swiftUI == newValue }) else { return }
          store.send(.selectDetent(detent, of: id))
        })
    }
  }

  /// Keeps the screen beneath a sheet interactive up to its largest undimmed detent (iOS 16.4).
  struct UndimmedBackground: ViewModifier {
    let detent: Detent?

    func body(content: Content) -> some View {
      if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
        if let detent {
          content.presentationBackgroundInteraction(.enabled(upThrough: detent.swiftUI))
        } else {
          content
        }
      } else {
        content
      }
    }
  }

  extension Detent {
    /// The SwiftUI detent for a ModalKit detent: the same four kinds, in points.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    var swiftUI: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let value): .fraction(CGFloat(value))
      case .height(let value): .height(CGFloat(value))
      }
    }
  }

  // MARK: - Full-screen covers

  /// Presents the layer above `level` when it is a full-screen cover.
  ///
  /// macOS has no covers, so there it is a sheet. A cover has no swipe, so SwiftUI only clears
  /// it after ModalKit did.
  struct CoverBridge: ViewModifier {
    @ObservedObject var store: NavigatorStore
    let level: Int

    func body(content: Content) -> some View {
      #if os(macOS)
        content.sheet(item: item) { _ in AnyView(LevelView(store: store, level: level + 1)) }
      #else
        content.fullScreenCover(item: item) { _ in
          AnyView(LevelView(store: store, level: level + 1))
        }
      #endif
    }

    private var item: Binding<ModalLayer<MailRoute>?> {
      let (store, level) = (store, level)
      return Binding(
        get: {
          guard let layer = store.shownLayer(atLevel: level + 1),
            case .fullScreenCover = layer.presentation.style
          else { return nil }
          return layer
        },
        set: { _ in })  // Covers leave only through actions; nothing to report.
    }
  }

  // MARK: - iOS 15: UISheetPresentationController (seed 003)

  #if os(iOS)
    /// iOS 15's half sheet: a clear view controller that presents a hosting controller whose
    /// `sheetPresentationController` carries ModalKit's detents, grabber and undimmed detent.
    ///
    /// Seed 003 presented again on every SwiftUI update while its `showSheet` flag was true, and
    /// its flag and the real sheet could drift apart. Here the coordinator remembers which entry
    /// it presented: it presents only when a new id appears, updates in place while the id stays,
    /// and dismisses when the store no longer shows it. A user's swipe comes back through the
    /// delegate as `dismissInteractively`, seed 003's `onEnd`.
    struct LegacySheetPresenter: UIViewControllerRepresentable {
      let store: NavigatorStore
      let layer: ModalLayer<MailRoute>?
      let level: Int

      func makeCoordinator() -> Coordinator { Coordinator(store: store) }

      func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .clear
        return controller
      }

      func updateUIViewController(_ host: UIViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.store = store
        if let hosting = coordinator.hosting, coordinator.presentedID != layer?.id {
          // The store stopped showing this sheet: dismiss it. The next sheet, if any, comes in
          // a later update (the store makes one presentation change per update).
          coordinator.presentedID = nil
          coordinator.hosting = nil
          hosting.dismiss(animated: true)
          return
        }
        guard let layer, let sheet = layer.presentation.sheet else { return }
        if coordinator.presentedID == layer.id, let hosting = coordinator.hosting {
          // Same sheet: update its content and detent in place; never present twice.
          hosting.rootView = AnyView(LevelView(store: store, level: level))
          if let controller = hosting.sheetPresentationController {
            controller.animateChanges { Self.configure(controller, sheet) }
          }
          return
        }
        let hosting = UIHostingController(rootView: AnyView(LevelView(store: store, level: level)))
        hosting.isModalInPresentation = !layer.presentation.rules.allowsInteractiveDismissal
        if let controller = hosting.sheetPresentationController {
          Self.configure(controller, sheet)
          controller.delegate = coordinator
        }
        coordinator.hosting = hosting
        coordinator.presentedID = layer.id
        host.present(hosting, animated: true)
      }

      /// Copies ModalKit's sheet configuration onto UIKit's.
      ///
      /// iOS 15 offers only medium and large detents, so fractions up to one half become medium
      /// and everything taller large.
      static func configure(
        _ controller: UISheetPresentationController, _ sheet: SheetConfiguration
      ) {
        let identifiers = sheet.detents.map(identifier)
        var detents: [UISheetPresentationController.Detent] = []
        if identifiers.contains(.medium) { detents.append(.medium()) }
        if identifiers.contains(.large) { detents.append(.large()) }
        controller.detents = detents
        controller.selectedDetentIdentifier = identifier(sheet.selection)
        controller.prefersGrabberVisible = sheet.showsGrabber
        controller.largestUndimmedDetentIdentifier = sheet.largestUndimmedDetent.map(identifier)
      }

      static func identifier(_ detent: Detent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): value <= 0.5 ? .medium : .large
        case .height: .medium
        }
      }

      /// Reports what the user did to the sheet back to the store.
      @MainActor
      final class Coordinator: NSObject, UISheetPresentationControllerDelegate {
        var store: NavigatorStore
        var hosting: UIHostingController<AnyView>?
        var presentedID: EntryID?

        init(store: NavigatorStore) {
          self.store = store
        }

        /// The user dragged the sheet to another detent.
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
          _ controller: UISheetPresentationController
        ) {
          guard let id = presentedID, let sheet = store.layer(id)?.presentation.sheet else {
            return
          }
          let chosen = sheet.detents.first {
            LegacySheetPresenter.identifier($0) == controller.selectedDetentIdentifier
          }
          if let chosen { store.send(.selectDetent(chosen, of: id)) }
        }

        /// The user swiped the sheet away: seed 003's `onEnd`, as ModalKit's interactive
        /// dismissal (reported `dismissed(entry, reason: .interactive)` exactly once).
        func presentationControllerDidDismiss(_ controller: UIPresentationController) {
          guard let id = presentedID else { return }
          presentedID = nil
          hosting = nil
          if store.layer(id) != nil { store.send(.dismissInteractively(id)) }
        }
      }
    }
  #endif
#endif
