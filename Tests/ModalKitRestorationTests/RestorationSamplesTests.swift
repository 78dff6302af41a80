import Foundation
import ModalKit
import Testing

// The Swift samples of Sources/ModalKit/ModalKit.docc/Restoration.md, run as tests.
//
// Each sample stands between a `// guide: ARTICLE.md` line and an `// end guide` line, exactly as
// the article shows it, less the marker's indentation (the article's `import` lines aside). The
// n-th marked region for an article is its n-th Swift code block; .ci/docs.sh checks that the
// two agree. `print` records what a sample prints, and each test then compares that with the
// comments the article shows beside the prints.

@Suite("Guide: Saving and restoring a navigator")
final class RestorationSamples {
  var printed: [String] = []

  /// Records the items as `Swift.print` would write them, one entry per call.
  func print(_ items: Any..., separator: String = " ") {
    printed.append(items.map { "\($0)" }.joined(separator: separator))
  }

  @Test("a navigator saved as JSON reads back equal, ids and counter included")
  func roundTrip() throws {
    // guide: Restoration.md
    enum Screen: Hashable, Sendable, Codable {
      case inbox, settings
      case thread(Int)
    }

    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.push(.thread(7)))
    navigator.send(.present(.settings, as: .sheet(detents: [.medium, .large])))

    let saved = try JSONEncoder().encode(navigator)  // when the app goes to the background
    let restored = try JSONDecoder().decode(Navigator<Screen>.self, from: saved)  // at launch
    print(restored == navigator)  // true: the same entries, ids and id counter
    print(restored)  // [inbox#0, thread(7)#1] > sheet [settings#2]
    // end guide

    #expect(printed == ["true", "[inbox#0, thread(7)#1] > sheet [settings#2]"])
    #expect(restored.nextID == 3)
  }

  /// The article's `Screen`, for the second sample, which goes on from the first.
  enum Screen: Hashable, Sendable, Codable {
    case inbox, settings
    case thread(Int)
  }

  /// A launch as the article's second sample makes it, from what the last launch saved.
  func launch(from saved: Data) -> Navigator<Screen> {
    var navigator = Navigator(root: Screen.settings)

    // guide: Restoration.md
    do {
      navigator = try JSONDecoder().decode(Navigator<Screen>.self, from: saved)
    } catch RestorationError.unsupportedVersion(let version) {
      print("saved in format \(version), which this build does not read")
      navigator = Navigator(root: .inbox)  // start fresh
    } catch {
      print("damaged, or not a saved navigator:", error)
      navigator = Navigator(root: .inbox)
    }
    // end guide

    return navigator
  }

  @Test("a launch reads a saved navigator, and starts fresh from a newer format or damaged data")
  func launching() throws {
    var navigator = Navigator(root: Screen.inbox)
    navigator.send(.push(.thread(7)))
    let saved = try JSONEncoder().encode(navigator)
    let newer = try #require(
      String(decoding: saved, as: UTF8.self).replacing(#""version":1"#, with: #""version":2"#)
        .data(using: .utf8))

    #expect(launch(from: saved) == navigator)
    #expect(printed == [])
    #expect(launch(from: newer) == Navigator(root: .inbox))
    #expect(printed == ["saved in format 2, which this build does not read"])
    #expect(launch(from: Data("{}".utf8)) == Navigator(root: .inbox))
    #expect(printed.count == 2)
    #expect(printed.last?.hasPrefix("damaged, or not a saved navigator: DecodingError") == true)
  }
}
