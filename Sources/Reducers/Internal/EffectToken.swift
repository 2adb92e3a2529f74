import Synchronization

/// One running effect task: where it belongs, which ids cancel it, and whether it ended.
package final class EffectToken: Sendable {
  /// The feature path of the reducer that returned the effect.
  package let path: NavigationPath
  /// The cancel ids the effect was registered under.
  package let ids: [EffectID]
  /// The group of effects started by one `send`, which this effect belongs to.
  package let group: EffectGroup
  private let registry: EffectRegistry

  private struct Status {
    var task: Task<Void, Never>?
    var isCancelled = false
    var isFinished = false
    var isRetired = false
  }

  private let status = Lock(Status())

  init(path: NavigationPath, ids: [EffectID], group: EffectGroup, registry: EffectRegistry) {
    self.path = path
    self.ids = ids
    self.group = group
    self.registry = registry
    registry.insert(self)
    group.insert(self)
  }

  /// Whether the effect was cancelled, so actions it sends are dropped.
  package var isCancelled: Bool {
    status.withLock { $0.isCancelled }
  }

  /// Whether the effect's operation returned.
  package var isFinished: Bool {
    status.withLock { $0.isFinished }
  }

  /// Attaches the task running the effect; cancels it at once if the effect was cancelled first.
  func attach(_ task: Task<Void, Never>) {
    let cancelled = status.withLock {
      if !$0.isRetired { $0.task = task }
      return $0.isCancelled
    }
    if cancelled { task.cancel() }
  }

  /// Cancels the effect's task; from then on the effect no longer counts as in flight.
  package func cancel() {
    let (cancelled, task) = status.withLock { status -> (Bool, Task<Void, Never>?) in
      guard !status.isCancelled, !status.isFinished else { return (false, nil) }
      status.isCancelled = true
      return (true, status.task)
    }
    guard cancelled else { return }
    group.noteCancelled()
    task?.cancel()
    retire()
  }

  /// Marks the operation as returned.
  func markFinished() {
    status.withLock { $0.isFinished = true }
    retire()
  }

  /// Removes the effect from the registry and its group, once.
  private func retire() {
    let first = status.withLock { status -> Bool in
      defer {
        status.isRetired = true
        // The task's closure holds this token: let go of the task so neither keeps the other.
        status.task = nil
      }
      return !status.isRetired
    }
    guard first else { return }
    registry.remove(self)
    group.remove(self)
  }

  /// Whether a cancellation request targets this effect.
  func matches(_ target: CancelTarget) -> Bool {
    switch target {
    case .navigation(let prefix):
      return path.hasPrefix(prefix)
    case .id(let requested):
      return ids.contains { $0.id == requested.id && $0.path.hasPrefix(requested.path) }
    case .strays(let parent, let site, let isKept):
      guard path.elements.count > parent.elements.count, path.hasPrefix(parent) else {
        return false
      }
      let step = path.elements[parent.elements.count]
      return step.site == site && !isKept(step.identity)
    }
  }
}
