// Seed 002: a ModalCoordinator whose Identifiable ModalType enum is routed to views, some with
// navigation inside, some with detents, one an alert. Here the enum declares its presentation
// (PresentableRoute) and the coordinator's activeModal / isPresented pair is the navigator.
import ModalKit
import Testing

@Suite("Seed 002: a modal coordinator routed by its enum")
struct Seed002ModalCoordinatorTests {
  /// Each modal the seed's buttons show, with the presentation it must get.
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

  @Test("each modal case is routed to its presentation without naming one", arguments: routing)
  func eachCaseRouted(modal: ModalType, presentation: Presentation) {
    var nav = Navigator(root: AppRoute.main)

    let events = nav.checkedSend(.present(.modal(modal)))

    #expect(events == [.presented(nav.top, presentation)])
    #expect(nav.outline == "[main#0] > \(presentation.styleName) [\(modal.id)#1] | next #2")
  }

  @Test("editItem with two ids are two distinct modals; the same id twice is not presented twice")
  func editItemIDsDistinct() {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.editItem(id: "123"))))
    let first = nav.top

    let second = nav.checkedSend(.present(.modal(.editItem(id: "456"))))
    let again = nav.send(.present(.modal(.editItem(id: "456"))))

    #expect(second == [.presented(nav.top, .sheet(detents: [.medium, .large]))])
    #expect(first.id != nav.top.id)
    #expect(ModalType.editItem(id: "123").id != ModalType.editItem(id: "456").id)
    #expect(again == [.rejected(.present(.modal(.editItem(id: "456"))), reason: .alreadyPresented)])
    #expect(nav.outline == "[main#0] > sheet [editItem-123#1] > sheet [editItem-456#2] | next #3")
  }

  @Test("replacing one edit with another reports the first gone before the second shows")
  func editItemReplaced() {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.editItem(id: "123"))))
    let first = nav.top

    let events = nav.checkedSend(.present(.modal(.editItem(id: "456")), policy: .replace))

    #expect(
      events == [
        .dismissed(first, reason: .replaced),
        .presented(nav.top, .sheet(detents: [.medium, .large])),
      ])
    #expect(nav.outline == "[main#0] > sheet [editItem-456#2] | next #3")
  }

  @Test("settings has its own navigation inside the sheet, leaving the main stack alone")
  func settingsNavigatesInside() {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.settings)))
    let settings = nav.top

    nav.checkedSend(.push(.settingsSection("General")))
    let general = nav.top
    nav.checkedSend(.push(.settingsSection("About")))
    let about = nav.top
    let inside = nav.outline
    let back = nav.checkedSend(.unwind)
    let closed = nav.checkedSend(.dismiss)

    #expect(
      inside == "[main#0] > sheet [settings#1, section(General)#2, section(About)#3] | next #4")
    #expect(back == [.popped(about)])
    #expect(closed == [.popped(general), .dismissed(settings, reason: .programmatic)])
    #expect(nav.outline == "[main#0] | next #4")
  }

  @Test("an alert over a sheet takes the input, and its button dismisses only the alert")
  func alertOverSheet() {
    var nav = Navigator(root: AppRoute.main)
    nav.checkedSend(.present(.modal(.settings)))
    let alertRoute = AppRoute.modal(.alert(title: "Saved", message: "Settings saved"))
    nav.checkedSend(.present(alertRoute))
    let alert = nav.top
    let receivingWithAlert = nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id)

    let events = nav.checkedSend(.tapButton("ok", in: alert.id))

    #expect(receivingWithAlert == [alert.id])
    #expect(events == [.dismissed(alert, reason: .button("ok"))])
    #expect(nav.outline == "[main#0] > sheet [settings#1] | next #3")
    #expect(nav.allEntries.filter { nav.receivesInput($0.id, in: phone) }.map(\.id) == [id(1)])
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

// MARK: - The seed's routes

extension Seed002ModalCoordinatorTests {
  /// The seed's ModalType, case for case.
  enum ModalType: Hashable, Sendable {
    case settings
    case profile
    case addItem
    case editItem(id: String)
    case imageViewer(image: String)
    case alert(title: String, message: String)

    /// The seed's Identifiable id.
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

    var defaultPresentation: Presentation {
      switch self {
      case .main, .settingsSection: .sheet()
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
