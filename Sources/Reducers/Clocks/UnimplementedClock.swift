import Synchronization

/// The clock a test gets when it reads `continuousClock` without overriding it.
///
/// Reading the dependency has already reported "has no test implementation"; the clock then
/// behaves like an ``ImmediateClock``, so the test goes on the same way every run instead of
/// sleeping on the real clock and racing the test store's timeouts. Each sleep yields once and
/// returns, and ``now`` moves to its deadline.
///
/// A test store runs effects until none has work left, so a timer that is never cancelled would
/// tick on an immediate clock forever and hang the test. After ``sleepLimit`` sleeps the clock
/// reports that once and parks every later sleep until its task is cancelled: the test then
/// fails on the running effect, as it would with any clock nobody advances.
final class UnimplementedClock: Clock, Sendable {
  /// A moment on the clock: the time slept since the test read it.
  typealias Instant = TestClock<Duration>.Instant

  /// How many sleeps return at once before later ones are parked.
  static let sleepLimit = 1_000

  private let immediate = ImmediateClock()
  /// Never advanced: a sleep on it lasts until its task is cancelled.
  private let parking = TestClock()
  private let sleeps = Lock(0)

  /// The time slept so far.
  var now: Instant {
    immediate.now
  }

  /// The smallest step of the clock: zero, any duration can be slept.
  var minimumResolution: Duration {
    .zero
  }

  /// Returns at once, moving ``now`` to `deadline`; after ``sleepLimit`` sleeps, suspends until
  /// the task is cancelled.
  ///
  /// - Throws: `CancellationError` if the task is cancelled.
  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let count = sleeps.withLock { count in
      count += 1
      return count
    }
    guard count > Self.sleepLimit else {
      try await immediate.sleep(until: deadline, tolerance: tolerance)
      return
    }
    if count == Self.sleepLimit + 1 {
      reportIssue(
        """
        Expected sleeps on an unimplemented "continuousClock" to end, but they keep coming.

          Sleeps: \(Self.sleepLimit)
          Now: \(now.offset)

        The clock was not overridden, so its sleeps return at once; something sleeps again \
        each time, such as a timer that is never cancelled. Later sleeps suspend until their \
        task is cancelled.

        To fix, override "continuousClock" with a "TestClock" and advance it, or with an \
        "ImmediateClock" and cancel the effect that keeps sleeping.
        """
      )
    }
    try await parking.sleep(until: parking.now.advanced(by: .seconds(1)))
  }
}
