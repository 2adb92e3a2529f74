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
  ///
  /// Cancelling the task that waits cancels the effects (as in TCA), so a test whose time limit
  /// runs out, or a view whose work is torn down, is not left waiting on an effect that never
  /// ends.
  public func finish() async {
    guard let group else { return }
    await withTaskCancellationHandler {
      await group.wait()
    } onCancel: {
      group.cancelAll()
    }
  }

  /// Whether any effect of the task is still running: started, and neither finished nor
  /// cancelled.
  ///
  /// The same on every executor: an effect stops counting the moment it is cancelled (a screen
  /// popped, ``cancel()``), not when its task next runs and unwinds.
  public var isRunning: Bool {
    group?.isRunning ?? false
  }

  /// Waits until every effect of the task has ended, or until `timeout` has passed.
  ///
  /// ```swift
  /// let finished = await store.send(.refresh).finish(timeout: .seconds(5))
  /// ```
  ///
  /// - Parameter timeout: How long to wait on the continuous clock.
  /// - Returns: Whether every effect ended in time; the effects keep running if not.
  public func finish(timeout: Duration) async -> Bool {
    guard let group, group.isRunning else { return true }
    return await withTaskGroup(of: Bool.self) { waiters in
      waiters.addTask {
        await group.wait()
        return true
      }
      waiters.addTask {
        try? await Task.sleep(for: timeout)
        return !group.isRunning
      }
      let finished = await waiters.next() ?? false
      // Ends the other waiter: the sleep, or the wait on effects that are still running.
      waiters.cancelAll()
      return finished
    }
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
