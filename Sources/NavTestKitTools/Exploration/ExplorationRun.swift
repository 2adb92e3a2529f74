import Reducers
import Synchronization

/// One store the explorer drives from the initial state along one path of steps.
///
/// Built like a `TestStore`'s: fresh, isolated dependencies (the test clock the explorer owns
/// among them), effects started on a ``QueueTaskExecutor`` and drained completely after every
/// step, the root's `dismiss` recorded. Nothing is asserted; what a test store would report —
/// the runtime's issues, effects that never stop — is collected for the explorer's invariants.
///
/// Not `Sendable`: a run belongs to the worker that made it, which drives it from start to end.
final class ExplorationRun<State: Equatable & SendableMetatype, Action: Sendable> {
  let core: StoreCore<State, Action>
  let executor = QueueTaskExecutor()
  let clock: TestClock<Duration>
  let reporter = CollectingReporter()
  let dismissal = RootDismissal()
  let budget: EffectBudget
  let actions: (State) -> [Action]
  /// The navigation steps a state declares, read through the feature's reducer.
  private let declaredNavigation: (State) -> [DeclaredNavigationStep<Action>]
  /// Which of them the run offers.
  let navigation: NavigationSteps
  let onAppear: ((State) -> [Action])?
  /// What the screen that came on top sent as it appeared, in the last step (before any step:
  /// what the initial screen sent as the run started).
  private(set) var appeared: [Action] = []
  let time: ExplorationTime?
  /// The screen each effect in flight belongs to (see ``perform(_:)``); empty for the root.
  private var owners: [ObjectIdentifier: [NavigationTree.Level]] = [:]
  private var actionsThisStep = 0
  /// Whether a drain stopped effects that ran out of budget since this was last cleared: the
  /// drains within a clock's advance return to the clock, not to the step.
  private var ranOutOfBudget = false
  /// How many steps this run took, replays included.
  private(set) var stepsTaken = 0
  /// The navigation the run shows, read when asked for and kept until the next step:
  /// reflection is what an exploration spends most on, and a replay rarely needs it.
  private var cachedLevels: [NavigationTree.Level]?

  init(_ setup: ExplorationSetup<State, Action>) {
    let clock = TestClock()
    self.clock = clock
    self.budget = setup.budget
    self.actions = setup.actions
    self.onAppear = setup.onAppear
    self.navigation = setup.navigation
    self.time = setup.time
    var values = DependencyValues.isolated()
    DependencyValues.preparing { setup.prepareDependencies(&values) }
    if setup.time != nil {
      values.continuousClock = clock
    }
    let executor = executor
    let reporter = reporter
    let walked = DependencyValues.withValues(values) { setup.makeReducer() }
    declaredNavigation = { [values] state in
      DependencyValues.withValues(values) { walked.declaredNavigation(in: state) }
    }
    core = IssueReporting.$reporter.withValue(reporter) {
      DependencyValues.withValues(values) {
        let reduce = setup.makeReducer().keepingBodies()
        return StoreCore(
          initialState: setup.initialState(),
          reducer: { state, action in
            DependencyValues.withValues(values) { reduce(&state, action) }
          },
          executor: executor)
      }
    }
    core.synchronousActionLimit = setup.budget.actions
    core.onReduce = { [weak self] action, source, state in
      if source == .effect { self?.actionsThisStep += 1 }
      self?.onReduce?(action, source, state)
    }
    if onAppear != nil {
      _ = inContext { sendAppearing(before: nil) }
    }
  }

  /// Sends what the screen on top sends as it appears, if it was not in the navigation
  /// `before` the step, and runs its effects.
  ///
  /// - Returns: `false` when the effects ran out of budget.
  private func sendAppearing(before: [NavigationTree.Level]?) -> Bool {
    appeared = []
    cachedLevels = nil
    guard let onAppear, let top = levels.last, before?.contains(top) != true else { return true }
    appeared = onAppear(state)
    for action in appeared {
      core.send(action, source: .sent, site: nil)
      guard drain() else { return false }
    }
    cachedLevels = nil
    return true
  }

  /// Told of every action the reducer processed, with the state it left: what a recording
  /// listens to.
  var onReduce: ((Action, ActionSource, State) -> Void)?

  /// The navigation the run shows now, root first.
  var levels: [NavigationTree.Level] {
    if let cachedLevels { return cachedLevels }
    let levels = NavigationTree(of: state).levels
    cachedLevels = levels
    return levels
  }

  /// The feature's state now.
  var state: State { core.untrackedState }

  /// Where the run stands as a configuration: its state, its effects in flight, how long from
  /// now each sleeper on the clock waits, and whether the root dismissed itself.
  func bucket(isDismissed: Bool) -> ConfigurationIndex<State>.Bucket {
    ConfigurationIndex.bucket(
      of: state, effectsInFlight: core.registry.running.count,
      pendingDelays: time == nil ? [] : clock.pendingDelays, isDismissed: isDismissed)
  }

