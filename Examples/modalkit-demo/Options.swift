// The demo's command line: a scenario, a frame size, interactive mode, timeline pages, help.
// Run: swift run modalkit-demo --help

import ModalKitText

/// The size of one drawing, in columns and rows.
struct FrameSize: Equatable {
  var width: Int
  var height: Int

  static let standard = FrameSize(width: 60, height: 24)
}

/// A scenario the demo can play.
enum Scenario: String, CaseIterable {
  case customNavigation = "custom-navigation"
  case dialog
  case coordinator
  case halfSheet = "half-sheet"
  case store
  case driver

  /// The scenarios the tour plays, in order: every one but `driver`, whose step-by-step
  /// transcript is not a tour of the navigator.
  static let tour: [Scenario] = allCases.filter { $0 != .driver }

  /// Plays the scenario, printing each step as a frame of this size.
  @MainActor
  func play(size: FrameSize) {
    switch self {
    case .customNavigation: playCustomNavigation(size: size)
    case .dialog: playDialog(size: size)
    case .coordinator: playCoordinator(size: size)
    case .halfSheet: playHalfSheet(size: size)
    case .store: playStore(size: size)
    case .driver: playDriver(size: size)
    }
  }

  /// Plays the scenario without printing and returns its steps, for its timeline page; `nil`
  /// for `driver`, whose steps are a driver's, not a navigator's.
  @MainActor
  func record() -> Recording? {
    switch self {
    case .customNavigation: playCustomNavigation(size: nil)
    case .dialog: playDialog(size: nil)
    case .coordinator: playCoordinator(size: nil)
    case .halfSheet: playHalfSheet(size: nil)
    case .store: playStore(size: nil)
    case .driver: nil
    }
  }
}

/// What the command line asked for.
struct Options: Equatable {
  var scenario: Scenario?
  var size = FrameSize.standard
  var interactive = false
  /// The folder to write timeline pages into, for `--html DIR`.
  var html: String?
  var help = false

  /// A command-line mistake, with the message to print.
  struct Problem: Error, Equatable {
    var message: String
  }

  static let usage = """
    Usage: modalkit-demo [SCENARIO] [--size WxH]
           modalkit-demo --interactive [--size WxH]
           modalkit-demo [SCENARIO] --html DIR

    Draws ModalKit navigators as text. With no scenario, plays a tour of the first
    five scenarios; each step is a frame titled with its action and its events.
    With --html, writes each scenario as a timeline page instead.

    Scenarios:
      custom-navigation  a stack, close and home; overlays at top, center, bottom
      dialog             a date-range dialog with Cancel and Done; an alert; a
                         confirmation dialog
      coordinator        routed presentations, queue, nesting, replacement
      half-sheet         detents, grabber, taps on the screen beneath, swipe away
      store              a NavigatorStore: onDismiss once, a deep link over a
                         sheet, the session written as a trace
      driver             a PresentationDriver: each step it hands a host and each
                         acknowledgement; three sheets dismissed on iOS 15 and 17,
                         an alert after a dismissal, a swipe cancelled (not in
                         the tour)

    Options:
      --size WxH         size of each drawing, at least 30x12 (default 60x24)
      -i, --interactive  press keys to push, present and dismiss; needs a
                         terminal on standard input (the tour never waits for keys)
      --html DIR         write the tour's scenarios (or the one named) to DIR as
                         timeline pages, NAME.html, with the trace each draws,
                         NAME.jsonl, and an index.html linking them
      -h, --help         show this help
    """

  /// Reads the arguments after the program name.
  static func parse(_ arguments: [String]) throws(Problem) -> Options {
    var options = Options()
    var sized = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help":
        options.help = true
      case "-i", "--interactive":
        options.interactive = true
      case "--size":
        guard let value = rest.popFirst() else { throw Problem(message: "--size needs WxH") }
        options.size = try parseSize(value)
        sized = true
      case _ where argument.hasPrefix("--size="):
        options.size = try parseSize(String(argument.dropFirst("--size=".count)))
        sized = true
      case "--html":
        guard let value = rest.popFirst(), !value.isEmpty else {
          throw Problem(message: "--html needs a folder")
        }
        options.html = value
      case _ where argument.hasPrefix("--html="):
        options.html = String(argument.dropFirst("--html=".count))
      case _ where argument.hasPrefix("-"):
        throw Problem(message: "unknown option \(argument)")
      default:
        guard options.scenario == nil else {
          throw Problem(message: "only one scenario at a time (got \(argument))")
        }
        guard let scenario = Scenario(rawValue: argument) else {
          let names = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
          throw Problem(message: "unknown scenario \(argument); choose one of \(names)")
        }
        options.scenario = scenario
      }
    }
    if options.interactive, let scenario = options.scenario {
      throw Problem(message: "--interactive starts from an empty navigator; drop \(scenario)")
    }
    if options.html != nil {
      if options.interactive { throw Problem(message: "--html and --interactive do not mix") }
      if sized { throw Problem(message: "--html pages are drawn in points; drop --size") }
      if options.scenario == .driver {
        throw Problem(message: "driver has no timeline page; choose a tour scenario")
      }
    }
    return options
  }

  /// Reads `WxH`, such as `60x24`, and checks it against the smallest and largest sizes.
  static func parseSize(_ text: String) throws(Problem) -> FrameSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw Problem(message: "size must be WxH, such as 60x24 (got \(text))")
    }
    let (minWidth, minHeight) = (TextFrame.minimumWidth, TextFrame.minimumHeight)
    guard width >= minWidth, height >= minHeight else {
      throw Problem(
        message: "size \(text) is too small; the smallest is \(minWidth)x\(minHeight)")
    }
    guard width <= 400, height <= 200 else {
      throw Problem(message: "size \(text) is too large; the largest is 400x200")
    }
    return FrameSize(width: width, height: height)
  }
}
