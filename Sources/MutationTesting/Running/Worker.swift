import Foundation

/// One scratch copy of the package, and the builds and test runs made in it.
final class Worker: Sendable {
  let index: Int
  let configuration: MutationRun.Configuration
  /// The copy's folder.
  let directory: URL
  /// Where this worker's builds and tests log, one file per run, overwritten.
  let log: String

  /// Copies the package into the scratch folder: everything but its build folders.
  init(index: Int, configuration: MutationRun.Configuration) throws {
    self.index = index
    self.configuration = configuration
    directory = configuration.scratchDirectory.appending(path: "worker-\(index)")
    log = configuration.scratchDirectory.appending(path: "worker-\(index).log").path
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData"]
    for name in try manager.contentsOfDirectory(atPath: configuration.packageDirectory.path)
    where !skipped.contains(name) {
      let target = directory.appending(path: name)
      if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
      try manager.copyItem(at: configuration.packageDirectory.appending(path: name), to: target)
    }
  }

  /// How long the unmutated copy took to build from nothing and to test.
  struct Baseline {
    var build: Duration
    var tests: Duration
  }

  /// Builds the unmutated copy and runs its tests, which must pass.
  func baseline() throws -> Baseline {
    let started = ContinuousClock.now
    guard build(timeout: .seconds(3_600)) == .exited(0) else {
      throw MutationRun.Failure.baselineDoesNotBuild(log: log)
    }
    let built = ContinuousClock.now
    guard test(timeout: .seconds(3_600)) == .exited(0) else {
      throw MutationRun.Failure.baselineTestsFail(log: log)
    }
    return Baseline(build: built - started, tests: ContinuousClock.now - built)
  }

  /// Builds and tests one mutant, and puts the file back.
  ///
  /// A build that runs past `buildTimeout` is a hang too: a mutant of a build tool (a plugin's
  /// generator) that loops forever.
  func run(_ mutant: Mutant, original: String, timeout: Duration, buildTimeout: Duration)
    -> MutantResult
  {
    let started = ContinuousClock.now
    let file = directory.appending(path: mutant.file)
    let outcome: MutantResult.Outcome
    do {
      try mutant.applied(to: original).write(to: file, atomically: true, encoding: .utf8)
      defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
      var built = build(timeout: buildTimeout)
      // Once more before calling it invalid: a build can fail for a reason of the machine's (a
      // file a process that just ended still held), and a mutant that does not compile fails
      // again within seconds.
      if built != .exited(0), built != .timedOut { built = build(timeout: buildTimeout) }
      if built == .timedOut {
        outcome = .hang
      } else if built != .exited(0) {
        outcome = .invalid
      } else {
        switch test(timeout: timeout, stoppingAtFirstFailure: true) {
        case .exited(0): outcome = .survived
        case .timedOut: outcome = .hang
        case .exited, .failedToStart, .stoppedAtMarker: outcome = .killed
        }
      }
    } catch {
      outcome = .invalid
    }
    let elapsed = ContinuousClock.now - started
    return MutantResult(
      mutant: mutant, outcome: outcome,
      seconds: elapsed.inSeconds,
      tests: configuration.testFilter ?? "all")
  }

  /// Builds the copy and its tests. Warnings stay warnings, whatever the package's settings: a
  /// mutant that leaves a variable unread is a program that runs, and its tests decide it.
  private func build(timeout: Duration) -> Subprocess.Outcome {
    try? FileManager.default.removeItem(atPath: log)
    return Subprocess.run(
      [
        "swift", "build", "--build-tests", "--package-path", directory.path,
        "-Xswiftc", "-no-warnings-as-errors",
      ], log: log, timeout: timeout)
  }

  /// Runs the chosen tests; a mutant's run ends at its first failed test, which kills it.
  private func test(timeout: Duration, stoppingAtFirstFailure: Bool = false) -> Subprocess.Outcome {
    var arguments = ["swift", "test", "--skip-build", "--package-path", directory.path]
    if let filter = configuration.testFilter { arguments += ["--filter", filter] }
    return Subprocess.run(
      arguments, log: log, timeout: timeout,
      stoppingAt: stoppingAtFirstFailure ? Self.failedTestMarker : nil)
  }

  /// What Swift Testing writes as a test fails (a known issue is written with another mark).
  static let failedTestMarker = "✘ Test "
}
