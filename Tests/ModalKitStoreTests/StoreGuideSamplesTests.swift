import Foundation
import ModalKit
import ModalKitStore
import ModalKitTrace
import Testing

// The Swift samples of the store's guides in Sources/ModalKitStore/ModalKitStore.docc, run as
// tests.
//
// Each sample stands between a `// guide: ARTICLE.md` line and an `// end guide` line, exactly as
// the article shows it, less the marker's indentation (the article's `import` lines aside). The
// n-th marked region for an article is its n-th Swift code block; .ci/docs.sh checks that the
// two agree. Several marker lines in a row open one region for several articles. Every sample
// uses the one app set up first in this file (`Travel`, `travelLinks`), which every article shows
// before its samples. In the suites, `print` records what a sample prints, and each test then
// compares that with the comments the article shows beside the prints.

/// What the samples of one test printed: the samples' `print` writes here.
@MainActor
final class Printout: Sendable {
  /// One entry per call of `print`, as `Swift.print` would write it.
  var lines: [String] = []

  /// The printout of the running test, set by ``RecordsPrints``.
  @TaskLocal static var current: Printout?
}

/// Records the items as `Swift.print` would write them, in the running test's printout.
///
/// Shadows `Swift.print` in this file, so a sample prints as an app does, from a closure too.
@MainActor
private func print(_ items: Any..., separator: String = " ") {
  Printout.current?.lines.append(items.map { "\($0)" }.joined(separator: separator))
}

/// Gives each test of a suite its own printout, which ``printed`` reads.
struct RecordsPrints: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil || !test.isSuite else { return try await function() }
    try await Printout.$current.withValue(Printout()) { try await function() }
  }
}

/// What the running test's samples printed.
@MainActor var printed: [String] { Printout.current?.lines ?? [] }

// MARK: - The app in the samples

// Each page opens with what its samples use of the app, so that they compile pasted in order:
// the routes on every page, the links on those that write or read links.

// guide: ModalKitStore.md
// guide: TheStore.md
// guide: RouteHandlers.md
// guide: DialogResults.md
// guide: Launching.md
// guide: DeepLinks.md
// guide: RecordedSessions.md
/// A travel app: hotels, a reservation, settings, and two dialogs that answer.
enum Travel: Hashable, Sendable, Codable, PresentableRoute {
  case hotels
  case hotel(Int)
  case reservation(Int)
  case settings
  case dates(from: Int, to: Int)  // the date-range dialog: a stay, in day numbers
  case deleteBooking  // an alert

  var defaultPresentation: Presentation? {
    switch self {
    case .hotels, .hotel, .reservation: nil
    case .settings: .sheet(detents: [.medium, .large], showsGrabber: true)
    case .dates: .overlay(.center, .threeQuarters)  // a tap on the backdrop closes it
    case .deleteBooking:
      .alert(
        "Delete this booking?",
        buttons: [.cancel, ModalButton("Delete", id: "delete", role: .destructive)])
    }
  }
}
// end guide

// guide: ModalKitStore.md
// guide: RouteHandlers.md
// guide: DeepLinks.md
// guide: RecordedSessions.md
/// Links such as `/hotels/hotel:42/dates:3:5;overlay`.
let travelLinks = DeepLinkFormat(
  segments: RouteSegments<Travel>(
    components: { route in
      switch route {
      case .hotels: ["hotels"]
      case .hotel(let id): ["hotel", String(id)]
      case .reservation(let id): ["reservation", String(id)]
      case .settings: ["settings"]
      case .dates(let from, let to): ["dates", String(from), String(to)]
      case .deleteBooking: ["deleteBooking"]
      }
    },
    route: { parts in
      let numbers = parts.dropFirst().compactMap { Int($0) }
      guard let name = parts.first, numbers.count == parts.count - 1 else { return nil }
      switch (name, numbers.count) {
      case ("hotels", 0): return .hotels
      case ("hotel", 1): return .hotel(numbers[0])
      case ("reservation", 1): return .reservation(numbers[0])
      case ("settings", 0): return .settings
      case ("dates", 2) where numbers[0] <= numbers[1]:
        return .dates(from: numbers[0], to: numbers[1])
      case ("deleteBooking", 0): return .deleteBooking
      default: return nil
      }
    }))
