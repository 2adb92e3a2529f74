import NavTestKit
import Reducers
import Synchronization
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct PresentationTests {
  let clock = TestClock()

  func makeStore(_ state: Screen.State = .init()) -> TestStoreOf<Screen> {
    TestStore(initialState: state) {
      Screen()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func parentPresentsAndDismisses() async {
    let store = makeStore()
    await store.send(.showTimed) { $0.destination = .timed(Timed.State()) }
    await store.send(.destination(.dismiss)) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
  }

  @Test func childDismissesItselfThroughItsParent() async {
    let store = makeStore(Screen.State(destination: .timed(Timed.State())))
    await store.send(\.destination.timed.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
  }

  @Test func childActionsChangeThePresentedState() async {
    let store = makeStore(Screen.State(destination: .timed(Timed.State())))
    await store.send(\.destination.timed.timerTick) {
      $0.destination?.timed?.ticks = 1
    }
  }

  @Test func dismissalCancelsALongRunningChildEffect() async {
    let store = makeStore(Screen.State(destination: .timed(Timed.State())))
    await store.send(\.destination.timed.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.timed.timerTick) { $0.destination?.timed?.ticks = 1 }
    await store.send(.destination(.dismiss)) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func switchingTheDestinationCaseCancelsGrandchildEffects() async {
    let store = makeStore(Screen.State(destination: .timed(Timed.State())))
    await store.send(\.destination.timed.openInner) {
      $0.destination?.timed?.inner = Timed.State()
    }
    await store.send(\.destination.timed.inner.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.timed.inner.timerTick) {
      $0.destination?.timed?.inner?.ticks = 1
    }
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func replacingWithAnotherIdentityCancelsChildEffects() async {
    let store = makeStore(Screen.State(destination: .timed(Timed.State())))
    await store.send(\.destination.timed.startTimer)
    // Same case, different contents: not Identifiable, so the same identity: the timer lives.
    await store.send(.showOtherTimed) { $0.destination = .timed(Timed.State(ticks: 100)) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.timed.timerTick) { $0.destination?.timed?.ticks = 101 }
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func alertIsClearedAfterAnyButtonAction() async {
    let store = makeStore(Screen.State(destination: .alert(.confirmation)))
    await store.send(\.destination.alert.confirm) {
      $0.log = ["confirmed"]
      $0.destination = nil
    }
  }

  @Test func alertDismissedWithoutAction() async {
    let store = makeStore(Screen.State(destination: .alert(.confirmation)))
    await store.send(\.destination.dismiss) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
  }

  @Test func presentationActionForAbsentStateIsReportedAndTheParentStillRuns() async {
    let store = makeStore()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.destination(.dismiss)) { $0.log = ["dismissing with nothing"] }
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(#"An "ifLet" at "NavTestKitTests/NavigationFixtures.swift:"#)
        && text.contains("received a presentation action when destination state was absent.")
        && text.contains("Screen.Action.destination(.dismiss)")
    }
  }

  @Test func modifyingTheWrongCaseInAnAssertionIsReported() async {
    let store = makeStore(Screen.State(destination: .alert(.confirmation)))
    let line = #line + 2
    await withKnownIssue {
      await store.send(.showTimed) {
        $0.destination?.timed = Timed.State()
      }
    } matching: { issue in
      // The write is reported, then the state it failed to change does not match.
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && (text.hasPrefix(#"Can't modify unrelated case "timed""#)
          || text.hasPrefix("A state change does not match expectation."))
    }
  }

  @Test func rootDismissMarksTheStoreDismissed() async {
    let store = TestStore(initialState: Timed.State()) { Timed() }
    await store.send(.closeButtonTapped)
    #expect(store.isDismissed)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.timerTick)
    } matching: {
      issue("Can't send action to dismissed test store.", line: line)($0)
    }
  }

  @Test func rootDismissWithAnOverriddenDismissRunsTheOverrideAndStillMarksTheStoreDismissed() async
  {
    let dismissals = CallCount()
    let store = TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissals.add() }
    }
    await store.send(.closeButtonTapped)
    #expect(dismissals.count == 1)
    #expect(store.isDismissed)
  }

  @Test func aPresentedChildDismissesThroughItsParentEvenWithAnOverriddenDismiss() async {
    let dismissals = CallCount()
    let store = TestStore(initialState: Screen.State(destination: .timed(Timed.State()))) {
      Screen()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissals.add() }
    }
    await store.send(\.destination.timed.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
    #expect(dismissals.count == 0, "the override ran for a child its parent dismisses")
    #expect(!store.isDismissed)
  }

  @Test func dismissWithNothingToDismissIsReportedAtTheCallSite() async {
    let issues = await collect {
      let store = Store(initialState: Timed.State()) { Timed() }
      await store.send(.closeButtonTapped).finish()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        #"A reducer requested dismissal at "NavTestKitTests/NavigationFixtures.swift:"#) == true)
    #expect(issues.first?.message.contains("but couldn't be dismissed.") == true)
  }
}

/// Counts calls from any concurrency domain.
final class CallCount: Sendable {
  private let calls = Lock(0)

  var count: Int { calls.withLock { $0 } }

  func add() {
    calls.withLock { $0 += 1 }
  }
}
