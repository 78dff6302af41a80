import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import Testing

// Removal handlers, by route: a table of every way an entry arrives against every way it
// leaves, then the rules around them (order, re-entrancy, identity, the last route).

/// Where an entry stands in the navigator, which decides the ways it can leave.
enum Place: String, Sendable {
  /// A presented layer, on top, above the base's profile sheet.
  case layer
  /// A screen pushed on the profile sheet's stack, on top of it.
  case screen
  /// A presentation queued behind the profile sheet.
  case queued
}

/// The state every arrival starts from and adds to: `[inbox#0, thread(1)#1] > sheet [profile#2]`.
@MainActor func base(_ store: NavigatorStore<Screen>) {
  store.send(.push(.thread(1)))
  store.send(.present(.profile))
}

/// The base state with `route` added in `place`, as a value: what a restore or a relaunch starts
/// from, and what a link is printed from.
func baseNavigator(adding route: Screen? = nil, in place: Place = .layer) -> Navigator<Screen> {
  var nav = Navigator(root: Screen.inbox)
  nav.send(.push(.thread(1)))
  nav.send(.present(.profile))
  guard let route else { return nav }
  switch place {
  case .layer: nav.send(.present(route))
  case .screen: nav.send(.push(route))
  case .queued: nav.send(.present(route, policy: .queue))
  }
  return nav
}

/// One way an entry arrives in a store.
struct Arrival: Sendable, CustomTestStringConvertible {
  let name: String
  let place: Place
  /// Brings `route` into a store, calling `attach` on the store as soon as it exists (a
  /// relaunch: once it is created from the saved state); returns the store and the entry's id.
  let bring:
    @MainActor @Sendable (Screen, (NavigatorStore<Screen>) -> Void) throws -> (
      NavigatorStore<Screen>, EntryID
    )

  var testDescription: String { "\(place.rawValue) by \(name)" }

  /// The id of the entry showing `route` in `store`: the last one, as the newest is.
  @MainActor static func id(of route: Screen, in store: NavigatorStore<Screen>) throws -> EntryID {
    try #require(store.navigator.allEntries.last { $0.route == route }).id
  }

  /// Arrivals into a live store, and by relaunch, for each place.
  static let all: [Arrival] = [Place.layer, .screen, .queued].flatMap { place in
    var arrivals = [
      Arrival(name: "restore", place: place) { route, attach in
        let store = NavigatorStore(root: Screen.inbox)
        attach(store)
        store.restore(baseNavigator(adding: route, in: place))
        return (store, try id(of: route, in: store))
      },
      Arrival(name: "relaunch", place: place) { route, attach in
        let saved = NavigatorStore(baseNavigator(adding: route, in: place)).navigator
        let store = NavigatorStore(saved)
        attach(store)
        return (store, try id(of: route, in: store))
      },
    ]
    switch place {
    case .layer:
      arrivals.append(
        Arrival(name: "present", place: place) { route, attach in
          let store = NavigatorStore(root: Screen.inbox)
          attach(store)
          base(store)
          store.send(.present(route))
          return (store, try id(of: route, in: store))
        })
    case .screen:
      arrivals.append(
        Arrival(name: "push", place: place) { route, attach in
          let store = NavigatorStore(root: Screen.inbox)
          attach(store)
          base(store)
          store.send(.push(route))
          return (store, try id(of: route, in: store))
        })
    case .queued:
      arrivals.append(
        Arrival(name: "queue", place: place) { route, attach in
          let store = NavigatorStore(root: Screen.inbox)
          attach(store)
          base(store)
          store.send(.present(route, policy: .queue))
          return (store, try id(of: route, in: store))
        })
    }
    if place != .queued {  // A link cannot queue.
      arrivals.append(
        Arrival(name: "deep link", place: place) { route, attach in
          let store = NavigatorStore(root: Screen.inbox)
          attach(store)
          base(store)
          let link = try screenLinks.link(
            for: baseNavigator(adding: route, in: place).destination)
          try store.open(link, as: screenLinks)
          return (store, try id(of: route, in: store))
        })
    }
    return arrivals
  }
}

/// One way an entry leaves a store.
struct Departure: Sendable, CustomTestStringConvertible {
  let name: String
  let place: Place
  /// The route the entry must show for this way to apply (a button needs an alert).
  let route: Screen
  /// Removes the entry with this id.
  let remove: @MainActor @Sendable (NavigatorStore<Screen>, EntryID) throws -> Void
  let reason: RemovalReason

