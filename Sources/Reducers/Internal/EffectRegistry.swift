import Synchronization

/// Every effect in flight in one store, so cancellations can find them.
package final class EffectRegistry: Sendable {
  private let tokens = Mutex<[ObjectIdentifier: EffectToken]>([:])

  package init() {}

  /// The effects currently running.
  package var running: [EffectToken] {
    tokens.withLock { Array($0.values) }
  }

  func insert(_ token: EffectToken) {
    tokens.withLock { $0[ObjectIdentifier(token)] = token }
  }

  func remove(_ token: EffectToken) {
    _ = tokens.withLock { $0.removeValue(forKey: ObjectIdentifier(token)) }
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
