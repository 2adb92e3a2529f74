extension Effect {
  /// Registers this effect under a cancel id, so `.cancel(id:)` can stop it.
  ///
  /// Ids are scoped to the feature that uses them: a feature can cancel its own effects and its
  /// descendants' effects with an id, never its parent's or a sibling's.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; ids of different types never match.
  ///   - cancelInFlight: Cancels effects already running under the id before starting this one.
  /// - Returns: The cancellable effect; `.none` stays `.none` unless it cancels in flight.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let effectID = EffectID(id: AnyHashableSendable(CancelIDKey(id)), path: .root)
    if isNone {
      return cancelInFlight ? Self(operation: .cancel(.id(effectID))) : .none
    }
    return Self(operation: .cancellable(effectID, cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every in-flight effect registered under an id.
  ///
  /// - Parameter id: The id given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: An effect that emits nothing.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(
      operation: .cancel(.id(EffectID(id: AnyHashableSendable(CancelIDKey(id)), path: .root)))
    )
  }

  /// An effect that cancels every effect returned under a feature path (a dismissed child).
  @usableFromInline
  package static func cancel(navigation path: NavigationPath) -> Self {
    Self(operation: .cancel(.navigation(path)))
  }
}

/// A cancel id together with its type, so `1` and `CancelID.timer` never collide.
private struct CancelIDKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let value: AnyHashableSendable

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.value = AnyHashableSendable(id)
  }
}
