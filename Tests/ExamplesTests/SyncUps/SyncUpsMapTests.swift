import Foundation
import SyncUpsTerminal
import Testing

/// `sync-ups --map`: the app's map, as its test suite's exploration finds it.
@MainActor
@Suite(.scaledTimeLimit(minutes: 3))
struct SyncUpsMapTests {
  nonisolated static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs")

  func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
    let output = Captured()
    let errors = Captured()
    let status = await SyncUpsProgram.run(
      arguments: arguments, input: .text(""),
      console: Console(write: output.append, writeError: errors.append))
    return (status, output.value, errors.value)
  }

  @Test(arguments: [("dot", "SyncUpsNavigation.dot"), ("svg", "SyncUpsNavigation.svg")])
  func theMapIsTheOneInTheDocs(_ format: String, _ file: String) async throws {
    let run = await run(["--map", format])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let pinned = try String(contentsOf: Self.docs.appendingPathComponent(file), encoding: .utf8)
    #expect(run.output == pinned)
  }

  @Test func theTextMapListsEveryScreenAndStep() async {
    let run = await run(["--map", "text"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Screens (9):\n  AppFeature\n"))
    #expect(run.output.contains("\nTransitions (27):\n"))
    #expect(
      run.output.contains(
        "  AppFeature ▸ detail ▸ alert(confirmDeletion)  →  AppFeature   [path.detail.destination.alert.confirmDeletion]"
      ))
  }

  @Test func theMermaidMapIsTheOneInTheExplorationDocs() async throws {
    let run = await run(["--map=mermaid"])
    #expect(run.status == 0)
    let docs = try String(
      contentsOf: Self.docs.appendingPathComponent("Exploration.md"), encoding: .utf8)
    #expect(run.output.hasPrefix("flowchart LR\n"))
    #expect(docs.contains(run.output))
  }

  @Test func theMapDoesNotOpenTheDataFile() async throws {
    let directory = try TemporaryDirectory()
    let run = await run(["--data", directory.dataFile.path, "--map", "text"])
    #expect(run.status == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.dataFile.path))
  }
}
