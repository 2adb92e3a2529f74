import Foundation
import NavTestKit
import Testing

/// `NAVTESTKIT_COVERAGE` naming a file the run can't write fails the run, with the path and a
/// plain reason: CI that asked for coverage never passes without it.
@Suite struct CoverageFileTests {
  static func recorder() -> CoverageRecorder {
    let recorder = CoverageRecorder()
    recorder.take(from: "Mailbox", to: "Mailbox ▸ sheet compose", step: { "composeButtonTapped" })
    return recorder
  }

  static func failure(_ file: String, _ reason: String) -> String {
    """
    Navigation coverage could not be written to "\(file)": \(reason).

    NAVTESTKIT_COVERAGE names the JSON file the run's coverage goes to, with its table (and map) \
    beside it. To fix, name a file in a folder this run can write, like \
    NAVTESTKIT_COVERAGE=.build/coverage/coverage.json.
    """
  }

  @Test func aFolderAtThePathIsNamedAsAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "coverage-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let failure = CoverageFile.write(Self.recorder().coverage, picture: nil, to: folder.path)

    #expect(failure == Self.failure(folder.path, "a folder is at that path"))
  }

  @Test func aPathThroughAFileSaysWhatTheSystemSays() throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "coverage-\(UUID())")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let path = file.appending(path: "coverage.json").path

    let failure = CoverageFile.write(Self.recorder().coverage, picture: nil, to: path)

    #expect(failure == Self.failure(path, "Not a directory"))
  }

  @Test func aWritableFileGetsTheJSONAndTheTableBesideIt() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "coverage-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(path: "deep/coverage.json").path
    let coverage = Self.recorder().coverage

    #expect(CoverageFile.write(coverage, picture: nil, to: path) == nil)

    #expect(try String(contentsOfFile: path, encoding: .utf8) == coverage.json + "\n")
    #expect(
      try String(contentsOfFile: CoverageFile.textPath(for: path), encoding: .utf8)
        == coverage.text + "\n")
  }

  @Test func aFileThatCannotBeWrittenAtTheEndOfTheRunFailsTheRun() async {
    let result = await #expect(
      processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
    ) {
      // A path through a regular file: no system lets it be written.
      let file = FileManager.default.temporaryDirectory.appending(path: "coverage-\(UUID())")
      try? Data().write(to: file)
      CoverageFile.finish(
        CoverageFileTests.recorder(), path: file.appending(path: "coverage.json").path)
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors.hasPrefix(#"Navigation coverage could not be written to ""#), "\(errors)")
    #expect(errors.contains("/coverage.json\": Not a directory."), "\(errors)")
  }
}
