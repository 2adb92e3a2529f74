/// Builds a reducer from the reducers listed in a ``Reducer/body``, run in order.
///
/// Every reducer in the block sees the same state, one after the other, and their effects are
/// merged. `if`, `if`/`else` and `for` loops work as they do in other result builders.
///
/// Each step consumes the reducers it is given: a body is built once per store (and for every call
/// of `reduce(into:action:)` made outside a store), and handing
/// a borrowed reducer on would copy it (a retain for every key path, case path and closure in
/// it) and then destroy the original, at every level of a feature tree.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  /// Accepts any reducer of the builder's state and action.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: consuming R) -> R {
    expression
  }

  /// Starts a block with its first reducer.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: consuming R) -> R {
    first
  }

  /// Appends the next reducer of a block, to run after the ones before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: consuming R0, next: consuming R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// An empty block: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A reducer that runs only when an `if` condition held.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(
    _ wrapped: consuming R?
  ) -> _Optional<R> {
    _Optional(wrapped: wrapped)
  }

  /// The first branch of an `if`/`else`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first: consuming R0
  ) -> _Conditional<R0, R1> {
    .first(first)
  }

  /// The second branch of an `if`/`else`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second: consuming R1
  ) -> _Conditional<R0, R1> {
    .second(second)
  }

  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(
    _ reducers: consuming [R]
  ) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  /// Two reducers run one after the other; built by ``ReducerBuilder``, not part of the API.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: BuiltReducer<R0>
    @usableFromInline let r1: BuiltReducer<R1>

    @inlinable
    init(_ r0: consuming R0, _ r1: consuming R1) {
      self.r0 = BuiltReducer(r0)
      self.r1 = BuiltReducer(r1)
    }

    /// Runs the first reducer, then the second, and merges their effects.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let first = r0.reduce(into: &state, action: action)
      let second = r1.reduce(into: &state, action: action)
      return first.merge(with: second)
    }
  }

  /// A reducer that runs only if it exists; built by ``ReducerBuilder``, not part of the API.
  public struct _Optional<Wrapped: Reducer<State, Action>>: Reducer {
    @usableFromInline let wrapped: BuiltReducer<Wrapped>?

    @inlinable
    init(wrapped: consuming Wrapped?) {
      self.wrapped = wrapped.map { BuiltReducer($0) }
    }

    /// Runs the wrapped reducer when there is one.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }
  }

  /// One of two reducers; built by ``ReducerBuilder``, not part of the API.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    /// The `if` branch.
    case first(First)
    /// The `else` branch.
    case second(Second)

    /// Runs the branch that was taken.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }
  }

  /// Reducers of a `for` loop; built by ``ReducerBuilder``, not part of the API.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [BuiltReducer<Element>]

    @inlinable
    init(reducers: consuming [Element]) {
      self.reducers = reducers.map { BuiltReducer($0) }
    }

    /// Runs every reducer in order and merges their effects.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
  }
}
