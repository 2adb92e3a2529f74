/// A property the explorer checks on every screen it reaches.
public enum ExplorationInvariant: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The runtime reported nothing: no action for a child that is gone, no push with a bad id,
  /// no unimplemented dependency, no `dismiss()` with nothing to dismiss.
  case noRuntimeIssue
  /// Once a screen is gone, every effect started for it (by the step that opened it, or by an
  /// action addressed to it, whichever reducer returned the effect) ends on its own as time
  /// passes, with no other step, and sends nothing the runtime reports on the way.
  case noEffectOutlivesItsScreen
  /// Every effect ends or waits: none sends actions or runs jobs without stopping.
  case noRunawayEffect
  /// From every screen reached, the actions given lead back to the root screen.
  case everyScreenCanGoBack
  /// No feature presents two things at once through two optionals (a sheet and an alert, two
  /// sheets): a screen shows one presentation at a time.
  case onePresentationAtATime
  /// The checks the test passed to `explore(invariants:)`.
  case custom

  // A trap is not in this list: it ends the process. While a step runs, the explorer keeps its
  // path ready, and writes it to standard error before the trap ends the process.

  /// The invariant as a sentence, for messages.
  public var description: String {
    switch self {
    case .noRuntimeIssue: "no runtime issue"
    case .noEffectOutlivesItsScreen: "no effect outlives its screen"
    case .noRunawayEffect: "no effect runs without stopping"
    case .everyScreenCanGoBack: "every screen can go back to the root"
    case .onePresentationAtATime: "one presentation at a time"
    case .custom: "the test's own invariants"
    }
  }
}
