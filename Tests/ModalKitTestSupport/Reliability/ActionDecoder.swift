// Bytes to steps, for the random walk and the fuzzer; the exhaustive test writes its own steps.
//
// The decoder looks at the navigator it is about to act on, so a byte that picks "a layer id"
// picks one that exists: most actions apply, and every kind of rejection still comes up. Routes
// are small integers so that equal routes collide often (pushIfNotOnTop, unwindToLast,
// alreadyPresented). The weights favour actions that apply; `reset` and `home` keep the
// navigator small. One step in four is sent from a screen (`send(_:from:)`), mostly from the top
// of some level, so actions land on lower levels beneath the layers that let input through.

import ModalKit

/// The navigator every reliability test drives: routes are the integers 0...3.
package typealias WalkNavigator = Navigator<Int>

/// One step of a walk: an action, sent to the topmost level or from a screen.
package struct WalkStep: Hashable, Sendable, CustomStringConvertible {
  /// What is sent.
  package var action: WalkNavigator.Action
  /// The screen it is sent from (`send(_:from:)`), or `nil` for `send(_:)`.
  package var screen: EntryID?

  /// A step sent to the topmost level, or from `screen` when one is given.
  package init(_ action: WalkNavigator.Action, from screen: EntryID? = nil) {
    self.action = action
    self.screen = screen
  }

  /// The action as the core prints it, and the screen it came from: `push(1) from #0`.
  package var description: String {
    screen.map { "\(action) from \($0)" } ?? "\(action)"
  }
}

extension WalkNavigator {
  /// Sends a step: `send(_:)` or `send(_:from:)`.
  @discardableResult
  package mutating func send(_ step: WalkStep) -> Events {
    guard let screen = step.screen else { return send(step.action) }
    return send(step.action, from: screen)
  }
}

