import ModalKit

extension TraceEncoder {
  // MARK: - Events

  static func json(_ event: Navigator<String>.Event) -> JSON {
    func object(_ fields: (String, JSON)...) -> JSON {
      .object([("event", .string(event.kind.rawValue))] + fields.map { (key: $0.0, value: $0.1) })
    }
    switch event {
    case .pushed(let entry), .popped(let entry), .dropped(let entry):
      return object(("entry", json(entry)))
    case .presented(let entry, let presentation), .queued(let entry, let presentation):
      return object(("entry", json(entry)), ("presentation", json(presentation)))
    case .dismissed(let entry, let reason):
      return object(("entry", json(entry)), ("reason", json(reason)))
    case .detentChanged(let id, let from, let to):
      return object(("id", json(id)), ("from", json(from)), ("to", json(to)))
    case .updated(let id, let from, let to):
      return object(("id", json(id)), ("from", .string(from)), ("to", .string(to)))
    case .rejected(let action, let reason):
      return object(("action", json(action)), ("reason", json(reason)))
    }
  }

  /// A case without a payload as its name; one with a payload as `{name: payload}`.
  static func named(_ name: String, _ payload: JSON? = nil) -> JSON {
    payload.map { .object([(name, $0)]) } ?? .string(name)
  }

  static func json(_ reason: DismissReason) -> JSON {
    guard case .button(let id) = reason else { return named(reason.kind.rawValue) }
    return named(reason.kind.rawValue, .string(id))
  }

  static func json(_ reason: RejectionReason) -> JSON {
    guard case .invalidPresentation(let problem) = reason else {
      return named(reason.kind.rawValue)
    }
    return named(reason.kind.rawValue, json(problem))
  }

  static func json(_ problem: PresentationProblem) -> JSON {
    let name = problem.kind.rawValue
    return switch problem {
    case .noDetents, .noButtons, .multipleCancelButtons: named(name)
    case .duplicateDetent(let detent), .invalidDetent(let detent),
      .selectionNotOffered(let detent), .undimmedDetentNotOffered(let detent):
      named(name, json(detent))
    case .invalidSize(let size): named(name, json(size))
    case .duplicateButton(let id): named(name, .string(id))
    }
  }
}
