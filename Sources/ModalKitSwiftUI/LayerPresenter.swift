// The layer presented over a level, in each of the five styles.
//
// NOT COMPILED ON LINUX: only the macOS and iOS jobs of .github/workflows/ci.yml compile it.
// Apple API used here, each checked against Apple's documentation (availability in brackets):
// sheet(item:onDismiss:content:) [iOS 13, macOS 10.15, tvOS 13, watchOS 6];
// fullScreenCover(item:onDismiss:content:) [iOS 14, tvOS 14, watchOS 7; not on macOS];
// alert(_:isPresented:presenting:actions:message:) and
// confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) with a Text
// title, Button(role:action:label:), ButtonRole.cancel/.destructive, Visibility,
// interactiveDismissDisabled(_:), task(id:priority:_:) [iOS 15, macOS 12, tvOS 15, watchOS 8];
// presentationDetents(_:selection:), PresentationDetent.medium/.large/.fraction/.height,
// presentationDragIndicator(_:) [iOS 16, macOS 13, tvOS 16, watchOS 9];
// presentationBackgroundInteraction(_:) with .enabled(upThrough:) [iOS 16.4, macOS 13.3,
// tvOS 16.4, watchOS 9.4, behind `if #available`]; Button(action:label:), Color, ZStack,
// frame, position, overlay(alignment:content:) [iOS 15], buttonStyle(.plain) [iOS 15].

