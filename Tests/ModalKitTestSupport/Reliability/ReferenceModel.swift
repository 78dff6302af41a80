// A deliberately simple second implementation of the navigator, written from the doc comments in
// Sources/ModalKit and the design notes, not from the code: plain arrays of layers, each a list
// of (id, route) with its presentation, a queue of its own and an id counter of its own. It
// favours obviousness over speed (linear searches, whole-array copies). The tests run it beside
// the navigator and require the same state and the same events after every step.

import ModalKit

/// The reference model's view of one entry: an id number and a route.
struct ModelItem: Hashable {
  var id: UInt64
  var route: Int
}

/// The reference model's events, in its own terms (the library's entries cannot be built
/// outside it); a library event converts with ``init(_:)``.
enum ModelEvent: Hashable, CustomStringConvertible {
  case pushed(ModelItem)
  case popped(ModelItem)
  case presented(ModelItem, Presentation)
  case dismissed(ModelItem, DismissReason)
  case queued(ModelItem, Presentation)
  case dropped(ModelItem)
  case detentChanged(UInt64, from: Detent, to: Detent)
  case updated(UInt64, from: Int, to: Int)
  case rejected(WalkNavigator.Action, RejectionReason)

  init(_ event: WalkNavigator.Event) {
    func item(_ entry: RouteEntry<Int>) -> ModelItem {
      ModelItem(id: entry.id.rawValue, route: entry.route)
    }
    switch event {
    case .pushed(let entry): self = .pushed(item(entry))
    case .popped(let entry): self = .popped(item(entry))
    case .presented(let entry, let presentation): self = .presented(item(entry), presentation)
    case .dismissed(let entry, let reason): self = .dismissed(item(entry), reason)
    case .queued(let entry, let presentation): self = .queued(item(entry), presentation)
    case .dropped(let entry): self = .dropped(item(entry))
    case .detentChanged(let id, let from, let to):
      self = .detentChanged(id.rawValue, from: from, to: to)
    case .updated(let id, let from, let to): self = .updated(id.rawValue, from: from, to: to)
    case .rejected(let action, let reason): self = .rejected(action, reason)
    }
  }

  var description: String {
    switch self {
    case .pushed(let item): "pushed(\(item.route)#\(item.id))"
    case .popped(let item): "popped(\(item.route)#\(item.id))"
    case .presented(let item, let presentation):
      "presented(\(item.route)#\(item.id), \(presentation.styleName))"
    case .dismissed(let item, let reason): "dismissed(\(item.route)#\(item.id), \(reason))"
    case .queued(let item, let presentation):
      "queued(\(item.route)#\(item.id), \(presentation.styleName))"
    case .dropped(let item): "dropped(\(item.route)#\(item.id))"
    case .detentChanged(let id, let from, let to): "detentChanged(#\(id), \(from) -> \(to))"
    case .updated(let id, let from, let to): "updated(#\(id), \(from) -> \(to))"
    case .rejected(let action, let reason): "rejected(\(action), \(reason))"
    }
  }
}

/// The whole state, as plain arrays.
struct ReferenceModel: Hashable {
  typealias Action = WalkNavigator.Action

  /// A presented layer: `items[0]` is the presented entry, the rest were pushed inside it.
  struct Layer: Hashable {
    var items: [ModelItem]
    var presentation: Presentation
  }

  /// A presentation waiting in the queue.
  struct Waiting: Hashable {
    var item: ModelItem
    var presentation: Presentation
  }

  /// The window's stack: `window[0]` is the root.
  var window: [ModelItem]
  /// The presented layers, bottom to top.
  var layers: [Layer] = []
  /// The queue, head first.
  var queue: [Waiting] = []
  /// How many layers the queue's head waits below; 0 when the queue is empty.
  var queueLevel = 0
  /// The next id to hand out.
  var counter: UInt64

  /// A fresh model: the root has id 0.
  init(root: Int) {
    window = [ModelItem(id: 0, route: root)]
    counter = 1
  }

