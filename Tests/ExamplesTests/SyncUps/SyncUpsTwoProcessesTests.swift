import Foundation
import SyncUpFeatures
import Testing

/// Two `sync-ups` processes on one data file at once: each one's sync-up is saved, or that
/// process says its save was refused and exits 1. Nothing is ever lost without a word.
@Suite(
  .enabled(if: SyncUpsBinary.url != nil, "the sync-ups binary is not built: run swift build"),
  .scaledTimeLimit(minutes: 2))
struct SyncUpsTwoProcessesTests {
  /// What became of one process's sync-up in one trial.
  enum Outcome: Equatable {
    /// The process exited 0 and its sync-up is in the file.
    case saved
    /// The process exited 1 and said the file changed on disk under it.
    case refusedAndSaid
    /// The process exited 0 but its sync-up is not in the file: a silent loss.
    case lostSilently
    /// Anything else: the status, what it printed, and whether its sync-up is in the file.
    case unexpected(status: Int32, errors: String, inFile: Bool)
  }

  static let trials = 30

  @Test func twoWritersNeverLoseASyncUpWithoutSayingSo() async throws {
    var outcomes: [Outcome] = []
    for trial in 0..<Self.trials {
      let directory = try TemporaryDirectory()
      // Half the trials start from a file both processes read, half from none: the file a first
      // save creates is the narrowest window.
      if trial.isMultiple(of: 2) {
        try Data("[]".utf8).write(to: directory.dataFile)
      }
      let data = ["--data", directory.dataFile.path]
      async let first = SyncUpsBinary.run(data, input: "add\ntitle First \(trial)\ndone\n")
      async let second = SyncUpsBinary.run(data, input: "add\ntitle Second \(trial)\ndone\n")
      let runs = try await [("First \(trial)", first), ("Second \(trial)", second)]
      let titles = try syncUps(in: directory.dataFile).map(\.title)
      for (title, run) in runs {
        outcomes.append(Self.outcome(of: run, title: title, titles: titles))
      }
    }

    let silent = outcomes.filter { $0 == .lostSilently }.count
    let unexpected = outcomes.filter {
      if case .unexpected = $0 { true } else { false }
    }
    #expect(outcomes.count == 2 * Self.trials)
    #expect(silent == 0, "\(silent) of \(outcomes.count) saves lost without a word")
    #expect(unexpected.isEmpty, "\(unexpected)")
    // Every trial saved at least one of the two.
    for trial in 0..<Self.trials {
      #expect(outcomes[2 * trial..<2 * trial + 2].contains(.saved), "trial \(trial)")
    }
  }

  static func outcome(of run: ProgramRun, title: String, titles: [String]) -> Outcome {
    let inFile = titles.contains(title)
    switch (run.status, inFile) {
    case (0, true) where run.errors.isEmpty:
      return .saved
    case (0, false) where run.errors.isEmpty:
      return .lostSilently
    case (1, false)
    where run.errors.contains("The file changed on disk since it was loaded or last saved")
      && !run.errors.contains("runtime warning"):
      return .refusedAndSaid
    default:
      return .unexpected(status: run.status, errors: run.errors, inFile: inFile)
    }
  }
}
