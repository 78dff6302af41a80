import ModalKit

/// Where a presented layer is in its life on screen: coming up, up, going, or gone.
///
/// Every layer a ``PresentationDriver`` shows passes through the phases in this order, each at
/// most once, and every layer that leaves reaches ``dismissed(_:)`` exactly once:
///
/// ```
/// presenting ──didPresent──▶ presented ──dismiss step──▶ dismissing(reason) ──didDismiss──▶ dismissed(reason)
/// ```
///
/// A layer the user swipes away goes from ``presented`` through ``dismissing(_:)`` to
/// ``dismissed(_:)`` in one report, as the host sees it only once it is gone. The reason is the
/// one the navigator gives for the layer's `Navigator.Event.dismissed(_:reason:)`.
public enum LayerPhase: Hashable, Sendable {
  /// The host has been asked to present the layer and has not yet said it is up.
  case presenting
  /// The layer is up.
  case presented
  /// The host has been asked to dismiss the layer, for this reason, and has not yet said it
  /// is gone.
  case dismissing(DismissReason)
  /// The layer is gone from the screen, for this reason; the driver forgets it.
  case dismissed(DismissReason)

  /// Whether a presentation binding should hold the layer: while it is presenting or
  /// presented, not once it is dismissing.
  public var isShown: Bool {
    switch self {
    case .presenting, .presented: true
    case .dismissing, .dismissed: false
    }
  }

  /// The reason of a dismissing or dismissed layer; `nil` before.
  public var reason: DismissReason? {
    switch self {
    case .presenting, .presented: nil
    case .dismissing(let reason), .dismissed(let reason): reason
    }
  }
}

extension LayerPhase: CustomStringConvertible {
  /// The phase as written in code: `presenting`, `presented`, `dismissing(programmatic)`,
  /// `dismissed(interactive)`.
  public var description: String {
    switch self {
    case .presenting: "presenting"
    case .presented: "presented"
    case .dismissing(let reason): "dismissing(\(reason))"
    case .dismissed(let reason): "dismissed(\(reason))"
    }
  }
}

/// A layer that entered a new phase, as a driver reports it.
public struct PhaseChange: Hashable, Sendable, CustomStringConvertible {
  /// The layer's id: the id of its presented entry.
  public var id: EntryID

  /// The phase the layer entered.
  public var phase: LayerPhase

  /// Creates a phase change: for expected values in tests.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(_ id: EntryID, _ phase: LayerPhase) {
    self.id = id
    self.phase = phase
  }

  /// The layer and its new phase, such as `#5 dismissing(programmatic)`.
  public var description: String { "\(id) \(phase)" }
}
