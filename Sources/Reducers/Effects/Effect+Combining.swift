extension Effect {
  /// An effect that runs several effects at the same time.
  ///
  /// - Parameter effects: The effects to run concurrently.
  /// - Returns: An effect; `.none` when every effect is `.none`.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs a sequence of effects at the same time.
  ///
  /// - Parameter effects: The effects to run concurrently.
  /// - Returns: An effect; `.none` when every effect is `.none`.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let work = effects.filter { !$0.isNone }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Self(operation: .merge(work))
    }
  }

  /// Runs this effect and another at the same time.
  ///
  /// - Parameter other: The effect to run alongside this one.
  /// - Returns: The merged effect.
  @inlinable
  public func merge(with other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return Self.merging(self, other)
  }

  /// Two effects that both do something, merged: out of line, so that the checks above, which
  /// almost every action ends in, stay small enough to inline into every reducer that merges.
  @usableFromInline @inline(never)
  static func merging(_ first: Self, _ second: Self) -> Self {
    .merge([first, second])
  }

  /// An effect that runs several effects one after another, each starting when the last ends.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect; `.none` when every effect is `.none`.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs a sequence of effects one after another.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect; `.none` when every effect is `.none`.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let work = effects.filter { !$0.isNone }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Self(operation: .concatenate(work))
    }
  }

  /// Runs another effect after this one finishes.
  ///
  /// - Parameter other: The effect to run next.
  /// - Returns: The concatenated effect.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    .concatenate([self, other])
  }
}