#if canImport(SwiftUI)
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import ModalKitStore
  import SwiftUI

  /// Presents the layer at `level` over the view it modifies, in its style, driven by the
  /// shown state.
  ///
  /// A presentation binding's getter is the driver's: the layer while it is presenting or
  /// presented, `nil` from the moment the driver dismisses it. Its setter only reports: a
  /// write of `nil` is the user's swipe (``PresentationLoop/ViewSignal/bindingCleared(_:)``),
  /// which goes through the store as `dismissInteractively`, so the sheet never comes back and
  /// its removal callback runs once.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct LayerPresenter<Route: Hashable & Sendable, Screen: View>: ViewModifier {
    @ObservedObject var model: NavigatorModel<Route>
    let level: Int
    let container: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    /// The layer at this level in any phase: what a dialog keeps drawing while it goes.
    var layer: ShownLayer<Route>? { model.shown.layer(atLevel: level) }

    func body(content: Content) -> some View {
      content
        .sheet(item: binding(.sheet), onDismiss: gone) { layer in sheetContent(layer.id) }
        #if os(macOS)
          // macOS has no full-screen cover: a cover is drawn as a large sheet there.
          .sheet(item: binding(.fullScreenCover), onDismiss: gone) { layer in
            coverContent(layer.id)
          }
        #else
          .fullScreenCover(item: binding(.fullScreenCover), onDismiss: gone) { layer in
            coverContent(layer.id)
          }
        #endif
        .alert(
          Text(verbatim: layer?.presentation.alertContent?.title ?? ""),
          isPresented: dialogBinding(.alert), presenting: dialogContent(.alert),
          actions: buttons, message: message
        )
        .confirmationDialog(
          Text(verbatim: layer?.presentation.alertContent?.title ?? ""),
          isPresented: dialogBinding(.confirmationDialog), titleVisibility: .visible,
          presenting: dialogContent(.confirmationDialog), actions: buttons, message: message
        )
        .task(id: dialogKey) {
          guard let id = dialogKey.id else { return }
          model.loop.receive(.dialogDrawn(id))
        }
        .overlay(alignment: .topLeading) { overlayContent }
    }

    // MARK: - Sheets and covers

    /// The binding of the layer of one style: the driver's layer while it is up.
    func binding(_ kind: LayerKind) -> Binding<ShownLayer<Route>?> {
      let (loop, level) = (model.loop, level)
      return Binding(
        get: {
          guard let layer = loop.shown.presentedLayer(atLevel: level),
            LayerKind(layer.presentation) == kind
          else { return nil }
          return layer
        },
        set: { newValue in
          guard newValue == nil, let layer = loop.shown.presentedLayer(atLevel: level) else {
            return
          }
          loop.receive(.bindingCleared(layer.id))
        })
    }

    /// What `onDismiss` reports: the layer at this level, which is the dismissing one while
    /// the driver waits for it (the loop ignores it otherwise).
    func gone() {
      guard let id = model.shown.layer(atLevel: level)?.id else { return }
      model.loop.receive(.layerGone(id))
    }

    func sheetContent(_ id: EntryID) -> some View {
      SheetContent(
        model: model, layerID: id, container: container, screen: screen)
    }

    func coverContent(_ id: EntryID) -> some View {
      let loop = model.loop
      return LevelView(model: model, layerID: id, container: container, screen: screen)
        .interactiveDismissDisabled(
          loop.shown.layer(id)?.presentation.rules.allowsInteractiveDismissal != true
        )
        .onAppear { loop.receive(.layerAppeared(id)) }
    }

    // MARK: - Alerts and confirmation dialogs

    /// Whether the dialog of one style is up, as the driver says; a write of `false` is the
    /// system closing it.
    func dialogBinding(_ kind: LayerKind) -> Binding<Bool> {
      let (loop, level) = (model.loop, level)
      return Binding(
        get: {
          guard let layer = loop.shown.presentedLayer(atLevel: level) else { return false }
          return LayerKind(layer.presentation) == kind
        },
        set: { isPresented in
          guard !isPresented, let layer = loop.shown.presentedLayer(atLevel: level) else {
            return
          }
          loop.receive(.bindingCleared(layer.id))
        })
    }

    /// The dialog's content and id, kept while it animates out.
    func dialogContent(_ kind: LayerKind) -> DialogContent? {
      guard let layer, LayerKind(layer.presentation) == kind,
        let content = layer.presentation.alertContent
      else { return nil }
      return DialogContent(id: layer.id, content: content)
    }

    /// Each button of the dialog, with its role; a tap sends `tapButton` through the store
    /// before the system closes the dialog.
    @ViewBuilder
    func buttons(_ dialog: DialogContent) -> some View {
      let loop = model.loop
      ForEach(dialog.content.buttons, id: \.id) { button in
        Button(role: role(button.role)) {
          loop.send(.tapButton(button.id, in: dialog.id))
        } label: {
          Text(verbatim: button.title)
        }
      }
    }

    @ViewBuilder
    func message(_ dialog: DialogContent) -> some View {
      if let text = dialog.content.message { Text(verbatim: text) }
    }

    func role(_ role: ModalButton.Role?) -> ButtonRole? {
      switch role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: nil
      }
    }

    /// The dialog at this level and its phase: a change redraws the dialog, and the task keyed
    /// by it tells the loop the dialog was drawn (SwiftUI has no other signal for dialogs).
    var dialogKey: DialogKey {
      guard let layer, LayerKind(layer.presentation).isDialog else { return DialogKey() }
      return DialogKey(id: layer.id, phase: layer.phase)
    }

    // MARK: - Overlays

    /// An overlay, placed by ModalKit's layout, over a backdrop that blocks input beneath if
    /// the overlay's rules say so; drawn while the driver shows it, so `onDisappear`
    /// acknowledges its dismissal.
    @ViewBuilder
    var overlayContent: some View {
      if let layer = model.shown.presentedLayer(atLevel: level),
        let overlay = layer.presentation.overlay
      {
        let loop = model.loop
        let frame = container.overlayFrame(overlay)
        ZStack(alignment: .topLeading) {
          if layer.presentation.rules.blocksInputBeneath {
            // A Button, not onTapGesture (tvOS 16+ only): the backdrop works everywhere.
            Button {
              if layer.presentation.rules.dismissesOnBackdropTap {
                loop.send(.tapBackdrop(layer.id))
              }
            } label: {
              Color.black.opacity(0.3)
            }
            .buttonStyle(.plain)
          }
          LevelView(model: model, layerID: layer.id, container: container, screen: screen)
            .frame(width: frame.width, height: frame.height)
            .position(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        }
        .ignoresSafeArea()
        .onAppear { loop.receive(.layerAppeared(layer.id)) }
        .onDisappear { loop.receive(.layerGone(layer.id)) }
      }
    }
  }

  // MARK: - A sheet's content

  /// A sheet's level, with the detents, grabber and background interaction of its layer as
  /// shown: kept while the sheet animates out, so its detents are never dropped mid-dismissal.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct SheetContent<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject var model: NavigatorModel<Route>
    let layerID: EntryID
    let container: LayoutContainer
    let screen: (RouteEntry<Route>, NavigatorScreen<Route>) -> Screen

    var body: some View {
      let loop = model.loop
      let layer = model.shown.layer(layerID)
      let sheet = layer?.presentation.sheet
      LevelView(model: model, layerID: layerID, container: container, screen: screen)
        .presentationDetents(Set(detents.keys), selection: selection)
        .presentationDragIndicator(sheet?.showsGrabber == true ? .visible : .hidden)
        .interactiveDismissDisabled(layer?.presentation.rules.allowsInteractiveDismissal != true)
        .modifier(BackgroundInteraction(largestUndimmed: sheet?.largestUndimmedDetent))
        .onAppear { loop.receive(.layerAppeared(layerID)) }
        .task(id: layer?.detent) {
          guard let detent = layer?.detent else { return }
          loop.receive(.detentDrawn(detent, of: layerID))
        }
    }

    /// The sheet's detents as SwiftUI's, each with ModalKit's.
    var detents: [PresentationDetent: Detent] {
      var detents: [PresentationDetent: Detent] = [:]
      for detent in model.shown.layer(layerID)?.presentation.sheet?.detents ?? [.large] {
        detents[presentationDetent(detent)] = detent
      }
      return detents
    }

    /// The detent on screen as the driver says; a write is the user's drag.
    var selection: Binding<PresentationDetent> {
      let (loop, id, detents) = (model.loop, layerID, detents)
      return Binding(
        get: { presentationDetent(loop.shown.layer(id)?.detent ?? .large) },
        set: { newValue in
          guard let detent = detents[newValue] else { return }
          loop.receive(.detentWritten(detent, of: id))
        })
    }
  }

  /// Lets the levels beneath a sheet take input up through its largest undimmed detent
  /// (iOS 16.4, macOS 13.3 and later; before, SwiftUI blocks them).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct BackgroundInteraction: ViewModifier {
    let largestUndimmed: Detent?

    func body(content: Content) -> some View {
      if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *), let largestUndimmed {
        content.presentationBackgroundInteraction(
          .enabled(upThrough: presentationDetent(largestUndimmed)))
      } else {
        content
      }
    }
  }

  /// ModalKit's detent as SwiftUI's.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
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
  enum LayerKind: Equatable {
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

  /// The dialog at a level and its phase; empty when there is none.
  struct DialogKey: Hashable {
    var id: EntryID?
    var phase: LayerPhase?
  }
#endif
