import Reducers
import Synchronization

/// A thread-safe log effects write to, so tests can check what ran and in which order.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Lock<[Value]>([])

  var values: [Value] { storage.withLock { $0 } }

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}

/// A gate effects wait on until the test opens it; waiting ends early when the task is cancelled.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var nextID = 0
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Lock(State())

  var waiting: Int { state.withLock { $0.waiters.count } }

  func wait() async {
    let id = state.withLock { state -> Int in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.isOpen || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  func open() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.isOpen = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }
}
