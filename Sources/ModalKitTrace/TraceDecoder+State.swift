// Reading a state header: the canonical state object a replay writes, read back strictly and
// judged by the navigator's own initializer, the one judge of a sound state.

import ModalKit

extension TraceDecoder {
  // MARK: - State

  /// Reads a state object, `{"stack","layers","queue","nextID"}`, into a navigator.
  ///
  /// Every member is required, as the replayer writes them all; presentations are read as
  /// everywhere else (their optional members take their defaults). A stack with no root is
  /// ``TraceError/Kind/invalidState``; the parts are otherwise read as written, and judged by
  /// `Navigator(stack:layers:queue:nextID:)`: a state that breaks a rule a navigator keeps is
  /// ``TraceError/Kind/invalidState`` carrying the first ``InvariantViolation`` the judge names.
  ///
  /// - Complexity: O(n) in the entries.
  static func state(_ value: JSON, at path: String) throws(TraceError) -> Navigator<String> {
    var fields = try FieldReader(value, path: path, expected: "a state object")
    let stack = try self.stack(fields.required("stack"), at: fields.path(of: "stack"))
    let layers = try fields.required("layers").list(at: fields.path(of: "layers"), layer)
    let queue = try self.queue(fields.required("queue"), at: fields.path(of: "queue"))
    let nextID = try entryID(fields.required("nextID"), at: fields.path(of: "nextID"))
    try fields.finish()
    guard let root = stack.first else {
      throw TraceError(
        .invalidState, path: fields.path(of: "stack"), message: "a stack has at least its root")
    }
    do throws(InvariantViolation) {
      return try Navigator(
        stack: RouteStack(root: root, path: Array(stack.dropFirst())),
        layers: layers, queue: queue, nextID: nextID)
    } catch {
      throw TraceError(.invalidState, path: path, message: describe(error), violation: error)
    }
  }

  private static func stack(_ value: JSON, at path: String) throws(TraceError)
    -> [RouteEntry<String>]
  {
    try value.list(at: path, entry)
  }

  private static func entry(_ value: JSON, at path: String) throws(TraceError)
    -> RouteEntry<String>
  {
    var fields = try FieldReader(value, path: path, expected: "an entry object")
    let id = try entryID(fields.required("id"), at: fields.path(of: "id"))
    let route = try fields.required("route").string(at: fields.path(of: "route"))
    try fields.finish()
    return RouteEntry(id: id, route: route)
  }

  private static func layer(_ value: JSON, at path: String) throws(TraceError)
    -> ModalLayer<String>
  {
    var fields = try FieldReader(value, path: path, expected: "a layer object")
    let presentation = try self.presentation(
      fields.required("presentation"), at: fields.path(of: "presentation"))
    let stack = try self.stack(fields.required("stack"), at: fields.path(of: "stack"))
    try fields.finish()
    guard let root = stack.first else {
      throw TraceError(
        .invalidState, path: fields.path(of: "stack"), message: "a stack has at least its root")
    }
    return ModalLayer(entry: root, presentation: presentation, path: Array(stack.dropFirst()))
  }

  private static func queue(_ value: JSON, at path: String) throws(TraceError)
    -> PresentationQueue<String>
  {
    var fields = try FieldReader(value, path: path, expected: "a queue object")
    let level = try fields.required("level").integer(
      at: fields.path(of: "level"), in: 0...maximumTraceInteger)
    let items = try fields.required("items").list(at: fields.path(of: "items")) {
      item, at throws(TraceError) in
      var members = try FieldReader(item, path: at, expected: "a queue item object")
      let entry = try entry(members.required("entry"), at: members.path(of: "entry"))
      let presentation = try self.presentation(
        members.required("presentation"), at: members.path(of: "presentation"))
      try members.finish()
      return QueuedPresentation(entry: entry, presentation: presentation)
    }
    try fields.finish()
    // A level past `Int.max` (32-bit platforms) is as out of range as `Int.max`.
    return PresentationQueue(items: items, level: Int(clamping: level))
  }

  /// A violation in words, naming the entry where there is one.
  private static func describe(_ violation: InvariantViolation) -> String {
    switch violation {
    case .counterPastLimit(let id): "nextID \(id.rawValue) is past the id limit"
    case .duplicateID(let id): "the id \(id.rawValue) is used twice"
    case .idNotBelowCounter(let id): "the id \(id.rawValue) is not below nextID"
    case .invalidPresentation(let id, let problem):
      "the presentation of \(id.rawValue) cannot be shown: \(problem)"
    case .pushInNonNavigableLayer(let id):
      "\(id.rawValue) is pushed inside a layer that cannot push"
    case .queueWithoutLayers: "a presentation is queued with no layer up"
    case .queueLevelOutOfRange(let level): "the queue's level \(level) does not suit the layers"
    }
  }
}
