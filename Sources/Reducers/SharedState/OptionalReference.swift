import Synchronization

/// A reference to the wrapped value of a reference to an optional, which outlives the value.
///
/// Created by `Shared`'s failable `init(_:)` only while the base holds a value. From then on
/// it remembers the last non-nil value it saw: while the base holds a value, reads and writes go
/// through to it; once the base becomes `nil` (the element was removed from its array, say), reads
/// return the remembered value and writes change only the remembered value, so a feature holding
/// the reference keeps working on what it last showed. Writes go through again if the base holds a
/// value later.
final class OptionalReference<Wrapped: Sendable>: SharedReference {
  private let base: any SharedReference<Wrapped?>
  private let lastValue: Lock<Wrapped>

  /// Creates a reference to the base's wrapped value, which is `initialValue` now.
  init(base: any SharedReference<Wrapped?>, initialValue: Wrapped) {
    self.base = base
    self.lastValue = Lock(initialValue)
  }

  var root: any AnySharedRoot { base.root }

  func read(_ mode: SharedReadMode) -> Wrapped {
    let isLive = mode == .live || SharedChangeTracker.asserting == nil
    guard let value = base.read(mode) else {
      return lastValue.withLock { $0 }
    }
    if isLive {
      lastValue.withLock { $0 = value }
    }
    return value
  }

  func mutate<R, E: Error>(_ body: (inout Wrapped) throws(E) -> R) throws(E) -> R {
    let isLive = SharedChangeTracker.asserting == nil
    return try base.mutate { (optional: inout Wrapped?) throws(E) -> R in
      var value = optional ?? lastValue.withLock { $0 }
      let result = try body(&value)
      if optional != nil {
        optional = value
      }
      if isLive {
        lastValue.withLock { $0 = value }
      }
      return result
    }
  }
}
