// An overlay drawn in its level's own container, with its buttons and its backdrop. The Apple API
// it uses is listed in LayerPresenter.swift.

#if canImport(SwiftUI) && !os(watchOS)
  import ModalKit
  import ModalKitDriver
  import ModalKitHost
  import SwiftUI

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
#endif
