extension Reducer {
  /// Runs another reducer when a value derived from the state changes.
  ///
  /// This reducer runs first; if the value it derives from the state differs before and after,
  /// the reducer built from the old and new value runs too, and the effects are merged.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, _ in .send(.search(newValue)) }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Derives the value to watch from the state.
  ///   - reducer: Builds the reducer to run from the old and the new value.
  /// - Returns: A reducer that runs this one and, on change, the other.
  @inlinable
  public func onChange<Value: Equatable, Other: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Other
  ) -> _OnChangeReducer<Self, Value, Other> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs another reducer when a value derived from the state changes, as `isDuplicate` tells
  /// it: for values that are not `Equatable`, or that count as the same when they differ.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .onChange(of: \.draft, removeDuplicates: { $0.title == $1.title }) { _, draft in
  ///     Reduce { state, _ in state.isDirty = true; return .none }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Derives the value to watch from the state.
  ///   - isDuplicate: Whether the old and the new value count as the same: no change.
  ///   - reducer: Builds the reducer to run from the old and the new value.
  /// - Returns: A reducer that runs this one and, on change, the other.
  @inlinable
  public func onChange<Value, Other: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Other
  ) -> _OnChangeReducer<Self, Value, Other> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` builds: public only so it can appear in `some Reducer` types.
public struct _OnChangeReducer<Base: Reducer, Value, Other: Reducer>: Reducer
where Other.State == Base.State, Other.Action == Base.Action {
  @usableFromInline let base: BuiltReducer<Base>
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Other

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Other
  ) {
    self.base = BuiltReducer(base)
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then the other reducer if the watched value changed.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
