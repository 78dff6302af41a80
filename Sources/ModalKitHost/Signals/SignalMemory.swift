// What the loop remembers of a declarative host's view signals between two of them: which
// layers the views saw up or gone, which closes are under way, which dialog writes wait for
// their button, and how often each layer was asked for.

import ModalKit
import ModalKitDriver

/// The view signals' state, kept by a ``PresentationLoop``: small, by layer id, and pruned to
/// the layers the driver still knows.
@usableFromInline
struct SignalMemory: Sendable {
  /// How a layer is leaving, as its probe saw the transition begin.
  enum Closing: Hashable, Sendable {
    /// A swipe: the transition is interactive.
    case interactive
    /// A tap outside, or SwiftUI's own `dismiss()` from inside: the transition is not
    /// interactive.
    case notInteractive
  }

  /// Which transitions the host reports the end of.
  var sources = SignalSources.viewLifecycle {
    didSet { isDeclarative = true }
  }

  /// Whether a host said it sends view signals (``PresentationLoop/takeViewSignals(from:)``):
  /// only then does the loop note each level's top before a step.
  @usableFromInline var isDeclarative = false

  /// The top each path step under way takes off its level, by level: the screen whose
  /// disappearance ends a pop.
  @usableFromInline var leavingTops: [Int: EntryID] = [:]

  /// The latest word of the views on each layer that counts for the picture: `true` up,
  /// `false` gone.
  @usableFromInline var seen: [EntryID: Bool] = [:]

  /// Layers whose close the probe saw begin, and how, until it ends or is cancelled.
  var closing: [EntryID: Closing] = [:]

  /// Dialogs whose binding was cleared with no button yet: the button action may follow in the
  /// same turn, and wins.
  var pendingCloses: Set<EntryID> = []

  /// Dialogs whose button was tapped: a binding write that follows is the system closing them.
  var tapped: Set<EntryID> = []

  /// The number of times each layer was asked for: the identity of its presentation.
  @usableFromInline var attempts: [EntryID: Int] = [:]

  /// Counts the presentations a step asks for, and notes the tops its path changes take off.
  ///
  /// - Parameters:
  ///   - step: The step handed out.
  ///   - tops: The top of each level before the step, bottom up; empty when not noted.
  @inlinable
  mutating func note<Route>(_ step: PresentationDriver<Route>.Step, tops: [EntryID]) {
    leavingTops.removeAll(keepingCapacity: true)
    for command in step.commands {
      switch command {
      case .present(let layer, _):
        attempts[layer.id, default: 0] += 1
        seen[layer.id] = nil
      case .setPath(let level, let stack):
        guard level < tops.count, !stack.contains(where: { $0.id == tops[level] }) else { continue }
        leavingTops[level] = tops[level]
      case .dismiss, .selectDetent:
        break
      }
    }
  }

  /// Forgets the layers the driver no longer shows, once the memory has grown.
  mutating func prune<Route>(keeping shown: ShownState<Route>) {
    let size = seen.count + closing.count + pendingCloses.count + tapped.count + attempts.count
    guard size > 4 * shown.layers.count + 32 else { return }
    let ids = Set(shown.layers.map(\.id))
    seen = seen.filter { ids.contains($0.key) }
    closing = closing.filter { ids.contains($0.key) }
    pendingCloses = pendingCloses.intersection(ids)
    tapped = tapped.intersection(ids)
    attempts = attempts.filter { ids.contains($0.key) }
  }
}

extension ShownState {
  /// The top of each level's stack, bottom up.
  ///
  /// - Complexity: O(l) in the layers.
  @inlinable
  var tops: [EntryID] {
    var tops = [stack.top.id]
    for layer in layers { tops.append(layer.stack.top.id) }
    return tops
  }
}