  /// The model's reading of a navigator, to compare the two.
  init(projecting navigator: WalkNavigator) {
    func item(_ entry: RouteEntry<Int>) -> ModelItem {
      ModelItem(id: entry.id.rawValue, route: entry.route)
    }
    window = navigator.stack.map(item)
    layers = navigator.layers.map {
      Layer(items: $0.stack.map(item), presentation: $0.presentation)
    }
    queue = navigator.queue.items.map {
      Waiting(item: item($0.entry), presentation: $0.presentation)
    }
    queueLevel = navigator.queue.level
    counter = navigator.nextID.rawValue
  }

  // MARK: - Reading

  /// The stack at a level: 0 the window, k the k-th layer.
  func stack(_ level: Int) -> [ModelItem] {
    level == 0 ? window : layers[level - 1].items
  }

  mutating func setStack(_ level: Int, _ items: [ModelItem]) {
    if level == 0 { window = items } else { layers[level - 1].items = items }
  }

  var topLevel: Int { layers.count }

  /// Whether screens can be pushed on the stack at a level: not inside an alert or a dialog.
  func isNavigable(_ level: Int) -> Bool {
    level == 0 || Self.isNavigable(layers[level - 1].presentation)
  }

  static func isNavigable(_ presentation: Presentation) -> Bool {
    switch presentation.style {
    case .alert, .confirmationDialog: false
    case .sheet, .fullScreenCover, .overlay: true
    }
  }

  /// The buttons a tap can name: an alert's or a dialog's, or those an overlay declares.
  static func buttons(_ presentation: Presentation) -> [ModalButton] {
    switch presentation.style {
    case .alert(let content), .confirmationDialog(let content): content.buttons
    case .overlay(let overlay): overlay.buttons
    case .sheet, .fullScreenCover: []
    }
  }

  /// Whether two presentations are the same as asked for: a sheet's selection moves with the
  /// user's drag, so it is left out (`Presentation.isEquivalent(to:)`).
  static func sameAsAsked(_ shown: Presentation, _ asked: Presentation) -> Bool {
    guard case .sheet(let mine) = shown.style, case .sheet(let theirs) = asked.style else {
      return shown == asked
    }
    return mine.detents == theirs.detents && mine.showsGrabber == theirs.showsGrabber
      && mine.largestUndimmedDetent == theirs.largestUndimmedDetent && shown.rules == asked.rules
  }

  /// Whether a layer stops input reaching the levels beneath it: it blocks input, unless it is
  /// a sheet resting at or below its largest undimmed detent, compared as shares of the sheet's
  /// height; a fixed `height` detent against another detent cannot be compared without a
  /// container, and the sheet gets the benefit of the doubt (`ModalLayer.blocksInput(in:)`).
  static func mayBlockInput(_ presentation: Presentation) -> Bool {
    guard presentation.rules.blocksInputBeneath else { return false }
    guard case .sheet(let sheet) = presentation.style, let undimmed = sheet.largestUndimmedDetent
    else { return true }
    func share(_ detent: Detent) -> Double? {
      switch detent {
      case .medium: 0.5
      case .large: 1
      case .fraction(let value): value
      case .height: nil
      }
    }
    if sheet.selection == undimmed { return false }
    guard let selected = share(sheet.selection), let limit = share(undimmed) else { return false }
    return selected > limit
  }

  /// Whether a layer above `level` stops input from reaching it.
  func isCovered(_ level: Int) -> Bool {
    layers[level...].contains { Self.mayBlockInput($0.presentation) }
  }

  /// Where an id stands in the stacks (not the queue): level and index.
  func find(_ id: UInt64) -> (level: Int, index: Int)? {
    for level in 0...topLevel {
      if let index = stack(level).firstIndex(where: { $0.id == id }) { return (level, index) }
    }
    return nil
  }

  /// Where an id waits in the queue.
  func queuePosition(_ id: UInt64) -> Int? {
    queue.firstIndex { $0.item.id == id }
  }

  // MARK: - Validation, from the PresentationProblem docs and decision 12

