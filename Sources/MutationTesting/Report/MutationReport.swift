import Foundation

/// The results of a mutation run: how many mutants the tests killed, and each survivor with
/// where it is, its change and the tests that let it through.
///
/// ```text
/// Mutation score: 91.7 % (11 of 12 caught: 10 killed, 1 hang); 1 survived, 2 invalid
///
/// Survived:
///   Sources/Weak/Counter.swift:7:20: boundary: < → <=
///     -     if count < limit {
///     +     if count <= limit {
///     tests: WeakTests
/// ```
public struct MutationReport: Sendable, Codable {
  /// Every mutant's result, in source order.
  public let results: [MutantResult]
  /// How long the run took, in seconds.
  public let seconds: Double

  /// A report of these results.
  ///
  /// - Parameters:
  ///   - results: Every mutant's result.
  ///   - seconds: How long the run took.
  public init(results: [MutantResult], seconds: Double) {
    self.results = results.sorted {
      ($0.mutant.file, $0.mutant.range.lowerBound, $0.mutant.mutation.rawValue)
        < ($1.mutant.file, $1.mutant.range.lowerBound, $1.mutant.mutation.rawValue)
    }
    self.seconds = seconds
  }

  /// The results with one outcome.
  public func results(_ outcome: MutantResult.Outcome) -> [MutantResult] {
    results.filter { $0.outcome == outcome }
  }

  /// Killed and hung mutants over every counted one (neither invalid nor equivalent), or `nil`
  /// when none counts.
  public var score: Double? {
    let caught = results(.killed).count + results(.hang).count
    let counted = caught + results(.survived).count
    return counted == 0 ? nil : Double(caught) / Double(counted)
  }

  /// The report for a person: the score, then each survivor and each hang with its change.
  ///
  /// - Parameter sources: Each file's text before mutation, by path, for the lines shown.
  public func text(sources: [String: String] = [:]) -> String {
    let killed = results(.killed).count
    let hangs = results(.hang).count
    let survived = results(.survived)
    let scoreText = score.map { String(format: "%.1f %%", $0 * 100) } ?? "none counted"
    var lines = [
      "Mutation score: \(scoreText) (\(killed + hangs) of \(killed + hangs + survived.count) "
        + "caught: \(killed) killed, \(hangs) \(hangs == 1 ? "hang" : "hangs")); "
        + "\(survived.count) survived, \(results(.invalid).count) invalid, "
        + "\(results(.equivalent).count) equivalent; "
        + String(format: "%.0f s", seconds)
    ]
    for (title, group) in [
      ("Survived", survived), ("Hangs (killed at the time limit)", results(.hang)),
    ]
    where !group.isEmpty {
      lines += ["", "\(title):"]
      for result in group {
        lines.append("  \(result.mutant)")
        lines += diff(of: result.mutant, in: sources[result.mutant.file]).map { "    " + $0 }
        lines.append("    tests: \(result.tests)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report for tools: every result, and the totals.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The changed lines, before (`-`) and after (`+`).
  private func diff(of mutant: Mutant, in source: String?) -> [String] {
    guard let source else { return [] }
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = mutant.applied(to: source).split(separator: "\n", omittingEmptySubsequences: false)
    let count = mutant.original.filter { $0 == "\n" }.count + 1
    let newCount = mutant.replacement.filter { $0 == "\n" }.count + 1
    let first = mutant.line - 1
    guard first < before.count else { return [] }
    let removed = before[first..<min(first + count, before.count)].map { "- " + $0 }
    let added = after[first..<min(first + newCount, after.count)].map { "+ " + $0 }
    return removed + added
  }
}
