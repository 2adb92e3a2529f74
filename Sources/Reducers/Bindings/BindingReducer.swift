/// A reducer that applies the binding actions of a feature to its state.
///
/// Put it first in the body, so the feature's own logic sees the state after the change:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in ... }
/// }
/// ```
///
/// It changes nothing for other actions and never returns an effect.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// Creates a reducer that applies binding actions.
  public init() {}

  /// Applies a binding action to the state; ignores every other action.
  ///
  /// - Parameters:
  ///   - state: The feature's state.
  ///   - action: The action to handle.
  /// - Returns: `.none`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
