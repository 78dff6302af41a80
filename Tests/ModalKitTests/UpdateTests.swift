import ModalKit
import Testing

@Suite("Updating a route in place")
struct UpdateTests {
  @Test("update changes a presented route in place: same id, same layer, no dismissal")
  func updatePresented() {
    var nav = SampleState.nestedModals.navigator

    let events = nav.checkedSend(.update(id(5), to: .confirm("keep")))

    #expect(events == [.updated(id(5), from: .confirm("discard"), to: .confirm("keep"))])
    #expect(
      nav.outline
        == "[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]"
        + " > alert [confirm(keep)#5] | next #6")
  }

  @Test(
    "update reaches pushed entries, roots and lower layers", arguments: [0, 1, 2, 3] as [UInt64])
  func updateAnyEntry(number: UInt64) {
    var nav = SampleState.nestedModals.navigator
    let previous = nav.entry(id(number))?.route

    let events = nav.checkedSend(.update(id(number), to: .thread(99)))

    #expect(events == previous.map { [.updated(id(number), from: $0, to: .thread(99))] })
    #expect(nav.entry(id(number))?.route == .thread(99))
  }

  @Test("update reaches a queued entry before it shows")
  func updateQueued() {
    var nav = SampleState.queued.navigator

    let events = nav.checkedSend(.update(id(4), to: .compose))

    #expect(events == [.updated(id(4), from: .profile, to: .compose)])
    #expect(
      nav.outline
        == "[inbox#0, thread(7)#1] > sheet [settings#2]"
        + " | queue@1 [alert confirm(later)#3, overlay compose#4] | next #5")
  }

  @Test("update to the route an entry already shows changes nothing and reports nothing")
  func updateSame() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.checkedSend(.update(id(3), to: .profile))

    #expect(events == [])
    #expect(nav == before)
  }

  @Test("update of an id the navigator does not hold is refused")
  func updateUnknown() {
    var nav = SampleState.nestedModals.navigator
    let before = nav

    let events = nav.send(.update(id(77), to: .compose))

    #expect(events == [.rejected(.update(id(77), to: .compose), reason: .unknownEntry)])
    #expect(nav == before)
  }
}
