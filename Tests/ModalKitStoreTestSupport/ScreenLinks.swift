import ModalKit
import ModalKitStore

/// How the fixture's routes are written in links.
package let screenSegments = RouteSegments<Screen>(
  components: { route in
    switch route {
    case .inbox: ["inbox"]
    case .thread(let id): ["thread", String(id)]
    case .settings: ["settings"]
    case .account: ["account"]
    case .compose: ["compose"]
    case .photo(let id): ["photo", String(id)]
    case .search(let text): ["search", text]
    case .confirm: ["confirm"]
    case .share: ["share"]
    case .picker: ["picker"]
    case .profile: ["profile"]
    }
  },
  route: { components in
    switch components {
    case ["inbox"]: .inbox
    case ["settings"]: .settings
    case ["account"]: .account
    case ["compose"]: .compose
    case ["confirm"]: .confirm
    case ["share"]: .share
    case ["picker"]: .picker
    case ["profile"]: .profile
    case let parts where parts.count == 2 && parts[0] == "thread": Int(parts[1]).map(Screen.thread)
    case let parts where parts.count == 2 && parts[0] == "photo": Int(parts[1]).map(Screen.photo)
    case let parts where parts.count == 2 && parts[0] == "search": .search(parts[1])
    default: nil
    }
  })

/// The fixture's link format: layers show as the routes' default presentations.
package let screenLinks = DeepLinkFormat(segments: screenSegments)
