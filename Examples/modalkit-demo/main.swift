// The ModalKit demo: five scenarios drawn as text frames or timeline pages, the driver's steps,
// or an interactive navigator.
// Run: swift run modalkit-demo [custom-navigation|dialog|coordinator|half-sheet|store|driver] [-i]
//      swift run modalkit-demo --html DIR

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("modalkit-demo: \(error.message)\nRun modalkit-demo --help for usage.")
  exit(2)
}

if options.help {
  print(Options.usage)
} else if options.interactive {
  guard isatty(0) == 1 else {
    printError("modalkit-demo: --interactive needs a terminal on standard input")
    exit(2)
  }
  var session = Interactive(size: options.size)
  session.run()
} else if let directory = options.html {
  let scenarios = options.scenario.map { [$0] } ?? Scenario.tour
  guard writePages(scenarios, to: directory) else { exit(1) }
} else if let scenario = options.scenario {
  scenario.play(size: options.size)
} else {
  for scenario in Scenario.tour {
    scenario.play(size: options.size)
  }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  let line = Array((message + "\n").utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
