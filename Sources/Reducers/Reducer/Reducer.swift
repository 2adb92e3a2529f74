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
  ///
  /// A store builds the body once, when the first action reaches this reducer, and runs that
  /// body for every action after it (a test store builds it again after the test changes its
  /// dependencies). Keep the work of an action in the body's reducers, not in the building.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Runs the reducer with its body taken from `slot`, where it is built the first time;
  /// not part of the API (stores and composition operators call it).
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - slot: Where the built body is kept; `nil` for a reducer without a body.
  /// - Returns: The effect to run; `.none` for none.
  func _reduce(
    into state: inout State, action: Action, keepingBodyIn slot: _BodySlot?
  ) -> Effect<Action>
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

extension Reducer {
  /// Runs ``reduce(into:action:)``: a reducer without a body keeps nothing.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - slot: Unused.
  /// - Returns: The effect to run; `.none` for none.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, keepingBodyIn slot: _BodySlot?
  ) -> Effect<Action> {
    reduce(into: &state, action: action)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the ``body`` kept in `slot`, building it first if no action reached it yet.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - slot: Where the built body is kept.
  /// - Returns: The effects of the body's reducers, merged.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, keepingBodyIn slot: _BodySlot?
  ) -> Effect<Action> {
    // The one path every action after the first takes, small enough to inline into the
    // operator that holds this reducer.
    if let slot, let built = slot.body.pointee {
      return built._withUnsafeGuaranteedRef {
        // Kept by this very reducer, whose type fixes `Body`.
        unsafeDowncast($0, to: BuiltBody<Body>.self).reduce(into: &state, action: action)
      }
    }
    return reduceBuildingBody(into: &state, action: action, keepingBodyIn: slot)
  }

  /// Runs the body without a place to keep it (`reduce(into:action:)` outside a store), or
  /// builds it into `slot` the first time an action reaches the reducer, and runs it.
  @inlinable @inline(never)
  func reduceBuildingBody(
    into state: inout State, action: Action, keepingBodyIn slot: _BodySlot?
  ) -> Effect<Action> {
    guard let slot else { return body.reduce(into: &state, action: action) }
    let built = Unmanaged<AnyObject>.passRetained(BuiltBody(body))
    slot.body.pointee = built
    return built._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: BuiltBody<Body>.self).reduce(into: &state, action: action)
    }
  }

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
