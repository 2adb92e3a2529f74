import Synchronization

/// Every effect in flight in one store, so cancellations can find them.
@usableFromInline
package final class EffectRegistry: Sendable {
  private let tokens = Lock<[ObjectIdentifier: EffectToken]>([:])

  /// How many effects are in flight in every store of the process.
  @usableFromInline static let processWideCount = Atomic<Int>(0)

  package init() {}

  /// Whether any store in the process has an effect in flight.
  ///
  /// When none has, a cancellation cannot find anything to cancel, so the presentation `ifLet`
  /// skips the bookkeeping that only serves cancelling a departed child's effects (reading the
  /// presented state around the parent's reducer). A lock-free read, cheap enough for every
  /// action at every level.
  @inlinable
  package static var isAnyEffectInFlight: Bool {
    processWideCount.load(ordering: .acquiring) != 0
  }

  /// How many effects are in flight in every store of the process.
  package static var processWideEffectCount: Int {
    processWideCount.load(ordering: .acquiring)
  }

  /// The effects currently running.
  package var running: [EffectToken] {
    tokens.withLock { Array($0.values) }
  }

  func insert(_ token: EffectToken) {
    // Counted before the token can be found, so no one sees it without the count.
    Self.processWideCount.add(1, ordering: .sequentiallyConsistent)
    tokens.withLock { $0[ObjectIdentifier(token)] = token }
  }

  func remove(_ token: EffectToken) {
    let removed = tokens.withLock { $0.removeValue(forKey: ObjectIdentifier(token)) }
    // Only a token that was here leaves the count, so removing twice cannot undercount.
    if removed != nil { Self.processWideCount.subtract(1, ordering: .sequentiallyConsistent) }
  }

  /// Cancels every running effect the target names; returns them.
  @discardableResult
  package func cancel(_ target: CancelTarget) -> [EffectToken] {
    let matching = tokens.withLock { $0.values.filter { $0.matches(target) } }
    for token in matching { token.cancel() }
    return matching
  }

  /// Cancels every running effect.
  package func cancelAll() {
    for token in running { token.cancel() }
  }
}
