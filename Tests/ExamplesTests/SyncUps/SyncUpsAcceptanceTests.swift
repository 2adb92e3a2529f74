import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// Issue 7's acceptance script: add a sync-up, open it, edit its title, record a meeting without
/// speech, delete another sync-up; the file then holds exactly what a person would expect.
@MainActor
@Suite struct SyncUpsAcceptanceTests {
  /// The walk, as `walk.txt` holds it.
  nonisolated static let walk = """
    # Two sync-ups; the second is deleted at the end.
    add
    title Engineering
    duration 1
    theme orange
    attendee Blob
    attendee Blob Jr
    done
    add
    title Design
    attendee Blob Sr
    done
    # Rename the first one.
    open 1
    edit
    title Engineering Weekly
    done
    # A meeting without speech: deny recording, talk for 40 seconds, save.
    start
    deny
    wait 25
    next
    wait 15
    end
    save
    back
    delete 2
    quit
    """

  /// The sync-ups the file must hold afterwards.
  nonisolated static let expected = [
    SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: [
        Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
        Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
      ],
      duration: .seconds(60),
      meetings: [
        Meeting(
          id: Meeting.ID(UUID(5)), date: scriptStartDate.addingTimeInterval(40), transcript: "")
      ],
      theme: .orange,
      title: "Engineering Weekly")
  ]

  @Test func walkScriptLeavesExactlyTheExpectedSyncUpsAndMeeting() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "walk.txt")
    try Self.walk.write(to: script, atomically: true, encoding: .utf8)

    let output = Captured()
    let errors = Captured()
    let status = await SyncUpsProgram.run(
      arguments: [
        "--data", directory.dataFile.path, "--script", script.path, "--now", scriptStart,
      ],
      input: .text("frobnicate\n"),  // ignored: the script wins over standard input
      console: Console(write: output.append, writeError: errors.append))

    #expect(status == 0)
    #expect(errors.value == "")
    #expect(try syncUps(in: directory.dataFile) == Self.expected)
    #expect(output.value.hasSuffix("\n> quit\n"))
  }
}
