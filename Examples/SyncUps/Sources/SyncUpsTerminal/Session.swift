import Foundation
import NavTestKitTools
import Reducers
import SyncUpFeatures

/// A running Sync-ups app: a store of `AppFeature` whose effects the session runs to completion
/// after every action, the way a `TestStore` does.
///
/// Effects start on a ``QueueTaskExecutor`` that only the session drains, so when ``send(_:)``
/// returns, every effect has finished or waits on something outside: the clock, the user's next
/// `say`, the answer to a question. A fixed-time session's clock moves only in ``wait(_:)``,
/// which makes a script print the same text on every run; a real clock's ticks arrive while the
/// program waits for input, and ``waitForInput(_:onChange:)`` runs them as they come.
///
/// A record screen that appears is sent `onTask`, as a view's `.task` would.
///
/// A session started for `--record-test` keeps a ``TestRecording``: every action the store
/// processes, every `wait`, and every answer and word given to the speech recognizer, until
/// the session closes.
@MainActor
final class Session {
  let environment: SessionEnvironment
  private let core: StoreCore<AppFeature.State, AppFeature.Action>
  private let executor = QueueTaskExecutor()
  private let issues = IssueLog()
  private var startedScreens: Set<StackElementID> = []
  /// The test the session is being recorded as, if it is.
  private(set) var recording: TestRecording?

  /// Starts the app: loads the data file and shows the list.
  ///
  /// - Parameters:
  ///   - environment: The session's dependencies.
  ///   - isRecorded: Whether to record the session as a test; it needs a fixed-time
  ///     environment, whose clock and ids a test can reproduce.
  init(_ environment: SessionEnvironment, isRecorded: Bool = false) {
    let values = environment.values
    let executor = executor
    self.environment = environment
    core = IssueReporting.$reporter.withValue(issues) {
      DependencyValues.withValues(values) {
        let reducer = AppFeature()
        return StoreCore(
          initialState: AppFeature.State(),
          reducer: { state, action in
            DependencyValues.withValues(values) { reducer.reduce(into: &state, action: action) }
          },
          executor: executor
        )
      }
    }
    environment.uuids?.skip(past: core.untrackedState.syncUpsList.syncUps)
    if isRecorded, let fixedTime = environment.fixedTime, let uuids = environment.uuids {
      let recording = TestRecording(
        initialState: core.untrackedState, fixedTime: fixedTime, firstUUID: uuids.nextCount)
      core.onReduce = { action, source, state in
        recording.log.record(action, source: source, state: state)
      }
      self.recording = recording
    }
  }

  /// The app's state now.
  var state: AppFeature.State {
    core.untrackedState
  }

  /// Why the data file could not be loaded, if it couldn't; it is then never written.
  var loadError: FileStorageError? {
    environment.storage.loadError(for: environment.dataURL)
  }

  /// Sends an action, then runs its effects until they finish or wait on something outside.
  func send(_ action: AppFeature.Action) {
    inContext { _ = core.send(action, source: .sent, site: nil) }
    settle()
  }

  /// Pushes a screen onto the stack with a new id, as a navigation link does.
  func push(_ screen: AppFeature.Path.State) {
    send(.path(.push(id: environment.stackIDs(), state: screen)))
  }

  /// Lets `duration` pass: moves a fixed-time session's clock, or waits on the real one, and runs
  /// everything that happens meanwhile.
  func wait(_ duration: Duration) async {
    if let clock = environment.manualClock {
      recording?.log.advance(by: duration)
      await clock.advance(by: duration)
      settle()
      return
    }
    let deadline = ContinuousClock.now.advanced(by: duration)
    while ContinuousClock.now < deadline {
      let executor = executor
      await firstOf(
        { await executor.waitForJob() },
        { try? await Task.sleep(until: deadline, clock: .continuous) }
      )
      settle()
    }
  }

  /// Waits until input is ready, running the work of effects that resume meanwhile.
  ///
  /// - Parameters:
  ///   - lines: The input.
  ///   - onChange: Called after effects ran on their own, such as a real clock's tick.
  func waitForInput(_ lines: LineQueue, onChange: () -> Void) async {
    while !lines.isReady {
      let executor = executor
      await firstOf({ await executor.waitForJob() }, { await lines.waitForLine() })
      if executor.hasPendingJobs || core.hasMail {
        settle()
        onChange()
      }
    }
  }

  /// Writes pending changes to the data file now.
  ///
  /// - Returns: Why the last write failed, or `nil` when the file is up to date.
  @discardableResult
  func flush() -> FileStorageError? {
    IssueReporting.$reporter.withValue(issues) { environment.storage.flush() }
    return environment.storage.writeError(for: environment.dataURL)
  }

  /// Answers the speech recognizer's question, and runs what the answer resumes.
  ///
  /// - Parameter allowed: Whether recording is allowed.
  func answerSpeech(allowed: Bool) {
    environment.speech.answer(allowed: allowed)
    recording?.log.input("#expect(speech.answer(allowed: \(allowed)))")
    settle()
  }

  /// Gives the speech recognizer words it hears, and runs what they make the meeting do.
  ///
  /// - Parameter words: What the user said.
  func hear(_ words: String) {
    environment.speech.hear(words)
    recording?.log.input("#expect(speech.hear(\(StringLiteral.quoted(words))))")
    settle()
  }

  /// Stops every effect, as quitting the app does; a meeting in progress is not saved.
  ///
  /// A recording ends here: it notes whether effects still ran, which its test then skips.
  func close() {
    if let recording, !recording.isEnded {
      recording.end(effectsInFlight: !core.registry.running.isEmpty)
      core.onReduce = nil
    }
    core.registry.cancelAll()
    settle()
  }

  /// Returns the messages of the issues the runtime reported since the last call, each once.
  func takeIssues() -> [String] {
    var seen: Set<String> = []
    return issues.drain().map(\.message).filter { seen.insert($0).inserted }
  }

  /// Runs queued effect work and the actions it sends until none is left, then starts the
  /// screens that appeared.
  ///
  /// Call it after resuming an effect from outside the store, like answering the speech question.
  func settle() {
    inContext {
      repeat {
        executor.runBatch()
        core.processMailbox()
      } while executor.hasPendingJobs || core.hasMail
    }
    startAppearedScreens()
  }

  /// Sends `onTask` to each record screen pushed since the last look, as its view would.
  private func startAppearedScreens() {
    let path = core.untrackedState.path
    startedScreens.formIntersection(path.ids)
    for (id, screen) in zip(path.ids, path.elements) where !startedScreens.contains(id) {
      startedScreens.insert(id)
      if case .record = screen {
        send(.path(.element(id: id, action: .record(.onTask))))
      }
    }
  }

  /// Runs work with the session's dependencies, issue log, and the settle a test clock awaits.
  private func inContext(_ body: () -> Void) {
    let settle: ClockSettling.Operation = { [weak self] in
      await self?.settle()
    }
    IssueReporting.$reporter.withValue(issues) {
      ClockSettling.withCurrent(settle) {
        DependencyValues.withValues(environment.values, operation: body)
      }
    }
  }
}

/// Runs two operations at once and returns when the first ends, cancelling the other.
private func firstOf(
  _ first: @escaping @Sendable () async -> Void,
  _ second: @escaping @Sendable () async -> Void
) async {
  await withTaskGroup(of: Void.self) { group in
    group.addTask(operation: first)
    group.addTask(operation: second)
    await group.next()
    group.cancelAll()
  }
}
