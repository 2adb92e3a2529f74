import Foundation
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// Where commands come from: line ends, script files, and bytes that are not text.
@MainActor
@Suite struct SyncUpsInputTests {
  @Test func windowsLineEndsReadLikeUnixOnes() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\r\ntitle Engineering\r\nattendee Blob\r\ndone\r\n", data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.screens.compactMap(\.command) == ["add", "title Engineering", "attendee Blob", "done"])
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering"])
    #expect(try syncUps(in: directory.dataFile).first?.attendees.map(\.name) == ["Blob"])
  }

  @Test func mixedLineEndsKeepTheLineNumbersOfErrors() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\r\ntitle A\ndone\r\n\r\n# a comment\nfrobnicate\r\nadd\n", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(run.errors == "line 6: unknown command \"frobnicate\"; type \"help\" for the commands of this screen\n")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["A"])
  }

  @Test func scriptFileWithWindowsLineEndsRuns() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "walk.txt")
    try Data("add\r\ntitle Engineering\r\ndone\r\nopen 2\r\n".utf8).write(to: script)

    let run = await runSyncUps("", data: directory.dataFile, arguments: ["--script", script.path])

    #expect(run.status == 2)
    #expect(run.errors == "line 4: there is no sync-up 2: the list has only 1\n")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering"])
  }
}
