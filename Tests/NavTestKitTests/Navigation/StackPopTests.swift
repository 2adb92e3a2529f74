import NavTestKit
import Reducers
import Testing

/// Popping several screens at once ends the effects of every screen that left, whichever way
/// they were popped, and of none that stayed; on `popFrom` the parent runs first and still sees
/// the screens it pops.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StackPopTests {
  let clock = TestClock()

  func makeStore() -> TestStoreOf<Deck> {
    TestStore(initialState: Deck.State.four()) {
      Deck()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  /// Starts the timer of every screen, bottom first: the tasks in stack order.
  func startEveryTimer(
    in store: TestStoreOf<Deck>, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [TestStoreTask] {
    var tasks: [TestStoreTask] = []
    for id in store.state.path.ids {
      tasks.append(await store.send(.path(.element(id: id, action: .start))))
    }
    #expect(
      tasks.allSatisfy { !$0.isCancelled }, "a timer did not start", sourceLocation: sourceLocation)
    return tasks
  }

  @Test func popFromAMiddleScreenEndsItsTimerAndTheTimersOfEveryScreenAbove() async {
    let store = makeStore()
    let timers = await startEveryTimer(in: store)
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.seenOnPop = [[0, 1, 2, 3]]
    }
    #expect(timers.map(\.isCancelled) == [false, true, true, true])
    // Only the screen that stayed ticks: a timer left running above it would tick too.
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 2 }
    await timers[0].cancel()
    await store.finish()
  }

  @Test func popToAScreenEndsTheTimersOfEveryScreenAboveIt() async {
    let store = makeStore()
    let timers = await startEveryTimer(in: store)
    await store.send(.popToTapped(1)) { $0.path.pop(to: 1) }
    #expect(timers.map(\.isCancelled) == [false, false, true, true])
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.ticks = 1 }
    await timers[0].cancel()
    await timers[1].cancel()
    await store.finish()
  }

  @Test func removingAllScreensEndsTheTimerOfEveryScreen() async {
    let store = makeStore()
    let timers = await startEveryTimer(in: store)
    await store.send(.popAllTapped) { $0.path.removeAll() }
    #expect(timers.map(\.isCancelled) == [true, true, true, true])
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func popFromRunsTheParentFirstWhileThePoppedScreensAreStillInTheStack() async {
    let store = makeStore()
    await store.send(.path(.popFrom(id: 3))) {
      $0.path.pop(from: 3)
      $0.seenOnPop = [[0, 1, 2, 3]]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
      $0.seenOnPop = [[0, 1, 2, 3], [0, 1, 2]]
    }
  }
}
