import ModalKit
import Testing

@Suite("The presentation queue")
struct PresentationQueueTests {
  /// `[inbox] > sheet [settings#1]` with `profile#2` (a large sheet) queued behind it.
  private func oneQueued() -> Nav {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.present(.profile, largeSheet, policy: .queue))
    return nav
  }

  @Test("a queued presentation appears as soon as the layer it waited for is dismissed")
  func appearsAfterDismiss() {
    var nav = oneQueued()
    let (settings, profile) = (nav.modal.layers[0].entry, nav.queue.items[0].entry)

    let events = nav.checkedSend(.dismiss)

    #expect(
      events == [.dismissed(settings, reason: .programmatic), .presented(profile, largeSheet)])
    #expect(nav.outline == "[inbox#0] > sheet [profile#2] | next #3")
  }

  @Test(
    "it appears whatever removed the layer: a swipe, a backdrop tap, dismiss(id), unwind(to:)",
    arguments: [
      (Nav.Action.dismissInteractively(id(1)), DismissReason.interactive),
      (.tapBackdrop(id(1)), .backdropTap),
      (.dismiss(id(1)), .programmatic),
      (.unwind(to: id(0)), .programmatic),
    ])
  func appearsWhateverRemovedTheLayer(action: Nav.Action, reason: DismissReason) {
    var nav = oneQueued()
    let (settings, profile) = (nav.modal.layers[0].entry, nav.queue.items[0].entry)

    let events = nav.checkedSend(action)

    #expect(events == [.dismissed(settings, reason: reason), .presented(profile, largeSheet)])
    #expect(nav.outline == "[inbox#0] > sheet [profile#2] | next #3")
  }

  @Test("queued presentations show one at a time, in the order they were queued")
  func showsInOrder() {
    var nav = SampleState.queued.navigator
    let (alert, overlay) = (nav.queue.items[0], nav.queue.items[1])

    let first = nav.checkedSend(.dismiss)
    let outlineAfterFirst = nav.outline
    let second = nav.checkedSend(.tapButton("ok", in: alert.entry.id))

    #expect(
      first == [
        .dismissed(SampleState.queued.navigator.modal.layers[0].entry, reason: .programmatic),
        .presented(alert.entry, alert.presentation),
      ])
    #expect(
      outlineAfterFirst
        == "[inbox#0, thread(7)#1] > alert [confirm(later)#3] | queue@1 [overlay profile#4] | next #5"
    )
    #expect(
      second == [
        .dismissed(alert.entry, reason: .button("ok")),
        .presented(overlay.entry, overlay.presentation),
      ])
    #expect(nav.outline == "[inbox#0, thread(7)#1] > overlay [profile#4] | next #5")
  }

  @Test("the head waits for the layer that was on top when it was queued, not for later ones")
  func waitsForItsOwnLayer() {
    var nav = oneQueued()
    nav.checkedSend(.present(.compose, .fullScreenCover))

    let coverGone = nav.checkedSend(.dismiss)
    let outlineAfterCover = nav.outline
    let sheetGone = nav.checkedSend(.dismiss)

    #expect(coverGone.count == 1)
    #expect(
      outlineAfterCover == "[inbox#0] > sheet [settings#1] | queue@1 [sheet profile#2] | next #4")
    #expect(sheetGone.last == .presented(nav.top, largeSheet))
    #expect(nav.outline == "[inbox#0] > sheet [profile#2] | next #4")
  }

  @Test("a presentation queued behind a nested layer appears over what remains beneath it")
  func queuedAtDepthAppearsOverRemainder() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.present(.profile, largeSheet))
    nav.checkedSend(.present(.confirm("later"), .alert("Later"), policy: .queue))

    let events = nav.checkedSend(.dismiss)

    #expect(events.last == .presented(nav.top, .alert("Later")))
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] > alert [confirm(later)#3] | next #4")
  }

  @Test("replacing the layer the head waits for keeps it waiting for the replacement")
  func replaceKeepsHeadWaiting() {
    var nav = oneQueued()
    let settings = nav.modal.layers[0].entry

    let events = nav.checkedSend(.present(.compose, .fullScreenCover, policy: .replace))

    #expect(
      events == [.dismissed(settings, reason: .replaced), .presented(nav.top, .fullScreenCover)])
    #expect(nav.outline == "[inbox#0] > cover [compose#3] | queue@1 [sheet profile#2] | next #4")
  }

  @Test("dismiss(id) of a queued entry drops it from the queue", arguments: [3, 4] as [UInt64])
  func dismissQueuedDrops(number: UInt64) {
    var nav = SampleState.queued.navigator
    let dropped = nav.queue.items.first { $0.entry.id == id(number) }

    let events = nav.checkedSend(.dismiss(id(number)))

    #expect(events == dropped.map { [.dropped($0.entry)] })
    #expect(nav.queue.items.map(\.entry.id) == [id(3), id(4)].filter { $0 != id(number) })
    #expect(nav.queue.level == 1)
  }

  @Test("dropping the last queued entry leaves an empty queue at level 0")
  func dropLastEmptiesQueue() {
    var nav = oneQueued()

    let events = nav.checkedSend(.dismiss(id(2)))

    #expect(events.count == 1)
    #expect(nav.queue == Nav(root: .inbox).queue)
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] | next #3")
  }

  @Test(
    "dismissAll, home, apply and reset drop the queue first, in queue order",
    arguments: [
      Nav.Action.dismissAll, .home, .apply(Destination(root: .inbox)), .reset(.inbox),
    ])
  func bulkActionsDropQueue(action: Nav.Action) {
    var nav = SampleState.queued.navigator
    let queued = nav.queue.items.map(\.entry)

    let events = nav.checkedSend(action)

    #expect(Array(events.prefix(2)) == [.dropped(queued[0]), .dropped(queued[1])])
    #expect(!events.dropFirst(2).contains { if case .dropped = $0 { true } else { false } })
    #expect(nav.queue.isEmpty)
    #expect(!nav.isPresenting)
  }

  @Test("whether anything is presented is derived from the layers, never stored beside them")
  func presentingIsDerived() {
    var nav = oneQueued()
    var seen: [Bool] = []

    for action in [Nav.Action.dismiss, .dismiss, .present(.compose, largeSheet), .dismissAll] {
      nav.checkedSend(action)
      seen.append(nav.isPresenting)
      #expect(nav.isPresenting == !nav.modal.layers.isEmpty)
      #expect(nav.isPresenting == (nav.topLayer != nil))
    }

    #expect(seen == [true, false, true, false])
  }
}

extension PresentationQueueTests {
  @Test(
    "a head whose presentation is already on top when its turn comes is dropped, not shown twice")
  func headEqualToTopIsDropped() {
    var nav = Nav(root: .inbox)
    nav.checkedSend(.present(.settings, halfSheet))
    nav.checkedSend(.present(.profile, largeSheet))
    nav.checkedSend(.present(.settings, halfSheet, policy: .queue))
    nav.checkedSend(.present(.compose, largeSheet, policy: .queue))
    let (profile, queued) = (nav.modal.layers[1].entry, nav.queue.items.map(\.entry))

    let events = nav.checkedSend(.dismiss)

    #expect(
      events == [
        .dismissed(profile, reason: .programmatic), .dropped(queued[0]),
        .presented(queued[1], largeSheet),
      ])
    #expect(nav.outline == "[inbox#0] > sheet [settings#1] > sheet [compose#4] | next #5")
  }
}
