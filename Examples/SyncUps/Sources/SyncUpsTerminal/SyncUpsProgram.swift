import Foundation
import Reducers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `sync-ups` program: reads its options, opens the data file, and runs the commands.
///
/// `main.swift` of the executable is one line:
///
/// ```swift
/// exit(await SyncUpsProgram.main())
/// ```
///
/// Tests call ``run(arguments:input:console:storage:)`` with a script and a console that keeps
/// what it prints.
public enum SyncUpsProgram {
  /// Runs the program with the process's arguments, standard input and output.
  ///
  /// The data file is written after every command and before returning, so the program uses a
  /// storage of its own rather than `FileStorage.live`, whose exit handler would write again.
  ///
  /// - Returns: The exit status: 0, 1 for a data file that can't be used, 2 for a usage or
  ///   script error or input that ended with a sheet or meeting not saved.
  @MainActor
  public static func main() async -> Int32 {
    await run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      input: .standardInput,
      console: .standard,
      storage: FileStorage()
    )
  }

  /// Runs the program.
  ///
  /// ```swift
  /// let status = await SyncUpsProgram.run(
  ///   arguments: ["--data", path, "--now", "2025-03-03T09:00:00Z"],
  ///   input: .text("add\ntitle Engineering\ndone\n"),
  ///   console: console
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program's path.
  ///   - input: Where commands come from when there is no `--script`.
  ///   - console: Where the screens and messages go.
  ///   - storage: The file storage of the data file; a new one over the real file system
  ///     unless given.
  /// - Returns: The exit status: 0 when done, 1 when the data file can't be read or written, 2
  ///   for a bad option, a script line that is malformed or impossible, or input that ended with
  ///   a sheet or meeting not saved.
  @MainActor
  public static func run(
    arguments: [String],
    input: ProgramInput = .standardInput,
    console: Console = .standard,
    storage: FileStorage = FileStorage()
  ) async -> Int32 {
    let options: ProgramOptions
    do {
      options = try ProgramOptions(parsing: arguments)
    } catch {
      console.errorLine("sync-ups: \(error.message)\nRun \"sync-ups --help\" for usage.")
      return 2
    }
    if options.showsHelp {
      console.write(ProgramOptions.usage)
      return 0
    }
    if let format = options.mapFormat {
      return await NavigationMapPrinter.run(format, console: console)
    }
    let lines: LineQueue
    let isInteractive: Bool
    if let path = options.scriptPath {
      let script: Data
      do {
        script = try ScriptFile.contents(atPath: path)
      } catch {
        console.errorLine(
          "sync-ups: can't read the script \(String(reflecting: path)): \(error.message)")
        return 2
      }
      (lines, isInteractive) = (LineQueue(lines: LineSplitter.lines(of: script)), false)
    } else if case .text(let text) = input {
      (lines, isInteractive) = (LineQueue(lines: LineSplitter.lines(of: text.utf8)), false)
    } else if case .typed(let text) = input {
      (lines, isInteractive) = (LineQueue(lines: LineSplitter.lines(of: text.utf8)), true)
    } else {
      (lines, isInteractive) = (LineQueue.standardInput(), isatty(STDIN_FILENO) == 1)
    }
    let session = Session(
      SessionEnvironment(
        dataURL: options.dataPath.map { URL(fileURLWithPath: $0) },
        fixedTime: options.fixedTime ?? (options.recordTestPath == nil ? nil : .startingNow()),
        storage: storage
      ),
      isRecorded: options.recordTestPath != nil
    )
    if let error = session.loadError {
      _ = session.takeIssues()
      console.errorLine(unusableData(error))
      return 1
    }
    let runner = Runner(
      session: session, lines: lines, console: console, isInteractive: isInteractive)
    let status = await runner.run()
    guard let path = options.recordTestPath, let recording = session.recording else {
      return status
    }
    return writeTest(recording, to: path, console: console) ? status : max(status, 1)
  }

  /// Writes a recorded session's test, saying where on standard error, or why it could not.
  ///
  /// - Returns: Whether the file was written.
  @MainActor
  static func writeTest(_ recording: TestRecording, to path: String, console: Console) -> Bool {
    let source = recording.source(named: TestRecording.testName(forFile: path))
    let url = URL(fileURLWithPath: path)
    // The folder as the user wrote it: "tests" for "tests/T.swift", "." for "T.swift".
    let written = (path as NSString).deletingLastPathComponent
    let folder = written.isEmpty ? "." : written
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    let reason: String?
    if !files.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
      reason = "there is no folder \(String(reflecting: folder))"
    } else if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      reason = "it is a folder, not a file"
    } else if (try? Data(source.utf8).write(to: url, options: .atomic)) == nil {
      reason =
        files.isWritableFile(atPath: folder)
        ? "the file system refused it" : "permission denied: you may not write in that folder"
    } else {
      reason = nil
    }
    if let reason {
      console.errorLine(
        "sync-ups: can't write the recorded test \(String(reflecting: path)): \(reason). "
          + "The session is not recorded; the data file is saved as usual.")
      return false
    }
    console.errorLine("sync-ups: recorded the session as a test in \(path)")
    return true
  }

  /// The message for a data file that can't be loaded: what, why, and what to do.
  static func unusableData(_ error: FileStorageError) -> String {
    let reason = error.reason.hasSuffix(".") ? error.reason : error.reason + "."
    return """
      sync-ups: can't use the data file \(String(reflecting: error.url.path)): \(reason)
      The file was left untouched. Repair it or move it away and run sync-ups again, or keep \
      the data elsewhere with --data PATH.
      """
  }
}

/// Where the program's commands come from when no `--script` is given.
public enum ProgramInput: Sendable {
  /// Standard input: a prompt at a terminal, or lines run like a script when it is piped.
  case standardInput
  /// The lines of a text, run like a script, as if piped to standard input.
  case text(String)
  /// The lines of a text, as if typed at a terminal: with prompts, and a bad command reported
  /// without stopping the program.
  case typed(String)
}
