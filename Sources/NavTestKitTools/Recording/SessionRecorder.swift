import Reducers

/// A session with a feature, recorded as it goes, and written out as an exhaustive `TestStore`
/// test that replays it.
///
/// The recorder drives its own store the way a test store does: dependencies of its own (a
/// test clock among them, which ``advance(by:)`` moves), effects drained after each step. Every
/// action the reducer processes is kept with the assignments that turn the state before it into
/// the state after (``StateChanges``), worked out at once, against a snapshot of the shared
/// values before it.
///
/// Not `Sendable`: it belongs to the code that records with it.
package final class SessionRecorder<State: Equatable & SendableMetatype, Action: Sendable> {
  private let run: ExplorationRun<State, Action>
  /// What happened, in order.
  package private(set) var events: [RecordedEvent<Action>] = []
  private var last: (state: State, shared: StateChanges.Snapshot)

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - initialState: The state the session starts from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: The dependencies the session runs with; the recorder's test
  ///     clock is the continuous clock.
  package init(
    initialState: @escaping @Sendable () -> State,
    reducer: @escaping @Sendable () -> any Reducer<State, Action>,
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) {
    let run = ExplorationRun(
      ExplorationSetup(
        initialState: initialState, makeReducer: reducer, prepareDependencies: prepareDependencies,
        timeStep: .seconds(1), budget: EffectBudget(), actions: { _ in [] }))
    self.run = run
    let state = run.state
    last = (state, StateChanges.snapshot(of: state))
    run.onReduce = { [weak self] action, source, state in
      self?.record(action, source: source, state: state)
    }
  }

  /// The feature's state now.
  package var state: State { run.state }

  /// Sends an action, and runs its effects as far as they go.
  package func send(_ action: Action) async {
    _ = await run.perform(.send(action))
  }

  /// Lets time pass on the session's clock, and runs the effects it wakes.
  package func advance(by duration: Duration) async {
    events.append(.advance(duration))
    _ = await run.perform(.advance(duration))
  }

  /// Whether effects the session started still run.
  package var hasEffectsInFlight: Bool {
    !run.core.registry.running.isEmpty
  }

  /// The session as a Swift Testing test; see ``RecordedTest``.
  package func test(
    named name: String, initialState: String, reducer: String, dependencies: [String] = []
  ) -> String {
    RecordedTest.source(
      of: events, named: name, initialState: initialState, reducer: reducer,
      dependencies: dependencies, endsWithEffectsInFlight: hasEffectsInFlight)
  }

  /// Ends the session: cancels what still runs.
  package func end() {
    run.tearDown()
  }

  private func record(_ action: Action, source: ActionSource, state: State) {
    let changes = StateChanges.changes(from: last.state, to: state, sharedBefore: last.shared)
    last = (state, StateChanges.snapshot(of: state))
    events.append(source == .sent ? .send(action, changes) : .receive(action, changes))
  }
}
