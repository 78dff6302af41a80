import ModalKit

/// The identity of a step a driver handed out: its number, counted from 1 over the driver's life.
///
/// An acknowledgement names the step it finishes (``PresentationDriver/acknowledge(_:of:)``),
/// so a late or repeated one is told apart from the acknowledgement of a later step of the same
/// layer or stack, and is ignored instead of ending that step early.
public struct StepToken: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The step's number: the first step a driver hands out is 1.
  public let number: Int

  /// Creates the token of the step with this number.
  @inlinable
  public init(_ number: Int) {
    self.number = number
  }

  /// Orders tokens as their steps were handed out.
  @inlinable
  public static func < (lhs: StepToken, rhs: StepToken) -> Bool { lhs.number < rhs.number }

  /// The token in short: `step 3`.
  public var description: String { "step \(number)" }
}

extension PresentationDriver {
  /// What one call to a driver produced: the step handed out, the phases entered, the action
  /// the navigator must follow, and what the driver noticed.
  ///
  /// Every mutating method of ``PresentationDriver`` returns one. The owner performs the step
  /// (or lets the host draw ``PresentationDriver/shown``), passes the phases on, sends the
  /// request to the navigator and gives the driver the navigator's new state with
  /// ``PresentationDriver/retarget(to:events:)``, and logs the notices it cares about.
  public struct Output: Hashable, Sendable {
    /// The step the host is to perform now, if one was handed out.
    public var step: Step?

    /// The step's token, which the host's acknowledgements name; `nil` without a step.
    public var token: StepToken?

    /// The layers that entered a new phase, in order.
    public var phases: [PhaseChange]

    /// The action the navigator must apply so that it agrees with the screen, if any: the
    /// user swiped a layer away, dragged a sheet, or went back in a stack.
    @inlinable
    public var request: Request? {
      get { _request?.request }
      set { _request = newValue.map(RequestBox.init) }
    }

    /// Storage behind ``request``, boxed: an action is the largest thing an output holds and
    /// is rarely there, and an output whose every field is a word or two is copied and
    /// destroyed inline, where one holding an action inline goes through its type's value
    /// witnesses at every step.
    @usableFromInline var _request: RequestBox?

    /// What the driver noticed besides the step: an acknowledgement that finishes nothing, a
    /// report about nothing on screen, a missed deadline.
    ///
    /// For logs; nothing needs to act on them.
    public var notices: [Notice]

    /// Whether ``PresentationDriver/shown`` changed: a host that draws from it redraws.
    public var changesShown: Bool

    /// Creates an output: for expected values in tests.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(
      step: Step? = nil, token: StepToken? = nil, phases: [PhaseChange] = [],
      request: Request? = nil, notices: [Notice] = [], changesShown: Bool = false
    ) {
      self.step = step
      self.token = token
      self.phases = phases
      self._request = request.map(RequestBox.init)
      self.notices = notices
      self.changesShown = changesShown
    }

    /// Whether nothing happened: no step, no phase, no request, no notice, nothing redrawn.
    @inlinable
    public var isEmpty: Bool {
      step == nil && phases.isEmpty && _request == nil && notices.isEmpty && !changesShown
    }

