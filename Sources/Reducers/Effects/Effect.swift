/// The work a reducer asks the store to do after it changed the state: actions to feed back,
/// asynchronous operations to run, and cancellations.
///
/// Effects are values. A reducer returns one; the store starts it. Actions an effect emits go
/// back through the reducer, after the action that returned the effect.
///
/// ```swift
/// case .refreshTapped:
///   return .run { send in
///     let items = try await apiClient.fetch()
///     await send(.itemsLoaded(items))
///   }
///   .cancellable(id: CancelID.refresh, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline package let operation: Operation

  @inlinable
  package init(operation: Operation) {
    self.operation = operation
  }

  /// The forms an effect takes; the store interprets them.
  @usableFromInline
  package indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(Run)
    case cancel(CancelTarget)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(EffectID, cancelInFlight: Bool, Effect)
  }

  /// An asynchronous operation, with the feature path it belongs to.
  @usableFromInline
  package struct Run: Sendable {
    let priority: TaskPriority?
    let path: NavigationPath
    let operation: @Sendable (Send<Action>) async -> Void
  }

  /// Whether the effect does nothing, so the store can skip it.
  @inlinable
  package var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// An effect that does nothing and completes immediately.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that feeds an action back into the store immediately, after the current action.
  ///
  /// Use it for a child to tell its parent something (`.send(.delegate(.saved))`), not to share
  /// logic between actions: call a helper function for that.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: An effect.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }
}

/// What a cancellation effect cancels: effects registered under an id, or under a feature path.
@usableFromInline
package enum CancelTarget: Sendable {
  case id(EffectID)
  case navigation(NavigationPath)
  /// The children an operator at `site` scopes to, under `parent`, that are no longer there:
  /// every effect one level below `parent` under `site` whose child identity `isKept` rejects.
  ///
  /// What a child leaves behind when another reducer removed or replaced it without the operator
  /// seeing it go (a sibling before it in the same body, or after it the last time it ran), and
  /// what a stack or collection replaced wholesale no longer holds.
  case strays(
    parent: NavigationPath, site: CallSite,
    isKept: @Sendable (AnyHashableSendable?) -> Bool)

  /// The same target, as seen from one level further up the feature tree.
  func prepending(_ element: NavigationElement) -> CancelTarget {
    switch self {
    case .id(let id): .id(id.prepending(element))
    case .navigation(let path): .navigation(path.prepending(element))
    case .strays(let parent, let site, let isKept):
      .strays(parent: parent.prepending(element), site: site, isKept: isKept)
    }
  }
}

/// A cancel id and the feature path of the reducer that used it.
@usableFromInline
package struct EffectID: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationPath

  ///
  /// A `Scope` is not a level for cancel ids: a scoped child and its parent cancel each other's
  /// ids, as in TCA.
  func prepending(_ element: NavigationElement) -> EffectID {
    if element.isScope { return self }
    return EffectID(id: id, path: path.prepending(element))
  }
}
