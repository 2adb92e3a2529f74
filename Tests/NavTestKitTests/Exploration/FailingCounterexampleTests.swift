import NavTestKit
import Testing

/// Every counterexample is a failing test: for the test's own invariants, for "no way back" and
/// for a runaway effect, the printed test ends with what fails, and, pasted, it fails the same
/// way at the same step.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct FailingCounterexampleTests {
  /// The invariant the tests below give by name, so a counterexample can call it.
  static func lapUnderTwoSeconds(_ state: Stopwatch.State) {
    #expect((state.lap?.seconds ?? 0) < 2, "a lap stays under 2 seconds")
  }

  func stopwatchBreakingItsLap(invariantsCall: String?) async -> Exploration? {
    var result: Exploration?
    await withKnownIssue {
      result = await explore(
        initialState: Stopwatch.State(), depth: 6, time: .seconds(1),
        reducer: { Stopwatch(hasBug: false) }, actions: { Stopwatch.buttons($0) },
        invariants: { Self.lapUnderTwoSeconds($0) }, invariantsCall: invariantsCall)
    } matching: { issue in
      String(describing: issue).contains("a lap stays under 2 seconds")
    }
    return result
  }

  static let steps = """
      await store.send(.openTapped)  // Stopwatch  →  Stopwatch ▸ sheet Lap
      await store.send(.lap(.presented(.startTapped)))  // Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
      await clock.advance(by: .seconds(1))  // Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
      await clock.advance(by: .seconds(1))  // Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
    """

  @Test func aNamedInvariantIsCalledWithTheStoresStateWhereItBreaks() async {
    let test = await stopwatchBreakingItsLap(
      invariantsCall: "FailingCounterexampleTests.lapUnderTwoSeconds")?.violations.first?.test
    #expect(test?.contains(Self.steps) == true)
    #expect(
      test?.hasSuffix(
        """
          // The state the exploration saw: with what effects fed back so far.
          await store.skipReceivedActions(strict: false)
          FailingCounterexampleTests.lapUnderTwoSeconds(store.state)
        }
        """) == true)
    // The printed test, pasted: it fails on the invariant's own expectation.
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch(hasBug: false)
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.openTapped)
      await store.send(.lap(.presented(.startTapped)))
      await clock.advance(by: .seconds(1))
      await clock.advance(by: .seconds(1))
      // The state the exploration saw: with what effects fed back so far.
      await store.skipReceivedActions(strict: false)
      FailingCounterexampleTests.lapUnderTwoSeconds(store.state)
      await store.skipInFlightEffects()
    } matching: { issue in
      String(describing: issue).contains("a lap stays under 2 seconds")
    }
  }

  @Test func anUnnamedInvariantIsRecordedAsTheExplorationSawIt() async {
    let test = await stopwatchBreakingItsLap(invariantsCall: nil)?.violations.first?.test
    #expect(test?.contains(Self.steps) == true)
    #expect(
      test?.contains(
        "  // To check it here instead, pass explore(invariantsCall:) the function's name.\n"
          + "  Issue.record(\"Expectation failed: ") == true)
    #expect(test?.contains("a lap stays under 2 seconds\")\n}") == true)
  }

  @Test func aRunawayCounterexampleRunsWithTheExplorationsBudget() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await explore(
        initialState: Poller.State(), depth: 3, time: .seconds(1),
        effectBudget: EffectBudget(actions: 500, jobs: 10_000)
      ) {
        Poller(hasBug: true)
      } actions: { _ in
        [.refreshTapped]
      }
    } matching: { issue in
      String(describing: issue).contains(#"breaks "no effect runs without stopping""#)
    }
    let test = exploration?.violations.first?.test
    #expect(
      test?.contains(
        """
          store.exhaustivity = .off
          store.effectBudget = EffectBudget(actions: 500, jobs: 10000)
          await store.send(.refreshTapped)
        """) == true)
  }
}
