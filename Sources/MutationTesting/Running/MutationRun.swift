import Foundation

/// Runs a package's tests against each mutant of its sources, in scratch copies of the package:
/// the user's tree is only ever read.
///
/// Each worker has its own copy, built once; for each mutant it writes the mutated file, builds
/// (incrementally), runs the tests, and puts the file back. A mutant that does not build is
/// invalid; tests that run past the time limit are killed, and the mutant is a hang.
///
/// ```swift
/// let run = MutationRun(configuration)
/// let report = try run.run { progress in print(progress) }
/// print(report.text(sources: run.sources))
/// ```
public final class MutationRun: Sendable {
  /// What to mutate, and how to run the tests.
  public struct Configuration: Sendable {
    /// The package's folder.
    public var packageDirectory: URL
    /// The source files to mutate, relative to the package's folder.
    public var files: [String]
    /// The tests to run (`swift test --filter`), or `nil` for all.
    public var testFilter: String?
    /// How many copies run at once.
    public var workers: Int
    /// How long one mutant's tests may run before it counts as a hang; by default ten times
    /// the unmutated run, and at least 30 seconds.
    public var testTimeout: Duration?
    /// How many mutants to run, picked by ``seed``; all when `nil`.
    public var sample: Int?
    /// The seed the sample is picked with.
    public var seed: UInt64
    /// The operators to apply.
    public var operators: Set<MutationOperator>
    /// The equivalent mutants, which are not run.
    public var equivalents: EquivalentMutants
    /// Where the copies are made.
    public var scratchDirectory: URL

    /// A configuration; see each property.
    public init(
      packageDirectory: URL, files: [String], testFilter: String? = nil, workers: Int = 1,
      testTimeout: Duration? = nil, sample: Int? = nil, seed: UInt64 = 0,
      operators: Set<MutationOperator> = Set(MutationOperator.allCases),
      equivalents: EquivalentMutants = EquivalentMutants(""), scratchDirectory: URL
    ) {
      self.packageDirectory = packageDirectory
      self.files = files
      self.testFilter = testFilter
      self.workers = max(1, workers)
      self.testTimeout = testTimeout
      self.sample = sample
      self.seed = seed
      self.operators = operators
      self.equivalents = equivalents
      self.scratchDirectory = scratchDirectory
    }
  }

  /// How far a run has got.
  public struct Progress: Sendable, CustomStringConvertible {
    /// Mutants done.
    public var done: Int
    /// Mutants to run.
    public var total: Int
    public var killed = 0
    public var survived = 0
    public var invalid = 0
    public var hangs = 0
    /// The time left, estimated from the time per mutant so far.
    public var secondsLeft: Double?

    /// `mutant 3 of 40: 2 killed, 1 survived, 0 invalid, 0 hangs; about 2 min left`.
    public var description: String {
      "mutant \(done) of \(total): \(killed) killed, \(survived) survived, \(invalid) invalid, "
        + "\(hangs) \(hangs == 1 ? "hang" : "hangs")"
        + (secondsLeft.map { "; about \(Self.duration($0)) left" } ?? "")
    }

    static func duration(_ seconds: Double) -> String {
      seconds < 90 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }
  }

  /// Why a run could not start.
  public enum Failure: Error, CustomStringConvertible {
    /// A file to mutate could not be read.
    case unreadable(String)
    /// The unmutated package does not build in its copy.
    case baselineDoesNotBuild(log: String)
    /// The unmutated package's tests fail: mutants would all look killed.
    case baselineTestsFail(log: String)

    public var description: String {
      switch self {
      case .unreadable(let file):
        "Can't read \(file)."
      case .baselineDoesNotBuild(let log):
        "The package does not build before any mutation; see \(log)."
      case .baselineTestsFail(let log):
        """
        The tests fail before any mutation, so every mutant would look killed; see \(log).

        To fix, make the tests pass, or choose passing ones with "--tests".
        """
      }
    }
  }

  public let configuration: Configuration
  /// Each file's text before mutation, by path: what the report shows lines from.
  public let sources: [String: String]
  /// The mutants to run, in source order, after sampling.
  public let mutants: [Mutant]