  static func problem(_ presentation: Presentation) -> PresentationProblem? {
    switch presentation.style {
    case .fullScreenCover:
      return nil
    case .overlay(let overlay):
      if case .fraction(let value) = overlay.size, !(value > 0 && value <= 1) {
        return .invalidSize(overlay.size)
      }
      return problem(overlay.buttons)
    case .sheet(let sheet):
      if sheet.detents.isEmpty { return .noDetents }
      var seen: [Detent] = []
      for detent in sheet.detents {
        switch detent {
        case .fraction(let value) where !(value > 0 && value <= 1): return .invalidDetent(detent)
        case .height(let value) where !(value > 0 && value.isFinite): return .invalidDetent(detent)
        default: break
        }
        if seen.contains(detent) { return .duplicateDetent(detent) }
        seen.append(detent)
      }
      if !seen.contains(sheet.selection) { return .selectionNotOffered(sheet.selection) }
      if let undimmed = sheet.largestUndimmedDetent, !seen.contains(undimmed) {
        return .undimmedDetentNotOffered(undimmed)
      }
      return nil
    case .alert(let content), .confirmationDialog(let content):
      if content.buttons.isEmpty { return .noButtons }
      return problem(content.buttons)
    }
  }

  /// A repeated id, then a second cancel button; an empty list is fine (an overlay's).
  static func problem(_ buttons: [ModalButton]) -> PresentationProblem? {
    var ids: [String] = []
    for button in buttons {
      if ids.contains(button.id) { return .duplicateButton(button.id) }
      ids.append(button.id)
    }
    if buttons.filter({ $0.role == .cancel }).count > 1 { return .multipleCancelButtons }
    return nil
  }

  // MARK: - Steps shared by the actions

  mutating func newItem(_ route: Int) -> ModelItem {
    defer { counter += 1 }
    return ModelItem(id: counter, route: route)
  }

  /// Pops the stack at `level` until `count` items remain, reporting each, top first.
  mutating func pop(level: Int, toCount count: Int, _ out: inout [ModelEvent]) {
    var items = stack(level)
    while items.count > count { out.append(.popped(items.removeLast())) }
    setStack(level, items)
  }

  /// Puts a new item on the stack at `level`.
  mutating func push(_ route: Int, level: Int, _ out: inout [ModelEvent]) {
    let item = newItem(route)
    setStack(level, stack(level) + [item])
    out.append(.pushed(item))
  }

  /// Dismisses layers `level...topLevel`, innermost first, each one's pushes popped before it.
  mutating func dismiss(fromLevel level: Int, _ reason: DismissReason, _ out: inout [ModelEvent]) {
    while layers.count >= level {
      let layer = layers.removeLast()
      for item in layer.items.dropFirst().reversed() { out.append(.popped(item)) }
      out.append(.dismissed(layer.items[0], reason))
    }
  }

  /// The queue's head is presented once fewer than `queueLevel` layers are up; a head that
  /// asks for what is on top by then is dropped, and the next one is considered.
  mutating func presentQueueHeadIfDue(_ out: inout [ModelEvent]) {
    while !queue.isEmpty, layers.count < queueLevel {
      let head = queue.removeFirst()
      if let top = layers.last, top.items[0].route == head.item.route,
        Self.sameAsAsked(top.presentation, head.presentation)
      {
        out.append(.dropped(head.item))
        if queue.isEmpty { queueLevel = 0 }
        continue
      }
      layers.append(Layer(items: [head.item], presentation: head.presentation))
      out.append(.presented(head.item, head.presentation))
      queueLevel = queue.isEmpty ? 0 : layers.count
      return
    }
  }

  mutating func dropQueue(_ out: inout [ModelEvent]) {
    for waiting in queue { out.append(.dropped(waiting.item)) }
    queue = []
    queueLevel = 0
  }

  /// Removes a queued presentation before it was ever shown.
  mutating func drop(queuedAt index: Int) -> [ModelEvent] {
    let waiting = queue.remove(at: index)
    if queue.isEmpty { queueLevel = 0 }
    return [.dropped(waiting.item)]
  }

