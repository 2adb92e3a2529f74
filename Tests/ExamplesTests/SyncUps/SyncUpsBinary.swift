import Foundation

/// The `sync-ups` executable that `swift build` put next to the test bundle, and a way to run it.
enum SyncUpsBinary {
  /// The binary, or `nil` when it was not built.
  static let url: URL? = {
    let candidates = [
      Bundle.main.bundleURL.appending(path: "sync-ups"),
      Bundle.main.bundleURL.deletingLastPathComponent().appending(path: "sync-ups"),
      URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: ".build/debug/sync-ups"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the binary to its end with the given arguments and standard input.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program's path.
  ///   - input: What standard input holds; a file, so the program sees no terminal.
  ///   - environment: Variables to set on top of this process's.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) async throws -> ProgramRun {
    try await run(arguments, inputBytes: Data(input.utf8), environment: environment)
  }

  /// Runs the binary to its end with the given arguments and bytes on standard input, which
  /// need not be text.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the program's path.
  ///   - inputBytes: What standard input holds; a file, so the program sees no terminal.
  ///   - environment: Variables to set on top of this process's.
  static func run(
    _ arguments: [String], inputBytes: Data, environment: [String: String] = [:]
  ) async throws -> ProgramRun {
    let directory = try TemporaryDirectory()
    let stdin = directory.url.appending(path: "stdin")
    let stdout = directory.url.appending(path: "stdout")
    let stderr = directory.url.appending(path: "stderr")
    try inputBytes.write(to: stdin)
    for file in [stdout, stderr] {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    let status = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return ProgramRun(
      status: status,
      output: try String(contentsOf: stdout, encoding: .utf8),
      errors: try String(contentsOf: stderr, encoding: .utf8))
  }
}
