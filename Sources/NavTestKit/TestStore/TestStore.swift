import Reducers
import Synchronization

/// A store for tests that makes you account for everything a feature does.
///
/// Send actions and describe how the state must change; receive every action the feature's
/// effects feed back; and let every effect end before the test does. Anything left unasserted
/// fails the test at the line that caused it, with a diff.
///
/// ```swift
/// @MainActor
/// @Test func increment() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
/// }
/// ```
///
/// Effects run on an executor the store drains after every step, so when `send` returns, every
/// effect has either finished or is suspended on something the test controls: a `TestClock`, a
/// stream the test feeds, or another action. A test never sleeps or yields to wait for effects,
/// and passes or fails the same way every run.
///
/// A failure reads like this (copied from a test run of `Tests/NavTestKitTests`):
///
/// ```
/// A state change does not match expectation.
///
///       Counter.State(
///     −   count: 2,
///     +   count: 1,
///         fact: nil,
///         ticks: 0,
///         child: nil,
///         id: nil
///       )
///
/// (Expected: −, Actual: +)
/// ```
///
/// and, when navigation changed, it ends with what was on screen:
///
/// ```
/// Navigation before:   Navigator
/// Navigation expected: Navigator
/// Navigation after:    Navigator ▸ #0 timed
/// ```
@MainActor
public final class TestStore<State: Equatable & SendableMetatype, Action: Sendable> {
  /// The state as last asserted: after the last `send`, `receive`, `skip…` or `assert`.
  ///
  /// Actions effects fed back change the real state at once, but `state` only moves on when the
  /// test receives them, so each step owns its changes.
  public internal(set) var state: State
  /// Whether every change, received action and effect must be asserted; `.on` by default.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for an effect driven by something the store cannot
  /// see (a real clock, another thread). Effects the store runs never need it.
  public var timeout: Duration
  /// The most actions effects may feed back, and jobs they may run, before a step's effects
  /// stop being run: what turns an effect that never ends (a timer on an `ImmediateClock`
  /// whose screen is never dismissed) into a failure instead of a test that never returns.
  ///
  /// Counted within one step (a `send`, `receive`, `finish`, or one wake-up of a `TestClock`),
  /// so a long test with many steps never meets it. Raise it for a step that really feeds
  /// back more than 100,000 actions. Its `actions` also bound the actions sent at once
  /// (`.send` effects) one action may lead to, so a reducer that answers an action by sending
  /// it again fails the step instead of looping forever; effects that keep running after they
  /// were cancelled are set aside after 10,000 more jobs, never to run again.
  public var effectBudget = EffectBudget() {
    didSet { core.synchronousActionLimit = effectBudget.actions }
  }
  /// Whether the root feature dismissed itself with the `dismiss` dependency.
  public internal(set) var isDismissed = false

  let core: StoreCore<State, Action>
  let executor: QueueTaskExecutor
  let dependencyBox: DependencyBox
  let initSite: CallSite
  var received: [ReceivedAction] = []
  var stateAfterSentAction: State?
  nonisolated let endOfTest = Lock(EndOfTestSummary())
  let dismissal = RootDismissal()
  /// Where the screens and transitions the test passes through are recorded, when navigation
  /// coverage is asked for (see ``NavigationCoverage``).
  package let coverage = CoverageRecorder.current
  /// The screen the store showed when last read for coverage; `nil` once the reducer ran since.
  var lastScreen: String?
  var generationBeforeNextAction = 0
  let sharedTracker = SharedChangeTracker()
  /// The shared values as of the last asserted step, by root identity.
  var assertedShared: [ObjectIdentifier: any Sendable] = [:]
  /// The shared values right after the sent action of the current `send`.
  var sharedAfterSentAction: [ObjectIdentifier: any Sendable] = [:]
  /// What `finish()` already checked, left out of the end-of-test summary.
  var finished = Finished()

