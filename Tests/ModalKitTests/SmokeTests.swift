import ModalKit
import Testing

@Suite("Smoke")
struct SmokeTests {
  @Test("push, present, dismiss and unwind report what they did")
  func roundTrip() {
    var nav = Nav(root: .inbox)

    let pushed = nav.checkedSend(.push(.thread(7)))
    let presented = nav.checkedSend(.present(.settings, .sheet(), policy: .stack))
    let dismissed = nav.checkedSend(.dismiss)
    let popped = nav.checkedSend(.unwind)

    #expect(pushed.count == 1)
    #expect(presented.count == 1)
    #expect(dismissed.count == 1)
    #expect(popped.count == 1)
    #expect(nav.stack.depth == 0)
    #expect(!nav.isPresenting)
    #expect(nav.nextID == EntryID(rawValue: 3))
  }
}