  /// The level of the layer presented with this id, or why not.
  func layerLevel(_ id: UInt64) -> Result<Int, RejectionReason> {
    guard let (level, index) = find(id) else { return .failure(.unknownEntry) }
    return level > 0 && index == 0 ? .success(level) : .failure(.notPresented)
  }

  // MARK: - The actions

  /// Sends a step: to the topmost level, or from a screen.
  ///
  /// A screen must be on screen (a queued id is not: `unknownEntry`), the top of its level's
  /// stack, with no layer above its level blocking input (`inputBlocked`); then the action acts
  /// at the screen's level (ISSUE 8, `send(_:from:)`).
  mutating func send(_ step: WalkStep) -> [ModelEvent] {
    guard let screen = step.screen else { return send(step.action, atLevel: topLevel) }
    guard let (level, index) = find(screen.rawValue) else {
      return [.rejected(step.action, .unknownEntry)]
    }
    if index != stack(level).count - 1 || isCovered(level) {
      return [.rejected(step.action, .inputBlocked)]
    }
    return send(step.action, atLevel: level)
  }

  /// Applies an action whose "current stack" is the one at `level`.
  ///
  /// That level is where push and its variants, unwind, unwindCount, unwindToLast (which
  /// searches from there down), replace and replacePath act, and whose layer dismiss dismisses
  /// with those above it. Every other action names its target.
  mutating func send(_ action: Action, atLevel level: Int) -> [ModelEvent] {
    func reject(_ reason: RejectionReason) -> [ModelEvent] { [.rejected(action, reason)] }
    let items = stack(level)
    var out: [ModelEvent] = []
    switch action {
    case .push(let route):
      guard isNavigable(level) else { return reject(.layerNotNavigable) }
      push(route, level: level, &out)

    case .pushIfNotOnTop(let route):
      if items.last?.route == route { return reject(.alreadyOnTop) }
      guard isNavigable(level) else { return reject(.layerNotNavigable) }
      push(route, level: level, &out)

    case .unwind:
      guard items.count > 1 else { return reject(.alreadyAtRoot) }
      pop(level: level, toCount: items.count - 1, &out)

    case .unwindCount(let count):
      guard count >= 1, count <= items.count - 1 else { return reject(.countOutOfRange) }
      pop(level: level, toCount: items.count - count, &out)

    case .unwindTo(let id):
      guard let (found, index) = find(id.rawValue) else { return reject(.unknownEntry) }
      return unwind(toLevel: found, index: index, action)

    case .unwindToLast(let route):
      // It names its target, so a screen that sends it only vouches for the tap: the search
      // starts at the topmost level, as without a screen.
      for candidate in stride(from: topLevel, through: 0, by: -1) {
        if let index = stack(candidate).lastIndex(where: { $0.route == route }) {
          return unwind(toLevel: candidate, index: index, action)
        }
      }
      return reject(.noMatchingEntry)

    case .home:
      guard !layers.isEmpty || window.count > 1 else { return reject(.alreadyAtRoot) }
      dropQueue(&out)
      dismiss(fromLevel: 1, .programmatic, &out)
      pop(level: 0, toCount: 1, &out)

    case .replace(let route):
      guard items.count > 1 else { return reject(.alreadyAtRoot) }
      guard isNavigable(level) else { return reject(.layerNotNavigable) }
      pop(level: level, toCount: items.count - 1, &out)
      push(route, level: level, &out)

    case .replacePath(let routes):
      let current = items.dropFirst().map(\.route)
      var common = 0
      while common < current.count, common < routes.count, current[common] == routes[common] {
        common += 1
      }
      if common == current.count, common == routes.count { return [] }
      if common < routes.count, !isNavigable(level) { return reject(.layerNotNavigable) }
      pop(level: level, toCount: common + 1, &out)
      for route in routes[common...] { push(route, level: level, &out) }

    case .present(let route, let presentation, let policy):
      guard let presentation else { return reject(.noPresentation) }
      if let problem = Self.problem(presentation) { return reject(.invalidPresentation(problem)) }
      if let top = layers.last, top.items[0].route == route,
        Self.sameAsAsked(top.presentation, presentation)
      {
        return reject(.alreadyPresented)
      }
      if queue.contains(where: {
        $0.item.route == route && Self.sameAsAsked($0.presentation, presentation)
      }) {
        return reject(.alreadyPresented)
      }
      if !layers.isEmpty {
        switch policy {
        case .above: break
        case .insteadOfTop: dismiss(fromLevel: topLevel, .replaced, &out)
        case .queue:
          if queue.isEmpty { queueLevel = layers.count }
          let item = newItem(route)
          queue.append(Waiting(item: item, presentation: presentation))
          return [.queued(item, presentation)]
        case .reject: return reject(.slotOccupied)
        }
      }
      let item = newItem(route)
      layers.append(Layer(items: [item], presentation: presentation))
      out.append(.presented(item, presentation))

    case .dismiss:
      guard !layers.isEmpty else { return reject(.nothingPresented) }
      guard level > 0 else { return reject(.notPresented) }
      dismiss(fromLevel: level, .programmatic, &out)
      presentQueueHeadIfDue(&out)

    case .dismissLayer(let id):
      if let index = queuePosition(id.rawValue) { return drop(queuedAt: index) }
      switch layerLevel(id.rawValue) {
      case .failure(let reason): return reject(reason)
      case .success(let found):
        dismiss(fromLevel: found, .programmatic, &out)
        presentQueueHeadIfDue(&out)
      }

    case .dismissAll:
      guard !layers.isEmpty else { return reject(.nothingPresented) }
      dropQueue(&out)
      dismiss(fromLevel: 1, .programmatic, &out)

    case .close(let id):
      return close(id.rawValue, action)

    case .dismissInteractively(let id):
      return userDismiss(id, action, .interactive) { $0.rules.allowsInteractiveDismissal }

    case .tapBackdrop(let id):
      return userDismiss(id, action, .backdropTap) { $0.rules.dismissesOnBackdropTap }

    case .tapButton(let button, let id):
      return userDismiss(id, action, .button(button), refusal: .unknownButton) {
        Self.buttons($0).contains { $0.id == button }
      }

    case .selectDetent(let detent, let id):
      let found: Int
      switch layerLevel(id.rawValue) {
      case .failure(let reason): return reject(reason)
      case .success(let level): found = level
      }
      guard case .sheet(var sheet) = layers[found - 1].presentation.style else {
        return reject(.notASheet)
      }
      guard sheet.detents.contains(detent) else { return reject(.detentNotOffered) }
      if sheet.selection == detent { return [] }
      let previous = sheet.selection
      sheet.selection = detent
      layers[found - 1].presentation.style = .sheet(sheet)
      out.append(.detentChanged(id.rawValue, from: previous, to: detent))

    case .update(let id, let route):
      if let (found, index) = find(id.rawValue) {
        var items = stack(found)
        let previous = items[index].route
        if previous == route { return [] }
        items[index].route = route
        setStack(found, items)
        out.append(.updated(id.rawValue, from: previous, to: route))
      } else if let index = queuePosition(id.rawValue) {
        let previous = queue[index].item.route
        if previous == route { return [] }
        queue[index].item.route = route
        out.append(.updated(id.rawValue, from: previous, to: route))
      } else {
        return reject(.unknownEntry)
      }

    case .apply(let destination):
      return apply(destination, action)

    case .reset(let route):
      rebuild(Destination(root: route), &out)
    }
    return out
  }