// end guide

// MARK: - The landing page

@MainActor
@Suite("Guide: the ModalKitStore landing page", RecordsPrints())
struct StoreLandingPageSamples {
  @Test("a link that replaces the sheet runs its callback once")
  func landingPage() throws {
    // guide: ModalKitStore.md
    let store = NavigatorStore(root: Travel.hotels)
    store.present(.settings) { reason in
      print("settings went:", reason)  // once, however it goes
    }
    try store.open("/hotels/hotel:42/dates:3:5;overlay", as: travelLinks)
    // settings went: dismissed(programmatic): the link replaced the sheet
    // end guide

    #expect(printed == ["settings went: dismissed(programmatic)"])
    #expect(
      store.navigator.description == "[hotels#0, hotel(42)#2] > overlay [dates(from: 3, to: 5)#3]")
    store.send(.home)
    #expect(printed.count == 1)
  }
}

// MARK: - The store

@MainActor
@Suite("Guide: The store", RecordsPrints())
struct TheStoreSamples {
  @Test("the store's send returns the navigator's own events")
  func send() {
    // guide: TheStore.md
    let store = NavigatorStore(root: Travel.hotels)
    print(store.send(.push(.hotel(42))))  // [pushed(hotel(42)#1)]
    print(store.send(.present(.settings)))  // [presented(settings#2, sheet)]
    print(store.send(.unwind))  // [rejected(unwind, alreadyAtRoot)]
    // end guide

    #expect(
      printed == [
        "[pushed(hotel(42)#1)]", "[presented(settings#2, sheet)]",
        "[rejected(unwind, alreadyAtRoot)]",
      ])
  }

  @Test("what a callback sends is applied after the input that called it")
  func reentrancy() {
    // guide: TheStore.md
    let travel = NavigatorStore(root: Travel.hotels)
    travel.present(.settings) { [unowned travel] _ in
      print(travel.send(.present(.deleteBooking)))  // []: applied after the dismissal
    }
    travel.observe { record in print("observers hear", record.events) }
    travel.send(.dismissInteractively(travel.navigator.top.id))
    // observers hear [dismissed(settings#1, interactive)]
    // []
    // observers hear [presented(deleteBooking#2, alert)]
    // end guide

    #expect(
      printed == [
        "observers hear [dismissed(settings#1, interactive)]", "[]",
        "observers hear [presented(deleteBooking#2, alert)]",
      ])
  }
}

// MARK: - Handling every entry of a route

