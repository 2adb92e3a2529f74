import Synchronization

/// A clock whose sleeps end at once, moving its time to their deadlines.
///
/// Use it where a test does not care how long code waits, only that it goes on: a debounce, a
/// delay before an alert, a retry back-off. Each sleep checks for cancellation and returns
/// without suspending; ``now`` moves to the deadline, so time still passes in order:
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))  // returns at once; clock.now is 5 seconds
/// ```
///
/// A timer on an immediate clock ticks as fast as its consumer asks; give the consumer a way
/// to stop.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A moment on an immediate clock: the time elapsed since its origin.
  public typealias Instant = TestClock<Duration>.Instant

  private let current: Lock<Instant>

  /// Creates a clock whose time starts at `now`.
  ///
  /// - Parameter now: The clock's starting time.
  public init(now: Instant) {
    self.current = Lock(now)
  }

  /// The clock's current time: the latest deadline slept until, or the starting time.
  public var now: Instant {
    current.withLock { $0 }
  }

  /// The smallest step of the clock: zero, any duration can be slept.
  public var minimumResolution: Duration {
    .zero
  }

  /// Moves the time to `deadline`, if it is later, and returns without suspending.
  ///
  /// - Parameters:
  ///   - deadline: The instant the sleep would end at.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    // Suspend once, so a loop over this clock (a timer) lets other work run between ticks:
    // under a test store, the actions each tick sends are handled before the next tick.
    await Task.yield()
    try Task.checkCancellation()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Creates a clock at time zero, measuring `Swift.Duration`.
  public convenience init() {
    self.init(now: Instant(offset: .zero))
  }
}
