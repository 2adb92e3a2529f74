import NavTestKit
import Synchronization
import Testing

/// An effect that never stops fails its test at the step that started it, instead of hanging
/// `swift test`.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct RunawayEffectTests {
  @Test func anEndlessTimerOnAnImmediateClockFailsAtTheSendThatStartedIt() async {
    let store = TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.effectBudget.actions = 1_000
    let line = #line + 2
    await withKnownIssue {
      await store.send(.startTimer)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).hasPrefix(
          """
          An effect started by "Timed.Action.startTimer" sent 1001 actions without stopping, \
          the last "Timed.Action.timerTick": a timer on an immediate clock that never ends, or \
          a loop that only sends?

          Its effects were cancelled, and the actions they sent dropped.
          """)
    }
    // Nothing left behind: the test ends without more failures.
    await store.finish()
  }

  @Test func theDefaultBudgetStopsAnEndlessTimerAtItsActionCount() async {
    let store = TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    // The action count is the bound under test: the time budget (30 s) stops the same timer on a
    // machine slow enough (the thread sanitizer on a loaded one), and is tested on its own below.
    store.effectBudget.time = .seconds(86_400)
    await withKnownIssue {
      await store.send(.startTimer)
    } matching: { issue in
      text(of: issue).hasPrefix(
        #"An effect started by "Timed.Action.startTimer" sent 100001 actions without stopping"#)
    }
    #expect(EffectBudget() == EffectBudget(actions: 100_000, jobs: 1_000_000, time: .seconds(30)))
  }

  @Test func anEffectThatRunsTooLongInOneStepRunsOutOfTime() async {
    let store = TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.effectBudget = EffectBudget(actions: .max, jobs: .max, time: .milliseconds(200))
    let line = #line + 2
    await withKnownIssue {
      await store.send(.startTimer)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).hasPrefix(#"An effect started by "Timed.Action.startTimer" ran for "#)
        && text(of: issue).contains(" s without stopping (")
        && text(of: issue).contains(#"actions sent, the last "Timed.Action.timerTick")"#)
    }
    await store.finish()
  }

  @Test func aBusyEffectThatSendsNothingRunsOutOfJobs() async {
    struct Spinner: Reducer {
      struct State: Equatable {}
      enum Action: Equatable, Sendable, CasePathable { case spin }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in
          .run { _ in
            while !Task.isCancelled { await Task.yield() }
          }
        }
      }
    }
    let store = TestStore(initialState: Spinner.State()) { Spinner() }
    store.effectBudget.jobs = 500
    let line = #line + 2
    await withKnownIssue {
      await store.send(.spin)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).hasPrefix(
          #"An effect started by "RunawayEffectTests.Spinner.Action.spin" ran 501 jobs without stopping"#
        )
    }
    await store.finish()
  }

  /// Sends forever and never waits on anything else, cancelled or not: each send returns at
  /// once, so only the store's budget can stop it.
  struct Chatterbox: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, Sendable, CasePathable {
      case chat
      case said
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        guard action == .chat else { return .none }
        return .run { send in
          while true { await send(.said) }
        }
      }
    }
  }

  @Test func anEffectThatOnlySendsIsStoppedAtItsBudgetAndItsCancelledLoopSetAside() async {
    let store = TestStore(initialState: Chatterbox.State()) { Chatterbox() }
    store.effectBudget.actions = 200
    let line = #line + 2
    await withKnownIssue {
      await store.send(.chat)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).hasPrefix(
          #"An effect started by "RunawayEffectTests.Chatterbox.Action.chat" sent 256 actions without stopping"#
        )
        && text(of: issue).contains("ignores cancellation")
    }
    await store.finish()
  }

  @Test func aTestClockRunLongerThanTheBudgetPassesTickByTick() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.effectBudget.actions = 50
    let task = await store.send(.startTimer)
    // 400 ticks in one advance: each wake-up is a step of its own, one action each.
    await clock.advance(by: .seconds(400))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.ticks == 400)
    await task.cancel()
  }
}
