/// A reducer written as an enum of the features it can be: a destination, a stack's screen, an
/// app that is either logged in or logged out. What TCA's `@Reducer enum` gives.
///
/// Write the enum, one case per feature, and conform it; in a target that applies
/// `CasePathsPlugin`, its `State` and `Action` enums, their case paths and its `body` are
/// generated while the target builds:
///
/// ```swift
/// extension SyncUpDetail {
///   enum Destination: CaseReducer {
///     case alert(AlertState<Alert>)   // plain data: no reducer
///     case edit(SyncUpForm)           // a feature: scoped in the body
///
///     enum Alert: Sendable, CasePathable { case confirmDeletion }
///   }
/// }
/// extension SyncUpDetail.Destination.State: Equatable {}
/// ```
///
/// gives `Destination.State` (`.alert(AlertState<Alert>)`, `.edit(SyncUpForm.State)`),
/// `Destination.Action` (`.alert(Alert)`, `.edit(SyncUpForm.Action)`) and `Destination.body`, a
/// `Scope` per feature case. A parent presents it with `.ifLet(\.$destination, action:
/// \.destination)` and pushes it with `.forEach(\.path, action: \.path)`, no reducer named.
///
/// A case is a feature's unless its payload is an `AlertState` or a `ConfirmationDialogState`
/// (its actions are the buttons'), it has no payload or several values, its payload is a type
/// of this target with no `State`, or a `// @ReducerCaseIgnored` comment is on the line before
/// it: those are state only. The enum's value is never made: a store runs `Destination.body`.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// The type of ``body-swift.type.property``: named again so that Swift infers it from the
  /// static `body`, not from `Reducer`'s default for a reducer without one (`Never`).
  associatedtype Body = Body

  /// The reducer of every case: a `Scope` for each feature case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The reducer of every case, ``body-swift.type.property``.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``: the enum of its cases' states, which knows its reducer.
public protocol CaseReducerState {
  /// The reducer enum whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
