import Foundation
import Reducers
import Testing

extension Dependencies {
  /// Tests of the test clock written before a `TestStore` drains effects deterministically: they
  /// wait for started tasks to reach their sleep by polling `sleeperCount` (see `yieldUntil(_:)`),
  /// and install a `settle` that waits for each woken task to log its wake-up.
  @Suite(.scaledTimeLimit(minutes: 1)) struct TestClockTests {
    @Test func sleepersWakeInDeadlineOrderEachAtItsDeadline() async {
      let clock = TestClock()
      let log = DependencyTestLog<String>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 3 } }
      for (index, (name, seconds)) in [("c", 3), ("a", 1), ("b", 2)].enumerated() {
        Task {
          try await clock.sleep(for: .seconds(seconds))
          log.append("\(name)@\(clock.now.offset)")
        }
        await yieldUntil { clock.sleeperCount == index + 1 }
      }
      await clock.advance(by: .seconds(3))
      #expect(log.values == ["a@1.0 seconds", "b@2.0 seconds", "c@3.0 seconds"])
      #expect(clock.now.offset == .seconds(3))
      #expect(clock.sleeperCount == 0)
    }

    @Test func sleepersWithTheSameDeadlineWakeInArrivalOrder() async {
      let clock = TestClock()
      let log = DependencyTestLog<Int>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 3 } }
      for index in 0..<3 {
        Task {
          try await clock.sleep(for: .seconds(1))
          log.append(index)
        }
        await yieldUntil { clock.sleeperCount == index + 1 }
      }
      await clock.advance(by: .seconds(1))
      #expect(log.values == [0, 1, 2])
    }

    @Test func sleepersSettleWithTheSettleOfTheirOwnTask() async {
      let clock = TestClock()
      let log = DependencyTestLog<Int>()
      let settles = DependencyTestLog<Int>()
      let settle: ClockSettling.Operation = {
        settles.append(log.values.count)
        await yieldUntil { clock.sleeperCount + log.values.count == 2 }
      }
      await ClockSettling.withCurrent(settle) {
        for (index, seconds) in [2, 1].enumerated() {
          Task {
            try await clock.sleep(for: .seconds(seconds))
            log.append(seconds)
          }
          await yieldUntil { clock.sleeperCount == index + 1 }
        }
      }
      await clock.advance(by: .seconds(2))
      #expect(log.values == [1, 2])
      // Once after each wake-up, and not before the first: these sleepers settle themselves.
      #expect(settles.values.count == 2)
    }

    @MainActor @Test func advancingFromTheMainActorStaysOnIt() async {
      let clock = TestClock()
      let log = DependencyTestLog<Int>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 1 } }
      let task = Task.detached {
        try await clock.sleep(for: .seconds(1))
        log.append(1)
      }
      await yieldUntil { clock.sleeperCount == 1 }
      await clock.advance(by: .seconds(1))
      MainActor.assertIsolated()
      #expect(log.values == [1])
      try? await task.value
    }

    @Test func advanceToPastSomeDeadlinesWakesOnlyThose() async {
      let clock = TestClock()
      let log = DependencyTestLog<Int>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 3 } }
      for (index, seconds) in [1, 2, 5].enumerated() {
        Task {
          try await clock.sleep(until: clock.now.advanced(by: .seconds(seconds)))
          log.append(seconds)
        }
        await yieldUntil { clock.sleeperCount == index + 1 }
      }
      await clock.advance(to: TestClock.Instant(offset: .seconds(3)))
      #expect(log.values == [1, 2])
      #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
      #expect(clock.sleeperCount == 1)
      await clock.run()
      #expect(log.values == [1, 2, 5])
    }

    @Test func cancellingASleeperRemovesItAndThrowsCancellation() async {
      let clock = TestClock()
      let woke = DependencyTestLog<Bool>()
      let task = Task {
        try await clock.sleep(for: .seconds(5))
        woke.append(true)
      }
      await yieldUntil { clock.sleeperCount == 1 }
      #expect(clock.sleeperCount == 1)
      task.cancel()
      let result = await task.result
      #expect(throws: CancellationError.self) { try result.get() }
      #expect(clock.sleeperCount == 0)
      await clock.advance(by: .seconds(10))
      #expect(woke.values.isEmpty)
      #expect(clock.now.offset == .seconds(10))
    }

    @Test func sleepInACancelledTaskThrowsWithoutSleeping() async {
      let clock = TestClock()
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) { try await task.value }
      #expect(clock.sleeperCount == 0)
    }

    @Test func runWakesEverySleeperAndEndsAtTheLastDeadline() async {
      let clock = TestClock()
      let log = DependencyTestLog<Int>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 3 } }
      for (index, seconds) in [100, 1, 10].enumerated() {
        Task {
          try await clock.sleep(for: .seconds(seconds))
          log.append(seconds)
        }
        await yieldUntil { clock.sleeperCount == index + 1 }
      }
      let issues = await collectIssues { await clock.run() }
      #expect(log.values == [1, 10, 100])
      #expect(clock.now.offset == .seconds(100))
      #expect(issues.isEmpty)
    }

    @Test(.scaledTimeLimit(minutes: 1))
    func runGivesUpOnANeverEndingTimerAndReportsIt() async throws {
      let clock = TestClock()
      let ticks = DependencyTestLog<Duration>()
      let task = Task {
        for await elapsed in clock.timer(interval: .seconds(1)) {
          ticks.append(elapsed)
        }
      }
      clock.settle = { await yieldUntil { clock.sleeperCount == 1 } }
      await yieldUntil { clock.sleeperCount == 1 }
      let line = UInt(#line + 1)
      let issues = await collectIssues { await clock.run(timeout: .milliseconds(100)) }
      // The timer still sleeps: run stopped advancing rather than cancelling anything.
      #expect(clock.sleeperCount == 1)
      task.cancel()
      await task.value

      let woken = ticks.values.count
      #expect(ticks.values == (0..<woken).map { Duration.seconds($0 + 1) })
      #expect(clock.now.offset == .seconds(woken))
      let issue = try #require(issues.first)
      #expect(issues.count == 1)
      #expect(
        issue.message == """
          Expected all sleeps to finish, but some are still suspending after 0.1 seconds.

            Woken: \(woken) sleep\(woken == 1 ? "" : "s")
            Now: \(Duration.seconds(woken))
            Still sleeping: 1 task

          Sleeps keep being scheduled on the test clock, so "run()" stopped advancing it. A timer \
          or a loop that sleeps and is never cancelled does this.

          To fix, advance the clock by a fixed amount with "clock.advance(by:)", or cancel the \
          effect that keeps sleeping before calling "run()". If the sleeps do end, give "run" a \
          longer timeout: "run(timeout:)".
          """
      )
      #expect(issue.site.line == line)
      #expect("\(issue.site.fileID)" == "ReducersTests/TestClockTests.swift")
    }

    @Test func sleepUntilAPassedDeadlineReturnsAtOnce() async throws {
      let clock = TestClock()
      await clock.advance(by: .seconds(2))
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
      #expect(clock.now.offset == .seconds(2))
      #expect(clock.sleeperCount == 0)
    }

    @Test func sleepUntilNowSuspendsUntilTheNextAdvance() async {
      let clock = TestClock()
      await clock.advance(by: .seconds(2))
      let log = DependencyTestLog<String>()
      clock.settle = { await yieldUntil { clock.sleeperCount + log.values.count == 2 } }
      Task {
        try await clock.sleep(for: .zero)
        log.append("zero@\(clock.now.offset)")
      }
      Task {
        try await clock.sleep(until: clock.now)
        log.append("now@\(clock.now.offset)")
      }
      await yieldUntil { clock.sleeperCount == 2 }
      #expect(log.values == [])
      await clock.advance()
      #expect(log.values.sorted() == ["now@2.0 seconds", "zero@2.0 seconds"])
      #expect(clock.sleeperCount == 0)
    }

    @Test func advancingIntoThePastIsReported() async {
      let clock = TestClock()
      await clock.advance(by: .seconds(3))
      let collector = DependencyIssueCollector()
      await IssueReporting.$reporter.withValue(collector) {
        await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
      }
      #expect(
        collector.messages == [
          """
          Expected to advance the test clock to a later time, but the target is in the past.

            Now: 3.0 seconds
            Target: 1.0 seconds
          """
        ]
      )
      #expect(clock.now.offset == .seconds(3))
    }
  }
}
