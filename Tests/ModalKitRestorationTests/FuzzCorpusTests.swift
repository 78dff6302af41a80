import Foundation
import ModalKit
import Testing

/// The restoration fuzzer's committed inputs, checked in `swift test` as the fuzzer checks
/// them: `Tests/Fuzz/Corpus/restoration/` (valid encodings it starts from) and
/// `Tests/Fuzz/FailCases/restoration/` (inputs that once crashed it).
///
/// Serialized: with `MODALKIT_WRITE_CORPUS=1` the last test rewrites the files the others read.
@Suite("Restoration fuzz inputs", .serialized)
struct FuzzCorpusTests {
  /// `Tests/Fuzz`, found from this file.
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  /// The inputs in a folder of `Tests/Fuzz`, skipping dot files and read-mes; none when the
  /// folder does not exist.
  static func inputs(in folder: String) -> [URL] {
    let url = fuzzFolder.appendingPathComponent(folder)
    let files =
      (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
    return files.filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension != "md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("every seed of the restoration fuzzer is a valid saved navigator")
  func seedsDecode() throws {
    let files = Self.inputs(in: "Corpus/restoration")
    #expect(files.count >= 4)

    for file in files {
      let navigator = try JSONDecoder().decode(StringNav.self, from: Data(contentsOf: file))
      #expect(navigator.invariantViolations() == [], "\(file.lastPathComponent)")
    }
  }

  @Test("every seed and fail case decodes to a sound navigator that re-encodes equal, or throws")
  func inputsHoldTheFuzzerProperty() throws {
    let files = Self.inputs(in: "Corpus/restoration") + Self.inputs(in: "FailCases/restoration")

    for file in files {
      let data = try Data(contentsOf: file)
      guard let navigator = try? JSONDecoder().decode(StringNav.self, from: data) else { continue }
      #expect(navigator.invariantViolations() == [], "\(file.lastPathComponent)")
      let again = try JSONDecoder().decode(StringNav.self, from: JSON.data(navigator))
      #expect(again == navigator, "\(file.lastPathComponent)")
    }
  }

  @Test("the seeds are the encodings this build writes, so the fuzzer starts from the format")
  func seedsAreCurrent() throws {
    for (name, navigator) in FuzzSeeds.all {
      let file = Self.fuzzFolder.appendingPathComponent("Corpus/restoration/\(name).json")
      let committed = try String(contentsOf: file, encoding: .utf8)
      #expect(
        committed == (try JSON.string(navigator)),
        "\(name): regenerate with MODALKIT_WRITE_CORPUS=1"
      )
    }
  }

  @Test(
    "writing the seed corpus",
    .enabled(if: ProcessInfo.processInfo.environment["MODALKIT_WRITE_CORPUS"] == "1"))
  func writeSeeds() throws {
    let folder = Self.fuzzFolder.appendingPathComponent("Corpus/restoration")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, navigator) in FuzzSeeds.all {
      try JSON.data(navigator).write(to: folder.appendingPathComponent("\(name).json"))
    }
  }
}

/// The navigators whose encodings seed the restoration fuzzer: small, and between them every
/// style, detent shape, size, button role and a queue.
enum FuzzSeeds {
  static var all: [(String, StringNav)] {
    var plain = StringNav(root: "inbox")
    plain.send(.push("thread"))

    var sheets = StringNav(root: "home")
    sheets.send(
      .present(
        "a",
        as: .sheet(
          detents: [.medium, .large, .fraction(0.3), .height(200)], selection: .height(200),
          showsGrabber: true, largestUndimmedDetent: .fraction(0.3))))
    sheets.send(.push("b"))
    sheets.send(.present("c", as: .fullScreenCover))

    var dialogs = StringNav(root: "home")
    dialogs.send(
      .present(
        "o",
        as: .overlay(
          .top, .threeQuarters,
          buttons: [.cancel, ModalButton("Delete", id: "del", role: .destructive)])))
    dialogs.send(
      .present(
        "d",
        as: .confirmationDialog(
          "Share", message: "To whom?", buttons: [ModalButton("Copy"), .cancel])))
    dialogs.send(.present("q", as: .alert("Queued", message: nil), policy: .queue))
    dialogs.send(
      .present(
        "q2",
        as: .overlay(.center, .fraction(0.5)).rules(
          DismissalRules(
            allowsInteractiveDismissal: true, dismissesOnBackdropTap: false,
            blocksInputBeneath: false)), policy: .queue))

    return [
      ("plain", plain), ("sheets", sheets), ("dialogs", dialogs),
      ("golden", FormatTests.goldenNavigator()),
    ]
  }
}
