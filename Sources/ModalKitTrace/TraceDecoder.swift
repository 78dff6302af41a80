import ModalKit

/// One line of a trace, read: a header naming the root route or the whole start state, or an
/// action.
package enum TraceLine: Hashable, Sendable {
  /// `{"root": "home"}`: the route of the window's root entry; only as the first line.
  case header(root: String)
  /// `{"state": STATE}`: the navigator to start from, ids and counter included; only as the
  /// first line.
  case stateHeader(Navigator<String>)
  /// An action to send to the navigator: with ``Navigator/send(_:)`` when `from` is `nil`, with
  /// ``Navigator/send(_:from:)`` from the screen with that id otherwise.
  case action(Navigator<String>.Action, from: EntryID?)
}

/// Reads trace lines into actions, strictly: every problem is a ``TraceError`` and nothing traps.
///
/// The shapes are specified in TraceFormat.md. Optional fields may be absent or `null`, and then
/// take their documented defaults; fields an object does not define are refused.
package enum TraceDecoder {
  /// The action names, as the `action` field spells them: the core's action kinds.
  package static let actionNames = Navigator<String>.Action.Kind.allCases.map { $0.rawValue }

  /// Reads one line: a header, or an action with the screen it is sent from, if any.
  ///
  /// - Parameter line: The line's bytes, without its line break.
  /// - Returns: The header or action.
  /// - Throws: A ``TraceError`` whose ``TraceError/line`` is `nil`.
  /// - Complexity: O(n) in the length of the line.
  package static func decodeLine(_ line: some Collection<UInt8>) throws(TraceError) -> TraceLine {
    var fields = try lineFields(line)
    if !fields.has("action"), fields.has("state") {
      let state = try self.state(fields.required("state"), at: "state")
      try fields.finish()
      return .stateHeader(state)
    }
    if !fields.has("action"), fields.has("root") {
      let root = try fields.required("root").string(at: "root")
      try fields.finish()
      return .header(root: root)
    }
    let screen = try fields.optional("from").map { value throws(TraceError) in
      try entryID(value, at: "from")
    }
    return .action(try action(&fields), from: screen)
  }

  /// Reads one action object, as an output line's `action` member and a `rejected` event
  /// write it: the members of the action and nothing else, so a `from` member is refused.
  ///
  /// - Parameter line: The object as text.
  /// - Returns: The action.
  /// - Throws: A ``TraceError``; a header gives ``TraceError/Kind/misplacedHeader``.
  /// - Complexity: O(n) in the length of the line.
  package static func decodeAction(_ line: String) throws(TraceError) -> Navigator<String>.Action {
    var fields = try lineFields(line.utf8)
    if !fields.has("action"), let key = ["state", "root"].first(where: fields.has) {
      throw TraceError(
        .misplacedHeader, path: key, message: "expected an action, found a header")
    }
    return try action(&fields)
  }

  /// The members of a line that is one JSON object.
  private static func lineFields(_ line: some Collection<UInt8>) throws(TraceError) -> FieldReader {
    let value: JSON
    do {
      value = try JSONParser.parse(Array(line))
    } catch {
      let column = error.column.map { "column \($0): " } ?? ""
      throw TraceError(.malformedJSON, message: column + error.message)
    }
    return try FieldReader(value, path: "", expected: "an action object")
  }

  // MARK: - Actions

  private static func action(_ fields: inout FieldReader) throws(TraceError)
    -> Navigator<String>.Action
  {
    let name = try fields.required("action").string(at: "action")
    guard let kind = Navigator<String>.Action.Kind(rawValue: name) else {
      throw TraceError(.unknownAction, path: "action", message: "unknown action \"\(name)\"")
    }
    let action: Navigator<String>.Action
    switch kind {
    case .push: action = .push(try route(&fields))
    case .pushIfNotOnTop: action = .pushIfNotOnTop(try route(&fields))
    case .unwind: action = .unwind
    case .unwindCount:
      let count = try fields.required("count").integer(
        at: "count", in: -maximumTraceInteger...maximumTraceInteger)
      // Where `Int` has 32 bits (arm64_32, wasm32) a count may not fit: any that does not is
      // refused as `Int.max` or `Int.min` is, and `Trace` keeps it to write it back.
      action = .unwindCount(Int(clamping: count))
    case .unwindTo: action = .unwindTo(try id(&fields))
    case .unwindToLast: action = .unwindToLast(try route(&fields))
    case .home: action = .home
    case .replace: action = .replace(try route(&fields))
    case .replacePath: action = .replacePath(try routes(fields.required("routes"), at: "routes"))
    case .present:
      let route = try route(&fields)
      // Absent or null: no presentation, which the navigator refuses with noPresentation.
      let presentation = try fields.optional("as").map { value throws(TraceError) in
        try self.presentation(value, at: "as")
      }
      let policy = try fields.optional("policy").map { value throws(TraceError) -> ConflictPolicy in
        try value.choice(at: "policy", "policy")
      }
      action = .present(route, as: presentation, policy: policy ?? .above)
    case .dismiss: action = .dismiss
    case .dismissLayer: action = .dismissLayer(try id(&fields))
    case .dismissAll: action = .dismissAll
    case .close: action = .close(try id(&fields))
    case .dismissInteractively: action = .dismissInteractively(try id(&fields))
    case .tapBackdrop: action = .tapBackdrop(try id(&fields))
    case .tapButton:
      let button = try fields.required("button").string(at: "button")
      action = .tapButton(button, in: try id(&fields))
    case .selectDetent:
      let detent = try detent(fields.required("detent"), at: "detent")
      action = .selectDetent(detent, of: try id(&fields))
    case .update:
      let id = try id(&fields)
      action = .update(id, to: try route(&fields))
    case .apply: action = .apply(try destination(fields.required("destination")))
    case .reset: action = .reset(try route(&fields))
    }
    try fields.finish()
    return action
  }

  private static func route(_ fields: inout FieldReader) throws(TraceError) -> String {
    try fields.required("route").string(at: fields.path(of: "route"))
  }

  private static func id(_ fields: inout FieldReader) throws(TraceError) -> EntryID {
    try entryID(fields.required("id"), at: fields.path(of: "id"))
  }

  static func entryID(_ value: JSON, at path: String) throws(TraceError) -> EntryID {
    EntryID(rawValue: UInt64(try value.integer(at: path, in: 0...maximumTraceInteger)))
  }

  private static func routes(_ value: JSON, at path: String) throws(TraceError) -> [String] {
    try value.list(at: path) { element, at throws(TraceError) in try element.string(at: at) }
  }

  private static func destination(_ value: JSON) throws(TraceError) -> Destination<String> {
    var fields = try FieldReader(value, path: "destination", expected: "a destination object")
    let root = try fields.required("root").string(at: "destination.root")
    let path = try fields.optional("path").map { value throws(TraceError) in
      try routes(value, at: "destination.path")
    }
    let layers = try fields.optional("layers").map { value throws(TraceError) in
      try value.list(at: "destination.layers", layer)
    }
    try fields.finish()
    return Destination(root: root, path: path ?? [], layers: layers ?? [])
  }

  private static func layer(_ value: JSON, at path: String) throws(TraceError)
    -> Destination<String>.Layer
  {
    var fields = try FieldReader(value, path: path, expected: "a layer object")
    let route = try fields.required("route").string(at: path + ".route")
    let shown = try presentation(fields.required("presentation"), at: path + ".presentation")
    let pushed = try fields.optional("path").map { value throws(TraceError) in
      try routes(value, at: path + ".path")
    }
    try fields.finish()
    return .init(route, as: shown, path: pushed ?? [])
  }
}

