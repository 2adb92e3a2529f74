/// Feeds actions from a running effect back into its store.
///
/// An effect's operation receives a `Send` and calls it like a function:
///
/// ```swift
/// return .run { send in
///   await send(.loaded(try await client.load()))
/// }
/// ```
///
/// After the effect is cancelled, `send` drops actions, so a dismissed feature never hears from
/// the work it started.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @Sendable (Action) async -> Void

  /// Creates a `Send` that hands each action to `deliver`; useful to test code that takes one.
  ///
  /// - Parameter deliver: Receives every action sent while the task is not cancelled.
  public init(_ deliver: @escaping @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends an action back into the store, unless the current task is cancelled.
  ///
  /// A send in a cancelled task drops the action and yields, as TCA's hop to the main actor
  /// does: a cancelled loop that only sends still lets its executor run other work.
  ///
  /// - Parameter action: The action to send.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return await Task.yield() }
    await deliver(action)
  }
}
