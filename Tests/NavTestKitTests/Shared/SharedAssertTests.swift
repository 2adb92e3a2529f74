import NavTestKit
import Synchronization
import Testing

/// `store.assert` asserts shared changes the steps did not, as the end-of-test message says.
@MainActor
@Suite struct SharedAssertTests {
  @Test func assertingAChangeMadeOutsideTheStoreAsTheLastLineEndsTheTestCleanly() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    store.state.$count.withLock { $0 = 5 }
    store.assert { $0.$count.withLock { $0 = 5 } }
  }

  @Test func assertingAChangeAnEffectMadeAsTheLastLineEndsTheTestCleanly() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementInEffect)
    store.exhaustivity = .on
    store.assert { $0.$count.withLock { $0 = 100 } }
  }

  @Test func aChangeMadeAfterTheLastStepIsReportedAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
      store.state.$count.withLock { $0 = 5 }
    } matching: { issue in
      text(of: issue).hasPrefix(
        """
        Test store finished before asserting against changes to shared state.

          Unasserted changes:
            Shared<Int>(.inMemory("count")): 1 → 5
        """)
    }
  }

  @Test func aWrongAssertionOfTheChangeFailsOnceAtItsLine() {
    let failures = Lock<[String]>([])
    let line = #line + 4
    withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      store.state.$count.withLock { $0 = 5 }
      store.assert { $0.$count.withLock { $0 = 4 } }
    } matching: { issue in
      failures.withLock { $0.append(text(of: issue)) }
      return issue.sourceLocation?.line == line
    }
    // The mismatch, not also "finished before asserting" at the end: one mistake, one failure.
    #expect(failures.withLock { $0.count } == 1)
    #expect(
      failures.withLock { $0.first?.hasPrefix("A state change does not match expectation.") }
        == true)
  }
}
