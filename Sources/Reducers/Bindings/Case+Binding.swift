extension Case {
  /// The value a binding action writes to one field: `\.binding[\.syncUp]`.
  ///
  /// Embedding a value makes `.binding(.set(\.syncUp, value))`; extraction returns the value
  /// only from binding actions that write that same field.
  ///
  /// ```swift
  /// await store.send(\.destination.edit.binding[\.syncUp], syncUp) { ... }
  /// ```
  ///
  /// - Parameter keyPath: The field, a key path into the feature's state.
  /// - Returns: A case path from the root to the written value.
  public subscript<State, Member: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Member> & Sendable
  ) -> Case<Root, Member> where Value == BindingAction<State> {
    appendingCase(
      { .set(keyPath, $0) },
      { $0.value(at: keyPath) },
      name: "[\(KeyPathText.relative(keyPath))]"
    )
  }
}

extension Case {
  /// The value a binding action writes to one field, spelled as TCA spells it:
  /// `\.binding.syncUp`, the same path as `\.binding[\.syncUp]`.
  ///
  /// ```swift
  /// await store.send(\.destination.edit.binding.syncUp, syncUp) { ... }
  /// ```
  ///
  /// - Parameter keyPath: The field, a key path into the feature's state.
  /// - Returns: A case path from the root to the written value.
  public subscript<State, Member: Equatable & Sendable>(
    dynamicMember keyPath: any WritableKeyPath<State, Member> & Sendable
  ) -> Case<Root, Member> where Value == BindingAction<State> {
    let field = KeyPathText.relative(keyPath)
    return appendingCase(
      { .set(keyPath, $0) },
      { $0.value(at: keyPath) },
      name: field.hasPrefix("\\.") ? String(field.dropFirst(2)) : "[\(field)]"
    )
  }
}
