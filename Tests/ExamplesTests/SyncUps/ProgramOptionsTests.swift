import Foundation
import SyncUpsTerminal
import Testing

/// The command line of `sync-ups`, and the `--now` moments it accepts.
@Suite struct ProgramOptionsTests {
  @Test func optionsTakeTheirValueAfterASpaceOrAnEqualsSign() throws {
    let options = try ProgramOptions(
      parsing: ["--data", "/tmp/data.json", "--script=walk.txt", "--now", "2025-03-03T09:00:00Z"])

    #expect(options.dataPath == "/tmp/data.json")
    #expect(options.scriptPath == "walk.txt")
    #expect(options.fixedTime?.date == Date(timeIntervalSince1970: 1_740_992_400))
    #expect(options.showsHelp == false)
    #expect(try ProgramOptions(parsing: ["-h"]).showsHelp)
    #expect(options.mapFormat == nil)
    #expect(try ProgramOptions(parsing: ["--map", "dot"]).mapFormat == .dot)
    #expect(try ProgramOptions(parsing: ["--map=svg"]).mapFormat == .svg)
    #expect(options.recordTestPath == nil)
    #expect(try ProgramOptions(parsing: ["--record-test", "T.swift"]).recordTestPath == "T.swift")
  }

  @Test(arguments: [
    (["--frobnicate"], #"unknown option "--frobnicate""#),
    (["walk.txt"], #"unexpected argument "walk.txt""#),
    (["--data"], #"option "--data" needs a path"#),
    (["--data", "--script", "x"], #"option "--data" needs a path"#),
    (["--data", ""], #"option "--data" needs a path"#),
    (["--data="], #"option "--data" needs a path"#),
    (["--script="], #"option "--script" needs a file"#),
    (["--script", ""], #"option "--script" needs a file"#),
    (["--now"], #"option "--now" needs a moment like 2025-03-03T09:00:00Z"#),
    (
      ["--now", "tomorrow"],
      #""--now tomorrow" is not an ISO-8601 moment like 2025-03-03T09:00:00Z"#
    ),
    (["--map"], #"option "--map" needs a format (text, dot, mermaid, svg)"#),
    (["--record-test"], #"option "--record-test" needs a file"#),
    (["--record-test="], #"option "--record-test" needs a file"#),
    (["--map", "png"], #""--map png" is not a map format; use one of text, dot, mermaid, svg"#),
  ])
  func badCommandLineSaysWhatIsWrong(_ arguments: [String], _ message: String) {
    #expect(throws: CommandError(message)) { try ProgramOptions(parsing: arguments) }
  }

  @MainActor
  @Test func emptyDataPathIsAUsageErrorNotTheCurrentDirectory() async throws {
    let errors = Captured()
    let status = await SyncUpsProgram.run(
      arguments: ["--data", ""], input: .text("add\ndone\n"),
      console: Console(write: { _ in }, writeError: errors.append))

    #expect(status == 2)
    #expect(
      errors.value
        == "sync-ups: option \"--data\" needs a path\nRun \"sync-ups --help\" for usage.\n")
  }

  @Test(arguments: [
    ("2025-03-03", 1_740_960_000, 0),
    ("2025-03-03T09:00", 1_740_992_400, 0),
    ("2025-03-03T09:00:00Z", 1_740_992_400, 0),
    ("2025-03-03T10:00:00+01:00", 1_740_992_400, 3600),
    ("2025-03-03T03:30:00-0530", 1_740_992_400, -19_800),
  ])
  func fixedTimeReadsISO8601Moments(_ text: String, _ seconds: Int, _ offset: Int) throws {
    let time = try #require(FixedTime(iso8601: text))
    #expect(time.date == Date(timeIntervalSince1970: TimeInterval(seconds)))
    #expect(time.timeZone.secondsFromGMT() == offset)
  }

  @Test(arguments: [
    "", "2025-3-3", "2025-02-30", "2025-03-03T25:00", "2025-03-03T09", "2025-03-03T09:00+1",
  ])
  func fixedTimeRejectsWhatIsNotAMoment(_ text: String) {
    #expect(FixedTime(iso8601: text) == nil)
  }
}
