import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// Meetings in the terminal: the timer on a clock that `wait` moves, the permission question,
/// a transcript typed with `say`, and meetings held without recording.
@MainActor
@Suite struct SyncUpsRecordingTests {
  @Test func typedSpeechBecomesTheTranscriptSavedWhenTimeIsUp() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      """
      open 1
      start
      allow
      say Blob finished the release notes.
      wait 60
      say Blob Jr starts on search.
      wait 60
      meeting 1
      """,
      data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    expectSameLines(
      run.screen(after: "start") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #1 record
      Engineering: meeting in progress
        time:          0:00 elapsed, 2:00 remaining
        speaker:       Blob (1 of 2)
        turns:         ▸ Blob · Blob Jr
        recording:     may this meeting be recorded? "allow" or "deny"
      commands: allow · deny · next · end · say <words> · wait <seconds> · help · quit
      """)
    expectSameLines(
      run.screen(after: "say Blob Jr starts on search.") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #1 record
      Engineering: meeting in progress
        time:          1:00 elapsed, 1:00 remaining
        speaker:       Blob Jr (2 of 2)
        turns:         ✓ Blob · ▸ Blob Jr
        recording:     on: what you "say" is the transcript
        transcript:    Blob finished the release notes. Blob Jr starts on search.
      commands: next · end · say <words> · wait <seconds> · help · quit
      """)
    expectSameLines(
      run.screen(after: "wait 60", occurrence: 1) ?? "",
      """
      ── AppFeature ▸ #0 detail
      Engineering
        length:        2 min, 1 min per attendee
        theme:         Periwinkle
        attendees:     Blob, Blob Jr
        speech:        allowed: meetings record what you "say"
        past meetings:
          1. 2025-03-03 09:02
          2. 2025-02-24 09:02
      commands: start · edit · delete · meeting <n> · remove <n> · back · help · quit
      """)
    let meeting = Meeting(
      id: Meeting.ID(UUID(104)), date: scriptStartDate.addingTimeInterval(120),
      transcript: "Blob finished the release notes. Blob Jr starts on search.")
    #expect(try syncUps(in: directory.dataFile).first?.meetings.first == meeting)
  }

  @Test func deniedRecordingOffersToContinueWithoutIt() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      "open 1\nstart\ndeny\nend\ndiscard\nstart\ncontinue\nwait 5\nend\nsave",
      data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(
      run.screen(after: "end") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #1 record ▸ alert "End meeting?"
      ⚠ End meeting?
        You are ending the meeting early. What would you like to do?
        [Save and end]  [Discard] (destructive)  [Resume] (cancel)
      commands: 1 or save · 2 or discard · 3 or resume · help · quit
      """)
    expectSameLines(
      run.screen(after: "start", occurrence: 1) ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ alert "Speech recognition denied"
      ⚠ Speech recognition denied
        You previously denied speech recognition and so your meeting will not be recorded. \
      You can enable speech recognition in settings, or you can continue without recording.
        [Continue without recording]  [Open settings]  [Cancel] (cancel)
      commands: 1 or continue · 2 or open · 3 or cancel · help · quit
      """)
    expectSameLines(
      run.screen(after: "wait 5") ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #2 record
      Engineering: meeting in progress
        time:          0:05 elapsed, 1:55 remaining
        speaker:       Blob (1 of 2)
        turns:         ▸ Blob · Blob Jr
        recording:     off: this meeting is not recorded
      commands: next · end · say <words> · wait <seconds> · help · quit
      """)
    let meetings = try syncUps(in: directory.dataFile).first?.meetings
    #expect(
      meetings?.elements == [
        Meeting(
          id: Meeting.ID(UUID(104)), date: scriptStartDate.addingTimeInterval(5), transcript: ""),
        SyncUp.seeded.meetings[0],
      ])
  }

  @Test func openSettingsForgetsTheAnswerSoTheNextMeetingAsksAgain() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      "open 1\nstart\ndeny\nend\n2\nstart\nopen\nstart", data: directory.dataFile)

    // The script ends in the meeting, which is lost and says so.
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("sync-ups: the input ended before the meeting of \"Engineering\""))
    #expect(run.screen(after: "open")?.contains("speech:        not asked yet") == true)
    #expect(run.lastScreen.contains("recording:     may this meeting be recorded?"))
  }

  @Test func nextAfterTheLastSpeakerAsksToEndWithoutDiscarding() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      "open 1\nstart\ndeny\nnext\nnext\nresume\nend\nsave", data: directory.dataFile)

    #expect(run.status == 0)
    expectSameLines(
      run.screen(after: "next", occurrence: 1) ?? "",
      """
      ── AppFeature ▸ #0 detail ▸ #1 record ▸ alert "End meeting?"
      ⚠ End meeting?
        You are ending the meeting early. What would you like to do?
        [Save and end]  [Resume] (cancel)
      commands: 1 or save · 2 or resume · help · quit
      """)
    #expect(run.screen(after: "resume")?.contains("speaker:       Blob Jr (2 of 2)") == true)
  }
}
