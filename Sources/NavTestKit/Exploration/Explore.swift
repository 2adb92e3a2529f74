import NavTestKitTools
import Reducers
import Synchronization
import Testing

/// Explores every screen a feature can reach with the actions a person can take, and fails the
/// test with the shortest path that breaks an invariant, printed as a ready-to-paste test.
///
/// ```swift
/// @MainActor
/// @Test func navigation() async {
///   await explore(initialState: Feature.State(), depth: 6) {
///     Feature()
///   } actions: { state in
///     state.sheet == nil ? [.openTapped] : [.sheet(.presented(.closeTapped))]
///   }
/// }
/// ```
///
/// From the initial state, breadth first, the explorer takes every step `actions` lists for
/// the screen a state shows, then the navigation steps the screen on top declares by itself
/// (dismissing a sheet or alert, popping each stack element, each button of an alert: see
/// `navigation`), and, with `time`, lets time pass while an effect waits on the clock; with
/// the real reducer and its real effects run as a `TestStore` runs them. Each configuration
/// reached (its state and how many effects are in flight) is explored once. On
/// every step it checks the built-in invariants (``ExplorationInvariant``) and `invariants`:
///
/// - no runtime issue: an action for a child that is gone, a push with a bad id, an
///   unimplemented dependency, a `dismiss()` with nothing to dismiss;
/// - no effect outlives its screen: once a screen is gone, an effect started for it (by the step
///   that opened it, or by an action addressed to it, whichever reducer returned the effect)
///   does not end on its own as time passes, or sends an action the runtime reports;
/// - no effect runs without stopping;
/// - one presentation at a time: no feature presents two things at once through two optionals;
/// - every screen reached can go back to the root screen with the actions given;
/// - no trap: a step that traps ends the process, and the path it was taking is written to
///   standard error first.
///
/// The first violation of each, found breadth-first, is reported on a shortest path. The same
/// exploration finds the same states, map and paths on every run.
///
/// - Parameters:
///   - initialState: The state to start from.
///   - depth: The most steps on any path from the initial state.
///   - states: The most configurations to explore; past it the exploration stops early.
///   - time: How one "time passes" step advances the explorer's `TestClock`, which is the
///     feature's `continuousClock`: to the next deadline an effect waits for
///     (``ExplorationTime/toNextDeadline``), or by a fixed step (`.seconds(30)`); `nil` (the
///     default) when time never passes.
///   - checks: The invariants to check; all of them by default.
///   - effectBudget: The most actions and jobs one step's effects may run before they count as
///     running without stopping, as a test store's ``TestStore/effectBudget``.
///   - workers: How many runs go on at once, each in a store of its own; one for each core by
///     default. What the exploration finds is the same with one or many.
///   - navigation: Which navigation steps the screen on top declares the explorer offers by
///     itself, after `actions`: dismissing what is presented, popping each element of the
///     stack, each button of an alert or dialog; all of them by default (see
///     ``NavigationSteps``).
///   - reducer: The feature's reducer, built for every run.
///   - prepareDependencies: Overrides dependencies for every run, as a test store's.
///   - actions: The actions a person can take on the screen a state shows: its own buttons,
///     rows and inputs; not the navigation its state declares (a dismissal, a pop, an alert's
///     buttons: see `navigation`), nor what it sends by itself as it appears.
///   - onAppear: What the screen on top of a state sends by itself when it appears (its
///     `onTask`, its `onAppear`): sent once, when it comes on top (the initial screen as every
///     run starts), as part of the step that brought it; `nil` (the default) when screens send
///     nothing.
///   - invariants: The test's own checks of every state reached, written with `#expect`.
///   - invariantsCall: The name of a function that checks a state with the same invariants
///     (`AppInvariants.check`): a counterexample of them ends by calling it with the store's
///     state (`AppInvariants.check(store.state)`), so it fails as the exploration did. `nil` (the
///     default): it ends by recording the failure the exploration saw.
///   - fileID: The file ID a failure is reported at (the caller's, by default).
///   - filePath: The file path a failure is reported at (the caller's, by default).
///   - line: The line a failure is reported at (the caller's, by default).
///   - column: The column a failure is reported at (the caller's, by default).
/// - Returns: What the explorer reached and found.
@MainActor
@discardableResult
public func explore<
  State: Equatable & SendableMetatype, Action: Sendable,
  R: Reducer<State, Action> & SendableMetatype
