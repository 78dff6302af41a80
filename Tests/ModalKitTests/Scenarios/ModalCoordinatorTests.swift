// A ModalCoordinator whose Identifiable ModalType enum is routed to views, some with navigation
// inside, some with detents, one an alert. Here the enum declares its presentation
// (PresentableRoute) and the coordinator's activeModal / isPresented pair is the navigator.
import ModalKit
import Testing

@Suite("A modal coordinator routed by its enum")
struct ModalCoordinatorTests {
  /// Each modal the app's buttons show, with the presentation it must get.
  static var routing: [(ModalType, Presentation)] {
    [
      (.settings, .sheet(detents: [.large])),
      (.profile, .sheet(detents: [.medium, .large])),
      (.addItem, .sheet(detents: [.medium])),
      (.editItem(id: "123"), .sheet(detents: [.medium, .large])),
      (.imageViewer(image: "sample-image"), .fullScreenCover),
      (
        .alert(title: "Alert", message: "This is a modal alert"),
        .alert("Alert", message: "This is a modal alert")
      ),
    ]
  }

  /// `[main#0]` with these layers above it, handing out `nextID` next.
  static func main(_ layers: [ModalLayer<AppRoute>], nextID: EntryID) throws -> Navigator<AppRoute>
  {
    try Navigator(
      [0: .main], layers: layers,
      nextID: nextID)
  }

  @Test("each modal case is routed to its presentation without naming one", arguments: routing)
  func eachCaseRouted(modal: ModalType, presentation: Presentation) throws {
    var nav = Navigator(root: AppRoute.main)

    let events = nav.checkedSend(.present(.modal(modal)))

    let entry = RouteEntry(1, AppRoute.modal(modal))
    let expected = try Self.main(
      [ModalLayer(entry: entry, presentation: presentation)], nextID: 2)
    #expect(events == [.presented(entry, presentation)])
    #expect(nav == expected)
  }

  @Test("screens that are only pushed have no presentation of their own, and are not presented")
  func pushedScreensAreNotPresented() {
    let nav = Navigator(root: AppRoute.main)

    #expect(nav.sending(.present(.settingsSection("General"))) == .refused(.noPresentation))
  }

