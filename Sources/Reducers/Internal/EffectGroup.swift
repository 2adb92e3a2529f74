import Synchronization

/// The effects started by one `send`, including effects of the actions they fed back.
///
/// A ``StoreTask`` waits on or cancels its group; a `TestStore` reports a group that is still
/// running at the end of a test at the `send` that started it.
@usableFromInline
package final class EffectGroup: Sendable {
  /// Where the `send` that started the group was written, when known.
  package let site: CallSite?

  private struct Members {
    var running: [ObjectIdentifier: EffectToken] = [:]
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Waiters cancelled before they suspended: they resume at once when they do.
    var cancelledWaiters: Set<UInt64> = []
    var nextWaiter: UInt64 = 0
    var startedAny = false
    var wasCancelled = false
    var started = 0
    var cancelled = 0
    var origin: (any Sendable)?
  }

  private let members = Lock(Members())

  @usableFromInline
  package init(site: CallSite?) {
    self.site = site
  }

  /// The action whose `send` started the group, when the sender recorded it with
  /// ``recordOrigin(_:)``: a `TestStore` names it when the group's effects outlive the test.
  package var origin: (any Sendable)? {
    members.withLock { $0.origin }
  }

  /// Records the action whose `send` started the group; described only if asked for.
  package func recordOrigin(_ action: some Sendable) {
    members.withLock { $0.origin = action }
  }

  /// The effects of this group that are still running.
  package var running: [EffectToken] {
    members.withLock { Array($0.running.values) }
  }

  /// Whether any effect of this group is still running.
  package var isRunning: Bool {
    members.withLock { !$0.running.isEmpty }
  }

  /// Whether the group ever started a task.
  package var startedAny: Bool {
    members.withLock { $0.startedAny }
  }

  func insert(_ token: EffectToken) {
    members.withLock {
      $0.running[ObjectIdentifier(token)] = token
      $0.startedAny = true
      $0.started += 1
    }
  }

  func remove(_ token: EffectToken) {
    let waiters = members.withLock { members -> [CheckedContinuation<Void, Never>] in
      members.running[ObjectIdentifier(token)] = nil
      guard members.running.isEmpty else { return [] }
      defer { members.waiters = [:] }
      return Array(members.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every running effect of the group.
  package func cancelAll() {
    let tokens = members.withLock { members -> [EffectToken] in
      members.wasCancelled = true
      return Array(members.running.values)
    }
    for token in tokens { token.cancel() }
  }

  /// Whether ``cancelAll()`` was called, or every effect the group started was cancelled.
  package var wasCancelled: Bool {
    members.withLock { $0.wasCancelled || ($0.started > 0 && $0.cancelled == $0.started) }
  }

  /// Notes that one of the group's effects was cancelled.
  func noteCancelled() {
    members.withLock { $0.cancelled += 1 }
  }

  /// Suspends until every effect of the group has ended, or the waiting task is cancelled.
  package func wait() async {
    let id = members.withLock { members -> UInt64? in
      guard !members.running.isEmpty else { return nil }
      members.nextWaiter += 1
      return members.nextWaiter
    }
    guard let id else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumesNow = members.withLock { members -> Bool in
          if members.running.isEmpty || members.cancelledWaiters.remove(id) != nil { return true }
          members.waiters[id] = continuation
          return false
        }
        if resumesNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = members.withLock { members -> CheckedContinuation<Void, Never>? in
        if let waiter = members.waiters.removeValue(forKey: id) { return waiter }
        members.cancelledWaiters.insert(id)
        return nil
      }
      waiter?.resume()
    }
  }
}
