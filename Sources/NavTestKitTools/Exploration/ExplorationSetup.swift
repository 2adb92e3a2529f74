import Reducers

/// What every run of one exploration is built from.
struct ExplorationSetup<State, Action>: Sendable {
  let initialState: @Sendable () -> State
  let makeReducer: @Sendable () -> any Reducer<State, Action>
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  /// How one "time passes" step advances the clock; `nil` when time never passes.
  let time: ExplorationTime?
  let budget: EffectBudget
  /// The actions a person can take on the screen a state shows.
  let actions: @Sendable (State) -> [Action]
  /// What the screen on top of a state sends when it appears (its `onTask`, its `onAppear`):
  /// sent once, when it comes on top, as part of the step that brought it.
  var onAppear: (@Sendable (State) -> [Action])? = nil
  /// Which navigation steps a screen declares are offered beside `actions`.
  var navigation: NavigationSteps = .all
}
