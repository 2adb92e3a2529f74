import Reducers
import Testing

/// A store and its tasks tell whether their effects are still running, the same way on the
/// default executor and on a queue a test drains.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StoreTaskTests {
  enum Executor: String, CaseIterable, Sendable {
    case standard, queue
  }

  /// A store whose child starts an effect that waits on `gate`, on the executor asked for.
  func makeStore(_ executor: Executor, gate: Gate) -> (
    Store<Parent.State, Parent.Action>, QueueTaskExecutor?
  ) {
    let queue = executor == .queue ? QueueTaskExecutor() : nil
    let core = StoreCore(
      initialState: Parent.State(child: .init(id: 1)),
      reducer: { Parent(gate: gate).reduce(into: &$0, action: $1) },
      executor: queue)
    return (Store(core: core), queue)
  }

  @Test(arguments: Executor.allCases)
  func aDismissedChildsTaskStopsRunningAtOnce(executor: Executor) async {
    let gate = Gate()
    let (store, _) = makeStore(executor, gate: gate)
    let task = store.send(.child(.start))
    #expect(task.isRunning)
    #expect(store.effectsInFlight == 1)
    #expect(await task.finish(timeout: .milliseconds(20)) == false, "the gate is shut")
    #expect(task.isRunning)

    store.send(.dismiss)
    #expect(!task.isRunning)
    #expect(task.isCancelled)
    #expect(store.effectsInFlight == 0)
    #expect(await task.finish(timeout: .seconds(86_400)))
  }

  @Test(arguments: Executor.allCases)
  func aTaskWhoseEffectEndsFinishesInTime(executor: Executor) async {
    let gate = Gate()
    let (store, queue) = makeStore(executor, gate: gate)
    let task = store.send(.child(.start))
    gate.open()
    if let queue {
      // The queue runs only when drained, as a test store drains it; the gate's waiter resumes
      // on another thread, so a few rounds may pass before its job is queued.
      for _ in 0..<10_000 where queue.hasPendingJobs || task.isRunning {
        queue.runUntilIdle()
        await Task.yield()
      }
    }
    // On the standard executor the effect's last action hops to the main actor, which every
    // main-actor test of the run shares, for minutes on a loaded machine under the sanitizer.
    // What is under test is that `finish` returns as soon as the effect ends, not how soon that
    // is: the timeout is one no run reaches, and the suite's time limit catches a `finish` that
    // waits for it.
    #expect(await task.finish(timeout: .seconds(86_400)))
    #expect(!task.isRunning)
    #expect(!task.isCancelled)
    #expect(store.effectsInFlight == 0)
  }

  @Test func aTaskWithoutEffectsIsNotRunningAndFinishesAtOnce() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.increment)
    #expect(!task.isRunning)
    #expect(store.effectsInFlight == 0)
    #expect(await task.finish(timeout: .zero))
  }
}
