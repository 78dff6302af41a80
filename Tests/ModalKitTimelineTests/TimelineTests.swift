import ModalKit
import ModalKitStore
import ModalKitTimeline
import ModalKitTrace
import Testing

@Suite("Timeline")
struct TimelineTests {
  @Test("a trace's timeline has one step per input, replayed as the trace replays")
  func traceSteps() throws {
    let trace = try Trace.parse(Golden.read("sheet-over-stack.jsonl"))

    let timeline = Timeline(trace)

    #expect(timeline.start == trace.start)
    #expect(timeline.moments.map(\.action) == trace.inputs.map(\.action))
    #expect(timeline.moments.map(\.screen) == trace.inputs.map(\.screen))
    #expect(timeline.moments.map(\.line) == trace.inputs.map(\.line))
    #expect(timeline.navigator == trace.replay().navigator)
  }

  @Test("a trace's steps keep the trace's id limit, as its replay does")
  func idLimit() throws {
    let last = EntryID.limit.rawValue - 1
    let text =
      "{\"state\":{\"stack\":[{\"id\":\(last - 1),\"route\":\"home\"}],\"layers\":[],"
      + "\"queue\":{\"level\":0,\"items\":[]},\"nextID\":\(last)}}\n"
      + "{\"action\":\"push\",\"route\":\"a\"}\n{\"action\":\"push\",\"route\":\"b\"}\n"
    let trace = try Trace.parse(text)

    let timeline = Timeline(trace)

    #expect(timeline.moments.map(\.rejection) == [nil, .idsExhausted])
    #expect(timeline.navigator == trace.replay().navigator)
  }

  @Test("send records what the navigator returns and the state it leaves")
  func sendRecords() {
    var navigator = Navigator(root: "inbox")
    var timeline = Timeline(start: navigator)

    let pushed = timeline.send(.push("thread"))
    let rejected = timeline.send(.unwind, from: 0)

    #expect(pushed == navigator.send(.push("thread")))
    #expect(rejected == navigator.send(.unwind, from: 0))
    #expect(timeline.navigator == navigator)
    #expect(timeline.moments.map(\.title) == ["push(thread)", "unwind from #0"])
    #expect(timeline.moments.map(\.rejection) == [nil, .inputBlocked])
  }

  @Test("a step is rejected only when its one event is a rejection")
  func rejection() {
    var timeline = Timeline(start: Navigator(root: "inbox"))

    timeline.send(.unwind)
    timeline.send(.push("a"))
    timeline.send(.present("b", as: .fullScreenCover))
    timeline.send(.selectDetent(.large, of: 2))

    #expect(timeline.moments.map(\.rejection) == [.alreadyAtRoot, nil, nil, .notASheet])
  }

  @Test("the phone is the Presentations article's: a medium sheet is 400 points tall")
  func phone() {
    let phone = Timeline<String>.phone

    #expect(phone.size == LayoutSize(width: 390, height: 844))
    #expect(phone.safeArea == LayoutInsets(top: 44, bottom: 34))
    #expect(phone.sheetHeight(at: .medium) == 400)
  }

  @Test("a store's recorded session draws as the timeline of its trace")
  @MainActor
  func storeSession() throws {
    let segments = RouteSegments<String>(
      components: { [$0] }, route: { $0.count == 1 ? $0[0] : nil })
    let store = NavigatorStore(root: "inbox", recordsSession: true)
    store.send(.push("thread"))
    store.send(.present("settings", as: .sheet(detents: [.medium, .large])))
    store.send(.unwind, from: 1)

    let timeline = Timeline(try store.trace(segments), title: "session")

    #expect(timeline.moments.count == 3)
    #expect(timeline.navigator == store.navigator)
    #expect(timeline.moments.map(\.rejection) == [nil, nil, .inputBlocked])
    #expect(PageReader(timeline.html).sections.count == 4)
  }
}
