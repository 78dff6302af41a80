// The layer presented over a level, in each of the five styles.
//
// Apple API used here, each checked against Apple's documentation (availability in brackets):
// sheet(item:onDismiss:content:) [iOS 13, macOS 10.15, tvOS 13];
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

  // MARK: - Alerts and confirmation dialogs

  /// The dialog at a level, presented from an anchor whose identity is the dialog's
  /// presentation: asked for again, the dialog is presented by a new anchor.
  ///
  /// The binding's write waits for the turn to end (`turnEnded`), so that the button's action,
  /// if one runs, wins whatever order SwiftUI uses. A `task` keyed by the dialog's phase says
  /// it was drawn; on iOS and tvOS the level's probe says when UIKit's alert controller has
  /// finished coming up or going.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct DialogAnchor<Route: Hashable & Sendable>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int

    /// The dialog at this level in any phase: what it keeps drawing while it goes.
    var layer: ShownLayer<Route>? {
      guard let layer = model.shown.layer(atLevel: level), LayerKind(layer.presentation).isDialog
      else { return nil }
      return layer
    }

    var body: some View {
      let loop = model.loop
      let title = Text(verbatim: layer?.presentation.alertContent?.title ?? "")
      Color.clear
        .alert(
          title, isPresented: isPresented(.alert), presenting: content(.alert),
          actions: buttons, message: message
        )
        .confirmationDialog(
          title, isPresented: isPresented(.confirmationDialog), titleVisibility: .visible,
          presenting: content(.confirmationDialog), actions: buttons, message: message
        )
        .task(id: watch) {
          guard let watch else { return }
          let evidence = SignalEvidence.viewLifecycle
          loop.receive(
            watch.presenting
              ? .layerAppeared(watch.id, evidence) : .layerGone(watch.id, evidence))
        }
        .background(probe)
    }

    /// The dialog change under way: its presentation, coming up or going.
    var watch: DialogWatch? {
      guard let layer else { return nil }
      let id = model.loop.presentationID(of: layer.id)
      switch layer.phase {
      case .presenting, .presented: return DialogWatch(id: id, presenting: true)
      case .dismissing, .dismissed: return DialogWatch(id: id, presenting: false)
      }
    }

    @ViewBuilder
    var probe: some View {
      #if canImport(UIKit)
        let loop = model.loop
        DialogProbe(dialog: watch) { watch in
          loop.receive(
            watch.presenting
              ? .layerAppeared(watch.id, .transitionEnded)
              : .layerGone(watch.id, .transitionEnded))
        }
        .frame(width: 0, height: 0)
      #endif
    }

    /// Whether the dialog of one style is up, as the driver says.
    ///
    /// A write of `false` is the system closing it: it names the presentation, and the end of
    /// the turn follows.
    func isPresented(_ kind: LayerKind) -> Binding<Bool> {
      let (loop, level) = (model.loop, level)
      let presented = loop.presentation(atLevel: level).flatMap {
        LayerKind($0.layer.presentation) == kind ? $0.id : nil
      }
      return Binding(
        get: { @MainActor in
          guard let up = loop.presentation(atLevel: level) else { return false }
          return LayerKind(up.layer.presentation) == kind && up.id == presented
        },
        set: { @MainActor isPresented in
          guard !isPresented, let presented else { return }
          loop.receive(.bindingCleared(presented))
          DispatchQueue.main.async {
            MainActor.assumeIsolated { loop.receive(.turnEnded(presented.layer)) }
          }
        })
    }

    /// The dialog's content and id, kept while it animates out.
    func content(_ kind: LayerKind) -> DialogContent? {
      guard let layer, LayerKind(layer.presentation) == kind,
        let content = layer.presentation.alertContent
      else { return nil }
      return DialogContent(id: layer.id, content: content)
    }

    /// Each button of the dialog, with its role; its action tells the loop which was tapped.
    @ViewBuilder
    func buttons(_ dialog: DialogContent) -> some View {
      let loop = model.loop
      ForEach(dialog.content.buttons, id: \.id) { button in
        Button(role: role(button.role)) {
          loop.receive(.buttonTapped(button.id, in: dialog.id))
        } label: {
          Text(verbatim: button.title)
        }
      }
    }

    @ViewBuilder
    func message(_ dialog: DialogContent) -> some View {
      if let text = dialog.content.message { Text(verbatim: text) }
    }
  }

  /// ModalKit's button role as SwiftUI's.
  @available(iOS 16, macOS 13, tvOS 16, *)
  func role(_ role: ModalButton.Role?) -> ButtonRole? {
    switch role {
    case .cancel?: .cancel
    case .destructive?: .destructive
    case nil: nil
    }
  }

  // MARK: - Overlays

  /// An overlay, placed by ModalKit's layout in its level's own container, with its declared
  /// buttons, over a backdrop that blocks input beneath if its rules say so.
  ///
  /// Drawn while the driver shows it, so `onDisappear` ends its dismissal. The levels beneath
  /// are also hidden from VoiceOver and kept out of focus (`LevelInput.blockedByOverlay`); the
  /// overlay is modal for VoiceOver, and Escape, the Menu button and VoiceOver's escape send
  /// the layer's exit action.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct OverlayLayer<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let window: LayoutContainer
    let container: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      if let item = model.loop.presentation(atLevel: level),
        let overlay = item.layer.presentation.overlay
      {
        let loop = model.loop
        let presentation = item.id
        let id = item.layer.id
        let rules = item.layer.presentation.rules
        let frame = container.overlayFrame(overlay)
        ZStack(alignment: .topLeading) {
          if rules.blocksInputBeneath {
            // A Button, not onTapGesture (tvOS 16+ only): the backdrop works everywhere.
            Button {
              loop.receive(.backdropTapped(id))
            } label: {
              Color.black.opacity(0.3)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text(verbatim: rules.dismissesOnBackdropTap ? "Close" : "Backdrop"))
          }
          VStack(spacing: 0) {
            LevelView(model: model, layerID: id, window: window, screen: screen)
            if !overlay.buttons.isEmpty {
              HStack {
                ForEach(overlay.buttons, id: \.id) { button in
                  OverlayButton(button: button) {
                    loop.receive(.buttonTapped(button.id, in: id))
                  }
                }
              }
              .padding()
            }
          }
          .frame(width: frame.width, height: frame.height)
          .position(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
          .accessibilityAddTraits(.isModal)
          .accessibilityAction(.escape) { loop.receive(.exitCommand(id)) }
          .modifier(ExitCommand { loop.receive(.exitCommand(id)) })
        }
        .ignoresSafeArea()
        .onAppear { loop.receive(.layerAppeared(presentation, .viewLifecycle)) }
        .onDisappear { loop.receive(.layerGone(presentation, .viewLifecycle)) }
      }
    }
  }

  /// An overlay's declared button; on macOS its cancel button answers Escape.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct OverlayButton: View {
    let button: ModalButton
    let action: () -> Void

    var body: some View {
      let view = Button(role: role(button.role), action: action) {
        Text(verbatim: button.title)
      }
      #if os(macOS)
        if button.role == .cancel {
          view.keyboardShortcut(.cancelAction)
        } else {
          view
        }
      #else
        view
      #endif
    }
  }

  /// The exit command (the Menu button on tvOS, Escape on macOS) on the views that have one.
  @available(iOS 16, macOS 13, tvOS 16, *)
  struct ExitCommand: ViewModifier {
    let perform: () -> Void

    func body(content: Content) -> some View {
      #if os(macOS) || os(tvOS)
        content.onExitCommand(perform: perform)
      #else
        content
      #endif
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

  /// A dialog's content with its layer's id.
  struct DialogContent {
    let id: EntryID
    let content: AlertContent
  }
#endif
