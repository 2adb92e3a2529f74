import Foundation
import Testing

/// Checks that an example's walkthrough prints exactly its transcript, naming the first line
/// that differs.
@MainActor
func expectTranscript(
  _ transcript: String,
  of run: @MainActor (_ write: @escaping (String) -> Void) async -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let lines = await printedLines(of: run)
  #expect(lines.joined(separator: "\n") == transcript, sourceLocation: sourceLocation)
  let expected = transcript.split(separator: "\n", omittingEmptySubsequences: false)
  if let line = zip(lines, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
    Issue.record(
      "Line \(line.offset + 1) differs:\n  expected: \(line.element.1)\n  actual:   \(line.element.0)",
      sourceLocation: sourceLocation)
  }
}

/// Checks that a walkthrough prints the same text twice in a row.
@MainActor
func expectSameTextOnEveryRun(
  of run: @MainActor (_ write: @escaping (String) -> Void) async -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let first = await printedLines(of: run)
  let second = await printedLines(of: run)
  #expect(first == second, sourceLocation: sourceLocation)
}

/// The transcript an example's README shows under its "What `swift run …` prints" heading.
func readmeTranscript(example: String, command: String) throws -> String? {
  let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let text = try String(
    contentsOf: root.appending(path: "Examples/\(example)/README.md"), encoding: .utf8)
  let heading = "## What `\(command)` prints\n\n```text\n"
  return text.components(separatedBy: heading).dropFirst().first?
    .components(separatedBy: "\n```").first
}

@MainActor
private func printedLines(
  of run: @MainActor (_ write: @escaping (String) -> Void) async -> Void
) async -> [String] {
  let box = LineBox()
  await run { box.lines.append($0) }
  return box.lines
}

@MainActor
private final class LineBox {
  var lines: [String] = []
}
