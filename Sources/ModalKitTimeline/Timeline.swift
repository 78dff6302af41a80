// A session as a sequence of drawn states: the start, then each action with its events and the
// state it left; written as one self-contained HTML page.

import ModalKit
import ModalKitTrace

/// A navigation session drawn moment by moment: the state it starts from, then every action
/// with the events it returned and the state it left, written by ``html`` as one HTML page.
///
/// Each state is drawn as the screen would look on a phone-sized ``container``, with every
/// frame from ModalKit's layout code: sheets at `LayoutContainer.sheetHeight(at:)`,
/// overlays at `LayoutContainer.overlayFrame(_:fullSizeInset:)`, and the levels below
/// `Navigator.lowestInteractiveLevel(in:)` marked as taking no input.
///
/// A trace, or a store's recorded session written as one, becomes a timeline in one line:
///
/// ```swift
/// let page = Timeline(try Trace.parse(text), title: "bug 42").html
/// let session = Timeline(try store.trace(links.segments), title: "the session").html
/// ```
///
/// A test can also build one with its own routes, sending actions as it would to a navigator:
///
/// ```swift
/// var timeline = Timeline(start: Navigator(root: Screen.inbox), title: "compose")
/// timeline.send(.present(.compose, as: .sheet(detents: [.medium, .large])))
/// timeline.send(.selectDetent(.large, of: timeline.navigator.top.id))
/// let page = timeline.html   // written to a file when the test fails, to look at
/// ```
public struct Timeline<Route: Hashable & Sendable>: Hashable, Sendable {
  /// One moment of the session: an action, where it was sent from, what it returned and what
  /// it left.
  ///
  /// The page shows one moment at a time, as a step of its slider.
  public struct Moment: Hashable, Sendable {
    /// The action sent.
    public var action: Navigator<Route>.Action
    /// The screen it was sent from with `Navigator.send(_:from:)`, or `nil` for
    /// `Navigator.send(_:)`.
    public var screen: EntryID?
    /// The line of the trace the action was read from, or `nil` when it was not read from one.
    public var line: Int?
    /// The events the action returned, in order.
    public var events: [Navigator<Route>.Event]
    /// The state after the action.
    public var navigator: Navigator<Route>

    /// Creates a moment from what an action returned and left.
    public init(
      action: Navigator<Route>.Action, from screen: EntryID? = nil, line: Int? = nil,
      events: [Navigator<Route>.Event], navigator: Navigator<Route>
    ) {
      self.action = action
      self.screen = screen
      self.line = line
      self.events = events
      self.navigator = navigator
    }

    /// The moment's heading: the action's description, then ` from #3` when it was sent from a
    /// screen: `push(detail(1)) from #0`.
    public var title: String {
      "\(action)" + (screen.map { " from \($0)" } ?? "")
    }

    /// Why the action changed nothing, when its only event is a rejection; otherwise `nil`.
    public var rejection: RejectionReason? {
      guard events.count == 1, case .rejected(_, let reason) = events[0] else { return nil }
      return reason
    }
  }

  /// The page's title and main heading.
  public var title: String

  /// The state before the first moment.
  public var start: Navigator<Route>

  /// The moments, oldest first.
  public var moments: [Moment]

  /// The screen every state is drawn on, one point to one CSS pixel.
  public var container: LayoutContainer

  /// The screen a timeline is drawn on unless told otherwise: 390 by 844 points with safe-area
  /// insets of 44 at the top and 34 at the bottom, a phone held upright.
  ///
  /// It is the container of the Presentations article's examples, so its numbers are the ones
  /// printed there: a `medium` sheet is 400 points tall, a `large` one 800.
  public static var phone: LayoutContainer {
    LayoutContainer(
      size: LayoutSize(width: 390, height: 844), safeArea: LayoutInsets(top: 44, bottom: 34))
  }

  /// Creates a timeline of a session: a start and the moments after it.
  ///
  /// - Parameters:
  ///   - start: The state before the first moment.
  ///   - moments: The moments; each moment's state is drawn as it is given.
  ///   - title: The page's title.
  ///   - container: The screen to draw on; ``phone`` unless given.
  public init(
    start: Navigator<Route>, moments: [Moment] = [], title: String = "ModalKit timeline",
    container: LayoutContainer = Self.phone
  ) {
    self.start = start
    self.moments = moments
    self.title = title
    self.container = container
  }

  /// The state after the last moment, or ``start`` when there is none.
  public var navigator: Navigator<Route> {
    moments.last?.navigator ?? start
  }

  /// Sends an action to the state after the last moment, as `Navigator.send(_:)` does, and
  /// records it as a moment.
  ///
  /// - Returns: The events the action returned.
  /// - Complexity: The action's cost, plus a copy of the state when a moment still shares it.
  @discardableResult
  public mutating func send(_ action: Navigator<Route>.Action) -> Navigator<Route>.Events {
    var state = navigator
    let events = state.send(action)
    moments.append(Moment(action: action, events: Array(events), navigator: state))
    return events
  }

  /// Sends an action from a screen, as `Navigator.send(_:from:)` does, and records it as a
  /// moment.
  ///
  /// - Returns: The events the action returned.
  @discardableResult
  public mutating func send(_ action: Navigator<Route>.Action, from screen: EntryID)
    -> Navigator<Route>.Events
  {
    var state = navigator
    let events = state.send(action, from: screen)
    moments.append(Moment(action: action, from: screen, events: Array(events), navigator: state))
    return events
  }
}

extension Timeline where Route == String {
  /// Creates the timeline of a trace: its start, then one moment for each of its inputs, each
  /// applied with `Trace.send(_:to:)` as `Trace.replay()` applies it (with the trace's id
  /// limit), so every moment's events and state are the replay's.
  ///
  /// A store's recorded session is a trace (`NavigatorStore.trace(_:)` in ModalKitStore), so
  /// `Timeline(try store.trace(links.segments))` draws it.
  ///
  /// - Parameters:
  ///   - trace: The trace to replay.
  ///   - title: The page's title.
  ///   - container: The screen to draw on; ``phone`` unless given.
  /// - Complexity: The replay's cost.
  public init(
    _ trace: Trace, title: String = "ModalKit timeline", container: LayoutContainer = Self.phone
  ) {
    var state = trace.start
    var moments: [Moment] = []
    moments.reserveCapacity(trace.inputs.count)
    for input in trace.inputs {
      let events = Trace.send(input, to: &state)
      moments.append(
        Moment(
          action: input.action, from: input.screen, line: input.line, events: Array(events),
          navigator: state))
    }
    self.init(start: trace.start, moments: moments, title: title, container: container)
  }
}
