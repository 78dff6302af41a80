// Short, readable descriptions of actions, events and presentations for frame titles.

import ModalKit

extension TextRenderer {
  /// A short description of an action, such as `present(settings, sheet(medium, large))`.
  ///
  /// Routes print with their own `description`; ids as `#3`; a non-default policy is added
  /// after the presentation (`, policy: queue`).
  ///
  /// - Returns: One line of text.
  public static func describe<Route: Hashable & Sendable>(_ action: Navigator<Route>.Action)
    -> String
  {
    switch action {
    case .push(let route): "push(\(route))"
    case .pushIfNotOnTop(let route): "pushIfNotOnTop(\(route))"
    case .unwind: "unwind"
    case .unwindCount(let count): "unwind(count: \(count))"
    case .unwindTo(let id): "unwind(to: \(id))"
    case .unwindToLast(let route): "unwind(toLast: \(route))"
    case .home: "home"
    case .replace(let route): "replace(\(route))"
    case .replacePath(let routes): "replacePath([\(list(routes))])"
    case .present(let route, let presentation, let policy):
      "present(\(route), \(describe(presentation))"
        + (policy == .stack ? ")" : ", policy: \(policy.rawValue))")
    case .dismiss: "dismiss"
    case .dismissEntry(let id): "dismiss(\(id))"
    case .dismissAll: "dismissAll"
    case .dismissInteractively(let id): "dismissInteractively(\(id))"
    case .tapBackdrop(let id): "tapBackdrop(\(id))"
    case .tapButton(let button, let id): "tapButton(\"\(button)\", in: \(id))"
    case .selectDetent(let detent, let id): "selectDetent(\(describe(detent)), of: \(id))"
    case .update(let id, let route): "update(\(id), to: \(route))"
    case .apply(let destination): "apply(\(describe(destination)))"
    case .reset(let route): "reset(\(route))"
    }
  }

  /// A short description of an event, such as `dismissed(settings#2, interactive)`.
  ///
  /// - Returns: One line of text.
  public static func describe<Route: Hashable & Sendable>(_ event: Navigator<Route>.Event)
    -> String
  {
    switch event {
    case .pushed(let entry): "pushed(\(entry))"
    case .popped(let entry): "popped(\(entry))"
    case .presented(let entry, let presentation):
      "presented(\(entry), \(describe(presentation, compact: true)))"
    case .dismissed(let entry, let reason): "dismissed(\(entry), \(describe(reason)))"
    case .queued(let entry, let presentation):
      "queued(\(entry), \(describe(presentation, compact: true)))"
    case .dropped(let entry): "dropped(\(entry))"
    case .detentChanged(let id, let from, let to):
      "detentChanged(\(id), \(describe(from)) -> \(describe(to)))"
    case .updated(let id, let from, let to): "updated(\(id), \(from) -> \(to))"
    case .rejected(let action, let reason): "rejected(\(describe(action)), \(describe(reason)))"
    }
  }

  /// A short description of a presentation: `sheet(medium, large; grabber)`, `cover`,
  /// `overlay(bottom, half)`, `alert("Saved")`, `dialog("Share")`.
  ///
  /// - Parameters:
  ///   - presentation: The presentation to describe.
  ///   - compact: Whether to give only the style's name, as ``Presentation/styleName`` does
  ///     (with `cover` for a full-screen cover).
  /// - Returns: One line of text.
  public static func describe(_ presentation: Presentation, compact: Bool = false) -> String {
    switch presentation.style {
    case .sheet(let sheet):
      if compact { return "sheet" }
      let detents = sheet.detents.map(describe).joined(separator: ", ")
      let grabber = sheet.showsGrabber ? "; grabber" : ""
      let undimmed = sheet.largestUndimmedDetent.map { "; undimmed \(describe($0))" } ?? ""
      return "sheet(\(detents)\(grabber)\(undimmed))"
    case .fullScreenCover: return "cover"
    case .overlay(let positioning, let size):
      if compact { return "overlay" }
      return "overlay(\(positioning.rawValue), \(describe(size)))"
    case .alert(let content): return compact ? "alert" : "alert(\"\(content.title)\")"
    case .dialog(let content): return compact ? "dialog" : "dialog(\"\(content.title)\")"
    }
  }

