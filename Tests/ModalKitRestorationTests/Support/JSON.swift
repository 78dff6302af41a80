import Foundation
import ModalKit

/// Encoding and decoding through Foundation's JSON coders, as an app saving its state would.
enum JSON {
  /// The encoding with sorted keys: one exact string per value.
  static func string(_ value: some Encodable) throws -> String {
    String(decoding: try data(value), as: UTF8.self)
  }

  static func data(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    try JSONDecoder().decode(type, from: Data(bytes))
  }
}

/// How decoding failed, in a form a test can compare whole: the typed error, or the kind of
/// `DecodingError` and where it points (`layers[0].presentation.detents[1]`).
enum Failure: Hashable, CustomStringConvertible {
  case restoration(RestorationError)
  case typeMismatch(at: String)
  case valueNotFound(at: String)
  case keyNotFound(String, at: String)
  case dataCorrupted(at: String)
  case other(String)

  init(_ error: any Error) {
    switch error {
    case let error as RestorationError: self = .restoration(error)
    case DecodingError.typeMismatch(_, let context): self = .typeMismatch(at: Failure.path(context))
    case DecodingError.valueNotFound(_, let context):
      self = .valueNotFound(at: Failure.path(context))
    case DecodingError.keyNotFound(let key, let context):
      self = .keyNotFound(key.stringValue, at: Failure.path(context))
    case DecodingError.dataCorrupted(let context): self = .dataCorrupted(at: Failure.path(context))
    default: self = .other("\(type(of: error)): \(error)")
    }
  }

  /// A coding path written as code would reach it: `layers[0].presentation.detents[1]`.
  static func path(_ context: DecodingError.Context) -> String {
    var text = ""
    for key in context.codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }

  var description: String {
    switch self {
    case .restoration(let error): "restoration(\(error))"
    case .typeMismatch(let path): "typeMismatch(at: \(path))"
    case .valueNotFound(let path): "valueNotFound(at: \(path))"
    case .keyNotFound(let key, let path): "keyNotFound(\(key), at: \(path))"
    case .dataCorrupted(let path): "dataCorrupted(at: \(path))"
    case .other(let text): text
    }
  }
}

/// How decoding `text` as `type` fails, or `nil` when it decodes.
func failure<Value: Decodable>(decoding text: String, as type: Value.Type = StringNav.self)
  -> Failure?
{
  do {
    _ = try JSON.decode(type, from: text)
    return nil
  } catch {
    return Failure(error)
  }
}

/// A saved navigator with string routes, written from its parts; the defaults make a valid
/// navigator showing only `inbox#0`.
func savedState(
  version: String = "1",
  stack: String = #"[{"id":0,"route":"inbox"}]"#,
  layers: [String] = [],
  queue: String = #"{"level":0,"items":[]}"#,
  nextID: String = "1"
) -> String {
  #"{"version":\#(version),"stack":\#(stack),"layers":[\#(layers.joined(separator: ","))],"#
    + #""queue":\#(queue),"nextID":\#(nextID)}"#
}

/// A layer of a saved state: a presentation over a stack of entries given as `id:route` pairs.
func savedLayer(_ presentation: String, _ entries: (UInt64, String)...) -> String {
  #"{"presentation":\#(presentation),"stack":\#(savedEntries(entries))}"#
}

/// A stack of a saved state from `id:route` pairs.
func savedStack(_ entries: (UInt64, String)...) -> String {
  savedEntries(entries)
}

private func savedEntries(_ entries: [(UInt64, String)]) -> String {
  "[" + entries.map { #"{"id":\#($0.0),"route":"\#($0.1)"}"# }.joined(separator: ",") + "]"
}

/// The rules every hand-written presentation uses.
let savedRules =
  #"{"allowsInteractiveDismissal":true,"dismissesOnBackdropTap":true,"blocksInputBeneath":true}"#

/// A sheet presentation from the JSON of its detents and selection.
func savedSheet(detents: String = #"["large"]"#, selection: String = #""large""#) -> String {
  #"{"style":"sheet","detents":\#(detents),"selection":\#(selection),"showsGrabber":false,"#
    + #""largestUndimmedDetent":null,"rules":\#(savedRules)}"#
}

/// An alert or dialog presentation from the JSON of its buttons.
func savedAlert(style: String = "alert", buttons: String = #"[{"id":"ok","title":"OK"}]"#)
  -> String
{
  #"{"style":"\#(style)","title":"Saved","message":null,"buttons":\#(buttons),"#
    + #""rules":\#(savedRules)}"#
}

/// An overlay presentation from the JSON of its size and buttons.
func savedOverlay(size: String = #""half""#, buttons: String = "[]") -> String {
  #"{"style":"overlay","positioning":"bottom","size":\#(size),"buttons":\#(buttons),"#
    + #""rules":\#(savedRules)}"#
}
