/// What became of one mutant.
public struct MutantResult: Hashable, Sendable, Codable {
  /// How a mutant's run ended.
  public enum Outcome: String, Hashable, Sendable, Codable {
    /// A test failed: the bug was caught.
    case killed
    /// Every test passed: the bug went through.
    case survived
    /// The mutant did not compile: not counted.
    case invalid
    /// The tests ran past the time limit and were killed: counted as caught, and listed.
    case hang
    /// Listed as equivalent (the change cannot alter behaviour): not run, not counted.
    case equivalent
  }

  /// The mutant.
  public let mutant: Mutant
  /// What became of it.
  public let outcome: Outcome
  /// How long its build and tests took, in seconds.
  public let seconds: Double
  /// The tests that ran: the filter given, or every test.
  public let tests: String
}
