import Reducers

/// A store whose effects run on a queue the test drains, so effect order is deterministic.
@MainActor
final class DrivenStore<State, Action: Sendable> {
  let executor = QueueTaskExecutor()
  let core: StoreCore<State, Action>
  private(set) var log: [(action: Action, source: ActionSource)] = []

  init<R: Reducer<State, Action>>(initialState: State, reducer: R) {
    core = StoreCore(
      initialState: initialState,
      reducer: { reducer.reduce(into: &$0, action: $1) },
      executor: executor
    )
    core.onReduce = { [unowned self] action, source, _ in log.append((action, source)) }
  }

  var state: State { core.untrackedState }

  /// Sends an action and runs effects until every one finished or waits on something.
  @discardableResult
  func send(_ action: Action) -> EffectGroup {
    let group = core.send(action, source: .sent, site: nil)
    drain()
    return group
  }

  /// Runs queued effect jobs and processes the actions they sent, until nothing is left.
  func drain() {
    repeat {
      executor.runUntilIdle()
      core.processMailbox()
    } while executor.hasPendingJobs || core.hasMail
  }

  /// The effects still in flight.
  var inFlight: Int { core.registry.running.count }

  /// The actions effects fed back, in order.
  var received: [Action] { log.filter { $0.source == .effect }.map(\.action) }
}
