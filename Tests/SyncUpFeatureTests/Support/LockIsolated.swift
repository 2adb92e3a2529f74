import Reducers
import Synchronization

/// A value that effects may change from any task, for tests to inspect afterwards.
final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Lock<Value>

  init(_ value: Value) {
    storage = Lock(value)
  }

  var value: Value {
    storage.withLock { $0 }
  }

  func setValue(_ newValue: Value) {
    storage.withLock { $0 = newValue }
  }
}
