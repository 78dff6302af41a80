// What the host really shows: a picture it took, or, when a step misses its deadline, the
// driver's best guess; the driver plans again from there.

import ModalKit

extension PresentationDriver {
  /// Takes the host's picture of what it shows, gives up the step under way, and plans again
  /// from the picture.
  ///
  /// For a host that can look (a UIKit host reads its presented view controllers), after a
  /// missed deadline or whenever it finds that the screen differs from ``shown``. The picture
  /// is the truth: its stacks, its layers and their detents replace the driver's. Every layer
  /// is in the picture as up; the driver keeps each layer's phase history whole:
  ///
  /// - a layer the step was presenting is ``LayerPhase/presented`` if the picture shows it,
  ///   and is presented again otherwise (no new phase: it is still `presenting`);
  /// - a layer the step was dismissing is ``LayerPhase/dismissed(_:)`` if the picture lacks
  ///   it, and is dismissed again otherwise;
  /// - a layer that was up and is missing from the picture left without the driver: it is
  ///   dismissed (reason `DismissReason.programmatic`) with every layer above it, and when the
  ///   navigator still holds it, the output's request makes the navigator follow;
  /// - a layer only the picture shows is taken as presented, and dismissed by the next steps
  ///   if the navigator does not hold it.
  ///
  /// Routes changed in place show at once, as always: an entry of the picture takes the
  /// navigator's route for its id. Acknowledgements of the abandoned step that arrive later are
  /// stale and ignored. The next plan compares whole stacks.
  ///
  /// - Parameter picture: What the host shows. Its layers' phases are not read.
  /// - Returns: The phases entered, a request if the navigator must follow, a
  ///   ``Notice/resynchronized(abandoning:)`` notice, and the next step.
  /// - Complexity: O(l + n) in the layers and entries of the two pictures, plus ``advance()``.
  @discardableResult
  public mutating func resync(to picture: ShownState<Route>) -> Output {
    var output = Output(notices: [.resynchronized(abandoning: _token)], changesShown: true)
    stepEndsPlan = false
    _diagnostics.resynchronizations += 1
    _step = nil
    _token = nil
    _awaiting = []
    received = []

    let old = _shown.layers
    var new = picture
    var kept = 0
    while kept < old.count, kept < new.layers.count, old[kept].id == new.layers[kept].id {
      if old[kept].phase == .presenting {
        output.phases.append(PhaseChange(old[kept].id, .presented))
      }
      if case .dismissing(let reason) = old[kept].phase {
        // Still up: the dismissal is tried again; its phase was already reported.
        reasons[old[kept].id] = reason
        retrying.insert(old[kept].id)
      }
      kept += 1
    }
    // The layers that are gone from the picture, bottom up.
    let lowestLost = old[kept...].firstIndex { $0.phase == .presented }
    for index in kept..<old.count {
      let layer = old[index]
      let lostAbove = lowestLost.map { index >= $0 } ?? false
      switch layer.phase {
      case .presenting where !lostAbove && targetHoldsLayer(layer.id, atLevel: index + 1):
        // Dropped by the platform: presented again, still `presenting`.
        retrying.insert(layer.id)
        continue
      case .dismissing(let reason):
        output.phases.append(PhaseChange(layer.id, .dismissed(reason)))
      case .presenting, .presented, .dismissed:
        let reason = reasons[layer.id] ?? .programmatic
        if layer.phase == .presenting { output.phases.append(PhaseChange(layer.id, .presented)) }
        output.phases.append(PhaseChange(layer.id, .dismissing(reason)))
        output.phases.append(PhaseChange(layer.id, .dismissed(reason)))
      }
      reasons[layer.id] = nil
      _swiping.remove(layer.id)
    }
    if let lowestLost, targetHoldsLayer(old[lowestLost].id, atLevel: lowestLost + 1) {
      output.request = Request(.dismissLayer(old[lowestLost].id))
      _isWaitingForTarget = true
    }
    // Layers only the picture shows.
    for index in kept..<new.layers.count {
      output.phases.append(PhaseChange(new.layers[index].id, .presenting))
      output.phases.append(PhaseChange(new.layers[index].id, .presented))
    }
    for index in new.layers.indices { new._layers[index]._phase = .presented }
    _swiping = _swiping.filter { id in new.layers.contains { $0.id == id } }
    _shown = new
    // Routes changed in place are the driver's to show, whatever the host's picture says.
    _ = _shown.refreshRoutes(from: _target)
    comparesWholeStacks = true
    advance(into: &output)
    return output
  }

  /// Says that the step with this token was not finished by its deadline: the driver takes
  /// the host's picture (or, without one, its best guess) and plans again from there.
  ///
  /// The owner keeps the clock: it starts a deadline when a step is handed out and calls this
  /// when the deadline passes with the step still under way. A token of a step that is over
  /// changes nothing.
  ///
  /// Without a picture, the driver guesses what a silent platform did with each command it
  /// has no acknowledgement for: a presentation was dropped (UIKit refuses to present over a
  /// busy presenter without a word,
  /// platform facts [1.1](<doc:PlatformFacts#1.1-One-presentation-per-presenter>) to
  /// [1.3](<doc:PlatformFacts#1.3-Presenters-in-the-window>),
  /// [5.1](<doc:PlatformFacts#5.1-Alerts-are-presentations>)) and is presented again; a dismissal,
  /// a path and a detent change took effect (a dismissal that is refused leaves a layer the next
  /// resynchronization finds).
  ///
  /// - Parameters:
  ///   - token: The step whose deadline passed.
  ///   - picture: What the host shows, if it can tell.
  /// - Returns: A ``Notice/missedDeadline(_:awaiting:)`` notice and what ``resync(to:)``
  ///   returns; or an empty output for a step that is over.
  /// - Complexity: That of ``resync(to:)``.
  @discardableResult
  public mutating func missedDeadline(of token: StepToken, shown picture: ShownState<Route>? = nil)
    -> Output
  {
    guard let step = _step, token == _token else { return Output() }
    _diagnostics.missedDeadlines += 1
    var output = Output(notices: [.missedDeadline(token, awaiting: _awaiting)])
    output.merge(resync(to: picture ?? guess(after: step)))
    return output
  }

  /// What the screen most likely shows when a step's remaining acknowledgements never came:
  /// its presentations dropped, everything else done.
  func guess(after step: Step) -> ShownState<Route> {
    var picture = _shown
    var lowestGone: Int?
    for acknowledgement in _awaiting {
      switch acknowledgement {
      case .didPresent(let id), .didDismiss(let id):
        if let level = picture.level(of: id) { lowestGone = min(lowestGone ?? level, level) }
      case .didSetPath, .didSelectDetent:
        break
      }
    }
    if let lowestGone { picture._layers.removeSubrange((lowestGone - 1)...) }
    return picture
  }
}
