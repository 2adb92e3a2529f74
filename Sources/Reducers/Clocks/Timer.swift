extension Clock {
  /// Returns an asynchronous sequence that ticks every `interval` on this clock.
  ///
  /// Each element is the time elapsed since the timer started: one interval, two, and so on.
  /// Deadlines are computed from the instant of the first `next()`, so ticks do not drift however
  /// late the consumer is; a late consumer gets the ticks it missed one after the other. The
  /// sequence ends when its task is cancelled.
  ///
  /// The sequence's type mentions only the clock's `Duration`, so it works on the
  /// `any Clock<Duration>` a dependency provides:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   await send(.timerTicked)
  /// }
  /// ```
  ///
  /// On a ``TestClock``, `advance(by: .seconds(6))` on a one-second timer yields six ticks.
  ///
  /// - Parameter interval: The time between ticks.
  /// - Returns: The timer sequence.
  public func timer(interval: Duration) -> ClockTimer<Duration> {
    ClockTimer(clock: self, interval: interval)
  }
}

/// An asynchronous sequence ticking every interval on a clock, yielding the time elapsed.
///
/// Created by `Clock.timer(interval:)`.
public struct ClockTimer<Duration: DurationProtocol>: AsyncSequence, Sendable {
  /// The time elapsed since the timer started, at each tick.
  public typealias Element = Duration
  /// The sequence never fails; it ends when its task is cancelled.
  public typealias Failure = Never

  private let makeTicker: @Sendable () -> Iterator

  init<C: Clock>(clock: C, interval: Duration) where C.Duration == Duration {
    makeTicker = { Iterator(ticker: Ticker(clock: clock, interval: interval)) }
  }

  /// Returns an iterator whose ticks count from the instant of its first `next()`.
  public func makeAsyncIterator() -> Iterator {
    makeTicker()
  }

  /// The iterator of a ``ClockTimer``.
  public struct Iterator: AsyncIteratorProtocol {
    private let ticker: any TickSource<Duration>

    init(ticker: some TickSource<Duration>) {
      self.ticker = ticker
    }

    /// Sleeps until the next tick and returns the time elapsed, or `nil` once cancelled.
    public mutating func next() async -> Duration? {
      await ticker.next()
    }
  }
}

/// Counts ticks of one clock from the instant of the first request.
protocol TickSource<Duration>: AnyObject {
  associatedtype Duration: DurationProtocol
  func next() async -> Duration?
}

/// The state of one timer iteration on a concrete clock.
final class Ticker<C: Clock>: TickSource {
  private let clock: C
  private let interval: C.Duration
  private var start: C.Instant?
  private var ticks = 0

  init(clock: C, interval: C.Duration) {
    self.clock = clock
    self.interval = interval
  }

  func next() async -> C.Duration? {
    guard !Task.isCancelled else { return nil }
    let start = self.start ?? clock.now
    self.start = start
    ticks += 1
    let elapsed = interval * ticks
    do {
      try await clock.sleep(until: start.advanced(by: elapsed), tolerance: nil)
    } catch {
      return nil
    }
    return elapsed
  }
}
