import Reducers

/// What one step of a run did wrong.
struct StepOutcome: Sendable {
  /// The runtime's reports during the step: an action for a child that is gone, a bad push.
  var issues: [String] = []
  /// The screens that are gone while effects they started still run.
  var outlivedScreens: [[NavigationTree.Level]] = []
  /// Whether the step's effects ran out of budget (an effect that never ends).
  var isRunaway = false
  /// Whether the root feature dismissed itself.
  var isDismissed = false

  /// Whether a built-in invariant broke.
  var isViolation: Bool { !issues.isEmpty || !outlivedScreens.isEmpty || isRunaway }
}
