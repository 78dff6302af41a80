// The module's exports: what modalkit.js calls. Every function takes and returns 32-bit integers
// (pointers and lengths into the module's memory, handles, statuses) and leaves its text in the
// result slots, which the caller reads before its next call.
//
// Built by .ci/wasm.sh (Embedded Swift for wasm32-unknown-none-wasm) with the core, the trace
// codec and the timeline's drawing; no SwiftPM target names this folder.

import ModalKit
import ModalKitTimeline
import ModalKitTrace

// MARK: - Memory

/// Allocates `count` bytes for the caller to write input into; freed with `mk_free`.
@_cdecl("mk_alloc")
func mkAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 16)
}

/// Frees what `mk_alloc` returned.
@_cdecl("mk_free")
func mkFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// Where result slot `slot` (0 or 1) starts.
@_cdecl("mk_result_pointer")
func mkResultPointer(_ slot: Int32) -> UnsafeRawPointer? {
  Results.pointer(Int(slot))
}

/// The length in bytes of result slot `slot`.
@_cdecl("mk_result_length")
func mkResultLength(_ slot: Int32) -> Int32 {
  Int32(Results.length(Int(slot)))
}

// MARK: - Navigators

/// A navigator showing `root` (UTF-8 at `pointer`); returns its handle.
@_cdecl("mk_navigator_root")
func mkNavigatorRoot(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  Navigators.add(Navigator(root: text(pointer, count)))
}

/// A navigator from a trace's header line, `{"root":…}` or `{"state":…}`; returns its handle,
/// or 0 with the error line in slot 0 and its message in slot 1.
@_cdecl("mk_navigator_header")
func mkNavigatorHeader(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  do throws(TraceError) {
    switch try TraceDecoder.decodeLine(bytes(pointer, count)) {
    case .header(let root): return Navigators.add(Navigator(root: root))
    case .stateHeader(let state): return Navigators.add(state)
    case .action:
      throw TraceError(.missingField, path: "root", message: "expected a header, found an action")
    }
  } catch {
    Results.set(error.canonicalJSON, error.description)
    return 0
  }
}

/// A copy of a navigator, with a handle of its own.
@_cdecl("mk_navigator_copy")
func mkNavigatorCopy(_ handle: Int32) -> Int32 {
  guard let navigator = Navigators.get(handle) else { return 0 }
  return Navigators.add(navigator)
}

/// Forgets a navigator.
@_cdecl("mk_navigator_free")
func mkNavigatorFree(_ handle: Int32) {
  Navigators.remove(handle)
}

/// Sends one trace line to the navigator with this handle, as `modalkit replay` does.
///
/// The line is an action, with `from` when it is sent from a screen. Returns 0 with the output
/// line in slot 0, 65 with the error line in slot 0 and its message in slot 1 for a bad line
/// (nothing applied), 1 for an unknown handle.
@_cdecl("mk_send")
func mkSend(_ pointer: UnsafePointer<UInt8>?, _ count: Int32, _ handle: Int32) -> Int32 {
  guard let navigator = Navigators.get(handle) else { return 1 }
  let line = bytes(pointer, count)
  do throws(TraceError) {
    guard !line.contains(UInt8(ascii: "\n")) else {
      throw TraceError(.malformedJSON, message: "a line holds no line break")
    }
    // Read and replayed as a one-line trace from the navigator's state, so that the line is
    // written back exactly as `modalkit replay` writes it.
    guard let input = try Trace.parse(line).inputs.first else {
      _ = try TraceDecoder.decodeLine(line)  // a blank line is malformed; a header reads
      throw TraceError(.misplacedHeader, message: "a header may only start a navigator")
    }
    let replay = Trace(start: navigator, inputs: [input]).replay()
    Navigators.set(handle, replay.navigator)
    Results.set(replay.lines[0])
    return 0
  } catch {
    var alone = error
    alone.line = nil  // a line on its own has no line number
    Results.set(alone.canonicalJSON, alone.description)
    return 65
  }
}

/// A navigator's state in slot 0, as output lines write it; 1 for an unknown handle.
@_cdecl("mk_state")
func mkState(_ handle: Int32) -> Int32 {
  guard let navigator = Navigators.get(handle) else { return 1 }
  Results.set(TraceEncoder.encode(state: navigator))
  return 0
}

// MARK: - Traces and the command line

/// Replays a whole trace as `modalkit replay [--json-errors]` does: standard output in slot 0,
/// standard error in slot 1; returns the exit status (0, or 65 for a bad trace).
@_cdecl("mk_replay")
func mkReplay(_ pointer: UnsafePointer<UInt8>?, _ count: Int32, _ jsonErrors: Int32) -> Int32 {
  let outcome = Command.replay(bytes(pointer, count), jsonErrors: jsonErrors != 0)
  Results.set(outcome.output, outcome.error)
  return outcome.status
}

/// Starts the `modalkit` command line with its arguments, NUL-separated.
///
/// Returns the exit status with standard output in slot 0 and standard error in slot 1, or -1
/// when the command needs its input: slot 0 then holds the file name (`-` for standard input),
/// whose bytes go to `mk_command_input`.
@_cdecl("mk_command")
func mkCommand(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  let words = bytes(pointer, count).split(separator: 0, omittingEmptySubsequences: false)
  let arguments = count == 0 ? [] : words.map { String(decoding: $0, as: UTF8.self) }
  switch Command.start(arguments) {
  case .needs(let file):
    Results.set(file)
    return -1
  case .finished(let outcome):
    Results.set(outcome.output, outcome.error)
    return outcome.status
  }
}

/// Finishes the command `mk_command` started, with the bytes of its input.
///
/// `readable` is 0 when the file cannot be read. Returns the exit status, standard output in
/// slot 0 and standard error in slot 1.
@_cdecl("mk_command_input")
func mkCommandInput(_ pointer: UnsafePointer<UInt8>?, _ count: Int32, _ readable: Int32) -> Int32 {
  let outcome = Command.finish(readable != 0 ? bytes(pointer, count) : nil)
  Results.set(outcome.output, outcome.error)
  return outcome.status
}

// MARK: - Drawing

/// The drawing of a state (a state object, as output lines write it) as a timeline page draws
/// each step, in slot 0; 65 with the error line in slot 0 for a state that does not read.
@_cdecl("mk_draw")
func mkDraw(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  let line = Array("{\"state\":".utf8) + bytes(pointer, count) + Array("}".utf8)
  do throws(TraceError) {
    guard case .stateHeader(let state) = try TraceDecoder.decodeLine(line) else { return 65 }
    Results.set(Timeline<String>.drawing(of: state))
    return 0
  } catch {
    Results.set(error.canonicalJSON, error.description)
    return 65
  }
}

/// The timeline pages' style sheet, which a drawing's classes need, in slot 0.
@_cdecl("mk_style_sheet")
func mkStyleSheet() -> Int32 {
  Results.set(Timeline<String>.styleSheet)
  return 0
}

// MARK: - Measuring

/// Runs `rounds` rounds of push, present, dismiss on one navigator, then a home; returns the
/// number of events, for timing the core without any text in or out.
@_cdecl("mk_bench")
func mkBench(_ rounds: Int32) -> Int32 {
  Int32(truncatingIfNeeded: Bench.rounds(Int(rounds)))
}

// MARK: - Reading input

/// The bytes at `pointer`.
private func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8] {
  guard let pointer, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// The UTF-8 text at `pointer`.
private func text(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
  String(decoding: bytes(pointer, count), as: UTF8.self)
}
