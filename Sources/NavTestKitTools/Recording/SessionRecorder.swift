import Reducers

/// A session with a feature, recorded as it goes, and written out as an exhaustive `TestStore`
/// test that replays it.
///
/// The recorder drives its own store the way a test store does: dependencies of its own (a
/// test clock among them, which ``advance(by:)`` moves), effects drained after each step. Every
/// action the reducer processes goes into a ``SessionLog``, written as source at once.
///
/// Not `Sendable`: it belongs to the code that records with it.
package final class SessionRecorder<State: Equatable & SendableMetatype, Action: Sendable> {
  private let run: ExplorationRun<State, Action>
  private let log: SessionLog<State>

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - initialState: The state the session starts from.
  ///   - reducer: The feature's reducer.
  ///   - names: Values the feature names, written by name (`.deleteSyncUp`).
  ///   - prepareDependencies: The dependencies the session runs with; the recorder's test
  ///     clock is the continuous clock.
  package init(
    initialState: @escaping @Sendable () -> State,
    reducer: @escaping @Sendable () -> any Reducer<State, Action>,
    names: [SwiftSource.NamedValue] = [],
    prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) {
    let run = ExplorationRun(
      ExplorationSetup(
        initialState: initialState, makeReducer: reducer, prepareDependencies: prepareDependencies,
        timeStep: .seconds(1), budget: EffectBudget(), actions: { _ in [] }))
    let log = SessionLog(initialState: run.state, names: names)
    self.run = run
    self.log = log
    run.onReduce = { action, source, state in
      log.record(action, source: source, state: state)
    }
  }

  /// The feature's state now.
  package var state: State { run.state }

  /// What happened so far, as source.
  package var events: [RecordedEvent] { log.events }

  /// Sends an action, and runs its effects as far as they go.
  package func send(_ action: Action) async {
    _ = await run.perform(.send(action))
  }

  /// Lets time pass on the session's clock, and runs the effects it wakes.
  package func advance(by duration: Duration) async {
    log.advance(by: duration)
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
      of: log.events, named: name, initialState: initialState, reducer: reducer,
      dependencies: dependencies, endsWithEffectsInFlight: hasEffectsInFlight)
  }

  /// Ends the session: cancels what still runs.
  package func end() {
    run.tearDown()
  }
}