@MainActor
@Suite("Guide: Handling every entry of a route", RecordsPrints())
struct RouteHandlersSamples {
  @Test("a handler for a route runs for every entry of it, however it arrived")
  func handlerForARoute() throws {
    // guide: RouteHandlers.md
    let store = NavigatorStore(root: Travel.hotels)
    store.onRemoval(of: .settings) { removal in
      print("settings went:", removal.reason)
    }

    store.send(.present(.settings))
    store.send(.dismissInteractively(store.navigator.top.id))
    // settings went: dismissed(interactive)
    try store.open("/hotels/settings;sheet", as: travelLinks)  // a link brings settings back
    store.send(.home)  // settings went: dismissed(programmatic)
    // end guide

    #expect(
      printed == [
        "settings went: dismissed(interactive)", "settings went: dismissed(programmatic)",
      ])
  }

  @Test("a predicate matches a case whatever its associated values")
  func handlerForACase() throws {
    // guide: RouteHandlers.md
    let hotels = NavigatorStore(root: Travel.hotels)
    hotels.onRemoval(
      where: { if case .hotel = $0 { true } else { false } },
      perform: { removal in print("left", removal.entry, "by", removal.reason) })

    hotels.send(.push(.hotel(42)))
    hotels.send(.push(.hotel(7)))
    try hotels.open("/hotels", as: travelLinks)
    // left hotel(7)#2 by popped
    // left hotel(42)#1 by popped
    // end guide

    #expect(printed == ["left hotel(7)#2 by popped", "left hotel(42)#1 by popped"])
  }

  @Test("what a handler sends is queued and applied once the removal is delivered")
  func reentrancy() {
    // guide: RouteHandlers.md
    let booking = NavigatorStore(root: Travel.hotels)
    booking.send(.push(.hotel(42)))
    booking.send(.push(.reservation(42)))
    booking.onRemoval(of: .deleteBooking) { [unowned booking] removal in
      guard removal.reason == .dismissed(.button("delete")) else { return }
      print(booking.send(.unwindToLast(.hotels)))  // []: queued, applied right after
    }

    booking.send(.present(.deleteBooking))
    booking.send(.tapButton("delete", in: booking.navigator.top.id))
    print(booking.navigator)  // [hotels#0]
    // end guide

    #expect(printed == ["[]", "[hotels#0]"])
  }

  @Test("stopObserving(_:) stops a handler")
  func stopping() {
    let store = NavigatorStore(root: Travel.hotels)

    // guide: RouteHandlers.md
    let token = store.onRemoval(of: .settings) { _ in print("never printed") }
    store.stopObserving(token)
    // end guide
    store.send(.present(.settings))
    store.send(.dismiss)

    #expect(printed == [])
    #expect(store.removalHandlerCount == 0)
  }
}

// MARK: - Results from dialogs

@MainActor
@Suite("Guide: Results from dialogs", RecordsPrints())
struct DialogResultsSamples {
  @Test("an alert's answer comes back to the code that asked")
  func alertAnswer() async {
    // guide: DialogResults.md
    @MainActor
    func deleteBookingIfConfirmed(_ store: NavigatorStore<Travel>) async -> Bool {
      let result = await store.ask(.deleteBooking)
      return result.button == "delete"
    }
    // end guide

    // guide: DialogResults.md
    let store = NavigatorStore(root: Travel.hotels)
    let deleting = Task { await deleteBookingIfConfirmed(store) }
    await Task.yield()  // the task runs up to its question: the alert is up
    store.send(.tapButton("delete", in: store.navigator.top.id))
    print(await deleting.value)  // true
    // end guide

    #expect(printed == ["true"])
  }

