import Foundation
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// Where commands come from: line ends, script files, and bytes that are not text.
@MainActor
@Suite struct SyncUpsInputTests {
  @Test func windowsLineEndsReadLikeUnixOnes() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      "add\r\ntitle Engineering\r\nattendee Blob\r\ndone\r\n", data: directory.dataFile)

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.screens.compactMap(\.command) == ["add", "title Engineering", "attendee Blob", "done"])
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering"])
    #expect(try syncUps(in: directory.dataFile).first?.attendees.map(\.name) == ["Blob"])
  }

  @Test func mixedLineEndsKeepTheLineNumbersOfErrors() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps(
      "add\r\ntitle A\ndone\r\n\r\n# a comment\nfrobnicate\r\nadd\n", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors
        == "line 6: unknown command \"frobnicate\"; type \"help\" for the commands of this screen\n"
    )
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

  @Test func scriptThatCantBeReadSaysWhy() async throws {
    let directory = try TemporaryDirectory()
    let missing = directory.url.appending(path: "missing.txt")

    let noFile = await runSyncUps(
      "", data: directory.dataFile, arguments: ["--script", missing.path])
    let folder = await runSyncUps(
      "", data: directory.dataFile, arguments: ["--script", directory.url.path])

    #expect(noFile.status == 2)
    #expect(noFile.output == "")
    #expect(
      noFile.errors
        == "sync-ups: can't read the script \"\(missing.path)\": there is no such file\n")
    #expect(folder.status == 2)
    #expect(
      folder.errors
        == "sync-ups: can't read the script \"\(directory.url.path)\": it is a directory, not a file of commands\n"
    )
  }

  @Test(.enabled(if: geteuid() != 0, "root may read any file"))
  func scriptWithoutReadPermissionSaysSo() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "locked.txt")
    try Data("add\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: script.path)

    let run = await runSyncUps("", data: directory.dataFile, arguments: ["--script", script.path])

    #expect(run.status == 2)
    #expect(
      run.errors
        == "sync-ups: can't read the script \"\(script.path)\": permission denied: you may not read it\n"
    )
  }

  @Test func scriptThatIsANamedPipeOrADeviceIsNamedForWhatItIs() async throws {
    let directory = try TemporaryDirectory()
    let pipe = directory.url.appending(path: "commands.fifo")
    #expect(mkfifo(pipe.path, 0o644) == 0)
    let link = directory.url.appending(path: "link-to-null")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")

    let fromPipe = await runSyncUps(
      "", data: directory.dataFile, arguments: ["--script", pipe.path])
    let fromDevice = await runSyncUps(
      "", data: directory.dataFile, arguments: ["--script", "/dev/null"])
    let throughLink = await runSyncUps(
      "", data: directory.dataFile, arguments: ["--script", link.path])

    #expect(fromPipe.status == 2)
    #expect(
      fromPipe.errors
        == "sync-ups: can't read the script \"\(pipe.path)\": it is a named pipe (FIFO), not a file of commands\n"
    )
    #expect(fromDevice.status == 2)
    #expect(
      fromDevice.errors
        == "sync-ups: can't read the script \"/dev/null\": it is a device, not a file of commands\n"
    )
    #expect(
      throughLink.errors
        == "sync-ups: can't read the script \"\(link.path)\": it is a device, not a file of commands\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.dataFile.path))
  }

  @Test func scriptSavedWithAByteOrderMarkRunsFromItsFirstLine() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "bom.txt")
    try (Data([0xEF, 0xBB, 0xBF]) + Data("add\ntitle Engineering\ndone\nfrobnicate\n".utf8))
      .write(to: script)

    let run = await runSyncUps("", data: directory.dataFile, arguments: ["--script", script.path])

    #expect(
      run.errors
        == "line 4: unknown command \"frobnicate\"; type \"help\" for the commands of this screen\n"
    )
    #expect(run.screens.compactMap(\.command).first == "add")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering"])
  }

  @Test func aByteOrderMarkPastTheStartIsText() async throws {
    let directory = try TemporaryDirectory()
    let run = await runSyncUps("add\n\u{FEFF}done\n", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("line 2: unknown command \"\u{FEFF}done\""))
  }

  @Test func aHugeUnknownCommandIsQuotedByItsStartAndLength() async throws {
    let directory = try TemporaryDirectory()
    let word = String(repeating: "x", count: 10_000_000)

    let run = await runSyncUps(word + "\n", data: directory.dataFile)

    #expect(run.status == 2)
    #expect(
      run.errors
        == "line 1: unknown command \"\(String(repeating: "x", count: 40))…\" (10000000 characters); "
        + "type \"help\" for the commands of this screen\n")
  }

  @Test func aCommandOfFortyCharactersIsQuotedWhole() async throws {
    let directory = try TemporaryDirectory()
    let word = String(repeating: "y", count: 40)

    let run = await runSyncUps(word + "\n", data: directory.dataFile)

    #expect(
      run.errors
        == "line 1: unknown command \"\(word)\"; type \"help\" for the commands of this screen\n")
  }

  /// Two sync-ups, "Café" in UTF-8 and then in Latin-1, whose "é" is the byte 0xE9.
  nonisolated static let latin1Script =
    Data("add\ntitle Café\ndone\nadd\ntitle Caf".utf8) + [0xE9] + Data("\ndone\n".utf8)

  nonisolated static let latin1Error =
    "line 5: not UTF-8 text: byte 10 of the line (0xE9) is invalid; save the input as UTF-8\n"

  @Test func scriptLineThatIsNotUTF8StopsTheScriptAtThatLine() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.url.appending(path: "latin1.txt")
    try Self.latin1Script.write(to: script)

    let run = await runSyncUps("", data: directory.dataFile, arguments: ["--script", script.path])

    #expect(run.status == 2)
    #expect(run.errors == Self.latin1Error)
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Café"])
  }
}

/// The built binary reads standard input as bytes, and checks them as a script file's.
@Suite(.enabled(if: SyncUpsBinary.url != nil, "the sync-ups binary is not built: run swift build"))
struct SyncUpsPipedInputTests {
  @Test func pipedLineThatIsNotUTF8StopsLikeAScriptLine() async throws {
    let directory = try TemporaryDirectory()
    let run = try await SyncUpsBinary.run(
      ["--data", directory.dataFile.path], inputBytes: SyncUpsInputTests.latin1Script)

    #expect(run.status == 2)
    #expect(run.errors == SyncUpsInputTests.latin1Error)
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Café"])
  }

  @Test func pipedWindowsLineEndsAndALastLineWithoutNewlineRun() async throws {
    let directory = try TemporaryDirectory()
    let run = try await SyncUpsBinary.run(
      ["--data", directory.dataFile.path], input: "add\r\ntitle Engineering\r\ndone")

    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try syncUps(in: directory.dataFile).map(\.title) == ["Engineering"])
  }
}