  @Test("editItem with two ids are two distinct modals; the same id twice is not presented twice")
  func editItemIDsDistinct() throws {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.editItem(id: "123"))))

    let second = nav.checkedSend(.present(.modal(.editItem(id: "456"))))
    let again = nav.send(.present(.modal(.editItem(id: "456"))))

    let edit = Presentation.sheet(detents: [.medium, .large])
    let first = RouteEntry(1, AppRoute.modal(.editItem(id: "123")))
    let other = RouteEntry(2, AppRoute.modal(.editItem(id: "456")))
    let expected = try Self.main(
      [ModalLayer(entry: first, presentation: edit), ModalLayer(entry: other, presentation: edit)],
      nextID: 3)
    #expect(second == [.presented(other, edit)])
    #expect(ModalType.editItem(id: "123").id != ModalType.editItem(id: "456").id)
    #expect(again == [.rejected(.present(.modal(.editItem(id: "456"))), reason: .alreadyPresented)])
    #expect(nav == expected)
  }

  @Test("replacing one edit with another reports the first gone before the second shows")
  func editItemReplaced() throws {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.editItem(id: "123"))))

    let events = nav.checkedSend(
      .present(.modal(.editItem(id: "456")), policy: .insteadOfTop))

    let edit = Presentation.sheet(detents: [.medium, .large])
    let other = RouteEntry(2, AppRoute.modal(.editItem(id: "456")))
    let expected = try Self.main([ModalLayer(entry: other, presentation: edit)], nextID: 3)
    #expect(
      events == [
        .dismissed(RouteEntry(1, .modal(.editItem(id: "123"))), reason: .replaced),
        .presented(other, edit),
      ])
    #expect(nav == expected)
  }

  @Test("settings has its own navigation inside the sheet, leaving the main stack alone")
  func settingsNavigatesInside() throws {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.settings)))

    nav.checkedSend(.push(.settingsSection("General")))
    nav.checkedSend(.push(.settingsSection("About")))
    let inside = nav
    let back = nav.checkedSend(.unwind)
    let closed = nav.checkedSend(.dismiss)

    let settings = RouteEntry(1, AppRoute.modal(.settings))
    let general = RouteEntry(2, AppRoute.settingsSection("General"))
    let about = RouteEntry(3, AppRoute.settingsSection("About"))
    let expectedInside = try Self.main(
      [
        ModalLayer(
          entry: settings, presentation: .sheet(detents: [.large]), path: [general, about])
      ],
      nextID: 4)
    #expect(inside == expectedInside)
    #expect(back == [.popped(about)])
    #expect(closed == [.popped(general), .dismissed(settings, reason: .programmatic)])
    #expect(nav == (try Self.main([], nextID: 4)))
  }

  @Test("an alert over a sheet takes the input, and its button dismisses only the alert")
  func alertOverSheet() throws {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.settings)))
    nav.checkedSend(.present(.modal(.alert(title: "Saved", message: "Settings saved"))))
    let receivingWithAlert = nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id)

    let events = nav.checkedSend(.tapButton("ok", in: 2))

    let settings = RouteEntry(1, AppRoute.modal(.settings))
    let alert = RouteEntry(
      id: 2, route: AppRoute.modal(.alert(title: "Saved", message: "Settings saved")))
    let expected = try Self.main(
      [ModalLayer(entry: settings, presentation: .sheet(detents: [.large]))], nextID: 3)
    #expect(receivingWithAlert == [2])
    #expect(events == [.dismissed(alert, reason: .button("ok"))])
    #expect(nav == expected)
    #expect(nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id) == [1])
  }

  @Test("activeModal and isPresented cannot disagree: both are read from the one slot")
  func oneSourceOfTruth() {
    var nav = Navigator(root: AppRoute.main)
    var readings: [String] = []

    for action in [Navigator<AppRoute>.Action.present(.modal(.profile)), .dismiss] {
      nav.checkedSend(action)
      let active = nav.topLayer.map { "\($0.entry.route)" } ?? "nil"
      readings.append("\(active) \(nav.isPresenting)")
    }

    #expect(readings == ["profile true", "nil false"])
  }
}

// MARK: - The app's routes

extension ModalCoordinatorTests {
  /// The app's ModalType, case for case.
  enum ModalType: Hashable, Sendable {
    case settings
    case profile
    case addItem
    case editItem(id: String)
    case imageViewer(image: String)
    case alert(title: String, message: String)

    /// The app's Identifiable id.
    var id: String {
      switch self {
      case .settings: "settings"
      case .profile: "profile"
      case .addItem: "addItem"
      case .editItem(let id): "editItem-\(id)"
      case .imageViewer(let image): "imageViewer-\(image)"
      case .alert(let title, _): "alert-\(title)"
      }
    }
  }

  /// The app's routes: the main screen, screens pushed inside settings, and the modals.
  enum AppRoute: PresentableRoute, CustomStringConvertible {
    case main
    case settingsSection(String)
    case modal(ModalType)

    var defaultPresentation: Presentation? {
      switch self {
      case .main, .settingsSection: nil
      case .modal(.settings): .sheet(detents: [.large])
      case .modal(.profile), .modal(.editItem): .sheet(detents: [.medium, .large])
      case .modal(.addItem): .sheet(detents: [.medium])
      case .modal(.imageViewer): .fullScreenCover
      case .modal(.alert(let title, let message)): .alert(title, message: message)
      }
    }

    var description: String {
      switch self {
      case .main: "main"
      case .settingsSection(let name): "section(\(name))"
      case .modal(let modal): modal.id
      }
    }
  }
}
