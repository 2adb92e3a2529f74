import Reducers

/// What every run of one exploration is built from.
struct ExplorationSetup<State, Action> {
  let initialState: () -> State
  let makeReducer: () -> any Reducer<State, Action>
  let prepareDependencies: (inout DependencyValues) -> Void
  /// How far one "time passes" step advances the clock; `nil` when time never passes.
  let timeStep: Duration?
  let budget: EffectBudget
  /// The actions a person can take on the screen a state shows.
  let actions: (State) -> [Action]
}

