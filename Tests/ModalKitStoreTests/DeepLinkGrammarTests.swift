import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import Testing

/// A presentation with another selected detent.
func resting(_ presentation: Presentation, at detent: Detent) -> Presentation {
  var moved = presentation
  if case .sheet(var sheet) = moved.style {
    sheet.selection = detent
    moved.style = .sheet(sheet)
  }
  return moved
}

/// A layer of the fixture, shown as its route's default presentation.
func layer(_ route: Screen, at detent: Detent? = nil, path: [Screen] = [])
  -> Destination<Screen>.Layer
{
  let presentation = detent.map { resting(shown(route), at: $0) } ?? shown(route)
  return .init(route, as: presentation, path: path)
}

/// A link that reads, the destination it reads as, and how the printer writes that back.
struct ValidLink: Sendable, CustomTestStringConvertible {
  let link: String
  let destination: Destination<Screen>
  let canonical: String

  init(_ link: String, _ destination: Destination<Screen>, canonical: String? = nil) {
    self.link = link
    self.destination = destination
    self.canonical = canonical ?? link
  }

  var testDescription: String { link }

  static let all: [ValidLink] = [
    ValidLink("/inbox", Destination(root: .inbox)),
    ValidLink("/inbox/thread:7", Destination(root: .inbox, path: [.thread(7)])),
    ValidLink(
      "/account/thread:7/thread:-3", Destination(root: .account, path: [.thread(7), .thread(-3)])),
    ValidLink(
      "/inbox/thread:007", Destination(root: .inbox, path: [.thread(7)]),
      canonical: "/inbox/thread:7"),
    ValidLink("/inbox/settings;sheet", Destination(root: .inbox, layers: [layer(.settings)])),
    ValidLink(
      "/inbox/settings;sheet=large",
      Destination(root: .inbox, layers: [layer(.settings, at: .large)])),
    ValidLink(
      "/inbox/settings;sheet=medium", Destination(root: .inbox, layers: [layer(.settings)]),
      canonical: "/inbox/settings;sheet"),
    ValidLink(
      "/inbox/thread:7/settings;sheet/account/thread:1",
      Destination(
        root: .inbox, path: [.thread(7)], layers: [layer(.settings, path: [.account, .thread(1)])])),
    ValidLink(
      "/inbox/compose;fullScreenCover/photo:3;sheet=0.4",
      Destination(root: .inbox, layers: [layer(.compose), layer(.photo(3), at: .fraction(0.4))])),
    ValidLink(
      "/inbox/photo:1;sheet=200.0pt",
      Destination(root: .inbox, layers: [layer(.photo(1), at: .height(200))])),
    ValidLink(
      "/inbox/photo:1;sheet=2e2pt",
      Destination(root: .inbox, layers: [layer(.photo(1), at: .height(200))]),
      canonical: "/inbox/photo:1;sheet=200.0pt"),
    ValidLink(
      "/inbox/photo:1;sheet=200pt",
      Destination(root: .inbox, layers: [layer(.photo(1), at: .height(200))]),
      canonical: "/inbox/photo:1;sheet=200.0pt"),
    ValidLink(
      "/inbox/photo:1;sheet=4e-1",
      Destination(root: .inbox, layers: [layer(.photo(1), at: .fraction(0.4))]),
      canonical: "/inbox/photo:1;sheet=0.4"),
    ValidLink(
      "/inbox/photo:1;sheet=2E+2pt",
      Destination(root: .inbox, layers: [layer(.photo(1), at: .height(200))]),
      canonical: "/inbox/photo:1;sheet=200.0pt"),
    ValidLink(
      "/inbox/search:caf%C3%A9%20cr%C3%A8me",
      Destination(root: .inbox, path: [.search("café crème")])),
    ValidLink(
      "/inbox/search:%e6%97%a5", Destination(root: .inbox, path: [.search("日")]),
      canonical: "/inbox/search:%E6%97%A5"),
    ValidLink(
      "/inbox/search:a%2Fb%3Bc%3Dd%3Ae%25", Destination(root: .inbox, path: [.search("a/b;c=d:e%")])
    ),
    ValidLink(
      "/inbox/search:%41-._~", Destination(root: .inbox, path: [.search("A-._~")]),
      canonical: "/inbox/search:A-._~"),
    ValidLink("/inbox/search:", Destination(root: .inbox, path: [.search("")])),
    ValidLink("/inbox/confirm;alert", Destination(root: .inbox, layers: [layer(.confirm)])),
    ValidLink(
      "/inbox/share;confirmationDialog", Destination(root: .inbox, layers: [layer(.share)])),
    ValidLink(
      "/inbox/picker;overlay/account",
      Destination(root: .inbox, layers: [layer(.picker, path: [.account])])),
    ValidLink(
      "/inbox/settings;sheet/profile;sheet/confirm;alert",
      Destination(root: .inbox, layers: [layer(.settings), layer(.profile), layer(.confirm)])),
  ]
}

