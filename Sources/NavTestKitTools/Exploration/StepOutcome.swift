import Reducers

/// What one step of a run did wrong.
struct StepOutcome: Sendable {
  /// The runtime's reports during the step: an action for a child that is gone, a bad push.
  var issues: [String] = []
  /// The screens that are gone while effects they started still run.
  var outlivedScreens: [[NavigationTree.Level]] = []
  /// Those effects, one for each of ``outlivedScreens``.
  var outlivedEffects: [ObjectIdentifier] = []
  /// What the runtime reported while the effects of a gone screen ran on by themselves.
  var issuesAfterward: [String] = []
  /// How often time passed for them, with no other step, before the check gave up.
  var advancesAfterward = 0
  /// How much time passed for them, in all.
  var timeAfterward = Duration.zero
  /// Whether the step's effects ran out of budget (an effect that never ends).
  var isRunaway = false
  /// Whether the root feature dismissed itself.
  var isDismissed = false

  /// Whether a built-in invariant broke.
  var isViolation: Bool { !issues.isEmpty || !outlivedScreens.isEmpty || isRunaway }
}
