/// What a host may do in one acknowledged step: the platform facts a plan rests on.
///
/// Every ability is a "may": with all of them `false` (``conservative``) the driver makes one
/// change per step, which every host can follow. Each `true` lets the planner put more into one
/// step. Some changes never share a step, whatever the abilities, because no platform allows
/// them (<doc:PlatformFacts#The-abilities-and-the-facts-they-rest-on>):
///
/// - two new presentation layers
///   (platform facts [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>),
///   [1.5](<doc:PlatformFacts#1.5-One-SwiftUI-presentation-per-view>),
///   [1.6](<doc:PlatformFacts#1.6-One-nested-layer-per-update>): high confidence);
/// - a presentation while another transition runs, so nothing is presented in a step that
///   dismisses (platform facts [1.2](<doc:PlatformFacts#1.2-Nothing-during-a-transition>),
///   [5.1](<doc:PlatformFacts#5.1-Alerts-are-presentations>),
///   [5.2](<doc:PlatformFacts#5.2-An-alert-after-a-sheet>));
/// - a push on the presenter's stack and a presentation from the pushed screen
///   (platform fact [3.6](<doc:PlatformFacts#3.6-A-layer-with-its-pushes>));
/// - a path change of a level and the dismissal of the layer above it
///   (platform fact [2.8](<doc:PlatformFacts#2.8-A-sheet-whose-presenter-leaves>): dismiss first,
///   pop in a later step).
///
/// And one change waits whatever the steps: a layer above an alert or a confirmation dialog,
/// on a host that cannot draw one there (``presentsAboveDialogs``), is held until the dialog
/// goes (``PresentationDriver/heldLayers``).
///
/// The planner also keeps the path changes of two different stacks in separate steps; no
/// source says whether they may share one.
///
/// The named sets follow the table in
/// <doc:PlatformFacts#The-abilities-and-the-facts-they-rest-on>; each property says where its
/// facts come from and how sure they are. Where a fact is unverified, the named sets assume
/// "no": a wrong "no" costs an extra step, a wrong "yes" leaves the screen and the state apart.
public struct PlatformAbilities: Hashable, Sendable {
  /// Whether several presented layers may be dismissed in one step, innermost first.
  ///
  /// UIKit: yes, one `dismiss(animated:)` on the lowest presenter takes every layer above it
  /// (platform fact [2.1](<doc:PlatformFacts#2.1-A-dismissal-takes-everything-above>), Apple doc,
  /// high). SwiftUI: yes on iOS 17 and 18, no on iOS 15 and 16, where only the top layer goes per
  /// update (platform fact [2.4](<doc:PlatformFacts#2.4-Several-SwiftUI-dismissals>), FlowStacks
  /// and anytype-swift, medium-high). macOS: unverified (table: assume no).
  public var dismissesSeveralLayersAtOnce: Bool

