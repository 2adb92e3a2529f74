import NavTestKit
import Reducers
import Synchronization
import Testing

/// A feature that changes a shared counter in its reducer and from effects.
struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action: Equatable, Sendable, CasePathable {
    case incrementButtonTapped
    case incrementLater
    case incremented
    case incrementInEffect
    case noopButtonTapped
    case incrementThenWait
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementLater:
        return .send(.incremented)
      case .incremented:
        state.$count.withLock { $0 += 10 }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 100 }
        }
      case .noopButtonTapped:
        return .none
      case .incrementThenWait:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 100 }
          try await clock.sleep(for: .seconds(1))
        }
      }
    }
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct SharedStateTests {
  @Test func replicatedSharedChangePasses() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func unassertedSharedChangeFailsTheStep() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      issue("State was not expected to change, but a change occurred.", line: line)($0)
    }
  }

  @Test func wrongSharedValueFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    } matching: {
      issue("A state change does not match expectation.", line: line)($0)
    }
  }

  @Test func expectingASharedChangeThatDidNotHappenFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.noopButtonTapped) { $0.$count.withLock { $0 = 1 } }
    } matching: {
      issue("A state change does not match expectation.", line: line)($0)
    }
  }

  @Test func sharedChangeOfAReceivedActionIsAssertedAtItsReceive() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementLater)
    await store.receive(\.incremented) {
      $0.$count.withLock { $0 = 10 }
    }
  }

  @Test func sendPastAQueuedSharedChangeIsAssertedFromAfterIt() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementLater)
    let recorded = Lock<[String]>([])
    let line = #line + 2
    await withKnownIssue {
      await store.send(.noopButtonTapped)
    } matching: { issue in
      recorded.withLock { $0.append(text(of: issue)) }
      return issue.sourceLocation?.line == line
    }
    // One mistake, one failure: the queued action's shared change is not blamed on the no-op.
    #expect(recorded.withLock { $0.count } == 1)
    #expect(recorded.withLock { $0.first?.hasPrefix("Must handle 1 received action") } == true)
    await store.receive(\.incremented) {
      $0.$count.withLock { $0 = 10 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 11 }
    }
  }

  @Test func sharedChangeAfterTheLastStepIsReportedAtFinish() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 4
    await withKnownIssue {
      // The effect changes shared state, but no step asserts it.
      await store.send(.incrementInEffect)
      await store.finish()
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix("Test store finished before asserting against changes to shared state.")
        && text.contains(#"Shared<Int>(.inMemory("count")): 0 → 100"#)
    }
  }

  @Test func sharedChangeFinishDidNotReportIsReportedAtTheEnd() async {
    let clock = TestClock()
    let recorded = Lock<[String]>([])
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.incrementThenWait)
      // The effect still runs, so finish reports it, and not the shared change yet.
      await store.finish(timeout: .milliseconds(10))
      await clock.advance(by: .seconds(1))
    } matching: { issue in
      recorded.withLock { $0.append(text(of: issue)) }
      return true
    }
    let texts = recorded.withLock { $0 }
    #expect(texts.count == 2)
    #expect(texts.first?.hasPrefix("Expected effects to finish") == true)
    #expect(
      texts.last?.hasPrefix("Test store finished before asserting against changes to shared state.")
        == true)
    #expect(texts.last?.contains(#"Shared<Int>(.inMemory("count")): 0 → 100"#) == true)
  }

  @Test func assertAcceptsAChangeAnEffectMade() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementInEffect)
    store.assert { $0.$count.withLock { $0 = 100 } }
    await store.finish()
  }

  @Test(arguments: 0..<20)
  func eachTestStoreHasItsOwnSharedStorage(n: Int) async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    for _ in 0..<n {
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 += 1 } }
    }
    #expect(store.state.count == n)
  }
}

@MainActor
@Suite(.dependencies()) struct DependenciesTraitTests {
  @Test func sharedStateSeededByTheTestIsTheStores() async {
    @Shared(.inMemory("count")) var count = 41
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    #expect(store.state.count == 41)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
    #expect(count == 42)
  }

  @Test(arguments: 0..<10)
  func eachTestCaseGetsFreshStorage(n: Int) async {
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = n }
    #expect(count == n)
  }
}

/// The trait turns the runtime's issues into failures of the test, also outside a store's steps.
@MainActor
@Suite(.dependencies(), .scaledTimeLimit(minutes: 1)) struct DependenciesTraitIssueTests {
  @Test func anIssueOutsideAStoreFailsTheTestAtItsLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("Something the runtime noticed")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something the runtime noticed"]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func aTestClockAdvancedBackwardsFailsTheTest() async {
    let clock = TestClock()
    let line = #line + 2
    await withKnownIssue {
      await clock.advance(by: .seconds(-1))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue) == [
          """
          Expected to advance the test clock to a later time, but the target is in the past.

            Now: 0.0 seconds
            Target: -1.0 seconds
          """
        ]
    }
  }
}
