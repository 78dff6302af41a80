// The saved-state decoder: any bytes as a saved navigator (routes are strings). Decoding must
// return a sound navigator or throw a RestorationError or a DecodingError, nothing else; what
// decodes must keep every invariant, re-encode to bytes that decode equal and encode the same,
// and keep its invariants through a few actions. A trap anywhere is a crash.

import Foundation
import LibFuzzerDriver
import ModalKit

/// libFuzzer's entry: one input, read as a whole saved navigator.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRestoration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  let navigator: Navigator<String>
  do {
    navigator = try JSONDecoder().decode(Navigator<String>.self, from: bytes)
  } catch is RestorationError {
    return 0
  } catch is DecodingError {
    return 0
  } catch {
    fatalError("decoding threw neither RestorationError nor DecodingError: \(error)")
  }

  let violations = navigator.invariantViolations()
  if !violations.isEmpty { fatalError("decoded \(navigator) breaking \(violations)") }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  do {
    let encoded = try encoder.encode(navigator)
    let again = try JSONDecoder().decode(Navigator<String>.self, from: encoded)
    if again != navigator { fatalError("\(navigator) decodes back as \(again)") }
    if try encoder.encode(again) != encoded { fatalError("\(navigator) encodes two ways") }
  } catch {
    fatalError("\(navigator) does not survive a round trip: \(error)")
  }

  var restored = navigator
  for action in [
    Navigator<String>.Action.push("next"), .dismiss, .present("p", as: .sheet()), .home,
  ] {
    restored.send(action)
    let violations = restored.invariantViolations()
    if !violations.isEmpty { fatalError("\(action) on \(navigator) breaks \(violations)") }
  }
  return 0
}

/// Hands the command line to libFuzzer, which runs, minimizes or replays inputs.
@main
enum FuzzRestorationMain {
  static func main() {
    runLibFuzzer(fuzzRestoration)
  }
}