  /// Reads the files and finds their mutants.
  ///
  /// - Parameter configuration: What to mutate, and how.
  /// - Throws: ``Failure/unreadable(_:)`` for a file that cannot be read.
  public init(_ configuration: Configuration) throws {
    self.configuration = configuration
    var sources: [String: String] = [:]
    var mutants: [Mutant] = []
    for file in configuration.files {
      let url = configuration.packageDirectory.appending(path: file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        throw Failure.unreadable(file)
      }
      sources[file] = text
      mutants += Mutator(source: text, file: file, operators: configuration.operators).mutants()
    }
    self.sources = sources
    self.mutants =
      configuration.sample.map {
        Sample.pick($0, of: mutants, seed: configuration.seed)
      } ?? mutants
  }

  /// Runs every mutant and reports what became of each.
  ///
  /// - Parameter progress: Told after each mutant; called from the workers' threads, one call
  ///   at a time.
  /// - Returns: The report.
  /// - Throws: A ``Failure`` when the unmutated package does not build or its tests fail.
  public func run(progress: @escaping @Sendable (Progress) -> Void = { _ in }) throws
    -> MutationReport
  {
    let started = ContinuousClock.now
    let toRun = mutants.filter { configuration.equivalents.reason(for: $0) == nil }
    let equivalent = mutants.filter { configuration.equivalents.reason(for: $0) != nil }.map {
      MutantResult(mutant: $0, outcome: .equivalent, seconds: 0, tests: "")
    }
    let workers = try (0..<min(configuration.workers, max(1, toRun.count))).map {
      try Worker(index: $0, configuration: configuration)
    }
    let baseline = try workers[0].baseline()
    for worker in workers.dropFirst() { _ = try worker.baseline() }
    let timeout =
      configuration.testTimeout ?? max(.seconds(30), baseline.tests * 10)
    // A mutant's build is incremental: past twice a build from nothing, it is not ending.
    let buildTimeout = max(.seconds(120), baseline.build * 2)

    let state = RunState(total: toRun.count)
    let group = DispatchGroup()
    for worker in workers {
      group.enter()
      Thread.detachNewThread { [self] in
        defer { group.leave() }
        while let mutant = state.next(of: toRun) {
          let result = worker.run(
            mutant, original: sources[mutant.file] ?? "", timeout: timeout,
            buildTimeout: buildTimeout)
          state.record(result, elapsed: ContinuousClock.now - started, then: progress)
        }
      }
    }
    group.wait()
    let results = state.results + equivalent
    let elapsed = ContinuousClock.now - started
    return MutationReport(
      results: results,
      seconds: elapsed.inSeconds)
  }
}

/// The run's shared bookkeeping: the next mutant to hand out, and the results so far.
///
/// `@unchecked Sendable`: every stored property is read and written only under `lock`.
private final class RunState: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var recorded: [MutantResult] = []
  private var progress: MutationRun.Progress

  init(total: Int) {
    progress = MutationRun.Progress(done: 0, total: total)
  }

  var results: [MutantResult] { lock.withLock { recorded } }

  func next(of mutants: [Mutant]) -> Mutant? {
    lock.withLock {
      guard nextIndex < mutants.count else { return nil }
      defer { nextIndex += 1 }
      return mutants[nextIndex]
    }
  }

  /// Records a result, and tells `report` the progress, one call at a time.
  func record(
    _ result: MutantResult, elapsed: Duration,
    then report: (MutationRun.Progress) -> Void
  ) {
    lock.withLock {
      recorded.append(result)
      progress.done += 1
      switch result.outcome {
      case .killed: progress.killed += 1
      case .survived: progress.survived += 1
      case .invalid: progress.invalid += 1
      case .hang: progress.hangs += 1
      case .equivalent: break
      }
      let seconds = elapsed.inSeconds
      progress.secondsLeft =
        seconds / Double(progress.done) * Double(progress.total - progress.done)
      report(progress)
    }
  }
}
