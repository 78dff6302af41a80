// What the user did on screen, as the host reports it: the screen changes at once, and the
// driver asks the navigator to follow.

import ModalKit

extension PresentationDriver {
  /// Takes the host's report of what the user did to the screen.
  ///
  /// - ``UserEvent/swipeBegan(_:)``: no step is handed out until the drag ends.
  /// - ``UserEvent/swipeCancelled(_:)``: nothing changes; steps resume.
  /// - ``UserEvent/dismissed(_:_:)``: the layer and every layer above it are gone from the
  ///   screen, each passing through ``LayerPhase/dismissing(_:)`` to
  ///   ``LayerPhase/dismissed(_:)``. If the navigator still holds the layer, the output's
  ///   ``Output/request`` is the user's action (`dismissInteractively`, `tapBackdrop`,
  ///   `tapButton`) when the navigator would take it, or `Navigator.Action.dismissLayer(_:)`
  ///   when it would refuse it (a layer above it, never shown, blocks input): the screen has
  ///   already lost the layer, and the state follows the screen. The phases carry the reason
  ///   the navigator will report.
  /// - ``UserEvent/selectedDetent(_:of:)``: the sheet rests at the detent; the request is
  ///   `Navigator.Action.selectDetent(_:of:)` when the navigator holds another.
  /// - ``UserEvent/popped(to:)``: the stack shows the entry on top; the request is
  ///   `Navigator.Action.unwindCount(_:)` sent from the top of that stack, when the navigator
  ///   would take it. When it would not, the driver pushes the entries back.
  ///
  /// A report that names no layer or entry on screen changes nothing; the output carries a
  /// ``Notice/ignoredReport(_:)``. After a request, the driver plans nothing until the owner
  /// has sent it and called ``retarget(to:events:)``, whatever the navigator answered: a
  /// refused request is followed by a step that brings the screen back to the state.
  ///
  /// - Returns: The phases entered, the request, and the next step if one could be handed
  ///   out.
  /// - Complexity: O(l + k) for l layers and k entries that differ from the target, as
  ///   ``advance()``, plus the navigator's check of the request.
  @discardableResult
  public mutating func report(_ event: UserEvent) -> Output {
    stepEndsPlan = false
    var output = Output()
    switch event {
    case .swipeBegan(let id):
      guard _shown.level(of: id) != nil else { return ignore(event) }
      _swiping.insert(id)
      return output
    case .swipeCancelled(let id):
      guard _swiping.remove(id) != nil else { return ignore(event) }
    case .dismissed(let id, let reason):
      guard let level = _shown.level(of: id) else { return ignore(event) }
      var navigatorReason = reasons[id] ?? reason
      if targetHoldsLayer(id, atLevel: level) {
        let wanted = Self.action(for: reason, of: id)
        let accepted = _target.rejection(of: wanted) == nil
        navigatorReason = accepted ? reason : .programmatic
        output.request = Request(accepted ? wanted : .dismissLayer(id))
      }
      output.phases = removeLayers(from: level, reason: navigatorReason)
      output.changesShown = true
    case .selectedDetent(let detent, let id):
      // The core's rule: a sheet moves only to a detent it offers.
      guard let level = _shown.level(of: id),
        (try? _shown._layers[level - 1]._presentation.select(detent)) != nil
      else { return ignore(event) }
      output.changesShown = true
      let action = Navigator<Route>.Action.selectDetent(detent, of: id)
      if targetHoldsLayer(id, atLevel: level),
        _target.layers[level - 1].presentation.sheet?.selection != detent,
        _target.rejection(of: action) == nil
      {
        output.request = Request(action)
      }
    case .popped(let id):
      guard let request = pop(to: id) else { return ignore(event) }
      output.request = request
      output.changesShown = true
    }
    if output.request != nil { _isWaitingForTarget = true }
    finishStepIfDone()
    advance(into: &output)
    return output
  }
}

// MARK: - Internal helpers

extension PresentationDriver {
  /// Records a report that names nothing on screen.
  mutating func ignore(_ event: UserEvent) -> Output {
    _diagnostics.ignoredReports += 1
    return Output(notices: [.ignoredReport(event)])
  }

  /// Whether the target holds the layer with this id at this level.
  func targetHoldsLayer(_ id: EntryID, atLevel level: Int) -> Bool {
    level <= _target.topLevel && _target.layers[level - 1].id == id
  }

  /// The navigator action that means the user removed a layer for this reason.
  static func action(for reason: DismissReason, of id: EntryID) -> Navigator<Route>.Action {
    switch reason {
    case .interactive: .dismissInteractively(id)
    case .backdropTap: .tapBackdrop(id)
    case .button(let button): .tapButton(button, in: id)
    case .programmatic, .replaced: .dismissLayer(id)
    }
  }

  /// Shows the user's pop to the entry with this id, and returns the request that makes the
  /// navigator follow: `nil` when no shown stack holds the entry below its top (nothing
  /// changes), `.some(nil)` when the navigator would not take the request (the next plan
  /// pushes the entries back).
  mutating func pop(to id: EntryID) -> Request?? {
    for level in 0...shown.topLevel {
      guard let stack = _shown.stack(atLevel: level),
        let position = stack.firstIndex(where: { $0.id == id })
      else { continue }
      guard position < stack.depth else { return nil }
      _shown.truncate(atLevel: level, toDepth: position)
      guard let wanted = _target.stack(atLevel: level), wanted.root.id == stack.root.id,
        let wantedPosition = wanted.firstIndex(where: { $0.id == id }),
        wantedPosition < wanted.depth
      else { return .some(nil) }
      let request = Request(.unwindCount(wanted.depth - wantedPosition), from: wanted.top.id)
      return _target.rejection(of: request.action, from: request.screen) == nil
        ? request : .some(nil)
    }
    return nil
  }
}
