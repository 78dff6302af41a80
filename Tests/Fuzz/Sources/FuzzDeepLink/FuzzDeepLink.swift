// The deep-link reader: any bytes as a link. A link that reads must be a destination a navigator
// accepts, print back to a link, and read again to the same destination; a link that does not
// read must name a position inside it. A trap anywhere (reader, printer, mapping) is a crash.

import LibFuzzerDriver
import ModalKit
import ModalKitStore

/// The routes of a small app, with arguments that need percent-encoding.
enum Screen: Hashable, Sendable {
  case inbox, settings, account, compose, confirm, share, picker
  case thread(Int)
  case photo(Int)
  case search(String)
}

/// How the routes are written and shown: every presentation style and kind of detent.
let links = DeepLinkFormat<Screen>(
  segments: RouteSegments(
    components: { route in
      switch route {
      case .inbox: ["inbox"]
      case .settings: ["settings"]
      case .account: ["account"]
      case .compose: ["compose"]
      case .confirm: ["confirm"]
      case .share: ["share"]
      case .picker: ["picker"]
      case .thread(let id): ["thread", String(id)]
      case .photo(let id): ["photo", String(id)]
      case .search(let text): ["search", text]
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
      case let parts where parts.count == 2 && parts[0] == "thread":
        Int(parts[1]).map(Screen.thread)
      case let parts where parts.count == 2 && parts[0] == "photo":
        Int(parts[1]).map(Screen.photo)
      case let parts where parts.count == 2 && parts[0] == "search": .search(parts[1])
      default: nil
      }
    }),
  presentation: { route in
    switch route {
    case .settings: .sheet(detents: [.medium, .large])
    case .photo: .sheet(detents: [.fraction(0.4), .height(200), .large], selection: .large)
    case .compose: .fullScreenCover
    case .confirm: .alert("Delete?", buttons: [.cancel, ModalButton("Delete")])
    case .share: .confirmationDialog("Share", buttons: [.cancel, ModalButton("Copy")])
    case .picker: .overlay(.bottom, .half)
    case .inbox, .account, .thread, .search: nil
    }
  },
  limits: DeepLinkLimits(maxLength: 2048, maxSegments: 64, maxLayers: 8, maxComponents: 8))

/// libFuzzer's entry: one input, read as a link (invalid UTF-8 becomes U+FFFD, which the
/// grammar refuses like any other non-ASCII byte).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDeepLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  do throws(DeepLinkError) {
    let destination = try links.destination(from: text)
    do throws(RejectionReason) {
      try destination.check()
    } catch {
      fatalError("\(text) reads as \(destination), which a navigator refuses: \(error)")
    }
    guard let printed = try? links.link(for: destination),
      let again = try? links.destination(from: printed), again == destination
    else { fatalError("\(text) reads as \(destination), which does not print and read back") }
  } catch {
    guard (0...text.utf8.count).contains(error.position) else {
      fatalError("\(text): \(error) is outside the text")
    }
  }
  return 0
}

/// Hands the command line to libFuzzer, which runs, minimizes or replays inputs.
@main
enum FuzzDeepLinkMain {
  static func main() {
    runLibFuzzer(fuzzDeepLink)
  }
}