  /// Runs one step and its effects as far as they go; returns what went wrong in it.
  func perform(_ step: ExplorationStep<Action>) async -> StepOutcome {
    stepsTaken += 1
    // The navigation before, read only if an effect this step starts needs its owner.
    let stateBefore = state
    let levelsBefore = cachedLevels
    let running = Set(core.registry.running.map(ObjectIdentifier.init))
    actionsThisStep = 0
    var outcome = StepOutcome()
    switch step {
    case .send(let action):
      inContext {
        core.send(action, source: .sent, site: nil)
        outcome.isRunaway = !drain()
      }
    case .advance(let duration):
      ranOutOfBudget = false
      await ClockSettling.withCurrent(settle) {
        await clock.advance(by: duration)
      }
      // The clock drains what each wake-up starts within its advance: a runaway there counts.
      outcome.isRunaway = !inContext { drain() } || ranOutOfBudget
    }
    appeared = []
    if onAppear != nil, !outcome.isRunaway {
      let before = levelsBefore ?? NavigationTree(of: stateBefore).levels
      outcome.isRunaway = !inContext { sendAppearing(before: before) }
    }
    outcome.issues = reporter.take()
    cachedLevels = nil
    let inFlight = core.registry.running
    guard !inFlight.isEmpty else {
      owners = [:]
      outcome.isDismissed = dismissal.isRequested
      return outcome
    }
    // What a step starts belongs to the screen it opened, if it opened one. Otherwise what a
    // sent action starts belongs to the screen the action is addressed to, whichever feature's
    // reducer returned it (a parent's timer started by a button on its sheet is the sheet's);
    // and what time passing starts, to the screen it was on for a child feature's effect, to
    // the root (which never goes) for the root's own.
    let after = levels
    var before: [NavigationTree.Level] {
      levelsBefore ?? NavigationTree(of: stateBefore).levels
    }
    var owners: [ObjectIdentifier: [NavigationTree.Level]] = [:]
    // Whether the step opened a screen, the one it was taken on, and the screen its action
    // addressed: read once, if needed.
    var opening: (opened: Bool, before: [NavigationTree.Level], addressed: Int?)?
    for token in inFlight {
      let id = ObjectIdentifier(token)
      let screen: [NavigationTree.Level]
      if running.contains(id) {
        screen = self.owners[id] ?? []
      } else {
        if opening == nil {
          let before = before
          var addressed: Int?
          if case .send(let action) = step {
            addressed = ActionAddress.level(of: action, in: before)
          }
          opening = (after.count > before.count && after.starts(with: before), before, addressed)
        }
        let (opened, before, addressed) = opening!
        if opened {
          screen = after
        } else if let addressed {
          screen = Array(before.prefix(addressed + 1))
        } else {
          screen = token.path.featureDepth == 0 ? [] : before
        }
      }
      owners[id] = screen
      if !after.starts(with: screen) {
        outcome.outlivedScreens.append(screen)
        outcome.outlivedEffects.append(id)
      }
    }
    self.owners = owners
    outcome.isDismissed = dismissal.isRequested
    return outcome
  }

  /// Lets the effects of screens that are gone run on by themselves, as they would once the
  /// screen is closed and nobody taps anything: time passes to the next deadline, at most
  /// `budget.advances` times, until they end. What still runs then outlived its screen; what
  /// the runtime reported meanwhile (an action for a child that is gone) is kept with it.
  ///
  /// Without the explorer's clock (no `time:`), nothing passes: what runs, outlived.
  ///
  /// - Parameter outcome: What the step did.
  /// - Returns: The same, with only the effects that did not end on their own as outlived.
  func settleOutlived(_ outcome: StepOutcome) async -> StepOutcome {
    guard !outcome.outlivedEffects.isEmpty, time != nil else { return outcome }
    var outcome = outcome
    func stillRunning() -> [Int] {
      let running = Set(core.registry.running.map(ObjectIdentifier.init))
      return outcome.outlivedEffects.indices.filter {
        running.contains(outcome.outlivedEffects[$0])
      }
    }
    var advances = 0
    while !stillRunning().isEmpty, advances < budget.advances,
      let delay = clock.pendingDelays.first
    {
      advances += 1
      outcome.timeAfterward += delay
      actionsThisStep = 0
      ranOutOfBudget = false
      await ClockSettling.withCurrent(settle) {
        await clock.advance(by: delay)
      }
      guard inContext({ drain() }), !ranOutOfBudget else {
        outcome.isRunaway = true
        break
      }
      outcome.issuesAfterward += reporter.take()
    }
    cachedLevels = nil
    guard outcome.issuesAfterward.isEmpty else { return outcome }
    let running = stillRunning()
    outcome.outlivedScreens = running.map { outcome.outlivedScreens[$0] }
    outcome.outlivedEffects = running.map { outcome.outlivedEffects[$0] }
    outcome.advancesAfterward = advances
    return outcome
  }

