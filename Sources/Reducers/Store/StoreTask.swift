/// A handle on the effects started by one `send`, and the effects of the actions they fed back.
///
/// Await ``finish()`` to wait for them all, or ``cancel()`` to stop them, for example when the
/// screen that sent a long-living `.task` action goes away:
///
/// ```swift
/// let task = store.send(.onAppear)
/// // later
/// await task.cancel()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline package let group: EffectGroup?

  @inlinable
  package init(group: EffectGroup?) {
    self.group = group
  }

  /// Cancels every effect of the task, then waits for them to end.
  public func cancel() async {
    guard let group else { return }
    group.cancelAll()
    await group.wait()
  }

  /// Waits until every effect of the task has ended.
  public func finish() async {
    await group?.wait()
  }

  /// Whether the task was cancelled, or never had an effect to run.
  public var isCancelled: Bool {
    guard let group else { return true }
    return group.wasCancelled || !group.startedAny
  }

  /// Compares two tasks by the effects they track.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  /// Hashes the identity of the tracked effects.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
