import Foundation
import NavTestKit
import Reducers
import Synchronization
import Testing

/// Every failure the test store promises to catch, caught: each test triggers one inside
/// `withKnownIssue` and matches its message and the line it is reported at.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct TestStoreFailureTests {
  @Test func stateDiffersFromTheAssertion() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          A state change does not match expectation.

                Counter.State(
              −   count: 2,
              +   count: 1,
                  fact: nil,
                  ticks: 0,
                  child: nil,
                  id: nil
                )

          (Expected: −, Actual: +)
          """
    }
  }

  @Test func stateChangedButNoClosureWasGiven() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      issue("State was not expected to change, but a change occurred.", line: line)($0)
    }
  }

  @Test func closureGivenButNothingChanged() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: {
      issue(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """, line: line)($0)
    }
  }

  @Test func actionSentWhileReceivedActionsAreUnasserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.noop)
    } matching: {
      issue(
        """
        Must handle 2 received actions before sending an action.

          Unhandled actions:
            [0]: Counter.Action.first
            [1]: Counter.Action.second
        """, line: line)($0)
    }
    #expect(store.state.count == 110, "the send's own assertion starts after the actions")
    // One mistake, one failure: the actions stay queued, each asserted with its own change.
    await store.receive(.first) { $0.count = 10 }
    await store.receive(.second) { $0.count = 110 }
    #expect(store.state.count == 110)
    await store.send(.incrementButtonTapped) { $0.count = 111 }
  }

  @Test func mustHandleListsOnlyTheActionsNoSendReportedYet() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let recorded = Lock<[String]>([])
    await withKnownIssue {
      await store.send(.noop)
      await store.send(.twoActions)
      await store.send(.noop)
    } matching: { issue in
      recorded.withLock { $0.append(text(of: issue)) }
      return true
    }
    let expected = """
      Must handle 2 received actions before sending an action.

        Unhandled actions:
          [0]: Counter.Action.first
          [1]: Counter.Action.second

      """
    // The second report leaves out the two the first one already listed.
    #expect(recorded.withLock { $0.count } == 2)
    #expect(recorded.withLock { $0.allSatisfy { $0.hasPrefix(expected) } })
    await store.receive(.first) { $0.count = 10 }
    await store.receive(.second) { $0.count = 110 }
    await store.receive(.first) { $0.count = 120 }
    await store.receive(.second) { $0.count = 220 }
  }

  @Test func receivedActionsASendWentPastAreReportedOnceThenAtTheEnd() async {
    let recorded = Lock<[Int]>([])
    let sendLine = #line + 5
    let endLine = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.twoActions)
      await store.send(.incrementButtonTapped) { $0.count = 111 }
      await store.send(.decrementButtonTapped) { $0.count = 110 }
    } matching: {
      recorded.withLock { [line = $0.sourceLocation?.line ?? 0] in $0.append(line) }
      return issue("Must handle 2 received actions before sending an action.", line: sendLine)($0)
        || issue(
          """
          The store received 2 unexpected actions, but the test ended.

            Unhandled actions:
              Counter.Action.first
              Counter.Action.second
          """, line: endLine)($0)
    }
    #expect(
      recorded.withLock { $0 } == [sendLine, endLine], "reported once by a send, once at the end")
  }

  @Test func expectedActionNeverArrives() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.noop)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.factResponse)
    } matching: {
      issue(
        """
        Expected to receive an action matching "\\.factResponse", but received none.

        There are no in-flight effects that could deliver this action.
        """, line: line)($0)
    }
  }

  @Test func nonExhaustiveReceiveSaysWhichActionsArrivedInstead() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.twoActions)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.factResponse)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          Expected to receive an action matching "\\.factResponse", but didn't get one.

            Received, not matching:
              Counter.Action.first
              Counter.Action.second

          There are no in-flight effects that could deliver this action. Could the effect you \
          expected to deliver this action have been cancelled?
          """
    }
    // Still queued: a later receive finds them.
    await store.receive(\.second) { $0.count = 110 }
  }

  @Test func expectedActionWaitingOnAClockTimesOutWithAdvice() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.delayedResponse, timeout: .milliseconds(10))
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(
          #"Expected to receive an action matching "\.delayedResponse", but received none."#)
        && text.contains("Effects are still in flight after waiting 0.01 seconds.")
        && text.contains(#"use a "TestClock" and advance it"#)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.delayedResponse) { $0.count = 1 }
  }

  @Test func aDifferentActionArrives() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.second)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(#"Received unexpected action: expected an action matching "\.second"."#)
        && text.contains("Expected:\n    \\.second")
        && text.contains("Received:") && text.contains("Counter.Action.first")
    }
    await store.receive(\.second) { $0.count = 110 }
  }

  @Test func aDifferentActionArrivesShowsADiffOfTheActions() async {
    let store = TestStore(initialState: Feed.State()) { Feed() }
    await store.send(.load)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.got(Feed.Page(title: "Inbox", items: Array(1...29) + [31])))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          Received unexpected action: expected the action "Feed.Action.got(Feed.Page(…))".

                Feed.Action.got(
                  Feed.Page(
                    title: "Inbox",
                    items: [
                      … (29 unchanged),
              −       [29]: 31
              +       [29]: 30
                    ]
                  )
                )

          (Expected: −, Received: +)
          """
    }
  }

  @Test func aDifferentPayloadForTheCasePathShowsADiff() async {
    let store = TestStore(initialState: Feed.State()) { Feed() }
    await store.send(.load)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.got, Feed.Page(title: "Outbox", items: Array(1...30)))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          Received unexpected action: expected an action matching "\\.got".

                Feed.Action.got(
                  Feed.Page(
              −     title: "Outbox",
              +     title: "Inbox",
                    items: […]
                  )
                )

          (Expected: −, Received: +)
          """
    }
  }

  @Test func testEndsWithUnreceivedActions() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: {
      issue(
        """
        The store received 2 unexpected actions before "finish()" returned.

          Unhandled actions:
            Counter.Action.first
            Counter.Action.second
        """, line: line)($0)
    }
  }

  @Test func unreceivedActionsAreReportedAtTheStoreWhenTheTestNeverFinishes() async {
    let line = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.twoActions)
    } matching: {
      issue("The store received 2 unexpected actions, but the test ended.", line: line)($0)
    }
  }

  @Test func effectStillRunningIsReportedAtTheSendThatStartedIt() async {
    let clock = TestClock()
    let line = #line + 7
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer)
    } matching: {
      issue(
        "An effect returned for this action is still running. It must complete before the end of the test.",
        line: line)($0)
    }
  }

  @Test func finishReportsEffectsThatNeverEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timerLine = #line + 1
    await store.send(.startTimer)
    let delayLine = #line + 1
    await store.send(.delayedButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: {
      issue(
        """
        Expected effects to finish, but there are still effects in-flight after 0.01 seconds.

          Still running, by the step that started them:
            Counter.Action.startTimer, sent at NavTestKitTests/TestStoreFailureTests.swift:\(timerLine)
            Counter.Action.delayedButtonTapped, sent at NavTestKitTests/TestStoreFailureTests.swift:\(delayLine)

        If an effect is waiting on a clock
        """,
        line: line)($0)
    }
    await store.send(.stopTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.delayedResponse) { $0.count = 1 }
  }

  @Test func effectStartedAfterFinishIsStillReportedAtTheEnd() async {
    let clock = TestClock()
    let line = #line + 8
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.finish()
      await store.send(.startTimer)
    } matching: {
      issue(
        "An effect returned for this action is still running. It must complete before the end of the test.",
        line: line)($0)
    }
  }

  @Test func actionsReceivedAfterFinishAreStillReportedAtTheEnd() async {
    let line = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.finish()
      await store.send(.twoActions)
    } matching: {
      issue("The store received 2 unexpected actions, but the test ended.", line: line)($0)
    }
  }

  @Test func whatFinishReportedIsNotReportedAgainAtTheEnd() async {
    let clock = TestClock()
    let recorded = Lock<[Int]>([])
    let finishLine = #line + 10
    let sendLine = #line + 10
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.twoActions)
      await store.send(.startTimer)
      await store.finish(timeout: .milliseconds(10))
      await store.send(.delayedButtonTapped)
    } matching: {
      recorded.withLock { [line = $0.sourceLocation?.line ?? 0] in $0.append(line) }
      return true
    }
    // "Must handle" at the send after `twoActions`; unhandled actions and the timer at
    // `finish`; then only the delayed effect, started after `finish`, at the end.
    #expect(recorded.withLock { $0 } == [finishLine - 1, finishLine, finishLine, sendLine])
  }

  @Test func dependencyWithoutTestValueIsReportedAtTheStep() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    let line = #line + 2
    await withKnownIssue {
      await store.send(.makeID)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(
          #"@Dependency(\.uuid) has no test implementation, but was accessed from a test context"#)
        && text.contains("To fix, override 'uuid' with a test value.")
    }
  }

  @Test func actionForAnAbsentChildIsReportedAtTheSend() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(\.child.tapped)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(#"An "ifLet" at "NavTestKitTests/Fixtures.swift:"#)
        && text.contains(#"received a child action when child state was "nil"."#)
        && text.contains("Counter.Action.child(.tapped)")
    }
  }

  @Test func nothingToSkip() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: {
      issue("There were no received actions to skip.", line: line)($0)
    }
    let effectsLine = #line + 2
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      issue("There were no in-flight effects to skip.", line: effectsLine)($0)
    }
  }

  @Test func errorThrownFromAnEffectIsReportedAtTheSend() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.failingEffect)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(#"An "Effect.run" returned from "NavTestKitTests/Fixtures.swift:"#)
        && text.contains("threw an unhandled error.")
        && text.contains("FixtureError")
    }
  }

  @Test func errorThrownFromAnAssertionClosure() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw FixtureError() }
    } matching: { issue in
      // The error once, not its description and then its reflection again.
      issue.sourceLocation?.line == line && text(of: issue) == "Threw error: FixtureError()"
    }
  }

  @Test func errorWithFieldsThrownFromAnAssertionClosureIsDumpedOnce() async {
    struct LoadError: Error {
      var id = 7
      var reason = "offline"
    }
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw LoadError() }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          Threw error:

            TestStoreFailureTests.LoadError(
              id: 7,
              reason: "offline"
            )
          """
    }
  }

  @Test func anErrorThatDescribesItselfReadsAsItsDescriptionThenItsDump() async {
    struct SaveError: Error, CustomStringConvertible {
      var path = "/tmp/sync-ups.json"
      var description: String { "The file \(path) is read-only." }
    }
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw SaveError() }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          Threw error: The file /tmp/sync-ups.json is read-only.

            TestStoreFailureTests.SaveError(path: "/tmp/sync-ups.json")
          """
    }
  }

  @Test func nonExhaustiveClosureWritingAWrongValueStillFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: {
      issue("A state change does not match expectation.", line: line)($0)
    }
  }

  @Test func assertWhileActionsAreQueuedSaysToReceiveThemFirst() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twoActions)
    let line = #line + 2
    withKnownIssue {
      store.assert { $0.ticks = 0 }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue) == """
          A state change does not match expectation.

                Counter.State(
              −   count: 0,
              +   count: 110,
                  fact: nil,
                  ticks: 0,
                  child: nil,
                  id: nil
                )

          (Expected: −, Actual: +)

          2 received actions are still queued, and the actual state includes their changes:

              Counter.Action.first
              Counter.Action.second

          To fix, receive them with "store.receive" before "store.assert".
          """
    }
    // They are still there to receive, each with its own change.
    await store.receive(.first) { $0.count = 10 }
    await store.receive(.second) { $0.count = 110 }
  }

  @Test func assertWithAWrongValueFails() async {
    let store = TestStore(initialState: Counter.State(count: 1)) { Counter() }
    let line = #line + 2
    withKnownIssue {
      store.assert { $0.count = 3 }
    } matching: {
      issue("A state change does not match expectation.", line: line)($0)
    }
  }
}
