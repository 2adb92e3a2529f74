import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// The sample session in `Examples/SyncUps/README.md` is what the program prints today.
@MainActor
@Suite struct SyncUpsReadmeTests {
  @Test func sampleSessionIsWhatTheProgramPrints() async throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let script = try #require(Self.block(after: "with this `sample.txt`:", in: readme))
    let printed = try #require(Self.block(after: "checks that\nit still does):", in: readme))
    let directory = try TemporaryDirectory()

    let run = await runSyncUps(script, data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(run.output, printed + "\n")
    #expect(
      try syncUps(in: directory.dataFile) == [
        SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [
            Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
            Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
          ],
          duration: .seconds(120),
          meetings: [
            Meeting(
              id: Meeting.ID(UUID(3)), date: scriptStartDate.addingTimeInterval(60),
              transcript: "I finished the release notes. I start on search today.")
          ],
          title: "Engineering")
      ])
  }

  @Test func sampleFileIsTheReadmesSampleScript() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let script = try #require(Self.block(after: "with this `sample.txt`:", in: readme))
    let file = try String(contentsOf: Self.sampleFile, encoding: .utf8)
    #expect(file == script + "\n")
  }

  @Test func readmeShowsTheUsageThatHelpPrints() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    // The usage lines: everything before the first blank line.
    let usage = try #require(ProgramOptions.usage.components(separatedBy: "\n\n").first)
    #expect(usage.hasPrefix("USAGE: sync-ups"))
    #expect(readme.contains("```text\n\(usage)\n```"))
  }

  private static let readme = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Examples/SyncUps/README.md")

  private static let sampleFile = readme.deletingLastPathComponent().appending(path: "sample.txt")

  /// The text of the first fenced block after `marker`.
  private static func block(after marker: String, in text: String) -> String? {
    text.components(separatedBy: marker).dropFirst().first?
      .components(separatedBy: "```text\n").dropFirst().first?
      .components(separatedBy: "\n```").first
  }
}
