import NavTestKit
import Testing

/// A child removed by any reducer loses its effects: a sibling that removes it before its
/// operator runs cancels them in the same action, one that removes it after the operator ran
/// cancels them at the next action through the operator (as in TCA).
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct DepartureTests {
  enum Order: String, CaseIterable, Sendable {
    case before, after
  }

  let clock = TestClock()

  func makeStore() -> TestStore<Hub.State, Hub.Action> {
    TestStore(initialState: Hub.State.full()) {
      Hub()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// The actions that start the timers of the children `target` removes.
  func starts(for target: Hub.Target) -> [Hub.Action] {
    switch target {
    case .sheet, .sheetReplaced: [.sheet(.presented(.start))]
    case .destination, .destinationReplaced: [.destination(.presented(.ticker(.start)))]
    case .lastOfPath: [.path(.element(id: 2, action: .start))]
    case .allOfPath:
      [.path(.element(id: 0, action: .start)), .path(.element(id: 2, action: .start))]
    case .child, .childReplaced: [.child(.start)]
    case .middleRow: [.rows(.element(id: 31, action: .start))]
    }
  }

  @Test(arguments: Hub.Target.allCases, Order.allCases)
  func aChildRemovedBySiblingLosesItsEffects(target: Hub.Target, order: Order) async {
    let store = makeStore()
    for start in starts(for: target) {
      await store.send(start)
    }
    switch order {
    case .before:
      await store.send(.removeBefore(target)) { $0.remove(target) }
    case .after:
      await store.send(.removeAfter(target)) { $0.remove(target) }
      await store.send(.ping)
    }
    // A timer left running would tick here, for a child that is gone.
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func removingTheMiddleRowLeavesTheOtherRowsTicking() async {
    let store = makeStore()
    let first = await store.send(.rows(.element(id: 30, action: .start)))
    await store.send(.rows(.element(id: 31, action: .start)))
    let last = await store.send(.rows(.element(id: 32, action: .start)))
    await store.send(.removeBefore(.middleRow)) { $0.remove(.middleRow) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 30, action: .tick))) { $0.rows[id: 30]?.ticks = 1 }
    await store.receive(.rows(.element(id: 32, action: .tick))) { $0.rows[id: 32]?.ticks = 1 }
    await first.cancel()
    await last.cancel()
  }

  @Test func poppingTheTopLeavesTheScreensBelowTicking() async {
    let store = makeStore()
    let bottom = await store.send(.path(.element(id: 0, action: .start)))
    let middle = await store.send(.path(.element(id: 1, action: .start)))
    await store.send(.path(.element(id: 2, action: .start)))
    await store.send(.removeAfter(.lastOfPath)) { $0.remove(.lastOfPath) }
    await store.send(.ping)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
    await bottom.cancel()
    await middle.cancel()
  }

  @Test(arguments: Order.allCases)
  func aCaseLeftBecauseOfASiblingLosesItsEffects(order: Order) async {
    let store = TestStore(initialState: Mode.State.ticking(Ticker.State(id: 1))) {
      Mode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ticking(.start))
    switch order {
    case .before:
      await store.send(.stopBefore) { $0 = .idle }
    case .after:
      await store.send(.stopAfter) { $0 = .idle }
      await store.send(.ping)
    }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func aTwinWithoutAChildLeavesTheOtherTwinsChildTicking() async {
    var state = Twins.State()
    state.right.child = Ticker.State(id: 1)
    state.right.rows = [Ticker.State(id: 5)]
    let store = TestStore(initialState: state) {
      Twins()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let child = await store.send(.right(.child(.start)))
    let row = await store.send(.right(.rows(.element(id: 5, action: .start))))
    await store.send(.left(.ping))
    await clock.advance(by: .seconds(1))
    await store.receive(.right(.child(.tick))) { $0.right.child?.ticks = 1 }
    await store.receive(.right(.rows(.element(id: 5, action: .tick)))) {
      $0.right.rows[id: 5]?.ticks = 1
    }
    await child.cancel()
    await row.cancel()
  }

  @Test func aSleepUntilNowIsStillSuspendedWhenTheChildIsDismissed() async {
    let store = makeStore()
    await store.send(.sheet(.presented(.startNow)))
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await store.finish()
  }

  @Test func aSleepUntilNowEndsAtTheNextAdvance() async {
    let store = makeStore()
    await store.send(.sheet(.presented(.startNow)))
    await clock.advance()
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
  }
}
