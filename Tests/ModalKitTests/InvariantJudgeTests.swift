import Foundation
import ModalKit
import ModalKitTrace
import Testing

/// A state no navigator can hold, as the parts a saved state or a trace header spells.
private struct BrokenState: CustomTestStringConvertible, Sendable {
  let name: String
  let stack: RouteStack<String>
  var layers: [ModalLayer<String>] = []
  var queue = PresentationQueue<String>()
  let nextID: EntryID
  /// The first violation the judge names.
  let violation: InvariantViolation

  var testDescription: String { name }

  /// The parts as JSON members, in the shapes both formats share.
  func members() throws -> String {
    func text(_ value: some Encodable) throws -> String {
      String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
    return #""stack":\#(try text(stack)),"layers":\#(try text(layers)),"#
      + #""queue":\#(try text(queue)),"nextID":\#(nextID.rawValue)"#
  }
}

private func entry(_ id: UInt64, _ route: String) -> RouteEntry<String> {
  RouteEntry(EntryID(rawValue: id), route)
}

private func stack(_ entries: RouteEntry<String>...) -> RouteStack<String> {
  RouteStack(root: entries[0], path: Array(entries.dropFirst()))
}

/// States that break a rule, most of them two, so which one is reported is the judge's to say.
///
/// Before the judge was the only one, each of the last five got another answer from a decoder
/// that checked a part on its own first (noted on each).
private let brokenStates: [BrokenState] = [
  BrokenState(
    name: "an empty queue that still has a level",
    stack: stack(entry(0, "inbox")),
    layers: [ModalLayer(entry: entry(1, "s"), presentation: .sheet())],
    queue: PresentationQueue(items: [], level: 1), nextID: 2,
    violation: .queueLevelOutOfRange(1)),
  BrokenState(
    // Was queueLevelOutOfRange(3): the queue refused its level before the ids were looked at.
    name: "an empty queue with a level, beside a repeated id",
    stack: stack(entry(0, "inbox"), entry(1, "a"), entry(1, "b")),
    queue: PresentationQueue(items: [], level: 3), nextID: 2,
    violation: .duplicateID(1)),
  BrokenState(
    // Was invalidPresentation(1, noDetents): the layer refused itself first.
    name: "a layer that cannot be shown, whose id is used twice",
    stack: stack(entry(0, "inbox"), entry(1, "a")),
    layers: [ModalLayer(entry: entry(1, "s"), presentation: .sheet(detents: []))],
    nextID: 2,
    violation: .duplicateID(1)),
  BrokenState(
    // Was pushInNonNavigableLayer(1).
    name: "a push inside an alert, whose id is not below the counter",
    stack: stack(entry(0, "inbox")),
    layers: [
      ModalLayer(entry: entry(1, "a"), presentation: .alert("Saved"), path: [entry(2, "x")])
    ],
    nextID: 2,
    violation: .idNotBelowCounter(2)),
  BrokenState(
    // Was queueLevelOutOfRange(0): the queue refused level 0 before the layers were counted.
    name: "presentations waiting at level 0 with nothing up",
    stack: stack(entry(0, "inbox")),
    queue: PresentationQueue(
      items: [QueuedPresentation(entry: entry(1, "q"), presentation: .sheet())], level: 0),
    nextID: 2,
    violation: .queueWithoutLayers),
  BrokenState(
    // Was invalidPresentation(2, invalidSize): the queued item refused itself first.
    name: "a queued presentation that cannot be shown, whose id is used twice",
    stack: stack(entry(0, "inbox"), entry(2, "a")),
    layers: [ModalLayer(entry: entry(1, "s"), presentation: .sheet())],
    queue: PresentationQueue(
      items: [
        QueuedPresentation(entry: entry(2, "q"), presentation: .overlay(.top, .fraction(2)))
      ], level: 1),
    nextID: 3,
    violation: .duplicateID(2)),
]

/// The error the trace decoder reports for a state header, or `nil` when it reads.
private func traceError(decodingHeader header: String) -> TraceError? {
  do throws(TraceError) {
    _ = try TraceDecoder.decodeLine(Array(header.utf8))
    return nil
  } catch {
    return error
  }
}

/// What the judge says of the parts, through the public initializer that asks it.
private func judgement(of state: BrokenState) -> InvariantViolation? {
  do throws(InvariantViolation) {
    _ = try Navigator(
      stack: state.stack, layers: state.layers, queue: state.queue,
      nextID: state.nextID)
    return nil
  } catch {
    return error
  }
}

@Suite("One judge of a sound state")
struct InvariantJudgeTests {
  @Test("an empty queue keeps the level it is given, and a navigator refuses it")
  func emptyQueueLevelFires() {
    let queue = PresentationQueue<String>(items: [], level: 1)
    let sheet = ModalLayer(entry: entry(1, "s"), presentation: .sheet())

    #expect(queue.level == 1)
    #expect(queue != PresentationQueue())
    #expect(throws: InvariantViolation.queueLevelOutOfRange(1)) {
      try Navigator(
        stack: stack(entry(0, "inbox")), layers: [sheet], queue: queue,
        nextID: 2)
    }
  }

  @Test("the public initializer throws the judge's first violation", arguments: brokenStates)
  fileprivate func initializerAsksTheJudge(state: BrokenState) {
    #expect(judgement(of: state) == state.violation)
  }

  @Test("the saved-state decoder reports exactly the judge's violation", arguments: brokenStates)
  fileprivate func savedStateDecoderAsksTheJudge(state: BrokenState) throws {
    let saved = #"{"version":1,\#(try state.members())}"#

    var reported: RestorationError?
    do {
      _ = try JSONDecoder().decode(Navigator<String>.self, from: Data(saved.utf8))
    } catch let error as RestorationError {
      reported = error
    }

    #expect(reported == .invalidState(state.violation))
  }

  @Test("the trace decoder reports exactly the judge's violation", arguments: brokenStates)
  fileprivate func traceDecoderAsksTheJudge(state: BrokenState) throws {
    let header = #"{"state":{\#(try state.members())}}"#

    let reported = traceError(decodingHeader: header)

    #expect(reported?.kind == .invalidState)
    #expect(reported?.violation == state.violation)
  }

  @Test("a trace state with a rootless stack is invalid without a violation: no judge sees it")
  func rootlessStackHasNoViolation() {
    let header = #"{"state":{"stack":[],"layers":[],"queue":{"level":0,"items":[]},"nextID":1}}"#

    let reported = traceError(decodingHeader: header)

    #expect(reported?.kind == .invalidState)
    #expect(reported != nil && reported?.violation == nil)
  }
}