  var testDescription: String { "\(name) (\(place.rawValue))" }

  init(
    _ name: String, _ place: Place, route: Screen? = nil, reason: RemovalReason,
    remove: @escaping @MainActor @Sendable (NavigatorStore<Screen>, EntryID) throws -> Void
  ) {
    self.name = name
    self.place = place
    self.route = route ?? (place == .screen ? .thread(7) : .settings)
    self.remove = remove
    self.reason = reason
  }

  /// The id of the base's profile sheet.
  @MainActor static func profile(_ store: NavigatorStore<Screen>) -> EntryID {
    store.navigator.layers.first?.id ?? 0
  }

  /// The ways that remove everything above the base, or the base too, whatever the place.
  static func common(_ place: Place) -> [Departure] {
    let removed: RemovalReason =
      switch place {
      case .layer: .dismissed(.programmatic)
      case .screen: .popped
      case .queued: .dropped
      }
    return [
      Departure("dismissAll", place, reason: removed) { store, _ in store.send(.dismissAll) },
      Departure("home", place, reason: removed) { store, _ in store.send(.home) },
      Departure("reset", place, reason: removed) { store, _ in store.send(.reset(.inbox)) },
      Departure("apply a destination without it", place, reason: removed) { store, _ in
        store.send(.apply(baseNavigator().destination))
      },
      Departure("a deep link", place, reason: removed) { store, _ in
        try store.open("/inbox/thread:1/profile;sheet", as: screenLinks)
      },
      Departure("a restore", place, reason: removed) { store, _ in
        store.restore(baseNavigator())
      },
      Departure("close(id)", place, reason: removed) { store, id in store.send(.close(id)) },
    ]
  }

  static let all: [Departure] =
    common(.layer) + [
      Departure("the user swipes it away", .layer, reason: .dismissed(.interactive)) {
        $0.send(.dismissInteractively($1))
      },
      Departure("the user taps the backdrop", .layer, reason: .dismissed(.backdropTap)) {
        $0.send(.tapBackdrop($1))
      },
      Departure(
        "the user taps a button", .layer, route: .confirm, reason: .dismissed(.button("delete"))
      ) { $0.send(.tapButton("delete", in: $1)) },
      Departure("dismiss", .layer, reason: .dismissed(.programmatic)) { store, _ in
        store.send(.dismiss)
      },
      Departure("dismiss(id)", .layer, reason: .dismissed(.programmatic)) {
        $0.send(.dismissLayer($1))
      },
      Departure("a presentation takes its place", .layer, reason: .dismissed(.replaced)) {
        store, _ in store.send(.present(.picker, policy: .insteadOfTop))
      },
      Departure("its ancestor layer is dismissed", .layer, reason: .dismissed(.programmatic)) {
        store, _ in store.send(.dismissLayer(profile(store)))
      },
      Departure("unwind to a screen beneath", .layer, reason: .dismissed(.programmatic)) {
        store, _ in store.send(.unwindTo(0))
      },
    ]
    + common(.screen) + [
      Departure("unwind", .screen, reason: .popped) { store, _ in store.send(.unwind) },
      Departure("unwind(count: 1)", .screen, reason: .popped) { store, _ in
        store.send(.unwindCount(1))
      },
      Departure("unwind to its layer's root", .screen, reason: .popped) { store, _ in
        store.send(.unwindTo(profile(store)))
      },
      Departure("unwind to the last profile", .screen, reason: .popped) { store, _ in
        store.send(.unwindToLast(.profile))
      },
      Departure("replace", .screen, reason: .popped) { store, _ in
        store.send(.replace(.thread(8)))
      },
      Departure("replacePath", .screen, reason: .popped) { store, _ in
        store.send(.replacePath([.search("x")]))
      },
      Departure("its layer is swiped away", .screen, reason: .popped) { store, _ in
        store.send(.dismissInteractively(profile(store)))
      },
      Departure("a dismiss sent from it", .screen, reason: .popped) { store, id in
        store.send(.dismiss, from: id)
      },
    ]
    + common(.queued) + [
      Departure("dismiss(id) while queued", .queued, reason: .dropped) {
        $0.send(.dismissLayer($1))
      },
      Departure(
        "its turn comes, then the user swipes it away", .queued, reason: .dismissed(.interactive)
      ) { store, id in
        store.send(.dismissInteractively(profile(store)))
        store.send(.dismissInteractively(id))
      },
    ]
}