/// A link that does not read, and the exact error.
struct InvalidLink: Sendable, CustomTestStringConvertible {
  let link: String
  let problem: DeepLinkError.Problem
  let position: Int

  init(_ link: String, _ problem: DeepLinkError.Problem, at position: Int) {
    self.link = link
    self.problem = problem
    self.position = position
  }

  var testDescription: String { "\"\(link)\" → \(problem) at \(position)" }

  static let all: [InvalidLink] = [
    InvalidLink("", .expectedSlash, at: 0),
    InvalidLink("inbox", .expectedSlash, at: 0),
    InvalidLink("/", .emptySegment, at: 1),
    InvalidLink("/inbox/", .emptySegment, at: 7),
    InvalidLink("/inbox//thread:7", .emptySegment, at: 7),
    InvalidLink("//inbox", .emptySegment, at: 1),
    InvalidLink("/:7", .emptyRouteName, at: 1),
    InvalidLink("/inbox/;sheet", .emptyRouteName, at: 7),
    InvalidLink("/nowhere", .unknownRoute, at: 1),
    InvalidLink("/inbox/thread:x", .unknownRoute, at: 7),
    InvalidLink("/inbox/thread:1:2", .unknownRoute, at: 7),
    InvalidLink("/inbox/thread:7?x=1", .unexpectedCharacter, at: 15),
    InvalidLink("/inbox/thread 7", .unexpectedCharacter, at: 13),
    InvalidLink("/inbox#top", .unexpectedCharacter, at: 6),
    InvalidLink("/inbox/café", .unexpectedCharacter, at: 10),
    InvalidLink("/inbox/thread:7=3", .unexpectedCharacter, at: 15),
    InvalidLink("/inbox/search:%G1", .badPercentEncoding, at: 14),
    InvalidLink("/inbox/search:%4", .badPercentEncoding, at: 14),
    InvalidLink("/inbox/search:abc%", .badPercentEncoding, at: 17),
    InvalidLink("/inbox/search:%C3%28", .invalidUTF8, at: 14),
    InvalidLink("/inbox/search:a%E6%97", .invalidUTF8, at: 15),
    InvalidLink("/inbox/search:%ED%A0%80", .invalidUTF8, at: 14),
    InvalidLink("/inbox/search:%C0%AF", .invalidUTF8, at: 14),
    InvalidLink("/inbox/search:ok%FF", .invalidUTF8, at: 16),
    InvalidLink("/inbox;sheet", .presentedRoot, at: 6),
    InvalidLink("/inbox/settings;popup", .unknownStyle, at: 16),
    InvalidLink("/inbox/settings;", .unknownStyle, at: 16),
    InvalidLink("/inbox/settings;Sheet", .unknownStyle, at: 16),
    InvalidLink("/inbox/settings;fullScreenCover", .styleMismatch(expected: "sheet"), at: 16),
    InvalidLink("/inbox/account;sheet", .notPresentable, at: 15),
    InvalidLink("/inbox/settings;sheet=huge", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=-1", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=nan", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=inf", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=1e309", .invalidDetent, at: 22),
    InvalidLink("/inbox/settings;sheet=1e309pt", .invalidDetent, at: 22),
    InvalidLink("/inbox/photo:1;sheet=0x1p-2", .invalidDetent, at: 21),
    InvalidLink("/inbox/photo:1;sheet=.5", .invalidDetent, at: 21),
    InvalidLink("/inbox/photo:1;sheet=5.", .invalidDetent, at: 21),
    InvalidLink("/inbox/photo:1;sheet=1e", .invalidDetent, at: 21),
    InvalidLink("/inbox/settings;sheet=0.3", .detentNotOffered, at: 22),
    InvalidLink("/inbox/photo:1;sheet=201.0pt", .detentNotOffered, at: 21),
    InvalidLink("/inbox/compose;fullScreenCover=large", .unexpectedDetent, at: 30),
    InvalidLink("/inbox/settings;sheet;x", .unexpectedCharacter, at: 21),
    InvalidLink("/inbox/settings;sheet=large;x", .unexpectedCharacter, at: 27),
    InvalidLink("/inbox/settings;sheet=large=x", .unexpectedCharacter, at: 27),
    InvalidLink("/inbox/confirm;alert/account", .layerNotNavigable, at: 21),
    InvalidLink("/inbox/share;confirmationDialog/account/x", .layerNotNavigable, at: 32),
  ]
}