/// Decodes a byte stream into steps for a given navigator.
package enum ActionDecoder {
  /// The kinds of action, each with its weight out of ``totalWeight``.
  enum Kind: CaseIterable {
    case push, pushIfNotOnTop, unwind, unwindCount, unwindTo, unwindToLast, home, replace
    case replacePath, present, dismiss, dismissLayer, dismissAll, close, dismissInteractively
    case tapBackdrop, tapButton, selectDetent, update, apply, reset

    var weight: Int {
      switch self {
      case .push: 20
      case .present: 20
      case .unwind: 6
      case .dismiss: 6
      case .unwindTo, .dismissLayer, .close: 6
      case .unwindCount, .selectDetent, .tapButton: 5
      case .pushIfNotOnTop, .unwindToLast, .replace, .replacePath: 4
      case .dismissInteractively, .tapBackdrop, .update, .apply: 4
      case .home, .dismissAll: 3
      case .reset: 1
      }
    }
  }

  /// The sum of the weights; a byte picks a kind modulo this.
  static let totalWeight = Kind.allCases.reduce(0) { $0 + $1.weight }

  /// The kind for each residue of a byte modulo ``totalWeight``.
  private static let kindTable: [Kind] = Kind.allCases.flatMap {
    Array(repeating: $0, count: $0.weight)
  }

  /// Presentations that can be shown: every style, default and custom rules, every detent
  /// kind, and layers that let input through to the level beneath: a toast overlay, a sheet at
  /// or below its largest undimmed detent (one only after the user drags it down to `.medium`,
  /// one judged without geometry because a `height` detent cannot be compared with a share).
  ///
  /// Computed, not stored: LeakSanitizer cannot see pointers kept in an enum payload's spare
  /// bits, so a global array of presentations with alert buttons reads as a leak in the fuzzer.
  static var validPresentations: [Presentation] {
    [
      .sheet(),
      .sheet(detents: [.medium, .large], showsGrabber: true),
      .sheet(detents: [.medium, .large], selection: .large, largestUndimmedDetent: .medium),
      .sheet(detents: [.fraction(0.3), .height(200)])
        .rules(DismissalRules(allowsInteractiveDismissal: false, dismissesOnBackdropTap: false)),
      .sheet(detents: [.height(200), .large], largestUndimmedDetent: .height(200)),
      .fullScreenCover,
      .overlay(.bottom, .half),
      .overlay(.top, .quarter, buttons: [ModalButton("Undo", id: "undo")])
        .rules(
          DismissalRules(
            allowsInteractiveDismissal: true, dismissesOnBackdropTap: true,
            blocksInputBeneath: false)),
      .overlay(.center, .fraction(0.4))
        .rules(DismissalRules(allowsInteractiveDismissal: true, dismissesOnBackdropTap: false)),
      .overlay(.center, .half, buttons: [.cancel, ModalButton("Done", id: "done")]),
      .alert("A"),
      .alert("B", buttons: [.cancel, ModalButton("Delete", id: "delete", role: .destructive)]),
      .confirmationDialog("C", buttons: [ModalButton("One", id: "one"), .cancel]),
    ]
  }

  /// Presentations that cannot be shown: one for each ``PresentationProblem``, and an overlay's
  /// buttons checked as an alert's are.
  static var invalidPresentations: [Presentation] {
    [
      .sheet(detents: []),
      .sheet(detents: [.medium, .medium]),
      .sheet(detents: [.fraction(1.5)]),
      .sheet(detents: [.medium], selection: .large),
      .sheet(detents: [.medium], largestUndimmedDetent: .large),
      .overlay(.top, .fraction(0)),
      .overlay(.center, .half, buttons: [.cancel, ModalButton("Cancel", id: "cancel")]),
      .alert("D", buttons: []),
      .alert("E", buttons: [.ok, .ok]),
      .confirmationDialog("F", buttons: [.ok, .cancel]),
    ]
  }

  /// Detents to select: the offered ones of the sheets above, and one no sheet offers.
  static let detents: [Detent] = [.medium, .large, .fraction(0.3), .height(200), .fraction(0.5)]

  /// Button ids to tap: those of the alerts, the dialog and the overlays above, and one no
  /// layer has.
  static let buttons = ["ok", "cancel", "delete", "one", "done", "undo", "missing"]

  /// The next step for `navigator`, read from `bytes`: an action, and one time in four the
  /// screen it is sent from.
  package static func step(
    for navigator: WalkNavigator, from bytes: inout some ByteSource
  ) -> WalkStep {
    let action = action(for: navigator, from: &bytes)
    guard bytes.next() % 4 == 0 else { return WalkStep(action) }
    return WalkStep(action, from: screen(in: navigator, &bytes))
  }

  /// The next action for `navigator`, read from `bytes`.
  static func action(
    for navigator: WalkNavigator, from bytes: inout some ByteSource
  ) -> WalkNavigator.Action {
    let kind = kindTable[Int(bytes.next()) % totalWeight]
    switch kind {
    case .push: return .push(route(&bytes))
    case .pushIfNotOnTop: return .pushIfNotOnTop(route(&bytes))
    case .unwind: return .unwind
    case .unwindCount: return .unwindCount(Int(bytes.next() % 6) - 1)
    case .unwindTo: return .unwindTo(id(in: navigator, &bytes))
    case .unwindToLast: return .unwindToLast(route(&bytes))
    case .home: return .home
    case .replace: return .replace(route(&bytes))
    case .replacePath:
      let count = Int(bytes.next() % 4)
      return .replacePath((0..<count).map { _ in route(&bytes) })
    case .present:
      let route = route(&bytes)
      let presentation = presentationOrNil(&bytes)
      let policy = ConflictPolicy.allCases[Int(bytes.next()) % ConflictPolicy.allCases.count]
      return .present(route, as: presentation, policy: policy)
    case .dismiss: return .dismiss
    case .dismissLayer: return .dismissLayer(id(in: navigator, &bytes))
    case .dismissAll: return .dismissAll
    case .close: return .close(id(in: navigator, &bytes))
    case .dismissInteractively: return .dismissInteractively(id(in: navigator, &bytes))
    case .tapBackdrop: return .tapBackdrop(id(in: navigator, &bytes))
    case .tapButton:
      let button = buttons[Int(bytes.next()) % buttons.count]
      return .tapButton(button, in: id(in: navigator, &bytes))
    case .selectDetent:
      let detent = detents[Int(bytes.next()) % detents.count]
      return .selectDetent(detent, of: id(in: navigator, &bytes))
    case .update: return .update(id(in: navigator, &bytes), to: route(&bytes))
    case .apply: return .apply(destination(for: navigator, &bytes))
    case .reset: return .reset(route(&bytes))
    }
  }

  /// A route in 0...3.
  static func route(_ bytes: inout some ByteSource) -> Int {
    Int(bytes.next() % 4)
  }

  /// A presentation: three in four valid.
  static func presentation(_ bytes: inout some ByteSource) -> Presentation {
    let byte = Int(bytes.next())
    let palette = byte % 4 != 0 ? validPresentations : invalidPresentations
    return palette[(byte / 4) % palette.count]
  }

  /// What a present action carries: one in sixteen has no presentation (a route whose
  /// `defaultPresentation` is `nil`), the rest as ``presentation(_:)``.
  static func presentationOrNil(_ bytes: inout some ByteSource) -> Presentation? {
    bytes.next() % 16 == 0 ? nil : presentation(&bytes)
  }

  /// An id: mostly one of a layer, the visible top, a queued entry or any entry; sometimes one
  /// never handed out, or one below the counter that may be gone.
  static func id(in navigator: WalkNavigator, _ bytes: inout some ByteSource) -> EntryID {
    let choice = bytes.next() % 8
    let index = Int(bytes.next())
    let layers = navigator.layers
    let queued = navigator.queue.items
    switch choice {
    case 0...2 where !layers.isEmpty: return layers[index % layers.count].id
    case 3 where !queued.isEmpty: return queued[index % queued.count].entry.id
    case 6: return navigator.nextID
    case 7: return EntryID(rawValue: UInt64(index) % navigator.nextID.rawValue)
    case 5: return navigator.top.id
    default:
      let entries = navigator.allEntries
      return entries[index % entries.count].id
    }
  }

  /// The screen a step is sent from: mostly the top of a level that receives input (beneath
  /// layers that let it through, when there are such levels), sometimes the top of any level
  /// (which a layer above may block), otherwise any id ``id(in:_:)`` picks.
  static func screen(in navigator: WalkNavigator, _ bytes: inout some ByteSource) -> EntryID {
    let choice = bytes.next() % 4
    let index = Int(bytes.next())
    let levels: ClosedRange<Int>
    switch choice {
    case 0, 1: levels = navigator.interactiveLevels()
    case 2: levels = 0...navigator.topLevel
    default: return id(in: navigator, &bytes)
    }
    let level = levels.lowerBound + index % levels.count
    return navigator.stack(atLevel: level)?.top.id ?? navigator.top.id
  }

  /// A destination: the current one, the current one changed in one place, or a random one.
  static func destination(
    for navigator: WalkNavigator, _ bytes: inout some ByteSource
  ) -> Destination<Int> {
    var destination = navigator.destination
    switch bytes.next() % 4 {
    case 0:
      return destination
    case 1:
      if destination.layers.isEmpty {
        destination.path = (0..<Int(bytes.next() % 3)).map { _ in route(&bytes) }
      } else {
        destination.layers.removeLast(Int(bytes.next()) % destination.layers.count + 1)
      }
      return destination
    case 2:
      let path = (0..<Int(bytes.next() % 2)).map { _ in route(&bytes) }
      destination.layers.append(.init(route(&bytes), as: presentation(&bytes), path: path))
      return destination
    default:
      let root = bytes.next() % 2 == 0 ? destination.root : route(&bytes)
      let path = (0..<Int(bytes.next() % 3)).map { _ in route(&bytes) }
      let layers = (0..<Int(bytes.next() % 3)).map { _ in
        let layerPath = (0..<Int(bytes.next() % 2)).map { _ in route(&bytes) }
        return Destination<Int>.Layer(route(&bytes), as: presentation(&bytes), path: layerPath)
      }
      return Destination(root: root, path: path, layers: layers)
    }
  }
}
