/// How much work a test store lets effects do within one step before it stops them and fails
/// the test: see ``TestStore/effectBudget``.
///
/// ```swift
/// store.effectBudget.actions = 1_000_000  // a step that really feeds back a million actions
/// ```
public struct EffectBudget: Sendable, Equatable {
  /// The most actions effects may feed back within one step.
  public var actions: Int
  /// The most jobs (resumptions of effect tasks) that may run within one step: an effect that
  /// loops without sending anything still runs out.
  public var jobs: Int
  /// The longest one step's effects may run on the wall clock: an effect whose every action
  /// costs more than the one before (a list growing on each tick) runs out of time before it
  /// runs out of actions.
  public var time: Duration

  /// A budget no real test reaches: 100,000 actions, 1,000,000 jobs and 30 seconds a step.
  ///
  /// - Parameters:
  ///   - actions: The most actions effects may feed back within one step.
  ///   - jobs: The most effect jobs that may run within one step.
  ///   - time: The longest one step's effects may run.
  public init(actions: Int = 100_000, jobs: Int = 1_000_000, time: Duration = .seconds(30)) {
    self.actions = actions
    self.jobs = jobs
    self.time = time
  }
}
