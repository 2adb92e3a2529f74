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

  /// Builds the unmutated copy and runs its tests, which must pass.
  ///
  /// - Returns: How long the tests took.
  func baseline() throws -> Duration {
    guard build() == .exited(0) else {
      throw MutationRun.Failure.baselineDoesNotBuild(log: log)
    }
    let started = ContinuousClock.now
    guard test(timeout: .seconds(3_600)) == .exited(0) else {
      throw MutationRun.Failure.baselineTestsFail(log: log)
    }
    return ContinuousClock.now - started
  }

  /// Builds and tests one mutant, and puts the file back.
  func run(_ mutant: Mutant, original: String, timeout: Duration) -> MutantResult {
    let started = ContinuousClock.now
    let file = directory.appending(path: mutant.file)
    let outcome: MutantResult.Outcome
    do {
      try mutant.applied(to: original).write(to: file, atomically: true, encoding: .utf8)
      defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
      if build() != .exited(0) {
        outcome = .invalid
      } else {
        switch test(timeout: timeout) {
        case .exited(0): outcome = .survived
        case .timedOut: outcome = .hang
        case .exited, .failedToStart: outcome = .killed
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

  private func build() -> Subprocess.Outcome {
    try? FileManager.default.removeItem(atPath: log)
    return Subprocess.run(
      ["swift", "build", "--build-tests", "--package-path", directory.path], log: log,
      timeout: .seconds(1_800))
  }

  private func test(timeout: Duration) -> Subprocess.Outcome {
    var arguments = ["swift", "test", "--skip-build", "--package-path", directory.path]
    if let filter = configuration.testFilter { arguments += ["--filter", filter] }
    return Subprocess.run(arguments, log: log, timeout: timeout)
  }
}