  /// A detent as written in code: `medium`, `large`, `fraction(0.3)`, `height(200.0)`.
  ///
  /// - Returns: One word.
  public static func describe(_ detent: Detent) -> String {
    switch detent {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction(\(value))"
    case .height(let value): "height(\(value))"
    }
  }

  /// An overlay size as written in code: `full`, `threeQuarters`, `half`, `quarter`,
  /// `fraction(0.3)`.
  ///
  /// - Returns: One word.
  public static func describe(_ size: ModalSize) -> String {
    switch size {
    case .full: "full"
    case .threeQuarters: "threeQuarters"
    case .half: "half"
    case .quarter: "quarter"
    case .fraction(let value): "fraction(\(value))"
    }
  }

  /// A dismissal reason: `programmatic`, `interactive`, `backdropTap`, `button(ok)`, `replaced`.
  ///
  /// - Returns: One word.
  public static func describe(_ reason: DismissReason) -> String {
    switch reason {
    case .programmatic: "programmatic"
    case .interactive: "interactive"
    case .backdropTap: "backdropTap"
    case .button(let id): "button(\(id))"
    case .replaced: "replaced"
    }
  }

  /// A rejection reason as its case name, with the problem of an invalid presentation.
  ///
  /// - Returns: One word, such as `alreadyAtRoot` or `invalidPresentation(noDetents)`.
  public static func describe(_ reason: RejectionReason) -> String {
    switch reason {
    case .alreadyAtRoot: "alreadyAtRoot"
    case .alreadyOnTop: "alreadyOnTop"
    case .countOutOfRange: "countOutOfRange"
    case .unknownEntry: "unknownEntry"
    case .noMatchingEntry: "noMatchingEntry"
    case .notPresented: "notPresented"
    case .nothingPresented: "nothingPresented"
    case .dismissalNotAllowed: "dismissalNotAllowed"
    case .inputBlocked: "inputBlocked"
    case .unknownButton: "unknownButton"
    case .notASheet: "notASheet"
    case .detentNotOffered: "detentNotOffered"
    case .invalidPresentation(let problem): "invalidPresentation(\(describe(problem)))"
    case .alreadyPresented: "alreadyPresented"
    case .slotOccupied: "slotOccupied"
    case .layerNotNavigable: "layerNotNavigable"
    case .idsExhausted: "idsExhausted"
    }
  }

  /// A presentation problem as its case name and payload, such as `duplicateDetent(medium)`.
  ///
  /// - Returns: One word.
  public static func describe(_ problem: PresentationProblem) -> String {
    switch problem {
    case .noDetents: "noDetents"
    case .duplicateDetent(let detent): "duplicateDetent(\(describe(detent)))"
    case .invalidDetent(let detent): "invalidDetent(\(describe(detent)))"
    case .selectionNotOffered(let detent): "selectionNotOffered(\(describe(detent)))"
    case .undimmedDetentNotOffered(let detent): "undimmedDetentNotOffered(\(describe(detent)))"
    case .invalidSize(let size): "invalidSize(\(describe(size)))"
    case .noButtons: "noButtons"
    case .duplicateButton(let id): "duplicateButton(\(id))"
    case .multipleCancelButtons: "multipleCancelButtons"
    }
  }

  /// A destination as its stack and layers: `[inbox, thread(7)] > sheet [settings]`.
  ///
  /// - Returns: One line of text.
  public static func describe<Route: Hashable & Sendable>(_ destination: Destination<Route>)
    -> String
  {
    var text = "[\(list([destination.root] + destination.path))]"
    for layer in destination.layers {
      text += " > \(describe(layer.presentation, compact: true)) "
      text += "[\(list([layer.route] + layer.path))]"
    }
    return text
  }

  static func list<Route>(_ routes: [Route]) -> String {
    routes.map { "\($0)" }.joined(separator: ", ")
  }
}
