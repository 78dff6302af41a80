import ModalKit

/// Writes actions, events and navigator states as canonical JSON, byte for byte as specified.
///
/// Canonical means: no whitespace; object keys in the order TraceFormat.md lists them (the
/// discriminator first); every optional field written, `null` when absent; numbers as
/// ECMAScript's `Number.prototype.toString`; strings escaped only where JSON requires it.
package enum TraceEncoder {
  /// One output line of a replay: the action, the screen it was sent from, the events it
  /// caused, and the state after it.
  ///
  /// - Parameters:
  ///   - action: The action applied.
  ///   - screen: The id of the screen the action was sent from, or `nil` for ``Navigator/send(_:)``.
  ///   - events: What the action returned.
  ///   - state: The navigator after the action.
  /// - Returns: `{"action":…,"from":…,"events":[…],"state":{…}}`, `from` `null` without a screen.
  /// - Complexity: O(n) in the size of the state and events.
  package static func replayLine(
    _ action: Navigator<String>.Action, from screen: EntryID? = nil,
    events: some Collection<Navigator<String>.Event>, state: Navigator<String>
  ) -> String {
    JSON.object([
      ("action", json(action)), ("from", screen.map(json) ?? .null),
      ("events", .array(events.map(json))), ("state", json(state)),
    ]).canonicalText
  }

  /// The canonical text of an action, as an output line's `action` member writes it; with an
  /// screen, the trace line that sends it from that screen (`"from"` added as the last member).
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - screen: The screen it is sent from, or `nil` for none (no `from` member is written).
  /// - Returns: One JSON object, which ``TraceDecoder/decodeLine(_:)`` reads back.
  package static func encode(_ action: Navigator<String>.Action, from screen: EntryID? = nil)
    -> String
  {
    guard let screen, case .object(let members) = json(action) else {
      return json(action).canonicalText
    }
    return JSON.object(members + [("from", json(screen))]).canonicalText
  }

  /// The canonical text of an event list, as a JSON array.
  package static func encode(_ events: some Collection<Navigator<String>.Event>) -> String {
    JSON.array(events.map(json)).canonicalText
  }

  /// The canonical text of a navigator's state.
  ///
  /// - Complexity: O(n) in the number of entries.
  package static func encode(state navigator: Navigator<String>) -> String {
    json(navigator).canonicalText
  }

  /// The canonical text of a state header, `{"state":STATE}`, with the state written as
  /// output lines write it.
  package static func encode(header navigator: Navigator<String>) -> String {
    JSON.object([("state", json(navigator))]).canonicalText
  }

  // MARK: - State

  static func json(_ navigator: Navigator<String>) -> JSON {
    .object([
      ("stack", json(navigator.stack)),
      (
        "layers",
        .array(
          navigator.layers.map { layer in
            .object([("presentation", json(layer.presentation)), ("stack", json(layer.stack))])
          })
      ),
      (
        "queue",
        .object([
          ("level", .integer(navigator.queue.level)),
          (
            "items",
            .array(
              navigator.queue.items.map { item in
                .object([("entry", json(item.entry)), ("presentation", json(item.presentation))])
              })
          ),
        ])
      ),
      ("nextID", .integer(navigator.nextID.rawValue)),
    ])
  }

  static func json(_ stack: RouteStack<String>) -> JSON {
    .array(stack.map(json))
  }

  static func json(_ entry: RouteEntry<String>) -> JSON {
    .object([("id", .integer(entry.id.rawValue)), ("route", .string(entry.route))])
  }

  // MARK: - Actions

  static func json(_ action: Navigator<String>.Action) -> JSON {
    func object(_ fields: (String, JSON)...) -> JSON {
      .object([("action", .string(action.kind.rawValue))] + fields.map { (key: $0.0, value: $0.1) })
    }
    switch action {
    case .unwind, .home, .dismiss, .dismissAll: return object()
    case .push(let route), .pushIfNotOnTop(let route), .unwindToLast(let route),
      .replace(let route), .reset(let route):
      return object(("route", .string(route)))
    case .unwindCount(let count): return object(("count", .integer(count)))
    case .unwindTo(let id), .dismissLayer(let id), .close(let id),
      .dismissInteractively(let id), .tapBackdrop(let id):
      return object(("id", json(id)))
    case .replacePath(let routes): return object(("routes", .array(routes.map(JSON.string))))
    case .present(let route, let presentation, let policy):
      return object(
        ("route", .string(route)), ("as", presentation.map(json) ?? .null),
        ("policy", .string(policy.rawValue)))
    case .tapButton(let button, let id):
      return object(("button", .string(button)), ("id", json(id)))
    case .selectDetent(let detent, let id):
      return object(("detent", json(detent)), ("id", json(id)))
    case .update(let id, let route): return object(("id", json(id)), ("route", .string(route)))
    case .apply(let destination): return object(("destination", json(destination)))
    }
  }

  static func json(_ id: EntryID) -> JSON {
    .integer(id.rawValue)
  }

  static func json(_ destination: Destination<String>) -> JSON {
    .object([
      ("root", .string(destination.root)),
      ("path", .array(destination.path.map(JSON.string))),
      (
        "layers",
        .array(
          destination.layers.map { layer in
            .object([
              ("route", .string(layer.route)), ("presentation", json(layer.presentation)),
              ("path", .array(layer.path.map(JSON.string))),
            ])
          })
      ),
    ])
  }

  // MARK: - Presentations

  static func json(_ presentation: Presentation) -> JSON {
    var members: [(key: String, value: JSON)] = [("style", .string(presentation.styleName))]
    switch presentation.style {
    case .sheet(let sheet):
      members += [
        ("detents", .array(sheet.detents.map(json))),
        ("selection", json(sheet.selection)), ("showsGrabber", .bool(sheet.showsGrabber)),
        ("largestUndimmedDetent", sheet.largestUndimmedDetent.map(json) ?? .null),
      ]
    case .fullScreenCover:
      break
    case .overlay(let overlay):
      members += [
        ("positioning", .string(overlay.positioning.rawValue)),
        ("size", json(overlay.size)), ("buttons", json(overlay.buttons)),
      ]
    case .confirmationDialog(let content), .alert(let content):
      members += json(content)
    }
    let rules = presentation.rules
    members.append(
      (
        "rules",
        .object([
          ("allowsInteractiveDismissal", .bool(rules.allowsInteractiveDismissal)),
          ("dismissesOnBackdropTap", .bool(rules.dismissesOnBackdropTap)),
          ("blocksInputBeneath", .bool(rules.blocksInputBeneath)),
        ])
      ))
    return .object(members)
  }

  private static func json(_ content: AlertContent) -> [(key: String, value: JSON)] {
    [
      ("title", .string(content.title)), ("message", content.message.map(JSON.string) ?? .null),
      ("buttons", json(content.buttons)),
    ]
  }

  private static func json(_ buttons: [ModalButton]) -> JSON {
    .array(
      buttons.map { button in
        .object([
          ("id", .string(button.id)), ("title", .string(button.title)),
          ("role", button.role.map { .string($0.rawValue) } ?? .null),
        ])
      })
  }

  static func json(_ detent: Detent) -> JSON {
    switch detent {
    case .medium, .large: named(detent.kind.rawValue)
    case .fraction(let value), .height(let value): named(detent.kind.rawValue, .double(value))
    }
  }

  static func json(_ size: ModalSize) -> JSON {
    guard case .fraction(let value) = size else { return named(size.kind.rawValue) }
    return named(size.kind.rawValue, .double(value))
  }
}
