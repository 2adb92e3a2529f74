import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// `sync-ups` run on scripts, in this process: every screen it prints, word for word.
@MainActor
@Suite struct SyncUpsScriptTests {
  @Test func addSheetBuildsASyncUpOneFieldAtATime() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      """
      add
      title Engineering
      duration 10
      theme periwinkle
      attendee Blob
      attendee Blob Jr
      remove 1
      done
      """,
      data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    expectSameLines(run.output, Self.addTranscript + "\n")
    #expect(
      try syncUps(in: directory.dataFile) == [
        SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr")],
          duration: .seconds(600),
          theme: .periwinkle,
          title: "Engineering")
      ])
  }

  @Test func detailShowsTheSyncUpAndItsPastMeeting() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded, .seededDesign], to: directory.dataFile)
    let run = await runSyncUps("open 1\nmeeting 1\nback", data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(
      run.screens[0].text,
      """
      ── AppFeature
      Daily Sync-ups
        1. Engineering · 2 attendees · 2 min · Periwinkle
        2. Design · 1 attendee · 5 min · Orange
      commands: add · open <n> · delete <n> · help · quit
      """)
    expectSameLines(run.screen(after: "open 1") ?? "", Self.engineeringDetail)
    expectSameLines(
      run.screen(after: "meeting 1") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #1 meeting
      Engineering: meeting of 2025-02-24 09:02
        attendees:     Blob, Blob Jr
        transcript:    We shipped the release.
      commands: back · help · quit
      """)
    expectSameLines(run.lastScreen, Self.engineeringDetail)
  }

  @Test func editSheetSavesWithDoneAndDropsWithCancel() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      """
      open 1
      edit
      theme teal
      attendee Blob Sr
      cancel
      edit
      title Engineering Weekly
      duration 4
      done
      """,
      data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(
      run.screen(after: "attendee Blob Sr") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ sheet edit
      Edit Engineering
        title:         Engineering
        duration:      2 min
        theme:         Teal
        attendees:     1. Blob
                       2. Blob Jr
                       3. Blob Sr
      commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
                cancel · help · quit
      """)
    expectSameLines(run.screen(after: "cancel") ?? "", Self.engineeringDetail)
    var edited = SyncUp.seeded
    edited.title = "Engineering Weekly"
    edited.duration = .seconds(240)
    #expect(try syncUps(in: directory.dataFile) == [edited])
  }

  @Test func deleteAsksFirstAndNevermindKeepsTheSyncUp() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded, .seededDesign], to: directory.dataFile)
    let run = await runSyncUps("open 1\ndelete\nno\ndelete\nyes", data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(
      run.screen(after: "delete") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ alert "Delete?"
      ⚠ Delete?
        Are you sure you want to delete this meeting?
        [Yes] (destructive)  [Nevermind] (cancel)
      commands: 1 or yes · 2 or nevermind · help · quit
      """)
    expectSameLines(run.screen(after: "no") ?? "", Self.engineeringDetail)
    expectSameLines(
      run.lastScreen,
      """
      ── AppFeature
      Daily Sync-ups
        1. Design · 1 attendee · 5 min · Orange
      commands: add · open <n> · delete <n> · help · quit
      """)
    #expect(try syncUps(in: directory.dataFile) == [.seededDesign])
  }

  @Test func helpListsTheCommandsOfTheScreenAndThoseThatWorkAnywhere() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("help", data: directory.dataFile)

    expectSameLines(
      run.lastScreen,
      """
      commands on the sync-ups list:
        add             "+": open the "New sync-up" sheet
        open <n>        show sync-up n
        delete <n>      delete sync-up n, as a swipe does
      anywhere:
        wait <seconds>  let time pass, up to a day at a time: the meeting timer runs
        help            list the commands of this screen
        quit            leave; with a sheet or meeting not saved, says so and asks to quit again
      """)
  }

  static let engineeringDetail = """
    ── AppFeature ▸ #0 detail
    Engineering
      length:        2 min, 1 min per attendee
      theme:         Periwinkle
      attendees:     Blob, Blob Jr
      speech:        not asked yet: the first meeting asks
      past meetings:
        1. 2025-02-24 09:02
    commands: start · edit · delete · meeting <n> · remove <n> · back · help · quit
    """
}
