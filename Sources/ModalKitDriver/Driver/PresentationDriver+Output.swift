import ModalKit

extension PresentationDriver {
  /// What one call to a driver produced: the step handed out, the phases entered, and the
  /// action the navigator must follow.
  ///
  /// Every mutating method of ``PresentationDriver`` returns one. The owner performs the step
  /// (or lets the host draw ``PresentationDriver/shown``), passes the phases on, and sends the
  /// request to the navigator, then gives the driver the navigator's new state with
  /// ``PresentationDriver/retarget(to:events:)``.
  public struct Output: Hashable, Sendable {
    /// The step the host is to perform now, if one was handed out.
    public var step: Step?

    /// The step's number, counted from 1 over the driver's life; `nil` without a step.
    public var stepNumber: Int?

    /// The layers that entered a new phase, in order.
    public var phases: [PhaseChange]

    /// The action the navigator must apply so that it agrees with the screen, if any: the
    /// user swiped a layer away, dragged a sheet, or went back in a stack.
    public var request: Request?

    /// Creates an output: for expected values in tests.
    public init(
      step: Step? = nil, stepNumber: Int? = nil, phases: [PhaseChange] = [],
      request: Request? = nil
    ) {
      self.step = step
      self.stepNumber = stepNumber
      self.phases = phases
      self.request = request
    }

    /// Whether nothing happened: no step, no phase, no request.
    public var isEmpty: Bool { step == nil && phases.isEmpty && request == nil }

    /// Adds what a later part of the same call produced.
    mutating func merge(_ later: Output) {
      if later.step != nil {
        step = later.step
        stepNumber = later.stepNumber
      }
      phases += later.phases
      if later.request != nil { request = later.request }
    }
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
  /// One line per part, for a transcript: `step 3: dismiss #5 (programmatic)`,
  /// `phases: #5 dismissing(programmatic)`, `send: dismissInteractively(#4)`; empty when
  /// nothing happened.
  public var description: String {
    var lines: [String] = []
    if !phases.isEmpty {
      lines.append("phases: " + phases.map(\.description).joined(separator: ", "))
    }
    if let request { lines.append("send: \(request)") }
    if let step { lines.append("step \(stepNumber ?? 0): \(step)") }
    return lines.joined(separator: "\n")
  }
}

extension PresentationDriver.Request: CustomStringConvertible {
  /// The action, and the screen it is sent from if any: `dismissInteractively(#4)`,
  /// `unwindCount(1) from #3`.
  public var description: String {
    screen.map { "\(action) from \($0)" } ?? action.description
  }
}
