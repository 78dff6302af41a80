/// What a host may do in one acknowledged step: the platform facts a plan rests on.
///
/// Every ability is a "may": with all of them `false` (``conservative``) the driver makes one
/// change per step, which every host can follow. Each `true` lets the planner put more into one
/// step. Some changes never share a step, whatever the abilities, because no platform allows
/// them (platform-rules.md, "Abilities a driver should parameterise"):
///
/// - two new presentation layers (1.1, 1.5, 1.6: high confidence);
/// - a presentation while another transition runs, so nothing is presented in a step that
///   dismisses (1.2, 5.1, 5.2);
/// - a push on the presenter's stack and a presentation from the pushed screen (3.6);
/// - a path change of a level and the dismissal of the layer above it (2.8: dismiss first, pop
///   in a later step).
///
/// And one change waits whatever the steps: a layer above an alert or a confirmation dialog,
/// on a host that cannot draw one there (``presentsAboveDialogs``), is held until the dialog
/// goes (``PresentationDriver/heldLayers``).
///
/// The planner also keeps the path changes of two different stacks in separate steps; no
/// source says whether they may share one.
///
/// The named sets follow the table in platform-rules.md; each property says where its facts
/// come from and how sure they are. Where a fact is unverified, the named sets assume "no":
/// a wrong "no" costs an extra step, a wrong "yes" leaves the screen and the state apart.
public struct PlatformAbilities: Hashable, Sendable {
  /// Whether several presented layers may be dismissed in one step, innermost first.
  ///
  /// UIKit: yes, one `dismiss(animated:)` on the lowest presenter takes every layer above it
  /// (2.1, Apple doc, high). SwiftUI: yes on iOS 17 and 18, no on iOS 15 and 16, where only
  /// the top layer goes per update (2.4, FlowStacks and anytype-swift, medium-high; D1).
  /// macOS: unverified (table: assume no).
  public var dismissesSeveralLayersAtOnce: Bool

  /// Whether several entries may be pushed on one stack in one step.
  ///
  /// Yes with `NavigationStack(path:)` (3.2, high) and UIKit's `setViewControllers` (3.8,
  /// high); no with `NavigationView`, which pushes one screen per update (3.1, high).
  public var pushesSeveralAtOnce: Bool

  /// Whether several entries may be popped from one stack in one step.
  ///
  /// Yes with `NavigationStack(path:)` (3.2, high; on iOS 16.0-16.1 without animation, 3.3)
  /// and UIKit (3.8); yes with `NavigationView`, which pops en masse (3.1, medium).
  public var popsSeveralAtOnce: Bool

  /// Whether one stack may pop and push in the same step (replace its top screens).
  ///
  /// Yes with `NavigationStack(path:)` (3.2, high) and UIKit's `setViewControllers` (3.8,
  /// high); no with `NavigationView` (3.1, table).
  public var popsAndPushesAtOnce: Bool

  /// Whether a new layer may be presented with entries already pushed inside its own stack.
  ///
  /// Yes with `NavigationStack` inside the sheet, iOS 16+ and macOS 13+ (3.6, FlowStacks,
  /// medium; on iOS 16 the first push is not animated, 3.7); no with `NavigationView` (3.1).
  /// UIKit: a navigation controller can be given its stack before it is presented (inferred
  /// from 3.8 and 8.1; no source states it).
  public var pushesWithPresentation: Bool

  /// Whether a sheet's detent change may share a step with another change (a presentation,
  /// a dismissal, a path change, or another sheet's detent change).
  ///
  /// Unverified on every platform: a programmatic detent change animates inside
  /// `animateChanges` (6.3, high) and is reported by no callback (6.4, high), but no source
  /// says whether it may run during another transition, and stacked sheets are reported to
  /// take each other's heights (6.9, low). Every named set says no.
  public var selectsDetentDuringOtherChanges: Bool

  /// Whether a layer may be presented above an alert or a confirmation dialog.
  ///
  /// When it may not, the driver never asks for such a layer: it holds it, with everything
  /// above it, until the dialog beneath goes (``PresentationDriver/heldLayers``), and counts the
  /// screen as settled when it shows everything up to the dialog. A dialog is then always the
  /// top of the screen, as the user sees it.
  ///
  /// UIKit: yes. An alert is an ordinary presented controller (5.1), and chained presentations
  /// are made from the topmost presented controller (1.1), so a controller can be presented
  /// from the alert (inferred; no source shows it). SwiftUI: no. Its alert and confirmation
  /// dialog have no content view to present from, and the view that presents the dialog is
  /// busy presenting it (1.1, 1.5, 5.5), so a sheet asked for there is dropped. macOS: no;
  /// AppKit queues a sheet behind an alert's sheet (5.6, 7.6), so it could only come after
  /// the dialog anyway.
  public var presentsAboveDialogs: Bool

  /// How long a step may take, in seconds, before its owner stops waiting for its
  /// acknowledgements and asks what the host shows (``PresentationDriver/missedDeadline(of:shown:)``).
  ///
  /// A platform may drop a step without a word: UIKit refuses to present over a busy presenter
  /// and may never call the completion (1.1-1.3, 8.3, unknown); SwiftUI drops a second sheet
  /// or a nested one brought up in the same update (1.5, 1.6). The deadline must outlast the
  /// slowest sound transition, since a deadline missed without a picture of the screen
  /// presents again what it takes as dropped. The named sets say 3 seconds for SwiftUI, whose
  /// binding write can come about a second after a sheet has visibly gone (4.7, medium-high),
  /// and 2 seconds for UIKit, whose completions follow `viewDidAppear` and `viewDidDisappear`
  /// at the end of a transition of a few tenths of a second (8.1, 8.2) and whose host can read
  /// its view controllers when a deadline passes.
  public var stepDeadline: Double