  /// Unwinds until the item at `index` of the stack at `level` is the visible top: the layers
  /// above its level go first, then its stack is popped, then the queue's head if it is due.
  mutating func unwind(toLevel level: Int, index: Int, _ action: Action) -> [ModelEvent] {
    if level == topLevel, index == stack(level).count - 1 {
      return [.rejected(action, .alreadyOnTop)]
    }
    var out: [ModelEvent] = []
    dismiss(fromLevel: level + 1, .programmatic, &out)
    pop(level: level, toCount: index + 1, &out)
    presentQueueHeadIfDue(&out)
    return out
  }

  /// Closes a screen whatever it is: a queued one is dropped, a layer's root dismissed with
  /// the layers above it, a pushed one popped with everything above it; the window's root is
  /// refused.
  mutating func close(_ id: UInt64, _ action: Action) -> [ModelEvent] {
    if let index = queuePosition(id) { return drop(queuedAt: index) }
    guard let (level, index) = find(id) else { return [.rejected(action, .unknownEntry)] }
    var out: [ModelEvent] = []
    switch (level, index) {
    case (0, 0):
      return [.rejected(action, .alreadyAtRoot)]
    case (_, 0):
      dismiss(fromLevel: level, .programmatic, &out)
    default:
      dismiss(fromLevel: level + 1, .programmatic, &out)
      pop(level: level, toCount: index, &out)
    }
    presentQueueHeadIfDue(&out)
    return out
  }