  @Test("the date-range dialog returns the dates picked, with no write-back")
  func datesDialog() async throws {
    let store = NavigatorStore(root: Travel.hotels)
    store.send(.push(.hotel(42)))
    store.send(.push(.reservation(42)))

    // guide: DialogResults.md
    @MainActor
    func pickDates(_ store: NavigatorStore<Travel>, from current: ClosedRange<Int>) async
      -> ClosedRange<Int>
    {
      let result = await store.ask(.dates(from: current.lowerBound, to: current.upperBound))
      guard case .dates(let from, let to)? = result.lastRoute else { return current }
      return from...to
    }
    // end guide

    // guide: DialogResults.md
    let picking = Task { await pickDates(store, from: 1...2) }
    await Task.yield()
    let dialog = store.navigator.top.id
    store.send(.update(dialog, to: .dates(from: 3, to: 5)))  // the picker, as the user picks
    store.send(.tapBackdrop(dialog))  // a tap outside closes the dialog
    print(await picking.value)  // 3...5
    // end guide

    #expect(printed == ["3...5"])
    #expect(store.navigator.description == "[hotels#0, hotel(42)#1, reservation(42)#2]")
    // The link the article names reads.
    try store.open("/hotels/hotel:42/dates:3:5;overlay", as: travelLinks)
    #expect(
      store.navigator.description == "[hotels#0, hotel(42)#1] > overlay [dates(from: 3, to: 5)#4]")
  }

  @Test("with Cancel and Done of its own, the dialog answers with both its button and its value")
  func doneOrCancel() async {
    let store = NavigatorStore(root: Travel.hotels)

    // guide: DialogResults.md
    let picker = Presentation.overlay(
      .center, .threeQuarters, buttons: [.cancel, ModalButton("Done", id: "done")])
    let asking = Task { await store.ask(.dates(from: 1, to: 2), as: picker) }
    await Task.yield()
    let overlay = store.navigator.top.id
    store.send(.update(overlay, to: .dates(from: 3, to: 5)))
    store.send(.tapButton("cancel", in: overlay))
    print(await asking.value)  // ended(dismissed(button(cancel)), last: dates(from: 3, to: 5))
    // end guide

    #expect(printed == ["ended(dismissed(button(cancel)), last: dates(from: 3, to: 5))"])
  }

  @Test("the callback form calls back once with the result")
  func callbackForm() {
    let store = NavigatorStore(root: Travel.hotels)

    // guide: DialogResults.md
    store.ask(.deleteBooking) { result in
      print(result)  // ended(dismissed(button(cancel)), last: deleteBooking)
    }
    store.send(.tapButton("cancel", in: store.navigator.top.id))
    // end guide

    #expect(printed == ["ended(dismissed(button(cancel)), last: deleteBooking)"])
  }

  @Test("cancelling the awaiting task dismisses the layer")
  func cancellation() async {
    // guide: DialogResults.md
    let withdrawing = NavigatorStore(root: Travel.hotels)
    let question = Task { await withdrawing.ask(.settings) }
    await Task.yield()
    question.cancel()
    print(await question.value)  // ended(dismissed(programmatic), last: settings)
    print(withdrawing.log.records.last!)
    // dismissLayer(#1) -> [dismissed(settings#1, programmatic)]
    // end guide

    #expect(
      printed == [
        "ended(dismissed(programmatic), last: settings)",
        "dismissLayer(#1) -> [dismissed(settings#1, programmatic)]",
      ])
  }
}

// MARK: - Restoring at launch

@MainActor
@Suite("Guide: Restoring at launch", RecordsPrints())
struct LaunchingSamples {
  /// What the last launch left: a date dialog over a reservation, saved as JSON.
  func savedAtLastLaunch() throws -> Data {
    // guide: Launching.md
    let running = NavigatorStore(root: Travel.hotels)
    running.send(.push(.hotel(42)))
    running.send(.present(.dates(from: 1, to: 2)))
    running.send(.update(running.navigator.top.id, to: .dates(from: 3, to: 5)))  // the user picks
    let data = try JSONEncoder().encode(running.navigator)  // when the app goes to the background
    // end guide
    return data
  }

  // guide: Launching.md
  @MainActor
  func attachHandlers(to store: NavigatorStore<Travel>) {
    store.onRemoval(
      where: { if case .dates = $0 { true } else { false } },
      perform: { removal in
        guard case .dates(let from, let to) = removal.route else { return }
        print("book", from...to)  // the stay is booked however the dialog arrived
      })
  }
  // end guide

