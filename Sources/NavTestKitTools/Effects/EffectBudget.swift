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
  /// The explorer's only: how many times time may pass, to the next deadline and with no other
  /// step, for the effects of a screen that is gone to end on their own (a one-shot save ends
  /// after one; a timer never does).
  public var advances: Int

  /// A budget no real test reaches: 100,000 actions, 1,000,000 jobs and 30 seconds a step, and
  /// 20 advances of the explorer's clock for a gone screen's effects to end.
  ///
  /// - Parameters:
  ///   - actions: The most actions effects may feed back within one step.
  ///   - jobs: The most effect jobs that may run within one step.
  ///   - time: The longest one step's effects may run.
  ///   - advances: How many times the explorer lets time pass for a gone screen's effects to
  ///     end on their own.
  public init(
    actions: Int = 100_000, jobs: Int = 1_000_000, time: Duration = .seconds(30),
    advances: Int = 20
  ) {
    self.actions = actions
    self.jobs = jobs
    self.time = time
    self.advances = advances
  }
}
