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

  /// A budget no real test reaches: 100,000 actions and 1,000,000 jobs a step.
  ///
  /// - Parameters:
  ///   - actions: The most actions effects may feed back within one step.
  ///   - jobs: The most effect jobs that may run within one step.
  public init(actions: Int = 100_000, jobs: Int = 1_000_000) {
    self.actions = actions
    self.jobs = jobs
  }
}
