extension Reducer {
  /// Overrides one dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to override, like `\.uuid`.
  ///   - value: The value to use.
  /// - Returns: A reducer that runs this one with the dependency overridden.
  public func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyReducer<Self> {
    _DependencyReducer(base: BuiltReducer(self)) { $0[keyPath: keyPath] = value }
  }

  /// Changes the dependencies this reducer and its effects see.
  ///
  /// - Parameter update: Changes the current dependency values.
  /// - Returns: A reducer that runs this one with the changed dependencies.
  public func transformDependency(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> _DependencyReducer<Self> {
    _DependencyReducer(base: BuiltReducer(self), update: update)
  }
}

/// The reducer `dependency(_:_:)` builds: public only so it can appear in `some Reducer` types.
public struct _DependencyReducer<Base: Reducer>: Reducer {
  let base: BuiltReducer<Base>
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}
