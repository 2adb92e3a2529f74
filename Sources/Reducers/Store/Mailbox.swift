import Synchronization

/// Actions sent by effects running on a ``QueueTaskExecutor``, waiting for the store.
///
/// Effects post here without hopping to the main actor, so a drain of the executor sees every
/// action they send; the store processes them afterwards in the order they were sent.
package final class Mailbox<Action: Sendable>: Sendable {
  private let items = Lock<[(Action, EffectToken)]>([])

  package init() {}

  /// Posts an action sent by the effect `token`.
  func post(_ action: Action, from token: EffectToken) {
    items.withLock { $0.append((action, token)) }
  }

  /// Removes and returns every posted action, oldest first.
  package func takeAll() -> [(Action, EffectToken)] {
    items.withLock { items in
      defer { items.removeAll() }
      return items
    }
  }

  /// Whether no action is waiting.
  package var isEmpty: Bool {
    items.withLock { $0.isEmpty }
  }
}
