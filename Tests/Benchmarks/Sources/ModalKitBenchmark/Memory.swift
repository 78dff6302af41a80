// Chapter 7: what a deep stack costs in memory.
//
// Two figures per subject: the stride of one stored entry (what the type promises), and what
// building a 100,000-deep stack costs a fresh process, read from /proc/self/status on Linux:
// the growth of VmRSS (resident now) and of VmHWM (the peak, which includes the moment an
// array grows and holds its old and new buffers at once). Each subject is built in a child
// process of its own, so no figure inherits another's heap.

import Foundation
import ModalKit

/// The memory a subject's 100,000-deep stack costs, measured in a fresh process.
struct MemoryFigure {
  /// Whose stack.
  let subject: Subject
  /// The bytes one entry's storage takes in its array, by `MemoryLayout`.
  let stride: Int
  /// The growth of resident memory while the stack is alive, in kB.
  let residentKB: Int
  /// The growth of peak resident memory, in kB.
  let peakKB: Int
  /// The peak resident memory of the whole process once the stack is built, in kB.
  let processPeakKB: Int
}

/// The depth the memory figures are taken at.
let memoryDepth = 100_000

/// The bytes one stack entry takes in each subject's arrays, by `MemoryLayout`.
func entryStride(_ subject: Subject) -> Int {
  switch subject {
  case .modalKit: MemoryLayout<RouteEntry<BenchRoute>>.stride
  case .floor, .floorWithArray: MemoryLayout<(id: UInt64, route: BenchRoute)>.stride
  case .handRolled: MemoryLayout<BenchRoute>.stride
  case .orderedDictionary:
    // A key and a value, and two buckets of the hash table (at most half full when built).
    MemoryLayout<UInt64>.stride + MemoryLayout<BenchRoute>.stride + 2 * MemoryLayout<Int>.stride
  }
}

/// A field of `/proc/self/status` in kB, such as `VmHWM`; `nil` off Linux.
func processStatus(_ field: String) -> Int? {
  // /proc files report a size of 0, so read to the end rather than by size.
  guard let file = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
  defer { try? file.close() }
  let status = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    return Int(line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first ?? "")
  }
  return nil
}

/// Builds one subject's deep stack and prints `rssBefore rssAfter hwmBefore hwmAfter` in kB.
///
/// This is what the child process runs (`modalkit-bench --memory-probe <subject>`).
func probeMemory(of subject: Subject) {
  let before = (processStatus("VmRSS") ?? 0, processStatus("VmHWM") ?? 0)
  let built: Any =
    switch subject {
    case .modalKit: SendModel(depth: memoryDepth).navigator
    case .floor, .floorWithArray: FloorModel(depth: memoryDepth)
    case .handRolled: HandRolledModel(depth: memoryDepth)
    case .orderedDictionary: OrderedDictionaryModel(depth: memoryDepth)
    }
  let after = (processStatus("VmRSS") ?? 0, processStatus("VmHWM") ?? 0)
  withExtendedLifetime(built) {
    print(before.0, after.0, before.1, after.1)
  }
}

/// Runs the probe for each subject in a child process of this executable.
func measureMemory() -> [MemoryFigure] {
  Subject.allCases.filter { $0 != .floorWithArray }.compactMap { subject in
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--memory-probe", subject.rawValue]
    let output = Pipe()
    child.standardOutput = output
    guard (try? child.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .compactMap { Int($0) }
    guard numbers.count == 4 else { return nil }
    return MemoryFigure(
      subject: subject, stride: entryStride(subject), residentKB: numbers[1] - numbers[0],
      peakKB: numbers[3] - numbers[2], processPeakKB: numbers[3])
  }
}

/// The memory figures as a table, with bytes per entry worked out from the measured growth.
func memoryTable(_ figures: [MemoryFigure]) -> String {
  var lines = [
    "Memory of a \(memoryDepth.formatted())-deep stack, each built in a fresh process "
      + "(/proc/self/status):",
    pad("subject", 14) + pad("stride B/entry", 16, right: true)
      + pad("resident B/entry", 18, right: true) + pad("peak growth", 14, right: true)
      + pad("process peak", 15, right: true),
  ]
  for figure in figures {
    let perEntry = Double(figure.residentKB * 1_024) / Double(memoryDepth)
    lines.append(
      pad(figure.subject.rawValue, 14) + pad("\(figure.stride)", 16, right: true)
        + pad(String(format: "%.1f", perEntry), 18, right: true)
        + pad(String(format: "%.1f MB", Double(figure.peakKB) / 1_024), 14, right: true)
        + pad(String(format: "%.1f MB", Double(figure.processPeakKB) / 1_024), 15, right: true))
  }
  lines.append(
    "Resident bytes include the arrays' spare capacity; the process peak includes the runtime "
      + "and Foundation.")
  return lines.joined(separator: "\n")
}
