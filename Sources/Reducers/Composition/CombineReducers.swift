/// Groups reducers into one, run in order; useful where a single reducer is expected.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.counter, action: \.counter) { Counter() }
///   Reduce { state, action in .none }
/// }
/// .ifLet(\.child, action: \.child) { Child() }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: BuiltReducer<Reducers>

  /// Creates a reducer from the reducers in the builder block.
  ///
  /// - Parameter build: The reducers to run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = BuiltReducer(build())
  }

  /// Runs the grouped reducers.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
