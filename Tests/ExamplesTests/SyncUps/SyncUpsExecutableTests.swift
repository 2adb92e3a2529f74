import Foundation
import Reducers
import SyncUpFeatures
import Testing

/// The built `sync-ups` binary, run as a new user would: its options, a script, piped input, and
/// its exit statuses.
@Suite(.enabled(if: SyncUpsBinary.url != nil, "the sync-ups binary is not built: run swift build"))
struct SyncUpsExecutableTests {
  @Test func helpPrintsUsage() async throws {
    let run = try await SyncUpsBinary.run(["--help"])

    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        "USAGE: sync-ups [--data PATH] [--script FILE] [--now ISO-8601] [--record-test FILE]\n"))
    #expect(run.errors == "")
  }

  @Test func mapPrintsTheMapInTheDocs() async throws {
    let run = try await SyncUpsBinary.run(["--map", "dot"])

    #expect(run.status == 0)
    #expect(run.errors == "")
    let pinned = SyncUpsMapTests.docs.appending(path: "SyncUpsNavigation.dot")
    #expect(run.output == (try String(contentsOf: pinned, encoding: .utf8)))
  }

  @Test func unknownOptionIsAUsageError() async throws {
    let run = try await SyncUpsBinary.run(["--frobnicate"])

    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors
        == "sync-ups: unknown option \"--frobnicate\"\nRun \"sync-ups --help\" for usage.\n")
  }

  @Test func walkScriptLeavesTheExpectedFile() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "walk.txt")
    try SyncUpsAcceptanceTests.walk.write(to: script, atomically: true, encoding: .utf8)

    let run = try await SyncUpsBinary.run(
      ["--data", directory.dataFile.path, "--script", script.path, "--now", scriptStart])

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try syncUps(in: directory.dataFile) == SyncUpsAcceptanceTests.expected)
  }

  @Test func badScriptLineExitsWithStatus2AndKeepsTheLinesBefore() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "bad.txt")
    try "add\ntitle Engineering\ndone\nadd\ntitle Design\ndone\nopen 99\ndelete 1\n"
      .write(to: script, atomically: true, encoding: .utf8)

    let run = try await SyncUpsBinary.run([
      "--data", directory.dataFile.path, "--script", script.path,
    ])

    #expect(run.status == 2)
    #expect(run.errors == "line 7: there is no sync-up 99: the list has 2 (1–2)\n")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering", "Design"])
  }

  @Test func pipedInputRunsLikeAScriptAndQuitAndRestartKeepsTheData() async throws {
    let directory = try TemporaryDirectory()
    let data = ["--data", directory.dataFile.path]
    let first = try await SyncUpsBinary.run(data, input: "add\ntitle Engineering\ndone\nquit\n")
    let second = try await SyncUpsBinary.run(data, input: "frobnicate\n")

    #expect(first.status == 0)
    #expect(
      first.output.contains(
        "\n> done\n── AppFeature\nDaily Sync-ups\n  1. Engineering · 1 attendee"))
    #expect(second.status == 2)
    #expect(second.output.hasPrefix("── AppFeature\nDaily Sync-ups\n  1. Engineering · 1 attendee"))
    #expect(second.errors.hasPrefix("line 1: unknown command \"frobnicate\""))
  }

  @Test func corruptFileExitsNonZeroAndKeepsItsBytes() async throws {
    let directory = try TemporaryDirectory()
    let bytes = Data(#"[{"id": "00000000-0000-0000-0000-000000000000", "title": 7}]"#.utf8)
    try bytes.write(to: directory.dataFile)

    let run = try await SyncUpsBinary.run(
      ["--data", directory.dataFile.path], input: "add\ndone\n")

    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix("sync-ups: can't use the data file \"\(directory.dataFile.path)\": "))
    #expect(run.errors.contains("The file was left untouched."))
    #expect(try Data(contentsOf: directory.dataFile) == bytes)
  }

  @Test func dataGoesUnderXDGDataHomeByDefault() async throws {
    let directory = try TemporaryDirectory()
    let run = try await SyncUpsBinary.run(
      [], input: "add\ntitle Engineering\ndone\n",
      environment: ["XDG_DATA_HOME": directory.url.path])

    #expect(run.status == 0)
    let file = directory.url.appending(path: "sync-ups/sync-ups.json")
    #expect(try syncUps(in: file).map(\.title) == ["Engineering"])
  }
}
