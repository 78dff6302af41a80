import ModalKit

extension PresentationDriver {
  /// One thing a host does in one acknowledged step: what changes on screen, as data.
  ///
  /// A step holds one command, or several where the abilities let them share a step (several
  /// dismissals on iOS 17, a detent change with another command). The host performs every
  /// command, then sends each of ``acknowledgements`` as it finishes, with the step's token;
  /// the driver hands out the next step only when all have come.
  ///
  /// Printed, a step reads `dismiss #5, #4 (programmatic)`, and a step is written as an array
  /// literal of its commands:
  ///
  /// ```swift
  /// let expected: [PresentationDriver<Page>.Step] = [
  ///   [.dismiss(5, reason: .programmatic), .dismiss(4, reason: .programmatic)],
  ///   [.setPath(level: 0, RouteStack(root: inbox))],
  /// ]
  /// ```
  public struct Step: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The commands, in the order the host performs them.
    public var commands: [Command]

    /// Creates a step from its commands.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(_ commands: [Command]) {
      self.commands = commands
    }

    /// Creates a step from an array literal of its commands.
    public init(arrayLiteral commands: Command...) {
      self.commands = commands
    }

    /// The acknowledgements the driver waits for before it hands out the next step: one per
    /// command.
    ///
    /// - Complexity: O(c) in the commands; allocates the array.
    @inlinable
    public var acknowledgements: [Acknowledgement] {
      var acknowledgements: [Acknowledgement] = []
      acknowledgements.reserveCapacity(commands.count)
      for command in commands { acknowledgements.append(command.acknowledgement) }
      return acknowledgements
    }
  }

  /// One change on screen that a host performs: a command of a ``Step``.
  public enum Command: Hashable, Sendable {
    /// Present this layer at this level, over the top of the stack beneath, with the entries
    /// of its stack already pushed and its sheet at its selected detent.
    case present(ModalLayer<Route>, level: Int)
    /// Dismiss the layer with this id, for this reason. Several dismissals in one step come
    /// innermost first, and are the topmost layers.
    case dismiss(EntryID, reason: DismissReason)
    /// Make the stack at this level show this stack: pops, pushes, or both, and at level 0 a
    /// new root.
    case setPath(level: Int, RouteStack<Route>)
    /// Move the sheet with this id to this detent.
    case selectDetent(Detent, of: EntryID)

    /// The acknowledgement the host sends when the command has finished.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var acknowledgement: Acknowledgement {
      switch self {
      case .present(let layer, _): .didPresent(layer.id)
      case .dismiss(let id, _): .didDismiss(id)
      case .setPath(let level, let stack): .didSetPath(level: level, root: stack.root.id)
      case .selectDetent(_, let id): .didSelectDetent(id)
      }
    }
  }
}

// MARK: - Description

extension PresentationDriver.Step: CustomStringConvertible {
  /// The commands in short, separated by `; `, with consecutive dismissals together:
  /// `dismiss #5, #4 (programmatic)`, `dismiss #5 (replaced), #4 (programmatic)`,
  /// `present settings#6 as sheet(medium, large) at level 1`,
  /// `set level 0 to [inbox#0, thread(7)#1]`, `select large on #6`.
  public var description: String {
    var parts: [String] = []
    var dismissals: [(EntryID, DismissReason)] = []
    func flushDismissals() {
      guard let first = dismissals.first else { return }
      if dismissals.allSatisfy({ $0.1 == first.1 }) {
        parts.append(
          "dismiss " + dismissals.map(\.0.description).joined(separator: ", ") + " (\(first.1))")
      } else {
        parts.append(
          "dismiss " + dismissals.map { "\($0.0) (\($0.1))" }.joined(separator: ", "))
      }
      dismissals = []
    }
    for command in commands {
      if case .dismiss(let id, let reason) = command {
        dismissals.append((id, reason))
        continue
      }
      flushDismissals()
      parts.append(command.description)
    }
    flushDismissals()
    return parts.joined(separator: "; ")
  }
}

extension PresentationDriver.Command: CustomStringConvertible {
  /// The command in short: `present settings#6 as sheet(large) at level 1 with [a#7]`,
  /// `dismiss #5 (programmatic)`, `set level 0 to [inbox#0]`, `select large on #6`.
  public var description: String {
    switch self {
    case .present(let layer, let level):
      let pushed =
        layer.stack.path.isEmpty
        ? "" : " with [" + layer.stack.path.map(\.description).joined(separator: ", ") + "]"
      return "present \(layer.entry) as \(layer.presentation) at level \(level)\(pushed)"
    case .dismiss(let id, let reason): return "dismiss \(id) (\(reason))"
    case .setPath(let level, let stack): return "set level \(level) to \(stack)"
    case .selectDetent(let detent, let id): return "select \(detent) on \(id)"
    }
  }
}