  /// An action an effect fed back, with the state right after the reducer handled it, and
  /// the stack id generator's position before it.
  struct ReceivedAction {
    let action: Action
    let state: State
    let generationBefore: Int
    let shared: [ObjectIdentifier: any Sendable]
    /// What a `receive` of this action compares against once the test moved on without
    /// receiving it (a `send` went ahead and reported it); `nil` while it is next in line.
    var overtaken: Baseline? = nil
    /// Whether `finish()` already reported it as unhandled.
    var isReportedByFinish = false
  }

  /// What `finish()` checked: the deinit reports only what steps after it added.
  struct Finished {
    /// The effects in flight when `finish()` returned, held so their identities stay unique.
    var effects: [ObjectIdentifier: EffectToken] = [:]
    /// The live shared values when `finish()` checked them, by root identity: a change it
    /// reported (or waived) is not reported again unless the value moved on.
    var shared: [ObjectIdentifier: any Sendable] = [:]
  }

  /// The state and shared values right before a received action, for asserting its own change.
  struct Baseline {
    let state: State
    let shared: [ObjectIdentifier: any Sendable]
  }

  /// Creates a test store for a feature.
  ///
  /// ```swift
  /// let store = TestStore(initialState: SyncUpsList.State()) {
  ///   SyncUpsList()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// Every test store gets fresh dependency defaults and shared storage, so tests running in
  /// parallel never see each other's values. In a test or suite marked with the
  /// ``Testing/Trait/dependencies(_:)`` trait, the store shares the test's own values instead,
  /// so state the test prepared before creating the store (a `@Shared(.syncUps)` it seeded) is
  /// the store's too.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from; built with the overridden dependencies.
  ///   - reducer: The feature's reducer; built with the overridden dependencies.
  ///   - prepareDependencies: Overrides dependencies for the whole test.
  ///   - timeout: How long a `receive` waits for an effect's action before it fails.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // Inside a test scoped with `.dependencies`, share the test's values (so a `@Shared` the
    // test declared aliases the store's); otherwise start from fresh, private defaults.
    var values = DependencyValues.current.isIsolated ? DependencyValues.current : .isolated()
    DependencyValues.preparing { prepareDependencies(&values) }
    let dependencyBox = DependencyBox(values)
    let executor = QueueTaskExecutor()
    let core = IssueReporting.$reporter.withValue(StepReporter(site: site)) {
      DependencyValues.withValues(values) {
        // Bodies are built once, and again after the test changes a dependency: a body that
        // reads one while it is built sees the values its action runs with.
        let reducer = reducer()
        var reduce = reducer.keepingBodies()
        var generation = dependencyBox.generation
        return StoreCore(
          initialState: initialState(),
          reducer: { state, action in
            if generation != dependencyBox.generation {
              reduce = reducer.keepingBodies()
              generation = dependencyBox.generation
            }
            return DependencyValues.withValues(dependencyBox.values) { reduce(&state, action) }
          },
          executor: executor
        )
      }
    }
    self.core = core
    self.executor = executor
    self.dependencyBox = dependencyBox
    self.initSite = site
    self.timeout = timeout
    self.state = core.untrackedState
    core.onReduce = { [weak self] action, source, state in
      self?.didReduce(action, source: source, state: state)
    }
    core.reporterForGroup = { group in StepReporter(site: group.site ?? site) }
    endOfTest.withLock { $0.initSite = site }
    coverage?.reach(screen: screen)
  }

  deinit {
    endOfTest.withLock { $0 }.reportLeftovers()
  }

  /// The dependencies the reducer and new effects use; change them mid-test to affect later
  /// steps.
  public var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }

  private func didReduce(_ action: Action, source: ActionSource, state: State) {
    lastScreen = nil
    let shared = sharedTracker.liveValues()
    switch source {
    case .sent:
      stateAfterSentAction = state
      sharedAfterSentAction = shared
    case .effect:
      received.append(
        ReceivedAction(
          action: action, state: state, generationBefore: generationBeforeNextAction,
          shared: shared))
    }
    generationBeforeNextAction = dependencies.stackElementID.peek
  }
}

/// A test store whose state and action are those of the feature `R`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
