import ModalKit

/// The routes of the round-trip tests: cases with and without payloads, strings that need
/// escaping, all `Codable` the way an app writes it (synthesized).
enum Screen: Hashable, Sendable, Codable, CustomStringConvertible {
  case inbox
  case thread(Int)
  case compose(draft: String)
  case settings
  case profile(String)
  case picker

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let id): "thread(\(id))"
    case .compose(let draft): "compose(\(draft))"
    case .settings: "settings"
    case .profile(let name): "profile(\(name))"
    case .picker: "picker"
    }
  }
}

typealias Nav = Navigator<Screen>

/// The navigator of the hand-written JSON in the tests: routes are strings, so every character
/// of an encoding is ModalKit's format.
typealias StringNav = Navigator<String>
