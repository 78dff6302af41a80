// The part of every harness that is the same: handing the command line to libFuzzer.

import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments and one input callback, then exits.
///
/// libFuzzer then fuzzes, minimizes or replays inputs as its flags say. The callback is the
/// harness's `LLVMFuzzerTestOneInput`; it traps on a finding, and returns 0 otherwise.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt)
  -> Never
{
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, testOneInput))
}
