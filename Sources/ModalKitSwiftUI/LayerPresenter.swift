// The layer presented over a level, in each of the five styles: sheets and covers here, dialogs
// in DialogAnchor.swift, overlays in OverlayLayer.swift.
//
// Apple API used in the three files, each checked against Apple's documentation (availability
// in brackets): sheet(item:onDismiss:content:) [iOS 13, macOS 10.15, tvOS 13];
// fullScreenCover(item:onDismiss:content:) [iOS 14, tvOS 14; not on macOS, platform fact 7.1];
// alert(_:isPresented:presenting:actions:message:) and
// confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) with a Text
// title, Button(role:action:label:), ButtonRole.cancel/.destructive, Visibility,
// interactiveDismissDisabled(_:), task(id:priority:_:) [iOS 15, macOS 12, tvOS 15];
// presentationDetents(_:selection:), PresentationDetent.medium/.large/.fraction/.height,
// presentationDragIndicator(_:) [iOS 16, macOS 13, tvOS 16];
// presentationBackgroundInteraction(_:) with .enabled(upThrough:) [iOS 16.4, macOS 13.3,
// tvOS 16.4, behind `if #available`]; ZStack, VStack, HStack, Color, frame, position,
// overlay(alignment:content:), background, id, ignoresSafeArea [iOS 13-14];
// buttonStyle(.plain), accessibilityLabel(_:), accessibilityAddTraits(_:) with .isModal,
// accessibilityAction(_:_:) with .escape [iOS 13-14, macOS 10.15-11, tvOS 13-14];
// onExitCommand(perform:) [macOS 10.15, tvOS 13; not iOS]; keyboardShortcut(_:) with
// .cancelAction [iOS 14, macOS 11; macOS only here]; DispatchQueue.main.async.

