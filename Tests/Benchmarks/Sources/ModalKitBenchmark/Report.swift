// Chapter 5: the figures, as a table for people, as TSV for scripts, and against the targets.

import Foundation

/// The figures of one run, looked up by subject, operation and depth.
struct Results {
  /// Every figure, in the order measured.
  let measurements: [Measurement]
  /// The depths measured, shallowest first.
  let depths: [Int]

  /// The median nanoseconds per operation, when that subject did that operation.
  func nanoseconds(_ subject: Subject, _ operation: Operation, _ depth: Int) -> Double? {
    measurements.first {
      $0.subject == subject && $0.operation == operation && $0.depth == depth
    }?.nanosecondsPerOperation
  }

  /// A figure divided by the floor's figure for the operation's counterpart at the same depth.
  func ratioToFloor(_ figure: Measurement) -> Double? {
    ratio(
      figure.nanosecondsPerOperation,
      nanoseconds(.floor, figure.operation.floorCounterpart, figure.depth))
  }

  /// ModalKit's figure divided by a baseline's figure for the same operation and depth.
  func ratio(_ operation: Operation, _ depth: Int, to baseline: Subject) -> Double? {
    guard let ours = nanoseconds(.modalKit, operation, depth) else { return nil }
    let counterpart = baseline == .floor ? operation.floorCounterpart : operation
    return ratio(ours, nanoseconds(baseline, counterpart, depth))
  }

  private func ratio(_ value: Double, _ reference: Double?) -> Double? {
    guard let reference, reference > 0 else { return nil }
    return value / reference
  }

  /// How much slower an operation is at the deepest depth than at the shallowest.
  func growth(_ subject: Subject, _ operation: Operation) -> Double? {
    guard let shallow = depths.first, let deep = depths.last,
      let low = nanoseconds(subject, operation, shallow)
    else { return nil }
    return ratio(nanoseconds(subject, operation, deep) ?? 0, low)
  }
}

// MARK: - TSV

extension Results {
  /// One line per figure: `subject/operation`, depth, ns per operation, ratio to the floor.
  var tsv: String {
    measurements.map { figure in
      let ratio = ratioToFloor(figure).map { String(format: "%.3f", $0) } ?? ""
      return [
        "\(figure.subject.rawValue)/\(figure.operation.key)", "\(figure.depth)",
        String(format: "%.2f", figure.nanosecondsPerOperation), ratio,
      ].joined(separator: "\t")
    }.joined(separator: "\n")
  }
}

// MARK: - Table

extension Results {
  /// A row per operation and depth: each subject's ns per operation, then ModalKit's ratios.
  var table: String {
    let header = [
      pad("operation (ModalKit via send)", 30), pad("depth", 8, right: true),
      pad("modalkit", 13, right: true), pad("floor", 9, right: true),
      pad("+array", 9, right: true), pad("hand-rolled", 12, right: true),
      pad("ordered-dict", 13, right: true), "  |",
      pad("x floor", 8, right: true), pad("x hand", 7, right: true),
      pad("x ordered", 10, right: true),
    ].joined()
    var lines = [header, String(repeating: "-", count: header.count)]
    for operation in Operation.allCases {
      for depth in depths {
        guard nanoseconds(.modalKit, operation, depth) != nil else { continue }
        let floor = nanoseconds(.floor, operation.floorCounterpart, depth)
        let floorText =
          operation.floorCounterpart == operation ? format(floor) : "(\(format(floor)))"
        lines.append(
          [
            pad(depth == depths.first ? operation.rawValue : "", 30),
            pad(depth.formatted(), 8, right: true),
            pad(format(nanoseconds(.modalKit, operation, depth)), 13, right: true),
            pad(floorText, 9, right: true),
            pad(format(nanoseconds(.floorWithArray, operation, depth)), 9, right: true),
            pad(format(nanoseconds(.handRolled, operation, depth)), 12, right: true),
            pad(format(nanoseconds(.orderedDictionary, operation, depth)), 13, right: true),
            "  |",
            pad(formatRatio(ratio(operation, depth, to: .floor)), 8, right: true),
            pad(formatRatio(ratio(operation, depth, to: .handRolled)), 7, right: true),
            pad(formatRatio(ratio(operation, depth, to: .orderedDictionary)), 10, right: true),
          ].joined())
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Nanoseconds with one decimal below 100, whole and grouped above; a dash when absent.
func format(_ nanoseconds: Double?) -> String {
  guard let nanoseconds else { return "-" }
  if nanoseconds < 100 { return String(format: "%.1f", nanoseconds) }
  return Int(nanoseconds.rounded()).formatted()
}

/// A ratio with two decimals below 10, one below 100, none above; a dash when absent.
func formatRatio(_ ratio: Double?) -> String {
  guard let ratio else { return "-" }
  if ratio < 10 { return String(format: "%.2f", ratio) }
  if ratio < 100 { return String(format: "%.1f", ratio) }
  return Int(ratio.rounded()).formatted()
}

/// The text padded with spaces to a width, on the left when `right` aligns it right.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - text.count))
  return right ? fill + text : text + fill
}
