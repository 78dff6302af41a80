import Foundation
import ModalKit
import ModalKitStore
import ModalKitStoreTestSupport
import ModalKitTestSupport
import ModalKitTrace
import Testing

/// What a store reported for one input, with routes written as strings.
private struct Observed {
  var events: [Navigator<String>.Event]
  var state: Navigator<String>
}

/// Links a session opens, some while sheets are up.
private let links = [
  "/inbox/thread:7", "/inbox/thread:2/compose;fullScreenCover",
  "/inbox/thread:7/settings;sheet/thread:1",
  "/inbox/thread:7/settings;sheet=large/account/profile;sheet", "/account",
]

/// Drives a store with seeded random inputs: sends, sends from a screen, deep links opened
/// and restores; starts recording before input `recordsFrom`, if given; returns what it
/// reported for each input, routes as strings.
@MainActor
private func randomSession(
  _ store: NavigatorStore<Screen>, steps: Int, seed: UInt64, restores: Bool,
  recordsFrom: Int? = nil
) throws -> [Observed] {
  var generator = SplitMix64(seed: seed)
  var snapshots = [store.navigator]
  var observed: [Observed] = []
  for step in 0..<steps {
    if step == recordsFrom { store.startRecording() }
    let events: [Navigator<Screen>.Event]
    if restores, step % 37 == 36 {
      events = Array(store.restore(generator.pick(snapshots)))
    } else if step % 11 == 5 {
      events = Array(try store.open(generator.pick(links), as: screenLinks))
    } else if step % 3 == 0, let screen = store.navigator.allEntries.last {
      events = Array(
        store.send(randomAction(for: store.navigator, using: &generator), from: screen.id))
    } else {
      events = Array(store.send(randomAction(for: store.navigator, using: &generator)))
    }
    snapshots.append(store.navigator)
    observed.append(
      Observed(
        events: try events.map { try $0.mapRoutes(segment) },
        state: try store.navigator.mapRoutes(segment)))
  }
  return observed
}

@MainActor
@Suite("Session recordings")
struct SessionRecordingTests {
  @Test(
    "a recorded session replays through the trace reader to the store's events and states",
    arguments: [(292, 21), (268, 22), (0, 23)] as [(Int, UInt64)])
  func recordingReplays(recordsFrom: Int, seed: UInt64) throws {
    let store = NavigatorStore(root: Screen.inbox)
    let observed = try randomSession(
      store, steps: 300, seed: seed, restores: false, recordsFrom: recordsFrom)

    let trace = try store.trace(screenSegments)
    let replay = try Trace.parse(trace.text).replay()

    #expect(trace.inputs.count == observed.count - recordsFrom)
    #expect(try Trace.parse(trace.text) == trace)
    let expected = zip(trace.inputs, observed.suffix(trace.inputs.count)).map {
      step, seen in
      TraceEncoder.replayLine(
        step.action, from: step.screen, events: seen.events, state: seen.state)
    }
    #expect(replay.lines == expected)
    #expect(replay.navigator == (try store.navigator.mapRoutes(segment)))
  }

  @Test("a restore starts a new recording: the trace starts from the state it put in place")
  func restoreStartsANewRecording() throws {
    let store = NavigatorStore(root: Screen.inbox, recordsSession: true)
    let observed = try randomSession(store, steps: 120, seed: 24, restores: true)
    let lastRestore = try #require(store.recording).inputs.lastIndex { input in
      if case .restore = input { true } else { false }
    }

    let trace = try store.trace(screenSegments)
    let replay = trace.replay()

    let restoreIndex = try #require(lastRestore)
    #expect(try #require(store.recording).leftOutInputs == restoreIndex + 1)
    #expect(trace.start == observed[restoreIndex].state)
    #expect(trace.inputs.count == observed.count - restoreIndex - 1)
    #expect(replay.navigator == observed.last?.state)
    for (line, seen) in zip(replay.lines, observed[(restoreIndex + 1)...]) {
      #expect(line.hasSuffix(",\"state\":" + TraceEncoder.encode(state: seen.state) + "}"))
      #expect(line.contains("\"events\":" + TraceEncoder.encode(seen.events) + ","))
    }
  }

  @Test(
    "a store that did nothing, or does not record, records a state header and no actions",
    arguments: [false, true])
  func emptyRecording(recordsSession: Bool) throws {
    let store = NavigatorStore(root: Screen.inbox, recordsSession: recordsSession)

    let trace = try store.trace(screenSegments)

    #expect(
      trace.text == #"{"state":{"stack":[{"id":0,"route":"inbox"}],"layers":[],"#
        + #""queue":{"level":0,"items":[]},"nextID":1}}"# + "\n")
    #expect(trace.replay().lines.isEmpty)
  }

  @Test("the modalkit executable replays a recorded session byte for byte")
  func executableReplaysARecording() throws {
    let store = NavigatorStore(root: Screen.inbox)
    _ = try randomSession(store, steps: 60, seed: 25, restores: false, recordsFrom: 44)
    let trace = try store.trace(screenSegments)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("modalkit-recording-\(ProcessInfo.processInfo.processIdentifier)")
      .appendingPathExtension("jsonl")
    try Data(trace.text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = Bundle.main.bundleURL.appendingPathComponent("modalkit")
    process.arguments = ["replay", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    #expect(String(decoding: printed, as: UTF8.self) == trace.replay().output)
    let last = try #require(trace.replay().lines.last)
    #expect(
      last.hasSuffix(TraceEncoder.encode(state: try store.navigator.mapRoutes(segment)) + "}"))
  }
}