@Suite("Deep link grammar")
struct DeepLinkGrammarTests {
  @Test(
    "a valid link reads as its destination and prints back canonically", arguments: ValidLink.all)
  func validLinksRead(row: ValidLink) throws {
    let destination = try screenLinks.destination(from: row.link)

    #expect(destination == row.destination)
    #expect(try screenLinks.link(for: destination) == row.canonical)
    #expect(throws: Never.self) { try destination.check() }
  }

  @Test("an invalid link throws its problem at its position", arguments: InvalidLink.all)
  func invalidLinksThrow(row: InvalidLink) {
    #expect(throws: DeepLinkError(row.problem, at: row.position)) {
      try screenLinks.destination(from: row.link)
    }
  }

  @Test("links beyond the limits are refused where they go beyond")
  func limitsAreEnforced() {
    let tight = DeepLinkFormat(
      segments: screenSegments,
      limits: DeepLinkLimits(maxLength: 40, maxSegments: 3, maxLayers: 1, maxComponents: 2))

    #expect(throws: DeepLinkError(.tooLong, at: 40)) {
      try tight.destination(from: "/inbox/search:" + String(repeating: "a", count: 30))
    }
    #expect(throws: DeepLinkError(.tooManySegments, at: 25)) {
      try tight.destination(from: "/inbox/thread:1/thread:2/thread:3")
    }
    #expect(throws: DeepLinkError(.tooManyLayers, at: 29)) {
      try tight.destination(from: "/inbox/settings;sheet/profile;sheet")
    }
    #expect(throws: DeepLinkError(.tooManyComponents, at: 16)) {
      try tight.destination(from: "/inbox/search:a:b")
    }
    #expect(throws: Never.self) { try tight.destination(from: "/inbox/thread:1/settings;sheet") }
  }

  @Test("a presentation the app's mapping gets wrong is refused where the link presents it")
  func invalidMappedPresentation() {
    let broken = DeepLinkFormat(
      segments: screenSegments, presentation: { _ in .sheet(detents: []) })

    #expect(throws: DeepLinkError(.invalidPresentation(.noDetents), at: 16)) {
      try broken.destination(from: "/inbox/settings;sheet")
    }
    #expect(throws: DeepLinkPrintingError(.invalidPresentation(.noDetents), segment: 1)) {
      try broken.link(for: Destination(root: .inbox, layers: [layer(.settings)]))
    }
  }

  @Test("the standard limits: 2,048 bytes, 64 segments, 8 layers, 8 components")
  func standardLimits() {
    #expect(
      DeepLinkLimits.standard
        == DeepLinkLimits(maxLength: 2048, maxSegments: 64, maxLayers: 8, maxComponents: 8))
    #expect(throws: DeepLinkError(.tooLong, at: 2048)) {
      try screenLinks.destination(from: "/" + String(repeating: "a", count: 2048))
    }
  }

  @Test("a route alone is written as one segment and read back")
  func routeSegments() throws {
    #expect(try screenSegments.segment(for: .search("a b/c")) == "search:a%20b%2Fc")
    #expect(try screenSegments.route(fromSegment: "search:a%20b%2Fc") == .search("a b/c"))
    #expect(try screenSegments.route(fromSegment: "thread:7") == .thread(7))
    #expect(throws: DeepLinkError(.unexpectedCharacter, at: 8)) {
      try screenSegments.route(fromSegment: "thread:7/inbox")
    }
    #expect(throws: DeepLinkError(.unexpectedCharacter, at: 8)) {
      try screenSegments.route(fromSegment: "settings;sheet")
    }
  }

  @Test("errors read as problem and position")
  func errorDescriptions() {
    #expect("\(DeepLinkError(.emptySegment, at: 7))" == "emptySegment at 7")
    #expect(
      "\(DeepLinkPrintingError(.notPresentable, segment: 2))" == "notPresentable at segment 2")
  }
}