// MARK: - Presentations

extension TraceDecoder {
  static func presentation(_ value: JSON, at path: String) throws(TraceError) -> Presentation {
    var fields = try FieldReader(value, path: path, expected: "a presentation object")
    let kind: Presentation.Style.Kind = try fields.required("style").choice(
      at: fields.path(of: "style"), "style")
    let style: Presentation.Style
    switch kind {
    case .sheet: style = .sheet(try sheet(&fields))
    case .fullScreenCover: style = .fullScreenCover
    case .overlay:
      let positioning: ModalPositioning = try fields.required("positioning").choice(
        at: fields.path(of: "positioning"), "positioning")
      let size = try size(fields.required("size"), at: fields.path(of: "size"))
      let buttons = try buttons(&fields) ?? []
      style = .overlay(OverlayConfiguration(positioning: positioning, size: size, buttons: buttons))
    case .confirmationDialog: style = .confirmationDialog(try alertContent(&fields))
    case .alert: style = .alert(try alertContent(&fields))
    }
    let rules = try fields.optional("rules").map { value throws(TraceError) in
      try self.rules(value, style: style, at: fields.path(of: "rules"))
    }
    try fields.finish()
    return Presentation(style, rules: rules)
  }

  private static func sheet(_ fields: inout FieldReader) throws(TraceError) -> SheetConfiguration {
    let detents = try fields.optional("detents").map { value throws(TraceError) in
      try value.list(at: fields.path(of: "detents"), detent)
    }
    let selection = try fields.optional("selection").map { value throws(TraceError) in
      try detent(value, at: fields.path(of: "selection"))
    }
    let grabber = try fields.optional("showsGrabber")?.bool(at: fields.path(of: "showsGrabber"))
    let undimmed = try fields.optional("largestUndimmedDetent").map { value throws(TraceError) in
      try detent(value, at: fields.path(of: "largestUndimmedDetent"))
    }
    return SheetConfiguration(
      detents: detents ?? [.large], selection: selection, showsGrabber: grabber ?? false,
      largestUndimmedDetent: undimmed)
  }

