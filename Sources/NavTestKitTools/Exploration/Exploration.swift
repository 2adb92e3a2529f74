/// What an exploration reached and what it found.
public struct Exploration: Sendable, Equatable {
  /// How many configurations it explored: distinct states, told apart also by how many effects
  /// were in flight.
  public let states: Int
  /// How many steps its runs took, replaying paths included: every configuration is reached
  /// again from the initial state for each step taken from it.
  public let steps: Int
  /// Whether it explored everything reachable: no path went past the depth or the state budget.
  public let isComplete: Bool
  /// The screens reached and the transitions between them.
  public let map: NavigationMap
  /// The invariants it found broken, each on a shortest path; each also failed the test.
  public let violations: [ExplorationViolation]
}