@Suite("Deep link printing")
struct DeepLinkPrintingTests {
  @Test("a destination a link cannot carry is refused, naming the segment")
  func unprintableDestinations() {
    let coverSettings = Destination(
      root: Screen.inbox, layers: [.init(.settings, as: .fullScreenCover)])
    let pushedOnly = Destination(root: Screen.inbox, layers: [.init(.account, as: .sheet())])
    let alertWithPush = Destination(
      root: Screen.inbox, path: [.thread(1)],
      layers: [.init(.confirm, as: shown(.confirm), path: [.account])])
    let invalid = Destination(
      root: Screen.inbox,
      layers: [.init(.settings, as: resting(shown(.settings), at: .fraction(0.3)))])

    #expect(throws: DeepLinkPrintingError(.presentationNotInMapping, segment: 1)) {
      try screenLinks.link(for: coverSettings)
    }
    #expect(throws: DeepLinkPrintingError(.notPresentable, segment: 1)) {
      try screenLinks.link(for: pushedOnly)
    }
    #expect(throws: DeepLinkPrintingError(.layerNotNavigable, segment: 3)) {
      try screenLinks.link(for: alertWithPush)
    }
    #expect(
      throws: DeepLinkPrintingError(
        .invalidPresentation(.selectionNotOffered(.fraction(0.3))), segment: 1)
    ) {
      try screenLinks.link(for: invalid)
    }
  }

  @Test("a mapping that loses information or writes no name is refused")
  func badMappings() {
    let lossy = RouteSegments<Screen>(
      components: { route in
        if case .thread = route { return ["thread"] }
        return screenSegments.components(route)
      },
      route: screenSegments.route)
    let nameless = RouteSegments<Screen>(components: { _ in [""] }, route: { _ in .inbox })
    let silent = RouteSegments<Screen>(components: { _ in [] }, route: { _ in .inbox })

    #expect(throws: DeepLinkPrintingError(.notReversible, segment: 1)) {
      try DeepLinkFormat(segments: lossy).link(for: Destination(root: .inbox, path: [.thread(1)]))
    }
    #expect(throws: DeepLinkPrintingError(.emptyRouteName, segment: 0)) {
      try nameless.segment(for: .inbox)
    }
    #expect(throws: DeepLinkPrintingError(.emptyRouteName, segment: 0)) {
      try silent.segment(for: .inbox)
    }
  }

  @Test("a destination beyond the limits is refused at the segment that goes beyond")
  func printingLimits() throws {
    let tight = DeepLinkFormat(
      segments: screenSegments,
      limits: DeepLinkLimits(maxLength: 100, maxSegments: 3, maxLayers: 1, maxComponents: 1))
    let short = DeepLinkFormat(segments: screenSegments, limits: DeepLinkLimits(maxLength: 20))

    #expect(throws: DeepLinkPrintingError(.tooManySegments, segment: 3)) {
      try tight.link(for: Destination(root: .inbox, path: [.account, .account, .account]))
    }
    #expect(throws: DeepLinkPrintingError(.tooManyLayers, segment: 2)) {
      try tight.link(for: Destination(root: .inbox, layers: [layer(.profile), layer(.compose)]))
    }
    #expect(throws: DeepLinkPrintingError(.tooManyComponents, segment: 1)) {
      try tight.link(for: Destination(root: .inbox, path: [.thread(1)]))
    }
    // "/inbox/settings" is 15 bytes; the second "/settings" takes it to 24.
    #expect(throws: DeepLinkPrintingError(.tooLong, segment: 2)) {
      try short.link(for: Destination(root: .inbox, path: [.settings, .settings]))
    }
    #expect(try short.link(for: Destination(root: .inbox, path: [.settings])) == "/inbox/settings")
  }

  @Test(
    "print then read gives the destination back, for random destinations",
    arguments: 1...LongRuns.size(short: UInt64(3), long: 10))
  func roundTrip(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)

    for _ in 0..<200 {
      let destination = randomDestination(using: &generator)
      let link = try screenLinks.link(for: destination)
      let again = try screenLinks.destination(from: link)

      #expect(again == destination, "\(link)")
      #expect(try screenLinks.link(for: again) == link)
    }
  }

  @Test("any text either reads or throws a position inside it, never traps", arguments: 1...5)
  func arbitraryTextNeverTraps(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let pieces = [
      "/", "inbox", "thread", ":", "7", ";", "sheet", "=", "large", "0.4", "pt", "%", "%C3", "%A9",
      "settings", "confirm", "alert", "cover", "search", "é", " ", "?", "", "%FF", "e", "-",
    ]

    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in generator.pick(pieces) }.joined()
      switch Result(catching: { () throws(DeepLinkError) in
        try screenLinks.destination(from: text)
      }) {
      case .success(let destination):
        #expect(throws: Never.self) { try destination.check() }
        #expect(
          try screenLinks.destination(from: screenLinks.link(for: destination)) == destination)
      case .failure(let error):
        #expect((0...text.utf8.count).contains(error.position), "\(text): \(error)")
      }
    }
  }

  @Test("a link of 32,000 segments reads, with its limits raised, into the whole destination")
  func longLinkReads() throws {
    let count = 32_000
    let limits = DeepLinkLimits(maxLength: 20 * count, maxSegments: count + 1)
    let format = DeepLinkFormat(segments: screenSegments, limits: limits)
    let link =
      "/inbox" + String(repeating: "/thread:7", count: count - 2) + "/settings;sheet/account"

    let destination = try format.destination(from: link)

    #expect(destination.path.count == count - 2)
    #expect(destination.layers.count == 1)
    #expect(destination.layers[0].path == [.account])
    #expect(try format.link(for: destination) == link)
  }
}
