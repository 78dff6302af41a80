// Chapter 9: instructions per operation, counted by valgrind's callgrind. The machine the package
// is developed on shares its two cores and has no hardware counters, so its clock is noisy;
// instruction counts are not, and they sit beside the times in this package's README.md.
//
//   swift run -c release modalkit-bench --instructions [--filter modalkit/home] [--tsv]
//
// The parent lists every figure a timing run takes, then runs itself once per figure under
// `valgrind --tool=callgrind --toggle-collect=*modalkit_bench_counted*`, as a child
// (`--count <key> <depth>`) that builds only that figure's workload, runs it twice uncounted,
// then a few times inside `countedRegion`, resets outside it. Instructions per operation are
// the count over the operations performed: the timed part of the workload, nothing else.

import Foundation

/// The instructions per operation of one figure.
struct InstructionCount {
  /// The figure's key, such as `modalkit/home`.
  let key: String
  /// The depth it was counted at.
  let depth: Int
  /// Instructions per operation, or `nil` when the child failed.
  let perOperation: Double?
}

/// Counts every listed figure, two children at a time.
func countInstructions(_ figures: [(key: String, depth: Int)]) -> [InstructionCount] {
  var counts: [InstructionCount] = []
  var next = 0
  while next < figures.count {
    let batch = figures[next..<min(next + 2, figures.count)]
    next += batch.count
    let children = batch.map { figure in (figure, startCountingChild(figure.key, figure.depth)) }
    for (figure, child) in children {
      counts.append(
        InstructionCount(
          key: figure.key, depth: figure.depth, perOperation: child.flatMap(finish)))
      FileHandle.standardError.write(Data(".".utf8))
    }
  }
  FileHandle.standardError.write(Data("\n".utf8))
  return counts
}

/// A child process counting one figure, and the pipes it writes to.
struct CountingChild {
  let process: Process
  let output: Pipe
  let errors: Pipe
}

/// Starts `valgrind --tool=callgrind` on this executable for one figure.
private func startCountingChild(_ key: String, _ depth: Int) -> CountingChild? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "valgrind", "--tool=callgrind", "--collect-atstart=no",
    "--toggle-collect=*modalkit_bench_counted*", "--callgrind-out-file=/dev/null",
    "/proc/self/exe".resolvingSymlink, "--count", key, String(depth),
  ]
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  guard (try? process.run()) != nil else { return nil }
  return CountingChild(process: process, output: output, errors: errors)
}

/// Waits for a child and works out instructions per operation from what it printed.
private func finish(_ child: CountingChild) -> Double? {
  let output = child.output.fileHandleForReading.readDataToEndOfFile()
  let errors = child.errors.fileHandleForReading.readDataToEndOfFile()
  child.process.waitUntilExit()
  // The child prints "operations <n>"; callgrind prints "==pid== Collected : <count>".
  let words = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  guard let at = words.firstIndex(of: "operations"), at + 1 < words.count,
    let operations = Double(words[at + 1]), operations > 0
  else { return nil }
  for line in String(decoding: errors, as: UTF8.self).split(separator: "\n")
  where line.contains("Collected :") {
    let number = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    if let count = number.flatMap(Double.init) { return count / operations }
  }
  return nil
}

extension String {
  /// The path a symbolic link points to, or the path itself.
  var resolvingSymlink: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: self)) ?? self
  }
}

/// The counts as a table: one line per figure, instructions per operation.
func instructionTable(_ counts: [InstructionCount]) -> String {
  var lines = [
    pad("figure", 44) + pad("depth", 9, right: true) + pad("instructions/op", 18, right: true),
    String(repeating: "-", count: 71),
  ]
  for count in counts {
    lines.append(
      pad(count.key, 44) + pad(count.depth.formatted(), 9, right: true)
        + pad(count.perOperation.map(formatCount) ?? "failed", 18, right: true))
  }
  return lines.joined(separator: "\n")
}

/// An instruction count: one decimal below 100, whole and grouped above.
func formatCount(_ count: Double) -> String {
  count < 100 ? String(format: "%.1f", count) : Int(count.rounded()).formatted()
}

/// Makes sure valgrind is installed before counting: installs it with apt-get when it is
/// missing and apt-get is there (as on the Linux machine and CI images the package uses), and
/// stops the run with a message otherwise, rather than print a table of empty counts.
func ensureValgrind() {
  if runQuietly(["valgrind", "--version"]) { return }
  FileHandle.standardError.write(Data("valgrind is missing: installing it with apt-get\n".utf8))
  if !runQuietly(["apt-get", "install", "-y", "valgrind"]) {
    _ = runQuietly(["apt-get", "update"])
    _ = runQuietly(["apt-get", "install", "-y", "valgrind"])
  }
  guard runQuietly(["valgrind", "--version"]) else {
    FileHandle.standardError.write(
      Data("--instructions needs valgrind (apt-get install -y valgrind), which is missing\n".utf8))
    exit(1)
  }
}

/// Runs a command found on the PATH, its output discarded; whether it ran and succeeded.
private func runQuietly(_ arguments: [String]) -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}
