import Synchronization

/// Actions sent by effects running on a ``QueueTaskExecutor``, waiting for the store.
///
/// Effects post here without hopping to the main actor, so a drain of the executor sees every
/// action they send; the store processes them afterwards in the order they were sent.
package final class Mailbox<Action: Sendable>: Sendable {
  private let items = Lock<[(Action, EffectToken)]>([])

  package init() {}

  /// How many actions an effect posts in a row before it lets its executor's owner run: a
  /// post does not suspend, so an effect that only ever sends (`while true { await send(.tick) }`)
  /// would otherwise hold the drain inside one job, where no budget can stop it.
  static var postsBetweenYields: Int { 64 }

  /// Posts an action sent by the effect `token`.
  ///
  /// - Returns: Whether the sender should yield now: the actions waiting for the store (its
  ///   own and other effects') have reached a multiple of ``postsBetweenYields``.
  func post(_ action: Action, from token: EffectToken) -> Bool {
    items.withLock { items in
      items.append((action, token))
      return items.count.isMultiple(of: Self.postsBetweenYields)
    }
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
