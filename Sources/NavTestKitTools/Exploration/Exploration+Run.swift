import Foundation
import Reducers

extension Exploration {
  /// How many runs an exploration drives at once unless told: one for each core.
  public static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Explores a feature and says what broke through `report`: the search behind the test kit's
  /// `explore(initialState:depth:…)`, and behind `sync-ups --map`, which runs it outside a test.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from, built for every run.
  ///   - depth: The most steps on any path from the initial state.
  ///   - states: The most configurations to explore.
  ///   - time: How one "time passes" step advances the explorer's clock; `nil` when time
  ///     never passes.
  ///   - checks: The invariants to check.
  ///   - effectBudget: The most actions and jobs one step's effects may run.
  ///   - workers: How many runs go on at once; the result is the same with one or many.
  ///   - reducer: The feature's reducer, built for every run.
  ///   - prepareDependencies: Overrides dependencies for every run; `nil` when none are.
  ///   - actions: The actions a person can take on the screen a state shows.
  ///   - onAppear: What the screen on top sends when it appears; `nil` when screens send
  ///     nothing.
  ///   - navigation: Which navigation steps a screen declares are offered beside `actions`.
  ///   - invariants: The caller's own checks of a state: what broke, or nothing.
  ///   - invariantsCall: The name of a function the printed test calls with the store's state to
  ///     check the same invariants; `nil` when there is none.
  ///   - startingPoint: Which of several initial states this is, as messages say it (`initial
  ///     state 2 of 3`); `nil` for the only one.
  ///   - report: Told each problem, as the message a test fails with: input with nothing to
  ///     explore, a feature that differs between runs, each violation.
  /// - Returns: What the exploration reached and found.
  @MainActor
  package static func run<
    State: Equatable & SendableMetatype, Action: Sendable,
    R: Reducer<State, Action> & SendableMetatype
  >(
    initialState: @escaping @Sendable () -> State,
    depth: Int,
    states: Int,
    time: ExplorationTime?,
    checking checks: Set<ExplorationInvariant>,
    effectBudget: EffectBudget,
    workers: Int = Exploration.defaultWorkers,
    reducer: @escaping @Sendable () -> R,
    prepareDependencies: (@Sendable (inout DependencyValues) -> Void)?,
    actions: @escaping @Sendable (State) -> [Action],
    onAppear: (@Sendable (State) -> [Action])? = nil,
    navigation: NavigationSteps = .all,
    invariants: @escaping (State) -> [String],
    invariantsCall: String? = nil,
    startingPoint: String? = nil,
    report: (String) -> Void
  ) async -> Exploration {
    guard depth >= 0, states > 0, time?.isValid ?? true else {
      report(
        """
        explore(depth: \(depth), states: \(states)\(time.map { ", time: \($0.source)" } ?? "")) \
        has nothing to explore.

        To fix, pass a depth of 0 or more, a state budget above 0, and a time step above zero.
        """)
      return Exploration(
        states: 0, steps: 0, isComplete: false, map: NavigationMap(), violations: [])
    }
    let setup = ExplorationSetup<State, Action>(
      initialState: initialState, makeReducer: { reducer() },
      prepareDependencies: prepareDependencies ?? { _ in }, time: time, budget: effectBudget,
      actions: actions, onAppear: onAppear, navigation: navigation)
    let explorer = Explorer(
      setup: setup, invariants: invariants, maxDepth: depth, stateBudget: states, checks: checks,
      workers: workers)
    await explorer.run()
    let featureName = NavigationTree(of: initialState()).levels[0].name
    let explorationReport = ExplorationReport(
      featureName: featureName, stateTypeName: TypeName.of(State.self),
      reducerSource: DependencyValues.withValues(.isolated()) {
        SwiftSource.initializer(reducer()).text
      },
      setup: setup,
      hasCustomDependencies: prepareDependencies != nil, startingPoint: startingPoint,
      invariantsCall: invariantsCall)
    if let screen = explorer.nondeterministicScreen {
      report(
        """
        Exploring \(featureName) reached "\(screen)" once, and a replay of the same steps did not: \
        the feature, or the steps "actions:" lists, differ from one run to the next.

        The explorer reaches every configuration again by replaying its path in a fresh store, so \
        everything a step depends on must be the same each time.

        To fix, give every dependency that differs between runs (dates, ids, randomness) a fixed \
        value in "withDependencies:", and list the same actions for the same state.
        """)
    }
    var violations: [ExplorationViolation] = []
    for found in explorer.found {
      let violation = await explorationReport.violation(found)
      violations.append(violation)
      report(violation.message)
    }
    return Exploration(
      states: explorer.nodes.count, steps: explorer.stepsTaken,
      isComplete: !explorer.isBudgetExhausted && explorer.unexpanded == 0,
      map: explorer.map, violations: violations)
  }
}
