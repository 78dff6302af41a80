import ModalKit
import Testing

@Suite("Values built with their public initializers")
struct InitializerTests {
  @Test("an entry id can be written as an integer literal, and equals the id with that number")
  func entryIDLiteral() {
    let written: EntryID = 3

    #expect(written == EntryID(rawValue: 3))
    #expect(written.rawValue == 3)
    #expect(written != 4)
    #expect([0, 1, 2] as [EntryID] == (0...2).map { EntryID(rawValue: $0) })
  }

  @Test("an entry built by hand equals the one a navigator creates for the same id and route")
  func routeEntry() {
    var nav = Nav(root: .inbox)

    nav.send(.push(.thread(7)))

    let written = RouteEntry<Screen>(id: 1, route: .thread(7))
    #expect(nav.top == written)
    #expect(written.id == 1)
    #expect(written.route == .thread(7))
    #expect(written != RouteEntry(id: 2, route: .thread(7)))
    #expect(written != RouteEntry(id: 1, route: .thread(8)))
  }

  @Test("a stack built from a root and a path reads back as it was given")
  func routeStack() {
    let root = RouteEntry<Screen>(id: 0, route: .inbox)
    let path = [RouteEntry<Screen>(id: 1, route: .thread(7)), RouteEntry(id: 2, route: .compose)]

    let stack = RouteStack(root: root, path: path)

    #expect(stack.root == root)
    #expect(stack.path == path)
    #expect(stack.top == path[1])
    #expect(Array(stack) == [root] + path)
    #expect(RouteStack(root: root) == RouteStack(root: root, path: []))
  }

  @Test("a layer built by hand has the entry as its stack's root and the path above it")
  func modalLayer() {
    let entry = RouteEntry<Screen>(id: 2, route: .settings)
    let pushed = RouteEntry<Screen>(id: 3, route: .profile)

    let layer = ModalLayer(entry: entry, presentation: halfSheet, path: [pushed])

    #expect(layer.entry == entry)
    #expect(layer.presentation == halfSheet)
    #expect(layer.stack == RouteStack(root: entry, path: [pushed]))
    #expect(ModalLayer(entry: entry, presentation: halfSheet).stack == RouteStack(root: entry))
  }

  @Test("a queued presentation built by hand keeps its entry and its presentation")
  func queuedPresentation() {
    let entry = RouteEntry<Screen>(id: 4, route: .profile)

    let item = QueuedPresentation(entry: entry, presentation: largeSheet)

    #expect(item.entry == entry)
    #expect(item.presentation == largeSheet)
    #expect(PresentationQueue(items: [item], level: 1).items == [item])
  }

  // MARK: - Identity

  @Test("entries, layers and queued presentations are identified by their entry's id")
  func identifiableIDs() {
    let entry = RouteEntry<Screen>(id: 7, route: .settings)

    let ids = [
      entry.id, ModalLayer(entry: entry, presentation: halfSheet).id,
      QueuedPresentation(entry: entry, presentation: halfSheet).id,
    ]

    #expect(ids == [7, 7, 7])
  }

  @Test("a navigator's layers and queued presentations have the ids their events reported")
  func identifiableInANavigator() {
    var nav = Nav(root: .inbox)
    let presented = nav.send(.present(.settings, as: halfSheet))
    let queued = nav.send(.present(.profile, as: largeSheet, policy: .queue))

    let layerIDs = nav.layers.map(\.id)
    let queueIDs = nav.queue.items.map(\.id)

    #expect(presented == [.presented(RouteEntry(id: 1, route: .settings), halfSheet)])
    #expect(queued == [.queued(RouteEntry(id: 2, route: .profile), largeSheet)])
    #expect(layerIDs == [1])
    #expect(queueIDs == [2])
    #expect(generic(nav.layers) == [1])
    #expect(generic(nav.queue.items) == [2])
  }
}

/// The ids of any identifiable values, as SwiftUI's `ForEach` reads them.
private func generic<Item: Identifiable>(_ items: [Item]) -> [Item.ID] {
  items.map(\.id)
}
