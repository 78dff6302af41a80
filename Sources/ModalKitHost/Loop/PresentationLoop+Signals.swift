// What a declarative host's views see, turned into acknowledgements and reports: the rules a
// SwiftUI adapter follows, in plain Swift so that they are tested on every platform.

import ModalKit
import ModalKitDriver
import ModalKitStore

extension PresentationLoop {
  /// Something a declarative host's views saw: a view appearing or going, a binding written.
  ///
  /// A value drawn counts too. ``PresentationLoop/receive(_:)`` decides what each means for
  /// the driver.
  ///
  /// A declarative host draws ``PresentationLoop/shown`` and has no completion handlers, only
  /// its views' lifecycle (platform-rules.md 8.4-8.6). Each case names the SwiftUI hook that
  /// sends it; the decisions (is this an acknowledgement the step waits for, the user's doing,
  /// or an echo of the driver's own change?) are made here, not in view code.
  public enum ViewSignal: Hashable, Sendable {
    /// The content of a presented layer appeared: `onAppear` of a sheet's, a cover's or an
    /// overlay's root view.
    case layerAppeared(EntryID)
    /// A presented layer has gone: a sheet's or a cover's `onDismiss`, or an overlay's
    /// `onDisappear`.
    ///
    /// It acknowledges only a layer the driver is dismissing: after the user's swipe the
    /// driver has already taken the layer off (through ``bindingCleared(_:)``), and a layer
    /// that has just come up at the same level must not take the old one's `onDismiss`.
    case layerGone(EntryID)
    /// The system wrote `nil` (or `false`) to a presentation binding: the user swiped the
    /// layer away or closed the dialog. An echo of a dismissal the driver asked for is ignored,
    /// as `onDismiss` acknowledges it once the animation ends.
    case bindingCleared(EntryID)
    /// An alert or a confirmation dialog was drawn in its current phase: `task(id:)` of the
    /// view that presents it, keyed by the layer and its phase. SwiftUI gives no other signal
    /// for dialogs.
    case dialogDrawn(EntryID)
    /// A screen of the stack at a level appeared: its `onAppear`.
    ///
    /// A path step always changes its stack's top (ids are never handed out twice, so a stack
    /// that keeps its top keeps everything beneath it), and the new top appears: that is the
    /// step's acknowledgement. A new root at level 0 appears too, if the host draws each root
    /// with its id as the view's identity.
    case screenAppeared(EntryID, level: Int)
    /// The system wrote the path binding of the stack at a level: the back button, an edge
    /// swipe.
    case pathWritten([RouteEntry<Route>], level: Int)
    /// A sheet was drawn at a detent: `task(id:)` keyed by the detent.
    case detentDrawn(Detent, of: EntryID)
    /// The system wrote a sheet's detent selection: the user dragged the sheet.
    case detentWritten(Detent, of: EntryID)
  }

  /// Takes what a declarative host's views saw, and acknowledges or reports what it means.
  ///
  /// | signal | means |
  /// |---|---|
  /// | ``ViewSignal/layerAppeared(_:)`` | `didPresent` |
  /// | ``ViewSignal/layerGone(_:)`` | `didDismiss` of a layer the driver is dismissing |
  /// | ``ViewSignal/bindingCleared(_:)`` | `UserEvent.dismissed(_:_:)` of a layer that is up, with its `ShownLayer.unrequestedDismissalReason`; nothing while the driver is dismissing it |
  /// | ``ViewSignal/dialogDrawn(_:)`` | `didPresent` while presenting, `didDismiss` while dismissing |
  /// | ``ViewSignal/screenAppeared(_:level:)`` | `didSetPath` when the step's new top appeared |
  /// | ``ViewSignal/pathWritten(_:level:)`` | `UserEvent.popped(to:)` for a shorter path |
  /// | ``ViewSignal/detentDrawn(_:of:)`` | `didSelectDetent` when the step selects that detent |
  /// | ``ViewSignal/detentWritten(_:of:)`` | `UserEvent.selectedDetent(_:of:)` unless an echo |
  ///
  /// Acknowledgements go to the driver, with the token of the step under way, only when that
  /// step waits for them, so a second `onAppear` or a redraw never ends the next change early.
  public func receive(_ signal: ViewSignal) {
    switch signal {
    case .layerAppeared(let id):
      acknowledgeIfAwaited(.didPresent(id))
    case .layerGone(let id):
      guard case .dismissing? = driver.phase(of: id) else { return }
      acknowledgeIfAwaited(.didDismiss(id))
    case .bindingCleared(let id):
      guard let layer = driver.shown.layer(id), layer.phase.isShown else { return }
      report(.dismissed(id, layer.unrequestedDismissalReason))
    case .dialogDrawn(let id):
      switch driver.phase(of: id) {
      case .presenting?: acknowledgeIfAwaited(.didPresent(id))
      case .dismissing?: acknowledgeIfAwaited(.didDismiss(id))
      case .presented?, .dismissed?, nil: break
      }
    case .screenAppeared(let id, let level):
      guard let stack = pathUnderWay(atLevel: level), stack.top.id == id else { return }
      acknowledgeIfAwaited(.didSetPath(level: level, root: stack.root.id))
    case .pathWritten(let path, let level):
      guard let event = driver.shown.userEvent(settingPath: path, atLevel: level) else { return }
      report(event)
    case .detentDrawn(let detent, let id):
      guard driver.step?.commands.contains(.selectDetent(detent, of: id)) == true else { return }
      acknowledgeIfAwaited(.didSelectDetent(id))
    case .detentWritten(let detent, let id):
      guard let layer = driver.shown.layer(id), layer.detent != detent else { return }
      report(.selectedDetent(detent, of: id))
    }
  }

  /// Acknowledges a command of the step under way, with its token, if the step waits for it;
  /// a view's signal that finishes nothing is not an acknowledgement at all.
  func acknowledgeIfAwaited(_ acknowledgement: Acknowledgement) {
    guard let token = driver.token, driver.awaiting.contains(acknowledgement) else { return }
    acknowledge(acknowledgement, of: token)
  }

  /// The stack the step under way gives a level, while its acknowledgement is awaited.
  func pathUnderWay(atLevel level: Int) -> RouteStack<Route>? {
    guard let step = driver.step else { return nil }
    for change in step.commands {
      guard case .setPath(level, let stack) = change,
        driver.awaiting.contains(.didSetPath(level: level, root: stack.root.id))
      else { continue }
      return stack
    }
    return nil
  }
}
