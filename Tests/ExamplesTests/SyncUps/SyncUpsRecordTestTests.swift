import Foundation
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
    let expected = try String(contentsOf: Self.recorded.appending(path: pinned), encoding: .utf8)
    expectSameLines(recorded, expected)
  }

  @Test func theTestIsNamedAfterItsFile() {
    #expect(TestRecording.testName(forFile: "Tests/AppTests/CheckoutFlow.swift") == "checkoutFlow")
    #expect(TestRecording.testName(forFile: "session.swift") == "session")
    #expect(TestRecording.testName(forFile: "my session.swift") == "recordedSession")
    #expect(TestRecording.testName(forFile: "1st.swift") == "recordedSession")
    #expect(TestRecording.testName(forFile: ".swift") == "recordedSession")
  }

  private static let examples = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Examples/SyncUps")

  private static let recorded = URL(filePath: #filePath)
    .deletingLastPathComponent().appending(path: "Recorded")
}
