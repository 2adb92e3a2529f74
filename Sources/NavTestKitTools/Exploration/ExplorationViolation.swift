/// An invariant the explorer found broken, with the shortest path that breaks it.
public struct ExplorationViolation: Sendable, Equatable {
  /// The invariant that broke.
  public let invariant: ExplorationInvariant
  /// What went wrong, as the runtime or the check said it.
  public let detail: String
  /// The steps from the initial state, as Swift source (`send(.openTapped)`,
  /// `advance(by: .seconds(1))`), the last one breaking the invariant.
  public let steps: [String]
  /// The whole report: headline, the path with the navigation before and after each step, the
  /// path as a test, and how to fix it.
  public let message: String
  /// The path as a ready-to-paste `TestStore` test that fails the same way.
  public let test: String
}
