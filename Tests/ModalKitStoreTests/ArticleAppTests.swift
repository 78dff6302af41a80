import ModalKit
import ModalKitStore
import ModalKitText
import Testing

// The new user's exercise of issue 18: the two app-shaped source articles (a modal coordinator, a date-range dialog) rebuilt on the store,
// with none of what the exercise had to write by hand: no observer attaching callbacks to what
// a change presents, no write-back of a dialog's value, no mapping from routes to strings.

/// The coordinator article's `ModalType`, as a route: every modal the coordinator presents.
private enum Modal: Hashable, Sendable, PresentableRoute {
  case home
  case settings
  case profile
  case addItem
  case editItem(id: String)
  case imageViewer(image: String)
  case alert(title: String, message: String)

  var defaultPresentation: Presentation? {
    switch self {
    case .home: nil
    case .settings, .profile: .sheet(detents: [.large])
    case .addItem, .editItem: .sheet(detents: [.medium])
    case .imageViewer: .fullScreenCover
    case .alert(let title, let message): .alert(title, message: message, buttons: [.ok])
    }
  }
}

/// The coordinator's modals in links: `/home/editItem:123`, `/home/imageViewer:sample`.
private let modalLinks = DeepLinkFormat(
  segments: RouteSegments<Modal>(
    components: { route in
      switch route {
      case .home: ["home"]
      case .settings: ["settings"]
      case .profile: ["profile"]
      case .addItem: ["addItem"]
      case .editItem(let id): ["editItem", id]
      case .imageViewer(let image): ["imageViewer", image]
      case .alert(let title, let message): ["alert", title, message]
      }
    },
    route: { parts in
      switch (parts.first, parts.count) {
      case ("home", 1): .home
      case ("settings", 1): .settings
      case ("profile", 1): .profile
      case ("addItem", 1): .addItem
      case ("editItem", 2): .editItem(id: parts[1])
      case ("imageViewer", 2): .imageViewer(image: parts[1])
      case ("alert", 3): .alert(title: parts[1], message: parts[2])
      default: nil
      }
    }))

/// The date-range dialog article's travel app: four screens deep, and the one app-wide date dialog.
private enum Trip: Hashable, Sendable, PresentableRoute {
  case tabs
  case hotelList
  case hotelDetail(Int)
  case reservations(Int)
  case dateDialog(from: Int, to: Int)

  var defaultPresentation: Presentation? {
    if case .dateDialog = self { .overlay(.center, .threeQuarters) } else { nil }
  }
}

@MainActor
@Suite("The seed apps on the store, with nothing written by hand", .timeLimit(.minutes(1)))
struct ArticleAppTests {
  @Test("the coordinator: one handler per modal kind covers presented, linked, relaunched modals")
  func coordinatorHandlers() throws {
    let store = NavigatorStore(root: Modal.home)
    var closed: [String] = []
    store.onRemoval(
      where: { if case .editItem = $0 { true } else { false } },
      perform: { closed.append("\($0)") })

    store.send(.present(.editItem(id: "1")))
    store.send(.dismissInteractively(store.navigator.top.id))
    try store.open("/home/editItem:2;sheet", as: modalLinks)
    let relaunched = NavigatorStore(store.navigator)
    relaunched.onRemoval(
      where: { if case .editItem = $0 { true } else { false } },
      perform: { closed.append("relaunched \($0)") })
    relaunched.send(.dismiss)

    #expect(
      closed == [
        "editItem(id: \"1\")#1: dismissed(interactive)",
        "relaunched editItem(id: \"2\")#2: dismissed(programmatic)",
      ])
  }

  @Test("the coordinator: the alert's OK comes back to the code that asked")
  func coordinatorAlert() async {
    let store = NavigatorStore(root: Modal.home)

    let asking = Task { await store.ask(.alert(title: "Alert", message: "A modal alert")) }
    await Task.yield()
    store.send(.tapButton("ok", in: store.navigator.top.id))

    #expect(
      await asking.value
        == .ended(.dismissed(.button("ok")), last: .alert(title: "Alert", message: "A modal alert"))
    )
  }

  @Test("the date-range dialog returns its dates to the reservation, and prints as it shows")
  func dateDialog() async throws {
    let store = NavigatorStore(root: Trip.tabs)
    for screen in [Trip.hotelList, .hotelDetail(42), .reservations(42)] {
      store.send(.push(screen))
    }

    let picking = Task { await store.ask(.dateDialog(from: 1, to: 1)).lastRoute }
    await Task.yield()
    let dialog = store.navigator.top.id
    store.send(.update(dialog, to: .dateDialog(from: 3, to: 5)))
    let frame = TextFrame(store.navigator, width: 40, height: 12)
    store.send(.tapBackdrop(dialog))

    #expect(await picking.value == .dateDialog(from: 3, to: 5))
    #expect(
      frame.lines == [
        "+- L0 window --------------------------+",
        "|< .. > reservations(42):::::::::::::::|",
        "+- L1 overlay -------------------------+",
        "|dateDialog(from: 3, to: 5)            |",
        "|--------------------------------------|",
        "|                                      |",
        "|     dateDialog(from: 3, to: 5)#4     |",
        "|                                      |",
        "|                                      |",
        "+- center threeQuarters ---------------+",
        "+--------------------------------------+",
        "input: L1 | queue: empty                ",
      ])
  }
}
