/// A reducer written as a closure: the usual way to give a feature its own logic.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that changes the state and returns an effect.
  ///
  /// - Parameter reduce: The feature's logic for one action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    let reducer = BuiltReducer(reducer)
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
