import ModalKit

/// Brings what a host shows to a navigator's state one acknowledged step at a time.
///
/// A `Navigator` changes atomically: `home` can dismiss three sheets and pop a stack in one
/// action. A screen cannot follow that in one animation: UIKit refuses to present while a
/// transition runs, SwiftUI on iOS 15 and 16 dismisses one sheet per update, `NavigationView`
/// pushes one screen per update. The driver keeps its own picture of the screen
/// (``shown``: each stack's path, each layer's presentation, detent and ``LayerPhase``) and
/// hands the host one ``Step`` at a time, as data, planned for the host's
/// ``PlatformAbilities``, with a ``StepToken``. It hands out the next step only when the host
/// has acknowledged every command of the last one, naming its token. It never sleeps and never
/// cancels a step under way; a step the platform silently drops is caught by the owner's
/// deadline (``missedDeadline(of:shown:)``) and the driver plans again from what the host shows.
///
/// ```
///            retarget(to:events:)                       step + token
/// navigator ─────────────────────▶ PresentationDriver ────────────────▶ host
///     ▲                               │      ▲                            │
///     └──── Output.request ───────────┘      ├── acknowledge(_:of:) ──────┤
///                                            ├── report(_:) ──────────────┤
///                                            └── resync(to:) ─────────────┘
/// ```
///
/// ```swift
/// var nav = Navigator(root: Page.inbox)
/// var driver = PresentationDriver(nav, abilities: .iOS15)
/// let events = nav.send(.present(.settings, as: .sheet()))
/// let output = driver.retarget(to: nav, events: events)
/// print(output)   // phases: #1 presenting
///                 // step 1: present settings#1 as sheet(large) at level 1
/// driver.acknowledge(.didPresent(1), of: output.token!)   // phases: #1 presented
/// ```
///
/// The driver is a value with `mutating` methods and no clock, so a store can own one and a
/// test can replay any order of events. Every method returns an ``Output``: the step to
/// perform, the phases layers entered, an action the navigator must apply so that the state
/// agrees with what the user did on screen, and notices for a log.
///
/// ## Identity
///
/// The driver matches what it shows with the navigator by id *and* content: a shown layer is
/// the navigator's layer only when both have the same id, the same route and equivalent
/// presentations. Within one store's life an id always names one entry (see the store's
/// `restore(_:)`), so this never dismisses a layer that should stay; for a navigator changed by
/// other means it makes the screen converge anyway.
public struct PresentationDriver<Route: Hashable & Sendable>: Hashable, Sendable {
  // The stored state is `@usableFromInline` storage behind get-only views, and the hot
  // transitions (retarget, advance, acknowledge) are `@inlinable`: they are then specialized
  // for the app's route type in the app's module, as the core's are (see
  // Tests/Benchmarks/README.md), instead of running as generic code that looks up type metadata at every step.
  // Inlinable code cannot call an internal setter, so the transitions change the storage.

  /// What the host may do in one step; a change applies from the next step planned.
  public var abilities: PlatformAbilities

  /// Storage behind ``shown``.
  @usableFromInline var _shown: ShownState<Route>

  /// Storage behind ``target``.
  @usableFromInline var _target: Navigator<Route>

  /// Storage behind ``step``.
  @usableFromInline var _step: Step?

  /// Storage behind ``token``.
  @usableFromInline var _token: StepToken?

  /// Storage behind ``awaiting``; its capacity is kept from step to step, so handing out a
  /// step allocates no array for it.
  @usableFromInline var _awaiting: [Acknowledgement]

  /// Storage behind ``stepCount``.
  @usableFromInline var _stepCount: Int

  /// Storage behind ``swiping``.
  @usableFromInline var _swiping: Set<EntryID>

  /// Storage behind ``isWaitingForTarget``.
  @usableFromInline var _isWaitingForTarget: Bool

  /// Storage behind ``diagnostics``.
  @usableFromInline var _diagnostics: Diagnostics

  /// The reasons the navigator gave for layers it dismissed that are still on screen.
  @usableFromInline var reasons: [EntryID: DismissReason]

  /// The acknowledgements the step under way has had, to tell a repeated one from one it
  /// never waits for; its capacity is kept from step to step.
  @usableFromInline var received: [Acknowledgement]

  /// Layers whose present or dismissal is being tried again after a resynchronization: their
  /// phase was already reported, so the next command for them reports nothing new.
  @usableFromInline var retrying: Set<EntryID>

  /// Whether the next plan compares whole stacks, because the target changed in ways the
  /// driver was not told (``retarget(to:events:)`` without events, or a resynchronization).
  @usableFromInline var comparesWholeStacks: Bool

  /// Whether the step under way is its plan's only step, with nothing but its
  /// acknowledgements taken since it was handed out.
  ///
  /// Then, once it finishes, the screen shows the target, and the driver does not plan again:
  /// a push with its step costs 3,924 instructions so, 4,498 planning again
  /// (`modalkit-bench --instructions`, loop/driver-step). Anything else the driver takes clears
  /// it.
  @usableFromInline var stepEndsPlan = false

