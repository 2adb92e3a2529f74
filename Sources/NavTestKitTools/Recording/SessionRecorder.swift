import Reducers

/// A session with a feature, recorded as it goes, and written out as the exhaustive `TestStore`
/// test that replays it.
///
/// Drive the feature through the recorder as a person would (send what they tap, let time
/// pass, say what happened outside the store), then ask for the test:
///
/// ```swift
/// let recorder = SessionRecorder(initialState: Kettle.State()) { Kettle() }
/// await recorder.send(.switchOn)
/// await recorder.advance(by: .seconds(3))
/// let source = recorder.test(named: "boils", initialState: "Kettle.State()", reducer: "Kettle()")
/// recorder.end()
/// ```
///
/// `source` is a Swift Testing test: `store.send(.switchOn) { $0.isOn = true … }`, then
/// `clock.advance(by:)` and a `store.receive(\.tick) { … }` for every action the effects fed
/// back. Each assertion is the minimal set of assignments that turns the state before into the
/// state after (`$0.rows[2].title = "Milk"`, `$0.path[id: 1] = .detail(…)`); values are written
/// as Swift source: enums, strings, numbers, UUIDs (`UUID(3)` for counted ones), dates,
/// durations, arrays, identified arrays, structs that are `SourceInitializable`, values named
/// by a ``SourceName``, a `Shared` as the place in the state it aliases, and other structs as
/// calls of their memberwise initializers (``StructWriting/memberwise``). A change that
/// cannot be written is named in a comment and its step asserted non-exhaustively; an action
/// that cannot be written ends the test there, saying so. The test never holds code that does
/// not compile for a reason the recorder could see.
///
/// The recorder runs the feature the way a `TestStore` does: on dependencies of its own (its
/// `TestClock` is the continuous clock), with effects run to completion after each step, so
/// the test replays exactly what was recorded. The test's own dependencies are the lines given
/// to ``test(named:initialState:reducer:setup:dependencies:)``: the same values, as source.
///
/// Not `Sendable`: it belongs to the code that records with it.
public final class SessionRecorder<State: Equatable & SendableMetatype, Action: Sendable> {
  private let run: ExplorationRun<State, Action>
  private let log: SessionLog<State>

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - initialState: The state the session starts from.
  ///   - names: Values the test writes by name, like the feature's alerts.
  ///   - structs: How the test writes a struct that is neither `SourceInitializable` nor named:
  ///     by its memberwise initializer (the default; a test in another module reaches it
  ///     through `@testable import`), or not at all.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: The dependencies the session runs with; the recorder's test
  ///     clock is the continuous clock.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure @escaping @Sendable () -> State,
    names: [SourceName] = [],
    structs: StructWriting = .memberwise,
    reducer: @escaping @Sendable () -> R,
    withDependencies prepareDependencies: @escaping @Sendable (inout DependencyValues) -> Void =
      { _ in }
  ) {
    let run = ExplorationRun(
      ExplorationSetup(
        initialState: initialState, makeReducer: reducer, prepareDependencies: prepareDependencies,
        time: .seconds(1), budget: EffectBudget(), actions: { _ in [] }))
    let log = SessionLog(initialState: run.state, names: names, structs: structs)
    self.run = run
    self.log = log
    run.onReduce = { action, source, state in
      log.record(action, source: source, state: state)
    }
  }

  /// The feature's state now.
  public var state: State { run.state }

  /// Sends an action, and runs its effects until they finish or wait on something outside.
  ///
  /// - Parameter action: What the person did.
  public func send(_ action: Action) async {
    _ = await run.perform(.send(action))
  }

  /// Lets time pass on the session's clock, and runs the effects it wakes.
  ///
  /// - Parameter duration: How much time passes.
  public func advance(by duration: Duration) async {
    log.advance(by: duration)
    _ = await run.perform(.advance(duration))
  }

  /// Records something that happened outside the store, and runs the effects it resumed.
  ///
  /// `perform` does it now (answers a question a double holds, yields into a stream an effect
  /// reads); `statement` is the same thing as the test's source, run at the same point:
  ///
  /// ```swift
  /// recorder.input("speech.hear(\"Hello\")") { speech.hear("Hello") }
  /// ```
  ///
  /// - Parameters:
  ///   - statement: The Swift statement the test runs; it may use the names the test's
  ///     `setup` lines declare.
  ///   - perform: Does it in the session.
  public func input(_ statement: String, perform: () -> Void) {
    perform()
    log.input(statement)
    run.runEffects()
  }

  /// Whether effects the session started still run.
  public var hasEffectsInFlight: Bool {
    !run.core.registry.running.isEmpty
  }

  /// The session so far as a Swift Testing test.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - initialState: The initial state as Swift source: `AppFeature.State()`.
  ///   - reducer: The reducer as Swift source: `AppFeature()`.
  ///   - setup: Statements before the store is made: the doubles that inputs use.
  ///   - dependencies: Lines that set the test store's dependencies on `$0`, besides the clock:
  ///     the values the session ran with, as source (`$0.uuid = .incrementing`).
  /// - Returns: The test's source: an `@MainActor @Test` function.
  public func test(
    named name: String, initialState: String, reducer: String, setup: [String] = [],
    dependencies: [String] = []
  ) -> String {
    RecordedTest.source(
      of: log.events, named: name, initialState: initialState, reducer: reducer, setup: setup,
      dependencies: dependencies, endsWithEffectsInFlight: hasEffectsInFlight)
  }

  /// Ends the session: cancels what still runs.
  public func end() {
    run.tearDown()
  }
}
