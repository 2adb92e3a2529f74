/// Where an action the store processes came from.
@usableFromInline
package enum ActionSource: Sendable, Equatable {
  /// Sent by the user of the store (`store.send`).
  case sent
  /// Fed back by an effect: `.send(_:)` or a running effect's `Send`.
  case effect
}