  /// Creates a driver for a host that shows the navigator's window root and nothing else.
  ///
  /// Nothing is handed out yet: call ``advance()`` for the first step, which brings up the
  /// rest of the navigator (a restored state with sheets up is presented layer by layer).
  ///
  /// - Parameters:
  ///   - navigator: The state to show.
  ///   - abilities: What the host may do in one step.
  public init(_ navigator: Navigator<Route>, abilities: PlatformAbilities) {
    self.abilities = abilities
    self._shown = ShownState(stack: RouteStack(root: navigator.stack.root))
    self._target = navigator
    self._step = nil
    self._token = nil
    self._awaiting = []
    self._stepCount = 0
    self._swiping = []
    self._isWaitingForTarget = false
    self._diagnostics = Diagnostics()
    self.reasons = [:]
    self.received = []
    self.retrying = []
    self.comparesWholeStacks = true
  }

  /// The counts of what a driver noticed: see ``Notice``.
  public struct Diagnostics: Hashable, Sendable {
    /// Acknowledgements ignored because their step was over or never handed out.
    public var staleAcknowledgements = 0
    /// Acknowledgements ignored because the step under way already had them.
    public var repeatedAcknowledgements = 0
    /// Acknowledgements ignored because the step under way does not wait for them.
    public var unexpectedAcknowledgements = 0
    /// Reports ignored because they named nothing on screen.
    public var ignoredReports = 0
    /// Steps not finished by their deadline.
    public var missedDeadlines = 0
    /// Pictures of the screen taken from the host (after a missed deadline or not).
    public var resynchronizations = 0

    /// Creates empty counts.
    @inlinable
    public init() {}

    /// All ignored acknowledgements, whatever the cause.
    public var ignoredAcknowledgements: Int {
      staleAcknowledgements + repeatedAcknowledgements + unexpectedAcknowledgements
    }
  }
}

// MARK: - Reading the state

extension PresentationDriver {
  /// What the host shows, or is changing towards in the step under way.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var shown: ShownState<Route> { _shown }

  /// The navigator state the screen is brought to: the newest one given.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var target: Navigator<Route> { _target }

  /// The step under way, or `nil` when the driver waits for nothing from the host.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var step: Step? { _step }

  /// The token of the step under way, or `nil` when none is.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var token: StepToken? { _token }

  /// The acknowledgements the step under way still waits for.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var awaiting: [Acknowledgement] { _awaiting }

  /// The number of steps handed out so far: the number of the last token.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var stepCount: Int { _stepCount }

  /// The layers the user is dragging: no step is handed out until each drag ends.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var swiping: Set<EntryID> { _swiping }

  /// Whether the driver returned a ``Output/request`` and waits for the navigator's answer,
  /// given with ``retarget(to:events:)``, before it plans again.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var isWaitingForTarget: Bool { _isWaitingForTarget }

  /// How often the driver ignored what it was told, missed a deadline or took the host's
  /// picture: the counts of its ``Notice``s.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var diagnostics: Diagnostics { _diagnostics }

  /// Whether the screen shows the target, but for the layers it holds, and nothing is under
  /// way.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var isSettled: Bool {
    step == nil && shown.matches(target, belowLevel: heldLevel ?? target.topLevel + 1)
  }

  /// The target's layers the host is not asked to show: a new layer above an alert or a
  /// confirmation dialog, with every layer above it, on a host that cannot present there
  /// (``PlatformAbilities/presentsAboveDialogs``); empty otherwise.
  ///
  /// They wait for the dialog to go. Closing the dialog dismisses them with it in the
  /// navigator, so a held layer is typically never shown: present with the `queue` policy to
  /// show a layer after a dialog instead.
  ///
  /// - Complexity: O(l) in the number of layers.
  public var heldLayers: ArraySlice<ModalLayer<Route>> {
    guard let heldLevel else { return [] }
    return target.layers[(heldLevel - 1)...]
  }

  /// The level of the lowest held layer, if any: the first level above a dialog whose layer
  /// the screen does not show.
  ///
  /// - Complexity: O(l) in the number of layers.
  public var heldLevel: Int? {
    guard !abilities.presentsAboveDialogs else { return nil }
    let layers = target.layers
    var level = 2
    while level <= layers.count {
      if !layers[level - 2].presentation.isNavigable {
        guard let shownLayer = shown.layer(atLevel: level),
          Self.isSame(shownLayer, as: layers[level - 1])
        else { return level }
      }
      level += 1
    }
    return nil
  }

  /// The steps still to come if nothing changes: the plan from the screen, once the step
  /// under way has finished, to the target.
  ///
  /// - Complexity: That of ``plan(from:to:abilities:reasons:)``.
  package var remainingSteps: [Step] {
    Self.plan(
      from: shown, to: target, abilities: abilities, reasons: reasons,
      comparingWholeStacks: comparesWholeStacks)
  }

  /// The phase of the layer with this id, or `nil` when it is not on screen.
  ///
  /// - Complexity: O(n) in the number of layers.
  public func phase(of id: EntryID) -> LayerPhase? {
    shown.layer(id)?.phase
  }
}