  /// Creates a set of abilities; each is `false` unless given, and a step has 3 seconds.
  public init(
    dismissesSeveralLayersAtOnce: Bool = false,
    pushesSeveralAtOnce: Bool = false,
    popsSeveralAtOnce: Bool = false,
    popsAndPushesAtOnce: Bool = false,
    pushesWithPresentation: Bool = false,
    selectsDetentDuringOtherChanges: Bool = false,
    presentsAboveDialogs: Bool = false,
    stepDeadline: Double = 3
  ) {
    self.dismissesSeveralLayersAtOnce = dismissesSeveralLayersAtOnce
    self.pushesSeveralAtOnce = pushesSeveralAtOnce
    self.popsSeveralAtOnce = popsSeveralAtOnce
    self.popsAndPushesAtOnce = popsAndPushesAtOnce
    self.pushesWithPresentation = pushesWithPresentation
    self.selectsDetentDuringOtherChanges = selectsDetentDuringOtherChanges
    self.presentsAboveDialogs = presentsAboveDialogs
    self.stepDeadline = stepDeadline
  }
}

// MARK: - Named sets

extension PlatformAbilities {
  /// One change per step: safe on every host, and the answer wherever a fact is unknown.
  ///
  /// A step has 3 seconds, as in every SwiftUI set (see ``stepDeadline``).
  public static let conservative = PlatformAbilities()

  /// SwiftUI on iOS 15: `NavigationView`, sheets one per update.
  ///
  /// Pops en masse (3.1, medium); one push per step and no pop with a push (3.1, high); one
  /// dismissal per step (2.4, medium-high); no pushes with a presentation (3.1, 3.6).
  public static let iOS15 = PlatformAbilities(popsSeveralAtOnce: true)

  /// SwiftUI on iOS 16: `NavigationStack(path:)`, sheets dismissed one per update.
  ///
  /// Paths change in one step (3.2, high); a layer comes up with its pushes (3.6, medium);
  /// one dismissal per step (2.4, medium-high).
  public static let iOS16 = PlatformAbilities(
    pushesSeveralAtOnce: true, popsSeveralAtOnce: true, popsAndPushesAtOnce: true,
    pushesWithPresentation: true)

  /// SwiftUI on iOS 17 and 18: as ``iOS16``, and several layers dismissed in one step (2.4,
  /// medium-high; FlowStacks enables it under `#available(iOS 17.0, *)`; D1).
  public static let iOS17 = PlatformAbilities(
    dismissesSeveralLayersAtOnce: true, pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    popsAndPushesAtOnce: true, pushesWithPresentation: true)

  /// SwiftUI on macOS 13 and later: `NavigationStack(path:)` (3.2, high; 3.6, medium); several
  /// dismissals in one step are unverified on macOS, so one per step (2.4, table).
  public static let macOS13 = PlatformAbilities(
    pushesSeveralAtOnce: true, popsSeveralAtOnce: true, popsAndPushesAtOnce: true,
    pushesWithPresentation: true)

  /// A UIKit host: one `dismiss` on the lowest presenter takes every layer above (2.1, high);
  /// `setViewControllers` sets a whole stack in one call (3.8, high); a navigation controller
  /// is presented with its stack set (inferred from 3.8 and 8.1); a layer is presented from
  /// an alert's controller (inferred from 1.1 and 5.1).
  ///
  /// A step has 2 seconds (see ``stepDeadline``).
  public static let uiKit = PlatformAbilities(
    dismissesSeveralLayersAtOnce: true, pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    popsAndPushesAtOnce: true, pushesWithPresentation: true, presentsAboveDialogs: true,
    stepDeadline: 2)

  /// The abilities of a SwiftUI host on this major version of iOS (or iPadOS): ``iOS15``,
  /// ``iOS16``, or ``iOS17`` from 17 on; ``conservative`` below 15, which ModalKit does not
  /// support.
  ///
  /// An adapter reads the version at run time and asks here, so the choice is tested.
  public static func swiftUI(iOS majorVersion: Int) -> PlatformAbilities {
    switch majorVersion {
    case ..<15: .conservative
    case 15: .iOS15
    case 16: .iOS16
    default: .iOS17
    }
  }

  /// The abilities of a SwiftUI host on this major version of macOS: ``macOS13`` from 13 on,
  /// ``conservative`` before (no `NavigationStack`).
  public static func swiftUI(macOS majorVersion: Int) -> PlatformAbilities {
    majorVersion >= 13 ? .macOS13 : .conservative
  }
}

// MARK: - Description

extension PlatformAbilities: CustomStringConvertible {
  /// The abilities that are on, such as `several dismissals, several pops`, or
  /// `one change per step` when none is.
  public var description: String {
    let names = [
      (dismissesSeveralLayersAtOnce, "several dismissals"),
      (pushesSeveralAtOnce, "several pushes"),
      (popsSeveralAtOnce, "several pops"),
      (popsAndPushesAtOnce, "pop and push"),
      (pushesWithPresentation, "pushes with a presentation"),
      (selectsDetentDuringOtherChanges, "detents with other changes"),
      (presentsAboveDialogs, "layers above dialogs"),
    ].filter(\.0).map(\.1)
    return names.isEmpty ? "one change per step" : names.joined(separator: ", ")
  }
}
