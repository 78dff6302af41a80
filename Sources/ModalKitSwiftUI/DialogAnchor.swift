// An alert or a confirmation dialog presented over a level, from an anchor whose identity is its
// presentation. The Apple API it uses is listed in LayerPresenter.swift.

#if canImport(SwiftUI) && !os(watchOS)
  import Dispatch
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import SwiftUI

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

  /// A dialog's content with its layer's id.
  struct DialogContent {
    let id: EntryID
    let content: AlertContent
  }
#endif
