import Synchronization

/// A clock whose time moves only when a test advances it.
///
/// Code under test sleeps on the clock as on any other; the sleeps end when the test calls
/// ``advance(by:fileID:filePath:line:column:)``, ``advance(to:fileID:filePath:line:column:)``
/// or ``run(timeout:fileID:filePath:line:column:)``, which wake the sleepers that are due in
/// deadline order (ties in the order they started sleeping), each with ``now`` at its own
/// deadline:
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(1)) }
/// await clock.advance(by: .seconds(1))  // the sleep ends; clock.now is 1 second
/// ```
///
/// Cancelling a sleeping task removes its sleeper and throws `CancellationError` at once; a later
/// advance does not see it. A sleep whose deadline is in the past returns without suspending; one
/// until ``now`` itself (`sleep(for: .zero)`) suspends until the next advance or run, even one
/// by zero, as with swift-clocks' `TestClock`.
///
/// Advancing never hops actors or sleeps on the wall clock: it resumes the due sleepers, and
/// between them awaits the settle operation described in `ClockSettling`, which lets a woken
/// task sleep again before the clock looks for the next due sleeper.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A task waiting for the clock: its continuation, and the settle of the task that sleeps.
  struct Sleeper: Sendable {
    let continuation: CheckedContinuation<Void, any Error>
    let settle: ClockSettling.Operation?
  }

  let scheduler: Lock<TestClockScheduler<Instant, Sleeper>>
  private let settleOverride = Lock<ClockSettling.Operation?>(nil)

  /// Creates a clock whose time is `now` until it is advanced.
  ///
  /// - Parameter now: The clock's starting time.
  public init(now: Instant) {
    self.scheduler = Lock(TestClockScheduler(now: now))
  }

  /// The clock's current time.
  public var now: Instant {
    scheduler.withLock { $0.now }
  }

  /// The smallest step of the clock: zero, any duration can be slept.
  public var minimumResolution: Duration {
    .zero
  }

  /// The number of tasks sleeping on the clock.
  package var sleeperCount: Int {
    scheduler.withLock { $0.sleeperCount }
  }

  /// How long from now each sleeper waits, soonest first: where the clock stands relative to
  /// what waits on it.
  package var pendingDelays: [Duration] {
    scheduler.withLock { scheduler in
      scheduler.deadlines.map { scheduler.now.duration(to: $0) }
    }
  }

  /// The settle operation this clock uses for every wake-up, overriding the sleepers' own;
  /// `nil` (the default) to use theirs. See `ClockSettling`.
  package var settle: ClockSettling.Operation? {
    get { settleOverride.withLock { $0 } }
    set { settleOverride.withLock { $0 = newValue } }
  }

  /// Suspends until the clock is advanced to `deadline`, or returns at once if it is past.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: the clock wakes sleepers exactly at their deadlines.
  /// - Throws: `CancellationError` if the task is cancelled before or while sleeping.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let settle = ClockSettling.current
    let id = scheduler.withLock { $0.reserve() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let sleeper = Sleeper(continuation: continuation, settle: settle)
        let decision = scheduler.withLock { $0.sleep(id, until: deadline, waiter: sleeper) }
        switch decision {
        case .resume(let sleeper): sleeper.continuation.resume()
        case .cancel(let sleeper): sleeper.continuation.resume(throwing: CancellationError())
        case .suspend: break
        }
      }
    } onCancel: {
      let sleeper = scheduler.withLock { $0.cancel(id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a clock at time zero, measuring `Swift.Duration`.
  public convenience init() {
    self.init(now: Instant(offset: .zero))
  }
}
