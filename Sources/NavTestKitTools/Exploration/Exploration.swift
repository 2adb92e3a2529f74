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

  /// An exploration that reached nothing: what a refused one returns.
  package static var nothing: Exploration {
    Exploration(states: 0, steps: 0, isComplete: false, map: NavigationMap(), violations: [])
  }

  /// Two explorations as one: from the initial states of both, their counts added, their maps
  /// merged, their violations one after the other.
  package func merging(_ other: Exploration) -> Exploration {
    var map = map
    map.merge(other.map)
    return Exploration(
      states: states + other.states, steps: steps + other.steps,
      isComplete: isComplete && other.isComplete, map: map,
      violations: violations + other.violations)
  }
}
