// The SwiftUI example's overlays: seed 000's top/center/bottom modal, placed by ModalKit (example code).
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import ModalKit
  import SwiftUI

  /// Draws the layer above `level` when it is an overlay: a dimmed backdrop that blocks input
  /// beneath and dismisses on tap where the rules say so, the overlay at the frame that
  /// `LayoutContainer.overlayFrame(_:)` gives for its positioning and size, and the buttons the
  /// overlay declares, which close it through `tapButton` as an alert's do.
  ///
  /// Seed 000 computed `factor * UIScreen.main.bounds.height - 80` inside the view and left the
  /// screen beneath tappable. Here the geometry is ModalKit's, tested on Linux, and the backdrop
  /// takes the taps whenever the overlay blocks input.
  struct OverlayHost: View {
    @ObservedObject var store: NavigatorStore
    let level: Int

    var body: some View {
      if let layer = store.shownLayer(atLevel: level + 1),
        let overlay = layer.presentation.overlay
      {
        ZStack {
          if layer.presentation.rules.blocksInputBeneath {
            // The backdrop catches every tap, so nothing beneath receives input.
            Color.black.opacity(0.35)
              .ignoresSafeArea()
              .onTapGesture { store.send(.tapBackdrop(layer.id)) }
          }
          GeometryReader { proxy in
            // Inside the safe area already: the container is the proxy's size with no insets.
            let frame = LayoutContainer(
              width: Double(proxy.size.width), height: Double(proxy.size.height)
            )
            .overlayFrame(overlay)
            VStack(spacing: 0) {
              AnyView(LevelView(store: store, level: level + 1))
              if !overlay.buttons.isEmpty {
                buttonBar(overlay.buttons, closing: layer.id)
              }
            }
            .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
            .background(RoundedRectangle(cornerRadius: 20).fill(Color.gray.opacity(0.9)))
            .clipShape(RoundedRectangle(cornerRadius: 20))
            .position(
              x: CGFloat(frame.x + frame.width / 2), y: CGFloat(frame.y + frame.height / 2))
          }
        }
        .transition(.opacity)
      }
    }

    /// The overlay's own buttons, a custom dialog's Cancel and Apply: a tap closes the overlay
    /// with `tapButton`, reported `dismissed(entry, reason: .button(id))`.
    ///
    /// They take taps only while the overlay's level does, as its screens do.
    private func buttonBar(_ buttons: [ModalButton], closing id: EntryID) -> some View {
      HStack {
        ForEach(buttons, id: \.id) { button in
          Button(role: button.role?.swiftUI) {
            store.send(.tapButton(button.id, in: id))
          } label: {
            Text(button.title).frame(maxWidth: .infinity)
          }
        }
      }
      .padding()
      .allowsHitTesting(store.takesInput(atLevel: level + 1))
    }
  }
#endif
