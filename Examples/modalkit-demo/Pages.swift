// The demo's scenarios as timeline pages: NAME.html and the trace it draws, NAME.jsonl, for each
// scenario, and an index.html linking them.
// Run: swift run modalkit-demo --html .build/tour, then open .build/tour/index.html

import ModalKitTimeline
import ModalKitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes each scenario's timeline page and trace into `directory`, creating it when missing,
/// then an index linking them; prints one line per file.
///
/// - Returns: Whether every file was written; each failure is printed to standard error.
@MainActor
func writePages(_ scenarios: [Scenario], to directory: String) -> Bool {
  if mkdir(directory, 0o755) != 0, errno != EEXIST {
    printError("modalkit-demo: cannot create \(directory)")
    return false
  }
  var written = true
  var links: [(name: String, heading: String, steps: Int)] = []
  for scenario in scenarios {
    guard let recording = scenario.record() else { continue }
    let name = scenario.rawValue
    let page = Timeline(recording.trace, title: recording.heading).html
    written = writeFile(page, to: directory + "/" + name + ".html") && written
    written = writeFile(recording.trace.text, to: directory + "/" + name + ".jsonl") && written
    links.append((name, recording.heading, recording.trace.inputs.count))
  }
  var index = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>ModalKit tour</title>
    <style>body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; max-width: 760px; }</style>
    </head>
    <body>
    <h1>ModalKit tour</h1>
    <p>Each scenario of <code>modalkit-demo</code> as a timeline: every step drawn as a phone
    screen, with its action and events. <code>modalkit timeline NAME.jsonl</code> draws the
    same page from the trace beside it.</p>
    <ul>

    """
  for link in links {
    index +=
      "<li><a href=\"\(link.name).html\">\(link.name)</a> (\(link.steps) steps, "
      + "<a href=\"\(link.name).jsonl\">trace</a>): \(escapedText(link.heading))</li>\n"
  }
  index += "</ul>\n</body>\n</html>\n"
  written = writeFile(index, to: directory + "/index.html") && written
  return written
}

/// Writes text to a file, replacing it, and prints the path; on failure, says so on standard
/// error.
private func writeFile(_ text: String, to path: String) -> Bool {
  guard let file = fopen(path, "w") else {
    printError("modalkit-demo: cannot write \(path)")
    return false
  }
  let bytes = Array(text.utf8)
  let count = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  let closed = fclose(file) == 0
  guard count == bytes.count, closed else {
    printError("modalkit-demo: cannot write \(path)")
    return false
  }
  print("wrote \(path)")
  return true
}

/// Text made safe for HTML: the index's headings.
private func escapedText(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    default: result.append(character)
    }
  }
  return result
}
