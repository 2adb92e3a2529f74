import Foundation
import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Synchronization
import Testing

/// What one run of the program printed, and how it ended.
struct ProgramRun: Sendable {
  /// The exit status.
  let status: Int32
  /// Everything written to the output.
  let output: String
  /// Everything written to the error stream.
  let errors: String
}

/// A directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory: Sendable {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "sync-ups-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The data file tests use: `data.json` in the directory.
  var dataFile: URL { url.appending(path: "data.json") }
}

/// Text written to a console, kept for the test to read.
final class Captured: Sendable {
  private let text = Lock("")

  func append(_ string: String) { text.withLock { $0 += string } }
  var value: String { text.withLock { $0 } }
}

/// The moment scripts start at: 9 am UTC on Monday, 3 March 2025.
let scriptStart = "2025-03-03T09:00:00Z"

/// The same moment as a date.
let scriptStartDate = Date(timeIntervalSince1970: 1_740_992_400)

/// Runs `sync-ups` in this process on a script, as if piped or typed to it, with a fixed time.
///
/// - Parameters:
///   - script: The commands, one a line.
///   - data: The data file.
///   - arguments: More arguments; `--data` and `--now` come first.
///   - isTyped: Whether the lines are typed at a terminal, with prompts and bad commands
///     reported without stopping, rather than piped.
@MainActor
func runSyncUps(
  _ script: String, data: URL, arguments: [String] = [], isTyped: Bool = false
) async -> ProgramRun {
  let output = Captured()
  let errors = Captured()
  let status = await SyncUpsProgram.run(
    arguments: ["--data", data.path, "--now", scriptStart] + arguments,
    input: isTyped ? .typed(script) : .text(script),
    console: Console(write: output.append, writeError: errors.append)
  )
  return ProgramRun(status: status, output: output.value, errors: errors.value)
}

/// The sync-ups a data file holds, decoded.
func syncUps(in file: URL) throws -> [SyncUp] {
  try JSONDecoder().decode([SyncUp].self, from: Data(contentsOf: file))
}

/// Writes sync-ups to a data file the way the app does.
func write(_ syncUps: [SyncUp], to file: URL) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(syncUps).write(to: file)
}

/// Compares two texts line by line, recording the first line that differs.
func expectSameLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, (line, expectedLine)) in zip(actualLines, expectedLines).enumerated()
  where line != expectedLine {
    Issue.record(
      "Line \(index + 1) differs:\n  expected: \(expectedLine)\n  actual:   \(line)",
      sourceLocation: sourceLocation)
    return
  }
  if actualLines.count != expectedLines.count {
    Issue.record(
      "Expected \(expectedLines.count) lines, got \(actualLines.count)",
      sourceLocation: sourceLocation)
  }
}

extension SyncUp {
  /// An engineering sync-up of two minutes with counted ids `UUID(100)` to `UUID(103)` and one
  /// past meeting on 24 February 2025 at 9:02.
  static let seeded = SyncUp(
    id: SyncUp.ID(UUID(100)),
    attendees: [
      Attendee(id: Attendee.ID(UUID(101)), name: "Blob"),
      Attendee(id: Attendee.ID(UUID(102)), name: "Blob Jr"),
    ],
    duration: .seconds(120),
    meetings: [
      Meeting(
        id: Meeting.ID(UUID(103)),
        date: Date(timeIntervalSince1970: 1_740_387_720),
        transcript: "We shipped the release.")
    ],
    theme: .periwinkle,
    title: "Engineering"
  )

  /// A design sync-up of five minutes with one attendee, ids `UUID(110)` and `UUID(111)`.
  static let seededDesign = SyncUp(
    id: SyncUp.ID(UUID(110)),
    attendees: [Attendee(id: Attendee.ID(UUID(111)), name: "Blob Sr")],
    theme: .orange,
    title: "Design"
  )
}
