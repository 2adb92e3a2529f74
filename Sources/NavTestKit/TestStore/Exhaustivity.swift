/// How strictly a ``TestStore`` holds a test to account for every change and action.
///
/// Exhaustive (``on``, the default) tests must assert every state change, receive every action
/// effects send, and see every effect end. Non-exhaustive tests (``off(showSkippedAssertions:)``)
/// assert only what they care about; a closure that asserts a wrong value still fails.
public enum Exhaustivity: Equatable, Sendable {
  /// Every change, received action and effect must be asserted.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions`, what was skipped is
  /// recorded as known issues, shown greyed out.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently.
  public static let off = Self.off(showSkippedAssertions: false)
}
