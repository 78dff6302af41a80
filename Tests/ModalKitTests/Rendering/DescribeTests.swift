import ModalKit
import ModalKitText
import Testing

@Suite("Text descriptions")
struct DescribeTests {
  @Test("actions read as they are written in code")
  func actions() {
    let id = EntryID(rawValue: 3)
    let table: [(Nav.Action, String)] = [
      (.push(.thread(7)), "push(thread(7))"),
      (.unwind(count: 2), "unwind(count: 2)"),
      (.unwind(to: id), "unwind(to: #3)"),
      (.unwind(toLast: .inbox), "unwind(toLast: inbox)"),
      (.replacePath([.inbox, .compose]), "replacePath([inbox, compose])"),
      (
        .present(.settings, .sheet(detents: [.medium, .large], showsGrabber: true)),
        "present(settings, sheet(medium, large; grabber))"
      ),
      (
        .present(.compose, .overlay(.bottom, .quarter), policy: .queue),
        "present(compose, overlay(bottom, quarter), policy: queue)"
      ),
      (.present(.confirm("x"), .alert("Sure?")), "present(confirm(x), alert(\"Sure?\"))"),
      (.dismiss(id), "dismiss(#3)"),
      (.tapButton("ok", in: id), "tapButton(\"ok\", in: #3)"),
      (.selectDetent(.fraction(0.3), of: id), "selectDetent(fraction(0.3), of: #3)"),
      (.update(id, to: .profile), "update(#3, to: profile)"),
      (
        .apply(Destination(root: .inbox, layers: [.init(.settings, .fullScreenCover)])),
        "apply([inbox] > cover [settings])"
      ),
    ]

    let described = table.map { TextRenderer.describe($0.0) }

    #expect(described == table.map(\.1))
  }

  @Test("events read as they are written in code, with entries as route#id")
  func events() {
    var nav = Nav(root: .inbox)
    let sheet = Presentation.sheet(detents: [.medium, .large])

    let presented = nav.checkedSend(.present(.settings, sheet))
    let changed = nav.checkedSend(.selectDetent(.large, of: EntryID(rawValue: 1)))
    let rejected = nav.checkedSend(.tapButton("ok", in: EntryID(rawValue: 1)))
    let dismissed = nav.checkedSend(.dismissInteractively(EntryID(rawValue: 1)))

    #expect(
      [presented, changed, rejected, dismissed].joined().map { TextRenderer.describe($0) } == [
        "presented(settings#1, sheet)",
        "detentChanged(#1, medium -> large)",
        "rejected(tapButton(\"ok\", in: #1), unknownButton)",
        "dismissed(settings#1, interactive)",
      ])
  }
}
