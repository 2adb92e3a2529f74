import Observation
import Synchronization

/// The object that owns a shared value: the root every ``Shared`` reference leads to.
///
/// A root holds the live value behind a lock, the key it persists through (none for
/// `Shared(value:)`), and the Observation registrar that tells a `Store` or
/// `withObservationTracking` about changes.
///
/// Writers are serialised by a second lock held for the whole read-modify-write, while the value
/// lock is held only to copy the value in or out. So the body of `withLock` may read the same
/// shared value (`$count.withLock { $0 = count + 1 }`) without deadlocking; calling `withLock` on
/// the same reference from inside the body does deadlock, as with any non-recursive lock.
final class SharedRoot<Value: Sendable>: SharedReference, AnySharedRoot, Observable {
  /// The key the value is loaded from and saved to, or `nil` for an unpersisted box.
  let key: (any SharedKey<Value>)?
  private let value: Lock<Value>
  private let writer = Lock(())
  private let registrar = ObservationRegistrar()
  /// `\.liveValue`, built once: a key path literal in a generic type is instantiated at every use.
  private let liveValueKeyPath: any KeyPath<SharedRoot, Value> & Sendable = \.liveValue

  /// Creates a root holding `value`, saved through `key` on every write when there is one.
  init(value: Value, key: (any SharedKey<Value>)?) {
    self.value = Lock(value)
    self.key = key
  }

  /// The live value; the key path observers register on.
  var liveValue: Value {
    value.withLock { $0 }
  }

  var root: any AnySharedRoot { self }

  var anyLiveValue: any Sendable { liveValue }

  var referenceDescription: String {
    let type = "Shared<\(String(describing: Value.self))>"
    guard let key else { return "\(type)(value: \(String(describing: liveValue)))" }
    return "\(type)(\(key.description))"
  }

  var loadError: (any Error)? { key?.loadError }

  func read(_ mode: SharedReadMode) -> Value {
    registrar.access(self, keyPath: liveValueKeyPath)
    guard let tracker = SharedChangeTracker.asserting else { return liveValue }
    switch mode {
    case .current:
      return tracker.snapshot(of: self) as? Value ?? tracker.actualValue(of: self) as? Value
        ?? liveValue
    case .live:
      return tracker.actualValue(of: self) as? Value ?? liveValue
    }
  }

  func mutate<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    if let tracker = SharedChangeTracker.asserting {
      var snapshot = tracker.snapshot(of: self) as? Value ?? liveValue
      let result = try body(&snapshot)
      tracker.assertSnapshot(snapshot, of: self)
      return result
    }
    registrar.willSet(self, keyPath: liveValueKeyPath)
    defer { registrar.didSet(self, keyPath: liveValueKeyPath) }
    return try writer.withLock { _ throws(E) -> R in
      let old = liveValue
      var new = old
      let result = try body(&new)
      value.withLock { [new] in $0 = new }
      SharedChangeTracker.current?.recordChange(of: self, before: old)
      key?.save(new)
      return result
    }
  }
}
