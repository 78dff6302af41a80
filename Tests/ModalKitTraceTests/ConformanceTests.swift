import Foundation
import ModalKit
import ModalKitTrace
import Testing

@Suite("Conformance vectors")
struct ConformanceTests {
  @Test("the vectors are found")
  func vectorsAreFound() {
    #expect(ConformanceVectors.names.count >= 192)
  }

  @Test("every vector replays byte for byte", arguments: ConformanceVectors.names)
  func replaysByteForByte(_ name: String) throws {
    let actual = Trace.conformanceOutput(for: try ConformanceVectors.input(name))

    if ConformanceVectors.updating {
      try Data(actual.utf8).write(to: ConformanceVectors.expectedURL(name))
    }
    let expected = try ConformanceVectors.expected(name)

    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = String(decoding: expected, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(actualLines, expectedLines).enumerated().first {
      $0.element.0 != $0.element.1
    }
    #expect(
      firstDifference == nil, "\(name): output line \((firstDifference?.offset ?? 0) + 1) differs")
    #expect(Array(actual.utf8) == expected, "\(name) differs from \(name).expected")
  }

  @Test("every expected file has its input")
  func everyExpectedFileHasAnInput() {
    #expect(ConformanceVectors.expectedNames == ConformanceVectors.names)
  }

  @Test("replaying a vector keeps every invariant after every action")
  func vectorsKeepInvariants() throws {
    for name in ConformanceVectors.replayNames {
      let trace = try Trace.parse(try ConformanceVectors.input(name))
      var navigator = trace.start
      for input in trace.inputs {
        Trace.send(input, to: &navigator)
        #expect(navigator.invariantViolations() == [], "\(name) line \(input.line)")
      }
    }
  }

  @Test("the vectors apply every action and meet every reachable rejection and event")
  func vectorsCoverTheModel() throws {
    var seen = Coverage()

    for name in ConformanceVectors.replayNames {
      let trace = try Trace.parse(try ConformanceVectors.input(name))
      var navigator = trace.start
      for step in trace.inputs {
        seen.actions.insert(Coverage.caseName(step.action))
        let events = Trace.send(step, to: &navigator)
        for event in events { seen.record(event) }
        if step.screen != nil {
          seen.sentFrom.insert(events.rejection.map(Coverage.caseName) ?? "applied")
        }
      }
    }

    #expect(seen.actions == Set(TraceDecoder.actionNames))
    #expect(seen.events == Coverage.allEvents)
    #expect(seen.rejections == Coverage.reachableRejections)
    #expect(seen.dismissReasons == Coverage.allDismissReasons)
    #expect(
      seen.sentFrom.isSuperset(of: ["applied", "unknownEntry", "inputBlocked", "notPresented"]))
  }

  @Test("the error vectors meet every kind of trace error")
  func errorVectorsCoverEveryKind() throws {
    var kinds = Set<TraceError.Kind>()

    for name in ConformanceVectors.names where name.hasPrefix("errors/") {
      do {
        _ = try Trace.parse(try ConformanceVectors.input(name))
        Issue.record("\(name) parsed without an error")
      } catch let error as TraceError {
        kinds.insert(error.kind)
      }
    }

    #expect(kinds == Set(TraceError.Kind.allCases))
  }
}

/// What a set of replays met: action, event, rejection and dismissal kinds, by case name.
private struct Coverage {
  var actions = Set<String>()
  var events = Set<String>()
  var rejections = Set<String>()
  var dismissReasons = Set<String>()
  /// The outcomes of the actions sent from a screen: `applied`, or the rejection's name.
  var sentFrom = Set<String>()

  static let allEvents: Set = [
    "pushed", "popped", "presented", "dismissed", "queued", "dropped", "detentChanged", "updated",
    "rejected",
  ]

  /// Every rejection reason, `idsExhausted` at the trace's id limit included; invalid
  /// presentations by problem.
  static let reachableRejections: Set = [
    "idsExhausted",
    "alreadyAtRoot", "alreadyOnTop", "countOutOfRange", "unknownEntry", "noMatchingEntry",
    "notPresented", "nothingPresented", "dismissalNotAllowed", "inputBlocked", "unknownButton",
    "notASheet",
    "detentNotOffered", "alreadyPresented", "slotOccupied", "layerNotNavigable", "noPresentation",
    "invalidPresentation.noDetents", "invalidPresentation.duplicateDetent",
    "invalidPresentation.invalidDetent", "invalidPresentation.selectionNotOffered",
    "invalidPresentation.undimmedDetentNotOffered", "invalidPresentation.invalidSize",
    "invalidPresentation.noButtons", "invalidPresentation.duplicateButton",
    "invalidPresentation.multipleCancelButtons",
  ]

  static let allDismissReasons: Set = [
    "programmatic", "interactive", "backdropTap", "button", "replaced",
  ]

  /// The name of an enum value's case, such as `push` for `.push("a")`: its description up to
  /// the first parenthesis.
  static func caseName(_ value: Any) -> String {
    String(String(describing: value).prefix { $0 != "(" })
  }

  mutating func record(_ event: Navigator<String>.Event) {
    events.insert(Coverage.caseName(event))
    switch event {
    case .rejected(_, .invalidPresentation(let problem)):
      rejections.insert("invalidPresentation." + Coverage.caseName(problem))
    case .rejected(_, let reason):
      rejections.insert(Coverage.caseName(reason))
    case .dismissed(_, let reason):
      dismissReasons.insert(Coverage.caseName(reason))
    default:
      break
    }
  }
}
