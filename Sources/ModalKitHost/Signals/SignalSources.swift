// How sure a declarative host's view signals are: whether one marks the end of a platform
// transition or may come as the transition starts, and which ends a host can report at all.

/// How much a view signal says about a platform transition.
///
/// An acknowledgement must come when a transition has ended: UIKit refuses to present or
/// dismiss while a transition of the same presenter runs (platform facts 1.2, 5.1), so a
/// step handed out early is dropped. SwiftUI's own lifecycle does not say that: `onAppear` can
/// come as a presentation starts (platform fact 8.6).
package enum SignalEvidence: String, Hashable, Sendable {
  /// The end of the platform's transition: a UIKit probe's `viewDidAppear(_:)` or its
  /// `viewDidDisappear(_:)` while it is being dismissed or moved from its parent
  /// (platform facts 8.1, 8.2, 8.8, 4.5); the completion of a presented controller's transition
  /// coordinator; SwiftUI's `onDismiss`, which runs once a dismissal has completed
  /// (platform fact 8.4).
  case transitionEnded
  /// A SwiftUI view's lifecycle: `onAppear`, `onDisappear`, `task(id:)`. It may come when a
  /// transition starts, or not at all on some back navigations (platform fact 8.6).
  case viewLifecycle
}

/// Which transitions a declarative host reports the end of, and so which view signals the
/// loop takes as acknowledgements.
///
/// A signal with ``SignalEvidence/transitionEnded`` evidence always acknowledges. One with
/// ``SignalEvidence/viewLifecycle`` evidence acknowledges only where the host reports no end
/// for that kind of change; where it does, the loop keeps it as a fallback: what the views saw
/// when a step misses its deadline (`PresentationLoop.viewPicture`). Overlays are drawn by the
/// host itself, in its own hierarchy, with no platform transition to wait for: their
/// lifecycle always acknowledges.
package struct SignalSources: Hashable, Sendable {
  /// Whether sheets and full-screen covers report the end of their presentations and
  /// dismissals, and the window's root its arrival in a window.
  package var presentationEnds: Bool

  /// Whether alerts and confirmation dialogs report the end of their presentations and
  /// dismissals.
  package var dialogEnds: Bool

  /// Whether pushed and revealed screens report the end of their transitions.
  package var screenEnds: Bool

  /// Creates a set of sources; each is `false` unless given.
  package init(presentationEnds: Bool = false, dialogEnds: Bool = false, screenEnds: Bool = false) {
    self.presentationEnds = presentationEnds
    self.dialogEnds = dialogEnds
    self.screenEnds = screenEnds
  }

  /// A host whose presented roots, screens and levels carry a UIKit probe: ModalKitSwiftUI on
  /// iOS and tvOS.
  ///
  /// The probe is a `UIViewControllerRepresentable` whose controller, a child of the hosting
  /// controller, gets `viewDidAppear(_:)` when the presentation or push has ended and
  /// `viewDidDisappear(_:)` when the dismissal or pop has (platform facts 8.1, 8.2, 8.8); dialogs
  /// end when the presented alert controller's transition coordinator completes.
  package static let uiKitProbes = SignalSources(
    presentationEnds: true, dialogEnds: true, screenEnds: true)

  /// A host with SwiftUI's lifecycle only: ModalKitSwiftUI on macOS, and any host without
  /// probes.
  ///
  /// On macOS AppKit queues a sheet or an alert begun while another runs instead of dropping
  /// it (platform facts 7.6, 5.6), so an acknowledgement that comes as a transition starts costs no
  /// drop there. Only `onDismiss` counts as an end.
  package static let viewLifecycle = SignalSources()
}
