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
/// For a feature whose view actions are nested (`case view(View)`, with `View` the
/// `BindableAction`), name them: `BindingReducer(action: \.view)`.
///
/// It changes nothing for other actions and never returns an effect.
public struct BindingReducer<State, Action: Sendable, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  /// The bindable actions inside an action, if it holds any.
  @usableFromInline let toViewAction: @Sendable (Action) -> ViewAction?

  /// Creates a reducer that applies the feature's own binding actions.
  @inlinable
  public init() where Action == ViewAction {
    toViewAction = { $0 }
  }

  /// Creates a reducer that applies the binding actions nested in one case of the feature's
  /// actions: `BindingReducer(action: \.view)`.
  ///
  /// - Parameter toViewAction: A case key path to the bindable actions.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    self.toViewAction = Case(toViewAction).extract
  }

  /// Applies a binding action to the state; ignores every other action.
  ///
  /// - Parameters:
  ///   - state: The feature's state.
  ///   - action: The action to handle.
  /// - Returns: `.none`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