  /// Whether several entries may be pushed on one stack in one step.
  ///
  /// Yes with `NavigationStack(path:)`
  /// (platform fact [3.2](<doc:PlatformFacts#3.2-NavigationStack-paths>), high) and UIKit's
  /// `setViewControllers` (platform fact [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>), high); no
  /// with `NavigationView`, which pushes one screen per update
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>), high).
  public var pushesSeveralAtOnce: Bool

  /// Whether several entries may be popped from one stack in one step.
  ///
  /// Yes with `NavigationStack(path:)`
  /// (platform fact [3.2](<doc:PlatformFacts#3.2-NavigationStack-paths>), high; on iOS 16.0-16.1
  /// without animation, platform fact [3.3](<doc:PlatformFacts#3.3-Pop-to-root-on-iOS-16.0>)) and
  /// UIKit (platform fact [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>)); yes with `NavigationView`,
  /// which pops en masse
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>), medium).
  public var popsSeveralAtOnce: Bool

  /// Whether one stack may pop and push in the same step (replace its top screens).
  ///
  /// Yes with `NavigationStack(path:)`
  /// (platform fact [3.2](<doc:PlatformFacts#3.2-NavigationStack-paths>), high) and UIKit's
  /// `setViewControllers` (platform fact [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>), high); no
  /// with `NavigationView`
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>), table).
  public var popsAndPushesAtOnce: Bool

  /// Whether a new layer may be presented with entries already pushed inside its own stack.
  ///
  /// Yes with `NavigationStack` inside the sheet, iOS 16+ and macOS 13+
  /// (platform fact [3.6](<doc:PlatformFacts#3.6-A-layer-with-its-pushes>), FlowStacks, medium; on
  /// iOS 16 the first push is not animated,
  /// platform fact [3.7](<doc:PlatformFacts#3.7-First-push-in-a-sheet-on-iOS-16>)); no with
  /// `NavigationView`
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>)). UIKit: a
  /// navigation controller can be given its stack before it is presented (inferred from
  /// platform facts [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>) and
  /// [8.1](<doc:PlatformFacts#8.1-The-present-completion>); no source states it).
  public var pushesWithPresentation: Bool

  /// Whether a sheet's detent change may share a step with another change (a presentation,
  /// a dismissal, a path change, or another sheet's detent change).
  ///
  /// Unverified on every platform: a programmatic detent change animates inside
  /// `animateChanges`
  /// (platform fact [6.3](<doc:PlatformFacts#6.3-Detent-order-and-animateChanges>), high) and is
  /// reported by no callback
  /// (platform fact [6.4](<doc:PlatformFacts#6.4-No-callback-for-your-own-detent-change>), high),
  /// but no source says whether it may run during another transition, and stacked sheets are
  /// reported to take each other's heights
  /// (platform fact [6.9](<doc:PlatformFacts#6.9-Detent-glitches>), low). Every named set says no.
  public var selectsDetentDuringOtherChanges: Bool

  /// Whether a layer may be presented above an alert or a confirmation dialog.
  ///
  /// When it may not, the driver never asks for such a layer: it holds it, with everything
  /// above it, until the dialog beneath goes (``PresentationDriver/heldLayers``), and counts the
  /// screen as settled when it shows everything up to the dialog. A dialog is then always the
  /// top of the screen, as the user sees it.
  ///
  /// UIKit: yes. An alert is an ordinary presented controller
  /// (platform fact [5.1](<doc:PlatformFacts#5.1-Alerts-are-presentations>)), and chained
  /// presentations are made from the topmost presented controller
  /// (platform fact [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>)), so a controller
  /// can be presented from the alert (inferred; no source shows it). SwiftUI: no. Its alert and
  /// confirmation dialog have no content view to present from, and the view that presents the
  /// dialog is busy presenting it
  /// (platform facts [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>),
  /// [1.5](<doc:PlatformFacts#1.5-One-SwiftUI-presentation-per-view>),
  /// [5.5](<doc:PlatformFacts#5.5-An-alert-and-a-sheet-on-one-view>)), so a sheet asked for there
  /// is dropped. macOS: no; AppKit queues a sheet behind an alert's sheet
  /// (platform facts [5.6](<doc:PlatformFacts#5.6-AppKit-queues-alert-sheets>),
  /// [7.6](<doc:PlatformFacts#7.6-AppKit-queues-sheets>)), so it could only come after the dialog
  /// anyway.
  public var presentsAboveDialogs: Bool

  /// How long a step may take, in seconds, before its owner stops waiting for its
  /// acknowledgements and asks what the host shows (``PresentationDriver/missedDeadline(of:shown:)``).
  ///
  /// A platform may drop a step without a word: UIKit refuses to present over a busy presenter
  /// and may never call the completion
  /// (platform facts [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>) to
  /// [1.3](<doc:PlatformFacts#1.3-Presenters-in-the-window>),
  /// [8.3](<doc:PlatformFacts#8.3-Completions-of-refused-calls>), unknown); SwiftUI drops a second
  /// sheet or a nested one brought up in the same update
  /// (platform facts [1.5](<doc:PlatformFacts#1.5-One-SwiftUI-presentation-per-view>),
  /// [1.6](<doc:PlatformFacts#1.6-One-nested-layer-per-update>)). The deadline must outlast the
  /// slowest sound transition, since a deadline missed without a picture of the screen presents
  /// again what it takes as dropped. The named sets say 3 seconds for SwiftUI, whose binding write
  /// can come about a second after a sheet has visibly gone
  /// (platform fact [4.7](<doc:PlatformFacts#4.7-SwiftUI-reports-a-swipe-late>), medium-high), and
  /// 2 seconds for UIKit, whose completions follow `viewDidAppear` and `viewDidDisappear` at the
  /// end of a transition of a few tenths of a second
  /// (platform facts [8.1](<doc:PlatformFacts#8.1-The-present-completion>),
  /// [8.2](<doc:PlatformFacts#8.2-The-dismiss-completion>)) and whose host can read its view
  /// controllers when a deadline passes.
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
  /// Pops en masse
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>), medium);
  /// one push per step and no pop with a push
  /// (platform fact [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>), high); one
  /// dismissal per step (platform fact [2.4](<doc:PlatformFacts#2.4-Several-SwiftUI-dismissals>),
  /// medium-high); no pushes with a presentation
  /// (platform facts [3.1](<doc:PlatformFacts#3.1-NavigationView-pushes-one-per-update>),
  /// [3.6](<doc:PlatformFacts#3.6-A-layer-with-its-pushes>)).
  public static let iOS15 = PlatformAbilities(popsSeveralAtOnce: true)

  /// SwiftUI on iOS 16: `NavigationStack(path:)`, sheets dismissed one per update.
  ///
  /// Paths change in one step (platform fact [3.2](<doc:PlatformFacts#3.2-NavigationStack-paths>),
  /// high); a layer comes up with its pushes
  /// (platform fact [3.6](<doc:PlatformFacts#3.6-A-layer-with-its-pushes>), medium); one dismissal
  /// per step (platform fact [2.4](<doc:PlatformFacts#2.4-Several-SwiftUI-dismissals>),
  /// medium-high).
  public static let iOS16 = PlatformAbilities(
    pushesSeveralAtOnce: true, popsSeveralAtOnce: true, popsAndPushesAtOnce: true,
    pushesWithPresentation: true)

  /// SwiftUI on iOS 17 and 18: as ``iOS16``, and several layers dismissed in one step
  /// (platform fact [2.4](<doc:PlatformFacts#2.4-Several-SwiftUI-dismissals>), medium-high;
  /// FlowStacks enables it under `#available(iOS 17.0, *)`).
  public static let iOS17 = PlatformAbilities(
    dismissesSeveralLayersAtOnce: true, pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    popsAndPushesAtOnce: true, pushesWithPresentation: true)

  /// SwiftUI on macOS 13 and later: `NavigationStack(path:)`
  /// (platform fact [3.2](<doc:PlatformFacts#3.2-NavigationStack-paths>), high;
  /// platform fact [3.6](<doc:PlatformFacts#3.6-A-layer-with-its-pushes>), medium); several
  /// dismissals in one step are unverified on macOS, so one per step
  /// (platform fact [2.4](<doc:PlatformFacts#2.4-Several-SwiftUI-dismissals>), table).
  public static let macOS13 = PlatformAbilities(
    pushesSeveralAtOnce: true, popsSeveralAtOnce: true, popsAndPushesAtOnce: true,
    pushesWithPresentation: true)

  /// A UIKit host: one `dismiss` on the lowest presenter takes every layer above
  /// (platform fact [2.1](<doc:PlatformFacts#2.1-A-dismissal-takes-everything-above>), high);
  /// `setViewControllers` sets a whole stack in one call
  /// (platform fact [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>), high); a navigation controller is
  /// presented with its stack set (inferred from
  /// platform facts [3.8](<doc:PlatformFacts#3.8-UIKit-stacks>) and
  /// [8.1](<doc:PlatformFacts#8.1-The-present-completion>)); a layer is presented from an alert's
  /// controller (inferred from
  /// platform facts [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>) and
  /// [5.1](<doc:PlatformFacts#5.1-Alerts-are-presentations>)).
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
