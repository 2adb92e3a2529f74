import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// A script stops at its first bad line with `line N: …` and status 2, keeping what it did.
@MainActor
@Suite struct SyncUpsErrorTests {
  struct BadLine: CustomTestStringConvertible, Sendable {
    let script: String
    let error: String
    var testDescription: String { script.split(separator: "\n").last.map(String.init) ?? "" }
  }

  nonisolated static let badLines = [
    BadLine(
      script: "frobnicate",
      error: #"line 1: unknown command "frobnicate"; type "help" for the commands of this screen"#),
    BadLine(script: "open 99", error: "line 1: there is no sync-up 99: the list has 2 (1–2)"),
    BadLine(script: "open", error: #"line 1: "open" needs the number of a sync-up, like "open 1""#),
    BadLine(script: "open two", error: #"line 1: "open two": "two" is not a number from 1 up"#),
    BadLine(script: "open 0", error: #"line 1: "open 0": "0" is not a number from 1 up"#),
    BadLine(script: "add now", error: #"line 1: "add" takes no argument, but got "now""#),
    BadLine(
      script: "start",
      error:
        #"line 1: "start" is not available on the sync-ups list; here you can: add, open <n>, delete <n>, wait <seconds>, help, quit"#
    ),
    BadLine(
      script: "add\ntheme blue",
      error:
        #"line 2: there is no theme "blue"; the themes are: bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow"#
    ),
    BadLine(script: "add\nduration 90", error: "line 2: a sync-up lasts 1 to 60 minutes, not 90"),
    BadLine(script: "add\nremove 3", error: "line 2: there is no attendee 3: the form has only 1"),
    BadLine(
      script: "add\ntitle", error: #"line 2: "title" needs the new title, like "title Engineering""#
    ),
    BadLine(
      script: "open 1\nmeeting 2",
      error: "line 2: there is no past meeting 2: this sync-up has only 1"),
    BadLine(
      script: "open 2\nmeeting 1",
      error: "line 2: there is no past meeting 1: this sync-up has none"),
    BadLine(
      script: "open 1\ndelete 1",
      error:
        #"line 2: "delete" deletes this sync-up and takes no number; to delete past meeting 1, type "remove 1""#
    ),
    BadLine(
      script: "open 1\ndelete\nmaybe",
      error: #"line 3: the alert "Delete?" has no button "maybe": answer 1 (Yes) or 2 (Nevermind)"#),
    BadLine(
      script: "open 1\ndelete\n3", error: "line 3: there is no button 3: the alert has 2 (1–2)"),
    BadLine(
      script: "open 1\nstart\nsay hello",
      error: #"line 3: nobody listens yet: first "allow" or "deny" recording this meeting"#),
    BadLine(
      script: "open 1\nstart\ndeny\nsay hello",
      error:
        #"line 4: this meeting is not being recorded, so nobody hears what you say; "allow" recording when a meeting asks, or continue without it"#
    ),
    BadLine(
      script: "open 1\nstart\ndeny\nback",
      error:
        #"line 4: "back" is not available on the meeting screen; here you can: next, end, say <words>, wait <seconds>, help, quit"#
    ),
    BadLine(
      script: "open 1\nallow",
      error:
        #"line 2: "allow" is not available on the sync-up's screen; here you can: start, edit, delete, meeting <n>, remove <n>, back, wait <seconds>, help, quit"#
    ),
    BadLine(script: "wait", error: #"line 1: "wait" needs a number of seconds, like "wait 10""#),
    BadLine(
      script: "wait 86401",
      error:
        #"line 1: "wait" lets at most 86400 seconds (a day) pass at a time, not 86401; wait again for more"#
    ),
    BadLine(
      script: "wait 9223372036854775807",
      error:
        #"line 1: "wait" lets at most 86400 seconds (a day) pass at a time, not 9223372036854775807; wait again for more"#
    ),
    BadLine(
      script: "open 99999999999999999999999",
      error: #"line 1: "open 99999999999999999999999": "99999999999999999999999" is too large"#),
    BadLine(
      script: "add\nduration 2.5", error: #"line 2: "duration 2.5": "2.5" is not a whole number"#),
    BadLine(script: "open -3", error: #"line 1: "open -3": "-3" is not a number from 1 up"#),
  ]

  @Test(arguments: badLines)
  func badLineStopsTheScriptWithItsLineNumber(_ bad: BadLine) async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded, .seededDesign], to: directory.dataFile)
    let run = await runSyncUps(bad.script + "\nquit", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(run.errors == bad.error + "\n")
    let commands = run.screens.compactMap(\.command)
    #expect(commands == bad.script.split(separator: "\n").map(String.init))
  }

  @Test func fileKeepsTheChangesOfTheLinesBeforeTheBadOne() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      """
      add
      title Engineering
      attendee Blob
      done
      add
      title Design
      done
      open 99
      delete 1
      """,
      data: directory.dataFile)

    #expect(run.status == 2)
    #expect(run.errors == "line 8: there is no sync-up 99: the list has 2 (1–2)\n")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering", "Design"])

    let second = await runSyncUps(
      "open 1\nedit\ntitle Platform\ndone\nfrobnicate\nback", data: directory.dataFile)
    #expect(second.status == 2)
    #expect(second.errors.hasPrefix("line 5: unknown command \"frobnicate\""))
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Platform", "Design"])
  }

  @Test func waitsOfADayAtATimeMoveTheDateOfTheNextMeeting() async throws {
    let directory = try TemporaryDirectory()
    try write([.seeded], to: directory.dataFile)
    let run = await runSyncUps(
      "wait 86400\nwait 86400\nwait 86400\nopen 1\nstart\ndeny\nend\nsave", data: directory.dataFile
    )

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.lastScreen.contains("    1. 2025-03-06 09:00\n    2. 2025-02-24 09:02\n"))
  }

  @Test func blankLinesAndCommentsCountButDoNothing() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("# a comment\n\n  \nfrobnicate", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("line 4: unknown command"))
    #expect(run.screens.count == 2)
  }
}