>(
  initialState: @escaping @autoclosure @Sendable () -> State,
  depth: Int,
  states: Int = 10_000,
  time: ExplorationTime? = nil,
  checking checks: Set<ExplorationInvariant> = Set(ExplorationInvariant.allCases),
  effectBudget: EffectBudget = EffectBudget(),
  workers: Int = Exploration.defaultWorkers,
  navigation: NavigationSteps = .all,
  reducer: @escaping @Sendable () -> R,
  withDependencies prepareDependencies: (@Sendable (inout DependencyValues) -> Void)? = nil,
  actions: @escaping @Sendable (State) -> [Action],
  onAppear: (@Sendable (State) -> [Action])? = nil,
  invariants: @escaping (State) throws -> Void = { _ in },
  invariantsCall: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Exploration {
  await exploreReporting(
    initialStates: { [initialState()] }, depth: depth, states: states, time: time, workers: workers,
    reducer: reducer,
    prepareDependencies: prepareDependencies, actions: actions, onAppear: onAppear,
    navigation: navigation, invariants: invariants, invariantsCall: invariantsCall, checks: checks,
    effectBudget: effectBudget,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Explores from each of several initial states, as
/// ``explore(initialState:depth:states:time:checking:effectBudget:workers:navigation:reducer:withDependencies:actions:onAppear:invariants:invariantsCall:fileID:filePath:line:column:)``
/// does from one, and returns what they reached together.
///
/// Data tells behaviours apart that look the same on one sample: a meeting of six attendees in
/// a minute splits evenly, one of three in five seconds does not. Give states that differ where
/// a bug could hide (one element, an uneven count, an empty list):
///
/// ```swift
/// await explore(initialStates: [Meeting.State(attendees: 1), Meeting.State(attendees: 3)], …)
/// ```
///
/// Each is explored on its own, with the same depth and budgets; a violation's message and its
/// printed test say which initial state it started from. The result adds their states and
/// steps, merges their maps and lists their violations in order.
///
/// - Parameters:
///   - initialStates: The states to start from, built for every run (so each run has its own
///     shared storage); an empty list has nothing to explore.
///   - depth: The most steps on any path from an initial state.
///   - states: The most configurations to explore from each initial state.
///   - time: How one "time passes" step advances the explorer's `TestClock`.
///   - checks: The invariants to check; all of them by default.
///   - effectBudget: What one step's effects may do.
///   - workers: How many runs go on at once.
///   - navigation: Which navigation steps the screen on top declares the explorer offers.
///   - reducer: The feature's reducer, built for every run.
///   - prepareDependencies: Overrides dependencies for every run, as a test store's.
///   - actions: The actions a person can take on the screen a state shows.
///   - onAppear: What the screen on top of a state sends by itself when it appears.
///   - invariants: The test's own checks of every state reached, written with `#expect`.
///   - invariantsCall: The name of a function that checks a state with the same invariants.
///   - fileID: The file ID a failure is reported at (the caller's, by default).
///   - filePath: The file path a failure is reported at (the caller's, by default).
///   - line: The line a failure is reported at (the caller's, by default).
///   - column: The column a failure is reported at (the caller's, by default).
/// - Returns: What the explorations reached and found, together.
@MainActor
@discardableResult
public func explore<
  State: Equatable & SendableMetatype, Action: Sendable,
  R: Reducer<State, Action> & SendableMetatype
>(
  initialStates: @escaping @autoclosure @Sendable () -> [State],
  depth: Int,
  states: Int = 10_000,
  time: ExplorationTime? = nil,
  checking checks: Set<ExplorationInvariant> = Set(ExplorationInvariant.allCases),
  effectBudget: EffectBudget = EffectBudget(),
  workers: Int = Exploration.defaultWorkers,
  navigation: NavigationSteps = .all,
  reducer: @escaping @Sendable () -> R,
  withDependencies prepareDependencies: (@Sendable (inout DependencyValues) -> Void)? = nil,
  actions: @escaping @Sendable (State) -> [Action],
  onAppear: (@Sendable (State) -> [Action])? = nil,
  invariants: @escaping (State) throws -> Void = { _ in },
  invariantsCall: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Exploration {
  await exploreReporting(
    initialStates: initialStates, depth: depth, states: states, time: time, workers: workers,
    reducer: reducer,
    prepareDependencies: prepareDependencies, actions: actions, onAppear: onAppear,
    navigation: navigation, invariants: invariants, invariantsCall: invariantsCall, checks: checks,
    effectBudget: effectBudget,
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

@MainActor
private func exploreReporting<
  State: Equatable & SendableMetatype, Action: Sendable,
  R: Reducer<State, Action> & SendableMetatype
>(
  initialStates: @escaping @Sendable () -> [State],
  depth: Int,
  states: Int,
  time: ExplorationTime?,
  workers: Int,
  reducer: @escaping @Sendable () -> R,
  prepareDependencies: (@Sendable (inout DependencyValues) -> Void)?,
  actions: @escaping @Sendable (State) -> [Action],
  onAppear: (@Sendable (State) -> [Action])?,
  navigation: NavigationSteps,
  invariants: @escaping (State) throws -> Void,
  invariantsCall: String?,
  checks: Set<ExplorationInvariant>,
  effectBudget: EffectBudget,
  site: CallSite
) async -> Exploration {
  let count = initialStates().count
  guard count > 0 else {
    TestFailure.record(
      """
      explore(initialStates: []) has nothing to explore.

      To fix, give at least one initial state.
      """, at: site)
    return .nothing
  }
  var merged: Exploration?
  for index in 0..<count {
    let explored = await Exploration.run(
      initialState: { initialStates()[index] }, depth: depth, states: states, time: time,
      checking: checks, effectBudget: effectBudget, workers: workers, reducer: reducer,
      prepareDependencies: prepareDependencies,
      actions: actions, onAppear: onAppear, navigation: navigation,
      invariants: { state in capturedIssues { try invariants(state) } },
      invariantsCall: invariantsCall,
      startingPoint: count == 1 ? nil : "initial state \(index + 1) of \(count)",
      report: { TestFailure.record($0, at: site) })
    merged = merged.map { $0.merging(explored) } ?? explored
  }
  let exploration = merged ?? .nothing
  // What the tests of the run should reach, for navigation coverage.
  CoverageRecorder.current?.explored(exploration.map)
  return exploration
}

/// Runs the test's invariants, returning the issues they recorded (and the error they threw)
/// instead of failing the test with each: the explorer reports the first, with its path.
@MainActor
private func capturedIssues(_ body: () throws -> Void) -> [String] {
  let captured = Lock<[String]>([])
  guard Test.current != nil else {
    do { try body() } catch { captured.withLock { $0.append("Threw: \(error)") } }
    return captured.withLock { $0 }
  }
  withKnownIssue(isIntermittent: true) {
    do {
      try body()
    } catch {
      captured.withLock { $0.append("Threw: \(error)") }
    }
  } matching: { issue in
    let comments = issue.comments.map { " — \($0.rawValue)" }.joined()
    captured.withLock { $0.append("\(issue.kind)\(comments)") }
    return true
  }
  return captured.withLock { $0 }
}
