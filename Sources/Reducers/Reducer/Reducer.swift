/// A feature's logic: how its state changes for each action, and what effects follow.
///
/// Implement ``reduce(into:action:)`` for a single reducer, or ``body`` to compose several with
/// the ``ReducerBuilder``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped, decrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       case .decrementButtonTapped:
///         state.count -= 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen in the feature: user events, effect results, child actions.
  associatedtype Action: Sendable
  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Changes the state for an action and returns the effects to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The effect to run; `.none` for none.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer whose state and action are those of the feature `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Reducers that implement 'reduce(into:action:)' must not \
      access their 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's ``body``.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The effects of the body's reducers, merged.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
