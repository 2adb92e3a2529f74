import Observation
import Reducers
import Synchronization
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StoreTests {
  @Test func sendRunsTheReducerImmediately() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.count == 2)
    #expect(store.withState(\.count) == 2)
  }

  @Test func childStoreSeesParentChangesAndParentSeesChildChanges() {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    let left = store.scope(state: \.left, action: \.left)
    left.send(.increment)
    #expect(store.state.left.count == 1)
    store.send(.left(.increment))
    #expect(left.state.count == 2)
    let right = store.scope(state: \.right, action: \.right)
    right.send(.decrement)
    #expect(store.state == .init(left: .init(count: 2), right: .init(count: -1)))
  }

  @Test func optionalScopeIsNilWhileTheChildIsAbsent() {
    let gate = Gate()
    let store = Store(initialState: Parent.State()) { Parent(gate: gate) }
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.present(7))
    let child = store.scope(state: \.child, action: \.child)
    child?.send(.tap)
    #expect(store.state.child?.log == ["tap"])
    #expect(child?.state.id == 7)
  }

  @Test func stateChangesAreObservable() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = Lock(false)
    withObservationTracking {
      _ = store.state.count
    } onChange: {
      changed.withLock { $0 = true }
    }
    #expect(!changed.withLock { $0 })
    store.send(.increment)
    #expect(changed.withLock { $0 })
  }

  @Test func everyNewObservationHearsTheNextChangeEvenAfterUnobservedOnes() {
    // The store skips the registrar for changes nobody read the state before; a reader that
    // starts tracking after such changes must still hear the next one, each time.
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    let changes = Lock(0)
    for round in 1...3 {
      withObservationTracking {
        _ = store.state.count
      } onChange: {
        changes.withLock { $0 += 1 }
      }
      store.send(.increment)
      store.send(.increment)
      #expect(changes.withLock { $0 } == round, "one change heard per tracking, round \(round)")
    }
    #expect(store.state.count == 8)
  }

  @Test func scopedStoreReadsAreObservable() {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    let left = store.scope(state: \.left, action: \.left)
    let changed = Lock(false)
    withObservationTracking {
      _ = left.state.count
    } onChange: {
      changed.withLock { $0 = true }
    }
    store.send(.left(.increment))
    #expect(changed.withLock { $0 })
  }

  @Test func taskFinishesWhenItsEffectsAreDone() async {
    let store = Store(initialState: Parent.State(child: .init(id: 1))) {
      Parent(gate: Gate())
    }
    let gate = Gate()
    let effectStore = Store(initialState: EffectLab.State()) {
      EffectLab(recorder: Recorder(), gate: gate)
    }
    let task = effectStore.send(.runOnce)
    await task.finish()
    #expect(effectStore.state.log == ["ran"])
    #expect(!task.isCancelled)
    #expect(store.send(.child(.tap)).isCancelled, "a send with no effect has nothing to run")
  }

  @Test func taskCancelStopsItsEffects() async {
    let gate = Gate()
    let store = Store(initialState: Parent.State(child: .init(id: 1))) { Parent(gate: gate) }
    let task = store.send(.child(.start))
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
    gate.open()
    await task.finish()
    #expect(store.state.child?.log == ["start"])
  }

  @Test func effectsSendingBackAreProcessedOnTheMainActor() async {
    let gate = Gate()
    let store = Store(initialState: Parent.State(child: .init(id: 1))) { Parent(gate: gate) }
    let task = store.send(.child(.start))
    gate.open()
    await task.finish()
    #expect(store.state.child?.log == ["start", "finished"])
  }

  @Test func effectsStopWhenTheStoreIsReleased() async {
    let gate = Gate()
    let registry: EffectRegistry
    let tasks: StoreTask
    do {
      let core = StoreCore(
        initialState: Parent.State(child: .init(id: 1)),
        reducer: { Parent(gate: gate).reduce(into: &$0, action: $1) }
      )
      let store = Store(core: core)
      tasks = store.send(.child(.start))
      registry = core.registry
      #expect(registry.running.count == 1)
    }
    // The store and its core are gone: their effects were cancelled, though the gate is shut.
    #expect(registry.running.isEmpty)
    await tasks.finish()
    #expect(gate.waiting == 0)
  }

  @Test func cancellingTheTaskThatWaitsForAnEffectCancelsTheEffect() async {
    let gate = Gate()
    let store = Store(initialState: Parent.State(child: .init(id: 1))) { Parent(gate: gate) }
    let effects = store.send(.child(.start))
    #expect(!effects.isCancelled)
    // The gate never opens: only cancelling the waiter ends the wait.
    let waiter = Task { await effects.finish() }
    waiter.cancel()
    await waiter.value
    #expect(effects.isCancelled)
    #expect(store.state.child?.log == ["start"])
  }
}