/// Every arrival against every departure that applies to its place.
struct Journey: Sendable, CustomTestStringConvertible {
  let arrival: Arrival
  let departure: Departure

  var testDescription: String {
    "arrives by \(arrival.name), leaves: \(departure.testDescription)"
  }

  static let all: [Journey] = Arrival.all.flatMap { arrival in
    Departure.all.filter { $0.place == arrival.place }.map {
      Journey(arrival: arrival, departure: $0)
    }
  }
}

/// Records every call of the handlers it attaches, as `entry: reason` lines.
@MainActor
final class HandlerLog {
  private(set) var lines: [String] = []

  /// A handler that records its calls under `label` (the entry's own description if `nil`).
  func handler(_ label: String? = nil) -> (EntryRemoval<Screen>) -> Void {
    { [unowned self] removal in lines.append("\(label.map { "\($0) " } ?? "")\(removal)") }
  }

  /// A removal callback that records its calls as `label: reason`.
  func callback(_ label: String) -> (RemovalReason) -> Void {
    { [unowned self] reason in lines.append("\(label): \(reason)") }
  }
}

@MainActor
@Suite("Removal handlers")
struct RemovalHandlerTests {
  @Test(
    "a route handler runs exactly once for an entry, however it arrived and however it goes",
    arguments: Journey.all)
  func everyArrivalAndDeparture(journey: Journey) throws {
    let route = journey.departure.route
    let log = HandlerLog()

    let (store, id) = try journey.arrival.bring(route) { store in
      store.onRemoval(of: route, perform: log.handler())
    }
    try journey.departure.remove(store, id)
    let afterDeparture = log.lines
    store.send(.reset(.inbox))  // Nothing that went is reported again.

    #expect(afterDeparture == ["\(route)\(id): \(journey.departure.reason)"])
    #expect(log.lines == afterDeparture)
  }

  @Test("the table covers six ways to arrive and every way to leave")
  func tableIsComplete() {
    let arrivals = Set(Arrival.all.map(\.name))
    let departures = Departure.all.map(\.name)

    #expect(arrivals == ["present", "push", "deep link", "restore", "relaunch", "queue"])
    #expect(Set(departures).count == departures.count - 2 * 7)  // common(_:) is in thrice.
    #expect(Journey.all.count == 4 * 15 + 4 * 15 + 3 * 9)
  }

