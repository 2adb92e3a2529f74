import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// The data file on a real disk: written after every command, read at the next start, and never
/// touched when it can't be read.
@MainActor
@Suite struct SyncUpsPersistenceTests {
  @Test func syncUpAddedBeforeQuittingIsThereAtTheNextStart() async throws {
    let directory = try TemporaryDirectory()
    let first = await runSyncUps(
      "add\ntitle Engineering\nattendee Blob\ndone\nquit", data: directory.dataFile)
    #expect(first.status == 0)

    let second = await runSyncUps(
      "add\ntitle Design\nattendee Blob Sr\ndone", data: directory.dataFile)

    #expect(second.status == 0)
    expectSameLines(
      second.screens[0].text,
      """
      ── AppFeature
      Daily Sync-ups
        1. Engineering · 1 attendee · 5 min · Bubblegum
      commands: add · open <n> · delete <n> · help · quit
      """)
    // Counted ids go on past those in the file, so the second run never reuses one.
    #expect(
      try syncUps(in: directory.dataFile) == [
        SyncUp(
          id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")],
          title: "Engineering"),
        SyncUp(
          id: SyncUp.ID(UUID(2)), attendees: [Attendee(id: Attendee.ID(UUID(3)), name: "Blob Sr")],
          title: "Design"),
      ])
  }

  @Test func missingDirectoriesAreCreatedWithTheFile() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(path: "deep/er/sync-ups.json")
    let run = await runSyncUps("add\ntitle Engineering\ndone", data: file)

    #expect(run.status == 0)
    #expect(try syncUps(in: file).map(\.title) == ["Engineering"])
  }

  @Test func runThatChangesNothingWritesNoFile() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\ncancel\nhelp", data: directory.dataFile)

    #expect(run.status == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.dataFile.path))
  }

  struct Corruption: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: String
    let reason: String
    var testDescription: String { name }
  }

  nonisolated static let corruptions = [
    Corruption(
      name: "truncated JSON", bytes: #"[{"id": "#,
      reason: "The file is not valid JSON: Unexpected end of file during JSON parse."),
    Corruption(name: "empty file", bytes: "", reason: "The file is empty."),
    Corruption(
      name: "another schema", bytes: #"[{"name": "Engineering"}]"#,
      reason: #"No value for key "id" at "[0]"."#),
    Corruption(
      name: "a field from a newer version",
      bytes: """
        [{"attendees":[],"color":"red","duration":60,"id":"00000000-0000-0000-0000-000000000000",\
        "meetings":[],"theme":"navy","title":"Engineering"}]
        """,
      reason: """
        The file has a field this program does not know, which saving would drop: "[0].color". \
        It may come from a newer version.
        """),
  ]

  @Test(arguments: corruptions)
  func corruptDataFileStopsTheProgramAndIsLeftUntouched(_ corruption: Corruption) async throws {
    let directory = try TemporaryDirectory()
    let bytes = Data(corruption.bytes.utf8)
    try bytes.write(to: directory.dataFile)

    let run = await runSyncUps("add\ntitle Engineering\ndone", data: directory.dataFile)

    #expect(run.status == 1)
    #expect(run.output == "")
    expectSameLines(
      run.errors,
      """
      sync-ups: can't use the data file "\(directory.dataFile.path)": \(corruption.reason)
      The file was left untouched. Repair it or move it away and run sync-ups again, or keep \
      the data elsewhere with --data PATH.

      """)
    #expect(try Data(contentsOf: directory.dataFile) == bytes)
  }

  @Test func aReadOnlyDataFileIsReportedOnceNotAfterEveryCommand() async throws {
    let directory = try TemporaryDirectory()
    let first = await runSyncUps("add\ntitle Engineering\ndone", data: directory.dataFile)
    #expect(first.status == 0)
    let saved = try Data(contentsOf: directory.dataFile)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: directory.dataFile.path)

    let run = await runSyncUps(
      "add\ntitle Design\ndone\nadd\ntitle Planning\ndone", data: directory.dataFile)

    #expect(run.status == 1)
    let warnings = run.errors.components(separatedBy: "warning: Couldn't save changes to")
    #expect(warnings.count == 2, "one warning for the two failed saves: \(run.errors)")
    #expect(run.errors.contains("The file is read-only."))
    #expect(try Data(contentsOf: directory.dataFile) == saved)
  }

  @Test func directoryInPlaceOfTheDataFileIsReported() async throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.dataFile, withIntermediateDirectories: true)

    let run = await runSyncUps("quit", data: directory.dataFile)

    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "sync-ups: can't use the data file \"\(directory.dataFile.path)\": Is a directory."))
  }
}
