// swift-format-ignore-file: OnlyOneTrailingClosureArgument
// These calls pass a closure and a trailing closure on purpose: the shapes users write.

import Foundation
import NavTestKit
import Reducers
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct TestStoreAPITests {
  @Test func sendAssertsTheStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    #expect(store.state.count == 0)
  }

  @Test func sendByCaseKeyPath() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(\.incrementButtonTapped) { $0.count = 1 }
    await store.send(\.factResponse, "hi") { $0.fact = "hi" }
  }

  @Test func receiveByEquatableAction() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("3 is a good number.")) { $0.fact = "3 is a good number." }
  }

  @Test func receiveByCaseKeyPath() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "3 is a good number." }
  }

  @Test func receiveByCaseKeyPathAndValue() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse, "3 is a good number.") { $0.fact = "3 is a good number." }
  }

  @Test func receiveByPredicate() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.factButtonTapped)
    await store.receive(where: { if case .factResponse = $0 { true } else { false } }) {
      $0.fact = "3 is a good number."
    }
  }

  @Test func receiveByUnlabeledPredicateAsInTCA() async {
    let store = TestStore(initialState: Counter.State(count: 3)) { Counter() }
    await store.send(.twoActions)
    await store.receive({ $0 == .first }) { $0.count = 13 }
    await store.receive({ $0 == .second }, timeout: .seconds(1)) { $0.count = 113 }
  }

  @Test func unlabeledPredicateReportsAtTheCaller() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let line = #line + 2
    await withKnownIssue {
      await store.receive({ $0 == .second })
    } matching: {
      let isExpected = issue(
        "Received unexpected action: expected an action matching the predicate.", line: line)
      return isExpected($0)
    }
    await store.receive({ $0 == .second }) { $0.count = 110 }
  }

  @Test func eachStepOwnsItsChanges() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    // `.first` and `.second` run within the send, but their changes belong to their receives.
    await store.send(.twoActions)
    #expect(store.state.count == 0)
    await store.receive(\.first) { $0.count = 10 }
    await store.receive(\.second) { $0.count = 110 }
  }

  @Test func testClockDrivesEffectsDeterministically() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedButtonTapped)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.delayedResponse) { $0.count = 1 }
  }

  @Test func timerTicksOnePerAdvancedSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTick) { $0.ticks = 1 }
    await store.receive(\.timerTick) { $0.ticks = 2 }
    await store.receive(\.timerTick) { $0.ticks = 3 }
    await store.send(.stopTimer)
  }

  @Test func cancellingTheTaskEndsALongLivingEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimer)
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.ticks = 1 }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(5))
  }

  @Test func taskFinishWaitsForTheEffect() async {
    let store = TestStore(initialState: Counter.State(count: 1)) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedButtonTapped).finish()
    await store.receive(\.delayedResponse) { $0.count = 2 }
  }

  @Test func sendWithoutEffectsGivesACancelledTask() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let task = await store.send(.noop)
    #expect(task.isCancelled)
  }

  @Test func assertChecksFactsWithoutAnAction() async {
    let store = TestStore(initialState: Counter.State(count: 2)) { Counter() }
    store.assert { $0.count = 2 }
    #expect(store.state.isEven)
  }

  @Test func dependenciesCanChangeMidTest() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.makeID) { $0.id = UUID(1) }
    store.dependencies.uuid = .constant(UUID(2))
    await store.send(.makeID) { $0.id = UUID(2) }
    await store.withDependencies {
      $0.uuid = .constant(UUID(3))
    } operation: {
      await store.send(.makeID) { $0.id = UUID(3) }
    }
    await store.send(.makeID) { $0.id = UUID(2) }
  }

  @Test func finishPassesWhenEverythingIsAsserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "0 is a good number." }
    await store.finish()
  }

  @Test func nonExhaustiveStoreAssertsOnlyWhatTheTestCaresAbout() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.twoActions)
    await store.receive(\.second) { $0.count = 110 }
    await store.send(.incrementButtonTapped)
    #expect(store.state.count == 111)
  }

  @Test func skippedAssertionsShowAsKnownIssues() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await store.send(.twoActions)
      await store.receive(\.second)
    }
    #expect(store.state.count == 110)
    #expect(store.exhaustivity == .on)
  }

  @Test func skipReceivedActionsMovesTheStateOn() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    await store.skipReceivedActions()
    #expect(store.state.count == 110)
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimer)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func childActionsThroughTheParent() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.presentChild) { $0.child = Child.State() }
    await store.send(\.child.tapped) { $0.child?.taps = 1 }
  }
}
