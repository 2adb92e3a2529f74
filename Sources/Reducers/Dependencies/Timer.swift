extension Clock {
  /// Returns an asynchronous sequence that ticks every `interval` on this clock.
  ///
  /// The sequence yields the instant each tick was due: the instant of the first `next()` plus
  /// one interval, plus two, and so on. Deadlines are computed from that start, so ticks do not
  /// drift however late the consumer is; a late consumer gets the ticks it missed one after the
  /// other. The sequence ends when its task is cancelled.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   await send(.timerTicked)
  /// }
  /// ```
  ///
  /// On a ``TestClock``, `advance(by: .seconds(6))` on a one-second timer yields six ticks.
  ///
  /// - Parameter interval: The time between ticks.
  /// - Returns: The timer sequence.
  public func timer(interval: Duration) -> ClockTimer<Self> {
    ClockTimer(clock: self, interval: interval)
  }
}

/// An asynchronous sequence of the instants at which a clock ticks every interval.
///
/// Created by `Clock.timer(interval:)`.
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable {
  /// The instant each tick was due.
  public typealias Element = C.Instant
  /// The sequence never fails; it ends when its task is cancelled.
  public typealias Failure = Never

  private let clock: C
  private let interval: C.Duration

  init(clock: C, interval: C.Duration) {
    self.clock = clock
    self.interval = interval
  }

  /// Returns an iterator whose ticks count from the instant of its first `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval)
  }

  /// The iterator of a ``ClockTimer``.
  public struct Iterator: AsyncIteratorProtocol {
    private let clock: C
    private let interval: C.Duration
    private var start: C.Instant?
    private var ticks = 0

    init(clock: C, interval: C.Duration) {
      self.clock = clock
      self.interval = interval
    }

    /// Sleeps until the next tick and returns its instant, or `nil` once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      await next(isolation: nil)
    }

    /// Sleeps until the next tick and returns its instant, or `nil` once the task is cancelled.
    ///
    /// - Parameter actor: The caller's actor, on which the iterator stays.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> C.Instant? {
      guard !Task.isCancelled else { return nil }
      let start = self.start ?? clock.now
      self.start = start
      ticks += 1
      let deadline = start.advanced(by: interval * ticks)
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return nil
      }
      return deadline
    }
  }
}