  private static func alertContent(_ fields: inout FieldReader) throws(TraceError) -> AlertContent {
    let title = try fields.required("title").string(at: fields.path(of: "title"))
    let message = try fields.optional("message")?.string(at: fields.path(of: "message"))
    return AlertContent(title: title, message: message, buttons: try buttons(&fields) ?? [.ok])
  }

  /// The `buttons` member, or `nil` when it is absent or null.
  private static func buttons(_ fields: inout FieldReader) throws(TraceError) -> [ModalButton]? {
    try fields.optional("buttons").map { value throws(TraceError) in
      try value.list(at: fields.path(of: "buttons"), button)
    }
  }

  private static func button(_ value: JSON, at path: String) throws(TraceError) -> ModalButton {
    var fields = try FieldReader(value, path: path, expected: "a button object")
    let id = try fields.optional("id")?.string(at: fields.path(of: "id"))
    let title = try fields.required("title").string(at: fields.path(of: "title"))
    let role = try fields.optional("role").map { value throws(TraceError) -> ModalButton.Role in
      try value.choice(at: fields.path(of: "role"), "role")
    }
    try fields.finish()
    return ModalButton(title, id: id, role: role)
  }

  private static func rules(
    _ value: JSON, style: Presentation.Style, at path: String
  ) throws(TraceError) -> DismissalRules {
    var fields = try FieldReader(value, path: path, expected: "a rules object")
    var rules = DismissalRules.default(for: style)
    if let flag = fields.optional("allowsInteractiveDismissal") {
      rules.allowsInteractiveDismissal = try flag.bool(
        at: fields.path(of: "allowsInteractiveDismissal"))
    }
    if let flag = fields.optional("dismissesOnBackdropTap") {
      rules.dismissesOnBackdropTap = try flag.bool(at: fields.path(of: "dismissesOnBackdropTap"))
    }
    if let flag = fields.optional("blocksInputBeneath") {
      rules.blocksInputBeneath = try flag.bool(at: fields.path(of: "blocksInputBeneath"))
    }
    try fields.finish()
    return rules
  }

  static func detent(_ value: JSON, at path: String) throws(TraceError) -> Detent {
    if case .string = value {
      return try value.choice(
        at: path, "detent",
        Detent.Kind.allCases.compactMap { kind in Detent(kind).map { (kind.rawValue, $0) } })
    }
    guard case .object = value else { throw value.wrongType("a detent", at: path) }
    // Both members are optional (absent or null), whatever order they come in; exactly one of
    // them must be given. Neither is checked first, then both, then the value, then the rest.
    var fields = try FieldReader(value, path: path, expected: "a detent")
    let detent: Detent
    switch (fields.optional("fraction"), fields.optional("height")) {
    case (nil, nil):
      throw TraceError(
        .unknownValue, path: path, message: "a detent object has a \"fraction\" or a \"height\"")
    case (_?, _?):
      throw TraceError(
        .unknownField, path: fields.path(of: "height"),
        message: "a detent object has a \"fraction\" or a \"height\", not both")
    case (let number?, nil):
      detent = .fraction(try number.double(at: fields.path(of: "fraction")))
    case (nil, let number?):
      detent = .height(try number.double(at: fields.path(of: "height")))
    }
    try fields.finish()
    return detent
  }

  static func size(_ value: JSON, at path: String) throws(TraceError) -> ModalSize {
    if case .string = value {
      return try value.choice(
        at: path, "size", ModalSize.named.map { ($0.kind.rawValue, $0) })
    }
    guard case .object = value else { throw value.wrongType("a size", at: path) }
    var fields = try FieldReader(value, path: path, expected: "a size")
    guard let number = fields.optional("fraction") else {
      throw TraceError(.unknownValue, path: path, message: "a size object has a \"fraction\"")
    }
    let size = ModalSize.fraction(try number.double(at: fields.path(of: "fraction")))
    try fields.finish()
    return size
  }
}
