import Foundation
import Reducers
import Testing

extension Dependencies {
  /// The clock a test gets when it forgets to override `continuousClock`.
  @Suite(.scaledTimeLimit(minutes: 1)) struct UnimplementedClockTests {
    @Test(.scaledTimeLimit(minutes: 1))
    func forgottenOverrideReportsOnceThenSleepsEndAtOnce() async throws {
      let collector = DependencyIssueCollector()
      let slept = try await collector.collect {
        @Dependency(\.continuousClock) var clock
        // An hour on the real clock; the time limit ends the test if the sleep is real.
        let first = try await sleepTime(on: clock, for: .seconds(3600))
        let second = try await sleepTime(on: clock, for: .seconds(1))
        return [first, second]
      }
      #expect(slept == [.seconds(3600), .seconds(1)])
      #expect(collector.messages.count == 1)
      let message = try #require(collector.messages.first)
      #expect(message.hasPrefix("@Dependency(\\.continuousClock) has no test implementation"))
    }

    @Test(.scaledTimeLimit(minutes: 1))
    func forgottenOverrideGivesEachTestAFreshClock() async throws {
      // Two tests' worth of sleeps, more than one clock parks after: none is parked.
      for _ in 0..<2 {
        let collector = DependencyIssueCollector()
        try await collector.collect {
          @Dependency(\.continuousClock) var clock
          for _ in 0..<600 { try await clock.sleep(for: .seconds(1)) }
        }
        #expect(collector.messages.count == 1)
      }
    }

    @Test(.scaledTimeLimit(minutes: 1))
    func neverEndingTimerIsReportedAndParkedAfterTheSleepLimit() async throws {
      let collector = DependencyIssueCollector()
      let ticks = DependencyTestLog<Duration>()
      let task = collector.collect {
        @Dependency(\.continuousClock) var clock
        return Task {
          for await elapsed in clock.timer(interval: .seconds(1)) {
            ticks.append(elapsed)
          }
        }
      }
      await yieldUntil { collector.messages.count == 2 }
      #expect(ticks.values.count == 1_000)
      #expect(ticks.values.last == .seconds(1_000))
      task.cancel()
      await task.value
      #expect(ticks.values.count == 1_000)
      #expect(
        collector.messages.last == """
          Expected sleeps on an unimplemented "continuousClock" to end, but they keep coming.

            Sleeps: 1000
            Now: 1000.0 seconds

          The clock was not overridden, so its sleeps return at once; something sleeps again \
          each time, such as a timer that is never cancelled. Later sleeps suspend until their \
          task is cancelled.

          To fix, override "continuousClock" with a "TestClock" and advance it, or with an \
          "ImmediateClock" and cancel the effect that keeps sleeping.
          """
      )
    }

    @Test func overrideIsUsedWithoutReport() async throws {
      let clock = TestClock()
      let collector = DependencyIssueCollector()
      let task = collector.collect {
        withDependencies {
          $0.continuousClock = clock
        } operation: {
          @Dependency(\.continuousClock) var continuousClock
          return Task { try await continuousClock.sleep(for: .seconds(1)) }
        }
      }
      await yieldUntil { clock.sleeperCount == 1 }
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .seconds(1))
      try await task.value
      #expect(clock.now.offset == .seconds(1))
      #expect(collector.messages.isEmpty)
    }
  }
}

extension DependencyIssueCollector {
  /// Runs an asynchronous `operation` with this collector as the reporter and isolated test
  /// dependencies.
  func collect<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await IssueReporting.$reporter.withValue(self) {
      try await DependencyValues.withValues(.isolated(), operation: operation)
    }
  }
}

/// Sleeps `duration` on `clock` and returns how far the clock's time moved.
private func sleepTime<C: Clock<Duration>>(
  on clock: C,
  for duration: Duration
) async throws -> Duration {
  let start = clock.now
  try await clock.sleep(until: start.advanced(by: duration), tolerance: nil)
  return start.duration(to: clock.now)
}
