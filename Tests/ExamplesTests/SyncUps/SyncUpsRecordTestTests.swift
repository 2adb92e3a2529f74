import Foundation
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// `sync-ups --record-test`: a session written as a test. The tests it writes for the sample
/// session and the walkthrough are pinned next to this file (`Recorded/`), where they are
/// compiled and run as part of this suite: recording today writes them again, byte for byte.
@MainActor
@Suite struct SyncUpsRecordTestTests {
  @Test(arguments: [
    ("sample.txt", "RecordedSample.swift"), ("walkthrough.txt", "RecordedWalkthrough.swift"),
  ])
  func aRecordedSessionIsThePinnedTest(script: String, pinned: String) async throws {
    let directory = try TemporaryDirectory()
    let output = directory.url.appending(path: pinned)
    let commands = try String(contentsOf: Self.examples.appending(path: script), encoding: .utf8)

    let run = await runSyncUps(
      commands, data: directory.dataFile, arguments: ["--record-test", output.path])

    #expect(run.status == 0)
    #expect(run.errors == "sync-ups: recorded the session as a test in \(output.path)\n")
    let recorded = try String(contentsOf: output, encoding: .utf8)
    try Self.expectPinned(recorded, in: pinned)
  }

  /// A session on a data file starts the test from its sync-ups, and its ids past theirs.
  @Test func aSessionOnADataFileStartsFromItsSyncUps() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded, .seededDesign], to: directory.dataFile)
    let output = directory.url.appending(path: "RecordedFromData.swift")

    let run = await runSyncUps(
      "add\ntitle Retro\ndone\nopen 1\nremove 1\nback\n", data: directory.dataFile,
      arguments: ["--record-test", output.path])

    #expect(run.status == 0)
    let recorded = try String(contentsOf: output, encoding: .utf8)
    #expect(recorded.contains("  @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [\n"))
    // The file's largest id is UUID(111).
    #expect(recorded.contains("    $0.uuid = .incrementing(from: 112)\n"))
    try Self.expectPinned(recorded, in: "RecordedFromData.swift")
  }

  /// Compares a recorded test with its pinned copy; `NAVTESTKIT_UPDATE_DOCS=1` writes it there
  /// instead, for a change made on purpose (then read the diff, and commit it).
  private static func expectPinned(_ text: String, in name: String) throws {
    let pinned = recorded(name)
    if ProcessInfo.processInfo.environment["NAVTESTKIT_UPDATE_DOCS"] == "1" {
      try Data(text.utf8).write(to: pinned)
      return
    }
    let expected = try String(contentsOf: pinned, encoding: .utf8)
    expectSameLines(text, expected)
  }

  /// Runs a script on a new data file, recording it into `file` in the same directory.
  private static func record(_ script: String, into file: String) async throws -> (
    run: ProgramRun, directory: TemporaryDirectory, output: URL
  ) {
    let directory = try TemporaryDirectory()
    let output = directory.url.appending(path: file)
    let run = await runSyncUps(
      script, data: directory.dataFile, arguments: ["--record-test", output.path])
    return (run, directory, output)
  }

  @Test func aTestThatCannotBeWrittenIsReportedAndTheDataIsKept() async throws {
    let (run, directory, output) = try await Self.record(
      "add\ntitle Retro\ndone\n", into: "missing/Recorded.swift")

    #expect(run.status == 1)
    #expect(
      run.errors == """
        sync-ups: can't write the recorded test "\(output.path)": there is no folder \
        "\(output.deletingLastPathComponent().path)". The session is not recorded; the data \
        file is saved as usual.

        """)
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Retro"])
  }

  @Test func aScriptStoppedByABadLineStillWritesWhatHappenedBefore() async throws {
    let (run, directory, output) = try await Self.record(
      "add\ntitle Retro\ndone\nopen 7\n", into: "Stopped.swift")

    #expect(run.status == 2)
    #expect(run.errors.contains("line 4: there is no sync-up 7"))
    let recorded = try String(contentsOf: output, encoding: .utf8)
    #expect(recorded.contains("@MainActor @Test func stopped() async {"))
    #expect(recorded.contains("await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {"))
    #expect(recorded.hasSuffix("  }\n}\n"))
    // The data file kept what the lines before did, as without recording.
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Retro"])
  }

  @Test func theTestIsNamedAfterItsFile() {
    #expect(TestRecording.testName(forFile: "Tests/AppTests/CheckoutFlow.swift") == "checkoutFlow")
    #expect(TestRecording.testName(forFile: "session.swift") == "session")
    #expect(TestRecording.testName(forFile: "my session.swift") == "recordedSession")
    #expect(TestRecording.testName(forFile: "1st.swift") == "recordedSession")
    #expect(TestRecording.testName(forFile: ".swift") == "recordedSession")
  }

  /// Every code block of Docs/RecordingTests.md marked `<!-- from FILE -->` is a part of that
  /// file as it is today.
  @Test func theDocsQuoteTheRecordedTestsAsTheyAre() throws {
    let docs = try String(
      contentsOf: Self.root.appending(path: "Docs/RecordingTests.md"), encoding: .utf8)
    let sources = [
      "RecordedWalkthrough.swift": Self.recorded("RecordedWalkthrough.swift"),
      "SessionRecorderTests.swift": Self.root.appending(
        path: "Tests/NavTestKitTests/Recording/SessionRecorderTests.swift"),
    ]
    let quotes = docs.components(separatedBy: "<!-- from ").dropFirst()
    #expect(quotes.count == 3)
    for quote in quotes {
      let name = String(quote.prefix { $0 != " " })
      let file = try #require(sources[name], "no file \(name) to quote")
      let block = try #require(
        quote.components(separatedBy: "```swift\n").dropFirst().first?
          .components(separatedBy: "```").first)
      let isQuoted = try String(contentsOf: file, encoding: .utf8).contains(block)
      #expect(isQuoted, "Docs/RecordingTests.md quotes \(name) as it no longer is:\n\(block)")
    }
  }

  private static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static let examples = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Examples/SyncUps")

  private static func recorded(_ name: String) -> URL {
    URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Recorded/\(name)")
  }
}
