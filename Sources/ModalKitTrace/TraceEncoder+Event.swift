import ModalKit

extension TraceEncoder {
  // MARK: - Events

  static func json(_ event: Navigator<String>.Event) -> JSON {
    func object(_ name: String, _ fields: (String, JSON)...) -> JSON {
      .object([("event", .string(name))] + fields.map { (key: $0.0, value: $0.1) })
    }
    switch event {
    case .pushed(let entry): return object("pushed", ("entry", json(entry)))
    case .popped(let entry): return object("popped", ("entry", json(entry)))
    case .presented(let entry, let presentation):
      return object("presented", ("entry", json(entry)), ("presentation", json(presentation)))
    case .dismissed(let entry, let reason):
      return object("dismissed", ("entry", json(entry)), ("reason", json(reason)))
    case .queued(let entry, let presentation):
      return object("queued", ("entry", json(entry)), ("presentation", json(presentation)))
    case .dropped(let entry): return object("dropped", ("entry", json(entry)))
    case .detentChanged(let id, let from, let to):
      return object("detentChanged", ("id", json(id)), ("from", json(from)), ("to", json(to)))
    case .updated(let id, let from, let to):
      return object("updated", ("id", json(id)), ("from", .string(from)), ("to", .string(to)))
    case .rejected(let action, let reason):
      return object("rejected", ("action", json(action)), ("reason", json(reason)))
    }
  }

  static func json(_ reason: DismissReason) -> JSON {
    switch reason {
    case .programmatic: .string("programmatic")
    case .interactive: .string("interactive")
    case .backdropTap: .string("backdropTap")
    case .button(let id): .object([("button", .string(id))])
    case .replaced: .string("replaced")
    }
  }

  static func json(_ reason: RejectionReason) -> JSON {
    switch reason {
    case .alreadyAtRoot: .string("alreadyAtRoot")
    case .alreadyOnTop: .string("alreadyOnTop")
    case .countOutOfRange: .string("countOutOfRange")
    case .unknownEntry: .string("unknownEntry")
    case .noMatchingEntry: .string("noMatchingEntry")
    case .notPresented: .string("notPresented")
    case .nothingPresented: .string("nothingPresented")
    case .dismissalNotAllowed: .string("dismissalNotAllowed")
    case .inputBlocked: .string("inputBlocked")
    case .unknownButton: .string("unknownButton")
    case .notASheet: .string("notASheet")
    case .detentNotOffered: .string("detentNotOffered")
    case .invalidPresentation(let problem): .object([("invalidPresentation", json(problem))])
    case .alreadyPresented: .string("alreadyPresented")
    case .slotOccupied: .string("slotOccupied")
    case .layerNotNavigable: .string("layerNotNavigable")
    case .noPresentation: .string("noPresentation")
    case .idsExhausted: .string("idsExhausted")
    }
  }

  static func json(_ problem: PresentationProblem) -> JSON {
    switch problem {
    case .noDetents: .string("noDetents")
    case .duplicateDetent(let detent): .object([("duplicateDetent", json(detent))])
    case .invalidDetent(let detent): .object([("invalidDetent", json(detent))])
    case .selectionNotOffered(let detent): .object([("selectionNotOffered", json(detent))])
    case .undimmedDetentNotOffered(let detent):
      .object([("undimmedDetentNotOffered", json(detent))])
    case .invalidSize(let size): .object([("invalidSize", json(size))])
    case .noButtons: .string("noButtons")
    case .duplicateButton(let id): .object([("duplicateButton", .string(id))])
    case .multipleCancelButtons: .string("multipleCancelButtons")
    }
  }
}
