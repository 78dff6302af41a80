import ModalKit
import ModalKitStore
import ModalKitTimeline
import ModalKitTrace
import Testing

// The Swift samples of Sources/ModalKitTimeline/ModalKitTimeline.docc/SeeingASession.md, run as
// tests.
//
// Each sample stands between a `// guide: ARTICLE.md` line and an `// end guide` line, exactly as
// the article shows it, less the marker's indentation (the article's `import` lines aside). The
// n-th marked region for an article is its n-th Swift code block; .ci/docs.sh checks that the
// two agree.

@MainActor
@Suite("Guide: Seeing a session")
struct SeeingASessionSamples {
  // guide: SeeingASession.md
  /// A page of a trace's text: a bug report, a conformance vector.
  func page(ofTrace text: String) throws -> String {
    Timeline(try Trace.parse(text), title: "bug 42").html
  }

  /// A page of a store's recorded session, its routes written with the app's links.
  @MainActor
  func page<Route>(of store: NavigatorStore<Route>, links: DeepLinkFormat<Route>) throws -> String {
    Timeline(try store.trace(links.segments), title: "the session").html
  }
  // end guide

  /// Routes for the tests, written as their names.
  enum Mail: String, Hashable, Sendable, PresentableRoute {
    case inbox, compose

    var defaultPresentation: Presentation? { self == .compose ? .sheet() : nil }
  }

  @Test("a trace's text and a store's session each give a page with a step per input")
  func pages() throws {
    let text = """
      {"root":"inbox"}
      {"action":"present","route":"compose","as":{"style":"sheet"}}
      {"action":"dismiss"}
      """
    let fromTrace = try page(ofTrace: text)
    #expect(fromTrace.contains(#"data-steps="2""#))
    #expect(fromTrace.contains("bug 42"))

    let store = NavigatorStore(root: Mail.inbox, recordsSession: true)
    store.send(.present(.compose))
    store.send(.dismiss)
    let links = DeepLinkFormat(
      segments: RouteSegments<Mail>(
        components: { [$0.rawValue] }, route: { $0.count == 1 ? Mail(rawValue: $0[0]) : nil }))
    let fromStore = try page(of: store, links: links)
    #expect(fromStore.contains(#"data-steps="2""#))
    #expect(fromStore.contains("the session"))
  }

  @Test("a test builds a timeline with its own routes, step by step")
  func ownRoutes() {
    // guide: SeeingASession.md
    enum Screen: Hashable, Sendable { case inbox, compose }

    var timeline = Timeline(start: Navigator(root: Screen.inbox), title: "compose")
    timeline.send(.present(.compose, as: .sheet(detents: [.medium, .large])))
    timeline.send(.selectDetent(.large, of: timeline.navigator.top.id))
    // end guide

    #expect(timeline.moments.count == 2)
    #expect(timeline.moments.allSatisfy { $0.rejection == nil })
    #expect("\(timeline.navigator)" == "[inbox#0] > sheet [compose#1]")
    #expect(timeline.html.contains(#"data-steps="2""#))
  }
}