  mutating func userDismiss(
    _ id: EntryID, _ action: Action, _ reason: DismissReason,
    refusal: RejectionReason = .dismissalNotAllowed, allowed: (Presentation) -> Bool
  ) -> [ModelEvent] {
    switch layerLevel(id.rawValue) {
    case .failure(let rejection): return [.rejected(action, rejection)]
    case .success(let level):
      guard allowed(layers[level - 1].presentation) else { return [.rejected(action, refusal)] }
      if isCovered(level) { return [.rejected(action, .inputBlocked)] }
      var out: [ModelEvent] = []
      dismiss(fromLevel: level, reason, &out)
      presentQueueHeadIfDue(&out)
      return out
    }
  }

  mutating func apply(_ destination: Destination<Int>, _ action: Action) -> [ModelEvent] {
    for layer in destination.layers {
      if let problem = Self.problem(layer.presentation) {
        return [.rejected(action, .invalidPresentation(problem))]
      }
      if !Self.isNavigable(layer.presentation), !layer.path.isEmpty {
        return [.rejected(action, .layerNotNavigable)]
      }
    }
    var out: [ModelEvent] = []
    guard window[0].route == destination.root else {
      rebuild(destination, &out)
      return out
    }
    // Walk up while whole stacks and whole layers match.
    var level = 0
    var kept = 0
    while true {
      let current = stack(level).dropFirst().map(\.route)
      let target = level == 0 ? destination.path : destination.layers[level - 1].path
      kept = 0
      while kept < current.count, kept < target.count, current[kept] == target[kept] { kept += 1 }
      let stackMatches = kept == current.count && kept == target.count
      if stackMatches, level < layers.count, level < destination.layers.count,
        layers[level].items[0].route == destination.layers[level].route,
        Self.sameAsAsked(layers[level].presentation, destination.layers[level].presentation)
      {
        level += 1
        continue
      }
      break
    }
    let target = level == 0 ? destination.path : destination.layers[level - 1].path
    let nothingToDo =
      level == layers.count && kept == stack(level).count - 1 && kept == target.count
      && level == destination.layers.count
    if nothingToDo && queue.isEmpty { return [] }
    dropQueue(&out)
    dismiss(fromLevel: level + 1, .programmatic, &out)
    pop(level: level, toCount: kept + 1, &out)
    for route in target[kept...] { push(route, level: level, &out) }
    presentLayers(destination.layers[level...], &out)
    return out
  }

  mutating func presentLayers(
    _ targets: ArraySlice<Destination<Int>.Layer>, _ out: inout [ModelEvent]
  ) {
    for target in targets {
      let item = newItem(target.route)
      layers.append(Layer(items: [item], presentation: target.presentation))
      out.append(.presented(item, target.presentation))
      for route in target.path { push(route, level: topLevel, &out) }
    }
  }

  /// Everything goes, root included; the destination is built with new ids.
  mutating func rebuild(_ destination: Destination<Int>, _ out: inout [ModelEvent]) {
    dropQueue(&out)
    dismiss(fromLevel: 1, .programmatic, &out)
    pop(level: 0, toCount: 1, &out)
    out.append(.popped(window[0]))
    window = [newItem(destination.root)]
    out.append(.pushed(window[0]))
    for route in destination.path { push(route, level: 0, &out) }
    presentLayers(destination.layers[...], &out)
  }
}
