import ModalKit
import ModalKitDriver

/// The routes of the driver's tests: a mail app's screens.
enum Page: Hashable, Sendable, CustomStringConvertible {
  case inbox
  case thread(Int)
  case settings
  case profile
  case compose
  case saved

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .thread(let number): "thread(\(number))"
    case .settings: "settings"
    case .profile: "profile"
    case .compose: "compose"
    case .saved: "saved"
    }
  }
}

typealias Driver = PresentationDriver<Page>
typealias Nav = Navigator<Page>

/// Presentations the tests use.
enum Look {
  static let sheet = Presentation.sheet()
  static let halfSheet = Presentation.sheet(detents: [.medium, .large])
  static let cover = Presentation.fullScreenCover
  static let alert = Presentation.alert("Saved")
}

/// An entry, written short: `entry(2, .settings)`.
func entry(_ id: EntryID, _ route: Page) -> RouteEntry<Page> {
  RouteEntry(id: id, route: route)
}

/// A stack, written short: `stack(entry(0, .inbox), entry(1, .thread(1)))`.
func stack(_ root: RouteEntry<Page>, _ path: RouteEntry<Page>...) -> RouteStack<Page> {
  RouteStack(root: root, path: path)
}

/// A layer, written short.
func layer(
  _ root: RouteEntry<Page>, _ presentation: Presentation, _ path: RouteEntry<Page>...
) -> ModalLayer<Page> {
  ModalLayer(entry: root, presentation: presentation, path: path)
}

/// The sheet presentation with another detent selected.
func selecting(_ detent: Detent, in presentation: Presentation) -> Presentation {
  var result = presentation
  if case .sheet(var sheet) = result.style {
    sheet.selection = detent
    result.style = .sheet(sheet)
  }
  return result
}

/// A navigator that has applied these actions, each of which must apply.
func navigator(_ actions: Nav.Action...) -> Nav {
  var nav = Nav(root: .inbox)
  for action in actions {
    let events = nav.send(action)
    precondition(!events.isRejected, "\(action) was rejected: \(events)")
  }
  return nav
}

extension Driver {
  /// A driver whose screen already shows the navigator: each step of the way acknowledged.
  static func settled(on nav: Nav, abilities: PlatformAbilities) -> Driver {
    var driver = Driver(nav, abilities: abilities)
    driver.advance()
    while let step = driver.step, let token = driver.token {
      for acknowledgement in step.acknowledgements {
        driver.acknowledge(acknowledgement, of: token)
      }
    }
    return driver
  }

  /// Sends an action to the navigator and gives the driver the new state with its events,
  /// as a store does.
  @discardableResult
  mutating func follow(_ nav: inout Nav, _ action: Nav.Action) -> Output {
    let events = nav.send(action)
    return retarget(to: nav, events: events)
  }

  /// Acknowledges every change of the step under way, in order, and returns the last output.
  @discardableResult
  mutating func acknowledgeStep() -> Output {
    var last = Output()
    guard let step, let token else { return last }
    for acknowledgement in step.acknowledgements { last = acknowledge(acknowledgement, of: token) }
    return last
  }

  /// Acknowledges steps until none is under way, and returns every step handed out.
  mutating func runToEnd() -> [Step] {
    var steps: [Step] = []
    if let step { steps.append(step) }
    while step != nil {
      if let next = acknowledgeStep().step { steps.append(next) }
    }
    return steps
  }
}
