import NavTestKit
import Reducers
import Testing

/// A case key path with an id or a presentation case in it matches only actions for that id or
/// case: `receive` fails for an action of another screen, row or case, and `send` reaches the
/// screen or row it names.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct CaseKeyPathMatchingTests {
  let clock = TestClock()

  func makeNavigator(screens: Int) -> TestStoreOf<Navigator> {
    let path = StackState((0..<screens).map { _ in Navigator.Path.State.timed(Timed.State()) })
    return TestStore(initialState: Navigator.State(path: path)) {
      Navigator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func receivingATickOfAnotherScreenFails() async {
    let store = makeNavigator(screens: 2)
    let timer = await store.send(\.path[id: 0].timed.startTimer)
    await clock.advance(by: .seconds(1))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.path[id: 1].timed.timerTick)
    } matching: {
      issue(
        #"Received unexpected action: expected an action matching "\.path[id: #1].timed.timerTick"."#,
        line: line)($0)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timed.timerTick) { $0.path[id: 0]?.timed?.ticks = 2 }
    await timer.cancel()
  }

  @Test func sendingToAScreenByIdChangesThatScreenOnly() async {
    let store = makeNavigator(screens: 3)
    await store.send(\.path[id: 2].timed.timerTick) { $0.path[id: 2]?.timed?.ticks = 1 }
    await store.send(\.path[id: 1].timed.timerTick) { $0.path[id: 1]?.timed?.ticks = 1 }
    #expect(store.state.path[id: 0]?.timed?.ticks == 0)
  }

  @Test func receivingATickOfAnotherRowFails() async {
    let store = TestStore(initialState: Hub.State.full()) {
      Hub()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    let timer = await store.send(\.rows[id: 30].start)
    await clock.advance(by: .seconds(1))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.rows[id: 31].tick)
    } matching: {
      issue(
        #"Received unexpected action: expected an action matching "\.rows[id: 31].tick"."#,
        line: line)($0)
    }
    await store.send(\.rows[id: 32].tick) { $0.rows[id: 32]?.ticks = 1 }
    #expect(store.state.rows.map(\.ticks) == [1, 0, 1])
    await timer.cancel()
  }

  @Test func receivingDismissWhenTheChildsActionArrivesFails() async {
    let store = TestStore(initialState: Screen.State(destination: .timed(Timed.State()))) {
      Screen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(\.destination.timed.startTimer)
    await clock.advance(by: .seconds(1))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.destination.dismiss)
    } matching: {
      issue(
        #"Received unexpected action: expected an action matching "\.destination.dismiss"."#,
        line: line)($0)
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissing with a destination"]
    }
  }

  @Test func receivingAChildActionWhenTheDismissalArrivesFails() async {
    let store = TestStore(initialState: Screen.State(destination: .timed(Timed.State()))) {
      Screen()
    }
    await store.send(\.destination.timed.closeButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.destination.presented)
    } matching: {
      issue(
        #"Received unexpected action: expected an action matching "\.destination.presented"."#,
        line: line)($0)
    }
    #expect(store.state.destination == nil)
  }
}
