import Reducers

/// What every run of one exploration is built from.
struct ExplorationSetup<State, Action>: Sendable {
  let initialState: @Sendable () -> State
  let makeReducer: @Sendable () -> any Reducer<State, Action>
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  /// How far one "time passes" step advances the clock; `nil` when time never passes.
  let timeStep: Duration?
  let budget: EffectBudget
  /// The actions a person can take on the screen a state shows.
  let actions: @Sendable (State) -> [Action]
}
