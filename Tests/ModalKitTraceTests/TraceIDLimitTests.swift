import ModalKit
import ModalKitTrace
import Testing

/// The trace's id limit (2⁵³ − 1) behaves as the navigator's own (2⁶⁴ − 1) does, only lower:
/// every replay vector, started with 0 to 3 ids left under each limit, is refused and applied
/// at the same steps, with the same states once the ids are moved back.
@Suite("Trace id limit")
struct TraceIDLimitTests {
  @Test("a replay at the trace's limit matches the navigator at its own", arguments: 0...3)
  func limitsAgree(room: UInt64) throws {
    for name in ConformanceVectors.replayNames {
      let trace = try Trace.parse(try ConformanceVectors.input(name))
      let counter = trace.start.nextID.rawValue
      // A vector that starts closer to the limit (the `idsExhausted` ones) is moved up only.
      guard room <= Trace.idLimit.rawValue - counter else { continue }
      // Each side's start, numbered so that `room` ids are left under its limit.
      let traceShift = Trace.idLimit.rawValue - room - counter
      let coreShift = UInt64.max - room - counter
      var replayed = try moved(trace.start, by: traceShift)
      var core = try moved(trace.start, by: coreShift)

      for input in trace.inputs {
        let traceInput = moved(input, by: traceShift)
        let coreInput = moved(input, by: coreShift)
        let traceEvents = Trace.send(traceInput, to: &replayed)
        let coreEvents =
          if let screen = coreInput.screen {
            core.send(coreInput.action, from: screen)
          } else {
            core.send(coreInput.action)
          }
        #expect(
          traceEvents.rejection == coreEvents.rejection && traceEvents.count == coreEvents.count,
          "\(name) line \(input.line), \(room) ids left")
        #expect(
          try moved(replayed, by: 0 &- traceShift) == moved(core, by: 0 &- coreShift),
          "\(name) line \(input.line), \(room) ids left")
        #expect(replayed.nextID <= Trace.idLimit)
      }
    }
  }

  @Test("far from the limit, a replay is the navigator's send")
  func farFromTheLimit() {
    var replayed = Navigator(root: "home")
    var sent = Navigator(root: "home")
    let inputs: [Trace.Input] = [
      .init(line: 2, action: .replacePath(["a", "b", "c"])),
      .init(line: 3, action: .present("s", as: .sheet())),
      .init(line: 4, action: .push("x"), from: 2),
      .init(line: 5, action: .push("y")),
    ]
    for input in inputs {
      let events = Trace.send(input, to: &replayed)
      let expected =
        input.screen.map { sent.send(input.action, from: $0) } ?? sent.send(input.action)
      #expect(events == expected)
    }
    #expect(replayed == sent)
  }

  @Test("at the limit, every action that creates an entry is refused and every other applies")
  func atTheLimit() throws {
    var navigator = try Navigator(
      stack: RouteStack(root: RouteEntry(id: 0, route: "home")), nextID: Trace.idLimit)

    for action: Navigator<String>.Action in [
      .push("a"), .pushIfNotOnTop("a"), .replacePath(["a"]), .present("s", as: .sheet()),
      .reset("home"), .apply(Destination(root: "other")),
    ] {
      #expect(
        Trace.send(.init(line: 2, action: action), to: &navigator)
          == [.rejected(action, reason: .idsExhausted)])
    }
    #expect(Trace.send(.init(line: 2, action: .update(0, to: "start")), to: &navigator).count == 1)
    #expect(navigator.nextID == Trace.idLimit)
  }

  /// The navigator with every id moved by `shift` (modulo 2⁶⁴, so a negative shift moves down).
  private func moved(_ navigator: Navigator<String>, by shift: UInt64) throws -> Navigator<String> {
    func move(_ entry: RouteEntry<String>) -> RouteEntry<String> {
      RouteEntry(id: shiftedID(entry.id, shift), route: entry.route)
    }
    let layers = navigator.modal.layers.map {
      ModalLayer(
        entry: move($0.entry), presentation: $0.presentation, path: $0.stack.path.map(move))
    }
    return try Navigator(
      stack: RouteStack(root: move(navigator.stack.root), path: navigator.stack.path.map(move)),
      modal: ModalSlot(layers: layers),
      queue: PresentationQueue(
        items: navigator.queue.items.map {
          QueuedPresentation(entry: move($0.entry), presentation: $0.presentation)
        }, level: navigator.queue.level),
      nextID: shiftedID(navigator.nextID, shift))
  }

  /// The input with every id it names moved by `shift`.
  private func moved(_ input: Trace.Input, by shift: UInt64) -> Trace.Input {
    let action: Navigator<String>.Action =
      switch input.action {
      case .unwindTo(let id): .unwindTo(shiftedID(id, shift))
      case .dismissLayer(let id): .dismissLayer(shiftedID(id, shift))
      case .close(let id): .close(shiftedID(id, shift))
      case .dismissInteractively(let id): .dismissInteractively(shiftedID(id, shift))
      case .tapBackdrop(let id): .tapBackdrop(shiftedID(id, shift))
      case .tapButton(let button, let id): .tapButton(button, in: shiftedID(id, shift))
      case .selectDetent(let detent, let id): .selectDetent(detent, of: shiftedID(id, shift))
      case .update(let id, let route): .update(shiftedID(id, shift), to: route)
      case .push, .pushIfNotOnTop, .unwind, .unwindCount, .unwindToLast, .home, .replace,
        .replacePath, .present, .dismiss, .dismissAll, .apply, .reset:
        input.action
      }
    return Trace.Input(
      line: input.line, action: action, from: input.screen.map { shiftedID($0, shift) })
  }
}

private func shiftedID(_ id: EntryID, _ shift: UInt64) -> EntryID {
  EntryID(rawValue: id.rawValue &+ shift)
}