  @Test("a handler matches by the entry's last route: an updated entry is matched as it went")
  func matchesTheLastRoute() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .search("swift"), perform: log.handler("swift:"))
    store.onRemoval(of: .search(""), perform: log.handler("empty:"))
    store.send(.present(.search(""), as: .sheet()))

    store.send(.update(1, to: .search("swift")))
    store.send(.dismiss)

    #expect(log.lines == ["swift: search(swift)#1: dismissed(programmatic)"])
  }

  @Test("a predicate matches a case whatever its associated values")
  func predicateMatchesACase() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(where: { if case .thread = $0 { true } else { false } }, perform: log.handler())
    store.send(.push(.thread(1)))
    store.send(.push(.search("x")))
    store.send(.push(.thread(2)))

    store.send(.home)

    #expect(log.lines == ["thread(2)#3: popped", "thread(1)#1: popped"])
  }

  @Test("one handler may name several routes")
  func severalRoutes() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .settings, .profile, perform: log.handler())
    store.send(.present(.settings))
    store.send(.present(.profile))
    store.send(.present(.confirm))

    store.send(.dismissAll)

    #expect(
      log.lines == ["profile#2: dismissed(programmatic)", "settings#1: dismissed(programmatic)"])
  }

  @Test(
    "for each entry, its own callbacks run first, then the handlers, each in registration order")
  func orderWithCallbacks() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .settings, perform: log.handler("first handler:"))
    store.send(.present(.settings))
    store.onRemoval(of: 1, perform: log.callback("callback: settings#1"))
    store.push(.account, onPop: log.callback("callback: account#2"))
    store.onRemoval(where: { _ in true }, perform: log.handler("second handler:"))

    store.send(.dismiss)

    #expect(
      log.lines == [
        "callback: account#2: popped",
        "second handler: account#2: popped",
        "callback: settings#1: dismissed(programmatic)",
        "first handler: settings#1: dismissed(programmatic)",
        "second handler: settings#1: dismissed(programmatic)",
      ])
  }

  @Test("stopObserving(_:) stops a handler, even in the middle of a delivery")
  func stopping() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    var second: ObserverToken?
    store.onRemoval(
      where: { _ in true },
      perform: { [unowned store] removal in
        log.handler("first:")(removal)
        if let second { store.stopObserving(second) }
      })
    second = store.onRemoval(where: { _ in true }, perform: log.handler("second:"))
    store.send(.push(.thread(1)))
    store.send(.push(.thread(2)))
    #expect(store.removalHandlerCount == 2)

    store.send(.home)

    #expect(log.lines == ["first: thread(2)#2: popped", "first: thread(1)#1: popped"])
    #expect(store.removalHandlerCount == 1)
  }

  @Test("a handler registered while the store delivers runs for the entries that go after it")
  func registeringDuringDelivery() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .thread(2)) { [unowned store] removal in
      log.handler("first:")(removal)
      store.onRemoval(where: { _ in true }, perform: log.handler("late:"))
    }
    store.send(.push(.thread(1)))
    store.send(.push(.thread(2)))

    store.send(.home)

    #expect(log.lines == ["first: thread(2)#2: popped", "late: thread(1)#1: popped"])
  }

  @Test("what a handler sends is queued and applied after the delivery, as the store's rule says")
  func reentrancy() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    var sentDuringDelivery: [Navigator<Screen>.Events] = []
    store.onRemoval(of: .settings) { [unowned store] removal in
      log.handler()(removal)
      sentDuringDelivery.append(store.send(.present(.profile)))
    }
    store.onRemoval(of: .profile, perform: log.handler())
    store.send(.present(.settings))

    let events = store.send(.dismiss)
    store.send(.dismiss)

    #expect(events == [.dismissed(RouteEntry(id: 1, route: .settings), reason: .programmatic)])
    #expect(sentDuringDelivery == [[]])
    #expect(
      log.lines == ["settings#1: dismissed(programmatic)", "profile#2: dismissed(programmatic)"])
  }

  @Test("a restore that keeps an entry does not call its handler; the entry stays the same one")
  func restoreKeepsTheSameEntry() {
    let store = NavigatorStore(baseNavigator(adding: .settings))
    let log = HandlerLog()
    store.onRemoval(of: .settings, perform: log.handler())

    store.restore(baseNavigator(adding: .settings))
    store.send(.dismiss)

    #expect(log.lines == ["settings#3: dismissed(programmatic)"])
  }

  @Test(
    "a restore whose saved id named another entry here: the old one goes, the restored one is new")
  func restoreRenumbers() {
    // This launch: [inbox#0] > sheet [settings#1]; saved at the last: [inbox#0, thread(7)#1] >
    // sheet [settings#2]. Saved #1 named a thread there and names settings here, so the thread
    // arrives as #3; #2 was never handed out here, so the saved settings keeps it. The live
    // settings#1 is not the saved one: it goes.
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .settings, perform: log.handler())
    store.send(.present(.settings))
    var saved = Navigator(root: Screen.inbox)
    saved.send(.push(.thread(7)))
    saved.send(.present(.settings))

    store.restore(saved)
    let afterRestore = log.lines
    let restored = store.navigator.description
    store.send(.dismiss)

    #expect(afterRestore == ["settings#1: dismissed(programmatic)"])
    #expect(restored == "[inbox#0, thread(7)#3] > sheet [settings#2]")
    #expect(log.lines == afterRestore + ["settings#2: dismissed(programmatic)"])
  }

  @Test("a queued entry dropped because its route is already on top calls the handler once")
  func headAlreadyOnTop() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    store.onRemoval(of: .settings, perform: log.handler())
    store.send(.present(.settings))
    store.send(.present(.profile))
    store.send(.present(.settings, policy: .queue))

    store.send(.dismissLayer(2))
    store.send(.dismiss)

    #expect(log.lines == ["settings#3: dropped", "settings#1: dismissed(programmatic)"])
  }

  @Test("handlers make the store deliver; with none left, it goes quiet again")
  func handlersAndQuiet() {
    let store = NavigatorStore(root: Screen.inbox)
    let log = HandlerLog()
    let token = store.onRemoval(of: .thread(1), perform: log.handler())
    store.send(.push(.thread(1)))
    store.send(.unwind)
    store.stopObserving(token)
    store.stopObserving(token)  // Twice does nothing.

    store.send(.push(.thread(1)))
    store.send(.unwind)

    #expect(log.lines == ["thread(1)#1: popped"])
    #expect(store.removalHandlerCount == 0)
  }
}
