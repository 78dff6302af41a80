import ModalKit

/// What a host says when it has finished one command of a step.
///
/// A ``PresentationDriver/Step`` lists the acknowledgements it waits for
/// (``PresentationDriver/Step/acknowledgements``); the host sends each with the step's
/// ``StepToken`` (``PresentationDriver/acknowledge(_:of:)``), and the driver hands out the next
/// step only when every one has come, in any order.
///
/// An acknowledgement is only ever "this finished", never "the user did this": a layer the
/// user removed is a ``UserEvent``. One that finishes nothing (a second `viewDidAppear`, a
/// completion that arrives after the step was given up, one of a step that is over) is ignored
/// and counted, whatever id it names: the token tells a late acknowledgement from the one of a
/// later step of the same layer, stack or sheet.
///
/// Where hosts get them (platform facts [8.1](<doc:PlatformFacts#8.1-The-present-completion>),
/// [8.2](<doc:PlatformFacts#8.2-The-dismiss-completion>),
/// [8.4](<doc:PlatformFacts#8.4-SwiftUIs-onDismiss>),
/// [8.8](<doc:PlatformFacts#8.8-Acknowledgements-in-practice>)): UIKit's `present` and `dismiss`
/// completions, or `viewDidAppear` and `viewDidDisappear` with `isBeingDismissed`; SwiftUI's
/// `onDismiss`. Programmatic detent changes get no callback
/// (platform fact [6.4](<doc:PlatformFacts#6.4-No-callback-for-your-own-detent-change>)): a host
/// acknowledges its own detent change once `animateChanges` returns.
public enum Acknowledgement: Hashable, Sendable {
  /// The layer with this id is up.
  case didPresent(EntryID)
  /// The layer with this id is gone, and with it every layer above it: dismissing a presenter
  /// takes everything above it
  /// (platform fact [2.1](<doc:PlatformFacts#2.1-A-dismissal-takes-everything-above>)), and the
  /// layers torn down above get no callback of their own
  /// (platform fact [2.3](<doc:PlatformFacts#2.3-No-callbacks-for-programmatic-dismissals>)).
  case didDismiss(EntryID)
  /// The stack at this level, whose root has this id, shows the path it was given.
  case didSetPath(level: Int, root: EntryID)
  /// The sheet with this id rests at the detent it was given.
  case didSelectDetent(EntryID)
}

extension Acknowledgement: CustomStringConvertible {
  /// The acknowledgement in short: `didPresent #6`, `didDismiss #4`, `didSetPath level 1`,
  /// `didSelectDetent #6`.
  public var description: String {
    switch self {
    case .didPresent(let id): "didPresent \(id)"
    case .didDismiss(let id): "didDismiss \(id)"
    case .didSetPath(let level, _): "didSetPath level \(level)"
    case .didSelectDetent(let id): "didSelectDetent \(id)"
    }
  }
}

/// Something the user did to what is on screen, as the host reports it.
///
/// The host reports what it saw; the driver outputs its picture of the screen and, where the
/// navigator must follow, returns the action to send in ``PresentationDriver/Output/request``.
public enum UserEvent: Hashable, Sendable {
  /// The user started dragging the layer with this id down: UIKit's
  /// `presentationControllerWillDismiss`, which may come more than once
  /// (platform fact [4.4](<doc:PlatformFacts#4.4-Cancelled-swipes>)). While a drag runs, the driver
  /// hands out no step: UIKit refuses to present over a presenter whose transition runs
  /// (platform fact [1.2](<doc:PlatformFacts#1.2-Nothing-during-a-transition>)).
  case swipeBegan(EntryID)
  /// The user let go before the threshold and the layer sprang back
  /// (platform fact [4.4](<doc:PlatformFacts#4.4-Cancelled-swipes>)); nothing changes.
  case swipeCancelled(EntryID)
  /// The layer with this id left the screen because of the user, for this reason, and every
  /// layer above it with it: a completed swipe (`DismissReason.interactive`, UIKit's
  /// `presentationControllerDidDismiss`, SwiftUI's binding write,
  /// platform facts [4.1](<doc:PlatformFacts#4.1-The-order-of-a-swipe>),
  /// [4.7](<doc:PlatformFacts#4.7-SwiftUI-reports-a-swipe-late>)) or a dialog tapped outside
  /// (`DismissReason.backdropTap`).
  case dismissed(EntryID, DismissReason)
  /// The user dragged the sheet with this id to this detent
  /// (platform fact [6.4](<doc:PlatformFacts#6.4-No-callback-for-your-own-detent-change>): only
  /// user changes are reported by UIKit).
  case selectedDetent(Detent, of: EntryID)
  /// The user went back in a stack (back button or edge swipe) until the entry with this id
  /// was on top.
  case popped(to: EntryID)

  /// A completed swipe on the layer with this id: ``dismissed(_:_:)`` with reason
  /// `DismissReason.interactive`.
  public static func swipeCompleted(_ id: EntryID) -> UserEvent {
    .dismissed(id, .interactive)
  }
}

extension UserEvent: CustomStringConvertible {
  /// The event in short: `swipeBegan #4`, `swipeCancelled #4`, `dismissed #4 (interactive)`,
  /// `selectedDetent large of #4`, `popped to #2`.
  public var description: String {
    switch self {
    case .swipeBegan(let id): "swipeBegan \(id)"
    case .swipeCancelled(let id): "swipeCancelled \(id)"
    case .dismissed(let id, let reason): "dismissed \(id) (\(reason))"
    case .selectedDetent(let detent, let id): "selectedDetent \(detent) of \(id)"
    case .popped(let id): "popped to \(id)"
    }
  }
}
