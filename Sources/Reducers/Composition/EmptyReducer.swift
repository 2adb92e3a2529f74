/// A reducer that does nothing: no state change, no effect.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  /// Returns `.none` without touching the state.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
