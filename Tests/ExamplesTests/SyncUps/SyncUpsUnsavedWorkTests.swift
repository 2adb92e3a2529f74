import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// A sheet that is not "done" and a meeting that has not ended are never lost without a word: a
/// typed `quit` asks again, a script's `quit` is a bad line, and input that ends says what it lost.
@MainActor
@Suite struct SyncUpsUnsavedWorkTests {
  @Test func inputEndingInTheNewSyncUpSheetSaysItIsLostAndFails() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\ntitle A\nattendee Ann", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors == """
        sync-ups: the input ended before the "New sync-up" sheet for "A" was saved, so it is lost: \
        type "done" to save it or "cancel" to throw it away before the input ends

        """)
    #expect(!FileManager.default.fileExists(atPath: directory.dataFile.path))
  }

  @Test func inputEndingInTheEditSheetSaysItIsLostAndKeepsTheFile() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps("open 1\nedit\ntitle Renamed", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors == """
        sync-ups: the input ended before the "Edit" sheet of "Engineering" was saved, so it is lost: \
        type "done" to save it or "cancel" to throw it away before the input ends

        """)
    #expect(try syncUps(in: directory.dataFile) == [.seeded])
  }

  @Test func inputEndingInAMeetingSaysItAndItsTranscriptAreLost() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      "open 1\nstart\nallow\nsay I fixed the build.", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors == """
        sync-ups: the input ended before the meeting of "Engineering" in progress, transcript and \
        all, was saved, so it is lost: type "end" then "save" to save it or "end" then "discard" \
        to throw it away before the input ends

        """)
    #expect(try syncUps(in: directory.dataFile) == [.seeded])
  }

  @Test func inputEndingAtTheEndMeetingAlertSaysToAnswerSave() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps("open 1\nstart\ndeny\nend", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors == """
        sync-ups: the input ended before the meeting of "Engineering" in progress was saved, so it \
        is lost: answer "save" to save it before the input ends

        """)
  }

  @Test func scriptQuittingWithASheetOpenStopsAtThatLine() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\ntitle A\nquit\ndone", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors == """
        line 3: "quit" would lose the "New sync-up" sheet for "A", which is not saved: type "done" \
        to save it or "cancel" to throw it away first

        """)
    #expect(run.screens.compactMap(\.command) == ["add", "title A", "quit"])
  }

  @Test(arguments: [
    "add", "add\ncancel", "add\ncancel\nquit", "open 1\nedit",
    "open 1\nedit\ntitle Engineering\nquit",
  ])
  func nothingToLoseEndsQuietly(_ script: String) async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(script, data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try syncUps(in: directory.dataFile) == [.seeded])
  }

  /// The form adds a blank attendee to a sync-up without attendees; opening it changes nothing.
  @Test func anUntouchedEditSheetOfASyncUpWithoutAttendeesEndsQuietly() async throws {
    let directory = try TemporaryDirectory()
    var lonely = SyncUp.seeded
    lonely.attendees.removeAll()
    try write([lonely], to: directory.dataFile)
    let run = await runSyncUps("open 1\nedit\nquit", data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try syncUps(in: directory.dataFile) == [lonely])
  }

  static let refusal = """
    ! the "New sync-up" sheet for "A" is not saved: type "done" to save it, "cancel" to throw it \
    away, or "quit" again to leave without saving

    """

  @Test func typedQuitWithASheetOpenAsksAgainAndASecondQuitLeaves() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      "add\ntitle A\nquit\n\nquit", data: directory.dataFile, isTyped: true)

    #expect(run.status == 0)
    #expect(run.errors == Self.refusal)
    #expect(!FileManager.default.fileExists(atPath: directory.dataFile.path))
  }

  @Test func typedQuitThatWasRefusedLeavesAfterDone() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      "add\ntitle A\nquit\ndone\nquit", data: directory.dataFile, isTyped: true)

    #expect(run.status == 0)
    #expect(run.errors == Self.refusal)
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["A"])
  }

  @Test func anotherCommandBetweenTwoQuitsMakesTheSecondAskAgain() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      "add\ntitle A\nquit\nduration 10\nquit", data: directory.dataFile, isTyped: true)

    #expect(run.status == 2)
    #expect(
      run.errors == Self.refusal + Self.refusal + """
        sync-ups: the input ended before the "New sync-up" sheet for "A" was saved, so it is lost: \
        type "done" to save it or "cancel" to throw it away before the input ends

        """)
  }
}

/// The built binary, fed an unfinished sheet on standard input as QA did.
@Suite(.enabled(if: SyncUpsBinary.url != nil, "the sync-ups binary is not built: run swift build"))
struct SyncUpsUnsavedWorkExecutableTests {
  @Test func pipedInputEndingInASheetExitsWithStatus2() async throws {
    let directory = try TemporaryDirectory()
    let run = try await SyncUpsBinary.run(
      ["--data", directory.dataFile.path, "--now", scriptStart],
      input: "add\ntitle A\nattendee Ann\n")

    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "sync-ups: the input ended before the \"New sync-up\" sheet for \"A\" was saved"))
  }
}