  @Test("at launch, a store made from the saved state, then the handlers")
  func launch() throws {
    let data = try savedAtLastLaunch()

    // guide: Launching.md
    let saved = try JSONDecoder().decode(Navigator<Travel>.self, from: data)
    let store = NavigatorStore(saved)
    attachHandlers(to: store)
    print(store.navigator)  // [hotels#0, hotel(42)#1] > overlay [dates(from: 3, to: 5)#2]
    print(store.log.count)  // 0

    store.send(.tapBackdrop(store.navigator.top.id))  // book 3...5
    // end guide

    #expect(
      printed == ["[hotels#0, hotel(42)#1] > overlay [dates(from: 3, to: 5)#2]", "0", "book 3...5"])
  }

  @Test("restore after creation reports the difference, and the handlers cover it the same")
  func restoreAfterCreation() throws {
    let saved = try JSONDecoder().decode(Navigator<Travel>.self, from: try savedAtLastLaunch())

    // guide: Launching.md
    let live = NavigatorStore(root: Travel.hotels)
    attachHandlers(to: live)
    live.present(.settings) { reason in print("settings:", reason) }

    for event in live.restore(saved) { print(event) }
    // settings: dismissed(programmatic)
    // dismissed(settings#1, programmatic)
    // pushed(hotel(42)#3)
    // presented(dates(from: 3, to: 5)#2, overlay)
    print(live.log.count)  // 2: the present, then the restore
    // end guide

    #expect(
      printed == [
        "settings: dismissed(programmatic)", "dismissed(settings#1, programmatic)",
        "pushed(hotel(42)#3)", "presented(dates(from: 3, to: 5)#2, overlay)", "2",
      ])
  }
}

// MARK: - Deep links

@MainActor
@Suite("Guide: Deep links", RecordsPrints())
struct DeepLinksSamples {
  @Test("the travel app's links read, print back, and refuse a style the app does not give")
  func mapping() throws {
    // guide: DeepLinks.md
    let destination = try travelLinks.destination(from: "/hotels/hotel:42/settings;sheet=large")
    print(destination)  // [hotels, hotel(42)] > sheet [settings]
    print(try travelLinks.link(for: destination))  // /hotels/hotel:42/settings;sheet=large
    print(try travelLinks.segments.segment(for: .dates(from: 3, to: 5)))  // dates:3:5

    do {
      _ = try travelLinks.destination(from: "/hotels/settings;fullScreenCover")
    } catch {
      print(error)  // styleMismatch(expected: "sheet") at 17
    }
    // end guide

    #expect(
      printed == [
        "[hotels, hotel(42)] > sheet [settings]", "/hotels/hotel:42/settings;sheet=large",
        "dates:3:5", #"styleMismatch(expected: "sheet") at 17"#,
      ])
  }
}

// MARK: - Recorded sessions

@MainActor
@Suite("Guide: Recorded sessions", RecordsPrints())
struct RecordedSessionsSamples {
  @Test("a recorded session is the trace the article shows, and it replays with no refusal")
  func recording() throws {
    // guide: RecordedSessions.md
    let store = NavigatorStore(root: Travel.hotels)
    store.startRecording()  // or NavigatorStore(root: .hotels, recordsSession: true)
    store.send(.push(.hotel(42)))
    store.send(.present(.settings))
    let sheet = store.navigator.top.id
    store.send(.selectDetent(.large, of: sheet), from: sheet)
    store.send(.home)

    let trace = try store.trace(travelLinks.segments)
    print(trace.text)  // save it, attach it to the report
    // end guide

    // What it prints is the article's example, line for line.
    let shown = try Self.articleTrace()
    #expect(printed == [shown + "\n"])
    // The example replays with no refusal, through the same states as the store.
    let replay = try Trace.parse(shown).replay()
    #expect(replay.lines.count == 4)
    #expect(replay.lines.allSatisfy { !$0.contains(#""event":"rejected""#) })
    let written = try store.navigator.mapRoutes { try travelLinks.segments.segment(for: $0) }
    #expect(replay.navigator == written)
  }

  /// The trace block of RecordedSessions.md: the lines of its fenced block that starts with a
  /// state header.
  static func articleTrace() throws -> String {
    let article = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Sources/ModalKitStore/ModalKitStore.docc/RecordedSessions.md")
    let lines = try String(contentsOf: article, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.firstIndex(where: { $0.hasPrefix(#"{"state":"#) }),
      let end = lines[header...].firstIndex(of: "```")
    else { throw CancellationError() }
    return lines[header..<end].joined(separator: "\n")
  }
}