  /// The steps a person can take on the screen the run shows now: the test's, in its order,
  /// then the navigation the screen on top declares (``OfferedNavigation``), time passing last
  /// (while an effect waits on the clock); none once the root dismissed itself.
  ///
  /// Read from the run's own state: an action may carry a reference into the run's shared
  /// storage (a `Shared` sync-up a push hands its screen), which must be this run's.
  var options: [ExplorationStep<Action>] {
    guard !dismissal.isRequested else { return [] }
    return options(listed: actions(state))
  }

  /// The step at `choice` among ``options``, or `nil` when there are fewer; the navigation
  /// the screen declares is read only for a choice past the test's own steps (what a replay
  /// mostly takes: walking the reducer and reading the navigation tree cost more than the
  /// test's `actions`).
  func option(at choice: Int) -> ExplorationStep<Action>? {
    guard !dismissal.isRequested, choice >= 0 else { return nil }
    let listed = actions(state)
    if choice < listed.count { return .send(listed[choice]) }
    let all = options(listed: listed)
    return all.indices.contains(choice) ? all[choice] : nil
  }

  private func options(listed: [Action]) -> [ExplorationStep<Action>] {
    let navigation =
      self.navigation.isEmpty
      ? []
      : OfferedNavigation.actions(
        declaredNavigation(state), of: self.navigation, on: levels, listed: listed)
    var steps = (listed + navigation).map(ExplorationStep.send)
    if let advance = time?.advance(pendingDelays: clock.pendingDelays) {
      steps.append(.advance(advance))
    }
    return steps
  }

  /// Takes the steps chosen by their place among ``options``, one after the other.
  ///
  /// - Returns: The steps taken, or `nil` when a screen offered fewer steps than the choice
  ///   (the test's `actions` gave different lists for one configuration).
  func replay(_ choices: some Sequence<Int>) async -> [ExplorationStep<Action>]? {
    var taken: [ExplorationStep<Action>] = []
    for choice in choices {
      guard let step = option(at: choice) else { return nil }
      _ = await perform(step)
      taken.append(step)
    }
    return taken
  }

  /// Ends the run: cancels what still runs and lets it end, so nothing outlives the run.
  func tearDown() {
    core.registry.cancelAll()
    // Bounded: an effect that ignores its cancellation must not keep the run going.
    _ = executor.drainCancelled()
    core.processMailbox()
    _ = reporter.take()
  }

  /// Runs queued jobs and the actions they send until nothing is left, within the budget.
  ///
  /// - Returns: `false` when the effects ran out of budget; they are cancelled then.
  private func drain() -> Bool {
    var jobs = 0
    let started = ContinuousClock.now
    while executor.hasPendingJobs || core.hasMail {
      jobs += executor.runBatch()
      core.processMailbox()
      if actionsThisStep > budget.actions || jobs > budget.jobs
        || ContinuousClock.now - started > budget.time
      {
        core.registry.cancelAll()
        // Bounded: an effect that ignores its cancellation must not keep the drain going.
        _ = executor.drainCancelled()
        core.processMailbox()
        ranOutOfBudget = true
        return false
      }
    }
    return true
  }

  /// What the clock awaits after waking this run's effects: drain them.
  ///
  /// The clock calls it back within the `advance` this run's worker awaits, so the run is
  /// still in that worker's hands.
  private var settle: ClockSettling.Operation {
    let run = UncheckedRun(self)
    return {
      run.run?.drainInContext()
    }
  }

  private func drainInContext() {
    _ = inContext { drain() }
  }

  /// Runs the work effects have ready, as after a step: after something outside the store
  /// resumed one.
  func runEffects() {
    drainInContext()
    cachedLevels = nil
  }

  /// Runs work so that its reports reach this run and its effects can dismiss the root.
  private func inContext<Result>(_ body: () throws -> Result) rethrows -> Result {
    let dismissal = dismissal
    return try IssueReporting.$reporter.withValue(reporter) {
      try ClockSettling.withCurrent(settle) {
        try NavigationContext.$rootDismiss.withValue(DismissRoute { dismissal.request() }) {
          try body()
        }
      }
    }
  }
}

/// A run handed to its clock's settling callback, which runs within the worker's own `advance`.
private final class UncheckedRun<State: Equatable & SendableMetatype, Action: Sendable>:
  @unchecked Sendable
{
  weak var run: ExplorationRun<State, Action>?

  init(_ run: ExplorationRun<State, Action>) {
    self.run = run
  }
}