#if canImport(SwiftUI) && !os(watchOS)
  import Dispatch
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore
  import SwiftUI

  /// Presents the layer at `level` over the view it modifies, in its style, driven by the
  /// shown state.
  ///
  /// Sheets, covers and dialogs are presented from anchors in the level's background, under
  /// the layer's `PresentationID`: a presentation the driver asks for again after the platform
  /// dropped it is new to SwiftUI (`sheet(item:)` by the item's identity, a dialog by its
  /// anchor's). Bindings carry the presentation they presented; their setters only report.
  /// Overlays are drawn in the level's own container.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct LayerPresenter<Route: Hashable & Sendable, Screen: View>: ViewModifier {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let window: LayoutContainer
    /// The container of the level beneath: where its overlay is placed.
    let container: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    func body(content: Content) -> some View {
      content
        .background(presentations)
        .background(DialogAnchor(model: model, level: level).id(dialogID))
        .overlay(alignment: .topLeading) {
          OverlayLayer(
            model: model, level: level, window: window, container: container, screen: screen)
        }
    }

    // MARK: - Sheets and covers

    var presentations: some View {
      let loop = model.loop
      let level = level
      let ended = { loop.receive(.dismissEnded(level: level)) }
      return Color.clear
        .sheet(item: binding(.sheet), onDismiss: ended, content: presented)
        #if os(macOS)
          // macOS has no full-screen cover (platform fact 7.1): a cover is drawn as a sheet there.
          .sheet(item: binding(.fullScreenCover), onDismiss: ended, content: presented)
        #else
          .fullScreenCover(item: binding(.fullScreenCover), onDismiss: ended, content: presented)
        #endif
    }

    /// A sheet's or a cover's content.
    func presented(_ item: LayerPresentation<Route>) -> some View {
      PresentedLevel(model: model, presentation: item.id, window: window, screen: screen)
    }

    /// The binding of the layer of one style at this level.
    ///
    /// It holds the driver's layer while it is up, under its presentation's identity; a write
    /// of `nil` names the presentation this binding presented.
    func binding(_ kind: LayerKind) -> Binding<LayerPresentation<Route>?> {
      let (loop, level) = (model.loop, level)
      let presented = loop.presentation(atLevel: level).flatMap {
        LayerKind($0.layer.presentation) == kind ? $0.id : nil
      }
      return Binding(
        get: { @MainActor in
          loop.presentation(atLevel: level).flatMap {
            LayerKind($0.layer.presentation) == kind ? $0 : nil
          }
        },
        set: { @MainActor newValue in
          guard newValue == nil, let presented else { return }
          loop.receive(.bindingCleared(presented))
        })
    }

    /// The presentation of the dialog at this level, in any phase: its anchor's identity.
    var dialogID: PresentationID? {
      guard let layer = model.shown.layer(atLevel: level), LayerKind(layer.presentation).isDialog
      else { return nil }
      return model.loop.presentationID(of: layer.id)
    }
  }

  // MARK: - A presented level

  /// A sheet's or a cover's content: its level, with the detents, grabber, background
  /// interaction and dismissal rules of its layer as shown (kept while it animates out), its
  /// probe, and its lifecycle.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct PresentedLevel<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let presentation: PresentationID
    let window: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      let loop = model.loop
      let presentation = presentation
      let layer = model.shown.layer(presentation.layer)
      let sheet = layer?.presentation.sheet
      LevelView(model: model, layerID: presentation.layer, window: window, screen: screen)
        .presentationDetents(Set(detents.keys), selection: selection)
        .presentationDragIndicator(sheet?.showsGrabber == true ? .visible : .hidden)
        .interactiveDismissDisabled(layer?.presentation.rules.allowsInteractiveDismissal != true)
        .modifier(BackgroundInteraction(largestUndimmed: sheet?.largestUndimmedDetent))
        .background(LayerProbe(loop: loop, presentation: presentation))
        .onAppear { loop.receive(.layerAppeared(presentation, .viewLifecycle)) }
        .task(id: layer?.detent) {
          guard let detent = layer?.detent else { return }
          loop.receive(.detentDrawn(detent, of: presentation.layer))
        }
    }

    /// The sheet's detents as SwiftUI's, each with ModalKit's.
    var detents: [PresentationDetent: Detent] {
      detentMap(model.shown.layer(presentation.layer))
    }

    /// The detent on screen as the driver says; a write is the user's drag.
    var selection: Binding<PresentationDetent> {
      let (loop, id) = (model.loop, presentation.layer)
      return Binding(
        get: { @MainActor in presentationDetent(loop.shown.layer(id)?.detent ?? .large) },
        set: { @MainActor newValue in
          guard let detent = detentMap(loop.shown.layer(id))[newValue] else { return }
          loop.receive(.detentWritten(detent, of: id))
        })
    }
  }

  /// A layer's detents as SwiftUI's, each with ModalKit's; `.large` alone for other styles.
  @available(iOS 16, macOS 13, tvOS 16, *)
  func detentMap<Route>(_ layer: ShownLayer<Route>?) -> [PresentationDetent: Detent] {
    var detents: [PresentationDetent: Detent] = [:]
    for detent in layer?.presentation.sheet?.detents ?? [.large] {
      detents[presentationDetent(detent)] = detent
    }
    return detents
  }

  /// A presented layer's probe: the end of its presentation and of its dismissal, and a close
  /// the user began (iOS, tvOS).
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct LayerProbe<Route: Hashable & Sendable>: View {
    let loop: PresentationLoop<Route>
    let presentation: PresentationID

    var body: some View {
      #if canImport(UIKit)
        let (loop, presentation) = (loop, presentation)
        TransitionProbe { event in
          switch event {
          case .appeared: loop.receive(.layerAppeared(presentation, .transitionEnded))
          case .closing(let interactive):
            loop.receive(.layerClosing(presentation, interactive: interactive))
          case .closingCancelled: loop.receive(.layerClosingCancelled(presentation))
          case .dismissed: loop.receive(.layerGone(presentation, .transitionEnded))
          case .popped: break
          }
        }
        .frame(width: 0, height: 0)
      #else
        EmptyView()
      #endif
    }
  }

  /// Lets the levels beneath a sheet take input up through its largest undimmed detent
  /// (iOS 16.4, macOS 13.3 and later; before, SwiftUI blocks them, platform fact 6.7).
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct BackgroundInteraction: ViewModifier {
    let largestUndimmed: Detent?

    func body(content: Content) -> some View {
      if #available(iOS 16.4, macOS 13.3, tvOS 16.4, *), let largestUndimmed {
        content.presentationBackgroundInteraction(
          .enabled(upThrough: presentationDetent(largestUndimmed)))
      } else {
        content
      }
    }
  }

  /// ModalKit's detent as SwiftUI's.
  @available(iOS 16, macOS 13, tvOS 16, *)
  func presentationDetent(_ detent: Detent) -> PresentationDetent {
    switch detent {
    case .medium: .medium
    case .large: .large
    case .fraction(let share): .fraction(share)
    case .height(let points): .height(points)
    }
  }

  // MARK: - Small values

  /// The five ways a layer is drawn, without their payloads.
  enum LayerKind: Equatable, Sendable {
    case sheet, fullScreenCover, overlay, alert, confirmationDialog

    init(_ presentation: Presentation) {
      switch presentation.style {
      case .sheet: self = .sheet
      case .fullScreenCover: self = .fullScreenCover
      case .overlay: self = .overlay
      case .alert: self = .alert
      case .confirmationDialog: self = .confirmationDialog
      }
    }

    var isDialog: Bool { self == .alert || self == .confirmationDialog }
  }
#endif