    /// Adds what a later part of the same call produced.
    @inlinable
    mutating func merge(_ later: Output) {
      if later.step != nil {
        step = later.step
        token = later.token
      }
      if !later.phases.isEmpty { phases += later.phases }
      if later._request != nil { _request = later._request }
      if !later.notices.isEmpty { notices += later.notices }
      changesShown = changesShown || later.changesShown
    }
  }

  /// Something a driver noticed that is not a step: for an app's log and for tests.
  public enum Notice: Hashable, Sendable {
    /// An acknowledgement that finishes nothing, ignored: its step is over or was never handed
    /// out, the step already had it, or the step does not wait for it.
    case ignoredAcknowledgement(Acknowledgement, of: StepToken, IgnoredBecause)
    /// A report about a layer or an entry the driver does not show, ignored.
    case ignoredReport(UserEvent)
    /// The step with this token was not finished by its deadline; these acknowledgements were
    /// still awaited. The driver took the host's picture (or its own best guess) and planned
    /// again from there.
    case missedDeadline(StepToken, awaiting: [Acknowledgement])
    /// The driver took a picture of the screen from the host and planned again from it; the
    /// step with this token, if one was under way, was given up.
    case resynchronized(abandoning: StepToken?)
  }

  /// Why an acknowledgement was ignored.
  public enum IgnoredBecause: String, Hashable, Sendable {
    /// Its step is no longer under way, or no step with its token was handed out.
    case stale
    /// The step under way already had this acknowledgement.
    case repeated
    /// The step under way does not wait for this acknowledgement.
    case unexpected
  }

  /// A request held by reference in an ``Output``, compared and hashed by the request.
  @usableFromInline
  final class RequestBox: Hashable, Sendable {
    /// The request.
    @usableFromInline let request: Request

    @inlinable
    init(_ request: Request) { self.request = request }

    @inlinable
    static func == (lhs: RequestBox, rhs: RequestBox) -> Bool { lhs.request == rhs.request }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(request) }
  }

  /// An action for the navigator, sent from a screen or not: what a user's doing on screen
  /// means for the state.
  public struct Request: Hashable, Sendable {
    /// The action to send.
    public var action: Navigator<Route>.Action

    /// The screen to send it from (`Navigator.send(_:from:)`), or `nil` for
    /// `Navigator.send(_:)`.
    public var screen: EntryID?

    /// Creates a request.
    public init(_ action: Navigator<Route>.Action, from screen: EntryID? = nil) {
      self.action = action
      self.screen = screen
    }

    /// Sends the action to a navigator, from the screen if there is one, and returns the
    /// events.
    @discardableResult
    public func send(to navigator: inout Navigator<Route>) -> Navigator<Route>.Events {
      guard let screen else { return navigator.send(action) }
      return navigator.send(action, from: screen)
    }
  }
}

// MARK: - Description

extension PresentationDriver.Output: CustomStringConvertible {
  /// One line per part, for a transcript: `phases: #5 dismissing(programmatic)`,
  /// `send: dismissInteractively(#4)`, `notice: ignored didPresent #4 of step 2 (stale)`,
  /// `step 3: dismiss #5 (programmatic)`; empty when nothing happened.
  public var description: String {
    var lines: [String] = []
    for notice in notices { lines.append("notice: \(notice)") }
    if !phases.isEmpty {
      lines.append("phases: " + phases.map(\.description).joined(separator: ", "))
    }
    if let request { lines.append("send: \(request)") }
    if let step { lines.append("\(token.map(\.description) ?? "step"): \(step)") }
    return lines.joined(separator: "\n")
  }
}

extension PresentationDriver.Notice: CustomStringConvertible {
  /// The notice in short: `ignored didPresent #4 of step 2 (stale)`,
  /// `ignored report dismissed #9 (interactive)`, `step 3 missed its deadline awaiting
  /// didPresent #4`, `resynchronized, abandoning step 3`.
  public var description: String {
    switch self {
    case .ignoredAcknowledgement(let acknowledgement, let token, let because):
      "ignored \(acknowledgement) of \(token) (\(because.rawValue))"
    case .ignoredReport(let event): "ignored report \(event)"
    case .missedDeadline(let token, let awaiting):
      "\(token) missed its deadline awaiting "
        + awaiting.map(\.description).joined(separator: ", ")
    case .resynchronized(let token):
      token.map { "resynchronized, abandoning \($0)" } ?? "resynchronized"
    }
  }
}

extension PresentationDriver.Request: CustomStringConvertible {
  /// The action, and the screen it is sent from if any: `dismissInteractively(#4)`,
  /// `unwindCount(1) from #3`.
  public var description: String {
    screen.map { "\(action) from \($0)" } ?? action.description
  }
}
